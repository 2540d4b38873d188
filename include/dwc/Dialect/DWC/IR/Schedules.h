//===- Schedules.h - geometry and verifier of dwc GPU schedules -*- C++ -*-===//
//
// What a GPU schedule of dwc.depthwise_conv2d is, independent of who chose
// it: the layer as the kernels see it (DepthwiseProblem), the tiles and
// workgroup memory a #dwc.depthwise_config implies, and the verifier that
// says whether a config schedules a layer. The op verifier, the configure
// pass's candidate generators and the kernel emitter all read these, so that
// a config a user writes by hand is checked exactly as one the compiler
// chose.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_IR_SCHEDULES_H
#define DWC_DIALECT_DWC_IR_SCHEDULES_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include <algorithm>
#include <array>

namespace mlir::dwc {

/// Widest access the GPU kernels make (128 bits: `ld.global.v4.b32`), and so
/// the alignment of their workgroup tiles.
inline constexpr int64_t kMaxAccessBytes = 16;

/// The static geometry of a depthwise convolution in layout-free terms, as
/// the GPU schedule sees it.
struct DepthwiseProblem {
  int64_t batch, channels, multiplier;
  int64_t height, width, outHeight, outWidth;
  int64_t kernelHeight, kernelWidth;
  int64_t strideH, strideW, dilationH, dilationW;
  int64_t padTop, padBottom, padLeft, padRight;
  Layout layout;
  Type elementType;
  /// The fused activation: its arithmetic and registers count against a
  /// thread's outputs.
  Activation activation = Activation::None;

  /// Fails (without a diagnostic) when a batch or spatial size is dynamic.
  static FailureOr<DepthwiseProblem> get(DepthwiseConv2DOp op);
  /// The forward layer whose input gradient `op` computes: its `height` x
  /// `width` are the gradient's, its outputs those of `grad_output`.
  static FailureOr<DepthwiseProblem> get(DepthwiseConv2DBackwardDataOp op);
  /// The forward layer whose filter gradient `op` computes.
  static FailureOr<DepthwiseProblem> get(DepthwiseConv2DBackwardFilterOp op);

  int64_t elementBytes() const {
    return elementType.getIntOrFloatBitWidth() / 8;
  }
  /// Widest access in elements: kMaxAccessBytes of them.
  int64_t maxVectorWidth() const { return kMaxAccessBytes / elementBytes(); }
  /// Widest power-of-two element count of at most kMaxAccessBytes that
  /// divides `value`.
  /// Output channels: input channels x channel multiplier.
  int64_t outChannels() const { return channels * multiplier; }
  int64_t widestVectorDividing(int64_t value) const {
    int64_t width = maxVectorWidth();
    while (value % width != 0)
      width /= 2;
    return width;
  }
  /// Span of one dilated kernel row / column in input elements.
  int64_t extentH() const { return (kernelHeight - 1) * dilationH + 1; }
  int64_t extentW() const { return (kernelWidth - 1) * dilationW + 1; }
  /// Output rows (columns) whose windows overlap one input row (column):
  /// the number of rotating accumulators of the row-reuse loop.
  int64_t liveRows() const { return llvm::divideCeil(extentH(), strideH); }
  /// Input columns [0, n) that hold data read by some output of a row; a
  /// shuffle row segment must load them all (the rest is zero padding).
  int64_t inputColumnsRead() const {
    return std::min(width, (outWidth - 1) * strideW + extentW() - padLeft);
  }
};

/// Lanes of a shuffle row segment for `colsPerThread` outputs per lane: the
/// power of two that covers the row's outputs and the input columns they
/// read.
int64_t getShuffleSegmentLanes(const DepthwiseProblem &problem,
                               int64_t colsPerThread);

/// Threads per warp.
inline constexpr int64_t kWarpSize = 32;
/// The `mma` schedule's warp tile: output rows (the mma's M) and columns (N)
/// per tensor-core product, and the input columns each product reads (K) at
/// one filter row.
inline constexpr int64_t kMmaTileRows = 16;
inline constexpr int64_t kMmaTileCols = 8;
inline constexpr int64_t kMmaTileInputCols = 16;
/// Images per block of the `batch_mma` schedule: the rows of its products.
inline constexpr int64_t kBatchMmaImages = 16;
/// Fewest bytes one cp.async moves (4, 8 or 16).
inline constexpr int64_t kMinAsyncCopyBytes = 4;
/// Most output columns a warp's step of the `mma` schedule computes (4
/// tiles: 16 accumulators per lane).
inline constexpr int64_t kMmaMaxStepCols = 32;

/// The `mma` tile's column of input column 0: a tile of zero columns precedes
/// the row when there is left padding (less than the window, so at most 8),
/// so that every product reads its 16 input columns from a 16-byte-aligned
/// tile column.
int64_t getMmaColumnOffset(const DepthwiseProblem &problem);
/// Column tiles of 8 outputs that cover an output row in the `mma`
/// schedule; tile m starts at output column 8m - offset + padLeft.
int64_t getMmaColumnTiles(const DepthwiseProblem &problem);
/// Tile columns the `mma` products read: the offset, the row and zeros up
/// to the last column tile's 16 input columns.
int64_t getMmaTileColumns(const DepthwiseProblem &problem);
/// Elements per chunk in which the `mma` output tile leaves: the widest
/// access that divides the output row.
int64_t getMmaOutputChunkWidth(const DepthwiseProblem &problem);

/// Registers per thread a kernel may be limited to (`max_registers`,
/// `dwc.register_limit`): ptxas's `.maxnreg` range on sm_80 and sm_90.
inline constexpr int64_t kMinRegisterLimit = 16;
inline constexpr int64_t kMaxRegisterLimit = 255;

/// Workgroup memory a kernel may declare statically; past it, buffers go to
/// dynamic workgroup memory, which a launch gets only with the kernel's
/// opt-in (see dwc-workgroup-attributions).
inline constexpr int64_t kMaxStaticWorkgroupBytes = 48 * 1024;

/// Static workgroup memory of a kernel with dynamic workgroup memory: the
/// 16-byte-aligned symbol its buffers are addressed from, which ptxas counts
/// as one static byte. A launch's dynamic bytes and the static ones share
/// the per-block limit: a kernel of the full 227 KB dynamic failed to load
/// (cuFuncSetAttribute: CUDA_ERROR_INVALID_VALUE) on an H100.
inline constexpr int64_t kDynamicWorkgroupAnchorBytes = 16;

/// Workgroup memory a block may take for a `shared` input tile (the static
/// limit, so no launch needs an opt-in).
inline constexpr int64_t kMaxSharedTileBytes = kMaxStaticWorkgroupBytes;

/// Whether a `stage_output` block may stage its outputs over its input tile
/// (`stage_in_place`): NCHW `shared` threads that each own a whole channel
/// plane, and output planes the size of the input's at stride 1, so a thread
/// overwrites only input rows it has read and that no other thread reads.
bool canStageInPlace(const DepthwiseProblem &p, DepthwiseConfigAttr config);

/// Whether a block of the `shared` schedule covers whole channel planes (one
/// block of output rows), so that its input is one contiguous run.
bool isWholePlaneTile(const DepthwiseProblem &problem,
                      DepthwiseConfigAttr config);
/// Elements per chunk of a whole-plane copy: the widest access that keeps
/// every block's run and every image aligned.
int64_t getWholePlaneChunkWidth(const DepthwiseProblem &problem,
                                DepthwiseConfigAttr config);
/// The same for the output run of a `stage_output` block.
int64_t getWholePlaneOutputChunkWidth(const DepthwiseProblem &problem,
                                      DepthwiseConfigAttr config);
/// A `stage_output` block's output tile: block_channels x output rows x
/// output width (NHWC: output rows x output width x block_channels).
SmallVector<int64_t, 3>
getStagedOutputTileShape(const DepthwiseProblem &problem,
                         DepthwiseConfigAttr config);
/// The `shared` schedule's input tile per block: block_channels x input rows
/// x input width (NHWC: input rows x input width x block_channels), a
/// verbatim copy of the input (padding columns are not stored). The rows are
/// the whole plane, or for a band of output rows the input rows under it,
/// padding rows included. The `mma` schedule's rows are those under the band's
/// rows inside the map, and its rows hold the getMmaTileColumns columns padded
/// to an odd number of 16-byte chunks, so that the 8 rows of an ldmatrix fall
/// in distinct shared-memory banks. The `batch_mma` tile is 16 images x
/// their channels' planes, each image's padded so that the 8 images a warp
/// reads at once fall in distinct banks.
SmallVector<int64_t, 3> getSharedTileShape(const DepthwiseProblem &problem,
                                           DepthwiseConfigAttr config);
/// The `mma` schedule's output tile per block: block_channels x block_rows x
/// the column tiles' outputs, 8 columns before output column 0 and up to 8
/// after the last, so that every product stores without a bounds check and
/// the tile leaves in aligned row chunks; padded as the input tile.
SmallVector<int64_t, 3> getMmaOutputTileShape(const DepthwiseProblem &problem,
                                              DepthwiseConfigAttr config);
/// Whether row `row` of a `batch_mma` block's planes begins a copy chunk
/// (of `vector_width` elements), so that a band of rows can start there.
bool startsBatchMmaChunk(const DepthwiseProblem &problem,
                         DepthwiseConfigAttr config, int64_t row);
/// The rows at which the `batch_mma` copy groups start, then the map's
/// height: prefetch_depth bands of every plane's rows, as even as the copy
/// chunks allow (a band starts at a row whose first element begins a chunk;
/// with several channels per block, chunks must not straddle planes). Empty
/// when the rows cannot be cut into that many bands.
SmallVector<int64_t> getBatchMmaCopyBands(const DepthwiseProblem &problem,
                                          DepthwiseConfigAttr config);
/// Taps a `rolled_window` thread multiplies per step of its rolled loop over
/// a filter row's columns: enough input columns in flight per step to hide
/// the loads' latency behind the step's products, few enough registers that a
/// thread of 4 columns x 4-channel vectors holds them with its accumulators.
inline constexpr int64_t kRolledWindowStepTaps = 8;
/// The taps of a `rolled_window` step over filter rows of `kernelWidth` taps.
inline int64_t getRolledWindowStepTaps(int64_t kernelWidth) {
  return std::min(kernelWidth, kRolledWindowStepTaps);
}
/// The `rolled_window` schedule's tap tile per block: the taps (in filter
/// row-major order) x block_channels.
SmallVector<int64_t, 2> getTapTileShape(const DepthwiseProblem &problem,
                                        DepthwiseConfigAttr config);
/// Output pixels of one `diagonal` tensor-core tile (the product's rows).
inline constexpr int64_t kDiagonalTilePixels = 16;
/// The `diagonal` schedule's input tile per block: the input rows and columns
/// under its output tile, padding included (stored as zeros) x
/// block_channels padded to an odd number of 16-byte chunks, so that the 8
/// pixels of an ldmatrix fall in distinct banks.
SmallVector<int64_t, 3> getDiagonalTileShape(const DepthwiseProblem &problem,
                                             DepthwiseConfigAttr config);
/// Workgroup memory of a block: the input tile (`shared`, `mma`,
/// `batch_mma`, `diagonal`), the tap tile (`rolled_window`, `diagonal`), and
/// for `mma` and `stage_output` the output tile.
int64_t getSharedTileBytes(const DepthwiseProblem &problem,
                           DepthwiseConfigAttr config);

/// Most input columns a thread of the CUDA-core schedules holds per row, and
/// most outputs it accumulates at once (both live in registers).
inline constexpr int64_t kMaxThreadWindowColumns = 128;
inline constexpr int64_t kMaxThreadAccumulators = 512;

/// CUDA's limits on a launch grid: blocks along x, and along y and z.
inline constexpr int64_t kMaxGridX = (int64_t{1} << 31) - 1;
inline constexpr int64_t kMaxGridYZ = 65535;

/// Checks a kernel's launch grid (x, y, z) against CUDA's limits; an empty
/// grid (a result without elements) launches nothing and is an error too.
LogicalResult verifyLaunchGrid(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> grid);

/// The grid of a depthwise kernel: row x column blocks, channel blocks, and
/// images (or groups of images for `batch_mma`).
std::array<int64_t, 3> getDepthwiseGrid(const DepthwiseProblem &problem,
                                        DepthwiseConfigAttr config);

/// Checks that `config` schedules `problem`; reports through `emitError`.
LogicalResult
verifyDepthwiseConfig(function_ref<InFlightDiagnostic()> emitError,
                      const DepthwiseProblem &problem,
                      DepthwiseConfigAttr config);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_IR_SCHEDULES_H
