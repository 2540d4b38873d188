//===- Candidates.h - depthwise schedule candidates -------------*- C++ -*-===//
//
// What the candidate generators of dwc-configure-depthwise share: the tuning
// constants of the dynamic tile-size scheme, and one entry point per
// schedule family. Each generator returns the config its family would run a
// layer with, or failure where the family cannot schedule it; Select.cpp
// ranks them. docs/tuning.md gives, per constant and rule, the measurement
// behind it.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CANDIDATES_H
#define DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CANDIDATES_H

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

namespace mlir::dwc::depthwise {

//===----------------------------------------------------------------------===//
// Tuning constants
//===----------------------------------------------------------------------===//

/// Threads per block the schedules aim for: 8 warps leave room for several
/// blocks per SM while a block still amortises its index arithmetic.
inline constexpr int64_t kThreadsPerBlock = 256;

/// Deepest row reuse; past it the loads saved are under 1/16 of the traffic.
inline constexpr int64_t kMaxRowsPerThread = 16;

/// Deepest row reuse of stride-1 windows of at most 3 rows, in both layouts.
/// Measured: docs/tuning.md, `kMaxRowsSmallWindow`.
inline constexpr int64_t kMaxRowsSmallWindow = 4;

/// Deepest row reuse of strided windows of at most 3 rows: the NCHW shuffle
/// schedule on maps of at least kSmallMapRows rows, and the NHWC window
/// schedule where it takes kStridedWindowChannels. A thread of 2 rows reads 5
/// input rows where one of 8 reads 17 (1.2x the input traffic), but the grid
/// holds 4x the threads. Measured: docs/tuning.md,
/// `kMaxRowsStridedSmallWindow`.
inline constexpr int64_t kMaxRowsStridedSmallWindow = 2;

/// Channels per thread of strided NHWC windows of at most 3 rows. Measured:
/// docs/tuning.md, `kStridedWindowChannels`.
inline constexpr int64_t kStridedWindowChannels = 2;

/// Columns and deepest row reuse of f32 strided windows of at most 3 rows on
/// maps taller than kSmallMapRows, whose threads take kStridedWindowChannels
/// channels too. Measured: docs/tuning.md, `kStridedLargeMapF32Cols`.
inline constexpr int64_t kStridedLargeMapF32Cols = 2;
inline constexpr int64_t kMaxRowsStridedLargeMapF32 = 7;

/// Narrowest NHWC channel access in bytes. Measured: docs/tuning.md,
/// `kMinWindowAccessBytes`.
inline constexpr int64_t kMinWindowAccessBytes = 4;

/// Registers a thread may spend on accumulators, the input window and the
/// filter (counted as f32) before the NHWC schedule narrows its vectors or
/// column tile. Nsight Compute on the H200 (112x112, N=128): a model value of
/// 160 compiled to 148-175 registers, one block per SM (11% occupancy) and
/// 1.9-3.2 TB/s. Over the 24 shapes at N=128, 56 beat 40 and 160 in every
/// dtype (f32: 0.71 of the floor against 0.68 and 0.59).
inline constexpr int64_t kRegisterBudget = 56;

/// Outputs per lane in the NCHW schedule: accumulators are f32, so 16 bytes
/// of them. Eight f16 outputs per lane took 56 registers and 55% occupancy
/// where four f32 outputs took 32 registers and 98%.
inline constexpr int64_t kMaxShuffleCols = 4;

/// NCHW prefetch depth by output height. Measured on the H200 (N=128, f32):
/// fetching 3 rows ahead sped up 14x14 maps (47.1 -> 41.8 us) and slowed
/// 112x112 ones (122 -> 135 us), where one row ahead is best.
inline constexpr int64_t kSmallMapRows = 14;
inline constexpr int64_t kSmallMapPrefetchDepth = 3;

/// Tallest output map whose NCHW schedule stages its input in workgroup
/// memory (see stagesInWorkgroupMemory).
inline constexpr int64_t kStagedMaxRows = 56;

/// Deepest row reuse of the staged 3x3 schedule on maps of at most
/// kWholePlaneMaxRows rows. Measured: docs/tuning.md, `kStagedMaxRowsSmallMap`.
inline constexpr int64_t kStagedMaxRowsSmallMap = 7;

/// Tallest output map of the whole-plane rules (kStagedMaxRowsSmallMap,
/// prefersWholePlane5x5).
inline constexpr int64_t kWholePlaneMaxRows = 28;

/// Fewest threads per SM (12 warps) a grid must still hold where deepenRows
/// gives its threads more rows than chooseRowsPerThread did (measured for two
/// rows: see chooseShuffleConfig and chooseWindowConfig).
inline constexpr int64_t kTwoRowMinThreadsPerSM = 384;

/// How a `shuffle` grid's rows per thread may depart from
/// chooseRowsPerThread's grid target.
enum class ShuffleRowDepth {
  /// The grid target alone.
  GridTarget,
  /// A grid of one-row threads takes the batch-1 shapes above
  /// (kSmallGridStridedCols, kTwoRowMinThreadsPerSM).
  TunedSmallGrid,
  /// Lanes of one output column walk the whole map wherever that grid still
  /// holds kTwoRowMinThreadsPerSM (see getDepthwiseCandidates).
  WholeMapWhenFilled,
};

/// Most taps a window may have for the schedules that unroll it into
/// registers (all but `rolled_window`): 11x11 windows, the largest measured
/// unrolled (docs/tuning.md, `kLargeWindowSide`), compile in seconds; a 31x31
/// window unrolled is megabytes of PTX and minutes of ptxas.
inline constexpr int64_t kMaxUnrolledWindowTaps = 121;

/// `rolled_window` threads: kRolledWindowCols output columns of
/// kRolledWindowRows rows, NHWC vectors of at most kRolledWindowChannels
/// channels, in blocks of up to kRolledWindowThreads. Accumulators, a step's
/// input columns and taps then take about 50 f32 registers (4 x 2 x 2 +
/// 11 x 2 + 8 x 2); ptxas unrolls the steps of a row and hoists their loads,
/// and took 105-122 registers on RepLKNet's f32 layers, but 181-255 (and
/// spills) with 4-channel 16-bit vectors.
inline constexpr int64_t kRolledWindowCols = 4;
inline constexpr int64_t kRolledWindowRows = 2;
inline constexpr int64_t kRolledWindowChannels = 2;
inline constexpr int64_t kRolledWindowThreads = 256;

/// Bytes of a global-memory sector: output rows shorter than this cannot
/// fill sectors by the lanes' own stores.
inline constexpr int64_t kSectorBytes = 32;

/// Wide lanes: on maps of at most kWholePlaneMaxRows rows and columns, a
/// `shared` thread that owns a strip of at least kWideLaneMinCols columns of
/// several rows needs far fewer instructions per output than the narrow lanes
/// of the other NCHW schedules (mv2_dw10 f32: 9 instead of 31 SASS instructions
/// per output), as long as its rotating accumulators, at most
/// kWideLaneAccumulators of them, stay in registers. Its outputs leave through
/// the staged output tile (a lane storing a 7-column row would scatter 14- or
/// 28-byte pieces). Measured: docs/tuning.md, `kWideLaneMinCols`.
inline constexpr int64_t kWideLaneMinCols = 7;
inline constexpr int64_t kWideLaneAccumulators = 42;
/// On maps of at most kSmallMapRows rows, a stride-1 window of this many rows
/// and columns keeps a strip of kWideLaneMinCols columns even past
/// kWideLaneAccumulators: its 49 accumulators (168 registers in 16-bit, no
/// spills) amortize each loaded row over 49 FMAs an output. Measured:
/// docs/tuning.md, `kWideLaneSquareWindow`.
inline constexpr int64_t kWideLaneSquareWindow = 7;
/// Outputs per wide-lane thread, counted in stride-1 rows: about 56 (4 rows
/// of 14 columns, 7 of 7 or 8); a strided thread walks proportionally fewer
/// rows (4 instead of 7 ran 1.11x-1.19x as fast on the strided 5x5 layer).
inline constexpr int64_t kWideLaneOutputs = 56;
/// Threads per wide-lane block: of 64, 128 and 256, 64 ran fastest (or tied)
/// for each choice of columns and rows (geomean over the kernels).
inline constexpr int64_t kWideLaneThreads = 64;
/// Fewest threads per SM a wide-lane NCHW grid holds (4 warps; the smallest
/// batch-32 grid that won held 7, batch 1 is unmeasured).
inline constexpr int64_t kWideLaneMinThreadsPerSM = 128;
/// Measured: docs/tuning.md, `kWideRowCols`.
inline constexpr int64_t kWideRowCols = 14;
inline constexpr int64_t kWideRowSiluRows = 2;
inline constexpr int64_t kWideRowSiluMinRows = 8;
inline constexpr int64_t kWideRowFiveByFiveThreads = 32;
inline constexpr int64_t kWideRowThreeByThreeThreads = 128;

//===----------------------------------------------------------------------===//
// Candidates.cpp
//===----------------------------------------------------------------------===//

/// `rows` per thread lowered so that bands of them split `outHeight` evenly.
int64_t balanceRows(int64_t outHeight, int64_t rows);

/// Deepest rows-per-thread whose grid of `threadsPerRowBand` threads per band
/// of output rows reaches getTargetThreads, balanced so that the bands split
/// the output height evenly.
int64_t chooseRowsPerThread(int64_t outHeight, int64_t threadsPerRowBand,
                            const GPUTarget &target,
                            int64_t maxRows = kMaxRowsPerThread);

/// `rows` deepened to `depth`, balanced, where a grid of `threadsPerRowBand`
/// threads per band of rows still holds kTwoRowMinThreadsPerSM at that depth.
int64_t deepenRows(int64_t outHeight, int64_t threadsPerRowBand, int64_t rows,
                   int64_t depth, const GPUTarget &target);

/// `c` (tiles, loop depth, register cap) with the given row-loop and staging
/// flags.
DepthwiseConfigAttr withFlags(DepthwiseConfigAttr c, bool unrollRows,
                              bool stageOutput, bool predicatedPadding,
                              bool stageInPlace);

/// `c` (`shared` or `shuffle`) with `stage_output` where its blocks cover whole
/// channel planes of output rows shorter than a sector and the output tile fits
/// workgroup memory (beside the `shared` input tile); a `shuffle` block's
/// threads must also walk the whole map of a window at most 3 rows tall.
/// Measured: docs/tuning.md, `withStagedOutput`.
DepthwiseConfigAttr withStagedOutput(const DepthwiseProblem &p,
                                     DepthwiseConfigAttr c);

/// Whether `p` is a stride-1, undilated `size` x `size` window.
bool isDenseSquare(const DepthwiseProblem &p, int64_t size);

/// `diagonal` blocks: at most kDiagonalMaxBands warps of one output row
/// each over one 8-channel group and kDiagonalMaxCols columns, halved (rows
/// first) until the input and tap tiles fit workgroup memory.
inline constexpr int64_t kDiagonalMaxBands = 8;
inline constexpr int64_t kDiagonalMaxCols = 32;

/// Whether a window has more than kMaxUnrolledWindowTaps taps, so that only
/// `rolled_window` schedules it.
inline bool needsRolledWindow(const DepthwiseProblem &p) {
  return p.kernelHeight * p.kernelWidth > kMaxUnrolledWindowTaps;
}

//===----------------------------------------------------------------------===//
// RowSegmentCandidates.cpp
//===----------------------------------------------------------------------===//

/// The NCHW schedule with warp-shuffle column reuse, threads walking at most
/// `maxRows` rows as `depth` says; fails when no row segment of one warp
/// covers the row.
FailureOr<DepthwiseConfigAttr>
chooseShuffleConfig(MLIRContext *context, const DepthwiseProblem &p,
                    const GPUTarget &target, int64_t maxRows,
                    ShuffleRowDepth depth = ShuffleRowDepth::GridTarget);

/// Whether the NCHW row-segment schedule `shuffle` runs faster with its input
/// tile in workgroup memory. Measured: docs/tuning.md,
/// `stagesInWorkgroupMemory`.
bool stagesInWorkgroupMemory(const DepthwiseProblem &p,
                             DepthwiseConfigAttr shuffle);

/// Whether a stride-1 window of 4-5 rows and columns runs faster staged as
/// whole channel planes, each thread walking the whole map (see
/// chooseWholePlaneConfig), than on `shuffle` or `mma`. Measured:
/// docs/tuning.md, `prefersWholePlane5x5`.
bool prefersWholePlane5x5(const DepthwiseProblem &p,
                          DepthwiseConfigAttr deepestShuffle);

/// The `shared` schedule over whole channel planes, each thread walking every
/// output row (row reuse over the whole map) for the widest column vector up
/// to kMaxShuffleCols that divides the row, with as many lanes as cover the
/// row (no shuffles, so any count) and as many channels as fill the block
/// and the tile; fails when one plane does not fit workgroup memory.
FailureOr<DepthwiseConfigAttr>
chooseWholePlaneConfig(MLIRContext *context, const DepthwiseProblem &p);

/// Threads of the grid of `c`, whose blocks cover whole channel planes.
int64_t getWholePlaneGridThreads(const DepthwiseProblem &p,
                                 DepthwiseConfigAttr c);

/// The whole-plane `shared` schedule (chooseWholePlaneConfig, with its
/// outputs staged where withStagedOutput stages them) where its blocks hold
/// kMinWholePlaneBlockThreads and its grid kMinWholePlaneThreadsPerSM.
FailureOr<DepthwiseConfigAttr>
chooseReplacingWholePlaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                                const GPUTarget &target);

//===----------------------------------------------------------------------===//
// WindowCandidates.cpp
//===----------------------------------------------------------------------===//

FailureOr<DepthwiseConfigAttr> chooseWindowConfig(MLIRContext *context,
                                                  const DepthwiseProblem &p,
                                                  const GPUTarget &target);

/// Channel multipliers above 1: register windows over single output channels
/// (each reads input channel output / multiplier).
FailureOr<DepthwiseConfigAttr>
chooseMultiplierWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                             const GPUTarget &target);

FailureOr<DepthwiseConfigAttr>
chooseLargeWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                        const GPUTarget &target);

/// The `diagonal` schedule (NHWC, 16-bit, channel multiplier 1, channels a
/// multiple of 8): blocks of kDiagonalMaxBands one-row warps of one
/// 8-channel group over kDiagonalMaxCols columns (at most the row, in
/// 16-pixel tiles), halved until its tiles fit workgroup memory. Fails where
/// the layer does not fit the schedule or no block's tiles fit.
FailureOr<DepthwiseConfigAttr> chooseDiagonalConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p);

/// The `rolled_window` schedule (any layer): kRolledWindowCols x
/// kRolledWindowRows outputs a thread, NHWC vectors of at most
/// kRolledWindowChannels channels (narrowed until one vector's taps fit
/// workgroup memory), as many channel vectors a block as its tap tile and a
/// warp hold, then column tiles and row bands up to kRolledWindowThreads. Fails
/// where one channel's taps exceed workgroup memory.
FailureOr<DepthwiseConfigAttr>
chooseRolledWindowConfig(MLIRContext *context, const DepthwiseProblem &p);

/// The NHWC `shared` schedule: whole planes staged pixel-major in workgroup
/// memory, lanes owning wide column strips as in chooseWideLaneConfig (at most
/// kWideLaneMinCols columns dividing the row), walking kWideLaneMinCols rows in
/// 16-bit and kMaxRowsSmallWindow in f32, in blocks of 2 x kWideLaneThreads
/// threads on maps taller than kWideLaneMinCols rows and kWideLaneThreads on
/// others, with channels in multiples of the widest channel vector. Since f32
/// 5x5 wide lanes take one channel, they win on 7-row maps too where their grid
/// is large enough (prefersWideLanesOverStaged). Measured: docs/tuning.md,
/// `chooseLargeWindowConfig`.
FailureOr<DepthwiseConfigAttr> chooseStagedNhwcConfig(MLIRContext *context,
                                                      const DepthwiseProblem &p,
                                                      const GPUTarget &target,
                                                      bool measuredOnly);

//===----------------------------------------------------------------------===//
// WideLaneCandidates.cpp
//===----------------------------------------------------------------------===//

/// The `shared` schedule over whole planes with staged outputs whose lanes
/// own `cols` columns (dividing the row) of `rows` rows, with accesses of
/// `vectorWidth` elements (NCHW: along the row; NHWC: channels, so that the
/// block's channels are a multiple of it) and as many channels as fill
/// `blockThreads` threads and the tiles; fails where one plane's tiles do not
/// fit workgroup memory.
FailureOr<DepthwiseConfigAttr>
getWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p, int64_t cols,
                  int64_t rows, int64_t blockThreads, int64_t vectorWidth);

/// getWideLaneConfig with NCHW accesses as wide as the lanes' column strips
/// and the row pitch allow.
FailureOr<DepthwiseConfigAttr> getNchwWideLaneConfig(MLIRContext *context,
                                                     const DepthwiseProblem &p,
                                                     int64_t cols, int64_t rows,
                                                     int64_t blockThreads);

/// The wide-lane `shared` schedule with staged outputs, where it measured
/// faster (see kWideLaneMinCols); fails elsewhere, where the grid holds
/// fewer than kWideLaneMinThreadsPerSM, or where the tiles do not fit.
FailureOr<DepthwiseConfigAttr> chooseWideLaneConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p,
                                                    const GPUTarget &target);

/// The NHWC register window with wide lanes: on maps of at most
/// kWholePlaneMaxRows rows and columns whose rows hold whole tiles of
/// kWideLaneMinCols columns, a thread takes kWideWindowChannels channels
/// (kWideWindowFiveByFiveChannels for f32 stride-1 windows of 5 x 5 pixels) x 7
/// columns instead of at most kMaxWindowCols, walking kMaxRowsSmallWindow rows
/// of a stride-1 3x3 window or of an f32 strided 5x5 one, or the whole map of a
/// 16-bit 5x5 one, in blocks of one band of up to kWideWindowThreads threads.
/// Its window loads and border checks serve more outputs (mv2_dw10 f16: 7.5
/// instead of 28 SASS instructions per output). On 14-column maps such a thread
/// may take the whole row instead (prefersWholeRowWindow). A 16-bit grid of
/// whole-map threads that holds fewer than kWideWindowMinThreadsPerSM splits
/// the map into bands of kMaxRowsSmallWindow rows instead, as f32 does.
/// Measured: docs/tuning.md, `chooseWideLaneConfig`.
FailureOr<DepthwiseConfigAttr> chooseWideWindowConfig(MLIRContext *context,
                                                      const DepthwiseProblem &p,
                                                      const GPUTarget &target);

/// Whether the wide lanes `wide` replace the staged planes: lanes of one
/// channel (f32 5x5 windows) whose grid holds
/// kWideLanesOverStagedMinThreadsPerSM.
bool prefersWideLanesOverStaged(const DepthwiseProblem &p,
                                DepthwiseConfigAttr wide,
                                const GPUTarget &target);

//===----------------------------------------------------------------------===//
// TensorCoreCandidates.cpp
//===----------------------------------------------------------------------===//

/// Whether the batched tensor-core schedule `batch_mma` can compute `p` (see
/// the verifier).
bool fitsBatchMma(const DepthwiseProblem &p);

/// The `batch_mma` schedule: the fewest channels per block whose planes go
/// by the widest chunks (16 bytes where the planes allow), a warp per
/// channel and 8-column tile, the planes copied in two bands of rows where
/// the map is tall enough and the chunks allow; fails when 16 images'
/// planes of one channel do not fit workgroup memory, or when no block the
/// threads allow has planes of whole cp.async chunks (odd planes need an
/// even channel count).
FailureOr<DepthwiseConfigAttr> chooseBatchMmaConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p);

/// Whether `batch_mma` runs faster than the CUDA-core schedules: undilated
/// windows of at least 5x5, at a batch of at least 16 images, in a grid of at
/// least a block per SM. Measured: docs/tuning.md, `prefersBatchMma`.
bool prefersBatchMma(const DepthwiseProblem &p, DepthwiseConfigAttr config,
                     const GPUTarget &target);

/// Whether the tensor-core schedule can compute `p` (see the verifier).
bool fitsMma(const DepthwiseProblem &p);

/// The tensor-core schedule: a warp per 16 output rows of a channel, blocks
/// of up to kThreadsPerBlock threads whose row tiles split the map evenly,
/// with more channels per block where the map is short; fails when one row
/// tile's input does not fit workgroup memory.
FailureOr<DepthwiseConfigAttr> chooseMmaConfig(MLIRContext *context,
                                               const DepthwiseProblem &p);

/// Whether the tensor-core schedule `mma` runs faster than the CUDA-core ones.
/// Measured: docs/tuning.md, `prefersMma`.
bool prefersMma(const DepthwiseProblem &p, DepthwiseConfigAttr mma,
                const GPUTarget &target);

//===----------------------------------------------------------------------===//
// Refine.cpp
//===----------------------------------------------------------------------===//

/// `c` replaced by the whole-plane `shared` schedule (chooseWholePlaneConfig)
/// where `c`'s lanes read or write NCHW rows element by element (rows whose
/// pitch or column tile leaves no aligned vectors, or one-column lanes storing
/// their own outputs): in 16-bit (sub-word accesses) from global memory, from a
/// stride-1 tile shared by bands of rows (whose blocks cover few channels) or
/// through `mma`'s row tiles, in f32 from global memory at stride 1. The
/// block's planes arrive as one contiguous run of aligned 16-byte chunks
/// whatever the row pitch, and each lane walks the whole map. Found on layers
/// outside the benchmark (EfficientNet-B1/B3 rows of 15, 19, 75 and 150
/// columns). Measured: docs/tuning.md, `withWholePlanesForElementAccesses`.
DepthwiseConfigAttr withWholePlanesForElementAccesses(MLIRContext *context,
                                                      const DepthwiseProblem &p,
                                                      DepthwiseConfigAttr c,
                                                      const GPUTarget &target);

/// `c` replaced by the whole-plane `shared` schedule (chooseWholePlaneConfig)
/// where `c` is an NCHW `shuffle` whose row segments leave at least
/// kMinIdleShuffleLaneShare of their lanes idle (19 output columns on 32
/// lanes), at stride 1 or with windows of at least 5 taps a row, under the
/// block and grid bounds of chooseReplacingWholePlaneConfig: whole-plane lanes
/// cover the row exactly. Measured: docs/tuning.md,
/// `withWholePlanesForElementAccesses`.
DepthwiseConfigAttr withWholePlanesForIdleLanes(MLIRContext *context,
                                                const DepthwiseProblem &p,
                                                DepthwiseConfigAttr c,
                                                const GPUTarget &target);

DepthwiseConfigAttr withWholeRowLanes(MLIRContext *context,
                                      const DepthwiseProblem &p,
                                      DepthwiseConfigAttr c,
                                      const GPUTarget &target);

/// `c` with its row loop left rolled where it is an NHWC register window of at
/// least kRolledRaggedWindowMinRows filter rows, walking as many rows, whose
/// column tiles do not divide the output row. Unrolled by the rotation period,
/// such loops compiled to 168-255 registers on layers outside the benchmark
/// (EfficientNet 5x5 windows on 10-38-column maps), against 128 where the tiles
/// divide the row (eb0_dw5a). Measured: docs/tuning.md,
/// `withRolledRaggedWindows`.
DepthwiseConfigAttr withRolledRaggedWindows(const DepthwiseProblem &p,
                                            DepthwiseConfigAttr c);

/// `c` with its outputs staged over its input tile where that is legal
/// (canStageInPlace) and the separate output tile is what keeps the grid from
/// being resident at once: workgroup memory, not threads, bounds its blocks per
/// SM, and the grid is larger than that bound over all SMs. Measured:
/// docs/tuning.md, `withInPlaceStaging`.
DepthwiseConfigAttr withInPlaceStaging(const DepthwiseProblem &p,
                                       DepthwiseConfigAttr c,
                                       const GPUTarget &target);

} // namespace mlir::dwc::depthwise

#endif // DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CANDIDATES_H
