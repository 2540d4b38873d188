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
struct SplitBackwardFilter : OpRewritePattern<DepthwiseConv2DBackwardFilterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DepthwiseConv2DBackwardFilterOp op,
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
    auto partials = DepthwiseConv2DBackwardFilterOp::create(
        rewriter, op.getLoc(), partialsInit.getType(), op.getInput(),
        op.getGradOutput(), partialsInit, op.getStrides(), op.getDilations(),
        op.getPadding(), op.getLayout(), op.getAccTypeAttr(),
        op.getConfigAttr());
    rewriter.replaceOpWithNewOp<ReducePartialsOp>(
        op, op.getType(), partials.getResult(), op.getInit());
    return success();
  }
};

struct SplitPointwiseBackwardFilter
    : OpRewritePattern<PointwiseConv2DBackwardFilterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PointwiseConv2DBackwardFilterOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getConfig() || op.getConfig()->getPartitions() == 1)
      return rewriter.notifyMatchFailure(op, "has one partition");
    if (op.isPartial())
      return rewriter.notifyMatchFailure(op, "already writes partial sums");
    SmallVector<int64_t> shape = {op.getConfig()->getPartitions()};
    llvm::append_range(shape, op.getInit().getType().getShape());
    Value partialsInit = tensor::EmptyOp::create(rewriter, op.getLoc(), shape,
                                                 rewriter.getF32Type());
    auto partials = PointwiseConv2DBackwardFilterOp::create(
        rewriter, op.getLoc(), partialsInit.getType(), op.getInput(),
        op.getGradOutput(), partialsInit, op.getLayout(), op.getAccTypeAttr(),
        op.getConfigAttr());
    rewriter.replaceOpWithNewOp<ReducePartialsOp>(
        op, op.getType(), partials.getResult(), op.getInit());
    return success();
  }
};

struct SplitBackwardFilterPass
    : dwc::impl::DWCSplitBackwardFilterBase<SplitBackwardFilterPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitBackwardFilter, SplitPointwiseBackwardFilter>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
