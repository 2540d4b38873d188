/*===-- dwc-c/Passes.h - C API of dwc's passes and pipelines ------*- C -*-===*\
|*                                                                            *|
|* Each dwc pass can be created (mlirCreateDWCTransforms<Pass>,               *|
|* mlirCreateDWCConversion<Pass>) or registered for textual pipelines         *|
|* (mlirRegisterDWCTransformsPasses, mlirRegisterDWCConversionPasses); the    *|
|* declarations are generated from the passes' ODS. The raising patterns      *|
|* also come as pattern sets, for a compiler's own rewrite driver.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef DWC_C_PASSES_H
#define DWC_C_PASSES_H

#include "mlir-c/Pass.h"
#include "mlir-c/Rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

#include "dwc/Conversion/Passes.capi.h.inc"
#include "dwc/Dialect/DWC/Transforms/Passes.capi.h.inc"

/// Adds to `registry` the dialects (dwc's among them), interfaces and LLVM IR
/// translations that dwc's pipelines need.
MLIR_CAPI_EXPORTED void
mlirDWCRegisterPipelineDependencies(MlirDialectRegistry registry);

/// Registers dwc's named pipelines, `dwc-cpu-pipeline` and `dwc-to-ptx`, for
/// textual pipelines; later calls do nothing.
MLIR_CAPI_EXPORTED void mlirDWCRegisterPipelines(void);

/// Adds the GPU pipeline (dwc ops on tensors to PTX in `gpu.binary`) to
/// `passManager`, which must be anchored on `builtin.module`. `options` are
/// those of `dwc-opt --dwc-to-ptx="..."`, e.g. "chip=sm_80", or empty. Fails,
/// adding nothing, on unknown options.
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirDWCBuildGPUPipeline(MlirOpPassManager passManager, MlirStringRef options);

/// Adds the CPU reference pipeline (dwc ops through linalg to the LLVM
/// dialect) to `passManager`, anchored on `builtin.module`.
MLIR_CAPI_EXPORTED void
mlirDWCBuildCPUReferencePipeline(MlirOpPassManager passManager);

/// Adds dwc-raise-linalg's patterns to `patterns`: linalg's depthwise and
/// 1x1 convolutions to dwc ops, and the elementwise linalg.generic epilogues
/// after them folded in. Apply them with mlirApplyPatternsAndFoldGreedily.
MLIR_CAPI_EXPORTED void
mlirDWCPopulateRaiseLinalgPatterns(MlirRewritePatternSet patterns);

/// Adds dwc-raise-tosa's patterns to `patterns`: tosa.depthwise_conv2d and
/// 1x1 tosa.conv2d to dwc ops, and the elementwise TOSA epilogues after them
/// folded in.
MLIR_CAPI_EXPORTED void
mlirDWCPopulateRaiseTosaPatterns(MlirRewritePatternSet patterns);

/// Adds the optional fusion of a raised depthwise op feeding only a
/// pointwise op into dwc.separable_conv2d; apply it after the raising
/// patterns, once each op holds its epilogue.
MLIR_CAPI_EXPORTED void
mlirDWCPopulateRaiseSeparablePatterns(MlirRewritePatternSet patterns);

#ifdef __cplusplus
}
#endif

#endif // DWC_C_PASSES_H
