//===- Passes.h - dwc conversion passes -------------------------*- C++ -*-===//

#ifndef DWC_CONVERSION_PASSES_H
#define DWC_CONVERSION_PASSES_H

#include "dwc/Conversion/DWCToLinalg/DWCToLinalg.h"
#include "dwc/Conversion/RaiseLinalg/RaiseLinalg.h"
#include "dwc/Conversion/RaiseTosa/RaiseTosa.h"
#include "mlir/Pass/Pass.h"

namespace mlir::dwc {

#define GEN_PASS_DECL
#include "dwc/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dwc/Conversion/Passes.h.inc"

} // namespace mlir::dwc

#endif // DWC_CONVERSION_PASSES_H
