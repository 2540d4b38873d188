/*===-- dwc-c/Dialects.h - C API of the dwc dialect ---------------*- C -*-===*\
|*                                                                            *|
|* Registration of the dwc dialect with an MLIR context from C, as            *|
|* the headers of mlir-c/Dialect do for upstream dialects, and the parser of  *|
|* user IR that dwc's tools use.                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef DWC_C_DIALECTS_H
#define DWC_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(DWC, dwc);

/// mlirModuleCreateParse, after the check of dwc's tools for text that LLVM
/// 22's parsers crash on instead of diagnosing (a malformed `dimensions` or
/// `permutation` list of linalg.broadcast, linalg.reduce, linalg.transpose):
/// such text is an error diagnostic and a null module, like any other
/// malformed input.
MLIR_CAPI_EXPORTED MlirModule mlirDWCModuleCreateParse(MlirContext context,
                                                       MlirStringRef source);

#ifdef __cplusplus
}
#endif

#endif // DWC_C_DIALECTS_H
