//===- DWCToLinalg.cpp - dwc to linalg reference lowering -------*- C++ -*-===//
//
// Every contraction is one `linalg.generic` whose loops are written in a
// layout-free order (batch, channel, height, width, then reduction loops) and
// whose indexing maps place those loops into each operand's layout. The
// channel multiplier M appears as `o floordiv M` (depthwise output channel o
// reads input channel o / M), so multiplier 1 and M > 1 share one form.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/DWCToLinalg/DWCToLinalg.h"
#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCLOWERTOLINALG
#include "dwc/Conversion/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

using utils::IteratorType;

struct Window {
  ArrayRef<int64_t> strides, dilations, padding;
};

/// Places batch/channel/height/width expressions at the layout's positions.
SmallVector<AffineExpr> activationExprs(Layout layout, AffineExpr batch,
                                        AffineExpr channel, AffineExpr height,
                                        AffineExpr width) {
  ActivationDims dims = getActivationDims(layout);
  SmallVector<AffineExpr> exprs(4);
  exprs[dims.batch] = batch;
  exprs[dims.channel] = channel;
  exprs[dims.height] = height;
  exprs[dims.width] = width;
  return exprs;
}

SmallVector<AffineExpr> depthwiseFilterExprs(Layout layout, AffineExpr channel,
                                             AffineExpr height,
                                             AffineExpr width) {
  DepthwiseFilterDims dims = getDepthwiseFilterDims(layout);
  SmallVector<AffineExpr> exprs(3);
  exprs[dims.channel] = channel;
  exprs[dims.height] = height;
  exprs[dims.width] = width;
  return exprs;
}

SmallVector<AffineExpr> pointwiseFilterExprs(Layout layout,
                                             AffineExpr outChannel,
                                             AffineExpr inChannel) {
  PointwiseFilterDims dims = getPointwiseFilterDims(layout);
  SmallVector<AffineExpr> exprs(2);
  exprs[dims.outChannel] = outChannel;
  exprs[dims.inChannel] = inChannel;
  return exprs;
}

SmallVector<IteratorType> iterators(unsigned numParallel,
                                    unsigned numReduction) {
  SmallVector<IteratorType> types(numParallel, IteratorType::parallel);
  types.append(numReduction, IteratorType::reduction);
  return types;
}

/// A tensor of `sizes` filled with zeros of `elementType`.
Value createZeros(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                  Type elementType) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, elementType);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elementType));
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

/// Zero-pads the spatial dimensions of an activation; padding is (top,
/// bottom, left, right).
Value padSpatial(OpBuilder &b, Location loc, Value image, Layout layout,
                 ArrayRef<int64_t> padding) {
  if (llvm::all_of(padding, [](int64_t p) { return p == 0; }))
    return image;
  auto imageType = cast<RankedTensorType>(image.getType());
  ActivationDims dims = getActivationDims(layout);
  SmallVector<int64_t> low(4, 0), high(4, 0);
  low[dims.height] = padding[0];
  high[dims.height] = padding[1];
  low[dims.width] = padding[2];
  high[dims.width] = padding[3];
  auto paddedType = tensor::PadOp::inferResultType(imageType, low, high);
  // An empty image (a batch of 0) pads to zeros only; a tensor.pad of it
  // would bufferize to a subview that the memref verifier rejects.
  if (imageType.hasStaticShape() && imageType.getNumElements() == 0)
    return createZeros(
        b, loc, getAsIndexOpFoldResult(b.getContext(), paddedType.getShape()),
        paddedType.getElementType());
  Value zero = arith::ConstantOp::create(
      b, loc, b.getZeroAttr(imageType.getElementType()));
  return tensor::PadOp::create(b, loc, paddedType, image,
                               getAsIndexOpFoldResult(b.getContext(), low),
                               getAsIndexOpFoldResult(b.getContext(), high),
                               zero);
}

/// `acc += cast(lhs) * cast(rhs)` over the iteration space of `maps`, with
/// both factors widened to the accumulator's element type first.
Value buildContraction(OpBuilder &b, Location loc, Value lhs, Value rhs,
                       Value acc, ArrayRef<AffineMap> maps,
                       ArrayRef<IteratorType> iteratorTypes) {
  auto body = [](OpBuilder &nb, Location nloc, ValueRange args) {
    Type accType = args[2].getType();
    Value product = arith::MulFOp::create(
        nb, nloc, castFloat(nb, nloc, args[0], accType),
        castFloat(nb, nloc, args[1], accType));
    linalg::YieldOp::create(nb, nloc,
                            ValueRange{arith::AddFOp::create(
                                nb, nloc, args[2], product)});
  };
  return linalg::GenericOp::create(b, loc, acc.getType(), ValueRange{lhs, rhs},
                                   ValueRange{acc}, maps, iteratorTypes, body)
      .getResult(0);
}

/// Writes `activation(acc + bias[channel]) + residual` into `dest`, rounding
/// once to the element type of `dest`.
Value buildEpilogue(OpBuilder &b, Location loc, Value acc, Value bias,
                    Activation activation, Value dest, unsigned channelDim,
                    Value residual = Value()) {
  MLIRContext *ctx = b.getContext();
  auto destType = cast<RankedTensorType>(dest.getType());
  unsigned rank = destType.getRank();
  SmallVector<Value> inputs = {acc};
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx)};
  if (bias) {
    inputs.push_back(bias);
    maps.push_back(AffineMap::get(rank, 0, getAffineDimExpr(channelDim, ctx)));
  }
  if (residual) {
    inputs.push_back(residual);
    maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  }
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  bool hasBias = static_cast<bool>(bias);
  bool hasResidual = static_cast<bool>(residual);
  auto body = [&](OpBuilder &nb, Location nloc, ValueRange args) {
    Value x = args[0];
    if (hasBias)
      x = arith::AddFOp::create(nb, nloc, x,
                                castFloat(nb, nloc, args[1], x.getType()));
    x = applyActivation(nb, nloc, x, activation, destType.getElementType());
    if (hasResidual)
      x = arith::AddFOp::create(
          nb, nloc, x,
          castFloat(nb, nloc, args[hasBias ? 2 : 1], x.getType()));
    linalg::YieldOp::create(
        nb, nloc, ValueRange{castFloat(nb, nloc, x, destType.getElementType())});
  };
  return linalg::GenericOp::create(b, loc, destType, inputs, ValueRange{dest},
                                   maps, iterators(rank, 0), body)
      .getResult(0);
}

/// Zero accumulator shaped like `like`, with channel extent `channels`.
Value createAccumulator(OpBuilder &b, Location loc, Value like, Layout layout,
                        int64_t channels, Type accType) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, like);
  sizes[getActivationDims(layout).channel] = b.getIndexAttr(channels);
  return createZeros(b, loc, sizes, accType);
}

int64_t channelMultiplier(Value image, int64_t filterChannels, Layout layout) {
  return filterChannels / cast<RankedTensorType>(image.getType())
                              .getDimSize(getActivationDims(layout).channel);
}

/// `filter` (in `layout`'s filter form) rotated by 180 degrees: a copy,
/// so that the contraction indexes it with plain loop dimensions (linalg
/// infers loop bounds only from those).
Value rotateFilter(OpBuilder &b, Location loc, Layout layout, Value filter) {
  MLIRContext *ctx = b.getContext();
  auto type = cast<RankedTensorType>(filter.getType());
  DepthwiseFilterDims dims = getDepthwiseFilterDims(layout);
  AffineExpr c, kh, kw;
  bindDims(ctx, c, kh, kw);
  SmallVector<AffineExpr> rotated =
      depthwiseFilterExprs(layout, c, type.getDimSize(dims.height) - 1 - kh,
                           type.getDimSize(dims.width) - 1 - kw);
  SmallVector<AffineExpr> plain = depthwiseFilterExprs(layout, c, kh, kw);
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{filter}, ValueRange{init},
             {AffineMap::get(3, 0, rotated, ctx),
              AffineMap::get(3, 0, plain, ctx)},
             iterators(3, 0),
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, ValueRange{args[0]});
             })
      .getResult(0);
}

/// Depthwise forward into `acc` (output-side activation of the accumulator
/// type): acc[n, o, oh, ow] += image[n, o / M, oh*sh + kh*dh - pt,
/// ow*sw + kw*dw - pl] * filter[o, kh, kw], or filter[o, KH-1-kh, KW-1-kw]
/// with `flipFilter`.
Value buildDepthwise(OpBuilder &b, Location loc, Layout layout,
                     const Window &window, Value image, Value filter, Value acc,
                     bool flipFilter = false) {
  MLIRContext *ctx = b.getContext();
  auto filterType = cast<RankedTensorType>(filter.getType());
  int64_t multiplier = channelMultiplier(
      image, filterType.getDimSize(getDepthwiseFilterDims(layout).channel),
      layout);
  Value padded = padSpatial(b, loc, image, layout, window.padding);
  AffineExpr n, o, oh, ow, kh, kw;
  bindDims(ctx, n, o, oh, ow, kh, kw);
  AffineMap imageMap = AffineMap::get(
      6, 0,
      activationExprs(layout, n, o.floorDiv(multiplier),
                      oh * window.strides[0] + kh * window.dilations[0],
                      ow * window.strides[1] + kw * window.dilations[1]),
      ctx);
  if (flipFilter)
    filter = rotateFilter(b, loc, layout, filter);
  AffineMap filterMap =
      AffineMap::get(6, 0, depthwiseFilterExprs(layout, o, kh, kw), ctx);
  AffineMap outMap =
      AffineMap::get(6, 0, activationExprs(layout, n, o, oh, ow), ctx);
  return buildContraction(b, loc, padded, filter, acc,
                          {imageMap, filterMap, outMap}, iterators(4, 2));
}

/// Pointwise forward into `acc`: acc[n, co, h, w] += input[n, ci, h * sh,
/// w * sw] * filter[co, ci].
Value buildPointwise(OpBuilder &b, Location loc, Layout layout, Value input,
                     Value filter, Value acc,
                     ArrayRef<int64_t> strides = {1, 1},
                     bool transposedFilter = false) {
  MLIRContext *ctx = b.getContext();
  AffineExpr n, co, h, w, ci;
  bindDims(ctx, n, co, h, w, ci);
  AffineMap inputMap = AffineMap::get(
      5, 0, activationExprs(layout, n, ci, h * strides[0], w * strides[1]),
      ctx);
  AffineMap filterMap =
      AffineMap::get(5, 0,
                     transposedFilter ? pointwiseFilterExprs(layout, ci, co)
                                      : pointwiseFilterExprs(layout, co, ci),
                     ctx);
  AffineMap outMap =
      AffineMap::get(5, 0, activationExprs(layout, n, co, h, w), ctx);
  return buildContraction(b, loc, input, filter, acc,
                          {inputMap, filterMap, outMap}, iterators(4, 1));
}

unsigned channelDim(Layout layout) {
  return getActivationDims(layout).channel;
}

/// Lowers a forward op: a zero accumulator in its accumulator type, the
/// contraction `contract` adds into it, then the epilogue into `init`.
template <typename OpTy>
void lowerForward(OpTy op, PatternRewriter &rewriter,
                  function_ref<Value(Location, Value acc)> contract,
                  Value residual = Value()) {
  Location loc = op.getLoc();
  Layout layout = op.getLayout();
  int64_t channels = op.getInit().getType().getDimSize(channelDim(layout));
  Value acc = createAccumulator(rewriter, loc, op.getInit(), layout, channels,
                                op.getAccumulatorType());
  acc = contract(loc, acc);
  rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, op.getBias(),
                                       op.getActivation(), op.getInit(),
                                       channelDim(layout), residual));
}

struct DepthwiseConv2DLowering : OpRewritePattern<DepthwiseConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DepthwiseConv2DOp op,
                                PatternRewriter &rewriter) const override {
    lowerForward(op, rewriter, [&](Location loc, Value acc) {
      return buildDepthwise(
          rewriter, loc, op.getLayout(),
          {op.getStrides(), op.getDilations(), op.getPadding()}, op.getInput(),
          op.getFilter(), acc, op.getFlipFilter());
    });
    return success();
  }
};

struct PointwiseConv2DLowering : OpRewritePattern<PointwiseConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PointwiseConv2DOp op,
                                PatternRewriter &rewriter) const override {
    lowerForward(
        op, rewriter,
        [&](Location loc, Value acc) {
          return buildPointwise(rewriter, loc, op.getLayout(), op.getInput(),
                                op.getFilter(), acc, op.getStrides(),
                                op.getTransposeFilter());
        },
        op.getResidual());
    return success();
  }
};

/// The intermediate between the two stages stays in the accumulator type.
struct SeparableConv2DLowering : OpRewritePattern<SeparableConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SeparableConv2DOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Layout layout = op.getLayout();
    Type accType = op.getAccumulatorType();
    int64_t depthwiseChannels = op.getDepthwiseFilter().getType().getDimSize(
        getDepthwiseFilterDims(layout).channel);
    Value depthwiseAcc = createAccumulator(rewriter, loc, op.getInit(), layout,
                                           depthwiseChannels, accType);
    depthwiseAcc = buildDepthwise(
        rewriter, loc, layout,
        {op.getStrides(), op.getDilations(), op.getPadding()}, op.getInput(),
        op.getDepthwiseFilter(), depthwiseAcc);
    Value intermediate = buildEpilogue(
        rewriter, loc, depthwiseAcc, op.getDepthwiseBias(),
        op.getMidActivation(),
        tensor::EmptyOp::create(rewriter, loc,
                                tensor::getMixedSizes(rewriter, loc,
                                                      depthwiseAcc),
                                accType),
        channelDim(layout));
    int64_t outChannels = op.getInit().getType().getDimSize(channelDim(layout));
    Value pointwiseAcc = createAccumulator(rewriter, loc, op.getInit(), layout,
                                           outChannels, accType);
    pointwiseAcc = buildPointwise(rewriter, loc, layout, intermediate,
                                  op.getPointwiseFilter(), pointwiseAcc);
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, pointwiseAcc,
                                         op.getPointwiseBias(),
                                         op.getActivation(), op.getInit(),
                                         channelDim(layout), op.getResidual()));
    return success();
  }
};

/// grad_input[n, c, h, w] = sum_{m, kh, kw} Z[n, c*M + m, h + kh*dh,
/// w + kw*dw] * filter[c*M + m, KH-1-kh, KW-1-kw], where Z is grad_output
/// spread out by the stride (zeros between) and padded by (K-1)*d - pad on
/// top/left, so that the gradient is a stride-1 correlation with the rotated
/// filter.
struct DepthwiseConv2DBackwardDataLowering
    : OpRewritePattern<DepthwiseConv2DBackwardDataOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DepthwiseConv2DBackwardDataOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Layout layout = op.getLayout();
    ActivationDims dims = getActivationDims(layout);
    DepthwiseFilterDims filterDims = getDepthwiseFilterDims(layout);
    RankedTensorType filterType = op.getFilter().getType();
    int64_t filterChannels = filterType.getDimSize(filterDims.channel);
    int64_t channels = op.getInit().getType().getDimSize(dims.channel);
    int64_t multiplier = filterChannels / channels;
    int64_t kernelH = filterType.getDimSize(filterDims.height);
    int64_t kernelW = filterType.getDimSize(filterDims.width);
    ArrayRef<int64_t> strides = op.getStrides();
    ArrayRef<int64_t> dilations = op.getDilations();
    ArrayRef<int64_t> padding = op.getPadding();
    int64_t haloH = (kernelH - 1) * dilations[0];
    int64_t haloW = (kernelW - 1) * dilations[1];

    // Rotated filter as C x M x KH x KW, so that every loop indexes it purely.
    AffineExpr c, m, kh, kw;
    bindDims(ctx, c, m, kh, kw);
    AffineMap flipMap = AffineMap::get(
        4, 0,
        depthwiseFilterExprs(layout, c * multiplier + m, kernelH - 1 - kh,
                             kernelW - 1 - kw),
        ctx);
    Value rotatedInit =
        tensor::EmptyOp::create(rewriter, loc,
                                {channels, multiplier, kernelH, kernelW},
                                filterType.getElementType());
    Value rotated =
        linalg::GenericOp::create(
            rewriter, loc, rotatedInit.getType(), ValueRange{op.getFilter()},
            ValueRange{rotatedInit},
            {flipMap, AffineMap::getMultiDimIdentityMap(4, ctx)},
            iterators(4, 0),
            [](OpBuilder &nb, Location nloc, ValueRange args) {
              linalg::YieldOp::create(nb, nloc, ValueRange{args[0]});
            })
            .getResult(0);

    // Z: grad_output at stride steps inside a zero frame of the input's
    // extent plus the kernel halo.
    Value gradOutput = op.getGradOutput();
    SmallVector<OpFoldResult> frameSizes =
        tensor::getMixedSizes(rewriter, loc, op.getInit());
    frameSizes[dims.channel] = rewriter.getIndexAttr(filterChannels);
    AffineExpr extent;
    bindDims(ctx, extent);
    frameSizes[dims.height] = affine::makeComposedFoldedAffineApply(
        rewriter, loc, extent + haloH, {frameSizes[dims.height]});
    frameSizes[dims.width] = affine::makeComposedFoldedAffineApply(
        rewriter, loc, extent + haloW, {frameSizes[dims.width]});
    Type gradType = op.getGradOutput().getType().getElementType();
    Value frame = createZeros(rewriter, loc, frameSizes, gradType);
    SmallVector<OpFoldResult> offsets(4, rewriter.getIndexAttr(0));
    offsets[dims.height] = rewriter.getIndexAttr(haloH - padding[0]);
    offsets[dims.width] = rewriter.getIndexAttr(haloW - padding[2]);
    SmallVector<OpFoldResult> steps(4, rewriter.getIndexAttr(1));
    steps[dims.height] = rewriter.getIndexAttr(strides[0]);
    steps[dims.width] = rewriter.getIndexAttr(strides[1]);
    Value spread = tensor::InsertSliceOp::create(
        rewriter, loc, gradOutput, frame, offsets,
        tensor::getMixedSizes(rewriter, loc, gradOutput), steps);

    AffineExpr n, ci, h, w, mm, rh, rw;
    bindDims(ctx, n, ci, h, w, mm, rh, rw);
    AffineMap spreadMap = AffineMap::get(
        7, 0,
        activationExprs(layout, n, ci * multiplier + mm, h + rh * dilations[0],
                        w + rw * dilations[1]),
        ctx);
    AffineMap rotatedMap = AffineMap::get(7, 0, {ci, mm, rh, rw}, ctx);
    AffineMap outMap =
        AffineMap::get(7, 0, activationExprs(layout, n, ci, h, w), ctx);
    Value acc = createAccumulator(rewriter, loc, op.getInit(), layout,
                                  channels, op.getAccumulatorType());
    acc = buildContraction(rewriter, loc, spread, rotated, acc,
                           {spreadMap, rotatedMap, outMap}, iterators(4, 3));
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, Value(),
                                         Activation::None, op.getInit(),
                                         dims.channel));
    return success();
  }
};

/// grad_filter[o, kh, kw] = sum_{n, oh, ow} input[n, o / M, oh*sh + kh*dh - pt,
/// ow*sw + kw*dw - pl] * grad_output[n, o, oh, ow]. Partial sums hold all of
/// it in the first partition and zeros in the others.
struct DepthwiseConv2DBackwardFilterLowering
    : OpRewritePattern<DepthwiseConv2DBackwardFilterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DepthwiseConv2DBackwardFilterOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Layout layout = op.getLayout();
    auto initType = op.getInit().getType();
    bool partial = op.isPartial();
    SmallVector<OpFoldResult> filterSizes =
        tensor::getMixedSizes(rewriter, loc, op.getInit());
    if (partial)
      filterSizes.erase(filterSizes.begin());
    int64_t filterChannels = initType.getDimSize(
        getDepthwiseFilterDims(layout).channel + (partial ? 1 : 0));
    int64_t multiplier =
        channelMultiplier(op.getInput(), filterChannels, layout);
    ArrayRef<int64_t> strides = op.getStrides();
    ArrayRef<int64_t> dilations = op.getDilations();
    Value padded =
        padSpatial(rewriter, loc, op.getInput(), layout, op.getPadding());
    AffineExpr o, kh, kw, n, oh, ow;
    bindDims(ctx, o, kh, kw, n, oh, ow);
    AffineMap imageMap = AffineMap::get(
        6, 0,
        activationExprs(layout, n, o.floorDiv(multiplier),
                        oh * strides[0] + kh * dilations[0],
                        ow * strides[1] + kw * dilations[1]),
        ctx);
    AffineMap gradMap =
        AffineMap::get(6, 0, activationExprs(layout, n, o, oh, ow), ctx);
    AffineMap outMap =
        AffineMap::get(6, 0, depthwiseFilterExprs(layout, o, kh, kw), ctx);
    Value acc =
        createZeros(rewriter, loc, filterSizes, op.getAccumulatorType());
    acc = buildContraction(rewriter, loc, padded, op.getGradOutput(), acc,
                           {imageMap, gradMap, outMap}, iterators(3, 3));
    if (!partial) {
      rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, Value(),
                                           Activation::None, op.getInit(),
                                           /*channelDim=*/0));
      return success();
    }
    Value partials = createZeros(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, op.getInit()),
        initType.getElementType());
    SmallVector<OpFoldResult> offsets(4, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes = filterSizes;
    sizes.insert(sizes.begin(), rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> steps(4, rewriter.getIndexAttr(1));
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(op, acc, partials,
                                                       offsets, sizes, steps);
    return success();
  }
};

/// result = round(sum_p partials[p]), summed in partition order.
struct ReducePartialsLowering : OpRewritePattern<ReducePartialsOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReducePartialsOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto partialsType = op.getPartials().getType();
    unsigned rank = op.getInit().getType().getRank();
    Value acc = createZeros(rewriter, loc,
                            tensor::getMixedSizes(rewriter, loc, op.getInit()),
                            partialsType.getElementType());
    // Loops (result dims..., p): the reduction loop runs innermost, in order.
    SmallVector<AffineExpr> partialExprs = {getAffineDimExpr(rank, ctx)};
    for (unsigned d = 0; d < rank; ++d)
      partialExprs.push_back(getAffineDimExpr(d, ctx));
    AffineMap partialMap = AffineMap::get(rank + 1, 0, partialExprs, ctx);
    AffineMap outMap =
        AffineMap::getMultiDimIdentityMap(rank + 1, ctx).getMajorSubMap(rank);
    acc = linalg::GenericOp::create(
              rewriter, loc, acc.getType(), ValueRange{op.getPartials()},
              ValueRange{acc}, {partialMap, outMap}, iterators(rank, 1),
              [](OpBuilder &nb, Location nloc, ValueRange args) {
                linalg::YieldOp::create(nb, nloc,
                                        ValueRange{arith::AddFOp::create(
                                            nb, nloc, args[1], args[0])});
              })
              .getResult(0);
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, Value(),
                                         Activation::None, op.getInit(),
                                         /*channelDim=*/0));
    return success();
  }
};

/// grad_input[n, ci, h, w] = sum_co grad_output[n, co, h, w] * filter[co, ci].
struct PointwiseConv2DBackwardDataLowering
    : OpRewritePattern<PointwiseConv2DBackwardDataOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PointwiseConv2DBackwardDataOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Layout layout = op.getLayout();
    int64_t channels = op.getInit().getType().getDimSize(channelDim(layout));
    AffineExpr n, ci, h, w, co;
    bindDims(ctx, n, ci, h, w, co);
    AffineMap gradMap =
        AffineMap::get(5, 0, activationExprs(layout, n, co, h, w), ctx);
    AffineMap filterMap =
        AffineMap::get(5, 0, pointwiseFilterExprs(layout, co, ci), ctx);
    AffineMap outMap =
        AffineMap::get(5, 0, activationExprs(layout, n, ci, h, w), ctx);
    Value acc = createAccumulator(rewriter, loc, op.getInit(), layout,
                                  channels, op.getAccumulatorType());
    acc = buildContraction(rewriter, loc, op.getGradOutput(), op.getFilter(),
                           acc, {gradMap, filterMap, outMap}, iterators(4, 1));
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, Value(),
                                         Activation::None, op.getInit(),
                                         channelDim(layout)));
    return success();
  }
};

/// grad_filter[co, ci] = sum_{n, h, w} grad_output[n, co, h, w] *
/// input[n, ci, h, w].
struct PointwiseConv2DBackwardFilterLowering
    : OpRewritePattern<PointwiseConv2DBackwardFilterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PointwiseConv2DBackwardFilterOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Layout layout = op.getLayout();
    AffineExpr co, ci, n, h, w;
    bindDims(ctx, co, ci, n, h, w);
    AffineMap gradMap =
        AffineMap::get(5, 0, activationExprs(layout, n, co, h, w), ctx);
    AffineMap inputMap =
        AffineMap::get(5, 0, activationExprs(layout, n, ci, h, w), ctx);
    AffineMap outMap =
        AffineMap::get(5, 0, pointwiseFilterExprs(layout, co, ci), ctx);
    // Partial sums (a leading partitions dimension): all of the sum goes
    // into the first partition, the others stay zero.
    bool partial = op.isPartial();
    SmallVector<OpFoldResult> initSizes =
        tensor::getMixedSizes(rewriter, loc, op.getInit());
    SmallVector<OpFoldResult> filterSizes(
        ArrayRef(initSizes).drop_front(partial ? 1 : 0));
    Value acc =
        createZeros(rewriter, loc, filterSizes, op.getAccumulatorType());
    acc = buildContraction(rewriter, loc, op.getGradOutput(), op.getInput(),
                           acc, {gradMap, inputMap, outMap}, iterators(2, 3));
    if (!partial) {
      rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, Value(),
                                           Activation::None, op.getInit(),
                                           /*channelDim=*/0));
      return success();
    }
    Value partials = createZeros(rewriter, loc, initSizes,
                                 op.getInit().getType().getElementType());
    SmallVector<OpFoldResult> offsets(3, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes = filterSizes;
    sizes.insert(sizes.begin(), rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> steps(3, rewriter.getIndexAttr(1));
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(op, acc, partials,
                                                       offsets, sizes, steps);
    return success();
  }
};

struct DWCLowerToLinalgPass
    : dwc::impl::DWCLowerToLinalgBase<DWCLowerToLinalgPass> {
  void runOnOperation() override {
    ConversionTarget target(getContext());
    target.addIllegalDialect<DWCDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&getContext());
    populateDWCToLinalgPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::dwc::populateDWCToLinalgPatterns(RewritePatternSet &patterns) {
  patterns.add<DepthwiseConv2DLowering, PointwiseConv2DLowering,
               SeparableConv2DLowering, DepthwiseConv2DBackwardDataLowering,
               DepthwiseConv2DBackwardFilterLowering,
               PointwiseConv2DBackwardDataLowering,
               PointwiseConv2DBackwardFilterLowering, ReducePartialsLowering>(
      patterns.getContext());
}
