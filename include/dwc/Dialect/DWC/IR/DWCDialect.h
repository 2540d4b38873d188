//===- DWCDialect.h - dwc dialect -------------------------------*- C++ -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCDIALECT_H
#define DWC_DIALECT_DWC_IR_DWCDIALECT_H

#include "mlir/IR/Dialect.h"

#include "dwc/Dialect/DWC/IR/DWCOpsDialect.h.inc"

#endif // DWC_DIALECT_DWC_IR_DWCDIALECT_H
