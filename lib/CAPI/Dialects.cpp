//===- Dialects.cpp - C API of the dwc dialect ------------------*- C++ -*-===//

#include "dwc-c/Dialects.h"

#include "dwc/Dialect/DWC/IR/DWCDialect.h"

#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(DWC, dwc, mlir::dwc::DWCDialect)
