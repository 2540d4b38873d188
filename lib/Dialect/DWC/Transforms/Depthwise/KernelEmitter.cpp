//===- KernelEmitter.cpp - the shared depthwise kernel emitter ------------===//
//
// The grid of a configured depthwise op, the row-reuse loop every schedule
// but the tensor-core ones runs, the copies of input tiles into workgroup
// memory (band and whole-plane tiles, pixel-major tiles), output staging and
// the epilogue.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

Value DepthwiseKernelEmitter::emit() {
  input = k.toBuffer(op.getInput(), true);
  filter = k.toBuffer(op.getFilter(), true);
  bias = k.toBuffer(op.getBias(), true);
  output = k.toBuffer(op.getInit(), false);
  scf::ParallelOp blockLoop = k.buildLaunch(
      getDepthwiseGrid(p, config), config.getThreads(),
      config.getMaxRegisters(), [&](ValueRange blockIds, Value threadId) {
        if (config.getColumnReuse() == ColumnReuse::Window)
          emitWindowThread(blockIds, threadId);
        else if (config.getColumnReuse() == ColumnReuse::RolledWindow)
          emitRolledWindowThread(blockIds, threadId);
        else if (config.getColumnReuse() == ColumnReuse::Diagonal)
          emitDiagonalThread(blockIds, threadId);
        else if (config.getColumnReuse() == ColumnReuse::Mma)
          emitMmaThread(blockIds, threadId);
        else if (config.getColumnReuse() == ColumnReuse::BatchMma)
          emitBatchMmaThread(blockIds, threadId);
        else
          emitRowSegmentThread(blockIds, threadId);
      });
  // The coalescing pass reads the schedule from the nest.
  blockLoop->setAttr(kConfigAttrName, config);
  return k.toTensor(output, op.getInit());
}

Value DepthwiseKernelEmitter::epilogue(Value acc, Value biasValue,
                                       Type resultType) {
  Value x = biasValue ? arith::AddFOp::create(b, k.loc, acc, biasValue) : acc;
  x = applyActivation(b, k.loc, x, op.getActivation(), resultType);
  return castFloat(b, k.loc, x, resultType);
}

void DepthwiseKernelEmitter::emitRowReuseLoop(
    Value firstOutRow, int64_t valuesPerRow, Type accValueType,
    int64_t valuesPerFetch, function_ref<SmallVector<Value>(Value ih)> fetchRow,
    function_ref<SmallVector<Value>(ArrayRef<Value>)> expandRow,
    function_ref<void(MutableArrayRef<Value>, ArrayRef<Value>, int64_t)>
        accumulate,
    function_ref<void(Value i, ArrayRef<Value>)> storeRow) {
  int64_t liveRows = p.liveRows();
  int64_t extent = p.extentH();
  // Input rows first needed by output row i are i*s + [firstNew, extent);
  // rows [0, firstNew) precede the loop.
  int64_t firstNew = std::max<int64_t>(extent - p.strideH, 0);
  Value zero = floatConstant(b, k.loc, accValueType, 0.0);
  Accumulators accs(liveRows * valuesPerRow, zero);

  // Adds input row `q` (relative to the current output row's first input
  // row), already fetched, into every live output row it belongs to.
  auto addRow = [&](MutableArrayRef<Value> live, ArrayRef<Value> fetched,
                    int64_t q) {
    SmallVector<Value> window = expandRow(fetched);
    for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
      int64_t offset = q - kh * p.dilationH;
      if (offset < 0 || offset % p.strideH != 0)
        continue;
      int64_t liveRow = offset / p.strideH;
      if (liveRow >= liveRows)
        continue;
      accumulate(live.slice(liveRow * valuesPerRow, valuesPerRow), window, kh);
    }
  };
  // The rows output row `outRow` completes, fetched.
  auto fetchStep = [&](Value outRow) {
    Value inRow = k.add(k.mul(outRow, p.strideH), -p.padTop);
    SmallVector<Value> fetched;
    for (int64_t q = firstNew; q < extent; ++q)
      llvm::append_range(fetched, fetchRow(k.add(inRow, q)));
    return fetched;
  };

  Value firstInRow = k.add(k.mul(firstOutRow, p.strideH), -p.padTop);
  for (int64_t q = 0; q < firstNew; ++q)
    addRow(accs, fetchRow(k.add(firstInRow, q)), q);

  // The loop carries the rows of the next `depth` steps, fetched in order.
  int64_t depth = config.getPrefetchDepth();
  SmallVector<Value> iterArgs(accs);
  for (int64_t step = 0; step < depth; ++step)
    llvm::append_range(iterArgs, fetchStep(k.add(firstOutRow, step)));
  size_t numAccs = accs.size();
  size_t stepValues = (extent - firstNew) * valuesPerFetch;
  auto rowLoop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(config.getRowsPerThread()), k.index(1),
      iterArgs, [&](OpBuilder &nb, Location, Value i, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        Accumulators live(args.begin(), args.begin() + numAccs);
        SmallVector<Value> fetched(args.begin() + numAccs, args.end());
        SmallVector<Value> current(fetched.begin(),
                                   fetched.begin() + stepValues);
        // Rows past the output are clamped reads whose values go unused.
        SmallVector<Value> next =
            fetchStep(k.add(k.add(firstOutRow, i), depth));
        for (int64_t q = firstNew; q < extent; ++q)
          addRow(live,
                 ArrayRef<Value>(current).slice((q - firstNew) * valuesPerFetch,
                                                valuesPerFetch),
                 q);
        storeRow(i, ArrayRef<Value>(live).take_front(valuesPerRow));
        // Rotate: live row j + 1 becomes live row j; a fresh row enters.
        SmallVector<Value> yielded(live.begin() + valuesPerRow, live.end());
        yielded.append(valuesPerRow, zero);
        yielded.append(fetched.begin() + stepValues, fetched.end());
        llvm::append_range(yielded, next);
        scf::YieldOp::create(b, k.loc, yielded);
      });
  if (config.getUnrollRows())
    rowLoop->setAttr(kRotationPeriodAttrName, b.getI64IntegerAttr(liveRows));
}

Value DepthwiseKernelEmitter::chunksInImage(Value runStart, int64_t chunks,
                                            int64_t chunkWidth,
                                            int64_t imageSize) {
  Value chunksLeft =
      k.div(arith::SubIOp::create(b, k.loc, k.index(imageSize), runStart),
            chunkWidth);
  return arith::MinUIOp::create(b, k.loc, k.index(chunks), chunksLeft);
}

void DepthwiseKernelEmitter::writeStagedOutputTile(Value outTile,
                                                   Value threadId,
                                                   Value firstChannel,
                                                   Value batch) {
  gpu::BarrierOp::create(b, k.loc);

  // The block's planes are one run of the output; chunks of channels past
  // the last one stay in the tile.
  int64_t planeSize = p.outHeight * p.outWidth;
  int64_t chunkWidth = getWholePlaneOutputChunkWidth(p, config);
  int64_t chunks = config.getBlockChannels() * planeSize / chunkWidth;
  VectorType chunkType = VectorType::get({chunkWidth}, p.elementType);
  Value flatOutput = memref::CollapseShapeOp::create(
      b, k.loc, output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
  Value flatTile = memref::CollapseShapeOp::create(
      b, k.loc, outTile, ArrayRef<ReassociationIndices>{{0, 1, 2}});
  Value runStart = k.mul(firstChannel, planeSize);
  Value runChunks =
      chunksInImage(runStart, chunks, chunkWidth, p.channels * planeSize);
  Value padding = k.zero(p.elementType);
  auto writeChunk = [&](Value chunk) {
    auto store = scf::IfOp::create(
        b, k.loc,
        arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::ult, chunk,
                              runChunks),
        /*withElseRegion=*/false);
    OpBuilder::InsertionGuard insertion(b);
    b.setInsertionPointToStart(store.thenBlock());
    Value offset = k.mul(chunk, chunkWidth);
    Value value = vector::TransferReadOp::create(b, k.loc, chunkType, flatTile,
                                                 ValueRange{offset}, padding,
                                                 ArrayRef<bool>{true});
    vector::TransferWriteOp::create(b, k.loc, value, flatOutput,
                                    ValueRange{batch, k.add(runStart, offset)},
                                    ArrayRef<bool>{true});
  };
  k.forEachChunkBatch(chunks, config.getThreads(), threadId, kCopyBatch,
                      [&](ArrayRef<Value> batchChunks) {
    for (Value chunk : batchChunks)
      writeChunk(chunk);
  });
}

DepthwiseKernelEmitter::InputTile
DepthwiseKernelEmitter::copyInputTile(ValueRange blockIds, Value threadId,
                                      Value firstChannel, Value batch) {
  // The copy moves aligned chunks, each thread issuing a batch of loads
  // before it stores any. A block that covers whole channel planes copies
  // them as one contiguous run of up to 16-byte chunks; a band of rows is
  // copied row by row in `vector_width` chunks, padding rows as zeros.
  Value padding = k.zero(p.elementType);
  SmallVector<int64_t, 3> tileShape = getSharedTileShape(p, config);
  int64_t tileRows = tileShape[1];
  Value tile = allocWorkgroupTile(tileShape);
  bool wholePlanes = isWholePlaneTile(p, config);
  Value tileFirstRow =
      wholePlanes ? k.index(0)
                  : k.add(k.mul(blockIds[0], config.getBlockRows() * p.strideH),
                          -p.padTop);
  int64_t planeSize = p.height * p.width;
  int64_t chunkWidth = wholePlanes ? getWholePlaneChunkWidth(p, config)
                                   : config.getVectorWidth();
  VectorType chunkType = VectorType::get({chunkWidth}, p.elementType);
  Value zeroChunk = k.zero(chunkType);
  int64_t chunks = tileShape[0] * tileRows * p.width / chunkWidth;
  // Whole planes are copied through flat views of the input and the tile.
  Value flatInput, flatTile;
  if (wholePlanes) {
    flatInput = memref::CollapseShapeOp::create(
        b, k.loc, input, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    flatTile = memref::CollapseShapeOp::create(
        b, k.loc, tile, ArrayRef<ReassociationIndices>{{0, 1, 2}});
  }
  // A loaded chunk and where in the tile it goes.
  struct Chunk {
    Value value, destination;
    SmallVector<Value, 3> indices;
  };
  // Loads `chunk` (clamped into the tile: a repeat of the last chunk is a
  // store of the same value).
  auto loadChunk = [&](Value chunk) -> Chunk {
    chunk = arith::MinUIOp::create(b, k.loc, chunk, k.index(chunks - 1));
    if (wholePlanes) {
      // Chunks past the last channel re-read the last one; their outputs are
      // never stored.
      Value offset = k.mul(chunk, chunkWidth);
      Value source = arith::MinUIOp::create(
          b, k.loc, k.add(k.mul(firstChannel, planeSize), offset),
          k.index(p.channels * planeSize - chunkWidth));
      Value vec = vector::TransferReadOp::create(b, k.loc, chunkType, flatInput,
                                                 ValueRange{batch, source},
                                                 padding, ArrayRef<bool>{true});
      return {vec, flatTile, {offset}};
    }
    int64_t chunksPerRow = p.width / chunkWidth;
    Value col = k.mul(k.rem(chunk, chunksPerRow), chunkWidth);
    Value rest = k.div(chunk, chunksPerRow);
    Value row = k.rem(rest, tileRows);
    Value tileChannel = k.div(rest, tileRows);
    Value inRow = k.add(tileFirstRow, row);
    Value rowValid = k.andI(k.ge(inRow, 0), k.lt(inRow, p.height));
    Value inChannel = arith::MinUIOp::create(
        b, k.loc, k.add(firstChannel, tileChannel), k.index(p.channels - 1));
    Value vec = vector::TransferReadOp::create(
        b, k.loc, chunkType, input,
        ValueRange{batch, inChannel, k.clamp(inRow, 0, p.height - 1), col},
        padding, ArrayRef<bool>{true});
    return {k.select(rowValid, vec, zeroChunk), tile, {tileChannel, row, col}};
  };
  k.forEachChunkBatch(chunks, config.getThreads(), threadId, kCopyBatch,
                      [&](ArrayRef<Value> batchChunks) {
    SmallVector<Chunk> loaded;
    for (Value chunk : batchChunks)
      loaded.push_back(loadChunk(chunk));
    for (const Chunk &chunk : loaded)
      vector::TransferWriteOp::create(b, k.loc, chunk.value, chunk.destination,
                                      chunk.indices, ArrayRef<bool>{true});
  });
  gpu::BarrierOp::create(b, k.loc);

  return {tile, tileFirstRow};
}

std::pair<Value, Value> DepthwiseKernelEmitter::splitPixelChunk(Value chunk) {
  int64_t width = config.getVectorWidth();
  int64_t chunksPerPixel = config.getBlockChannels() / width;
  Value pixel = k.div(chunk, chunksPerPixel);
  return {pixel, k.mul(k.rem(chunk, chunksPerPixel), width)};
}

/// `buffer` (N x H x W x C, or a pixel-major H x W x C workgroup tile) with
/// its pixels as one index.
static Value collapsePixels(OpBuilder &b, Location loc, Value buffer) {
  SmallVector<ReassociationIndices> groups =
      cast<MemRefType>(buffer.getType()).getRank() == 4
          ? SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}}
          : SmallVector<ReassociationIndices>{{0, 1}, {2}};
  return memref::CollapseShapeOp::create(b, loc, buffer, groups);
}

DepthwiseKernelEmitter::PixelChunks
DepthwiseKernelEmitter::getPixelChunks(int64_t pixels, Value global,
                                       Value tile) {
  int64_t width = config.getVectorWidth();
  PixelChunks view;
  view.chunks = pixels * config.getBlockChannels() / width;
  view.chunkType = VectorType::get({width}, p.elementType);
  view.global = collapsePixels(b, k.loc, global);
  view.tile = collapsePixels(b, k.loc, tile);
  view.padding = k.zero(p.elementType);
  return view;
}

DepthwiseKernelEmitter::InputTile
DepthwiseKernelEmitter::copyPixelMajorTile(Value threadId, Value firstChannel,
                                           Value batch) {
  Value tile = allocWorkgroupTile(getSharedTileShape(p, config));
  PixelChunks view = getPixelChunks(p.height * p.width, input, tile);
  struct Chunk {
    Value value, pixel, tileChannel;
  };
  k.forEachChunkBatch(view.chunks, config.getThreads(), threadId, kCopyBatch,
                      [&](ArrayRef<Value> batchChunks) {
    SmallVector<Chunk> loaded;
    for (Value chunk : batchChunks) {
      // A repeat of the last chunk stores the same values; channels past the
      // last one re-read it, and their outputs are never stored.
      chunk = arith::MinUIOp::create(b, k.loc, chunk, k.index(view.chunks - 1));
      auto [pixel, tileChannel] = splitPixelChunk(chunk);
      Value channel =
          arith::MinUIOp::create(b, k.loc, k.add(firstChannel, tileChannel),
                                 k.index(p.channels - config.getVectorWidth()));
      Value value =
          vector::TransferReadOp::create(b, k.loc, view.chunkType, view.global,
                                         ValueRange{batch, pixel, channel},
                                         view.padding, ArrayRef<bool>{true});
      loaded.push_back({value, pixel, tileChannel});
    }
    for (const Chunk &chunk : loaded)
      vector::TransferWriteOp::create(
          b, k.loc, chunk.value, view.tile,
          ValueRange{chunk.pixel, chunk.tileChannel}, ArrayRef<bool>{true});
  });
  gpu::BarrierOp::create(b, k.loc);
  return {tile, k.index(0)};
}

void DepthwiseKernelEmitter::writePixelMajorOutputTile(Value outTile,
                                                       Value threadId,
                                                       Value firstChannel,
                                                       Value batch) {
  gpu::BarrierOp::create(b, k.loc);
  PixelChunks view = getPixelChunks(p.outHeight * p.outWidth, output, outTile);
  k.forEachChunkBatch(view.chunks, config.getThreads(), threadId, kCopyBatch,
                      [&](ArrayRef<Value> batchChunks) {
    for (Value chunk : batchChunks) {
      auto [pixel, tileChannel] = splitPixelChunk(chunk);
      Value channel = k.add(firstChannel, tileChannel);
      Value valid = k.andI(k.lt(chunk, view.chunks), k.lt(channel, p.channels));
      auto store = scf::IfOp::create(b, k.loc, valid, /*withElse=*/false);
      OpBuilder::InsertionGuard insertion(b);
      b.setInsertionPointToStart(store.thenBlock());
      Value value = vector::TransferReadOp::create(
          b, k.loc, view.chunkType, view.tile, ValueRange{pixel, tileChannel},
          view.padding, ArrayRef<bool>{true});
      vector::TransferWriteOp::create(b, k.loc, value, view.global,
                                      ValueRange{batch, pixel, channel},
                                      ArrayRef<bool>{true});
    }
  });
}
