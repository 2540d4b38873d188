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

void DepthwiseKernelEmitter::emitWindowThread(ValueRange blockIds,
                                              Value threadId) {
  int64_t width = config.getVectorWidth();
  int64_t cols = config.getColsPerThread();
  int64_t channelLanes = config.getBlockChannels() / width;
  int64_t colTiles = config.getBlockCols() / cols;
  int64_t colBlocks = llvm::divideCeil(p.outWidth, config.getBlockCols());
  VectorType elemVector = VectorType::get({width}, p.elementType);
  VectorType accVector = VectorType::get({width}, accType);

  // Consecutive threads take what is contiguous in memory: channel vectors
  // in NHWC, column tiles of one channel in NCHW.
  bool nchw = p.layout == Layout::NCHW;
  Value channelLane, colTile, band;
  if (nchw) {
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
  Value rowBlock = k.div(blockIds[0], colBlocks);
  Value colBlock = k.rem(blockIds[0], colBlocks);
  Value channel =
      k.mul(k.add(k.mul(blockIds[1], channelLanes), channelLane), width);
  Value channelValid = k.lt(channel, p.outChannels());
  Value channelClamped = k.select(channelValid, channel, k.index(0));
  // With a channel multiplier, output channel c reads input channel
  // c / multiplier.
  Value inputChannel =
      p.multiplier == 1 ? channelClamped : k.div(channelClamped, p.multiplier);
  Value firstOutCol =
      k.add(k.mul(colBlock, config.getBlockCols()), k.mul(colTile, cols));
  Value firstOutRow = k.add(k.mul(rowBlock, config.getBlockRows()),
                            k.mul(band, config.getRowsPerThread()));
  auto activationIndices = [&](Value row, Value col,
                               Value chan) -> SmallVector<Value> {
    if (nchw)
      return {blockIds[2], chan, row, col};
    return {blockIds[2], row, col, chan};
  };

  auto loadVector = [&](Value memref, ValueRange indices) -> Value {
    Value padding = k.zero(p.elementType);
    return vector::TransferReadOp::create(b, k.loc, elemVector, memref, indices,
                                          padding, ArrayRef<bool>{true});
  };
  SmallVector<Value> taps;
  for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
    for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
      taps.push_back(castFloat(
          b, k.loc, loadVector(filter, filterIndices(channelClamped, kh, kw)),
          accVector));
  Value biasValue =
      bias ? castFloat(b, k.loc, loadVector(bias, {channelClamped}), accVector)
           : Value();

  int64_t windowCols = (cols - 1) * p.strideW + p.extentW();
  Value firstInCol = k.add(k.mul(firstOutCol, p.strideW), -p.padLeft);
  Value zeroVector = k.zero(elemVector);
  // Column validity and clamped columns do not depend on the row.
  SmallVector<Value> colValid, colClamped;
  for (int64_t t = 0; t < windowCols; ++t) {
    Value col = k.add(firstInCol, t);
    colValid.push_back(k.andI(k.ge(col, 0), k.lt(col, p.width)));
    colClamped.push_back(k.clamp(col, 0, p.width - 1));
  }

  auto fetchRow = [&](Value ih) -> SmallVector<Value> {
    Value rowValid = k.andI(k.ge(ih, 0), k.lt(ih, p.height));
    Value rowClamped = k.clamp(ih, 0, p.height - 1);
    SmallVector<Value> fetched;
    for (int64_t t = 0; t < windowCols; ++t) {
      SmallVector<Value> indices =
          activationIndices(rowClamped, colClamped[t], inputChannel);
      // With `predicated_padding`, a window position that may lie in the
      // padding reads under a uniform mask.
      if (config.getPredicatedPadding()) {
        Value valid = k.andI(rowValid, colValid[t]);
        fetched.push_back(matchPattern(valid, m_One())
                              ? loadVector(input, indices)
                              : k.maskedRead(elemVector, input, indices, valid,
                                             /*inBounds=*/true));
        continue;
      }
      Value vec = loadVector(input, indices);
      fetched.push_back(
          k.select(k.andI(rowValid, colValid[t]), vec, zeroVector));
    }
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
    Value outRow = k.add(firstOutRow, i);
    Value rowValid = k.andI(channelValid, k.lt(outRow, p.outHeight));
    for (int64_t c = 0; c < cols; ++c) {
      Value outCol = k.add(firstOutCol, c);
      auto guard = scf::IfOp::create(b, k.loc,
                                     k.andI(rowValid, k.lt(outCol, p.outWidth)),
                                     /*withElse=*/false);
      OpBuilder::InsertionGuard insertion(b);
      b.setInsertionPointToStart(guard.thenBlock());
      Value vec = epilogue(acc[c], biasValue, elemVector);
      vector::TransferWriteOp::create(
          b, k.loc, vec, output, activationIndices(outRow, outCol, channel),
          ArrayRef<bool>{true});
    }
  };

  emitRowReuseLoop(firstOutRow, cols, accVector, windowCols, fetchRow,
                   expandRow, accumulate, storeRow);
}
