//===- RaiseSeparable.h - fuse raised depthwise-pointwise pairs -*- C++ -*-===//
//
// A depthwise convolution whose only use is a pointwise convolution's input
// (with nothing but what dwc ops fold between them) is one
// dwc.separable_conv2d, which the GPU pipeline may run as one kernel. The
// patterns are optional: dwc-raise-linalg and dwc-raise-tosa add them under
// `fuse-separable`.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISECOMMON_RAISESEPARABLE_H
#define DWC_CONVERSION_RAISECOMMON_RAISESEPARABLE_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {

/// Adds the pattern that turns a dwc.depthwise_conv2d feeding only a
/// dwc.pointwise_conv2d of stride 1 (same layout, element and accumulator
/// types) into dwc.separable_conv2d.
void populateRaiseSeparablePatterns(RewritePatternSet &patterns);

} // namespace mlir::dwc

#endif // DWC_CONVERSION_RAISECOMMON_RAISESEPARABLE_H
