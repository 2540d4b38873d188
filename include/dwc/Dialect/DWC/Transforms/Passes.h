//===- Passes.h - dwc GPU passes --------------------------------*- C++ -*-===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_PASSES_H
#define DWC_DIALECT_DWC_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::dwc {

/// Marks a row-reuse loop of dwc-tile-depthwise with the period (in
/// iterations) of its accumulator rotation, its number of live rows;
/// dwc-unroll-row-reuse unrolls the loop by it.
constexpr llvm::StringLiteral kRotationPeriodAttrName = "dwc.rotation_period";

/// Marks the multiply of a convolution tap (input times weight) in
/// dwc-tile-depthwise's kernels; dwc-drop-padding-taps drops the taps whose
/// input is the padding's constant zero.
constexpr llvm::StringLiteral kTapAttrName = "dwc.tap";

/// Marks a gpu.launch_func whose kernel dwc-programmatic-launch made safe to
/// start before the previous work on the stream has finished.
constexpr llvm::StringLiteral kProgrammaticLaunchAttrName =
    "dwc.programmatic_launch";

#define GEN_PASS_DECL
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_PASSES_H
