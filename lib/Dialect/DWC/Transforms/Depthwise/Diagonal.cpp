//===- Diagonal.cpp - the diagonalwise tensor-core schedule ---------------===//
//
// `diagonal`: Qin et al.'s diagonalwise refactorization (IJCNN 2018). A
// depthwise layer over 8 channels is a GEMM whose weights are block
// diagonal: output (pixel p, channel c) = sum over taps t and channels c' of
// input(p + offset(t), c') x W[t, c'][c], with W[t, c'][c] = w[t][c] where
// c' = c and 0 elsewhere. Each m16n8k16 product takes 16 output pixels as
// its rows and 2 taps x 8 channels as its K: its A fragment is 4 8x8
// matrices whose rows `ldmatrix` reads at the two taps' pixels of the
// block's input tile (so strides, dilations and any window cost nothing
// extra), its B fragment the two taps' diagonal weights. Only one product in
// 8 is the convolution's; the tensor cores' rate is what may pay for it.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

Value DepthwiseKernelEmitter::copyDiagonalTile(Value firstOutRow,
                                               Value firstOutCol,
                                               Value firstChannel,
                                               Value threadId, Value image) {
  SmallVector<int64_t, 3> shape = getDiagonalTileShape(p, config);
  int64_t groups = config.getBlockChannels() / kMmaTileCols;
  int64_t chunks = shape[0] * shape[1] * groups;
  VectorType chunkType = VectorType::get({kMmaTileCols}, p.elementType);
  Value tile = allocWorkgroupTile(shape);
  Value zeroChunk = k.zero(chunkType);
  Value padding = k.zero(p.elementType);
  Value firstInRow = k.add(k.mul(firstOutRow, p.strideH), -p.padTop);
  Value firstInCol = k.add(k.mul(firstOutCol, p.strideW), -p.padLeft);
  struct Chunk {
    Value value, row, col, channel;
  };
  k.forEachChunkBatch(
      chunks, config.getThreads(), threadId, kCopyBatch,
      [&](ArrayRef<Value> batchChunks) {
        SmallVector<Chunk> loaded;
        for (Value chunk : batchChunks) {
          // A repeat of the last chunk stores the same value again.
          chunk = arith::MinUIOp::create(b, k.loc, chunk, k.index(chunks - 1));
          Value tileChannel = k.mul(k.rem(chunk, groups), kMmaTileCols);
          Value pixel = k.div(chunk, groups);
          Value col = k.rem(pixel, shape[1]);
          Value row = k.div(pixel, shape[1]);
          Value inRow = k.add(firstInRow, row);
          Value inCol = k.add(firstInCol, col);
          Value channel = k.add(firstChannel, tileChannel);
          // Padding and the channels past the last are stored as zeros.
          Value valid =
              k.andI(k.andI(k.andI(k.ge(inRow, 0), k.lt(inRow, p.height)),
                            k.andI(k.ge(inCol, 0), k.lt(inCol, p.width))),
                     k.lt(channel, p.channels));
          Value value = vector::TransferReadOp::create(
              b, k.loc, chunkType, input,
              ValueRange{
                  image, k.clamp(inRow, 0, p.height - 1),
                  k.clamp(inCol, 0, p.width - 1),
                  arith::MinUIOp::create(b, k.loc, channel,
                                         k.index(p.channels - kMmaTileCols))},
              padding, ArrayRef<bool>{true});
          loaded.push_back(
              {k.select(valid, value, zeroChunk), row, col, tileChannel});
        }
        for (const Chunk &chunk : loaded)
          vector::TransferWriteOp::create(
              b, k.loc, chunk.value, tile,
              ValueRange{chunk.row, chunk.col, chunk.channel},
              ArrayRef<bool>{true});
      });
  return tile;
}

void DepthwiseKernelEmitter::emitDiagonalThread(ValueRange blockIds,
                                                Value threadId) {
  // Fragment layouts of mma.m16n8k16 (PTX ISA, "Matrix Fragments"): lane l
  // is in group g = l / 4 at position q = l % 4. A's rows g and g + 8 hold
  // K columns 2q, 2q + 1 (+ 8); B's column g holds K rows 2q, 2q + 1
  // (+ 8); C's rows g and g + 8 hold columns 2q, 2q + 1.
  int64_t taps = p.kernelHeight * p.kernelWidth;
  int64_t groups = config.getBlockChannels() / kMmaTileCols;
  int64_t colBlocks = llvm::divideCeil(p.outWidth, config.getBlockCols());
  Value rowBlock = k.div(blockIds[0], colBlocks);
  Value colBlock = k.rem(blockIds[0], colBlocks);
  Value firstOutRow = k.mul(rowBlock, config.getBlockRows());
  Value firstOutCol = k.mul(colBlock, config.getBlockCols());
  Value firstChannel = k.mul(blockIds[1], config.getBlockChannels());
  Value image = blockIds[2];

  // The tap tile's copy ends with the barrier that both tiles wait at.
  Value tile =
      copyDiagonalTile(firstOutRow, firstOutCol, firstChannel, threadId, image);
  Value tapTile = copyTapTile(firstChannel, threadId);

  Value lane = k.rem(threadId, kWarpSize);
  Value warp = k.div(threadId, kWarpSize);
  Value tileChannel = k.mul(k.rem(warp, groups), kMmaTileCols);
  Value band = k.div(warp, groups);
  Value group = k.div(lane, 4);
  Value position = k.rem(lane, 4);
  // ldmatrix.x4: lanes 8i..8i+7 address the rows of 8x8 matrix i, A's
  // (pixels 0-7, first tap), (8-15, first tap), (0-7, second tap), (8-15,
  // second tap).
  Value matrix = k.div(lane, 8);
  Value aPixel = k.add(k.rem(lane, 8), k.mul(k.rem(matrix, 2), 8));
  Value secondTap = k.ge(matrix, 2);
  // The lane's B elements (K rows 2q, 2q + 1 of column g) are a tap's weight
  // of channel g where the row's channel is g, else zero.
  Value doubled = k.mul(position, 2);
  Value firstHolds =
      arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::eq, group, doubled);
  Value secondHolds = arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::eq,
                                            group, k.add(doubled, 1));
  Value weightChannel = k.add(tileChannel, group);
  // The lane's outputs: channels 2q, 2q + 1 of its warp's 8.
  Value outChannel = k.add(k.add(firstChannel, tileChannel), doubled);
  Value outChannelValid = k.lt(outChannel, p.channels);
  SmallVector<Value, 2> biasValues;
  if (bias)
    for (int64_t e = 0; e < 2; ++e)
      biasValues.push_back(castFloat(
          b, k.loc,
          load(bias, {k.add(k.clamp(outChannel, 0, p.channels - 2), e)}),
          accType));

  VectorType pairType = VectorType::get({2}, p.elementType);
  auto ldmatrixType = VectorType::get({4, 2}, p.elementType);
  Value elementZero = k.zero(p.elementType);
  Value accZero = floatConstant(b, k.loc, accType, 0.0);
  // B operand of a tap's weight `w`.
  auto diagonalOperand = [&](Value w) {
    Value pair = vector::FromElementsOp::create(
        b, k.loc, pairType,
        ValueRange{k.select(firstHolds, w, elementZero),
                   k.select(secondHolds, w, elementZero)});
    return mmaOperand(pair);
  };

  // Adds taps 2s and 2s + 1 (zero past the last) of output tile `m` of
  // block row `outRow` into `acc`.
  auto tapPair = [&](Value outRow, Value m, Value s, ArrayRef<Value> acc) {
    Value first = k.mul(s, 2);
    Value second = k.add(first, 1);
    Value secondValid = k.lt(second, taps);
    Value secondClamped =
        arith::MinUIOp::create(b, k.loc, second, k.index(taps - 1));
    Value tap = k.select(secondTap, secondClamped, first);
    Value tileRow = k.add(k.mul(outRow, p.strideH),
                          k.mul(k.div(tap, p.kernelWidth), p.dilationH));
    Value tileCol =
        k.add(k.mul(k.add(k.mul(m, kDiagonalTilePixels), aPixel), p.strideW),
              k.mul(k.rem(tap, p.kernelWidth), p.dilationW));
    Value a = nvgpu::LdMatrixOp::create(
        b, k.loc, ldmatrixType, tile, ValueRange{tileRow, tileCol, tileChannel},
        /*transpose=*/false, /*numTiles=*/4);
    SmallVector<Value, 4> pairs;
    for (int64_t i = 0; i < 4; ++i)
      pairs.push_back(vector::ExtractOp::create(b, k.loc, a, i));
    Value firstWeight = load(tapTile, {first, weightChannel});
    Value secondWeight =
        k.select(secondValid, load(tapTile, {secondClamped, weightChannel}),
                 elementZero);
    return mma(pairs,
               {diagonalOperand(firstWeight), diagonalOperand(secondWeight)},
               acc);
  };

  int64_t pixelTiles = config.getBlockCols() / kDiagonalTilePixels;
  auto forLoop = [&](int64_t count, ValueRange init,
                     function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    return scf::ForOp::create(
        b, k.loc, k.index(0), k.index(count), k.index(1), init,
        [&](OpBuilder &nb, Location, Value i, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          scf::YieldOp::create(b, k.loc, body(i, args));
        });
  };
  forLoop(
      config.getRowsPerThread(), {},
      [&](Value r, ValueRange) -> SmallVector<Value> {
        Value outRow = k.add(k.mul(band, config.getRowsPerThread()), r);
        forLoop(pixelTiles, {}, [&](Value m, ValueRange) -> SmallVector<Value> {
          SmallVector<Value> init(4, accZero);
          auto products =
              forLoop(llvm::divideCeil(taps, 2), init,
                      [&](Value s, ValueRange acc) -> SmallVector<Value> {
                        SmallVector<Value> accs(acc);
                        return llvm::to_vector(tapPair(outRow, m, s, accs));
                      });
          Value globalRow = k.add(firstOutRow, outRow);
          for (int64_t half = 0; half < 2; ++half) {
            Value outCol =
                k.add(k.add(firstOutCol, k.mul(m, kDiagonalTilePixels)),
                      k.add(group, half * 8));
            Value valid =
                k.andI(outChannelValid, k.andI(k.lt(globalRow, p.outHeight),
                                               k.lt(outCol, p.outWidth)));
            auto store = scf::IfOp::create(b, k.loc, valid, /*withElse=*/false);
            OpBuilder::InsertionGuard insertion(b);
            b.setInsertionPointToStart(store.thenBlock());
            SmallVector<Value, 2> values;
            for (int64_t e = 0; e < 2; ++e)
              values.push_back(epilogue(products.getResult(half * 2 + e),
                                        bias ? biasValues[e] : Value(),
                                        p.elementType));
            vector::TransferWriteOp::create(
                b, k.loc,
                vector::FromElementsOp::create(b, k.loc, pairType, values),
                output, ValueRange{image, globalRow, outCol, outChannel},
                ArrayRef<bool>{true});
          }
          return SmallVector<Value>();
        });
        return SmallVector<Value>();
      });
}
