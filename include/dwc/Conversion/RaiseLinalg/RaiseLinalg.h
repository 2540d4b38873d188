//===- RaiseLinalg.h - linalg convolutions to dwc ops -----------*- C++ -*-===//
//
// The patterns of dwc-raise-linalg, for compilers that run them in their own
// rewrite drivers.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISELINALG_RAISELINALG_H
#define DWC_CONVERSION_RAISELINALG_RAISELINALG_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {

/// Adds the patterns that turn linalg's depthwise convolutions
/// (`linalg.depthwise_conv_2d_nchw_chw`, `_nhwc_hwc`, `_nhwc_hwcm`) into
/// `dwc.depthwise_conv2d` and its 1x1 convolutions (`linalg.conv_2d_nchw_fchw`,
/// `_nhwc_hwcf`, `_nhwc_fhwc`) into `dwc.pointwise_conv2d`, where they
/// accumulate into a zero fill; a producing `tensor.pad` of zeros becomes
/// the depthwise op's `padding`.
/// Also their generic forms, and 1x1 convolutions written as `linalg.matmul`
/// between image reshapes.
void populateRaiseLinalgConvolutionPatterns(RewritePatternSet &patterns);

/// Adds the patterns that fold the elementwise `linalg.generic` ops following
/// a dwc.depthwise_conv2d or dwc.pointwise_conv2d into it where they compute
/// an epilogue it expresses: a per-channel scale (into the filter) and shift
/// (into the bias), as eval-mode BatchNorm and bias adds do; relu, relu6,
/// silu or hardswish; then, for a pointwise op, a residual add. The scale
/// and shift must be constants.
void populateRaiseLinalgEpiloguePatterns(RewritePatternSet &patterns);

} // namespace mlir::dwc

#endif // DWC_CONVERSION_RAISELINALG_RAISELINALG_H
