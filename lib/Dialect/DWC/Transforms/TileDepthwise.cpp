//===- TileDepthwise.cpp - depthwise convolutions to GPU loops --*- C++ -*-===//
//
// Each configured dwc.depthwise_conv2d becomes, on its operands' buffers:
//
//   scf.parallel (block x, y, z)        mapped to block_x/y/z
//     scf.parallel (thread)             mapped to thread_x
//       filter taps and bias -> registers
//       prologue: input rows that precede the first output row's last tap
//       scf.for over rows_per_thread output rows, iter_args = accumulators
//                                             and the fetched input rows
//         fetch the input rows of output row i + prefetch_depth
//         add each fetched row times every filter row into the accumulator
//           of the output row it belongs to (row reuse)
//         store the finished row with bias, activation, rounding
//         rotate the accumulators
//
// The tensor-core schedule (`mma`) replaces the thread body: the block's
// input rows go to workgroup memory, each warp multiplies 16 of them per
// filter row by the filter row as a banded matrix (nvgpu.ldmatrix,
// nvvm.mma.sync) for each 8-column tile of its output rows, and the outputs
// leave through a workgroup tile.
//
// The batched tensor-core schedule (`batch_mma`) takes 16 images per block:
// their whole channel planes go to workgroup memory, and each warp multiplies
// every input row of its channel, 16 images x 16 columns, by all filter rows
// as banded matrices (nvvm.mma.sync) into rotating accumulators for one
// 8-column output tile; the finished rows go over the input tile, which
// leaves as one run per image.
//
// With the config's `stage_output`, finished rows go to a workgroup tile of
// the block's whole channel planes, which leaves after the row loop as one
// contiguous run of aligned chunks.
//
// With the config's `unroll_rows`, the row loop carries its rotation period
// (`dwc.rotation_period`, the number of live rows) for dwc-unroll-row-reuse.
//
// Rows are fetched `prefetch_depth` steps ahead because the stores may alias
// the input as far as the compiler knows: a load written after a store cannot
// be issued before it, so without the prefetch each thread would have one
// load in flight.
//
// The accumulators hold the `liveRows` output rows whose windows overlap the
// current input row; each is `cols` values (NCHW) or `cols` vectors of
// `vector_width` channels (NHWC). Loop trip counts are static so that every
// lane of a warp runs every shuffle; out-of-range rows, columns and channels
// are clamped for loads and guarded at the store.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include <map>

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEDEPTHWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

/// Chunks a thread loads before it stores any in the `shared` copy: enough
/// loads in flight to cover DRAM latency without holding many registers.
constexpr int64_t kCopyBatch = 8;
/// The same for the `mma` copy, whose thread has no accumulators live while
/// it copies. On the H200 (docs/bench/2026-12-02-s6), 16 instead of 8 ran
/// the `mma` kernels of 5x5 windows over 14x14 and 7x7 maps, whose copies
/// take 9 passes (two round trips to memory with 8), 1.33x-1.48x as fast;
/// the other benchmark layers' kernels ran 0.99x-1.03x as fast.
constexpr int64_t kMmaCopyBatch = 16;

/// Index and float arithmetic on one builder and location.
class KernelBuilder {
public:
  KernelBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// Zero of a scalar or (splat) vector type.
  Value zero(Type type) {
    return arith::ConstantOp::create(b, loc,
                                     cast<TypedAttr>(b.getZeroAttr(type)));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, index(y)) : x; }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, loc, x, index(y));
  }
  Value div(Value x, int64_t y) {
    return y == 1 ? x : arith::DivUIOp::create(b, loc, x, index(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, loc, x, index(y));
  }
  Value lt(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x,
                                 index(y));
  }
  Value ge(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x,
                                 index(y));
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  /// `x` clamped to [lo, hi].
  Value clamp(Value x, int64_t lo, int64_t hi) {
    Value low = arith::MaxSIOp::create(b, loc, x, index(lo));
    return arith::MinSIOp::create(b, loc, low, index(hi));
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// A row read of `type` that yields zeros where `valid` is false: a
  /// transfer_read under a uniform mask, which dwc-coalesce-depthwise makes
  /// predicated loads.
  Value maskedRead(VectorType type, Value memref, ValueRange indices,
                   Value valid, bool inBounds) {
    Value mask = vector::BroadcastOp::create(
        b, loc, VectorType::get(type.getShape(), b.getI1Type()), valid);
    return vector::TransferReadOp::create(
        b, loc, type, memref, indices,
        AffineMap::getMinorIdentityMap(indices.size(), 1, b.getContext()),
        zero(type.getElementType()), mask, b.getBoolArrayAttr({inBounds}));
  }
  /// The tap `input * weight + acc`, contractible into one fma (math.fma
  /// would become a libdevice call on NVVM); the multiply is marked for
  /// dwc-drop-padding-taps.
  Value tap(Value input, Value weight, Value acc) {
    auto contract = arith::FastMathFlags::contract;
    auto product = arith::MulFOp::create(b, loc, input, weight, contract);
    product->setAttr(kTapAttrName, b.getUnitAttr());
    return arith::AddFOp::create(b, loc, product, acc, contract);
  }

  OpBuilder &b;
  Location loc;
};

/// Emits the loop nest of one depthwise convolution.
class DepthwiseKernelEmitter {
public:
  DepthwiseKernelEmitter(OpBuilder &b, DepthwiseConv2DOp op,
                         const DepthwiseProblem &problem)
      : b(b), op(op), p(problem), config(*op.getConfig()),
        accType(op.getAccumulatorType()), k(b, op.getLoc()) {}

  /// Replaces `op` by the loop nest; returns the result tensor.
  Value emit();

private:
  using Accumulators = SmallVector<Value>;

  /// Builds the per-thread body of the NCHW row-segment schedules: the
  /// window of a lane's columns comes from neighbouring lanes by shuffles
  /// (`shuffle`) or from the block's input tile in workgroup memory
  /// (`shared`).
  void emitRowSegmentThread(ValueRange blockIds, Value threadId);
  /// Builds the per-thread body for NHWC with a register window.
  void emitWindowThread(ValueRange blockIds, Value threadId);
  /// Builds the per-thread body of the tensor-core schedule (`mma`): each
  /// warp multiplies its rows of the block's input tile by the banded filter
  /// rows.
  void emitMmaThread(ValueRange blockIds, Value threadId);
  /// Builds the per-thread body of the batched tensor-core schedule
  /// (`batch_mma`): each warp walks the input rows of one channel of the
  /// block's 16 images for one 8-column output tile.
  void emitBatchMmaThread(ValueRange blockIds, Value threadId);
  /// A `batch_mma` block's planes: 16 images x block_channels planes in the
  /// workgroup `tile`, image `firstImage + i` and channel `firstChannel + c`
  /// at flat offset `runStart + offset` of the flat views.
  struct BatchMmaBlock {
    Value tile, flatInput, flatOutput;
    Value firstImage, firstChannel, runStart;
  };
  /// Rows [rowBegin, rowEnd) of a `batch_mma` block's planes as chunks of
  /// `vector_width`: the whole map as one run per image, a band of rows per
  /// image as those rows of each plane in turn.
  int64_t countBatchMmaChunks(int64_t rowBegin, int64_t rowEnd);
  /// A chunk's image, plane (null for whole runs, which may cross planes)
  /// and offset in the image's run.
  std::tuple<Value, Value, Value>
  placeBatchMmaChunk(Value chunk, int64_t rowBegin, int64_t rowEnd);
  /// Issues the cp.async copies of a `batch_mma` block's planes, one group
  /// per band of rows starting at `bandStarts`; returns the groups.
  SmallVector<Value> copyBatchMmaBands(const BatchMmaBlock &block,
                                       Value threadId,
                                       ArrayRef<int64_t> bandStarts);
  /// Stores output rows [rowBegin, rowEnd) of a `batch_mma` block's tile,
  /// without the channels past the last and the images past the batch.
  void storeBatchMmaRows(const BatchMmaBlock &block, Value threadId,
                         int64_t rowBegin, int64_t rowEnd);
  /// The B operands of each filter row for the lane at `position` of quad
  /// `group`: the row as a banded 16 x 8 matrix, 2 element pairs per lane.
  SmallVector<SmallVector<Value, 2>>
  mmaFilterOperands(Value channel, Value group, Value position);
  /// What a tensor-core lane needs of its channel: its quad `group` (lane /
  /// 4) and `position` in it (lane % 4), the B operands of every filter row
  /// and the bias in the accumulator type (null without one).
  struct MmaLane {
    Value group, position;
    SmallVector<SmallVector<Value, 2>> bOperands;
    Value bias;
  };
  MmaLane getMmaLane(Value lane, Value channel);
  /// Calls `batch` with each batch of the chunks that `threadId` moves of a
  /// block's `chunks` (its j-th is threadId + j * threads): up to kCopyBatch
  /// chunks a batch, unrolled, so that their accesses are in flight
  /// together; several batches run in an scf.for. Indices may pass `chunks`
  /// in the last batch.
  void forEachChunkBatch(int64_t chunks, Value threadId,
                         function_ref<void(ArrayRef<Value>)> batch);
  /// How many of a block's `chunks` chunks of `chunkWidth` elements, from
  /// element `runStart` of an image of `imageSize` elements, lie inside the
  /// image: fewer than all in the last block of a ragged channel split.
  Value chunksInImage(Value runStart, int64_t chunks, int64_t chunkWidth,
                      int64_t imageSize);
  /// Writes a `stage_output` block's output tile, whole channel planes, to
  /// the output as one contiguous run of aligned chunks, after a barrier.
  void writeStagedOutputTile(Value outTile, Value threadId, Value firstChannel,
                             Value batch);
  /// NHWC `shared`: writes the block's pixel-major output tile to the
  /// output in chunks of `vector_width` channels of one pixel, after a
  /// barrier.
  void writePixelMajorOutputTile(Value outTile, Value threadId,
                                 Value firstChannel, Value batch);
  /// Writes the block's `mma` output tile to the output in aligned row
  /// chunks, after a barrier.
  void writeMmaOutputTile(Value outTile, ValueRange blockIds, Value threadId,
                          Value firstChannel, Value batch);
  /// An element pair as an mma operand: NVVM takes f16 pairs as vectors and
  /// bf16 pairs as i32 (nvgpu.mma.sync lowers f16 only).
  Value mmaOperand(Value pair);
  /// One m16n8k16 tensor-core product with f32 accumulation: `a` holds the
  /// lane's four A element pairs (rows g and g + 8 of columns 2q, 2q + 1,
  /// then of columns 2q + 8, 2q + 9), `b` its two B operands, `c` the four
  /// accumulators.
  SmallVector<Value, 4> mma(ArrayRef<Value> a, ArrayRef<Value> b,
                            ArrayRef<Value> c);

  /// A block's input rows in workgroup memory (`shared` and `mma`
  /// schedules): tile row r holds input row `firstRow + r` of channel
  /// `firstChannel + c` (its shape is getSharedTileShape's).
  struct InputTile {
    Value buffer;
    Value firstRow;
  };
  /// Copies the block's input rows, whole and verbatim, into workgroup memory
  /// by all its threads, then waits at a barrier. A whole-plane tile
  /// (isWholePlaneTile) stores no padding rows; a band tile stores them as
  /// zeros.
  InputTile copyInputTile(ValueRange blockIds, Value threadId,
                          Value firstChannel, Value batch);
  /// NHWC `shared`: copies the block's channels of every input pixel into
  /// a pixel-major tile, then waits at a barrier. Consecutive threads move
  /// consecutive `vector_width`-channel chunks of a pixel.
  InputTile copyPixelMajorTile(Value threadId, Value firstChannel, Value batch);
  /// The pixel and first channel in the block of `chunk` of a pixel-major
  /// tile, whose pixels hold block_channels / vector_width chunks each.
  std::pair<Value, Value> splitPixelChunk(Value chunk);
  /// The `mma` schedule's copy: each thread keeps one chunk column and walks
  /// the tile's rows, so that no chunk index is divided in the loop; columns
  /// and rows outside the input are stored as zeros.
  InputTile copyMmaTile(ValueRange blockIds, Value threadId, Value firstChannel,
                        Value batch);

  /// Runs the row-reuse schedule. `fetchRow(ih)` loads input row `ih` (zero
  /// when outside the input) as `valuesPerFetch` values, `expandRow` turns
  /// them into the row's window in the accumulator type,
  /// `accumulate(accs, window, kh)` adds a window times filter row `kh` into
  /// one live output row's accumulators, and `storeRow(i, accs)` writes
  /// output row `firstOutRow + i` from the first live row. Each live row
  /// holds `valuesPerRow` accumulators of `accValueType`.
  void emitRowReuseLoop(
      Value firstOutRow, int64_t valuesPerRow, Type accValueType,
      int64_t valuesPerFetch,
      function_ref<SmallVector<Value>(Value ih)> fetchRow,
      function_ref<SmallVector<Value>(ArrayRef<Value>)> expandRow,
      function_ref<void(MutableArrayRef<Value>, ArrayRef<Value>, int64_t)>
          accumulate,
      function_ref<void(Value i, ArrayRef<Value>)> storeRow);

  /// Bias, activation and rounding of accumulated values.
  Value epilogue(Value acc, Value bias, Type resultType);

  /// A block's tile of elements in workgroup memory, aligned for the widest
  /// access.
  Value allocWorkgroupTile(ArrayRef<int64_t> shape) {
    auto workgroup = gpu::AddressSpaceAttr::get(b.getContext(),
                                                gpu::AddressSpace::Workgroup);
    return memref::AllocOp::create(
        b, k.loc,
        MemRefType::get(shape, p.elementType, MemRefLayoutAttrInterface(),
                        workgroup),
        ValueRange{}, b.getI64IntegerAttr(kMaxAccessBytes));
  }

  Value load(Value memref, ValueRange indices) {
    return memref::LoadOp::create(b, k.loc, memref, indices);
  }

  OpBuilder &b;
  DepthwiseConv2DOp op;
  const DepthwiseProblem &p;
  DepthwiseConfigAttr config;
  Type accType;
  KernelBuilder k;
  Value input, filter, bias, output;
};

Value DepthwiseKernelEmitter::emit() {
  Location loc = op.getLoc();
  auto toBuffer = [&](Value tensor, bool readOnly) -> Value {
    auto type = cast<RankedTensorType>(tensor.getType());
    return bufferization::ToBufferOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
        readOnly);
  };
  input = toBuffer(op.getInput(), true);
  filter = toBuffer(op.getFilter(), true);
  if (op.getBias())
    bias = toBuffer(op.getBias(), true);
  output = toBuffer(op.getInit(), false);

  int64_t rowBlocks = llvm::divideCeil(p.outHeight, config.getBlockRows());
  int64_t colBlocks = llvm::divideCeil(p.outWidth, config.getBlockCols());
  int64_t channelBlocks =
      llvm::divideCeil(p.channels, config.getBlockChannels());
  int64_t batchBlocks = config.getColumnReuse() == ColumnReuse::BatchMma
                            ? llvm::divideCeil(p.batch, kBatchMmaImages)
                            : p.batch;
  SmallVector<Value> zeros(3, k.index(0)), ones(3, k.index(1));
  SmallVector<Value> grid = {k.index(rowBlocks * colBlocks),
                             k.index(channelBlocks), k.index(batchBlocks)};
  MLIRContext *ctx = b.getContext();
  auto mapping = [&](gpu::Processor processor) {
    AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
    return gpu::ParallelLoopDimMappingAttr::get(ctx, processor, id, id);
  };
  auto blockLoop = scf::ParallelOp::create(
      b, loc, zeros, grid, ones,
      [&](OpBuilder &nb, Location nloc, ValueRange blockIds) {
        // Outlining carries the block's body, not the launch's attributes,
        // into the kernel (see dwc-apply-register-limits).
        if (int64_t maxRegisters = config.getMaxRegisters())
          RegisterLimitOp::create(nb, nloc, maxRegisters);
        auto threadLoop = scf::ParallelOp::create(
            nb, nloc, ValueRange{k.index(0)},
            ValueRange{k.index(config.getThreads())}, ValueRange{k.index(1)},
            [&](OpBuilder &tb, Location, ValueRange threadIds) {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(tb.getInsertionBlock(),
                                  tb.getInsertionPoint());
              if (config.getColumnReuse() == ColumnReuse::Window)
                emitWindowThread(blockIds, threadIds[0]);
              else if (config.getColumnReuse() == ColumnReuse::Mma)
                emitMmaThread(blockIds, threadIds[0]);
              else if (config.getColumnReuse() == ColumnReuse::BatchMma)
                emitBatchMmaThread(blockIds, threadIds[0]);
              else
                emitRowSegmentThread(blockIds, threadIds[0]);
            });
        (void)gpu::setMappingAttr(threadLoop,
                                  {mapping(gpu::Processor::ThreadX)});
      });
  (void)gpu::setMappingAttr(blockLoop, {mapping(gpu::Processor::BlockX),
                                        mapping(gpu::Processor::BlockY),
                                        mapping(gpu::Processor::BlockZ)});
  // The coalescing pass reads the schedule from the nest.
  blockLoop->setAttr("dwc.config", config);
  return bufferization::ToTensorOp::create(
      b, loc, op.getInit().getType(), output, b.getUnitAttr(), b.getUnitAttr());
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
          b, k.loc,
          load(filter,
               nchw ? ValueRange{channelClamped, k.index(kh), k.index(kw)}
                    : ValueRange{k.index(kh), k.index(kw), channelClamped}),
          f32));
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
    // A thread of one row stores it under a uniform mask, not in a branch:
    // all of its FMAs would sink into the branch and ptxas would issue the
    // filter loads after it, behind the input loads (see
    // dwc-coalesce-depthwise). In a row loop the accumulators carry the
    // products of later rows past the branch; masked stores there ran
    // 0.79x-1.09x as fast on the H200 (docs/bench/2026-12-03-s13/ab.json).
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
  forEachChunkBatch(chunks, threadId, [&](ArrayRef<Value> batchChunks) {
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
  forEachChunkBatch(chunks, threadId, [&](ArrayRef<Value> batchChunks) {
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

DepthwiseKernelEmitter::InputTile
DepthwiseKernelEmitter::copyPixelMajorTile(Value threadId, Value firstChannel,
                                           Value batch) {
  Value tile = allocWorkgroupTile(getSharedTileShape(p, config));
  int64_t width = config.getVectorWidth();
  int64_t chunks = p.height * p.width * config.getBlockChannels() / width;
  VectorType chunkType = VectorType::get({width}, p.elementType);
  Value pixelInput = collapsePixels(b, k.loc, input);
  Value pixelTile = collapsePixels(b, k.loc, tile);
  Value padding = k.zero(p.elementType);
  struct Chunk {
    Value value, pixel, tileChannel;
  };
  forEachChunkBatch(chunks, threadId, [&](ArrayRef<Value> batchChunks) {
    SmallVector<Chunk> loaded;
    for (Value chunk : batchChunks) {
      // A repeat of the last chunk stores the same values; channels past the
      // last one re-read it, and their outputs are never stored.
      chunk = arith::MinUIOp::create(b, k.loc, chunk, k.index(chunks - 1));
      auto [pixel, tileChannel] = splitPixelChunk(chunk);
      Value channel =
          arith::MinUIOp::create(b, k.loc, k.add(firstChannel, tileChannel),
                                 k.index(p.channels - width));
      Value value = vector::TransferReadOp::create(
          b, k.loc, chunkType, pixelInput, ValueRange{batch, pixel, channel},
          padding, ArrayRef<bool>{true});
      loaded.push_back({value, pixel, tileChannel});
    }
    for (const Chunk &chunk : loaded)
      vector::TransferWriteOp::create(
          b, k.loc, chunk.value, pixelTile,
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
  int64_t width = config.getVectorWidth();
  int64_t chunks = p.outHeight * p.outWidth * config.getBlockChannels() / width;
  VectorType chunkType = VectorType::get({width}, p.elementType);
  Value pixelOutput = collapsePixels(b, k.loc, output);
  Value pixelTile = collapsePixels(b, k.loc, outTile);
  Value padding = k.zero(p.elementType);
  forEachChunkBatch(chunks, threadId, [&](ArrayRef<Value> batchChunks) {
    for (Value chunk : batchChunks) {
      auto [pixel, tileChannel] = splitPixelChunk(chunk);
      Value channel = k.add(firstChannel, tileChannel);
      Value valid = k.andI(k.lt(chunk, chunks), k.lt(channel, p.channels));
      auto store = scf::IfOp::create(b, k.loc, valid, /*withElse=*/false);
      OpBuilder::InsertionGuard insertion(b);
      b.setInsertionPointToStart(store.thenBlock());
      Value value = vector::TransferReadOp::create(
          b, k.loc, chunkType, pixelTile, ValueRange{pixel, tileChannel},
          padding, ArrayRef<bool>{true});
      vector::TransferWriteOp::create(b, k.loc, value, pixelOutput,
                                      ValueRange{batch, pixel, channel},
                                      ArrayRef<bool>{true});
    }
  });
}

void DepthwiseKernelEmitter::forEachChunkBatch(
    int64_t chunks, Value threadId, function_ref<void(ArrayRef<Value>)> batch) {
  int64_t threads = config.getThreads();
  int64_t chunksPerThread = llvm::divideCeil(chunks, threads);
  int64_t batchSize = std::min(chunksPerThread, kCopyBatch);
  int64_t batches = llvm::divideCeil(chunksPerThread, batchSize);
  auto emitBatch = [&](Value first) {
    SmallVector<Value> batchChunks;
    for (int64_t j = 0; j < batchSize; ++j)
      batchChunks.push_back(k.add(first, j * threads));
    batch(batchChunks);
  };
  if (batches == 1) {
    emitBatch(threadId);
    return;
  }
  scf::ForOp::create(
      b, k.loc, k.index(0), k.index(batches), k.index(1), ValueRange{},
      [&](OpBuilder &nb, Location, Value batchIndex, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        emitBatch(k.add(threadId, k.mul(batchIndex, batchSize * threads)));
        scf::YieldOp::create(b, k.loc);
      });
}

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
  // Chunks of at least 4 bytes go by cp.async (16-byte ones bypassing L1):
  // no registers hold them in flight, and rows or columns outside the input
  // are zero-filled. On the H200 (docs/bench/2026-12-02-s6/variants/
  // mma_async_direct_pairs.json, f16) that ran the 56- and 112-row maps at
  // N=32 and 128 1.07x-1.13x as fast as the copy through registers, the
  // other kernels 0.97x-1.06x.
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
  Value channelValid = k.lt(channel, p.channels);
  Value channelClamped = k.select(channelValid, channel, k.index(0));
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
  auto filterIndices = [&](int64_t kh, int64_t kw) -> SmallVector<Value> {
    if (nchw)
      return {channelClamped, k.index(kh), k.index(kw)};
    return {k.index(kh), k.index(kw), channelClamped};
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
          b, k.loc, loadVector(filter, filterIndices(kh, kw)), accVector));
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
          activationIndices(rowClamped, colClamped[t], channelClamped);
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
          valid, load(filter, {channel, k.index(kh), kw}), elementZero));
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

void DepthwiseKernelEmitter::emitBatchMmaThread(ValueRange blockIds,
                                                Value threadId) {
  // Fragment layouts as in emitMmaThread; A's rows are the block's 16
  // images. Tile m's A holds input columns 8m - pad_left .. 8m - pad_left +
  // 15, two 8-column chunks of which the second is tile m + 1's first, so B
  // (mmaFilterOperands) is the same for every tile and output column
  // 8m + n takes A column n + kw. Each input row is read from the tile
  // once for all filter rows; prefersBatchMma (DepthwiseHeuristics.cpp)
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
  forEachChunkBatch(
      countBatchMmaChunks(rowBegin, rowEnd), threadId,
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

struct TileDepthwisePass : dwc::impl::DWCTileDepthwiseBase<TileDepthwisePass> {
  void runOnOperation() override {
    SmallVector<DepthwiseConv2DOp> ops;
    getOperation()->walk([&](DepthwiseConv2DOp op) {
      if (op.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (DepthwiseConv2DOp op : ops) {
      // The verifier guarantees static shapes when a config is present.
      DepthwiseProblem problem = *DepthwiseProblem::get(op);
      if (!isa<Float32Type>(op.getAccumulatorType())) {
        op.emitOpError("GPU kernels accumulate in f32; got acc_type ")
            << op.getAccumulatorType();
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      DepthwiseKernelEmitter emitter(rewriter, op, problem);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};

} // namespace
