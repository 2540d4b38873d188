//===- ApproximateMath.cpp - math functions without libdevice ---*- C++ -*-===//
//
// convert-gpu-to-nvvm lowers `math.exp` to a call of libdevice's `__nv_expf`,
// which gpu-module-to-binary links only when it finds a CUDA toolkit (through
// CUDA_ROOT, CUDA_HOME or CUDA_PATH). Without one the PTX keeps an unresolved
// extern and fails to load (the same for `math.tanh`). An f32 exponential or
// tanh marked `afn` (approximate functions allowed) becomes the GPU's own
// ex2.approx or tanh.approx; any other exponential takes upstream's
// polynomial approximation (accurate to a few ulp in f32), with the
// `math.fma` and `math.floor` it creates expanded into arithmetic. Either way
// the kernels are self-contained wherever they are compiled.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
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

/// Whether `op` is an f32 (or 1-D f32 vector) function marked `afn`.
static LogicalResult matchApproximateF32(Operation *op,
                                         arith::FastMathFlags fastmath,
                                         PatternRewriter &rewriter) {
  if (!arith::bitEnumContainsAll(fastmath, arith::FastMathFlags::afn))
    return rewriter.notifyMatchFailure(op, "not marked approximate (afn)");
  Type type = op->getResult(0).getType();
  auto vectorType = dyn_cast<VectorType>(type);
  if (!getElementTypeOrSelf(type).isF32() ||
      (vectorType && (vectorType.getRank() != 1 || vectorType.isScalable())))
    return rewriter.notifyMatchFailure(op, "expected f32 or a 1-D f32 vector");
  return success();
}

/// The LLVM intrinsic `name` (f32 -> f32, with `fastmath`) applied to `x`,
/// element by element where `x` is a 1-D vector.
static Value callElementwise(PatternRewriter &rewriter, Location loc,
                             StringRef name, LLVM::FastmathFlags fastmath,
                             Value x) {
  Type f32 = rewriter.getF32Type();
  auto call = [&](Value element) {
    return LLVM::CallIntrinsicOp::create(
               rewriter, loc, f32, rewriter.getStringAttr(name), element,
               LLVM::FastmathFlagsAttr::get(rewriter.getContext(), fastmath))
        .getResult(0);
  };
  auto vectorType = dyn_cast<VectorType>(x.getType());
  if (!vectorType)
    return call(x);
  SmallVector<Value> elements;
  for (int64_t i = 0, e = vectorType.getNumElements(); i < e; ++i)
    elements.push_back(call(vector::ExtractOp::create(rewriter, loc, x, i)));
  return vector::FromElementsOp::create(rewriter, loc, vectorType, elements);
}

/// exp(x) of f32 marked `afn` as 2^(x log2(e)) on the GPU's ex2 unit
/// (ex2.approx.ftz.f32: one MUFU instruction where the polynomial takes about
/// 40 arithmetic operations). Chosen over the polynomial, which also matches,
/// by its benefit. Measured: docs/tuning.md, `callElementwise`.
struct ExpToHardwareExp2 : OpRewritePattern<math::ExpOp> {
  ExpToHardwareExp2(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    if (failed(matchApproximateF32(op, op.getFastmath(), rewriter)))
      return failure();
    Location loc = op.getLoc();
    Attribute log2e = rewriter.getF32FloatAttr(llvm::numbers::log2ef);
    if (auto vectorType = dyn_cast<VectorType>(op.getType()))
      log2e = DenseElementsAttr::get(vectorType, log2e);
    Value exponent = arith::MulFOp::create(
        rewriter, loc, op.getOperand(),
        arith::ConstantOp::create(rewriter, loc, cast<TypedAttr>(log2e)));
    rewriter.replaceOp(
        op, callElementwise(rewriter, loc, "llvm.nvvm.ex2.approx.ftz.f32",
                            LLVM::FastmathFlags::none, exponent));
    return success();
  }
};

/// tanh(x) of f32 marked `afn` as `llvm.tanh.f32` marked `afn`, which NVPTX
/// selects as tanh.approx.f32 (one MUFU instruction; sm_75 and newer), where
/// convert-gpu-to-nvvm would call libdevice's `__nv_tanhf`.
struct TanhToHardwareTanh : OpRewritePattern<math::TanhOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::TanhOp op,
                                PatternRewriter &rewriter) const override {
    if (failed(matchApproximateF32(op, op.getFastmath(), rewriter)))
      return failure();
    rewriter.replaceOp(
        op, callElementwise(rewriter, op.getLoc(), "llvm.tanh.f32",
                            LLVM::FastmathFlags::afn, op.getOperand()));
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
    patterns.add<ExpToHardwareExp2, FloorToArith, TanhToHardwareTanh>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
