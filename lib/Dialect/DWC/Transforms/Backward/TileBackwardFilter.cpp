//===- TileBackwardFilter.cpp - depthwise filter gradients to GPU loops ---===//
//
// Each configured dwc.depthwise_conv2d_backward_filter becomes, on its
// operands' buffers:
//
//   scf.parallel (channel block, partition)            block_x, block_y
//     scf.parallel (thread)                            thread_x
//       scf.for over the thread's items, iter_args = K x K sums
//         item = (row block, column block) of the partition
//         grad_output block: rows x cols (x vector_width channels)
//         for each input row the row block reads (once: row reuse)
//           its segment of the columns' windows (once: column reuse)
//           sums[kh][kw] += segment[c*sw + kw*dw] * grad_output[r][c]
//             for every (r, kh) that reads this row
//       butterfly gpu.shuffle xor over the lanes of a channel chunk
//       one lane a warp writes its sums to workgroup memory; barrier
//       each (channel, tap) of the block: the warps' sums in warp order,
//         stored to the result (rounded) or to the partition's partial sums
//
// Every sum runs in an order that the config alone fixes, so the result is
// the same on every run. An item past the partition's row blocks (the last
// steps of a thread) reads clamped addresses and adds zeros.
//
//===----------------------------------------------------------------------===//

#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/IR/FilterGradientSchedule.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEBACKWARDFILTER
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

/// Emits the loop nest of one filter gradient.
class FilterGradientEmitter {
public:
  FilterGradientEmitter(OpBuilder &b, DepthwiseConv2DBackwardFilterOp op,
                        const DepthwiseProblem &problem)
      : b(b), op(op), p(problem), config(*op.getConfig()), k(b, op.getLoc()),
        width(config.getVectorWidth()),
        taps(problem.kernelHeight * problem.kernelWidth) {}

  /// Replaces `op` by the loop nest; returns the result tensor.
  Value emit();

private:
  /// The body of thread `threadId` of block (channelBlock, partition).
  void emitThread(Value channelBlock, Value partition, Value threadId);
  /// Adds one item's products into `sums` (taps x a chunk's channels).
  void addItem(Value item, Value firstRowBlock, Value channel,
               Value inputChannel, MutableArrayRef<Value> sums);
  /// The block's fixed-order sum of its threads' `sums` and its store.
  void reduceAndStore(Value channelBlock, Value partition, Value threadId,
                      Value chunk, Value lane, ArrayRef<Value> sums);

  /// `vector_width` channels (or one) at `indices` of `memref`, in f32;
  /// zero where `valid` is false (the indices are clamped inside).
  Value loadF32(Value memref, ValueRange indices, Value valid) {
    return k.select(valid, k.loadF32(memref, indices, width), zero);
  }
  Type accType() {
    Type f32 = b.getF32Type();
    return width == 1 ? f32 : Type(VectorType::get({width}, f32));
  }
  /// `sum + x * y`, contractible into one fma.
  Value fma(Value x, Value y, Value sum) {
    auto contract = arith::FastMathFlags::contract;
    Value product = arith::MulFOp::create(b, k.loc, x, y, contract);
    return arith::AddFOp::create(b, k.loc, product, sum, contract);
  }
  SmallVector<Value> activationIndices(Value image, Value channel, Value row,
                                       Value col) {
    return KernelBuilder::activationIndices(p.layout, image, channel, row, col);
  }
  SmallVector<Value> filterIndices(Value channel, int64_t kh, int64_t kw) {
    return k.depthwiseFilterIndices(p.layout, channel, kh, kw);
  }

  OpBuilder &b;
  DepthwiseConv2DBackwardFilterOp op;
  const DepthwiseProblem &p;
  FilterGradientConfigAttr config;
  KernelBuilder k;
  int64_t width, taps;
  Value input, gradOutput, result, zero;
};

Value FilterGradientEmitter::emit() {
  input = k.toBuffer(op.getInput(), true);
  gradOutput = k.toBuffer(op.getGradOutput(), true);
  result = k.toBuffer(op.getInit(), false);
  k.buildLaunch(getFilterGradientGrid(p, config), config.getThreads(),
                config.getMaxRegisters(),
                [&](ValueRange blockIds, Value threadId) {
                  emitThread(blockIds[0], blockIds[1], threadId);
                });
  return k.toTensor(result, op.getInit());
}

void FilterGradientEmitter::emitThread(Value channelBlock, Value partition,
                                       Value threadId) {
  zero = floatConstant(b, k.loc, accType(), 0.0);
  int64_t chunks = getFilterGradientChunks(config);
  int64_t lanes = getFilterGradientLanes(config);
  // NHWC: chunks vary fastest, so a warp's loads run along the channels;
  // NCHW: lanes do, along a row's columns.
  Value chunk, lane;
  if (p.layout == Layout::NHWC) {
    chunk = k.rem(threadId, chunks);
    lane = k.div(threadId, chunks);
  } else {
    lane = k.rem(threadId, lanes);
    chunk = k.div(threadId, lanes);
  }
  Value channel = k.add(k.mul(channelBlock, config.getBlockChannels()),
                        k.mul(chunk, width));
  Value inputChannel = k.div(channel, p.multiplier);

  int64_t rowBlocksPerPartition =
      getFilterGradientRowBlocksPerPartition(p, config);
  int64_t items = rowBlocksPerPartition * getFilterGradientColBlocks(p, config);
  int64_t steps = llvm::divideCeilSigned(items, lanes);
  Value firstRowBlock = k.mul(partition, rowBlocksPerPartition);
  SmallVector<Value> init(taps, zero);
  auto loop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(steps), k.index(1), init,
      [&](OpBuilder &nb, Location, Value step, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        SmallVector<Value> sums(args);
        addItem(k.add(lane, k.mul(step, lanes)), firstRowBlock, channel,
                inputChannel, sums);
        scf::YieldOp::create(b, k.loc, sums);
      });
  reduceAndStore(channelBlock, partition, threadId, chunk, lane,
                 SmallVector<Value>(loop.getResults()));
}

void FilterGradientEmitter::addItem(Value item, Value firstRowBlock,
                                    Value channel, Value inputChannel,
                                    MutableArrayRef<Value> sums) {
  int64_t rows = config.getRowsPerThread(), cols = config.getColsPerThread();
  int64_t colBlocks = getFilterGradientColBlocks(p, config);
  int64_t rowBlocksPerImage = llvm::divideCeilSigned(p.outHeight, rows);
  int64_t rowBlocks = getFilterGradientRowBlocks(p, config);
  int64_t items = getFilterGradientRowBlocksPerPartition(p, config) * colBlocks;
  Value rowBlock = k.add(firstRowBlock, k.div(item, colBlocks));
  Value live = k.andI(k.lt(item, items), k.lt(rowBlock, rowBlocks));
  rowBlock = k.clamp(rowBlock, 0, rowBlocks - 1);
  Value image = k.div(rowBlock, rowBlocksPerImage);
  Value firstRow = k.mul(k.rem(rowBlock, rowBlocksPerImage), rows);
  Value firstCol = k.mul(k.rem(item, colBlocks), cols);

  // The output-gradient block, zero outside the gradient and for a dead
  // item. NCHW rows of whole column blocks load as one aligned access.
  SmallVector<Value> grad(rows * cols);
  int64_t rowAccess = 1;
  if (p.layout == Layout::NCHW && p.outWidth % cols == 0 &&
      llvm::isPowerOf2_64(cols * p.elementBytes()) &&
      cols * p.elementBytes() <= kMaxAccessBytes && cols > 1)
    rowAccess = cols;
  for (int64_t r = 0; r < rows; ++r) {
    Value row = k.add(firstRow, r);
    Value rowValid = k.andI(live, k.lt(row, p.outHeight));
    Value rowClamped = k.clamp(row, 0, p.outHeight - 1);
    if (rowAccess > 1) {
      VectorType type = VectorType::get({cols}, p.elementType);
      Value chunkValue = vector::LoadOp::create(
          b, k.loc, type, gradOutput,
          activationIndices(image, channel, rowClamped, firstCol),
          /*nontemporal=*/false, getAccessAlignment(cols, p.elementType));
      for (int64_t c = 0; c < cols; ++c) {
        Value element = vector::ExtractOp::create(b, k.loc, chunkValue, c);
        grad[r * cols + c] = k.select(
            rowValid, castFloat(b, k.loc, element, b.getF32Type()), zero);
      }
      continue;
    }
    for (int64_t c = 0; c < cols; ++c) {
      Value col = k.add(firstCol, c);
      grad[r * cols + c] =
          loadF32(gradOutput,
                  activationIndices(image, channel, rowClamped,
                                    k.clamp(col, 0, p.outWidth - 1)),
                  k.andI(rowValid, k.lt(col, p.outWidth)));
    }
  }

  // Each input row the block reads, once, with the columns of its windows.
  int64_t segment = (cols - 1) * p.strideW + p.extentW();
  Value rowBase = k.add(k.mul(firstRow, p.strideH), -p.padTop);
  Value colBase = k.add(k.mul(firstCol, p.strideW), -p.padLeft);
  for (int64_t offset : getFilterGradientInputRows(p, rows)) {
    Value inRow = k.add(rowBase, offset);
    Value rowValid = k.andI(k.ge(inRow, 0), k.lt(inRow, p.height));
    Value rowClamped = k.clamp(inRow, 0, p.height - 1);
    SmallVector<Value> window(segment);
    // Only the columns some tap reads are loaded (dilation skips some).
    SmallVector<bool> read(segment, false);
    for (int64_t c = 0; c < cols; ++c)
      for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
        read[c * p.strideW + kw * p.dilationW] = true;
    for (int64_t t = 0; t < segment; ++t) {
      if (!read[t])
        continue;
      Value col = k.add(colBase, t);
      window[t] =
          loadF32(input,
                  activationIndices(image, inputChannel, rowClamped,
                                    k.clamp(col, 0, p.width - 1)),
                  k.andI(rowValid, k.andI(k.ge(col, 0), k.lt(col, p.width))));
    }
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t kh = 0; kh < p.kernelHeight; ++kh) {
        if (r * p.strideH + kh * p.dilationH != offset)
          continue;
        for (int64_t c = 0; c < cols; ++c) {
          Value g = grad[r * cols + c];
          for (int64_t kw = 0; kw < p.kernelWidth; ++kw) {
            Value &sum = sums[kh * p.kernelWidth + kw];
            sum = fma(window[c * p.strideW + kw * p.dilationW], g, sum);
          }
        }
      }
  }
}

void FilterGradientEmitter::reduceAndStore(Value channelBlock, Value partition,
                                           Value threadId, Value chunk,
                                           Value lane, ArrayRef<Value> sums) {
  // One f32 a (tap, channel of the chunk).
  SmallVector<Value> scalars;
  for (Value sum : sums)
    for (int64_t e = 0; e < width; ++e)
      scalars.push_back(
          width == 1 ? sum
                     : vector::ExtractOp::create(b, k.loc, sum, e).getResult());
  // Within a warp, a butterfly over the lanes of the chunk leaves every one
  // of them with their sum.
  int64_t lanesPerWarp = getFilterGradientLanesPerWarp(p, config);
  int64_t stride = getFilterGradientLaneStride(p, config);
  for (int64_t mask = stride; mask < stride * lanesPerWarp; mask *= 2)
    for (Value &value : scalars) {
      auto shuffle =
          gpu::ShuffleOp::create(b, k.loc, value, mask,
                                 /*width=*/kWarpSize, gpu::ShuffleMode::XOR);
      value =
          arith::AddFOp::create(b, k.loc, value, shuffle.getShuffleResult());
    }

  // One lane a warp and chunk writes its sums; the block adds the warps'.
  int64_t warpSums = getFilterGradientWarpSums(p, config);
  int64_t blockChannels = config.getBlockChannels();
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  Value partials = memref::AllocOp::create(
      b, k.loc,
      MemRefType::get({warpSums, blockChannels, taps}, b.getF32Type(),
                      MemRefLayoutAttrInterface(), workgroup),
      ValueRange{}, b.getI64IntegerAttr(kMaxAccessBytes));
  Value leader = arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::eq,
                                       k.rem(lane, lanesPerWarp), k.index(0));
  {
    auto write = scf::IfOp::create(b, k.loc, leader, false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(write.thenBlock()->getTerminator());
    Value rank = k.div(lane, lanesPerWarp);
    Value firstChannel = k.mul(chunk, width);
    for (int64_t t = 0; t < taps; ++t)
      for (int64_t e = 0; e < width; ++e)
        memref::StoreOp::create(
            b, k.loc, scalars[t * width + e], partials,
            ValueRange{rank, k.add(firstChannel, e), k.index(t)});
  }
  gpu::BarrierOp::create(b, k.loc);

  // Each (channel, tap) of the block: consecutive threads store consecutive
  // addresses of the filter's layout (CHW: taps fastest; HWC: channels).
  int64_t values = blockChannels * taps;
  int64_t threads = config.getThreads();
  Value firstChannel = k.mul(channelBlock, blockChannels);
  bool partial = op.isPartial();
  for (int64_t first = 0; first < values; first += threads) {
    Value v = k.add(threadId, first);
    auto store = scf::IfOp::create(b, k.loc, k.lt(v, values), false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(store.thenBlock()->getTerminator());
    Value channel, tap;
    if (p.layout == Layout::NCHW) {
      channel = k.div(v, taps);
      tap = k.rem(v, taps);
    } else {
      tap = k.div(v, blockChannels);
      channel = k.rem(v, blockChannels);
    }
    Value total = memref::LoadOp::create(b, k.loc, partials,
                                         ValueRange{k.index(0), channel, tap});
    for (int64_t rank = 1; rank < warpSums; ++rank)
      total = arith::AddFOp::create(
          b, k.loc, total,
          memref::LoadOp::create(b, k.loc, partials,
                                 ValueRange{k.index(rank), channel, tap}));
    Value kh = k.div(tap, p.kernelWidth), kw = k.rem(tap, p.kernelWidth);
    Value outChannel = k.add(firstChannel, channel);
    SmallVector<Value> indices = p.layout == Layout::NCHW
                                     ? SmallVector<Value>{outChannel, kh, kw}
                                     : SmallVector<Value>{kh, kw, outChannel};
    if (partial) {
      indices.insert(indices.begin(), partition);
      memref::StoreOp::create(b, k.loc, total, result, indices);
    } else {
      memref::StoreOp::create(
          b, k.loc, castFloat(b, k.loc, total, p.elementType), result, indices);
    }
  }
}

struct TileBackwardFilterPass
    : dwc::impl::DWCTileBackwardFilterBase<TileBackwardFilterPass> {
  void runOnOperation() override {
    SmallVector<DepthwiseConv2DBackwardFilterOp> ops;
    WalkResult result =
        getOperation()->walk([&](DepthwiseConv2DBackwardFilterOp op) {
          if (!op.getConfig())
            return WalkResult::advance();
          if (op.getConfig()->getPartitions() > 1 && !op.isPartial()) {
            op.emitOpError("has ")
                << op.getConfig()->getPartitions()
                << " partitions but writes its result directly: run "
                   "dwc-split-backward-filter first";
            return WalkResult::interrupt();
          }
          ops.push_back(op);
          return WalkResult::advance();
        });
    if (result.wasInterrupted())
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    for (DepthwiseConv2DBackwardFilterOp op : ops) {
      // The verifier guarantees static shapes and f32 sums with a config.
      DepthwiseProblem problem = *DepthwiseProblem::get(op);
      rewriter.setInsertionPoint(op);
      FilterGradientEmitter emitter(rewriter, op, problem);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};

} // namespace
