//===- RaiseLinalg.cpp - linalg convolutions to dwc ops -------------------===//
//
// torch-mlir lowers a depthwise-separable block to a `tensor.pad` of zeros
// feeding `linalg.depthwise_conv_2d_*` and to `linalg.conv_2d_*` with 1x1
// filters, each accumulating into a zero `linalg.fill`. These patterns
// recognise exactly that and nothing looser: a convolution that would need a
// guess (a non-zero init, dynamic shapes, mixed element types, a padded 1x1)
// stays as it was, with its reason under -debug-only=dwc-raise-linalg.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/RaiseLinalg/RaiseLinalg.h"

#include "dwc/Conversion/Passes.h"
#include "dwc/Conversion/RaiseCommon/RaiseDriver.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCRAISELINALG
#include "dwc/Conversion/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-raise-linalg";

namespace {
/// What a convolution accumulating into `init` becomes in a dwc op: the
/// tensor its `init` may be (which dwc ops do not read) and its bias (null
/// for none). torch-mlir accumulates into a zero `linalg.fill` or, for a
/// convolution with a bias, into the bias broadcast along `channelDim` (a
/// `linalg.broadcast` or the equivalent `linalg.generic`). None where `init`
/// is anything else.
struct Destination {
  Value init, bias;
};
std::optional<Destination> getDestination(Value init, unsigned channelDim) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    if (!fill.hasPureTensorSemantics() ||
        !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
      return std::nullopt;
    return Destination{fill.getOutputs()[0], Value()};
  }
  // The generic forms of a fill (-linalg-generalize-named-ops writes them).
  if (auto generic = init.getDefiningOp<linalg::GenericOp>()) {
    if (std::optional<Value> value = linalg::isaFillOpInterface(generic)) {
      if (!generic.hasPureTensorSemantics() ||
          !matchPattern(*value, m_AnyZeroFloat()))
        return std::nullopt;
      return Destination{generic.getDpsInits()[0], Value()};
    }
  }
  auto type = cast<RankedTensorType>(init.getType());
  auto isChannelVector = [&](Value bias) {
    auto biasType = dyn_cast<RankedTensorType>(bias.getType());
    return biasType && biasType.getRank() == 1 &&
           biasType.getElementType() == type.getElementType() &&
           biasType.getDimSize(0) == type.getDimSize(channelDim);
  };
  if (auto broadcast = init.getDefiningOp<linalg::BroadcastOp>()) {
    SmallVector<int64_t> added;
    for (int64_t dim = 0; dim < type.getRank(); ++dim)
      if (dim != channelDim)
        added.push_back(dim);
    if (!broadcast.hasPureTensorSemantics() ||
        broadcast.getDimensions() != ArrayRef<int64_t>(added) ||
        !isChannelVector(broadcast.getInput()))
      return std::nullopt;
    return Destination{broadcast.getInit(), broadcast.getInput()};
  }
  auto generic = init.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || !generic.hasPureTensorSemantics())
    return std::nullopt;
  OpOperand *input = generic.getDpsInputOperand(0);
  AffineMap map = generic.getMatchingIndexingMap(input);
  Block &body = generic.getRegion().front();
  if (!isChannelVector(input->get()) ||
      map != AffineMap::get(type.getRank(), 0,
                            getAffineDimExpr(channelDim, init.getContext())) ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity() ||
      body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) !=
          generic.getMatchingBlockArgument(input))
    return std::nullopt;
  return Destination{generic.getDpsInits()[0], input->get()};
}

/// `input` without a producing `tensor.pad` of zeros on its two spatial
/// dimensions, and that padding as `[top, bottom, left, right]` (`input`
/// itself and no padding where no pad produces it); none where a pad of
/// another value or of other dimensions produces it, which dwc's padding
/// cannot express.
std::optional<std::pair<Value, SmallVector<int64_t, 4>>>
foldZeroPadding(Value input, int64_t rowDim, int64_t colDim) {
  auto pad = input.getDefiningOp<tensor::PadOp>();
  if (!pad || pad.getNofold())
    return std::make_pair(input, SmallVector<int64_t, 4>{0, 0, 0, 0});
  Value value = pad.getConstantPaddingValue();
  if (!value || !matchPattern(value, m_AnyZeroFloat()))
    return std::nullopt;
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  for (auto [dim, pair] : llvm::enumerate(llvm::zip(low, high))) {
    auto [before, after] = pair;
    bool spatial = static_cast<int64_t>(dim) == rowDim ||
                   static_cast<int64_t>(dim) == colDim;
    if (ShapedType::isDynamic(before) || ShapedType::isDynamic(after) ||
        (!spatial && (before != 0 || after != 0)))
      return std::nullopt;
  }
  return std::make_pair(pad.getSource(),
                        SmallVector<int64_t, 4>{low[rowDim], high[rowDim],
                                                low[colDim], high[colDim]});
}

/// Why `op` (a convolution of tensors `input`, `filter` into `init`, whose
/// output channels are dimension `channelDim`) cannot become a dwc op
/// whatever its kind, or what its init becomes.
FailureOr<Destination> checkOperands(RewriterBase &rewriter, Operation *op,
                                     Value input, Value filter, Value init,
                                     unsigned channelDim) {
  Type element;
  for (Value value : {input, filter, init}) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs statically shaped tensors");
    if (!isa<FloatType>(type.getElementType()) ||
        (element && type.getElementType() != element))
      return rewriter.notifyMatchFailure(
          op, "needs operands of one floating-point type");
    element = type.getElementType();
  }
  std::optional<Destination> destination = getDestination(init, channelDim);
  if (!destination)
    return rewriter.notifyMatchFailure(
        op, "accumulates into something other than a zero linalg.fill or a "
            "broadcast bias");
  return *destination;
}

/// linalg's strides and dilations (i64 elements) as a dwc op's.
SmallVector<int64_t> toVector(DenseIntElementsAttr attr) {
  return llvm::to_vector(attr.getValues<int64_t>());
}

/// linalg.depthwise_conv_2d_{nchw_chw, nhwc_hwc, nhwc_hwcm} to
/// dwc.depthwise_conv2d.
template <typename ConvOp>
struct RaiseDepthwise : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    constexpr bool isNCHW = std::is_same_v<ConvOp, linalg::DepthwiseConv2DNchwChwOp>;
    constexpr bool hasMultiplier =
        std::is_same_v<ConvOp, linalg::DepthwiseConv2DNhwcHwcmOp>;
    Value input = op.getInputs()[0], filter = op.getInputs()[1],
          init = op.getOutputs()[0];
    FailureOr<Destination> destination = checkOperands(
        rewriter, op, input, filter, init, /*channelDim=*/isNCHW ? 1 : 3);
    if (failed(destination))
      return failure();
    if (hasMultiplier && destination->bias)
      return rewriter.notifyMatchFailure(op,
                                         "has a channel multiplier and a bias");
    Location loc = op.getLoc();
    auto unpadded = foldZeroPadding(input, isNCHW ? 2 : 1, isNCHW ? 3 : 2);
    if (!unpadded)
      return rewriter.notifyMatchFailure(
          op, "reads a tensor.pad of a non-zero value or of non-spatial "
              "dimensions");
    auto [source, padding] = *unpadded;
    auto resultType = cast<RankedTensorType>(init.getType());
    Value dest = destination->init;
    if (hasMultiplier) {
      // KH x KW x C x M filters and N x OH x OW x C x M results are dwc's
      // C*M channels, channel c * M + m.
      filter = tensor::CollapseShapeOp::create(
          rewriter, loc, filter, ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
      ArrayRef<int64_t> shape = resultType.getShape();
      resultType = RankedTensorType::get(
          {shape[0], shape[1], shape[2], shape[3] * shape[4]},
          resultType.getElementType());
      dest = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                     resultType.getElementType());
    }
    auto raised = DepthwiseConv2DOp::create(
        rewriter, loc, resultType, source, filter, destination->bias, dest,
        toVector(op.getStrides()), toVector(op.getDilations()), padding,
        isNCHW ? Layout::NCHW : Layout::NHWC, /*acc_type=*/TypeAttr(),
        Activation::None, /*flip_filter=*/false,
        /*config=*/DepthwiseConfigAttr());
    Value result = raised.getResult();
    if (hasMultiplier)
      result = tensor::ExpandShapeOp::create(
          rewriter, loc, init.getType(), result,
          ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// linalg.conv_2d_{nchw_fchw, nhwc_hwcf, nhwc_fhwc} with a 1x1 filter and no
/// padding to dwc.pointwise_conv2d, whose filter is Cout x Cin in NCHW and
/// Cin x Cout in NHWC.
template <typename ConvOp>
struct RaisePointwise : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    constexpr bool isNCHW = std::is_same_v<ConvOp, linalg::Conv2DNchwFchwOp>;
    constexpr bool isFHWC = std::is_same_v<ConvOp, linalg::Conv2DNhwcFhwcOp>;
    Value input = op.getInputs()[0], filter = op.getInputs()[1],
          init = op.getOutputs()[0];
    FailureOr<Destination> destination = checkOperands(
        rewriter, op, input, filter, init, /*channelDim=*/isNCHW ? 1 : 3);
    if (failed(destination))
      return failure();
    if (input.getDefiningOp<tensor::PadOp>())
      return rewriter.notifyMatchFailure(op, "reads a padded input");
    auto filterType = cast<RankedTensorType>(filter.getType());
    // The filter's window dimensions: FCHW's last two, HWCF's first two,
    // FHWC's middle two.
    int64_t windowDim = isNCHW ? 2 : isFHWC ? 1 : 0;
    if (filterType.getDimSize(windowDim) != 1 ||
        filterType.getDimSize(windowDim + 1) != 1)
      return rewriter.notifyMatchFailure(op, "has a window larger than 1x1");
    Location loc = op.getLoc();
    // To Cout x Cin (FCHW, FHWC) or Cin x Cout (HWCF).
    SmallVector<ReassociationIndices> reassociation =
        isNCHW ? SmallVector<ReassociationIndices>{{0}, {1, 2, 3}}
               : SmallVector<ReassociationIndices>{{0, 1, 2}, {3}};
    filter = tensor::CollapseShapeOp::create(rewriter, loc, filter, reassociation);
    if (isFHWC) {
      // Cout x Cin to the NHWC filter's Cin x Cout.
      auto collapsed = cast<RankedTensorType>(filter.getType());
      Value transposed = tensor::EmptyOp::create(
          rewriter, loc,
          ArrayRef<int64_t>{collapsed.getDimSize(1), collapsed.getDimSize(0)},
          collapsed.getElementType());
      filter = linalg::TransposeOp::create(rewriter, loc, filter, transposed,
                                           ArrayRef<int64_t>{1, 0})
                   .getResult()[0];
    }
    rewriter.replaceOpWithNewOp<PointwiseConv2DOp>(
        op, init.getType(), input, filter, destination->bias,
        /*residual=*/Value(), destination->init, toVector(op.getStrides()),
        isNCHW ? Layout::NCHW : Layout::NHWC,
        /*acc_type=*/TypeAttr(), Activation::None, MathMode::Exact,
        /*config=*/PointwiseConfigAttr());
    return success();
  }
};

/// A linalg.generic that is one of the convolutions above (as
/// -linalg-generalize-named-ops or a front end writes them) becomes that
/// named op, which the patterns above then raise. Only generics that pass
/// their checks are specialized, so that one they leave stays as written.
struct SpecializeConvolution : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
        !op.hasPureTensorSemantics())
      return failure();
    auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
    SmallVector<int64_t> dilations, strides;
    // The output channel dimension of each form, and for the 1x1 forms the
    // filter's first window dimension.
    std::optional<std::pair<unsigned, std::optional<unsigned>>> form;
    if (linalg::isaConvolutionOpOfType<linalg::DepthwiseConv2DNchwChwOp>(
            linalgOp, &dilations, &strides))
      form = {1, std::nullopt};
    else if (linalg::isaConvolutionOpOfType<linalg::DepthwiseConv2DNhwcHwcOp>(
                 linalgOp, &dilations, &strides))
      form = {3, std::nullopt};
    else if (linalg::isaConvolutionOpOfType<linalg::Conv2DNchwFchwOp>(
                 linalgOp, &dilations, &strides))
      form = {1, 2};
    else if (linalg::isaConvolutionOpOfType<linalg::Conv2DNhwcHwcfOp>(
                 linalgOp, &dilations, &strides))
      form = {3, 0};
    else if (linalg::isaConvolutionOpOfType<linalg::Conv2DNhwcFhwcOp>(
                 linalgOp, &dilations, &strides))
      form = {3, 1};
    if (!form)
      return failure();
    Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
    if (failed(checkOperands(rewriter, op, input, filter, op.getDpsInits()[0],
                             form->first)))
      return failure();
    if (std::optional<unsigned> windowDim = form->second) {
      auto filterType = cast<RankedTensorType>(filter.getType());
      if (filterType.getDimSize(*windowDim) != 1 ||
          filterType.getDimSize(*windowDim + 1) != 1 ||
          input.getDefiningOp<tensor::PadOp>())
        return rewriter.notifyMatchFailure(
            op, "is a convolution wider than 1x1 or of a padded input");
    }
    return linalg::specializeGenericOp(rewriter, op);
  }
};

/// A 1x1 convolution written as a matrix product: NHWC as
/// (N*H*W x Cin) x (Cin x Cout) between collapse_shape and expand_shape, or
/// NCHW with a batch of one as (Cout x Cin) x (Cin x H*W).
struct RaiseMatmul : OpRewritePattern<linalg::MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || !op->hasOneUse() ||
        op.hasUserDefinedMaps())
      return rewriter.notifyMatchFailure(op,
                                         "is not a plain matmul of tensors");
    auto expand = dyn_cast<tensor::ExpandShapeOp>(*op->getUsers().begin());
    if (!expand)
      return rewriter.notifyMatchFailure(
          op, "its result is not reshaped back to an image");
    Value lhs = op.getInputs()[0], rhs = op.getInputs()[1];
    using Reassociation = SmallVector<ReassociationIndices>;
    Reassociation pixelsLast = {{0, 1, 2}, {3}},
                  channelsFirst = {{0, 1}, {2, 3}};
    bool isNHWC = expand.getReassociationIndices() == pixelsLast;
    if (!isNHWC && expand.getReassociationIndices() != channelsFirst)
      return rewriter.notifyMatchFailure(op, "is reshaped to no image layout");
    auto image = (isNHWC ? lhs : rhs).getDefiningOp<tensor::CollapseShapeOp>();
    if (!image ||
        image.getReassociationIndices() != expand.getReassociationIndices())
      return rewriter.notifyMatchFailure(
          op, "does not read an image collapsed the way its result expands");
    Value input = image.getSrc(), filter = isNHWC ? rhs : lhs;
    auto resultType = cast<RankedTensorType>(expand.getType());
    if (!isNHWC && resultType.getDimSize(0) != 1)
      return rewriter.notifyMatchFailure(op, "is an NCHW product of a batch");
    FailureOr<Destination> destination =
        checkOperands(rewriter, op, input, filter, op.getOutputs()[0],
                      /*channelDim=*/isNHWC ? 1 : 0);
    if (failed(destination))
      return failure();
    if (destination->bias)
      return rewriter.notifyMatchFailure(op, "accumulates into a bias");
    Location loc = op.getLoc();
    Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                         resultType.getElementType());
    rewriter.replaceOpWithNewOp<PointwiseConv2DOp>(
        expand, resultType, input, filter, /*bias=*/Value(),
        /*residual=*/Value(), init, kDefaultStrides,
        isNHWC ? Layout::NHWC : Layout::NCHW, /*acc_type=*/TypeAttr(),
        Activation::None, MathMode::Exact, /*config=*/PointwiseConfigAttr());
    return success();
  }
};

/// Whether `op` is a convolution that the patterns may raise.
bool isCandidate(Operation *op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    SmallVector<int64_t> dilations, strides;
    auto linalgOp = cast<linalg::LinalgOp>(op);
    return linalg::isaConvolutionOpOfType<linalg::DepthwiseConv2DNchwChwOp>(
               linalgOp, &dilations, &strides) ||
           linalg::isaConvolutionOpOfType<linalg::DepthwiseConv2DNhwcHwcOp>(
               linalgOp, &dilations, &strides);
  }
  return isa<linalg::DepthwiseConv2DNchwChwOp, linalg::DepthwiseConv2DNhwcHwcOp,
             linalg::DepthwiseConv2DNhwcHwcmOp, linalg::Conv2DNchwFchwOp,
             linalg::Conv2DNhwcHwcfOp, linalg::Conv2DNhwcFhwcOp>(op);
}

struct RaiseLinalgPass : dwc::impl::DWCRaiseLinalgBase<RaiseLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRaiseLinalgConvolutionPatterns(patterns);
    populateRaiseLinalgEpiloguePatterns(patterns);
    if (failed(raise::applyRaisePatterns(getOperation(), std::move(patterns),
                                         fuseSeparable, kDebugType, isCandidate,
                                         "linalg convolution(s)")))
      signalPassFailure();
  }
};
} // namespace

void mlir::dwc::populateRaiseLinalgConvolutionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseDepthwise<linalg::DepthwiseConv2DNchwChwOp>,
               RaiseDepthwise<linalg::DepthwiseConv2DNhwcHwcOp>,
               RaiseDepthwise<linalg::DepthwiseConv2DNhwcHwcmOp>,
               RaisePointwise<linalg::Conv2DNchwFchwOp>,
               RaisePointwise<linalg::Conv2DNhwcHwcfOp>,
               RaisePointwise<linalg::Conv2DNhwcFhwcOp>, SpecializeConvolution,
               RaiseMatmul>(patterns.getContext());
}
