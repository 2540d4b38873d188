/*===-- dwc-c/Bundle.h - C API of the kernel-bundle compiler ------*- C -*-===*\
|*                                                                            *|
|* What dwc-compile does, from C: every dwc op of a module to a kernel bundle *|
|* (PTX and manifest.json) that the runtime (dwc/Runtime/Runtime.h) loads.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef DWC_C_BUNDLE_H
#define DWC_C_BUNDLE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Compiles every dwc op of `module` into its own kernel and writes the
/// bundle into `outputDir` (created if needed); `module` is not modified.
/// `options` are those of mlirDWCBuildGPUPipeline. Failures are reported to
/// the diagnostic handlers of the module's context, whose registry must hold
/// mlirDWCRegisterPipelineDependencies'. On success `*numKernels`, where not
/// null, is the number of kernels written.
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirDWCCompileBundle(MlirModule module, MlirStringRef options,
                     MlirStringRef outputDir, intptr_t *numKernels);

#ifdef __cplusplus
}
#endif

#endif // DWC_C_BUNDLE_H
