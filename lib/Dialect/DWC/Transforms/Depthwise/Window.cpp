//===- Window.cpp - the register-window schedule --------------------------===//
//
// `window`: each thread keeps the input columns of its output columns' windows
// in registers and shares nothing with other threads; NHWC threads own
// `vector_width` channels of consecutive pixels, NCHW threads consecutive
// columns of one row.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

DepthwiseKernelEmitter::WindowThread
DepthwiseKernelEmitter::getWindowThread(ValueRange blockIds, Value threadId) {
  int64_t width = config.getVectorWidth();
  int64_t cols = config.getColsPerThread();
  int64_t channelLanes = config.getBlockChannels() / width;
  int64_t colTiles = config.getBlockCols() / cols;
  int64_t colBlocks = llvm::divideCeil(p.outWidth, config.getBlockCols());

  // Consecutive threads take what is contiguous in memory: channel vectors
  // in NHWC, column tiles of one channel in NCHW.
  Value channelLane, colTile, band;
  if (p.layout == Layout::NCHW) {
    colTile = k.rem(threadId, colTiles);
    Value rest = k.div(threadId, colTiles);
    channelLane = k.rem(rest, channelLanes);
    band = k.div(rest, channelLanes);
  } else {
    channelLane = k.rem(threadId, channelLanes);
    Value rest = k.div(threadId, channelLanes);
    colTile = k.rem(rest, colTiles);
    band = k.div(rest, colTiles);
  }
  WindowThread t;
  Value rowBlock = k.div(blockIds[0], colBlocks);
  Value colBlock = k.rem(blockIds[0], colBlocks);
  t.blockChannel = k.mul(channelLane, width);
  t.channel =
      k.add(k.mul(blockIds[1], config.getBlockChannels()), t.blockChannel);
  t.channelValid = k.lt(t.channel, p.outChannels());
  t.channelClamped = k.select(t.channelValid, t.channel, k.index(0));
  // With a channel multiplier, output channel c reads input channel
  // c / multiplier.
  t.inputChannel = p.multiplier == 1 ? t.channelClamped
                                     : k.div(t.channelClamped, p.multiplier);
  t.image = blockIds[2];
  t.firstOutCol =
      k.add(k.mul(colBlock, config.getBlockCols()), k.mul(colTile, cols));
  t.firstOutRow = k.add(k.mul(rowBlock, config.getBlockRows()),
                        k.mul(band, config.getRowsPerThread()));
  return t;
}

SmallVector<Value>
DepthwiseKernelEmitter::activationIndices(const WindowThread &t, Value row,
                                          Value col, Value channel) {
  if (p.layout == Layout::NCHW)
    return {t.image, channel, row, col};
  return {t.image, row, col, channel};
}

Value DepthwiseKernelEmitter::loadChannelVector(Value memref,
                                                ValueRange indices) {
  VectorType type = VectorType::get({config.getVectorWidth()}, p.elementType);
  return vector::TransferReadOp::create(b, k.loc, type, memref, indices,
                                        k.zero(p.elementType),
                                        ArrayRef<bool>{true});
}

Value DepthwiseKernelEmitter::readWindowInput(const WindowThread &t,
                                              Value clampedRow,
                                              Value clampedCol, Value valid) {
  VectorType type = VectorType::get({config.getVectorWidth()}, p.elementType);
  SmallVector<Value> indices =
      activationIndices(t, clampedRow, clampedCol, t.inputChannel);
  // With `predicated_padding`, a window position that may lie in the
  // padding reads under a uniform mask.
  if (matchPattern(valid, m_One()))
    return loadChannelVector(input, indices);
  if (config.getPredicatedPadding())
    return k.maskedRead(type, input, indices, valid, /*inBounds=*/true);
  return k.select(valid, loadChannelVector(input, indices), k.zero(type));
}

Value DepthwiseKernelEmitter::loadWindowBias(const WindowThread &t) {
  if (!bias)
    return Value();
  VectorType accVector = VectorType::get({config.getVectorWidth()}, accType);
  return castFloat(b, k.loc, loadChannelVector(bias, {t.channelClamped}),
                   accVector);
}

void DepthwiseKernelEmitter::storeWindowRow(const WindowThread &t, Value outRow,
                                            ArrayRef<Value> acc,
                                            Value biasValue) {
  VectorType elemVector =
      VectorType::get({config.getVectorWidth()}, p.elementType);
  Value rowValid = k.andI(t.channelValid, k.lt(outRow, p.outHeight));
  for (auto [c, value] : llvm::enumerate(acc)) {
    Value outCol = k.add(t.firstOutCol, c);
    auto guard =
        scf::IfOp::create(b, k.loc, k.andI(rowValid, k.lt(outCol, p.outWidth)),
                          /*withElse=*/false);
    OpBuilder::InsertionGuard insertion(b);
    b.setInsertionPointToStart(guard.thenBlock());
    Value vec = epilogue(value, biasValue, elemVector);
    vector::TransferWriteOp::create(
        b, k.loc, vec, output, activationIndices(t, outRow, outCol, t.channel),
        ArrayRef<bool>{true});
  }
}

void DepthwiseKernelEmitter::emitWindowThread(ValueRange blockIds,
                                              Value threadId) {
  int64_t cols = config.getColsPerThread();
  VectorType accVector = VectorType::get({config.getVectorWidth()}, accType);
  WindowThread t = getWindowThread(blockIds, threadId);

  SmallVector<Value> taps;
  for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
    for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
      taps.push_back(castFloat(
          b, k.loc,
          loadChannelVector(filter, filterIndices(t.channelClamped, kh, kw)),
          accVector));
  Value biasValue = loadWindowBias(t);

  int64_t windowCols = (cols - 1) * p.strideW + p.extentW();
  Value firstInCol = k.add(k.mul(t.firstOutCol, p.strideW), -p.padLeft);
  // Column validity and clamped columns do not depend on the row.
  SmallVector<Value> colValid, colClamped;
  for (int64_t i = 0; i < windowCols; ++i) {
    Value col = k.add(firstInCol, i);
    colValid.push_back(k.andI(k.ge(col, 0), k.lt(col, p.width)));
    colClamped.push_back(k.clamp(col, 0, p.width - 1));
  }

  auto fetchRow = [&](Value ih) -> SmallVector<Value> {
    Value rowValid = k.andI(k.ge(ih, 0), k.lt(ih, p.height));
    Value rowClamped = k.clamp(ih, 0, p.height - 1);
    SmallVector<Value> fetched;
    for (int64_t i = 0; i < windowCols; ++i)
      fetched.push_back(readWindowInput(t, rowClamped, colClamped[i],
                                        k.andI(rowValid, colValid[i])));
    return fetched;
  };
  auto expandRow = [&](ArrayRef<Value> fetched) -> SmallVector<Value> {
    SmallVector<Value> window;
    for (Value vec : fetched)
      window.push_back(castFloat(b, k.loc, vec, accVector));
    return window;
  };

  auto accumulate = [&](MutableArrayRef<Value> acc, ArrayRef<Value> window,
                        int64_t kh) {
    for (int64_t c = 0; c < cols; ++c)
      for (int64_t kw = 0; kw < p.kernelWidth; ++kw) {
        auto fma = vector::FMAOp::create(
            b, k.loc, window[c * p.strideW + kw * p.dilationW],
            taps[kh * p.kernelWidth + kw], acc[c]);
        fma->setAttr(kTapAttrName, b.getUnitAttr());
        acc[c] = fma;
      }
  };

  auto storeRow = [&](Value i, ArrayRef<Value> acc) {
    storeWindowRow(t, k.add(t.firstOutRow, i), acc, biasValue);
  };

  emitRowReuseLoop(t.firstOutRow, cols, accVector, windowCols, fetchRow,
                   expandRow, accumulate, storeRow);
}
