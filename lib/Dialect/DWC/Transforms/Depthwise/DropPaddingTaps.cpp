//===- DropPaddingTaps.cpp - taps over the padding contribute nothing -----===//
// A window position in the padding reads as zero, and dwc-tile-depthwise
// multiplies it into the accumulator like any other tap; after unrolling and
// canonicalization those inputs are constants. `acc + w * 0` is not `acc` under
// IEEE rules (w may be infinite or NaN), so no upstream fold removes the
// product. dwc's convolutions skip the taps over the padding by definition, so
// the marked products with a zero input are dropped here. Measured:
// docs/tuning.md, `DropPaddingTaps.cpp`.
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCDROPPADDINGTAPS
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

bool isTap(Operation *op) { return op && op->hasAttr(kTapAttrName); }

/// Whether a factor of the tap is a constant zero (scalar or splat). Only the
/// input can be: weights are loaded. Canonicalization moves constants to the
/// right of a commutative multiply, so either side is checked.
template <typename MultiplyOp> bool hasZeroFactor(MultiplyOp multiply) {
  return matchPattern(multiply.getLhs(), m_AnyZeroFloat()) ||
         matchPattern(multiply.getRhs(), m_AnyZeroFloat());
}

/// `tap(x, w) + acc` with a zero input `x` becomes `acc`.
struct DropScalarPaddingTap : OpRewritePattern<arith::AddFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::AddFOp add,
                                PatternRewriter &rewriter) const override {
    for (auto [product, accumulator] :
         {std::pair(add.getLhs(), add.getRhs()),
          std::pair(add.getRhs(), add.getLhs())}) {
      auto multiply = product.getDefiningOp<arith::MulFOp>();
      if (!isTap(multiply) || !hasZeroFactor(multiply))
        continue;
      rewriter.replaceOp(add, accumulator);
      return success();
    }
    return rewriter.notifyMatchFailure(add, "not a tap over the padding");
  }
};

/// `vector.fma(x, w, acc)` of a tap with a zero input `x` becomes `acc`.
struct DropVectorPaddingTap : OpRewritePattern<vector::FMAOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::FMAOp fma,
                                PatternRewriter &rewriter) const override {
    if (!isTap(fma) || !hasZeroFactor(fma))
      return rewriter.notifyMatchFailure(fma, "not a tap over the padding");
    rewriter.replaceOp(fma, fma.getAcc());
    return success();
  }
};

struct DropPaddingTapsPass
    : dwc::impl::DWCDropPaddingTapsBase<DropPaddingTapsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DropScalarPaddingTap, DropVectorPaddingTap>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    getOperation()->walk([](Operation *op) { op->removeAttr(kTapAttrName); });
  }
};

} // namespace
