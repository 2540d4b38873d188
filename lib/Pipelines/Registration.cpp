//===- Registration.cpp - dwc pipelines' registration -----------*- C++ -*-===//

#include "dwc/Pipelines/Pipelines.h"

#include "dwc/Dialect/DWC/IR/DWCDialect.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

using namespace mlir;

void mlir::dwc::registerPipelineDependencies(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  // gpu-module-to-binary translates GPU modules to LLVM IR.
  registerAllGPUToLLVMIRTranslations(registry);
  registry.insert<DWCDialect>();
}

void mlir::dwc::registerDWCPipelines() {
  // A pipeline, unlike a pass, may be registered only once.
  static const bool registered = [] {
    PassPipelineRegistration<>(
        "dwc-cpu-pipeline",
        "Lower dwc ops to the LLVM dialect for host execution through the "
        "linalg reference semantics",
        buildCPUReferencePipeline);
    PassPipelineRegistration<GPUPipelineOptions>(
        "dwc-to-ptx",
        "Compile dwc ops to PTX kernels (gpu.binary) for an NVIDIA chip",
        buildGPUPipeline);
    return true;
  }();
  (void)registered;
}
