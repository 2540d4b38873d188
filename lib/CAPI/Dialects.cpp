//===- Dialects.cpp - C API of the dwc dialect ------------------*- C++ -*-===//

#include "dwc-c/Dialects.h"

#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "dwc/Pipelines/SourceParser.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(DWC, dwc, mlir::dwc::DWCDialect)

MlirModule mlirDWCModuleCreateParse(MlirContext context, MlirStringRef source) {
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::dwc::parseSourceStringChecked(unwrap(source), unwrap(context),
                                          /*sourceName=*/"-");
  return wrap(module.release());
}
