//===- BatchMma.cpp - the batched tensor-core schedule --------------------===//
//
// `batch_mma`: 16 images per block; their whole channel planes go to
// workgroup memory, and each warp multiplies every input row of its channel,
// 16 images x 16 columns, by all filter rows as banded matrices
// (nvvm.mma.sync) into rotating accumulators for one 8-column output tile;
// the finished rows go over the input tile, which leaves as one run per
// image.
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

void DepthwiseKernelEmitter::emitBatchMmaThread(ValueRange blockIds,
                                                Value threadId) {
  // Fragment layouts as in emitMmaThread; A's rows are the block's 16
  // images. Tile m's A holds input columns 8m - pad_left .. 8m - pad_left +
  // 15, two 8-column chunks of which the second is tile m + 1's first, so B
  // (mmaFilterOperands) is the same for every tile and output column
  // 8m + n takes A column n + kw. Each input row is read from the tile
  // once for all filter rows; prefersBatchMma (TensorCoreCandidates.cpp)
  // says where this beats the CUDA-core schedules.
  Type f32 = accType;
  int64_t colTiles = llvm::divideCeil(p.outWidth, kMmaTileCols);
  int64_t planeSize = p.height * p.width;
  Value lane = k.rem(threadId, dwc::kWarpSize);
  Value warp = k.div(threadId, dwc::kWarpSize);
  Value colTile = k.rem(warp, colTiles);
  Value channelInBlock = k.div(warp, colTiles);
  Value firstChannel = k.mul(blockIds[1], config.getBlockChannels());
  Value channelClamped =
      k.clamp(k.add(firstChannel, channelInBlock), 0, p.channels - 1);
  Value firstImage = k.mul(blockIds[2], kBatchMmaImages);
  MmaLane mmaLane = getMmaLane(lane, channelClamped);
  Value group = mmaLane.group, position = mmaLane.position;
  Value biasValue = mmaLane.bias;
  ArrayRef<SmallVector<Value, 2>> bOperands = mmaLane.bOperands;

  // The 16 images' planes of the block's channels, in one cp.async group
  // per band of rows (prefetch_depth), so that the products of a band's
  // rows overlap the later bands' copies.
  Value tile = allocWorkgroupTile(getSharedTileShape(p, config));
  BatchMmaBlock block{
      tile,
      memref::CollapseShapeOp::create(
          b, k.loc, input, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}}),
      memref::CollapseShapeOp::create(
          b, k.loc, output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}}),
      firstImage,
      firstChannel,
      k.mul(firstChannel, planeSize)};
  SmallVector<int64_t> bandStarts = getBatchMmaCopyBands(p, config);
  int64_t bands = bandStarts.size() - 1;
  SmallVector<Value> bandCopies =
      copyBatchMmaBands(block, threadId, bandStarts);
  // Before a band's first row: its group (the later ones may still be in
  // flight), then a barrier, as other threads copied it.
  auto waitForBand = [&](int64_t band) {
    int64_t later = bands - 1 - band;
    nvgpu::DeviceAsyncWaitOp::create(b, k.loc, bandCopies[band],
                                     later ? b.getI32IntegerAttr(later)
                                           : IntegerAttr());
    gpu::BarrierOp::create(b, k.loc);
  };
  waitForBand(0);

  // The lane's A pairs of a row: chunk c's columns 8(m + c) - pad_left + 2q
  // and + 1, rows g and g + 8. With an even width and left padding the two
  // are one aligned 4-byte word, both inside or both outside the row;
  // otherwise each is read alone and zero outside the row.
  bool alignedPairs = p.width % 2 == 0 && p.padLeft % 2 == 0;
  VectorType pairType = VectorType::get({2}, p.elementType);
  Value zeroPair = k.zero(pairType);
  Value padding = k.zero(p.elementType);
  Value planeBase = k.mul(channelInBlock, planeSize);
  SmallVector<Value, 2> images = {group, k.add(group, 8)};
  // Per chunk, the plane offsets of the lane's column(s) and whether each
  // lies inside the row: one pair, or the two elements.
  SmallVector<SmallVector<std::pair<Value, Value>, 2>, 2> chunkColumns;
  for (int64_t c = 0; c < 2; ++c) {
    Value column =
        k.add(k.add(k.mul(colTile, kMmaTileCols), c * kMmaTileCols - p.padLeft),
              k.mul(position, 2));
    SmallVector<std::pair<Value, Value>, 2> &columns =
        chunkColumns.emplace_back();
    for (int64_t e = 0; e < (alignedPairs ? 1 : 2); ++e) {
      Value element = k.add(column, e);
      Value valid = k.andI(k.ge(element, 0), k.lt(element, p.width));
      columns.push_back(
          {k.add(planeBase,
                 k.clamp(element, 0, p.width - (alignedPairs ? 2 : 1))),
           valid});
    }
  }
  auto readPair = [&](Value image, ArrayRef<std::pair<Value, Value>> columns,
                      int64_t rowOffset) -> Value {
    if (alignedPairs) {
      auto [column, valid] = columns.front();
      Value pair = vector::TransferReadOp::create(
          b, k.loc, pairType, tile, ValueRange{image, k.add(column, rowOffset)},
          padding, ArrayRef<bool>{true});
      return k.select(valid, pair, zeroPair);
    }
    SmallVector<Value, 2> elements;
    for (auto [column, valid] : columns) {
      Value element = memref::LoadOp::create(
          b, k.loc, tile, ValueRange{image, k.add(column, rowOffset)});
      elements.push_back(k.select(valid, element, padding));
    }
    return vector::FromElementsOp::create(b, k.loc, pairType, elements);
  };

  // Input rows in order, each into the accumulators of every output row it
  // feeds (row reuse); a finished row is kept as element pairs.
  Value zero = floatConstant(b, k.loc, f32, 0.0);
  std::map<int64_t, SmallVector<Value, 4>> live;
  SmallVector<std::pair<int64_t, SmallVector<Value, 2>>> finished;
  auto lastInputRow = [&](int64_t outRow) {
    int64_t last = -1;
    for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
      int64_t row = outRow - p.padTop + kh * p.dilationH;
      if (row >= 0 && row < p.height)
        last = row;
    }
    return last;
  };
  // A warp's finished rows go over the input tile once every warp has read
  // the input rows there: as aligned pairs, or (odd width) each element
  // inside the row alone.
  int64_t rowsFinished = 0;
  auto writeFinishedRows = [&] {
    Value outColumn = k.add(k.mul(colTile, kMmaTileCols), k.mul(position, 2));
    for (int64_t e = 0; e < (alignedPairs ? 1 : 2); ++e) {
      Value column = k.add(outColumn, e);
      auto storeRows = scf::IfOp::create(b, k.loc, k.lt(column, p.outWidth),
                                         /*withElseRegion=*/false);
      OpBuilder::InsertionGuard insertion(b);
      b.setInsertionPointToStart(storeRows.thenBlock());
      Value base = k.add(planeBase, column);
      for (const auto &[outRow, pairs] : finished)
        for (auto [pair, image] : llvm::zip(pairs, images)) {
          SmallVector<Value, 2> indices = {image,
                                           k.add(base, outRow * p.outWidth)};
          if (alignedPairs)
            vector::TransferWriteOp::create(b, k.loc, pair, tile, indices,
                                            ArrayRef<bool>{true});
          else
            memref::StoreOp::create(
                b, k.loc, vector::ExtractOp::create(b, k.loc, pair, e), tile,
                indices);
        }
    }
    rowsFinished += finished.size();
    finished.clear();
  };

  // With bands, a band's wait also finds every earlier input row read: the
  // rows finished by then go over the tile and, after a barrier, leave up
  // to the last chunk-aligned row, while the warps compute on.
  int64_t rowsStored = 0;
  for (int64_t t = 0, band = 1; t < p.height; ++t) {
    if (band < bands && t == bandStarts[band]) {
      waitForBand(band++);
      writeFinishedRows();
      int64_t storeEnd = rowsFinished;
      while (storeEnd > rowsStored && !startsBatchMmaChunk(p, config, storeEnd))
        --storeEnd;
      if (storeEnd > rowsStored) {
        gpu::BarrierOp::create(b, k.loc);
        storeBatchMmaRows(block, threadId, rowsStored, storeEnd);
        rowsStored = storeEnd;
      }
    }
    SmallVector<Value, 4> a;
    for (ArrayRef<std::pair<Value, Value>> columns : chunkColumns)
      for (Value image : images)
        a.push_back(readPair(image, columns, t * p.width));
    for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
      int64_t outRow = t + p.padTop - kh * p.dilationH;
      if (outRow < 0 || outRow >= p.outHeight)
        continue;
      auto [acc, inserted] =
          live.try_emplace(outRow, SmallVector<Value, 4>(4, zero));
      acc->second = mma(a, bOperands[kh], acc->second);
    }
    for (auto it = live.begin(); it != live.end();) {
      if (lastInputRow(it->first) != t) {
        ++it;
        continue;
      }
      SmallVector<Value, 2> pairs;
      for (int64_t half = 0; half < 2; ++half) {
        SmallVector<Value, 2> values;
        for (int64_t e = 0; e < 2; ++e)
          values.push_back(
              epilogue(it->second[half * 2 + e], biasValue, p.elementType));
        pairs.push_back(
            vector::FromElementsOp::create(b, k.loc, pairType, values));
      }
      finished.push_back({it->first, pairs});
      it = live.erase(it);
    }
  }

  // Once every warp has read its rows, the rest of the outputs.
  gpu::BarrierOp::create(b, k.loc);
  writeFinishedRows();
  gpu::BarrierOp::create(b, k.loc);
  storeBatchMmaRows(block, threadId, rowsStored, p.height);
}

int64_t DepthwiseKernelEmitter::countBatchMmaChunks(int64_t rowBegin,
                                                    int64_t rowEnd) {
  return kBatchMmaImages * config.getBlockChannels() * (rowEnd - rowBegin) *
         p.width / config.getVectorWidth();
}

std::tuple<Value, Value, Value>
DepthwiseKernelEmitter::placeBatchMmaChunk(Value chunk, int64_t rowBegin,
                                           int64_t rowEnd) {
  int64_t chunkWidth = config.getVectorWidth();
  int64_t channels = config.getBlockChannels();
  if (rowBegin == 0 && rowEnd == p.height) {
    int64_t chunksPerImage = channels * p.height * p.width / chunkWidth;
    return {k.div(chunk, chunksPerImage), Value(),
            k.mul(k.rem(chunk, chunksPerImage), chunkWidth)};
  }
  int64_t segmentChunks = (rowEnd - rowBegin) * p.width / chunkWidth;
  Value segment = k.div(chunk, segmentChunks);
  Value channel = k.rem(segment, channels);
  Value offset =
      k.add(k.add(k.mul(channel, p.height * p.width), rowBegin * p.width),
            k.mul(k.rem(chunk, segmentChunks), chunkWidth));
  return {k.div(segment, channels), channel, offset};
}

SmallVector<Value> DepthwiseKernelEmitter::copyBatchMmaBands(
    const BatchMmaBlock &block, Value threadId, ArrayRef<int64_t> bandStarts) {
  // All chunks of a thread in flight together, 16-byte ones bypassing L1.
  // Channels past the last and images past the batch re-read the last ones;
  // their outputs are never stored.
  int64_t threads = config.getThreads();
  int64_t chunkWidth = config.getVectorWidth();
  int64_t imageSize = p.channels * p.height * p.width;
  SmallVector<Value> groups;
  for (auto [rowBegin, rowEnd] :
       llvm::zip(bandStarts.drop_back(), bandStarts.drop_front())) {
    int64_t chunks = countBatchMmaChunks(rowBegin, rowEnd);
    SmallVector<Value> copies;
    for (int64_t j = 0, perThread = llvm::divideCeil(chunks, threads);
         j < perThread; ++j) {
      Value chunk = arith::MinUIOp::create(
          b, k.loc, k.add(threadId, j * threads), k.index(chunks - 1));
      auto [image, channel, offset] =
          placeBatchMmaChunk(chunk, rowBegin, rowEnd);
      Value source =
          arith::MinUIOp::create(b, k.loc, k.add(block.runStart, offset),
                                 k.index(imageSize - chunkWidth));
      Value inImage = arith::MinUIOp::create(
          b, k.loc, k.add(block.firstImage, image), k.index(p.batch - 1));
      copies.push_back(nvgpu::DeviceAsyncCopyOp::create(
          b, k.loc, block.tile, ValueRange{image, offset}, block.flatInput,
          ValueRange{inImage, source}, b.getIndexAttr(chunkWidth),
          /*srcElements=*/Value(),
          chunkWidth * p.elementBytes() == kMaxAccessBytes ? b.getUnitAttr()
                                                           : UnitAttr()));
    }
    groups.push_back(nvgpu::DeviceAsyncCreateGroupOp::create(b, k.loc, copies));
  }
  return groups;
}

void DepthwiseKernelEmitter::storeBatchMmaRows(const BatchMmaBlock &block,
                                               Value threadId, int64_t rowBegin,
                                               int64_t rowEnd) {
  int64_t chunkWidth = config.getVectorWidth();
  int64_t channels = config.getBlockChannels();
  bool wholeRuns = rowBegin == 0 && rowEnd == p.height;
  // Whole runs end at the image's end; a band's planes at the last channel.
  Value runChunks =
      wholeRuns ? chunksInImage(block.runStart,
                                channels * p.height * p.width / chunkWidth,
                                chunkWidth, p.channels * p.height * p.width)
                : Value();
  Value batchImages = arith::MinUIOp::create(
      b, k.loc, k.index(kBatchMmaImages),
      arith::SubIOp::create(b, k.loc, k.index(p.batch), block.firstImage));
  Value channelsLeft =
      wholeRuns ? Value()
                : arith::MinUIOp::create(
                      b, k.loc, k.index(channels),
                      arith::SubIOp::create(b, k.loc, k.index(p.channels),
                                            block.firstChannel));
  VectorType chunkType = VectorType::get({chunkWidth}, p.elementType);
  Value padding = k.zero(p.elementType);
  k.forEachChunkBatch(
      countBatchMmaChunks(rowBegin, rowEnd), config.getThreads(), threadId,
      kCopyBatch,
      [&](ArrayRef<Value> batchChunks) {
        for (Value chunk : batchChunks) {
          auto [image, channel, offset] =
              placeBatchMmaChunk(chunk, rowBegin, rowEnd);
          Value inBlock =
              wholeRuns
                  ? arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::ult,
                                          k.div(offset, chunkWidth), runChunks)
                  : arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::ult,
                                          channel, channelsLeft);
          Value valid =
              k.andI(inBlock,
                     arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::ult,
                                           image, batchImages));
          auto store = scf::IfOp::create(b, k.loc, valid,
                                         /*withElseRegion=*/false);
          OpBuilder::InsertionGuard insertion(b);
          b.setInsertionPointToStart(store.thenBlock());
          Value value = vector::TransferReadOp::create(
              b, k.loc, chunkType, block.tile, ValueRange{image, offset},
              padding, ArrayRef<bool>{true});
          vector::TransferWriteOp::create(
              b, k.loc, value, block.flatOutput,
              ValueRange{k.add(block.firstImage, image),
                         k.add(block.runStart, offset)},
              ArrayRef<bool>{true});
        }
      });
}
