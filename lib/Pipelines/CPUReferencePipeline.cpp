//===- CPUReferencePipeline.cpp - dwc reference pipeline --------*- C++ -*-===//

#include "dwc/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Every step is an upstream pass but the first. `arith-expand` rewrites bf16
/// conversions into integer ops, which the host backend always supports.
static constexpr llvm::StringLiteral kCPUReferencePipeline =
    "dwc-lower-to-linalg,"
    "func.func(canonicalize),"
    "empty-tensor-to-alloc-tensor,"
    "one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map},"
    "func.func(convert-linalg-to-loops),"
    "buffer-deallocation-pipeline,"
    "expand-strided-metadata,"
    "lower-affine,"
    "convert-scf-to-cf,"
    "func.func(arith-expand{include-bf16=1 include-f8e8m0=0 include-f4e2m1=0}),"
    "convert-math-to-llvm,"
    "convert-to-llvm,"
    "reconcile-unrealized-casts";

void mlir::dwc::buildCPUReferencePipeline(OpPassManager &pm) {
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(kCPUReferencePipeline, pm, errorStream)))
    llvm::report_fatal_error(llvm::Twine("invalid dwc CPU pipeline: ") +
                             error);
}

void mlir::dwc::registerDWCPipelines() {
  PassPipelineRegistration<>(
      "dwc-cpu-pipeline",
      "Lower dwc ops to the LLVM dialect for host execution through the "
      "linalg reference semantics",
      buildCPUReferencePipeline);
  PassPipelineRegistration<GPUPipelineOptions>(
      "dwc-to-ptx",
      "Compile dwc ops to PTX kernels (gpu.binary) for an NVIDIA chip",
      buildGPUPipeline);
}
