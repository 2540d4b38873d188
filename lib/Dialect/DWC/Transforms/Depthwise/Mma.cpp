//===- Mma.cpp - the tensor-core schedule ---------------------------------===//
//
// `mma`: the block's input rows go to workgroup memory; each warp multiplies
// 16 of them per filter row by the filter row as a banded matrix
// (nvgpu.ldmatrix, nvvm.mma.sync) for each 8-column tile of its output rows,
// and the outputs leave through a workgroup tile.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

/// Chunks a thread loads before it stores any in the `mma` copy, whose thread
/// has no accumulators live while it copies. Measured: docs/tuning.md,
/// `kMmaCopyBatch`.
static constexpr int64_t kMmaCopyBatch = 16;

DepthwiseKernelEmitter::InputTile
DepthwiseKernelEmitter::copyMmaTile(ValueRange blockIds, Value threadId,
                                    Value firstChannel, Value batch) {
  SmallVector<int64_t, 3> tileShape = getSharedTileShape(p, config);
  int64_t tileRows = tileShape[1];
  Value tile = allocWorkgroupTile(tileShape);
  Value tileFirstRow =
      k.add(k.mul(blockIds[0], config.getBlockRows() * p.strideH), -p.padTop);
  int64_t chunkWidth = config.getVectorWidth();
  VectorType chunkType = VectorType::get({chunkWidth}, p.elementType);
  Value padding = k.zero(p.elementType);
  Value zeroChunk = k.zero(chunkType);

  // Thread t copies chunk column t % chunksPerRow of rows t / chunksPerRow +
  // i * rowsPerPass of the channels' stacked rows; the last threads of a
  // pass repeat the next pass's first row (same values). Chunks never
  // straddle the row's ends: the offset and the width are multiples of them.
  int64_t chunksPerRow = getMmaTileColumns(p) / chunkWidth;
  int64_t rowsPerPass = config.getThreads() / chunksPerRow;
  int64_t stackedRows = tileShape[0] * tileRows;
  int64_t passes = llvm::divideCeil(stackedRows, rowsPerPass);
  Value column = k.mul(k.rem(threadId, chunksPerRow), chunkWidth);
  Value inColumn = k.add(column, -getMmaColumnOffset(p));
  Value columnValid = k.andI(k.ge(inColumn, 0), k.lt(inColumn, p.width));
  Value inColumnClamped = k.clamp(inColumn, 0, p.width - chunkWidth);
  Value firstRow = k.div(threadId, chunksPerRow);
  // Where pass `pass` of this thread copies from and to, and whether its
  // chunk lies inside the input (else it is zeros).
  struct Chunk {
    SmallVector<Value, 3> tileIndices;
    SmallVector<Value, 4> inputIndices;
    Value valid;
  };
  auto chunkAt = [&](Value pass) -> Chunk {
    Value stacked = arith::MinUIOp::create(
        b, k.loc, k.add(firstRow, k.mul(pass, rowsPerPass)),
        k.index(stackedRows - 1));
    Value row = k.rem(stacked, tileRows);
    Value tileChannel = k.div(stacked, tileRows);
    Value inRow = k.add(tileFirstRow, row);
    Value valid =
        k.andI(columnValid, k.andI(k.ge(inRow, 0), k.lt(inRow, p.height)));
    Value inChannel = arith::MinUIOp::create(
        b, k.loc, k.add(firstChannel, tileChannel), k.index(p.channels - 1));
    return {
        {tileChannel, row, column},
        {batch, inChannel, k.clamp(inRow, 0, p.height - 1), inColumnClamped},
        valid};
  };
  // Batches of loads in flight before their stores, as in copyInputTile,
  // split evenly so that no batch repeats rows.
  int64_t batchSize =
      llvm::divideCeil(passes, llvm::divideCeil(passes, kMmaCopyBatch));
  // Chunks of at least 4 bytes go by cp.async (16-byte ones bypassing L1): no
  // registers hold them in flight, and rows or columns outside the input are
  // zero-filled. Measured: docs/tuning.md, `copyMmaTile`.
  bool asyncCopy = chunkWidth * p.elementBytes() >= 4;
  auto copyBatch = [&](Value firstPass) {
    if (asyncCopy) {
      SmallVector<Value> copies;
      for (int64_t j = 0; j < batchSize; ++j) {
        Chunk chunk = chunkAt(k.add(firstPass, j));
        copies.push_back(nvgpu::DeviceAsyncCopyOp::create(
            b, k.loc, tile, chunk.tileIndices, input, chunk.inputIndices,
            b.getIndexAttr(chunkWidth),
            k.select(chunk.valid, k.index(chunkWidth), k.index(0)),
            chunkWidth * p.elementBytes() == kMaxAccessBytes ? b.getUnitAttr()
                                                             : UnitAttr()));
      }
      Value group = nvgpu::DeviceAsyncCreateGroupOp::create(b, k.loc, copies);
      nvgpu::DeviceAsyncWaitOp::create(b, k.loc, group, IntegerAttr());
      return;
    }
    SmallVector<std::pair<Value, Chunk>> loaded;
    for (int64_t j = 0; j < batchSize; ++j) {
      Chunk chunk = chunkAt(k.add(firstPass, j));
      Value vec = vector::TransferReadOp::create(b, k.loc, chunkType, input,
                                                 chunk.inputIndices, padding,
                                                 ArrayRef<bool>{true});
      loaded.push_back({k.select(chunk.valid, vec, zeroChunk), chunk});
    }
    for (const auto &[value, chunk] : loaded)
      vector::TransferWriteOp::create(b, k.loc, value, tile, chunk.tileIndices,
                                      ArrayRef<bool>{true});
  };
  int64_t batches = llvm::divideCeil(passes, batchSize);
  if (batches == 1) {
    copyBatch(k.index(0));
  } else {
    scf::ForOp::create(
        b, k.loc, k.index(0), k.index(batches * batchSize), k.index(batchSize),
        ValueRange{},
        [&](OpBuilder &nb, Location, Value firstPass, ValueRange) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          copyBatch(firstPass);
          scf::YieldOp::create(b, k.loc);
        });
  }
  gpu::BarrierOp::create(b, k.loc);
  return {tile, tileFirstRow};
}

Value DepthwiseKernelEmitter::mmaOperand(Value pair) {
  if (!p.elementType.isBF16())
    return pair;
  Value word = vector::BitCastOp::create(
      b, k.loc, VectorType::get({1}, b.getI32Type()), pair);
  return vector::ExtractOp::create(b, k.loc, word, 0);
}

SmallVector<Value, 4> DepthwiseKernelEmitter::mma(ArrayRef<Value> a,
                                                  ArrayRef<Value> bOperands,
                                                  ArrayRef<Value> c) {
  MLIRContext *ctx = b.getContext();
  SmallVector<Value> aOperands;
  for (Value pair : a)
    aOperands.push_back(mmaOperand(pair));
  Type f32 = b.getF32Type();
  auto resultType = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
  NVVM::MMATypes ptxType =
      p.elementType.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  auto product = NVVM::MmaOp::create(
      b, k.loc, resultType, aOperands, bOperands, c,
      ArrayRef<int64_t>{kMmaTileRows, kMmaTileCols, kMmaTileInputCols},
      /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
      std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  SmallVector<Value, 4> result;
  for (int64_t i = 0; i < 4; ++i)
    result.push_back(LLVM::ExtractValueOp::create(b, k.loc, product, i));
  return result;
}

SmallVector<SmallVector<Value, 2>>
DepthwiseKernelEmitter::mmaFilterOperands(Value channel, Value group,
                                          Value position) {
  VectorType pairType = VectorType::get({2}, p.elementType);
  // B of filter row kh is the banded matrix T[j][n] = w[kh][kw] where input
  // column j of the product feeds output n at tap kw: j = n + kw * dilation.
  // The lane's 4 elements (j = 2q, 2q + 1, 2q + 8, 2q + 9 at n = g) are the
  // same taps of every filter row.
  SmallVector<Value, 4> tapValid, tapColumn;
  for (int64_t e : {0, 1, 8, 9}) {
    Value offset =
        arith::SubIOp::create(b, k.loc, k.add(k.mul(position, 2), e), group);
    Value valid = k.andI(k.ge(offset, 0), k.lt(offset, p.extentW()));
    if (p.dilationW > 1)
      valid = k.andI(valid, arith::CmpIOp::create(
                                b, k.loc, arith::CmpIPredicate::eq,
                                arith::RemSIOp::create(b, k.loc, offset,
                                                       k.index(p.dilationW)),
                                k.index(0)));
    tapValid.push_back(valid);
    tapColumn.push_back(
        k.div(k.clamp(offset, 0, p.extentW() - 1), p.dilationW));
  }
  Value elementZero = k.zero(p.elementType);
  SmallVector<SmallVector<Value, 2>> operands;
  for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
    SmallVector<Value, 4> elements;
    for (auto [valid, kw] : llvm::zip(tapValid, tapColumn))
      elements.push_back(k.select(
          valid, load(filter, filterIndices(channel, kh, kw)), elementZero));
    operands.push_back(
        {mmaOperand(vector::FromElementsOp::create(
             b, k.loc, pairType, ArrayRef(elements).take_front(2))),
         mmaOperand(vector::FromElementsOp::create(
             b, k.loc, pairType, ArrayRef(elements).drop_front(2)))});
  }
  return operands;
}

DepthwiseKernelEmitter::MmaLane
DepthwiseKernelEmitter::getMmaLane(Value lane, Value channel) {
  MmaLane mmaLane;
  mmaLane.group = k.div(lane, 4);
  mmaLane.position = k.rem(lane, 4);
  mmaLane.bOperands =
      mmaFilterOperands(channel, mmaLane.group, mmaLane.position);
  if (bias)
    mmaLane.bias = castFloat(b, k.loc, load(bias, {channel}), accType);
  return mmaLane;
}

void DepthwiseKernelEmitter::writeMmaOutputTile(Value outTile,
                                                ValueRange blockIds,
                                                Value threadId,
                                                Value firstChannel,
                                                Value batch) {
  gpu::BarrierOp::create(b, k.loc);

  // Thread t writes chunk column t % chunksPerRow of the tile's rows
  // t / chunksPerRow + i * rowsPerPass.
  int64_t chunkWidth = getMmaOutputChunkWidth(p);
  int64_t chunksPerRow = p.outWidth / chunkWidth;
  int64_t rowsPerPass = config.getThreads() / chunksPerRow;
  int64_t stackedRows = config.getBlockChannels() * config.getBlockRows();
  VectorType chunkType = VectorType::get({chunkWidth}, p.elementType);
  Value column = k.mul(k.rem(threadId, chunksPerRow), chunkWidth);
  Value firstRow = k.div(threadId, chunksPerRow);
  Value threadActive = k.lt(firstRow, rowsPerPass);
  Value padding = k.zero(p.elementType);
  scf::ForOp::create(
      b, k.loc, k.index(0), k.index(llvm::divideCeil(stackedRows, rowsPerPass)),
      k.index(1), ValueRange{},
      [&](OpBuilder &nb, Location, Value pass, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        Value stacked = k.add(firstRow, k.mul(pass, rowsPerPass));
        Value row = k.rem(stacked, config.getBlockRows());
        Value tileChannel = k.div(stacked, config.getBlockRows());
        Value outRow = k.add(k.mul(blockIds[0], config.getBlockRows()), row);
        Value outChannel = k.add(firstChannel, tileChannel);
        Value valid = k.andI(
            k.andI(threadActive, k.lt(stacked, stackedRows)),
            k.andI(k.lt(outChannel, p.channels), k.lt(outRow, p.outHeight)));
        auto store = scf::IfOp::create(b, k.loc, valid, false);
        {
          OpBuilder::InsertionGuard insertion(b);
          b.setInsertionPointToStart(store.thenBlock());
          Value chunk = vector::TransferReadOp::create(
              b, k.loc, chunkType, outTile,
              ValueRange{tileChannel, row, k.add(column, kMmaTileCols)},
              padding, ArrayRef<bool>{true});
          vector::TransferWriteOp::create(
              b, k.loc, chunk, output,
              ValueRange{batch, outChannel, outRow, column},
              ArrayRef<bool>{true});
        }
        scf::YieldOp::create(b, k.loc);
      });
}

void DepthwiseKernelEmitter::emitMmaThread(ValueRange blockIds,
                                           Value threadId) {
  // Fragment layouts of mma.m16n8k16 (PTX ISA, "Matrix Fragments"): lane l
  // is in group g = l / 4 at position q = l % 4. A's rows g and g + 8 hold
  // columns 2q, 2q + 1 (+ 8); B's column g holds rows 2q, 2q + 1 (+ 8); C's
  // rows g and g + 8 hold columns 2q, 2q + 1.
  Type f32 = accType;
  int64_t rowTiles = config.getBlockRows() / kMmaTileRows;
  int64_t colTiles = getMmaColumnTiles(p);
  int64_t columnOffset = getMmaColumnOffset(p);
  Value lane = k.rem(threadId, dwc::kWarpSize);
  Value warp = k.div(threadId, dwc::kWarpSize);
  Value rowTile = k.rem(warp, rowTiles);
  Value channelInBlock = k.div(warp, rowTiles);
  Value firstChannel = k.mul(blockIds[1], config.getBlockChannels());
  Value channel = k.add(firstChannel, channelInBlock);
  Value channelClamped = k.clamp(channel, 0, p.channels - 1);
  Value batch = blockIds[2];
  MmaLane mmaLane = getMmaLane(lane, channelClamped);
  Value group = mmaLane.group, position = mmaLane.position;
  Value biasValue = mmaLane.bias;
  ArrayRef<SmallVector<Value, 2>> bOperands = mmaLane.bOperands;

  InputTile tile = copyMmaTile(blockIds, threadId, firstChannel, batch);
  int64_t tileRows = getSharedTileShape(p, config)[1];

  // ldmatrix.x4: lanes 8i..8i+7 address the rows of 8x8 matrix i; matrices
  // 0-3 are A's (rows 0-7, columns 0-7), (8-15, 0-7), (0-7, 8-15),
  // (8-15, 8-15). Output row r of filter row kh reads tile row
  // r * stride + kh * dilation; rows past the map are clamped reads whose
  // outputs are not stored.
  Value matrix = k.div(lane, 8);
  Value aRow = k.add(k.rem(lane, 8), k.mul(k.rem(matrix, 2), 8));
  Value aColumn = k.mul(k.div(matrix, 2), 8);
  Value firstTileRow =
      k.mul(k.add(k.mul(rowTile, kMmaTileRows), aRow), p.strideH);
  SmallVector<Value> aRows;
  for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
    aRows.push_back(
        arith::MinSIOp::create(b, k.loc, k.add(firstTileRow, kh * p.dilationH),
                               k.index(tileRows - 1)));

  // Products store into the block's output tile (column c at c + 8, so
  // that no store needs a bounds check), which then leaves in aligned row
  // chunks: the fragments' 2-element pieces, 8 rows apart, would each be a
  // separate partial-sector write to global memory.
  Value outTile = allocWorkgroupTile(getMmaOutputTileShape(p, config));
  Value firstTileOutRow = k.add(k.mul(rowTile, kMmaTileRows), group);
  SmallVector<Value, 2> outRows = {firstTileOutRow, k.add(firstTileOutRow, 8)};
  Value zero = floatConstant(b, k.loc, f32, 0.0);
  auto ldmatrixType = VectorType::get({4, 2}, p.elementType);
  VectorType pairType = VectorType::get({2}, p.elementType);
  // Output column 8m + shift + 2q is even for every tile when the shift is.
  int64_t shift = p.padLeft - columnOffset;
  bool pairStores = shift % 2 == 0;
  // A step computes cols_per_thread / 8 column tiles, whose independent
  // accumulator chains the scheduler interleaves; a last step past the row
  // repeats its last tile (same values, same places).
  int64_t tilesPerStep = config.getColsPerThread() / kMmaTileCols;
  int64_t steps = llvm::divideCeil(colTiles, tilesPerStep);
  scf::ForOp::create(
      b, k.loc, k.index(0), k.index(steps), k.index(1), ValueRange{},
      [&](OpBuilder &nb, Location, Value step, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        SmallVector<Value> tiles;
        for (int64_t t = 0; t < tilesPerStep; ++t) {
          Value m = k.add(k.mul(step, tilesPerStep), t);
          tiles.push_back(
              steps * tilesPerStep > colTiles
                  ? arith::MinUIOp::create(b, k.loc, m, k.index(colTiles - 1))
                        .getResult()
                  : m);
        }
        SmallVector<SmallVector<Value, 4>> acc(tilesPerStep,
                                               SmallVector<Value, 4>(4, zero));
        for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
          for (auto [m, tileAcc] : llvm::zip(tiles, acc)) {
            Value a = nvgpu::LdMatrixOp::create(
                b, k.loc, ldmatrixType, tile.buffer,
                ValueRange{channelInBlock, aRows[kh],
                           k.add(k.mul(m, kMmaTileCols), aColumn)},
                /*transpose=*/false, /*numTiles=*/4);
            SmallVector<Value, 4> pairs;
            for (int64_t i = 0; i < 4; ++i)
              pairs.push_back(vector::ExtractOp::create(b, k.loc, a, i));
            tileAcc = mma(pairs, bOperands[kh], tileAcc);
          }
        }
        for (auto [m, tileAcc] : llvm::zip(tiles, acc)) {
          Value outColumn =
              k.add(k.add(k.mul(m, kMmaTileCols), shift + kMmaTileCols),
                    k.mul(position, 2));
          for (int64_t half = 0; half < 2; ++half) {
            SmallVector<Value, 2> values;
            for (int64_t e = 0; e < 2; ++e)
              values.push_back(
                  epilogue(tileAcc[half * 2 + e], biasValue, p.elementType));
            if (pairStores) {
              vector::TransferWriteOp::create(
                  b, k.loc,
                  vector::FromElementsOp::create(b, k.loc, pairType, values),
                  outTile, ValueRange{channelInBlock, outRows[half], outColumn},
                  ArrayRef<bool>{true});
              continue;
            }
            for (int64_t e = 0; e < 2; ++e)
              memref::StoreOp::create(b, k.loc, values[e], outTile,
                                      ValueRange{channelInBlock, outRows[half],
                                                 k.add(outColumn, e)});
          }
        }
        scf::YieldOp::create(b, k.loc);
      });
  writeMmaOutputTile(outTile, blockIds, threadId, firstChannel, batch);
}
