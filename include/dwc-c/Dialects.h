/*===-- dwc-c/Dialects.h - C API of the dwc dialect ---------------*- C -*-===*\
|*                                                                            *|
|* Registration of the dwc dialect with an MLIR context from C, as            *|
|* the headers of mlir-c/Dialect do for upstream dialects.                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef DWC_C_DIALECTS_H
#define DWC_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(DWC, dwc);

#ifdef __cplusplus
}
#endif

#endif // DWC_C_DIALECTS_H
