//===- GemmEmitter.cpp - the pointwise GEMM kernel emitter ----------------===//
//
// A configured dwc.pointwise_conv2d becomes, on its operands' buffers:
//
//   scf.parallel (M blocks, N block, image)  mapped to block_x/y/z
//     scf.parallel (thread)                  mapped to thread_x
//       start the copies of the first stages - 1 steps
//       scf.for over the steps: tiles_m tiles x K steps of block_k,
//                               iter_args = accumulators
//         wait for this step's copies; barrier
//         start the copies of step + stages - 1 into the stage freed last
//         multiply this step's tiles into the accumulators (ffma or mma)
//         after a tile's last K step (tiles_m > 1): its epilogue, then
//           zero accumulators
//       epilogue (GemmEpilogue.cpp): bias, activation, residual,
//         rounding; guarded stores
//
// With one stage the copies of a step complete before its multiply and a
// second barrier keeps the next step's copies from overwriting the tiles.
//
// The operands are viewed as row-major matrices without copies: in NHWC the
// input's pixels x Cin (a strided layer's row m reads pixel (n, oh * sh,
// ow * sw)), the filter's Cin x Cout and the output's pixels x Cout; in NCHW
// per image the filter's Cout x Cin, the input's Cin x pixels and the
// output's Cout x pixels (under flat_pixels, each image's channels x pixels
// as one run). A filter gradient's K runs over all images'
// pixels: in NHWC, A is the input's pixels x Cin read transposed and B the
// output gradient's pixels x Cout; in NCHW, A is each image's Cout x pixels
// of the output gradient and B its Cin x pixels of the input, read
// transposed; a partition's blocks (the grid's third dimension) step over
// its own run of K and write its plane of the partial sums.
//
//===----------------------------------------------------------------------===//

#include "GemmEmitter.h"

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::pointwise;

/// Chunks a thread loads before it stores any: enough loads in flight to
/// cover DRAM latency without holding many registers.
static constexpr int64_t kGemmCopyBatch = 8;

/// Chunks of the depthwise output a thread computes before it stores any.
static constexpr int64_t kProducerBatch = 2;

/// k's a step of the `ffma` product loop.
static constexpr int64_t kFfmaUnroll = 4;

Value GemmKernelEmitter::emit() {
  input = k.toBuffer(operands.input, true);
  filter = k.toBuffer(operands.filter, true);
  output = k.toBuffer(operands.init, false);
  residualBuffer = k.toBuffer(operands.residual, true);
  bias = k.toBuffer(operands.bias, true);
  gradOutput = k.toBuffer(operands.gradOutput, true);
  if (producer) {
    producerFilter = k.toBuffer(producer->filter, true);
    producerBias = k.toBuffer(producer->bias, true);
  }
  k.buildLaunch(getGemmGrid(p, config), threads(), config.getMaxRegisters(),
                [&](ValueRange blockIds, Value threadId) {
                  emitThread(blockIds, threadId);
                });
  return k.toTensor(output, operands.init);
}

SmallVector<Value> GemmKernelEmitter::indexTransposed(Value row, Value col) {
  if (p.filterGradient && !p.isNHWC())
    return indexImageRow(row, col);
  return {row, col};
}

SmallVector<Value> GemmKernelEmitter::indexA(Value row, Value col) {
  // An NCHW filter gradient's A: the output gradient's channels (its NHWC
  // A is read transposed).
  if (p.filterGradient)
    return indexImageRow(row, col);
  if (!p.isNHWC())
    return {row, col};
  if (!p.isStrided())
    return {row, col};
  // Output pixel (n, oh, ow) reads input pixel (n, oh * sh, ow * sw).
  int64_t outPlane = p.outHeight * p.outWidth;
  Value image = k.div(row, outPlane);
  Value inPlane = k.rem(row, outPlane);
  Value oh = k.div(inPlane, p.outWidth), ow = k.rem(inPlane, p.outWidth);
  Value inRow = k.add(k.mul(image, p.height), k.mul(oh, p.strideH));
  return {k.add(k.mul(inRow, p.width), k.mul(ow, p.strideW)), col};
}

SmallVector<Value> GemmKernelEmitter::indexB(Value row, Value col) {
  // A filter gradient's B read as it is: the NHWC output gradient's pixels.
  if (p.isNHWC() || p.filterGradient)
    return {row, col};
  if (!p.isStrided())
    return {gemm, row, col};
  Value oh = k.div(col, p.outWidth), ow = k.rem(col, p.outWidth);
  return {gemm, row,
          k.add(k.mul(oh, p.strideH * p.width), k.mul(ow, p.strideW))};
}

SmallVector<Value> GemmKernelEmitter::indexC(Value row, Value col) {
  if (p.filterGradient && cast<MemRefType>(c.getType()).getRank() == 3)
    return {gemm, row, col};
  if (p.isNHWC() || p.filterGradient)
    return {row, col};
  return {gemm, row, col};
}

void GemmKernelEmitter::emitThread(ValueRange blockIds, Value threadId) {
  gemm = blockIds[2];
  // The views are made in the kernel, which takes the buffers themselves.
  auto collapse = [&](Value buffer,
                      ArrayRef<ReassociationIndices> groups) -> Value {
    if (!buffer)
      return Value();
    return memref::CollapseShapeOp::create(b, k.loc, buffer, groups);
  };
  if (p.filterGradient) {
    SmallVector<ReassociationIndices> pixels = {{0, 1, 2}, {3}};
    SmallVector<ReassociationIndices> planes = {{0}, {1}, {2, 3}};
    if (p.isNHWC()) {
      a = collapse(input, pixels);
      bMatrix = collapse(gradOutput, pixels);
    } else {
      a = collapse(gradOutput, planes);
      bMatrix = collapse(input, planes);
    }
    c = output;
  } else if (p.isNHWC()) {
    SmallVector<ReassociationIndices> pixels = {{0, 1, 2}, {3}};
    // A fused kernel reads the depthwise input as it is.
    a = producer ? input : collapse(input, pixels);
    bMatrix = filter;
    c = collapse(output, pixels);
    residual = collapse(residualBuffer, pixels);
  } else {
    // flat_pixels reads each image's channels x pixels as one run.
    SmallVector<ReassociationIndices> planes =
        config.getFlatPixels()
            ? SmallVector<ReassociationIndices>{{0}, {1, 2, 3}}
            : SmallVector<ReassociationIndices>{{0}, {1}, {2, 3}};
    a = filter;
    bMatrix = collapse(input, planes);
    c = collapse(output, planes);
    residual = collapse(residualBuffer, planes);
  }
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto allocTile = [&](ArrayRef<int64_t> shape, Type type) -> Value {
    return memref::AllocOp::create(
        b, k.loc,
        MemRefType::get(shape, type, MemRefLayoutAttrInterface(), workgroup),
        ValueRange{}, b.getI64IntegerAttr(kMaxAccessBytes));
  };
  int64_t stages = config.getStages();
  auto stagedShape = [&](SmallVector<int64_t, 2> shape) {
    return SmallVector<int64_t>{stages, shape[0], shape[1]};
  };
  tileA = allocTile(stagedShape(getGemmTileShapeA(config, p.elementType)),
                    p.elementType);
  tileB = allocTile(stagedShape(getGemmTileShapeB(config, p.elementType)),
                    p.elementType);
  if (SmallVector<int64_t, 3> shape = getGemmEpilogueTileShape(config);
      !shape.empty())
    epilogueTile = allocTile(shape, b.getF32Type());

  // The block's C tiles lie one under the other from tile firstTile on.
  int64_t tilesM = config.getTilesM();
  Value firstTile = k.mul(blockIds[0], tilesM);
  auto tileRow = [&](Value tile) {
    return k.mul(k.add(firstTile, tile), config.getBlockM());
  };
  Value n0 = k.mul(blockIds[1], config.getBlockN());
  Value warp = k.div(threadId, 32), lane = k.rem(threadId, 32);
  warpIndex = warp;
  Value warpM = k.mul(k.div(warp, config.getWarpsN()), warpRows());
  Value warpN = k.mul(k.rem(warp, config.getWarpsN()), warpCols());
  int64_t accumulators = warpRows() * warpCols() / 32;
  Value zero = floatConstant(b, k.loc, b.getF32Type(), 0.0);
  SmallVector<Value> init(accumulators, zero);
  int64_t kSteps = getGemmKSteps(p, config);
  // The block's steps: every K step of its first tile, then of the next.
  int64_t steps = tilesM * kSteps;
  // Partition z steps over K from z * kSteps * block_k; the last may run
  // past K, where the copies are zeros.
  kBase = config.getPartitions() == 1
              ? k.index(0)
              : k.mul(gemm, kSteps * config.getBlockK());
  // The first row of C and of K of the tiles of `step`.
  auto stepOrigin = [&](Value step) -> std::pair<Value, Value> {
    if (tilesM == 1)
      return {tileRow(k.index(0)),
              k.add(kBase, k.mul(step, config.getBlockK()))};
    return {tileRow(k.div(step, kSteps)),
            k.add(kBase, k.mul(k.rem(step, kSteps), config.getBlockK()))};
  };
  // cp.async.commit_group closes a group of every copy the thread started
  // since the last; an empty group keeps the count of groups per step fixed.
  auto commit = [&]() {
    return nvgpu::DeviceAsyncCreateGroupOp::create(b, k.loc, ValueRange{})
        .getResult();
  };
  auto multiply = [&](Value stage, SmallVector<Value> &acc) {
    if (isMma())
      multiplyMma(stage, warpM, warpN, lane, acc);
    else
      multiplyFfma(stage, warpM, warpN, lane, acc);
  };
  auto startStep = [&](Value step, Value stage, Value live,
                       SmallVectorImpl<std::function<void()>> &deferred) {
    auto [m0, k0] = stepOrigin(step);
    copyTiles(m0, n0, k0, stage, live, threadId, deferred);
    return commit();
  };
  // A tile's C is stored once its last K step is multiplied; with several
  // tiles, inside the loop, where the next tile's copies are in flight.
  auto finishTile = [&](Value step, SmallVector<Value> &acc) {
    if (tilesM == 1)
      return;
    Value last =
        arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::eq,
                              k.rem(step, kSteps), k.index(kSteps - 1));
    auto finished = scf::IfOp::create(b, k.loc, ValueRange(acc).getTypes(),
                                      last, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(finished.thenBlock());
    storeTile(stepOrigin(step).first, n0, warpM, warpN, lane, acc);
    scf::YieldOp::create(b, k.loc, ValueRange(init));
    b.setInsertionPointToStart(finished.elseBlock());
    scf::YieldOp::create(b, k.loc, ValueRange(acc));
    acc.assign(finished.getResults().begin(), finished.getResults().end());
  };
  Value prologueGroup;
  for (int64_t s = 0; s + 1 < stages; ++s) {
    SmallVector<std::function<void()>> deferred;
    // A step past the last starts no copies: its group is empty.
    if (s < steps) {
      auto [m0, k0] = stepOrigin(k.index(s));
      copyTiles(m0, n0, k0, k.index(s), /*live=*/Value(), threadId, deferred);
      for (auto &store : deferred)
        store();
    }
    prologueGroup = commit();
  }
  auto loop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(steps), k.index(1), init,
      [&](OpBuilder &nb, Location, Value step, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        SmallVector<Value> acc(args);
        SmallVector<std::function<void()>> deferred;
        if (stages == 1) {
          Value group = startStep(step, k.index(0), /*live=*/Value(), deferred);
          for (auto &store : deferred)
            store();
          nvgpu::DeviceAsyncWaitOp::create(b, k.loc, group,
                                           b.getI32IntegerAttr(0));
          gpu::BarrierOp::create(b, k.loc);
          multiply(k.index(0), acc);
          // The next step's copies overwrite the tiles.
          gpu::BarrierOp::create(b, k.loc);
          finishTile(step, acc);
          scf::YieldOp::create(b, k.loc, acc);
          return;
        }
        // Groups started: stages - 1 before the loop and one a step, so
        // this step's is done when at most stages - 2 are in flight.
        nvgpu::DeviceAsyncWaitOp::create(b, k.loc, prologueGroup,
                                         b.getI32IntegerAttr(stages - 2));
        // Every thread's copies of this step are visible, and every thread
        // is done with the stage that the next copies overwrite.
        gpu::BarrierOp::create(b, k.loc);
        // Steps past the last copy nothing from DRAM into a free stage.
        Value next = k.add(step, stages - 1);
        Value live = k.lt(next, steps);
        Value nextStep =
            arith::MinUIOp::create(b, k.loc, next, k.index(steps - 1));
        startStep(nextStep, k.rem(next, stages), live, deferred);
        multiply(k.rem(step, stages), acc);
        for (auto &store : deferred)
          store();
        finishTile(step, acc);
        scf::YieldOp::create(b, k.loc, acc);
      });
  if (tilesM == 1)
    storeTile(tileRow(k.index(0)), n0, warpM, warpN, lane,
              SmallVector<Value>(loop.getResults()));
}

void GemmKernelEmitter::copyTiles(
    Value m0, Value n0, Value k0, Value stage, Value live, Value threadId,
    SmallVectorImpl<std::function<void()>> &deferredStores) {
  int64_t width = config.getVectorWidth();
  VectorType chunkType = VectorType::get({width}, p.elementType);
  Value zeroChunk = k.zero(chunkType);
  llvm::Align alignment = getAccessAlignment(width, p.elementType);
  using IndexFn = SmallVector<Value> (GemmKernelEmitter::*)(Value, Value);
  /// Where chunk `chunk` of a rows x cols tile at (row0, col0) of a matrix
  /// of `rows` x `cols` elements lies: its (clamped) source, whether it is
  /// inside the matrix, and its place in the tile.
  struct ChunkPlace {
    SmallVector<Value> source;
    Value valid;
    Value tileRow, tileCol;
  };
  auto place = [&](Value chunk, int64_t tileCols, Value row0, Value col0,
                   int64_t rows, int64_t cols, IndexFn index) -> ChunkPlace {
    int64_t chunksPerRow = tileCols / width;
    Value tileRow = k.div(chunk, chunksPerRow);
    Value tileCol = k.mul(k.rem(chunk, chunksPerRow), width);
    Value row = k.add(row0, tileRow), col = k.add(col0, tileCol);
    Value valid = k.andI(k.lt(row, rows), k.lt(col, cols));
    if (live)
      valid = k.andI(valid, live);
    Value clampedRow = arith::MinUIOp::create(b, k.loc, row, k.index(rows - 1));
    Value clampedCol =
        arith::MinUIOp::create(b, k.loc, col, k.index(cols - width));
    return {(this->*index)(clampedRow, clampedCol), valid, tileRow, tileCol};
  };
  struct Chunk {
    Value value, tileRow, tileCol;
  };
  auto load = [&](const ChunkPlace &at, Value matrix) -> Chunk {
    Value value = vector::LoadOp::create(b, k.loc, chunkType, matrix, at.source,
                                         /*nontemporal=*/false, alignment);
    return {k.select(at.valid, value, zeroChunk), at.tileRow, at.tileCol};
  };
  // The stores may be deferred past this function: they capture by value.
  auto storeA = [this, stage, alignment, width](const Chunk &chunk) {
    if (isMma()) {
      vector::StoreOp::create(b, k.loc, chunk.value, tileA,
                              ValueRange{stage, chunk.tileRow, chunk.tileCol},
                              /*nontemporal=*/false, alignment);
      return;
    }
    // ffma reads columns of A: the tile holds A transposed.
    for (int64_t e = 0; e < width; ++e)
      memref::StoreOp::create(
          b, k.loc, vector::ExtractOp::create(b, k.loc, chunk.value, e), tileA,
          ValueRange{stage, k.add(chunk.tileCol, e), chunk.tileRow});
  };
  auto storeB = [this, stage, alignment](const Chunk &chunk) {
    vector::StoreOp::create(b, k.loc, chunk.value, tileB,
                            ValueRange{stage, chunk.tileRow, chunk.tileCol},
                            /*nontemporal=*/false, alignment);
  };
  // A transposed filter is read along its own rows, which run along the
  // tile's other dimension: its chunks are stored element by element.
  auto storeTransposed = [this, stage, width](Value tile, bool tileIsMajor) {
    return [this, stage, width, tile, tileIsMajor](const Chunk &chunk) {
      for (int64_t e = 0; e < width; ++e) {
        Value element = vector::ExtractOp::create(b, k.loc, chunk.value, e);
        Value along = k.add(chunk.tileCol, e);
        memref::StoreOp::create(b, k.loc, element, tile,
                                tileIsMajor
                                    ? ValueRange{stage, chunk.tileRow, along}
                                    : ValueRange{stage, along, chunk.tileRow});
      }
    };
  };
  // Chunks past the last are clamped: a repeat of the last chunk stores the
  // same values in the same place.
  auto clamped = [&](Value chunk, int64_t chunks) -> Value {
    return arith::MinUIOp::create(b, k.loc, chunk, k.index(chunks - 1));
  };
  // cp.async: no registers hold the chunks in flight, and chunks outside the
  // matrix are zero-filled (16-byte ones bypass L1).
  auto copyAsync = [&](int64_t chunks, function_ref<ChunkPlace(Value)> at,
                       Value tile, Value matrix) {
    k.forEachChunkBatch(
        chunks, threads(), threadId, kGemmCopyBatch,
        [&](ArrayRef<Value> batch) {
          for (Value chunk : batch) {
            ChunkPlace where = at(clamped(chunk, chunks));
            nvgpu::DeviceAsyncCopyOp::create(
                b, k.loc, tile, ValueRange{stage, where.tileRow, where.tileCol},
                matrix, where.source, b.getIndexAttr(width),
                k.select(where.valid, k.index(width), k.index(0)),
                width * p.elementBytes() == kMaxAccessBytes ? b.getUnitAttr()
                                                            : UnitAttr());
          }
        });
  };
  // Through registers: thread t moves chunks t, t + threads, ...; several
  // batches a thread go through a rolled loop (unrolled, the addresses of
  // all its chunks are invariant in the K loop, and LLVM hoists them out of
  // it into registers) and store as they go; one batch's stores are
  // deferred.
  auto copyThroughRegisters = [&](int64_t chunks,
                                  function_ref<Chunk(Value)> loadChunk,
                                  std::function<void(const Chunk &)> storeChunk,
                                  int64_t maxBatch, bool mayDefer) {
    int64_t perThread = llvm::divideCeilSigned(chunks, threads());
    int64_t batch = std::min(perThread, maxBatch);
    bool clamp =
        llvm::divideCeilSigned(perThread, batch) * batch * threads() > chunks;
    bool defer = mayDefer && perThread <= maxBatch;
    k.forEachChunkBatch(
        chunks, threads(), threadId, maxBatch, [&](ArrayRef<Value> batch) {
          SmallVector<Chunk> loaded;
          for (Value chunk : batch)
            loaded.push_back(loadChunk(clamp ? clamped(chunk, chunks) : chunk));
          if (defer) {
            deferredStores.push_back([loaded, storeChunk]() {
              for (const Chunk &chunk : loaded)
                storeChunk(chunk);
            });
            return;
          }
          for (const Chunk &chunk : loaded)
            storeChunk(chunk);
        });
  };
  int64_t blockK = config.getBlockK();
  int64_t chunksA = config.getBlockM() * blockK / width;
  auto placeA = [&](Value chunk) {
    return place(chunk, blockK, m0, k0, p.gemmM(), p.gemmK(),
                 &GemmKernelEmitter::indexA);
  };
  if (producer) {
    // Each chunk is a window's taps: two in flight are enough loads. A step
    // past the last computes nothing (its stage is never read).
    std::optional<OpBuilder::InsertionGuard> guard;
    if (live) {
      auto ifLive = scf::IfOp::create(b, k.loc, live, /*withElseRegion=*/false);
      guard.emplace(b);
      b.setInsertionPointToStart(ifLive.thenBlock());
    }
    int64_t chunksPerRow = blockK / width;
    copyThroughRegisters(
        chunksA,
        [&](Value chunk) -> Chunk {
          Value tileRow = k.div(chunk, chunksPerRow);
          Value tileCol = k.mul(k.rem(chunk, chunksPerRow), width);
          Value row = k.add(m0, tileRow), channel = k.add(k0, tileCol);
          Value valid = k.andI(k.lt(row, p.gemmM()), k.lt(channel, p.gemmK()));
          return {produceChunk(row, channel, valid), tileRow, tileCol};
        },
        storeA, kProducerBatch, /*mayDefer=*/!live);
  } else if (p.transposedA()) {
    // A[m][k] = matrix[k][m]: chunks along M of the matrix's row k; ffma's
    // A tile, itself K x M, takes them in its own order.
    copyThroughRegisters(
        chunksA,
        [&](Value chunk) {
          return load(place(chunk, config.getBlockM(), k0, m0, p.gemmK(),
                            p.gemmM(), &GemmKernelEmitter::indexTransposed),
                      a);
        },
        storeTransposed(tileA, /*tileIsMajor=*/!isMma()), kGemmCopyBatch,
        /*mayDefer=*/true);
  } else if (isMma() && isAsyncChunk()) {
    copyAsync(chunksA, placeA, tileA, a);
  } else {
    copyThroughRegisters(
        chunksA, [&](Value chunk) { return load(placeA(chunk), a); }, storeA,
        kGemmCopyBatch, /*mayDefer=*/true);
  }
  int64_t chunksB = blockK * config.getBlockN() / width;
  auto placeB = [&](Value chunk) {
    return place(chunk, config.getBlockN(), k0, n0, p.gemmK(), p.gemmN(),
                 &GemmKernelEmitter::indexB);
  };
  if (config.getFlatPixels()) {
    // The step's channels of the image, k0 * pixels onwards, are one run,
    // read in aligned chunks that may straddle rows (past the image's last
    // channel, zeros); each element goes to its own row and column of the
    // tile, whose rows stay aligned for ldmatrix. Columns past the pixels
    // are never written: they only feed columns of C that are not stored.
    int64_t pixels = p.pixels();
    int64_t end = p.gemmK() * pixels;
    Value first = k.mul(k0, pixels);
    copyThroughRegisters(
        blockK * pixels / width,
        [&](Value chunk) -> Chunk {
          Value offset = k.mul(chunk, width);
          Value at = k.add(first, offset);
          Value valid = k.lt(at, end);
          if (live)
            valid = k.andI(valid, live);
          Value clampedAt =
              arith::MinUIOp::create(b, k.loc, at, k.index(end - width));
          Value value = vector::LoadOp::create(
              b, k.loc, chunkType, bMatrix, ValueRange{gemm, clampedAt},
              /*nontemporal=*/false, alignment);
          return {k.select(valid, value, zeroChunk), k.index(0), offset};
        },
        [this, stage, width, pixels](const Chunk &chunk) {
          for (int64_t e = 0; e < width; ++e) {
            Value at = k.add(chunk.tileCol, e);
            memref::StoreOp::create(
                b, k.loc, vector::ExtractOp::create(b, k.loc, chunk.value, e),
                tileB, ValueRange{stage, k.div(at, pixels), k.rem(at, pixels)});
          }
        },
        kGemmCopyBatch, /*mayDefer=*/true);
    return;
  }
  if (p.transposedB()) {
    // B[k][n] = matrix[n][k]: chunks along K of the matrix's row n.
    copyThroughRegisters(
        chunksB,
        [&](Value chunk) {
          return load(place(chunk, blockK, n0, k0, p.gemmN(), p.gemmK(),
                            &GemmKernelEmitter::indexTransposed),
                      bMatrix);
        },
        storeTransposed(tileB, /*tileIsMajor=*/false), kGemmCopyBatch,
        /*mayDefer=*/true);
    return;
  }
  if (isAsyncChunk()) {
    copyAsync(chunksB, placeB, tileB, bMatrix);
    return;
  }
  copyThroughRegisters(
      chunksB, [&](Value chunk) { return load(placeB(chunk), bMatrix); },
      storeB, kGemmCopyBatch, /*mayDefer=*/true);
}

Value GemmKernelEmitter::produceChunk(Value row, Value channel, Value valid) {
  int64_t width = config.getVectorWidth();
  VectorType chunkType = VectorType::get({width}, p.elementType);
  Type f32 = b.getF32Type();
  VectorType accType = VectorType::get({width}, f32);
  llvm::Align alignment = getAccessAlignment(width, p.elementType);
  // Rows and channels past the GEMM compute a clamped chunk that is dropped.
  row = arith::MinUIOp::create(b, k.loc, row, k.index(p.gemmM() - 1));
  channel =
      arith::MinUIOp::create(b, k.loc, channel, k.index(p.gemmK() - width));
  int64_t plane = p.outHeight * p.outWidth;
  Value image = k.div(row, plane), pixel = k.rem(row, plane);
  Value oh = k.div(pixel, p.outWidth), ow = k.rem(pixel, p.outWidth);
  const DepthwiseProducer &d = *producer;
  Value firstRow = k.add(k.mul(oh, d.strideH), -d.padTop);
  Value firstCol = k.add(k.mul(ow, d.strideW), -d.padLeft);
  Value zeros = k.zero(chunkType);
  auto contract = arith::FastMathFlags::contract;
  Value acc = floatConstant(b, k.loc, accType, 0.0);
  for (int64_t kh = 0; kh < d.kernelHeight; ++kh) {
    Value ih = k.add(firstRow, kh * d.dilationH);
    Value rowInside = k.andI(k.ge(ih, 0), k.lt(ih, d.height));
    for (int64_t kw = 0; kw < d.kernelWidth; ++kw) {
      Value iw = k.add(firstCol, kw * d.dilationW);
      Value inside = k.andI(rowInside, k.andI(k.ge(iw, 0), k.lt(iw, d.width)));
      Value x = vector::LoadOp::create(
          b, k.loc, chunkType, a,
          ValueRange{image, k.clamp(ih, 0, d.height - 1),
                     k.clamp(iw, 0, d.width - 1), channel},
          /*nontemporal=*/false, alignment);
      x = k.select(inside, x, zeros);
      Value w =
          vector::LoadOp::create(b, k.loc, chunkType, producerFilter,
                                 ValueRange{k.index(kh), k.index(kw), channel},
                                 /*nontemporal=*/false, alignment);
      Value product =
          arith::MulFOp::create(b, k.loc, castFloat(b, k.loc, x, accType),
                                castFloat(b, k.loc, w, accType), contract);
      acc = arith::AddFOp::create(b, k.loc, product, acc, contract);
    }
  }
  if (producerBias)
    acc = arith::AddFOp::create(
        b, k.loc, acc,
        castFloat(b, k.loc,
                  vector::LoadOp::create(b, k.loc, chunkType, producerBias,
                                         ValueRange{channel},
                                         /*nontemporal=*/false, alignment),
                  accType));
  acc = applyActivation(b, k.loc, acc, d.activation, chunkType);
  return k.select(valid, castFloat(b, k.loc, acc, chunkType), zeros);
}

void GemmKernelEmitter::multiplyFfma(Value stage, Value warpM, Value warpN,
                                     Value lane, MutableArrayRef<Value> acc) {
  int64_t tileRows = warpRows() / kFfmaLaneRows;
  int64_t tileCols = warpCols() / kFfmaLaneCols;
  Value row = k.add(warpM, k.mul(k.div(lane, kFfmaLaneCols), tileRows));
  Value col = k.add(warpN, k.mul(k.rem(lane, kFfmaLaneCols), tileCols));
  VectorType aType = VectorType::get({tileRows}, p.elementType);
  VectorType bType = VectorType::get({tileCols}, p.elementType);
  auto contract = arith::FastMathFlags::contract;
  // A rolled loop of 4 k's a step: unrolled whole, ptxas hoists the tile
  // reads of many k's ahead of their products and spills.
  int64_t unroll = std::min<int64_t>(kFfmaUnroll, config.getBlockK());
  auto loop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(config.getBlockK()), k.index(unroll),
      SmallVector<Value>(acc),
      [&](OpBuilder &nb, Location, Value firstK, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        SmallVector<Value> sums(args);
        for (int64_t u = 0; u < unroll; ++u) {
          Value kk = k.add(firstK, u);
          Value aColumn = vector::LoadOp::create(
              b, k.loc, aType, tileA, ValueRange{stage, kk, row},
              /*nontemporal=*/false,
              getAccessAlignment(tileRows, p.elementType));
          Value bRow = vector::LoadOp::create(
              b, k.loc, bType, tileB, ValueRange{stage, kk, col},
              /*nontemporal=*/false,
              getAccessAlignment(tileCols, p.elementType));
          SmallVector<Value> bValues;
          for (int64_t j = 0; j < tileCols; ++j)
            bValues.push_back(vector::ExtractOp::create(b, k.loc, bRow, j));
          for (int64_t i = 0; i < tileRows; ++i) {
            Value aValue = vector::ExtractOp::create(b, k.loc, aColumn, i);
            for (int64_t j = 0; j < tileCols; ++j) {
              Value &sum = sums[i * tileCols + j];
              Value product =
                  arith::MulFOp::create(b, k.loc, aValue, bValues[j], contract);
              sum = arith::AddFOp::create(b, k.loc, product, sum, contract);
            }
          }
        }
        scf::YieldOp::create(b, k.loc, sums);
      });
  llvm::copy(loop.getResults(), acc.begin());
}

Value GemmKernelEmitter::mmaOperand(Value pair) {
  if (!p.elementType.isBF16())
    return pair;
  Value word = vector::BitCastOp::create(
      b, k.loc, VectorType::get({1}, b.getI32Type()), pair);
  return vector::ExtractOp::create(b, k.loc, word, 0);
}

void GemmKernelEmitter::multiplyMma(Value stage, Value warpM, Value warpN,
                                    Value lane, MutableArrayRef<Value> acc) {
  MLIRContext *ctx = b.getContext();
  int64_t tilesM = warpRows() / kGemmMmaRows;
  int64_t tilesN = warpCols() / kGemmMmaCols;
  int64_t mmaK = isTF32() ? 8 : 16;
  Type f32 = b.getF32Type(), i32 = b.getI32Type();
  auto resultType = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
  NVVM::MMATypes ptxType = isTF32()                 ? NVVM::MMATypes::tf32
                           : p.elementType.isBF16() ? NVVM::MMATypes::bf16
                                                    : NVVM::MMATypes::f16;
  Value group = k.div(lane, 4), position = k.rem(lane, 4);
  // ldmatrix: lane l addresses row l % 16 of the 16 x 16 block, at column
  // 8 * (l / 16).
  Value laneRow = k.rem(lane, 16), laneCol = k.mul(k.div(lane, 16), 8);
  VectorType fragmentType = VectorType::get({4, 2}, p.elementType);
  auto loadWord = [&](Value tile, Value row, Value col) -> Value {
    Value value =
        memref::LoadOp::create(b, k.loc, tile, ValueRange{stage, row, col});
    return arith::BitcastOp::create(b, k.loc, i32, value);
  };
  // A rolled loop over the mma k-steps of the tile, for the reason of
  // multiplyFfma's.
  auto loop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(config.getBlockK()), k.index(mmaK),
      SmallVector<Value>(acc),
      [&](OpBuilder &nb, Location, Value kBase, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        SmallVector<Value> sums(args);
        SmallVector<SmallVector<Value, 4>> aFragments(tilesM);
        SmallVector<SmallVector<Value, 2>> bFragments(tilesN);
        for (int64_t i = 0; i < tilesM; ++i) {
          Value row = k.add(warpM, i * kGemmMmaRows);
          if (isTF32()) {
            // a0..a3: (g, t), (g + 8, t), (g, t + 4), (g + 8, t + 4).
            Value r = k.add(row, group), c = k.add(position, kBase);
            aFragments[i] = {loadWord(tileA, r, c),
                             loadWord(tileA, k.add(r, 8), c),
                             loadWord(tileA, r, k.add(c, 4)),
                             loadWord(tileA, k.add(r, 8), k.add(c, 4))};
            continue;
          }
          Value fragment = nvgpu::LdMatrixOp::create(
              b, k.loc, fragmentType, tileA,
              ValueRange{stage, k.add(row, laneRow), k.add(laneCol, kBase)},
              /*transpose=*/false, /*numTiles=*/4);
          for (int64_t r = 0; r < 4; ++r)
            aFragments[i].push_back(
                mmaOperand(vector::ExtractOp::create(b, k.loc, fragment, r)));
        }
        if (isTF32()) {
          // b0, b1: (k = t, n = g), (k = t + 4, n = g).
          for (int64_t j = 0; j < tilesN; ++j) {
            Value col = k.add(warpN, k.add(group, j * kGemmMmaCols));
            Value r = k.add(position, kBase);
            bFragments[j] = {loadWord(tileB, r, col),
                             loadWord(tileB, k.add(r, 4), col)};
          }
        } else {
          // Transposed loads of B (K x N row-major), two 8-column tiles each.
          for (int64_t j = 0; j < tilesN; j += 2) {
            Value fragment = nvgpu::LdMatrixOp::create(
                b, k.loc, fragmentType, tileB,
                ValueRange{stage, k.add(laneRow, kBase),
                           k.add(warpN, k.add(laneCol, j * kGemmMmaCols))},
                /*transpose=*/true, /*numTiles=*/4);
            for (int64_t r = 0; r < 4; ++r)
              bFragments[j + r / 2].push_back(
                  mmaOperand(vector::ExtractOp::create(b, k.loc, fragment, r)));
          }
        }
        for (int64_t i = 0; i < tilesM; ++i) {
          for (int64_t j = 0; j < tilesN; ++j) {
            MutableArrayRef<Value> tile =
                MutableArrayRef<Value>(sums).slice((i * tilesN + j) * 4, 4);
            auto product = NVVM::MmaOp::create(
                b, k.loc, resultType, aFragments[i], bFragments[j], tile,
                ArrayRef<int64_t>{kGemmMmaRows, kGemmMmaCols, mmaK},
                /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
                std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
                std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                               NVVM::MMALayout::col});
            for (int64_t e = 0; e < 4; ++e)
              tile[e] = LLVM::ExtractValueOp::create(b, k.loc, product, e);
          }
        }
        scf::YieldOp::create(b, k.loc, sums);
      });
  llvm::copy(loop.getResults(), acc.begin());
}
