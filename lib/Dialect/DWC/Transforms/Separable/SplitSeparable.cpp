//===- SplitSeparable.cpp - separable convolutions to two ops ---*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCSPLITSEPARABLE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct SplitSeparable : OpRewritePattern<SeparableConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SeparableConv2DOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getStrategy() == SeparableStrategy::Fused)
      return rewriter.notifyMatchFailure(op, "runs as one fused kernel");
    if (!op.getAccumulatorType().isF32())
      return rewriter.notifyMatchFailure(
          op, "the GPU kernels accumulate in f32 only");
    Location loc = op.getLoc();
    Layout layout = op.getLayout();
    auto init = op.getInit().getType();
    ActivationDims dims = getActivationDims(layout);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInit());
    sizes[dims.channel] =
        rewriter.getIndexAttr(op.getDepthwiseFilter().getType().getDimSize(
            getDepthwiseFilterDims(layout).channel));
    Value midInit =
        tensor::EmptyOp::create(rewriter, loc, sizes, init.getElementType());
    auto depthwise = DepthwiseConv2DOp::create(
        rewriter, loc, midInit.getType(), op.getInput(),
        op.getDepthwiseFilter(), op.getDepthwiseBias(), midInit,
        op.getStrides(), op.getDilations(), op.getPadding(), layout,
        op.getAccTypeAttr(), op.getMidActivation(), /*flip_filter=*/false,
        /*config=*/DepthwiseConfigAttr());
    rewriter.replaceOpWithNewOp<PointwiseConv2DOp>(
        op, init, depthwise.getResult(), op.getPointwiseFilter(),
        op.getPointwiseBias(), op.getResidual(), op.getInit(), kDefaultStrides,
        layout, op.getAccTypeAttr(), op.getActivation(), op.getMath(),
        /*config=*/PointwiseConfigAttr());
    return success();
  }
};

struct SplitSeparablePass
    : dwc::impl::DWCSplitSeparableBase<SplitSeparablePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitSeparable>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
