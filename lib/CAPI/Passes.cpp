//===- Passes.cpp - C API of dwc's passes and pipelines ---------*- C++ -*-===//

#include "dwc-c/Passes.h"

#include "dwc/Conversion/Passes.h"
#include "dwc/Conversion/RaiseCommon/RaiseSeparable.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Rewrite.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;
using namespace mlir::dwc;

#include "dwc/Conversion/Passes.capi.cpp.inc"
#include "dwc/Dialect/DWC/Transforms/Passes.capi.cpp.inc"

void mlirDWCRegisterPipelineDependencies(MlirDialectRegistry registry) {
  registerPipelineDependencies(*unwrap(registry));
}

void mlirDWCRegisterPipelines() { registerDWCPipelines(); }

MlirLogicalResult mlirDWCBuildGPUPipeline(MlirOpPassManager passManager,
                                          MlirStringRef options) {
  std::unique_ptr<GPUPipelineOptions> parsed =
      GPUPipelineOptions::createFromString(unwrap(options));
  if (!parsed)
    return mlirLogicalResultFailure();
  buildGPUPipeline(*unwrap(passManager), *parsed);
  return mlirLogicalResultSuccess();
}

void mlirDWCBuildCPUReferencePipeline(MlirOpPassManager passManager) {
  buildCPUReferencePipeline(*unwrap(passManager));
}

void mlirDWCPopulateRaiseLinalgPatterns(MlirRewritePatternSet patterns) {
  populateRaiseLinalgConvolutionPatterns(*unwrap(patterns));
  populateRaiseLinalgEpiloguePatterns(*unwrap(patterns));
}

void mlirDWCPopulateRaiseTosaPatterns(MlirRewritePatternSet patterns) {
  populateRaiseTosaConvolutionPatterns(*unwrap(patterns));
  populateRaiseTosaEpiloguePatterns(*unwrap(patterns));
}

void mlirDWCPopulateRaiseSeparablePatterns(MlirRewritePatternSet patterns) {
  populateRaiseSeparablePatterns(*unwrap(patterns));
}
