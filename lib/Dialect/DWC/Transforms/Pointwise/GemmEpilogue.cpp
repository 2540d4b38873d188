//===- GemmEpilogue.cpp - the pointwise GEMM kernel's epilogue ------------===//
//
// The end of GemmKernelEmitter's kernel: each warp's accumulators of C, with
// bias, activation, residual and rounding, stored where they lie in C.
// `ffma` lanes own contiguous runs of C and store them directly; `mma`
// fragments hold pairs of columns, stored as pairs or, where the epilogue is
// staged (isGemmEpilogueStaged), through the warp's tile in workgroup memory
// as runs of `vector_width`; under `flat_pixels`, as runs over an image's
// rows of pixels.
//
//===----------------------------------------------------------------------===//

#include "GemmEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::pointwise;

void GemmKernelEmitter::storeTile(Value m0, Value n0, Value warpM, Value warpN,
                                  Value lane, ArrayRef<Value> acc) {
  Value rowBase = k.add(m0, warpM), colBase = k.add(n0, warpN);
  int64_t width = config.getVectorWidth();
  auto inC = [&](Value row, Value col) {
    return k.andI(k.lt(row, p.gemmM()), k.lt(col, p.gemmN()));
  };
  if (!isMma()) {
    // A lane's contiguous tile, stored in runs of up to vector_width.
    int64_t tileRows = warpRows() / kFfmaLaneRows;
    int64_t tileCols = warpCols() / kFfmaLaneCols;
    int64_t run = std::gcd(width, tileCols);
    Value firstRow =
        k.add(rowBase, k.mul(k.div(lane, kFfmaLaneCols), tileRows));
    Value firstCol =
        k.add(colBase, k.mul(k.rem(lane, kFfmaLaneCols), tileCols));
    for (int64_t i = 0; i < tileRows; ++i) {
      for (int64_t j = 0; j < tileCols; j += run) {
        Value row = k.add(firstRow, i), col = k.add(firstCol, j);
        storeC(row, col, acc.slice(i * tileCols + j, run), inC(row, col));
      }
    }
    return;
  }
  if (epilogueTile) {
    storeTileStaged(rowBase, colBase, lane, acc);
    return;
  }
  // The accumulators of a 16 x 8 tile: rows g and g + 8, columns 2t, 2t + 1.
  int64_t tilesN = warpCols() / kGemmMmaCols;
  Value group = k.div(lane, 4), position = k.rem(lane, 4);
  for (int64_t i = 0; i < warpRows() / kGemmMmaRows; ++i) {
    for (int64_t j = 0; j < tilesN; ++j) {
      ArrayRef<Value> tile = acc.slice((i * tilesN + j) * 4, 4);
      Value col = k.add(colBase, k.add(k.mul(position, 2), j * kGemmMmaCols));
      for (int64_t half = 0; half < 2; ++half) {
        Value row = k.add(rowBase, k.add(group, i * kGemmMmaRows + half * 8));
        ArrayRef<Value> pair = tile.slice(half * 2, 2);
        if (width >= 2) {
          storeC(row, col, pair, inC(row, col));
          continue;
        }
        for (int64_t e = 0; e < 2; ++e) {
          Value column = k.add(col, e);
          storeC(row, column, pair.slice(e, 1), inC(row, column));
        }
      }
    }
  }
}

void GemmKernelEmitter::forEachLaneChunk(
    int64_t chunks, Value lane, function_ref<void(Value, Value)> body) {
  for (int64_t pass = 0; pass * 32 < chunks; ++pass) {
    Value chunk = k.add(lane, pass * 32);
    // The last pass may hand out more chunks than there are: their lanes
    // take the last chunk and store nothing.
    Value inRange;
    if ((pass + 1) * 32 > chunks) {
      inRange = k.lt(chunk, chunks);
      chunk = arith::MinUIOp::create(b, k.loc, chunk, k.index(chunks - 1));
    }
    body(chunk, inRange);
  }
}

void GemmKernelEmitter::storeTileStaged(Value rowBase, Value colBase,
                                        Value lane, ArrayRef<Value> acc) {
  int64_t width = config.getVectorWidth();
  int64_t tilesN = warpCols() / kGemmMmaCols;
  Value group = k.div(lane, 4), position = k.rem(lane, 4);
  Type f32 = b.getF32Type();
  VectorType pairType = VectorType::get({2}, f32);
  VectorType chunkType = VectorType::get({width}, f32);
  llvm::Align pairAlignment = getAccessAlignment(2, f32);
  llvm::Align chunkAlignment = getAccessAlignment(width, f32);
  // Every lane of the warp takes part in each pass; the chunks of a row of
  // mma tiles are handed out lane by lane, a row's after the other.
  int64_t chunksPerRow = warpCols() / width;
  int64_t chunks = kGemmMmaRows * chunksPerRow;
  Value allLanes = arith::ConstantIntOp::create(b, k.loc, -1, 32);
  for (int64_t i = 0; i < warpRows() / kGemmMmaRows; ++i) {
    for (int64_t j = 0; j < tilesN; ++j) {
      ArrayRef<Value> tile = acc.slice((i * tilesN + j) * 4, 4);
      Value col = k.add(k.mul(position, 2), j * kGemmMmaCols);
      for (int64_t half = 0; half < 2; ++half) {
        Value pair = vector::FromElementsOp::create(b, k.loc, pairType,
                                                    tile.slice(half * 2, 2));
        vector::StoreOp::create(
            b, k.loc, pair, epilogueTile,
            ValueRange{warpIndex, k.add(group, half * 8), col},
            /*nontemporal=*/false, pairAlignment);
      }
    }
    // The warp's pairs are visible to all of its lanes.
    NVVM::SyncWarpOp::create(b, k.loc, allLanes);
    if (config.getFlatPixels()) {
      storeRowsAsRun(k.add(rowBase, i * kGemmMmaRows), lane);
      NVVM::SyncWarpOp::create(b, k.loc, allLanes);
      continue;
    }
    forEachLaneChunk(chunks, lane, [&](Value chunk, Value inTile) {
      Value tileRow = k.div(chunk, chunksPerRow);
      Value tileCol = k.mul(k.rem(chunk, chunksPerRow), width);
      Value values =
          vector::LoadOp::create(b, k.loc, chunkType, epilogueTile,
                                 ValueRange{warpIndex, tileRow, tileCol},
                                 /*nontemporal=*/false, chunkAlignment);
      SmallVector<Value> elements;
      for (int64_t e = 0; e < width; ++e)
        elements.push_back(
            vector::ExtractOp::create(b, k.loc, values, e).getResult());
      Value row = k.add(rowBase, k.add(tileRow, i * kGemmMmaRows));
      Value col = k.add(colBase, tileCol);
      Value valid = k.andI(k.lt(row, p.gemmM()), k.lt(col, p.gemmN()));
      if (inTile)
        valid = k.andI(valid, inTile);
      storeC(row, col, elements, valid);
    });
    // Every lane has read the tile before the next row's pairs overwrite
    // it.
    NVVM::SyncWarpOp::create(b, k.loc, allLanes);
  }
}

void GemmKernelEmitter::storeRowsAsRun(Value firstRow, Value lane) {
  int64_t width = config.getVectorWidth();
  int64_t pixels = p.pixels();
  // 16 rows of pixels are a whole number of chunks (verifyFlatPixels).
  int64_t chunks = kGemmMmaRows * pixels / width;
  int64_t end = p.gemmM() * pixels;
  Value runStart = k.mul(firstRow, pixels);
  forEachLaneChunk(chunks, lane, [&](Value chunk, Value inRun) {
    // A chunk may straddle rows: each element comes from its own row and
    // column of the staging tile, and takes its own row's bias.
    Value offset = k.mul(chunk, width);
    SmallVector<Value> elements, rows;
    for (int64_t e = 0; e < width; ++e) {
      Value at = k.add(offset, e);
      Value tileRow = k.div(at, pixels);
      elements.push_back(memref::LoadOp::create(
          b, k.loc, epilogueTile,
          ValueRange{warpIndex, tileRow, k.rem(at, pixels)}));
      rows.push_back(k.add(firstRow, tileRow));
    }
    Value at = k.add(runStart, offset);
    Value valid = k.lt(at, end);
    if (inRun)
      valid = k.andI(valid, inRun);
    storeResult(elements, valid,
                [&](VectorType type) -> Value {
                  SmallVector<Value> biases;
                  for (Value row : rows)
                    biases.push_back(memref::LoadOp::create(b, k.loc, bias,
                                                            ValueRange{row}));
                  return vector::FromElementsOp::create(b, k.loc, type, biases);
                },
                {gemm, at});
  });
}

void GemmKernelEmitter::storeC(Value row, Value col, ArrayRef<Value> values,
                               Value valid) {
  storeResult(
      values, valid,
      [&](VectorType type) -> Value {
        // Bias is per output channel: C's column in NHWC, its row in NCHW.
        if (p.isNHWC())
          return vector::LoadOp::create(
              b, k.loc, type, bias, ValueRange{col},
              /*nontemporal=*/false,
              getAccessAlignment(type.getNumElements(), type.getElementType()));
        return vector::BroadcastOp::create(
            b, k.loc, type,
            memref::LoadOp::create(b, k.loc, bias, ValueRange{row}));
      },
      indexC(row, col));
}

void GemmKernelEmitter::storeResult(ArrayRef<Value> values, Value valid,
                                    function_ref<Value(VectorType)> loadBias,
                                    ArrayRef<Value> indices) {
  auto store = scf::IfOp::create(b, k.loc, valid, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(store.thenBlock());
  int64_t n = values.size();
  Type f32 = b.getF32Type();
  VectorType accType = VectorType::get({n}, f32);
  // Partial sums stay f32.
  Type cType = cast<MemRefType>(c.getType()).getElementType();
  VectorType resultType = VectorType::get({n}, cType);
  llvm::Align alignment = getAccessAlignment(n, cType);
  Value x = vector::FromElementsOp::create(b, k.loc, accType, values);
  if (bias)
    x = arith::AddFOp::create(
        b, k.loc, x, castFloat(b, k.loc, loadBias(resultType), accType));
  x = applyActivation(b, k.loc, x, operands.activation, resultType);
  if (residual) {
    Value shortcut =
        vector::LoadOp::create(b, k.loc, resultType, residual, indices,
                               /*nontemporal=*/false, alignment);
    x = arith::AddFOp::create(b, k.loc, x,
                              castFloat(b, k.loc, shortcut, accType));
  }
  vector::StoreOp::create(b, k.loc, castFloat(b, k.loc, x, resultType), c,
                          indices, /*nontemporal=*/false, alignment);
}
