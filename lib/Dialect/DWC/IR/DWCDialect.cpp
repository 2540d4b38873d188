//===- DWCDialect.cpp - dwc dialect -----------------------------*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dwc;

#include "dwc/Dialect/DWC/IR/DWCOpsDialect.cpp.inc"

#include "dwc/Dialect/DWC/IR/DWCEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dwc/Dialect/DWC/IR/DWCAttrs.cpp.inc"

void DWCDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dwc/Dialect/DWC/IR/DWCOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dwc/Dialect/DWC/IR/DWCAttrs.cpp.inc"
      >();
}
