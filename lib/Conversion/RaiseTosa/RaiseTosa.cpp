//===- RaiseTosa.cpp - TOSA convolutions to dwc ops -----------------------===//
//
// TOSA convolutions are NHWC. torch-mlir's TOSA form of an NCHW network
// wraps each one in `tosa.transpose`s (NCHW to NHWC before, back after; a
// `tosa.reshape` where the image is 1x1) and computes the epilogue in NCHW
// between them. The patterns raise such a convolution to an NCHW dwc op in
// place of the transposes, so that its epilogue follows it directly and
// folds, and a convolution TOSA holds in NHWC to an NHWC one. What does not
// match exactly (zero points, a non-zero padded 1x1, a broadcast bias,
// integer types) stays, with its reason under -debug-only=dwc-raise-tosa.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/RaiseTosa/RaiseTosa.h"

#include "dwc/Conversion/Passes.h"
#include "dwc/Conversion/RaiseCommon/Epilogue.h"
#include "dwc/Conversion/RaiseCommon/RaiseDriver.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCRAISETOSA
#include "dwc/Conversion/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-raise-tosa";

namespace {
/// Whether `type` is N x C x 1 x 1 and `other` N x 1 x 1 x C or the other
/// way round (`toNHWC` says which): reshaping one into the other is a
/// relayout.
bool isUnitImageRelayout(RankedTensorType from, RankedTensorType to,
                         bool toNHWC) {
  if (!from || !to || from.getRank() != 4 || to.getRank() != 4 ||
      !from.hasStaticShape() || !to.hasStaticShape())
    return false;
  RankedTensorType nchw = toNHWC ? from : to, nhwc = toNHWC ? to : from;
  ArrayRef<int64_t> c = nchw.getShape(), h = nhwc.getShape();
  return c[0] == h[0] && c[1] == h[3] && c[2] == 1 && c[3] == 1 && h[1] == 1 &&
         h[2] == 1;
}

/// The NCHW tensor that the NHWC `value` relayouts, or null.
Value getNCHWSource(Value value) {
  if (auto transpose = value.getDefiningOp<tosa::TransposeOp>())
    return transpose.getPerms() == ArrayRef<int32_t>{0, 2, 3, 1}
               ? transpose.getInput1()
               : Value();
  if (auto reshape = value.getDefiningOp<tosa::ReshapeOp>())
    return isUnitImageRelayout(
               dyn_cast<RankedTensorType>(reshape.getInput1().getType()),
               dyn_cast<RankedTensorType>(reshape.getType()), /*toNHWC=*/true)
               ? reshape.getInput1()
               : Value();
  return Value();
}

/// Whether `op` relayouts an NHWC tensor to NCHW.
bool isToNCHW(Operation *op) {
  if (auto transpose = dyn_cast<tosa::TransposeOp>(op))
    return transpose.getPerms() == ArrayRef<int32_t>{0, 3, 1, 2};
  if (auto reshape = dyn_cast<tosa::ReshapeOp>(op))
    return isUnitImageRelayout(
        dyn_cast<RankedTensorType>(reshape.getInput1().getType()),
        dyn_cast<RankedTensorType>(reshape.getType()), /*toNHWC=*/false);
  return false;
}

/// Whether `value` is a constant of zeros (a zero point, a bias TOSA
/// writes for a convolution without one).
bool isZeroConstant(Value value) {
  std::optional<SmallVector<double>> values =
      raise::evaluateConstant(value, /*maxElements=*/int64_t(1) << 20);
  return values && llvm::all_of(*values, [](double v) { return v == 0.0; });
}

/// Why the TOSA convolution `op` cannot
/// become a dwc op whatever its kind, or its bias (null for none).
template <typename ConvOp>
FailureOr<Value> checkOperands(PatternRewriter &rewriter, ConvOp op) {
  Type element;
  for (Value value :
       {op.getInput(), op.getWeight(), op.getBias(), op.getOutput()}) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs statically shaped tensors");
    if (!isa<FloatType>(type.getElementType()) ||
        (element && type.getElementType() != element))
      return rewriter.notifyMatchFailure(
          op, "needs operands of one floating-point type");
    element = type.getElementType();
  }
  if (!isZeroConstant(op.getInputZp()) || !isZeroConstant(op.getWeightZp()))
    return rewriter.notifyMatchFailure(
        op, "has zero points that are not constant zeros");
  Value bias = op.getBias();
  int64_t channels = op.getOutput().getType().getDimSize(3);
  if (isZeroConstant(bias))
    return Value();
  if (cast<RankedTensorType>(bias.getType()).getDimSize(0) != channels)
    return rewriter.notifyMatchFailure(op,
                                       "broadcasts one bias to all channels");
  return bias;
}

/// The layout the dwc op of the TOSA convolution `conv` of `input` takes,
/// and its input: NCHW where `input` relayouts an NCHW tensor and every use
/// of the result relayouts it back, NHWC otherwise.
std::pair<Layout, Value> chooseLayout(Operation *conv, Value input) {
  Value result = conv->getResult(0);
  Value source = getNCHWSource(input);
  if (source && !result.use_empty() &&
      llvm::all_of(result.getUsers(), isToNCHW))
    return {Layout::NCHW, source};
  return {Layout::NHWC, input};
}

/// The NHWC type `type` in `layout`.
RankedTensorType inLayout(RankedTensorType type, Layout layout) {
  if (layout == Layout::NHWC)
    return type;
  ArrayRef<int64_t> shape = type.getShape();
  return RankedTensorType::get({shape[0], shape[3], shape[1], shape[2]},
                               type.getElementType());
}

/// `value` transposed: result dimension i is `value`'s `permutation[i]`.
Value transpose(OpBuilder &builder, Location loc, Value value,
                ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape = applyPermutation(type.getShape(), permutation);
  Value init =
      tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(builder, loc, value, init, permutation)
      .getResult()[0];
}

/// Replaces `conv` with `raised`: in NCHW, the relayouts back to NCHW that
/// read it.
void replaceConvolution(PatternRewriter &rewriter, Operation *conv,
                        Value raised, Layout layout) {
  if (layout == Layout::NHWC) {
    rewriter.replaceOp(conv, raised);
    return;
  }
  for (Operation *user : llvm::to_vector(conv->getUsers()))
    rewriter.replaceOp(user, raised);
  rewriter.eraseOp(conv);
}

/// tosa.depthwise_conv2d to dwc.depthwise_conv2d.
struct RaiseDepthwise : OpRewritePattern<tosa::DepthwiseConv2DOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::DepthwiseConv2DOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<Value> bias = checkOperands(rewriter, op);
    if (failed(bias))
      return failure();
    auto [layout, input] = chooseLayout(op, op.getInput());
    Location loc = op.getLoc();
    // KH x KW x C x M filters are dwc's C*M channels, channel c * M + m:
    // KH x KW x C*M in NHWC, C*M x KH x KW in NCHW.
    Value filter = tensor::CollapseShapeOp::create(
        rewriter, loc, op.getWeight(),
        ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    if (layout == Layout::NCHW)
      filter = transpose(rewriter, loc, filter, {2, 0, 1});
    RankedTensorType type =
        inLayout(cast<RankedTensorType>(op.getType()), layout);
    Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
    auto raised = DepthwiseConv2DOp::create(
        rewriter, loc, type, input, filter, *bias, init, op.getStride(),
        op.getDilation(), op.getPad(), layout, /*acc_type=*/TypeAttr(),
        Activation::None, /*flip_filter=*/false,
        /*config=*/DepthwiseConfigAttr());
    replaceConvolution(rewriter, op, raised, layout);
    return success();
  }
};

/// tosa.conv2d with a 1x1 filter and no padding to dwc.pointwise_conv2d,
/// whose filter is Cout x Cin in NCHW and Cin x Cout in NHWC.
struct RaisePointwise : OpRewritePattern<tosa::Conv2DOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::Conv2DOp op,
                                PatternRewriter &rewriter) const override {
    auto weightType = dyn_cast<RankedTensorType>(op.getWeight().getType());
    if (!weightType || weightType.getDimSize(1) != 1 ||
        weightType.getDimSize(2) != 1)
      return rewriter.notifyMatchFailure(op, "has a window larger than 1x1");
    FailureOr<Value> bias = checkOperands(rewriter, op);
    if (failed(bias))
      return failure();
    if (llvm::any_of(op.getPad(), [](int64_t pad) { return pad != 0; }))
      return rewriter.notifyMatchFailure(op, "pads its input");
    auto [layout, input] = chooseLayout(op, op.getInput());
    Location loc = op.getLoc();
    // Cout x 1 x 1 x Cin to Cout x Cin, and for NHWC Cin x Cout.
    Value filter = tensor::CollapseShapeOp::create(
        rewriter, loc, op.getWeight(),
        ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    if (layout == Layout::NHWC)
      filter = transpose(rewriter, loc, filter, {1, 0});
    RankedTensorType type =
        inLayout(cast<RankedTensorType>(op.getType()), layout);
    Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
    auto raised = PointwiseConv2DOp::create(
        rewriter, loc, type, input, filter, *bias, /*residual=*/Value(), init,
        op.getStride(), layout, /*acc_type=*/TypeAttr(), Activation::None,
        MathMode::Exact, /*config=*/PointwiseConfigAttr());
    replaceConvolution(rewriter, op, raised, layout);
    return success();
  }
};

/// Whether `op` is a convolution that the patterns may raise.
bool isCandidate(Operation *op) {
  if (isa<tosa::DepthwiseConv2DOp>(op))
    return true;
  auto conv = dyn_cast<tosa::Conv2DOp>(op);
  auto weightType =
      conv ? dyn_cast<RankedTensorType>(conv.getWeight().getType()) : nullptr;
  return weightType && weightType.getDimSize(1) == 1 &&
         weightType.getDimSize(2) == 1;
}

struct RaiseTosaPass : dwc::impl::DWCRaiseTosaBase<RaiseTosaPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRaiseTosaConvolutionPatterns(patterns);
    populateRaiseTosaEpiloguePatterns(patterns);
    if (failed(raise::applyRaisePatterns(getOperation(), std::move(patterns),
                                         fuseSeparable, kDebugType, isCandidate,
                                         "TOSA convolution(s)")))
      signalPassFailure();
  }
};
} // namespace

void mlir::dwc::populateRaiseTosaConvolutionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseDepthwise, RaisePointwise>(patterns.getContext());
}
