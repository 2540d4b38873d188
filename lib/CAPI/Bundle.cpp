//===- Bundle.cpp - C API of the kernel-bundle compiler ---------*- C++ -*-===//

#include "dwc-c/Bundle.h"

#include "dwc/Bundle/Bundle.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::dwc;

MlirLogicalResult mlirDWCCompileBundle(MlirModule module, MlirStringRef options,
                                       MlirStringRef outputDir,
                                       intptr_t *numKernels) {
  ModuleOp source = unwrap(module);
  std::unique_ptr<GPUPipelineOptions> parsed =
      GPUPipelineOptions::createFromString(unwrap(options));
  if (!parsed) {
    emitError(source.getLoc())
        << "invalid dwc-to-ptx options '" << unwrap(options) << "'";
    return mlirLogicalResultFailure();
  }
  FailureOr<SmallVector<BundleKernel>> kernels =
      compileBundle(source, *parsed, unwrap(outputDir));
  if (failed(kernels))
    return mlirLogicalResultFailure();
  if (numKernels)
    *numKernels = static_cast<intptr_t>(kernels->size());
  return mlirLogicalResultSuccess();
}
