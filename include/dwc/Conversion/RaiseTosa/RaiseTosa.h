//===- RaiseTosa.h - TOSA convolutions to dwc ops ---------------*- C++ -*-===//
//
// The patterns of dwc-raise-tosa, for compilers that run them in their own
// rewrite drivers.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISETOSA_RAISETOSA_H
#define DWC_CONVERSION_RAISETOSA_RAISETOSA_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {

/// Adds the patterns that turn `tosa.depthwise_conv2d` into
/// `dwc.depthwise_conv2d` (its `pad` the op's padding) and `tosa.conv2d` with
/// a 1x1 filter and no padding into `dwc.pointwise_conv2d`, for floating-point
/// operands with zero zero-points. Where the input is a relayout of an NCHW
/// tensor (`tosa.transpose` with perms [0, 2, 3, 1], or a `tosa.reshape` of
/// N x C x 1 x 1) and every use of the result relayouts it back to NCHW, the
/// dwc op is NCHW and takes the place of both relayouts.
void populateRaiseTosaConvolutionPatterns(RewritePatternSet &patterns);

/// Adds the patterns that fold the elementwise TOSA ops following a
/// dwc.depthwise_conv2d or dwc.pointwise_conv2d into it where they compute
/// an epilogue it expresses: a per-channel scale and shift (eval-mode
/// BatchNorm, bias adds; constants), relu (a clamp to 0..max), relu6, silu
/// (`tosa.sigmoid` times its operand) or hardswish; then, for a pointwise
/// op, a residual add.
void populateRaiseTosaEpiloguePatterns(RewritePatternSet &patterns);

} // namespace mlir::dwc

#endif // DWC_CONVERSION_RAISETOSA_RAISETOSA_H
