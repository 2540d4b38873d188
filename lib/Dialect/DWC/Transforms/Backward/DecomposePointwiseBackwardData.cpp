//===- DecomposePointwiseBackwardData.cpp - data gradients as 1x1 ops -----===//
//
// The input gradient of a 1x1 convolution is a 1x1 convolution of the
// output gradient with the filter transposed,
//
//   dx[n, ci, h, w] = sum_co dy[n, co, h, w] * filter[co, ci],
//
// so dwc.pointwise_conv2d with `transpose_filter` computes it on the
// pointwise schedules (the GEMM tiles, tensor cores, cp.async staging);
// the filter is read as it is, its chunks stored transposed into the tile.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCDECOMPOSEPOINTWISEBACKWARDDATA
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct DecomposePointwiseBackwardData
    : OpRewritePattern<PointwiseConv2DBackwardDataOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PointwiseConv2DBackwardDataOp op,
                                PatternRewriter &rewriter) const override {
    auto pointwise = PointwiseConv2DOp::create(
        rewriter, op.getLoc(), op.getType(), op.getGradOutput(), op.getFilter(),
        /*bias=*/Value(), /*residual=*/Value(), op.getInit(), kDefaultStrides,
        op.getLayout(), op.getAccTypeAttr(), Activation::None, MathMode::Exact,
        /*config=*/PointwiseConfigAttr(), /*transpose_filter=*/true);
    rewriter.replaceOp(op, pointwise.getResult());
    return success();
  }
};

struct DecomposePointwiseBackwardDataPass
    : dwc::impl::DWCDecomposePointwiseBackwardDataBase<
          DecomposePointwiseBackwardDataPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposePointwiseBackwardData>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
