//===- DecomposeBackwardData.cpp - data gradients as forward ops ----------===//
//
// With stride 1, the gradient of a depthwise convolution's input is a
// depthwise convolution of the output gradient with the filter rotated by
// 180 degrees:
//
//   dx[ih] = sum_k dy[ih + pt - k*d] * w[k]
//          = sum_k' dy[ih - pt' + k'*d] * w[K-1-k'],   pt' = (K-1)*d - pt
//
// so a forward op with `flip_filter` and the padding (K-1)*d - pad computes
// it, on the forward schedules.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCDECOMPOSEBACKWARDDATA
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct DecomposeBackwardData : OpRewritePattern<DepthwiseConv2DBackwardDataOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DepthwiseConv2DBackwardDataOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getStrategy() != DataGradientStrategy::Forward)
      return rewriter.notifyMatchFailure(op, "has no 'forward' strategy");
    // The verifier checked that the strategy runs the op.
    DepthwiseProblem problem = *DepthwiseProblem::get(op);
    auto forward = DepthwiseConv2DOp::create(
        rewriter, op.getLoc(), op.getType(), op.getGradOutput(), op.getFilter(),
        /*bias=*/Value(), op.getInit(), kDefaultStrides, op.getDilations(),
        getFlippedPadding(problem), op.getLayout(), op.getAccTypeAttr(),
        Activation::None, /*flip_filter=*/true,
        /*config=*/DepthwiseConfigAttr());
    rewriter.replaceOp(op, forward.getResult());
    return success();
  }
};

struct DecomposeBackwardDataPass
    : dwc::impl::DWCDecomposeBackwardDataBase<DecomposeBackwardDataPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeBackwardData>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
