//===- KernelEmitter.h - the depthwise GPU kernel emitter -------*- C++ -*-===//
//
// The loop nest of one configured dwc.depthwise_conv2d, shared by its
// schedules: the grid, the row-reuse loop with its rotating accumulators,
// the copies of input tiles into workgroup memory, output staging and the
// epilogue (KernelEmitter.cpp). Each schedule builds the body of one thread
// in its own file: RowSegment.cpp (`shuffle`, `shared`), Window.cpp
// (`window`), RolledWindow.cpp (`rolled_window`), Mma.cpp (`mma`),
// BatchMma.cpp (`batch_mma`) and Diagonal.cpp (`diagonal`).
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_KERNELEMITTER_H
#define DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_KERNELEMITTER_H

#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::dwc::depthwise {

/// Chunks a thread loads before it stores any in the `shared` copy: enough
/// loads in flight to cover DRAM latency without holding many registers.
inline constexpr int64_t kCopyBatch = 8;

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
  /// Builds the per-thread body of `rolled_window`: the block's taps in
  /// workgroup memory, the window walked in rolled loops.
  void emitRolledWindowThread(ValueRange blockIds, Value threadId);
  /// What a `window` or `rolled_window` thread works on: its first channel
  /// (clamped into the layer, with whether it is inside), the input channel
  /// it reads, its lane's first channel in the block, image, and first
  /// output row and column.
  struct WindowThread {
    Value channel, channelValid, channelClamped, inputChannel, blockChannel;
    Value image, firstOutRow, firstOutCol;
  };
  WindowThread getWindowThread(ValueRange blockIds, Value threadId);
  /// Builds the per-thread body of `diagonal`: the block's input and tap
  /// tiles in workgroup memory, each warp's 16-pixel x 8-channel tiles as
  /// tensor-core products over pairs of taps with block-diagonal weights.
  void emitDiagonalThread(ValueRange blockIds, Value threadId);
  /// `diagonal`: copies the block's input tile (getDiagonalTileShape;
  /// padding and channels past the last as zeros) in 8-channel chunks, all
  /// threads together, without a barrier; returns the tile.
  Value copyDiagonalTile(Value firstOutRow, Value firstOutCol,
                         Value firstChannel, Value threadId, Value image);
  /// `rolled_window`: copies the taps of the block's channels (from
  /// `firstChannel`) into a workgroup tile of getTapTileShape, all threads
  /// together, then waits at a barrier; returns the tile.
  Value copyTapTile(Value firstChannel, Value threadId);
  /// The indices of (row, col, channel) of image `t.image` in an activation
  /// buffer of the layout.
  SmallVector<Value> activationIndices(const WindowThread &t, Value row,
                                       Value col, Value channel);
  /// A vector of `vector_width` elements at `indices`.
  Value loadChannelVector(Value memref, ValueRange indices);
  /// The thread's input vector at (row, col), both already clamped into the
  /// map, read as zeros where `valid` is false: under a uniform mask with
  /// `predicated_padding`, else by a select.
  Value readWindowInput(const WindowThread &t, Value clampedRow,
                        Value clampedCol, Value valid);
  /// The thread's bias vector in the accumulator type; null without a bias.
  Value loadWindowBias(const WindowThread &t);
  /// Writes the thread's outputs of row `outRow`, `acc` (a vector per
  /// column) through the epilogue, skipping those outside the output.
  void storeWindowRow(const WindowThread &t, Value outRow, ArrayRef<Value> acc,
                      Value biasValue);
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
  /// A pixel-major copy between `global` (an activation buffer) and the
  /// block's `tile` over `pixels` pixels: its chunks of `vector_width`
  /// channels of one pixel, both sides viewed as pixels x channels, and the
  /// value of padding reads.
  struct PixelChunks {
    int64_t chunks;
    VectorType chunkType;
    Value global, tile, padding;
  };
  PixelChunks getPixelChunks(int64_t pixels, Value global, Value tile);
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

  /// The indices of tap (kh, kw) of `channel`'s filter in the layout's
  /// filter form; with the op's `flip_filter`, those of tap (KH-1-kh,
  /// KW-1-kw).
  SmallVector<Value> filterIndices(Value channel, Value kh, Value kw) {
    auto flip = [&](Value tap, int64_t size) -> Value {
      return flipFilter
                 ? arith::SubIOp::create(b, k.loc, k.index(size - 1), tap)
                 : tap;
    };
    Value row = flip(kh, p.kernelHeight);
    Value col = flip(kw, p.kernelWidth);
    if (p.layout == Layout::NCHW)
      return {channel, row, col};
    return {row, col, channel};
  }
  SmallVector<Value> filterIndices(Value channel, int64_t kh, Value kw) {
    return filterIndices(channel, k.index(kh), kw);
  }
  SmallVector<Value> filterIndices(Value channel, int64_t kh, int64_t kw) {
    return filterIndices(channel, k.index(kh), k.index(kw));
  }

  Value load(Value memref, ValueRange indices) {
    return memref::LoadOp::create(b, k.loc, memref, indices);
  }

  OpBuilder &b;
  DepthwiseConv2DOp op;
  const DepthwiseProblem &p;
  DepthwiseConfigAttr config;
  Type accType;
  bool flipFilter = op.getFlipFilter();
  KernelBuilder k;
  Value input, filter, bias, output;
};

} // namespace mlir::dwc::depthwise

#endif // DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_KERNELEMITTER_H
