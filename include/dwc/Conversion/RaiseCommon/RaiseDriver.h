//===- RaiseDriver.h - run raising patterns and explain them ----*- C++ -*-===//
//
// dwc-raise-linalg and dwc-raise-tosa run the same way: their convolution
// and epilogue patterns to a fixed point, then, under `fuse-separable`, the
// separable fusion; under -debug-only=<pass> each pattern that leaves an op
// says why, and the pass counts what it raised and what it left.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISECOMMON_RAISEDRIVER_H
#define DWC_CONVERSION_RAISECOMMON_RAISEDRIVER_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc::raise {

/// Applies `patterns` greedily to `root`, then with `fuseSeparable` the
/// separable fusion. Under -debug-only=`debugType`, prints each match
/// failure and then a count of the dwc ops and of the ops `isLeft` holds
/// (named `leftName`).
LogicalResult applyRaisePatterns(Operation *root, RewritePatternSet &&patterns,
                                 bool fuseSeparable, StringRef debugType,
                                 function_ref<bool(Operation *)> isLeft,
                                 StringRef leftName);

} // namespace mlir::dwc::raise

#endif // DWC_CONVERSION_RAISECOMMON_RAISEDRIVER_H
