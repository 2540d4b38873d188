//===- Passes.h - dwc GPU passes --------------------------------*- C++ -*-===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_PASSES_H
#define DWC_DIALECT_DWC_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::dwc {

#define GEN_PASS_DECL
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_PASSES_H
