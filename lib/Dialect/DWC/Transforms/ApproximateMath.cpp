//===- ApproximateMath.cpp - math functions without libdevice ---*- C++ -*-===//
//
// convert-gpu-to-nvvm lowers `math.exp` to a call of libdevice's `__nv_expf`,
// which gpu-module-to-binary links only when it finds a CUDA toolkit (through
// CUDA_ROOT, CUDA_HOME or CUDA_PATH). Without one the PTX keeps an unresolved
// extern and fails to load. Upstream's polynomial approximation (accurate to a
// few ulp in f32), with the `math.fma` and `math.floor` it creates expanded
// into arithmetic, makes the kernels self-contained wherever they are
// compiled.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCAPPROXIMATEMATH
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
/// The math functions dwc's epilogues use (SiLU's exponential).
bool isApproximated(StringRef name) {
  name.consume_front("math.");
  return name == "exp";
}

/// floor(x) of f32 as truncation, minus one where that rounded up. Values of
/// magnitude 2^23 or more (and NaN, infinities) are already integral and are
/// returned as they are, so this is exact for every input.
struct FloorToArith : OpRewritePattern<math::FloorOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::FloorOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "expected f32 elements");
    Location loc = op.getLoc();
    auto constant = [&](double value) -> Value {
      Attribute attr = rewriter.getF32FloatAttr(value);
      if (auto shaped = dyn_cast<ShapedType>(type))
        attr = DenseElementsAttr::get(shaped, attr);
      return arith::ConstantOp::create(rewriter, loc, cast<TypedAttr>(attr));
    };
    Type intType = rewriter.getI32Type();
    if (auto shaped = dyn_cast<ShapedType>(type))
      intType = shaped.clone(intType);
    Value x = op.getOperand();
    Value truncated = arith::SIToFPOp::create(
        rewriter, loc, type,
        arith::FPToSIOp::create(rewriter, loc, intType, x));
    Value roundedUp = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OGT, truncated, x);
    Value floor = arith::SelectOp::create(
        rewriter, loc, roundedUp,
        arith::SubFOp::create(rewriter, loc, truncated, constant(1.0)),
        truncated);
    // Ordered comparisons: false for NaN. (math.absf would be a libdevice
    // call as well.)
    Value fractional = arith::AndIOp::create(
        rewriter, loc,
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, x,
                              constant(0x1p23)),
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGT, x,
                              constant(-0x1p23)));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, fractional, floor, x);
    return success();
  }
};

struct ApproximateMathPass
    : dwc::impl::DWCApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathF32ExpansionPatterns(patterns, isApproximated);
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    // convert-gpu-to-nvvm would make the approximation's fma and floor
    // libdevice calls too (it even rejects their LLVM intrinsics).
    math::populateExpansionPatterns(patterns, {"fma"});
    patterns.add<FloorToArith>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
