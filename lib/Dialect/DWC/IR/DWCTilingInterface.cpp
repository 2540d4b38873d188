//===- DWCTilingInterface.cpp - TilingInterface of the dwc ops --*- C++ -*-===//
//
// The forward depthwise and pointwise ops tile over their output's four
// dimensions, all parallel: a tile is the same op on slices of the operands,
// so upstream tiling (scf::tileUsingSCF, transform.structured.tile_using_for
// and tile_using_forall) and tile-and-fuse apply to dwc ops as to linalg's.
// A depthwise tile's input is the window under its outputs; where that
// window crosses the op's padding, the slice is padded with zeros
// (tensor.pad) and the tile's op has no padding of its own. Its GPU schedule
// (`config`) was chosen for the whole op, so tiles drop it.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::dwc;

/// A slice of `source` with unit strides.
static Value slice(OpBuilder &b, Location loc, Value source,
                   ArrayRef<OpFoldResult> offsets,
                   ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, offsets, sizes,
                                        strides);
}

/// `source` cut to [offset, offset + size) along `dim` (null if `source` is).
static Value sliceDim(OpBuilder &b, Location loc, Value source, unsigned dim,
                      OpFoldResult offset, OpFoldResult size) {
  if (!source)
    return Value();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, source);
  SmallVector<OpFoldResult> offsets(sizes.size(), b.getIndexAttr(0));
  offsets[dim] = offset;
  sizes[dim] = size;
  return slice(b, loc, source, offsets, sizes);
}

/// The tile of `op` (its attributes kept) on `input` and on the slices of its
/// filter (output channels along `filterChannelDim`), bias, `residual` (an
/// operand shaped like the result, or null) and init for the output tile at
/// `offsets` and `sizes`; `inputSlice` is the slice of the op's input that
/// `input` holds, which tile-and-fuse follows to producers.
template <typename OpTy>
static TilingResult tileOn(OpBuilder &b, OpTy op, Value inputSlice, Value input,
                           unsigned filterChannelDim,
                           ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes,
                           Value residual = Value()) {
  Location loc = op.getLoc();
  unsigned channelDim = getActivationDims(op.getLayout()).channel;
  Value filter = sliceDim(b, loc, op.getFilter(), filterChannelDim,
                          offsets[channelDim], sizes[channelDim]);
  Value bias =
      sliceDim(b, loc, op.getBias(), 0, offsets[channelDim], sizes[channelDim]);
  Value init = slice(b, loc, op.getInit(), offsets, sizes);
  SmallVector<Value> operands = {input, filter};
  SmallVector<Operation *> slices = {inputSlice.getDefiningOp(),
                                     filter.getDefiningOp()};
  if (bias) {
    operands.push_back(bias);
    slices.push_back(bias.getDefiningOp());
  }
  if (residual) {
    residual = slice(b, loc, residual, offsets, sizes);
    operands.push_back(residual);
    slices.push_back(residual.getDefiningOp());
  }
  operands.push_back(init);
  slices.push_back(init.getDefiningOp());
  auto tiled = cast<OpTy>(b.clone(*op.getOperation()));
  tiled->setOperands(operands);
  tiled.getResult().setType(cast<RankedTensorType>(init.getType()));
  return TilingResult{{tiled}, {tiled.getResult()}, slices};
}

/// A static channel tile size, which the ops' verifiers require.
static FailureOr<int64_t> getChannelTile(Operation *op, OpFoldResult size) {
  std::optional<int64_t> channels = getConstantIntValue(size);
  if (!channels)
    return op->emitOpError("cannot be tiled along channels by a dynamic "
                           "size: its channel counts must be static (choose "
                           "a channel tile size that divides the channels)");
  return *channels;
}

/// The input extent under the outputs [offset, offset + size) of one spatial
/// dimension: the slice of the input it reads and the zeros before and after
/// it, where the windows leave the input (the op's padding, `padLow` before
/// and `padHigh` after).
struct InputWindow {
  OpFoldResult offset, size, padLow, padHigh;
  /// The whole extent: size + padLow + padHigh.
  OpFoldResult extent;
};

static InputWindow getInputWindow(OpBuilder &b, Location loc,
                                  OpFoldResult offset, OpFoldResult size,
                                  OpFoldResult inputSize, int64_t kernel,
                                  int64_t stride, int64_t dilation,
                                  int64_t padLow, int64_t padHigh) {
  MLIRContext *context = b.getContext();
  AffineExpr d0, d1;
  bindDims(context, d0, d1);
  auto apply = [&](AffineExpr expr, ArrayRef<OpFoldResult> operands) {
    return affine::makeComposedFoldedAffineApply(b, loc, expr, operands);
  };
  auto max = [&](ArrayRef<OpFoldResult> values) {
    return affine::makeComposedFoldedAffineMax(
        b, loc, AffineMap::getMultiDimIdentityMap(values.size(), context),
        values);
  };
  auto min = [&](ArrayRef<OpFoldResult> values) {
    return affine::makeComposedFoldedAffineMin(
        b, loc, AffineMap::getMultiDimIdentityMap(values.size(), context),
        values);
  };
  OpFoldResult zero = b.getIndexAttr(0);
  int64_t windowExtent = (kernel - 1) * dilation + 1;
  // First input element of the tile's windows, in unpadded coordinates, and
  // the span they cover.
  OpFoldResult start = apply(d0 * stride - padLow, {offset});
  OpFoldResult extent = apply(d0 * stride + (windowExtent - stride), {size});
  // Without padding every window lies inside the input.
  if (padLow == 0 && padHigh == 0)
    return {start, extent, zero, zero, extent};
  OpFoldResult end = apply(d0 + d1, {start, extent});
  OpFoldResult low = min({max({start, zero}), inputSize});
  OpFoldResult high = max({min({max({end, zero}), inputSize}), low});
  // Zeros before the slice: the part of the span before the input, which is
  // all of it when the span ends there too.
  OpFoldResult before =
      max({min({apply(d0 - d1, {low, start}), extent}), zero});
  OpFoldResult sliceSize = apply(d0 - d1, {high, low});
  OpFoldResult after =
      apply(d0 - d1, {extent, apply(d0 + d1, {before, sliceSize})});
  return {low, sliceSize, before, after, extent};
}

/// The depthwise op on the operand slices of the output tile at `offsets`
/// and `sizes` (in the output's layout).
static FailureOr<TilingResult> tile(DepthwiseConv2DOp op, OpBuilder &b,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  ActivationDims dims = getActivationDims(op.getLayout());
  DepthwiseFilterDims filterDims = getDepthwiseFilterDims(op.getLayout());
  auto inputType = cast<RankedTensorType>(op.getInput().getType());
  auto filterType = cast<RankedTensorType>(op.getFilter().getType());
  FailureOr<int64_t> channelTile = getChannelTile(op, sizes[dims.channel]);
  if (failed(channelTile))
    return failure();
  int64_t outChannels = filterType.getDimSize(filterDims.channel);
  int64_t multiplier = outChannels / inputType.getDimSize(dims.channel);
  // Output channel o reads input channel o / M: a tile of output channels
  // maps to whole input channels only if it starts and ends on a multiple of
  // M, which a loop's offsets do not promise.
  if (multiplier != 1 && *channelTile != outChannels)
    return op.emitOpError("with channel multiplier ")
           << multiplier << " cannot be tiled along channels";

  ArrayRef<int64_t> strides = op.getStrides(), dilations = op.getDilations(),
                    padding = op.getPadding();
  InputWindow rows =
      getInputWindow(b, loc, offsets[dims.height], sizes[dims.height],
                     tensor::getMixedSize(b, loc, op.getInput(), dims.height),
                     filterType.getDimSize(filterDims.height), strides[0],
                     dilations[0], padding[0], padding[1]);
  InputWindow cols =
      getInputWindow(b, loc, offsets[dims.width], sizes[dims.width],
                     tensor::getMixedSize(b, loc, op.getInput(), dims.width),
                     filterType.getDimSize(filterDims.width), strides[1],
                     dilations[1], padding[2], padding[3]);

  SmallVector<OpFoldResult> inputOffsets(4), inputSizes(4);
  SmallVector<OpFoldResult> padLow(4, b.getIndexAttr(0));
  SmallVector<OpFoldResult> padHigh(4, b.getIndexAttr(0));
  SmallVector<int64_t> paddedShape(4);
  inputOffsets[dims.batch] = offsets[dims.batch];
  inputSizes[dims.batch] = sizes[dims.batch];
  inputOffsets[dims.channel] =
      multiplier == 1 ? offsets[dims.channel] : b.getIndexAttr(0);
  inputSizes[dims.channel] = b.getIndexAttr(inputType.getDimSize(dims.channel) *
                                            *channelTile / outChannels);
  for (auto [dim, window] :
       {std::pair(dims.height, rows), std::pair(dims.width, cols)}) {
    inputOffsets[dim] = window.offset;
    inputSizes[dim] = window.size;
    padLow[dim] = window.padLow;
    padHigh[dim] = window.padHigh;
  }
  SmallVector<OpFoldResult> paddedSizes = inputSizes;
  paddedSizes[dims.height] = rows.extent;
  paddedSizes[dims.width] = cols.extent;
  for (auto [dim, size] : llvm::enumerate(paddedSizes))
    paddedShape[dim] = getConstantIntValue(size).value_or(ShapedType::kDynamic);

  Value inputSlice = slice(b, loc, op.getInput(), inputOffsets, inputSizes);
  Value input = inputSlice;
  if (!llvm::all_of(llvm::concat<OpFoldResult>(padLow, padHigh),
                    [](OpFoldResult pad) { return isZeroInteger(pad); })) {
    Value zero = arith::ConstantOp::create(
        b, loc, b.getZeroAttr(inputType.getElementType()));
    input = tensor::PadOp::create(
        b, loc, RankedTensorType::get(paddedShape, inputType.getElementType()),
        inputSlice, padLow, padHigh, zero);
  }

  TilingResult result =
      tileOn(b, op, inputSlice, input, filterDims.channel, offsets, sizes);
  auto tiled = cast<DepthwiseConv2DOp>(result.tiledOps.front());
  tiled.setPadding(kDefaultPadding);
  tiled.removeConfigAttr();
  return result;
}

/// The pointwise op on the operand slices of the output tile at `offsets`
/// and `sizes` (in the output's layout).
static FailureOr<TilingResult> tile(PointwiseConv2DOp op, OpBuilder &b,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  ActivationDims dims = getActivationDims(op.getLayout());
  PointwiseFilterDims filterDims = op.getFilterDims();
  if (failed(getChannelTile(op, sizes[dims.channel])))
    return failure();
  // Every tile reads all input channels of its pixels, every stride-th one.
  SmallVector<OpFoldResult> inputOffsets(offsets), inputSizes(sizes);
  inputOffsets[dims.channel] = b.getIndexAttr(0);
  inputSizes[dims.channel] =
      tensor::getMixedSize(b, loc, op.getInput(), dims.channel);
  for (auto [dim, stride] : {std::pair(dims.height, op.getStrides()[0]),
                             std::pair(dims.width, op.getStrides()[1])}) {
    InputWindow window = getInputWindow(
        b, loc, offsets[dim], sizes[dim],
        tensor::getMixedSize(b, loc, op.getInput(), dim), /*kernel=*/1, stride,
        /*dilation=*/1, /*padLow=*/0, /*padHigh=*/0);
    inputOffsets[dim] = window.offset;
    inputSizes[dim] = window.size;
  }
  Value input = slice(b, loc, op.getInput(), inputOffsets, inputSizes);

  TilingResult result = tileOn(b, op, input, input, filterDims.outChannel,
                               offsets, sizes, op.getResidual());
  cast<PointwiseConv2DOp>(result.tiledOps.front()).removeConfigAttr();
  return result;
}

namespace {
/// TilingInterface of an op tiled over its output's dimensions, all
/// parallel: a tile of the result is the op's tile (`tile`).
template <typename OpTy>
struct OutputTilingModel
    : public TilingInterface::ExternalModel<OutputTilingModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    SmallVector<Range> domain;
    for (OpFoldResult size :
         tensor::getMixedSizes(b, op->getLoc(), cast<OpTy>(op).getInit()))
      domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    return tile(cast<OpTy>(op), b, offsets, sizes);
  }

  LogicalResult
  getResultTilePosition(Operation *op, OpBuilder &b, unsigned resultNumber,
                        ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes,
                        SmallVector<OpFoldResult> &resultOffsets,
                        SmallVector<OpFoldResult> &resultSizes) const {
    resultOffsets.assign(offsets.begin(), offsets.end());
    resultSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned resultNumber,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    return tile(cast<OpTy>(op), b, offsets, sizes);
  }
};
} // namespace

void mlir::dwc::attachTilingInterface(MLIRContext &context) {
  DepthwiseConv2DOp::attachInterface<OutputTilingModel<DepthwiseConv2DOp>>(
      context);
  PointwiseConv2DOp::attachInterface<OutputTilingModel<PointwiseConv2DOp>>(
      context);
}
