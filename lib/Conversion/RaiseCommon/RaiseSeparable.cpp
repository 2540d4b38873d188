//===- RaiseSeparable.cpp - fuse raised depthwise-pointwise pairs ---------===//

#include "dwc/Conversion/RaiseCommon/RaiseSeparable.h"

#include "dwc/Dialect/DWC/IR/DWCOps.h"

using namespace mlir;
using namespace mlir::dwc;

namespace {
/// dwc.pointwise_conv2d(dwc.depthwise_conv2d(x)) to dwc.separable_conv2d.
struct RaiseSeparable : OpRewritePattern<PointwiseConv2DOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PointwiseConv2DOp pointwise,
                                PatternRewriter &rewriter) const override {
    auto depthwise = pointwise.getInput().getDefiningOp<DepthwiseConv2DOp>();
    if (!depthwise)
      return rewriter.notifyMatchFailure(pointwise,
                                         "its input is not a depthwise conv");
    if (!depthwise->hasOneUse())
      return rewriter.notifyMatchFailure(
          pointwise, "its depthwise producer has other uses");
    if (depthwise.getLayout() != pointwise.getLayout() ||
        depthwise.getAccTypeAttr() != pointwise.getAccTypeAttr())
      return rewriter.notifyMatchFailure(
          pointwise, "its depthwise producer has another layout or acc_type");
    if (depthwise.getFlipFilter())
      return rewriter.notifyMatchFailure(
          pointwise, "its depthwise producer flips its filter, which the "
                     "separable op does not");
    if (!llvm::all_of(pointwise.getStrides(),
                      [](int64_t stride) { return stride == 1; }))
      return rewriter.notifyMatchFailure(pointwise, "is strided");
    rewriter.replaceOpWithNewOp<SeparableConv2DOp>(
        pointwise, pointwise.getType(), depthwise.getInput(),
        depthwise.getFilter(), pointwise.getFilter(), depthwise.getBias(),
        pointwise.getBias(), pointwise.getResidual(), pointwise.getInit(),
        depthwise.getStrides(), depthwise.getDilations(),
        depthwise.getPadding(), pointwise.getLayout(),
        pointwise.getAccTypeAttr(), depthwise.getActivation(),
        pointwise.getActivation(), pointwise.getMath(),
        /*strategy=*/SeparableStrategyAttr(),
        /*config=*/PointwiseConfigAttr());
    return success();
  }
};
} // namespace

void mlir::dwc::populateRaiseSeparablePatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseSeparable>(patterns.getContext());
}
