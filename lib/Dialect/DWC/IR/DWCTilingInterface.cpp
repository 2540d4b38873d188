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

/// The output's dimensions, each from 0 to its size.
static SmallVector<Range> getOutputDomain(OpBuilder &b, Location loc,
                                          Value init) {
  SmallVector<Range> domain;
  for (OpFoldResult size : tensor::getMixedSizes(b, loc, init))
    domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
  return domain;
}

/// A slice of `source` with unit strides.
static Value slice(OpBuilder &b, Location loc, Value source,
                   ArrayRef<OpFoldResult> offsets,
                   ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, offsets, sizes,
                                        strides);
}

/// The `bias` slice of channels [offset, offset + size), or null.
static Value sliceBias(OpBuilder &b, Location loc, Value bias,
                       OpFoldResult offset, OpFoldResult size) {
  return bias ? slice(b, loc, bias, {offset}, {size}) : Value();
}

/// `op`, every attribute kept, on the operand tiles (`bias` null where the op
/// has none); its result is the `init` tile.
template <typename OpTy>
static OpTy cloneOnTile(OpBuilder &b, OpTy op, Value input, Value filter,
                        Value bias, Value init) {
  SmallVector<Value> operands = {input, filter};
  if (bias)
    operands.push_back(bias);
  operands.push_back(init);
  auto tiled = cast<OpTy>(b.clone(*op.getOperation()));
  tiled->setOperands(operands);
  tiled.getResult().setType(cast<RankedTensorType>(init.getType()));
  return tiled;
}

/// The ops that made the operand tiles (the slices that tile-and-fuse
/// follows to producers).
static SmallVector<Operation *> getDefiningOps(ArrayRef<Value> tiles) {
  SmallVector<Operation *> ops;
  for (Value tile : tiles)
    if (tile)
      ops.push_back(tile.getDefiningOp());
  return ops;
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

//===----------------------------------------------------------------------===//
// DepthwiseConv2DOp
//===----------------------------------------------------------------------===//

SmallVector<utils::IteratorType> DepthwiseConv2DOp::getLoopIteratorTypes() {
  return SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel);
}

SmallVector<Range> DepthwiseConv2DOp::getIterationDomain(OpBuilder &b) {
  return getOutputDomain(b, getLoc(), getInit());
}

FailureOr<TilingResult>
DepthwiseConv2DOp::getTiledImplementation(OpBuilder &b,
                                          ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes) {
  Location loc = getLoc();
  ActivationDims dims = getActivationDims(getLayout());
  DepthwiseFilterDims filterDims = getDepthwiseFilterDims(getLayout());
  auto inputType = cast<RankedTensorType>(getInput().getType());
  auto filterType = cast<RankedTensorType>(getFilter().getType());
  FailureOr<int64_t> channelTile = getChannelTile(*this, sizes[dims.channel]);
  if (failed(channelTile))
    return failure();
  int64_t outChannels = filterType.getDimSize(filterDims.channel);
  int64_t multiplier = outChannels / inputType.getDimSize(dims.channel);
  // Output channel o reads input channel o / M: a tile of output channels
  // maps to whole input channels only if it starts and ends on a multiple of
  // M, which a loop's offsets do not promise.
  if (multiplier != 1 && *channelTile != outChannels)
    return emitOpError("with channel multiplier ")
           << multiplier << " cannot be tiled along channels";

  ArrayRef<int64_t> strides = getStrides(), dilations = getDilations(),
                    padding = getPadding();
  InputWindow rows =
      getInputWindow(b, loc, offsets[dims.height], sizes[dims.height],
                     tensor::getMixedSize(b, loc, getInput(), dims.height),
                     filterType.getDimSize(filterDims.height), strides[0],
                     dilations[0], padding[0], padding[1]);
  InputWindow cols =
      getInputWindow(b, loc, offsets[dims.width], sizes[dims.width],
                     tensor::getMixedSize(b, loc, getInput(), dims.width),
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

  Value inputSlice = slice(b, loc, getInput(), inputOffsets, inputSizes);
  Value input = inputSlice;
  if (!llvm::all_of(llvm::concat<OpFoldResult>(padLow, padHigh),
                    [](OpFoldResult pad) { return isZeroInteger(pad); })) {
    Value zero = arith::ConstantOp::create(
        b, loc, b.getZeroAttr(inputType.getElementType()));
    input = tensor::PadOp::create(
        b, loc, RankedTensorType::get(paddedShape, inputType.getElementType()),
        inputSlice, padLow, padHigh, zero);
  }

  SmallVector<OpFoldResult> filterOffsets(3, b.getIndexAttr(0));
  SmallVector<OpFoldResult> filterSizes =
      tensor::getMixedSizes(b, loc, getFilter());
  filterOffsets[filterDims.channel] = offsets[dims.channel];
  filterSizes[filterDims.channel] = sizes[dims.channel];
  Value filter = slice(b, loc, getFilter(), filterOffsets, filterSizes);
  Value bias =
      sliceBias(b, loc, getBias(), offsets[dims.channel], sizes[dims.channel]);
  Value init = slice(b, loc, getInit(), offsets, sizes);

  auto tiled =
      cloneOnTile<DepthwiseConv2DOp>(b, *this, input, filter, bias, init);
  tiled.setPadding(kDefaultPadding);
  tiled.removeConfigAttr();
  return TilingResult{{tiled},
                      {tiled.getResult()},
                      getDefiningOps({inputSlice, filter, bias, init})};
}

LogicalResult DepthwiseConv2DOp::getResultTilePosition(
    OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end());
  resultSizes.assign(sizes.begin(), sizes.end());
  return success();
}

FailureOr<TilingResult>
DepthwiseConv2DOp::generateResultTileValue(OpBuilder &b, unsigned resultNumber,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}

//===----------------------------------------------------------------------===//
// PointwiseConv2DOp
//===----------------------------------------------------------------------===//

SmallVector<utils::IteratorType> PointwiseConv2DOp::getLoopIteratorTypes() {
  return SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel);
}

SmallVector<Range> PointwiseConv2DOp::getIterationDomain(OpBuilder &b) {
  return getOutputDomain(b, getLoc(), getInit());
}

FailureOr<TilingResult>
PointwiseConv2DOp::getTiledImplementation(OpBuilder &b,
                                          ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes) {
  Location loc = getLoc();
  ActivationDims dims = getActivationDims(getLayout());
  PointwiseFilterDims filterDims = getPointwiseFilterDims(getLayout());
  if (failed(getChannelTile(*this, sizes[dims.channel])))
    return failure();
  // Every tile reads all input channels of its pixels.
  SmallVector<OpFoldResult> inputOffsets(offsets), inputSizes(sizes);
  inputOffsets[dims.channel] = b.getIndexAttr(0);
  inputSizes[dims.channel] =
      tensor::getMixedSize(b, loc, getInput(), dims.channel);
  Value input = slice(b, loc, getInput(), inputOffsets, inputSizes);

  SmallVector<OpFoldResult> filterOffsets(2, b.getIndexAttr(0));
  SmallVector<OpFoldResult> filterSizes =
      tensor::getMixedSizes(b, loc, getFilter());
  filterOffsets[filterDims.outChannel] = offsets[dims.channel];
  filterSizes[filterDims.outChannel] = sizes[dims.channel];
  Value filter = slice(b, loc, getFilter(), filterOffsets, filterSizes);
  Value bias =
      sliceBias(b, loc, getBias(), offsets[dims.channel], sizes[dims.channel]);
  Value init = slice(b, loc, getInit(), offsets, sizes);

  auto tiled =
      cloneOnTile<PointwiseConv2DOp>(b, *this, input, filter, bias, init);
  return TilingResult{{tiled},
                      {tiled.getResult()},
                      getDefiningOps({input, filter, bias, init})};
}

LogicalResult PointwiseConv2DOp::getResultTilePosition(
    OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end());
  resultSizes.assign(sizes.begin(), sizes.end());
  return success();
}

FailureOr<TilingResult>
PointwiseConv2DOp::generateResultTileValue(OpBuilder &b, unsigned resultNumber,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}
