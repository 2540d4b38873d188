//===- RowSegment.cpp - the NCHW row-segment schedules --------------------===//
//
// `shuffle` and `shared`: the lanes of a warp segment own consecutive
// columns of one output row; the input columns a lane's window needs beyond
// its own come from its neighbours by warp shuffles (`shuffle`, the paper's
// column reuse) or from the block's input tile in workgroup memory
// (`shared`).
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

void DepthwiseKernelEmitter::emitRowSegmentThread(ValueRange blockIds,
                                                  Value threadId) {
  Type f32 = accType;
  int64_t cols = config.getColsPerThread();
  int64_t rowThreads = config.getBlockRows() / config.getRowsPerThread();
  int64_t lanes =
      config.getThreads() / (config.getBlockChannels() * rowThreads);
  int64_t inputsPerLane = cols * p.strideW;

  Value lane = k.rem(threadId, lanes);
  Value segment = k.div(threadId, lanes);
  Value band = k.rem(segment, rowThreads);
  Value channelInBlock = k.div(segment, rowThreads);
  Value firstChannel = k.mul(blockIds[1], config.getBlockChannels());
  Value channel = k.add(firstChannel, channelInBlock);
  Value channelValid = k.lt(channel, p.channels);
  Value channelClamped = k.clamp(channel, 0, p.channels - 1);
  Value batch = blockIds[2];
  Value firstOutRow = k.add(k.mul(blockIds[0], config.getBlockRows()),
                            k.mul(band, config.getRowsPerThread()));

  bool nchw = p.layout == Layout::NCHW;
  SmallVector<Value> taps;
  for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
    for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
      taps.push_back(castFloat(
          b, k.loc, load(filter, filterIndices(channelClamped, kh, kw)), f32));
  Value biasValue =
      bias ? castFloat(b, k.loc, load(bias, {channelClamped}), f32) : Value();

  // Window element e (input column lane * inputsPerLane + e) comes from lane
  // + floor(e / inputsPerLane) of the same row segment, or is padding.
  int64_t windowLo = -p.padLeft;
  int64_t windowHi = inputsPerLane - p.strideW + p.extentW() - 1 - p.padLeft;
  Value inputColumn = k.mul(lane, inputsPerLane);
  VectorType rowVectorType = VectorType::get({inputsPerLane}, p.elementType);
  Value padding = k.zero(p.elementType);
  Value zeroRow = k.zero(rowVectorType);
  Value zero = floatConstant(b, k.loc, f32, 0.0);
  llvm::DenseMap<int64_t, Value> sourceLaneValid;
  auto laneValid = [&](int64_t delta) {
    Value &valid = sourceLaneValid[delta];
    if (!valid) {
      Value source = k.add(lane, delta);
      valid = k.andI(k.ge(source, 0), k.lt(source, lanes));
    }
    return valid;
  };
  // Computed before the row loop so the loop only shuffles and selects.
  bool shuffles = config.getColumnReuse() == ColumnReuse::Shuffle;
  for (int64_t e = windowLo; shuffles && e <= windowHi; ++e)
    if (int64_t delta = llvm::divideFloorSigned(e, inputsPerLane))
      (void)laneValid(delta);

  auto fetchRow = [&](Value ih) -> SmallVector<Value> {
    Value rowValid = k.andI(k.ge(ih, 0), k.lt(ih, p.height));
    Value rowClamped = k.clamp(ih, 0, p.height - 1);
    SmallVector<Value> indices{batch, channelClamped, rowClamped, inputColumn};
    // With `predicated_padding`, a row in the padding reads under a uniform
    // mask (predicated loads after dwc-coalesce-depthwise).
    if (config.getPredicatedPadding())
      return {k.maskedRead(rowVectorType, input, indices, rowValid,
                           /*inBounds=*/false)};
    Value vec =
        vector::TransferReadOp::create(b, k.loc, rowVectorType, input, indices,
                                       padding, ArrayRef<bool>{false});
    return {k.select(rowValid, vec, zeroRow)};
  };
  auto expandRow = [&](ArrayRef<Value> fetched) -> SmallVector<Value> {
    Value vec = fetched.front();
    SmallVector<Value> own;
    for (int64_t e = 0; e < inputsPerLane; ++e)
      own.push_back(castFloat(
          b, k.loc, vector::ExtractOp::create(b, k.loc, vec, e), f32));
    SmallVector<Value> window;
    for (int64_t e = windowLo; e <= windowHi; ++e) {
      int64_t delta = llvm::divideFloorSigned(e, inputsPerLane);
      Value value = own[e - delta * inputsPerLane];
      if (delta == 0) {
        window.push_back(value);
        continue;
      }
      auto shuffle = gpu::ShuffleOp::create(
          b, k.loc, value, std::abs(delta), /*width=*/32,
          delta > 0 ? gpu::ShuffleMode::DOWN : gpu::ShuffleMode::UP);
      window.push_back(
          k.select(laneValid(delta), shuffle.getShuffleResult(), zero));
    }
    return window;
  };

  auto accumulate = [&](MutableArrayRef<Value> acc, ArrayRef<Value> window,
                        int64_t kh) {
    for (int64_t c = 0; c < cols; ++c)
      for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
        acc[c] = k.tap(window[c * p.strideW + kw * p.dilationW],
                       taps[kh * p.kernelWidth + kw], acc[c]);
  };

  Value outColumn = k.mul(lane, cols);
  // With `stage_output`, rows go to the block's output tile instead.
  Value outTile;
  auto storeRow = [&](Value i, ArrayRef<Value> acc) {
    Value outRow = k.add(firstOutRow, i);
    Value valid = k.andI(channelValid, k.andI(k.lt(outRow, p.outHeight),
                                              k.lt(outColumn, p.outWidth)));
    Value destination = outTile ? outTile : output;
    SmallVector<Value, 4> indices =
        outTile ? SmallVector<Value, 4>{channelInBlock, outRow, outColumn}
                : SmallVector<Value, 4>{batch, channel, outRow, outColumn};
    auto finishRow = [&]() -> Value {
      SmallVector<Value> values;
      for (Value a : acc)
        values.push_back(epilogue(a, biasValue, p.elementType));
      return vector::FromElementsOp::create(
          b, k.loc, VectorType::get({cols}, p.elementType), values);
    };
    // A thread of one row stores it under a uniform mask, not in a branch: all
    // of its FMAs would sink into the branch and ptxas would issue the filter
    // loads after it, behind the input loads (see dwc-coalesce-depthwise).
    // Measured: docs/tuning.md, `emitRowSegmentThread`.
    if (!outTile && config.getRowsPerThread() == 1) {
      Value row = finishRow();
      Value mask = vector::BroadcastOp::create(
          b, k.loc, VectorType::get({cols}, b.getI1Type()), valid);
      vector::TransferWriteOp::create(
          b, k.loc, /*result=*/Type(), row, destination, indices,
          AffineMap::getMinorIdentityMap(indices.size(), 1, b.getContext()),
          mask, b.getBoolArrayAttr({true}));
      return;
    }
    auto guard = scf::IfOp::create(b, k.loc, valid, /*withElse=*/false);
    OpBuilder::InsertionGuard insertion(b);
    b.setInsertionPointToStart(guard.thenBlock());
    if (nchw) {
      vector::TransferWriteOp::create(b, k.loc, finishRow(), destination,
                                      indices, ArrayRef<bool>{true});
      return;
    }
    // A pixel-major tile holds the row's outputs a block's channels apart.
    for (auto [c, a] : llvm::enumerate(acc))
      memref::StoreOp::create(
          b, k.loc, epilogue(a, biasValue, p.elementType), outTile,
          ValueRange{outRow, k.add(outColumn, c), channelInBlock});
  };

  if (shuffles) {
    if (config.getStageOutput())
      outTile = allocWorkgroupTile(getStagedOutputTileShape(p, config));
    emitRowReuseLoop(firstOutRow, cols, f32, /*valuesPerFetch=*/1, fetchRow,
                     expandRow, accumulate, storeRow);
    if (outTile)
      writeStagedOutputTile(outTile, threadId, firstChannel, batch);
    return;
  }

  // `shared`: each lane reads its window from the block's tile, with
  // columns outside the input read as zeros.
  InputTile tile = nchw ? copyInputTile(blockIds, threadId, firstChannel, batch)
                        : copyPixelMajorTile(threadId, firstChannel, batch);
  // In place, a thread's output row r lands on its input row r, which its
  // row loop has read by then (the verifier's canStageInPlace).
  if (config.getStageInPlace())
    outTile = tile.buffer;
  else if (config.getStageOutput())
    outTile = allocWorkgroupTile(getStagedOutputTileShape(p, config));
  int64_t tileRows = getSharedTileShape(p, config)[nchw ? 1 : 0];
  bool wholePlanes = isWholePlaneTile(p, config);

  // A lane's own columns come as one aligned vector when every lane that
  // stores finds them inside the row (idle lanes read the row's last
  // columns); the other window columns are clamped into the row where some
  // lane may fall outside it, and those lanes read zero. None of this
  // depends on the row.
  bool ownVector =
      nchw && p.width % inputsPerLane == 0 && p.outWidth * p.strideW <= p.width;
  Value ownColumn =
      ownVector ? arith::MinSIOp::create(b, k.loc, inputColumn,
                                         k.index(p.width - inputsPerLane))
                      .getResult()
                : Value();
  auto isOwn = [&](int64_t e) {
    return ownVector && e >= 0 && e < inputsPerLane;
  };
  int64_t lastLaneColumn = (lanes - 1) * inputsPerLane;
  SmallVector<Value> windowColumns, windowValid;
  for (int64_t e = windowLo; e <= windowHi; ++e) {
    if (isOwn(e)) {
      windowColumns.push_back(Value());
      windowValid.push_back(Value());
      continue;
    }
    Value col = k.add(inputColumn, e);
    bool mayLeave = e < 0 || lastLaneColumn + e >= p.width;
    windowColumns.push_back(mayLeave ? k.clamp(col, 0, p.width - 1) : col);
    windowValid.push_back(mayLeave ? k.andI(k.ge(col, 0), k.lt(col, p.width))
                                   : Value());
  }
  VectorType ownType = VectorType::get({inputsPerLane}, p.elementType);
  auto fetchTileRow = [&](Value ih) -> SmallVector<Value> {
    // Rows outside a band tile belong to outputs past the map; they go
    // unused. A whole-plane tile holds no padding rows.
    Value row = k.clamp(arith::SubIOp::create(b, k.loc, ih, tile.firstRow), 0,
                        tileRows - 1);
    Value rowValid =
        wholePlanes ? k.andI(k.ge(ih, 0), k.lt(ih, p.height)) : Value();
    Value own;
    if (ownVector)
      own = vector::TransferReadOp::create(
          b, k.loc, ownType, tile.buffer,
          ValueRange{channelInBlock, row, ownColumn}, padding,
          ArrayRef<bool>{true});
    SmallVector<Value> window;
    for (int64_t e = windowLo; e <= windowHi; ++e) {
      Value col = windowColumns[e - windowLo];
      Value colValid = windowValid[e - windowLo];
      Value element =
          isOwn(e)
              ? vector::ExtractOp::create(b, k.loc, own, e).getResult()
              : load(tile.buffer, nchw ? ValueRange{channelInBlock, row, col}
                                       : ValueRange{row, col, channelInBlock});
      Value value = castFloat(b, k.loc, element, f32);
      Value valid = rowValid && colValid ? k.andI(rowValid, colValid)
                                         : (rowValid ? rowValid : colValid);
      window.push_back(valid ? k.select(valid, value, zero) : value);
    }
    return window;
  };
  auto tileWindow = [](ArrayRef<Value> fetched) {
    return SmallVector<Value>(fetched);
  };
  emitRowReuseLoop(firstOutRow, cols, f32, windowColumns.size(), fetchTileRow,
                   tileWindow, accumulate, storeRow);
  if (!outTile)
    return;
  if (nchw)
    writeStagedOutputTile(outTile, threadId, firstChannel, batch);
  else
    writePixelMajorOutputTile(outTile, threadId, firstChannel, batch);
}
