//===- SplitBackwardFilter.cpp - filter gradients as two-stage sums -------===//
//
// A filter gradient whose config cuts the reduction into P > 1 partitions
// runs as two kernels: the gradient op writing one f32 partial sum a
// partition, then dwc.reduce_partials adding them in partition order. Both
// orders are fixed by the config, so the result is bitwise reproducible
// without atomics.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCSPLITBACKWARDFILTER
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
/// Rewrites a filter gradient (depthwise or pointwise) whose config has
/// several partitions into the same op writing f32 partial sums and the
/// dwc.reduce_partials that adds them into its destination.
template <typename GradientOp>
struct SplitBackwardFilter : OpRewritePattern<GradientOp> {
  using OpRewritePattern<GradientOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(GradientOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getConfig() || op.getConfig()->getPartitions() == 1)
      return rewriter.notifyMatchFailure(op, "has one partition");
    if (op.isPartial())
      return rewriter.notifyMatchFailure(op, "already writes partial sums");
    SmallVector<int64_t> shape = {op.getConfig()->getPartitions()};
    llvm::append_range(shape, op.getInit().getType().getShape());
    // The verifier checked that a config's shapes are static.
    Value partialsInit = tensor::EmptyOp::create(rewriter, op.getLoc(), shape,
                                                 rewriter.getF32Type());
    // The same op, attributes and all, with the partial sums as destination.
    auto partials = cast<GradientOp>(rewriter.clone(*op));
    rewriter.modifyOpInPlace(partials, [&] {
      partials.getInitMutable().assign(partialsInit);
      partials.getResult().setType(
          cast<RankedTensorType>(partialsInit.getType()));
    });
    rewriter.replaceOpWithNewOp<ReducePartialsOp>(
        op, op.getType(), partials.getResult(), op.getInit());
    return success();
  }
};

struct SplitBackwardFilterPass
    : dwc::impl::DWCSplitBackwardFilterBase<SplitBackwardFilterPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitBackwardFilter<DepthwiseConv2DBackwardFilterOp>,
                 SplitBackwardFilter<PointwiseConv2DBackwardFilterOp>>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
