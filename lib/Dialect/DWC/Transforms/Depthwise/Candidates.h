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
/// NCHW `shuffle`: walking 4 rows instead of 14-16 reads 6 input rows per 4
/// outputs instead of 16-18 per 14-16 (rows the neighbouring band reads too)
/// and quadruples the grid, which fills the last wave; on the H200 at N=32
/// and 128, 8 rows instead of 10-16 ran 0.96x-1.29x as fast (5x5 16-bit
/// kernels 0.80x-1.04x: not taken; docs/bench/2026-12-02-s5), 4 instead of 8
/// 1.02x-1.10x on every 3x3 shuffle kernel (112x112 maps, f32 56x56;
/// docs/bench/2026-12-03-s9/sweep_s1.json). NHWC `window`: a deeper
/// thread's unrolled row loop compiled to more registers than the register
/// model counts (Nsight Compute, mv2_dw5 f16 N=128: 144 registers and 19%
/// occupancy with 14 rows, 64 and 47% with 4); the 42 kernels 4 rows changed
/// at N=32 and 128 ran 1.01x-1.39x as fast (geomean 1.17x,
/// docs/bench/2026-12-02-s8/nhwc_rows.json). Stride-2 kernels ran 0.79x-1.00x
/// with it (see kMaxRowsStridedSmallWindow).
inline constexpr int64_t kMaxRowsSmallWindow = 4;

/// Deepest row reuse of strided windows of at most 3 rows: the NCHW shuffle
/// schedule on maps of at least kSmallMapRows rows, and the NHWC window
/// schedule where it takes kStridedWindowChannels. A thread of 2 rows reads 5
/// input rows where one of 8 reads 17 (1.2x the input traffic), but the grid
/// holds 4x the threads. Measured on the H200 over the stride-2 3x3
/// benchmark layers at N=32 and 128 (docs/bench/2026-12-03-s9/sweep_s2.json):
/// NCHW 28-56 row maps ran 1.06x-1.28x as fast, 14-row maps 1.00x-1.11x,
/// 7-row maps 0.84x-1.04x (kept); NHWC threads of 2 channels and 4 columns
/// (see chooseWindowConfig) 1.05x-1.40x in 16-bit, 0.98x-1.17x in f32 on
/// maps of at most kSmallMapRows rows, 0.79x-1.06x on larger f32 maps (kept).
inline constexpr int64_t kMaxRowsStridedSmallWindow = 2;

/// Channels per thread of strided NHWC windows of at most 3 rows. Where the
/// grid is not small (see isSmallWindowGrid), in 16-bit or on maps of at
/// most kSmallMapRows rows, the register budget then leaves a 4-column tile,
/// whose thread reads 9 input columns instead of 12 for its 4 outputs; small
/// grids (batch 1: 4K-38K threads) ran 0.80x-1.01x as fast with that tile
/// (docs/bench/2026-12-03-s9/ab1.json), from 114K threads (batch 32) it won.
/// In a small grid the thread takes one column instead (a sweep of channels,
/// columns, rows and block sizes at batch 1, docs/bench/2026-12-03-s10/
/// n1.json): against threads of the widest channel vector and one column,
/// f32 kernels ran 1.15x-1.32x as fast, 16-bit ones 0.96x-1.17x (geomean
/// 1.03x; ab.json beside it).
inline constexpr int64_t kStridedWindowChannels = 2;

/// Columns and deepest row reuse of f32 strided windows of at most 3 rows on
/// maps taller than kSmallMapRows, whose threads take kStridedWindowChannels
/// channels too. The register budget alone gave them 4 channels, one column
/// and up to 14 rows (119-126 registers, two blocks per SM); Nsight Compute
/// on mv2_dw2 f32 N=128 also counted 1.08x the input read from DRAM (rows
/// and columns of the tile's halo that the neighbouring blocks had read long
/// before). On the H200 (docs/bench/2026-12-04-s22/s2w.json, 3 rounds),
/// threads of 2 channels x 2 columns walking 7 rows (107 registers, twice
/// the blocks) ran the four such benchmark layers 1.04x-1.07x as fast at
/// N=128 and 0.96x-1.05x at N=32; 4 channels x 1 column x 7 rows 0.98x-1.07x
/// and 0.84x-1.06x; 2 channels x 2 columns x 2 rows 1.03x-1.07x and
/// 0.93x-1.04x. As a rule (ab22.json, 5 rounds) the 8 benchmark kernels
/// 0.94x-1.07x (1.03x geomean; at N=128 1.03x-1.07x) and 20 layers aimed at
/// it (odd sizes and channel counts, asymmetric padding, bias and
/// activations, N=8-128) 1.03x (0.85x-1.45x). Where these threads would
/// walk one row (batch 8-16), 3 of 4 layers ran 0.91x-0.95x: those grids
/// keep the budget's schedule.
inline constexpr int64_t kStridedLargeMapF32Cols = 2;
inline constexpr int64_t kMaxRowsStridedLargeMapF32 = 7;

/// Narrowest NHWC channel access in bytes. 16-bit 5x5 layers, whose f32
/// filter taps left room for one channel per thread, ran 1.14x-1.17x faster
/// (geomean at N=32 and 128, docs/bench/2026-12-02-s5) with two channels
/// per thread: a 2-byte access wastes half of each load.
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
/// kWholePlaneMaxRows rows. Measured on the H200 (docs/bench/2026-12-02-s8,
/// sweep3): 7 rows instead of 14 ran 14x14 maps 1.19x-1.29x as fast at
/// N=128 (and at N=32 where 14 was chosen), f32 28x28 maps at N=128 (staged
/// instead of `shuffle`, whose 14-row tile did not fit) 1.14x-1.17x, and
/// 16-bit 28x28 maps 0.97x-1.04x.
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
  /// holds kTwoRowMinThreadsPerSM (see chooseSchedule).
  WholeMapWhenFilled,
};

/// Bytes of a global-memory sector: output rows shorter than this cannot
/// fill sectors by the lanes' own stores.
inline constexpr int64_t kSectorBytes = 32;

/// Wide lanes: on maps of at most kWholePlaneMaxRows rows and columns, a
/// `shared` thread that owns a strip of at least kWideLaneMinCols columns
/// of several rows needs far fewer instructions per output than the narrow
/// lanes of the other NCHW schedules (mv2_dw10 f32: 9 instead of 31 SASS
/// instructions per output), as long as its rotating accumulators, at most
/// kWideLaneAccumulators of them, stay in registers. Its outputs leave
/// through the staged output tile (a lane storing a 7-column row would
/// scatter 14- or 28-byte pieces). Measured on the H200 at N=32 and 128
/// against the previous schedules on the same tensors
/// (docs/bench/2026-12-03-s12/lean_n32.json, lean_n128.json; the variants
/// `staged_c<cols>_r<rows>_t64`): 7x7 maps 1.03x-1.50x (16-bit 5x5 the
/// most), 16-bit 14x14 maps 1.03x-1.32x, f32 5x5 14x14 maps 1.04x-1.17x,
/// 16-bit 28x28 maps 1.02x-1.14x, and the 16-bit strided 5x5 onto 7x7
/// 1.24x-1.44x (58 kernels, geomean 1.16x). Not taken: f32 3x3 maps of 14
/// columns in 64-thread blocks (0.88x-1.00x; in larger blocks they are, see
/// kWideRowCols) and f32 28x28 maps (0.73x-1.02x), whose schedules
/// already run near a copy of the same bytes, and stride-2 3x3 windows
/// (onto 7x7 maps 0.83x-0.97x except 16-bit mv1_dw8 at N=32, 1.24x; onto
/// 14x14 maps 0.50x-0.80x).
inline constexpr int64_t kWideLaneMinCols = 7;
inline constexpr int64_t kWideLaneAccumulators = 42;
/// On maps of at most kSmallMapRows rows, a stride-1 window of this many
/// rows and columns keeps a strip of kWideLaneMinCols columns even past
/// kWideLaneAccumulators: its 49 accumulators (168 registers in 16-bit, no
/// spills) amortize each loaded row over 49 FMAs an output. Measured on the
/// H200 against the `shuffle` kernels it replaces
/// (docs/bench/2026-12-03-s19/w7.json, 3 rounds): ConvNeXt-T's 14x14 and 7x7
/// maps (f32, f16, bf16 at N=32 and 128) 1.02x-1.86x, geomean 1.37x; 10
/// random 7x7 layers 1.18x (0.82x-2.88x). Over 28x28 maps such lanes ran
/// 0.85x-0.92x as fast as `mma` (cnx_sweep.json). Other windows of 7 rows
/// (7x3, 7x5, dilated 3x3 and 4x4) ran 1.02x geomean over 15 random layers,
/// 0.67x-1.59x, and keep their schedules.
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
/// f32 maps of kSmallMapRows rows or fewer and 14 columns, stride 1, dense
/// windows, against the 7-column lanes of 64-thread blocks (5x5) and the
/// narrow `shared` lanes (3x3) on the same tensors
/// (docs/bench/2026-12-04-s21/st32.json, 3 rounds, variants
/// `staged_c14_r4_t<T>`): 5x5 windows in lanes of the whole row, 4 rows
/// (70 accumulators, 139 registers, no spills) and blocks of 32 threads ran
/// 1.07x-1.12x as fast at N=32 and 128 (eb0_dw5b/c); 3x3 windows in blocks
/// of 128 threads 1.085x-1.096x at N=128 (mv2_dw7, mv2_dw8, mv1_dw7) but
/// 0.92x-1.05x at N=32, so they take it only where the grid holds
/// getTargetThreads. The rule as taken (ab14.json, 5 rounds): the 7
/// benchmark kernels 1.07x-1.13x, 8 layers aimed at it 0.75x-1.12x; the
/// 0.75x one, a 5x5 layer with a SiLU epilogue (153 registers), was left
/// out. With the SiLU epilogue on the ex2 and reciprocal units
/// (docs/bench/2026-12-04-s30, 3 rounds) such layers ran 1.04x on these
/// 4-row lanes (88 random kernels, 27 slower than 0.95x; uni30.json) and
/// 1.115x on lanes of kWideRowSiluRows rows (154, 21 slower, 17 of them on
/// maps of 5-7 rows, where the 7-column lanes walk the whole map;
/// wide30.json), so SiLU layers take 2-row lanes on maps of at least
/// kWideRowSiluMinRows rows: 94 kernels drawn after that ran 1.195x
/// (0.90x-1.83x, 2 slower than 0.95x; wide30b.json).
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
int64_t deepenRows(int64_t outHeight, int64_t threadsPerRowBand,
                          int64_t rows, int64_t depth,
                          const GPUTarget &target);

/// `c` (tiles, loop depth, register cap) with the given row-loop and staging
/// flags.
DepthwiseConfigAttr withFlags(DepthwiseConfigAttr c, bool unrollRows,
                                     bool stageOutput, bool predicatedPadding,
                                     bool stageInPlace);

/// `c` (`shared` or `shuffle`) with `stage_output` where its blocks cover
/// whole channel planes of output rows shorter than a sector and the output
/// tile fits workgroup memory (beside the `shared` input tile); a `shuffle`
/// block's threads must also walk the whole map of a window at most 3 rows
/// tall. Measured on the H200 at N=32 and 128 (docs/bench/2026-12-03-s10/
/// stage.json): staged 7x7 maps ran 1.13x-1.19x as fast in 16-bit (14-byte
/// rows; Nsight Compute had shown 41% of the sectors of mv2_dw10 f16 as
/// excess) and 1.03x-1.05x in f32, 16-bit 14x14 maps 0.99x-1.10x (geomean
/// 1.03x); with rows of 56 bytes, f32 14x14 maps ran 0.90x-0.95x and 16-bit
/// 28x28 maps 0.92x-0.98x. `shuffle` (stage_shuffle.json): stride-2 3x3
/// layers onto 7x7 maps whose threads walk all 7 rows 1.05x-1.21x; threads
/// of 1 row (batch 1) 0.95x-0.98x, of 2-3 rows 0.88x-1.01x, 5x5 windows
/// 0.94x-1.02x.
DepthwiseConfigAttr withStagedOutput(const DepthwiseProblem &p,
                                            DepthwiseConfigAttr c);

/// Whether `p` is a stride-1, undilated `size` x `size` window.
bool isDenseSquare(const DepthwiseProblem &p, int64_t size);

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

/// Whether the NCHW row-segment schedule `shuffle` runs faster with its
/// input tile in workgroup memory. Measured on the H200 over the benchmark
/// layers (docs/bench/2026-12-02-s3): for stride-1 3x3 layers of at most 56
/// rows whose threads walk several rows, the staged tile was faster in all 48
/// such kernels (1.01x-1.44x, geomean 1.21x); with one row per thread (batch
/// 1), 5x5 windows or stride 2, the copy and barrier cost more than they save
/// (down to 0.59x), and at 112x112 it was mixed (0.90x-1.16x).
bool stagesInWorkgroupMemory(const DepthwiseProblem &p,
                                    DepthwiseConfigAttr shuffle);

/// Whether a stride-1 window of 4-5 rows and columns runs faster staged as
/// whole channel planes, each thread walking the whole map (see
/// chooseWholePlaneConfig), than on `shuffle` or `mma`. Measured on the H200
/// (docs/bench/2026-12-02-s8, sweep3: the 5x5 benchmark layers at N=32 and
/// 128, where the deepest `shuffle` rows exceed 1): f32 14x14 and 28x28
/// maps 1.04x-1.36x, 16-bit 28x28 maps 1.04x-1.25x (against `mma`); 16-bit
/// 14x14 maps 0.95x-1.02x (not taken), 7x7 maps 0.87x-0.98x (sweep1).
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

FailureOr<DepthwiseConfigAttr>
chooseWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                   const GPUTarget &target);

FailureOr<DepthwiseConfigAttr>
chooseLargeWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                        const GPUTarget &target);

/// The NHWC `shared` schedule: whole planes staged pixel-major in workgroup
/// memory, lanes owning wide column strips as in chooseWideLaneConfig (at most
/// kWideLaneMinCols columns dividing the row), walking kWideLaneMinCols rows
/// in 16-bit and kMaxRowsSmallWindow in f32, in blocks of 2 x
/// kWideLaneThreads threads on maps taller than kWideLaneMinCols rows and
/// kWideLaneThreads on others, with channels in multiples of the widest
/// channel vector. With `measuredOnly` it is taken only where it measured
/// faster than the register window on the H200, same tensors (the `staged_`
/// variants of benchmarks/tools/sweep_configs.py at N=32 and 128;
/// docs/bench/2026-12-03-s14/cmp.json): stride-1 5x5 windows on 14-row maps
/// in 16-bit (eb0_dw5b, eb0_dw5c) and on 7-row maps (eb0_dw5e), where the
/// grid holds kWideLaneMinThreadsPerSM: 14 kernels 1.11x-1.31x as fast
/// (geomean 1.18x; with a channel-major tile, transposed in the copy,
/// 1.07x). Not taken (sws.json beside it, and cmp.json): 3x3 windows
/// (0.32x-1.01x: their windows already run near a copy, and a 28x28 plane
/// leaves a block few channels), f32 5x5 windows on 14-row maps
/// (0.67x-1.05x), 5x5 windows on 28-row maps (0.53x-0.71x) and the strided
/// 5x5 (0.59x-1.09x, faster in 16-bit at N=32 only). Since f32 5x5 wide
/// lanes take one channel, they win on 7-row maps too where their grid is
/// large enough (prefersWideLanesOverStaged).
FailureOr<DepthwiseConfigAttr>
chooseStagedNhwcConfig(MLIRContext *context, const DepthwiseProblem &p,
                       const GPUTarget &target, bool measuredOnly);

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
FailureOr<DepthwiseConfigAttr>
getNchwWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                      int64_t cols, int64_t rows, int64_t blockThreads);

/// The wide-lane `shared` schedule with staged outputs, where it measured
/// faster (see kWideLaneMinCols); fails elsewhere, where the grid holds
/// fewer than kWideLaneMinThreadsPerSM, or where the tiles do not fit.
FailureOr<DepthwiseConfigAttr>
chooseWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                     const GPUTarget &target);

/// The NHWC register window with wide lanes: on maps of at most
/// kWholePlaneMaxRows rows and columns whose rows hold whole tiles of
/// kWideLaneMinCols columns, a thread takes kWideWindowChannels channels
/// (kWideWindowFiveByFiveChannels for f32 stride-1 windows of 5 x 5 pixels) x 7
/// columns instead of at most kMaxWindowCols, walking kMaxRowsSmallWindow
/// rows of a stride-1 3x3 window or of an f32 strided 5x5 one, or the whole
/// map of a 16-bit 5x5 one, in blocks of one band of up to
/// kWideWindowThreads threads. Its window loads and border checks serve more
/// outputs (mv2_dw10 f16: 7.5 instead of 28 SASS instructions per output).
/// Measured on the H200 against the previous schedules on the same tensors
/// (docs/bench/2026-12-03-s12/wide_n128.json at N=128 and
/// docs/bench/2026-12-03-s13/sw32.json for f32 at N=32, variants
/// `wide_v2_c7_r4_t128` and `wide_v2_c7_rfull_t128`): 16-bit 3x3 maps of
/// 7-28 rows 1.13x-1.34x, 16-bit 5x5 maps of 7-14 rows 1.04x-1.19x, the
/// 16-bit strided 5x5 onto 7x7 1.39x-1.44x; f32 3x3 maps of 7-28 rows
/// 1.00x-1.07x at N=128 and 1.03x-1.12x at N=32, the f32 strided 5x5 1.05x
/// and 1.31x. Not taken: 5x5 windows over 28 rows (16-bit 0.88x-0.90x),
/// f32 stride-1 5x5 windows (0.92x-1.08x with 4 rows, 0.76x-1.15x whole
/// maps) and strided 3x3 windows (0.79x-1.03x). At N=32 (docs/bench/
/// 2026-12-03-s12-nhwc, against s12-wide) 16-bit grids of 15K-18K threads
/// ran 1.00x-1.23x, the strided 5x5 with 10.7K threads (2.5 warps per SM)
/// 0.87x-0.94x: the grid must hold kWideWindowMinThreadsPerSM.
/// f32 stride-1 windows of at most 5x5 walk kWideWindowFiveByFiveRows rows:
/// eb0_dw5a/b/c ran 1.00x, 1.12x and 1.12x as fast at N=128 and 1.07x,
/// 0.99x and 1.01x at N=32 (docs/bench/2026-12-03-s17/w14.json,
/// `wide_v2_c7_r7_t128`); on 26 random layers of that kind 1.16x (geomean,
/// 0.68x-1.93x, `aim.json`): 1.24x (0.88x-1.93x) on 21, 0.87x on the 5 with
/// SiLU (whose epilogue a thread of 14 outputs a row pays 14 times), which
/// kept their schedule until that epilogue ran on the ex2 and reciprocal
/// units (docs/bench/2026-12-04-s30: 76 such SiLU kernels then ran 1.23x,
/// uni30.json, and 146 drawn after that 1.21x, uni30b.json). 14 columns
/// walking the whole map ran 1.06x-1.23x at N=128 but 0.51x-0.78x at N=32,
/// and at 255 registers spilled in 15 of 30 random layers of that kind. On
/// 14-column maps such a thread may take the whole row instead
/// (prefersWholeRowWindow).
/// A 16-bit grid of whole-map threads that holds fewer than
/// kWideWindowMinThreadsPerSM splits the map into bands of
/// kMaxRowsSmallWindow rows instead, as f32 does. On the H200
/// (docs/bench/2026-12-04-s23/ab23.json, ho23.json, 5 rounds) eb0_dw5d at
/// N=32 ran 1.15x (bf16) and 1.28x (f16) as fast as the narrow window it
/// had fallen back to; 30 random layers aimed at the rule (windows spanning
/// 5 pixels, strided or dilated, onto maps of 5-14 rows, N=4-48) 1.25x and
/// 1.32x (geomean of two sets; 0.98x-2.12x), the 10 with a SiLU 0.77x and
/// 0.96x (0.67x-1.16x), which kept their bands until the SiLU epilogue
/// became cheap (docs/bench/2026-12-04-s30: 15 such kernels then 1.13x,
/// uni30.json, and 31 drawn after that 1.18x, uni30b.json).
FailureOr<DepthwiseConfigAttr>
chooseWideWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
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
FailureOr<DepthwiseConfigAttr>
chooseBatchMmaConfig(MLIRContext *context, const DepthwiseProblem &p);

/// Whether `batch_mma` runs faster than the CUDA-core schedules: undilated
/// windows of at least 5x5, at a batch of at least 16 images, in a grid of
/// at least a block per SM. On the H200 (docs/bench/2026-12-04-s25), a
/// hand-written kernel of the same form ran the 5x5 benchmark layers
/// eb0_dw5a/b/c 1.10x-1.35x as fast as dwc's kernels at N=32 and 128 in f16
/// and bf16, where a CUDA-core output costs 25 FMAs, and ConvNeXt-T's 7x7
/// layers on 28x28 and 14x14 maps 1.53x-2.20x; 3x3 windows on 14x14 and
/// 28x28 maps 0.72x-0.95x, their CUDA-core kernels being near a copy's
/// speed. The schedule itself (docs/bench/2026-12-04-s25/ab, 3-5 rounds) ran
/// the 12 benchmark kernels 1.11x-1.67x as fast as the previous compiler's
/// (geomean 1.38x) and 30 random layers aimed at the windows and batch alone
/// 1.43x (0.34x-3.57x); the three slower than 0.9x had grids of 27-112
/// blocks, where 16-image blocks leave most SMs idle. 30 held-out layers
/// drawn with the grid condition ran 1.56x (0.80x-3.05x, 2 slower).
/// Odd widths and left padding (docs/bench/2026-12-04-s26, elements read
/// alone): 30 aimed layers 1.75x (0.39x-3.19x), where the maps narrower than
/// the 8-column tile lost on the benchmark's eb0_dw5e at N=128 (0.89x) and on
/// a grid of 156 one-warp blocks (0.39x) and the wider ones all gained
/// (1.005x-3.19x), so maps take it from 8 columns up.
bool prefersBatchMma(const DepthwiseProblem &p,
                            DepthwiseConfigAttr config,
                            const GPUTarget &target);

/// Whether the tensor-core schedule can compute `p` (see the verifier).
bool fitsMma(const DepthwiseProblem &p);

/// The tensor-core schedule: a warp per 16 output rows of a channel, blocks
/// of up to kThreadsPerBlock threads whose row tiles split the map evenly,
/// with more channels per block where the map is short; fails when one row
/// tile's input does not fit workgroup memory.
FailureOr<DepthwiseConfigAttr>
chooseMmaConfig(MLIRContext *context, const DepthwiseProblem &p);

/// Whether the tensor-core schedule `mma` runs faster than the CUDA-core
/// ones. Measured on the H200 over the 16-bit NCHW stride-1 benchmark layers
/// (docs/bench/2026-12-02-s6: `mma_compare.json`, and for the cp.async copy
/// `variants/mma_async_direct_pairs.json`, f16): it wins on 5x5 windows over
/// 28x28 maps at N=32 and 128 (1.09x-1.11x), where a CUDA-core output costs
/// 25 FMAs. A block copies its input into workgroup memory, computes, then
/// writes its outputs back, with no overlap inside the block: at N=32 and
/// 128, 3x3 windows on 28-56 rows ran 0.63x-0.86x and on 112 rows
/// 0.95x-1.05x (not taken: within the spread between sessions); 14x14 and
/// 7x7 maps, where the copy of 2- and 4-byte row chunks and the per-warp
/// filter matrices dominate, 0.14x-0.85x; at batch 1 too few blocks hide the
/// copy (0.66x-0.83x). Whole-plane staging later took the 28x28 layers
/// (prefersWholePlane5x5); on 74 random layers of the kind this rule still
/// takes (maps of more than 28 rows, docs/bench/2026-12-03-s19,
/// mma_rule.json) it ran 1.20x as fast as the CUDA-core schedules that would
/// replace it: 7x7 windows 2.04x, 5x7 1.34x, 5x5 0.97x, 9x3 0.81x.
bool prefersMma(const DepthwiseProblem &p, DepthwiseConfigAttr mma,
                       const GPUTarget &target);

//===----------------------------------------------------------------------===//
// Refine.cpp
//===----------------------------------------------------------------------===//

/// `c` replaced by the whole-plane `shared` schedule (chooseWholePlaneConfig)
/// where `c`'s lanes read or write NCHW rows element by element (rows whose
/// pitch or column tile leaves no aligned vectors, or one-column lanes storing
/// their own outputs): in 16-bit (sub-word accesses) from global memory, from
/// a stride-1 tile shared by bands of rows (whose blocks cover few channels)
/// or through `mma`'s row tiles, in f32 from global memory at stride 1. The
/// block's planes arrive as one contiguous run of aligned 16-byte chunks
/// whatever the row pitch, and each lane walks the whole map. Found on
/// layers outside the benchmark (EfficientNet-B1/B3 rows of 15, 19, 75 and
/// 150 columns). On the H200 (docs/bench/2026-12-04-s27, 3 rounds each), for
/// 16-bit element loads: of 111 kernels (17 of those layers, 94 random ones
/// at N=1-128, s27w.json) the whole planes ran 1.60x as fast (0.87x-4.55x)
/// on the 75 whose blocks have at least kMinWholePlaneBlockThreads threads
/// and whose grid holds kMinWholePlaneThreadsPerSM, and 0.91x on the other
/// 36 (one-warp blocks down to 0.44x, small grids and batch 1
/// 0.50x-1.01x), strided windows on staged bands 0.68x-1.06x; 75 random
/// kernels drawn after that 1.53x (0.75x-3.79x, s27x.json). For 16-bit
/// element stores (stride-2 one-column lanes over odd output rows): 33
/// random kernels 1.32x (0.78x-2.39x), 4 held-out ones 1.40x (s27e.json).
/// In f32 (docs/bench/2026-12-04-s28): of 79 kernels with single-element
/// lanes (60 random, 19 held-out and benchmark; ab28c.json) the 46 of lanes
/// reading global rows at stride 1 ran 1.69x (0.90x-4.11x), staged bands
/// 1.10x (0.67x-1.91x) and strided lanes 1.06x (0.71x-1.58x; eb0_dw5d
/// 0.79x-0.88x), so f32 takes the first alone: 51 random kernels drawn after
/// that 1.82x (0.84x-4.62x), EfficientNet-B3's 75x75 layer 1.17x-1.21x
/// (ab28d.json). `mma` over odd rows (docs/bench/2026-12-04-s29: whole
/// planes 1.92x-3.70x on the 4 such kernels of wpsw.json.xz, then 105 random
/// 16-bit windows of at least 25 taps on maps of more than 28 rows drawn
/// after, ab29m.json): 1.78x (0.78x-3.35x, 2 slower than 0.95x).
DepthwiseConfigAttr withWholePlanesForElementAccesses(
    MLIRContext *context, const DepthwiseProblem &p, DepthwiseConfigAttr c,
    const GPUTarget &target);

/// `c` replaced by the whole-plane `shared` schedule (chooseWholePlaneConfig)
/// where `c` is an NCHW `shuffle` whose row segments leave at least
/// kMinIdleShuffleLaneShare of their lanes idle (19 output columns on 32
/// lanes), at stride 1 or with windows of at least 5 taps a row, under the
/// block and grid bounds of chooseReplacingWholePlaneConfig: whole-plane
/// lanes cover the row exactly. On the H200 (docs/bench/2026-12-04-s31, 3
/// rounds; random NCHW layers onto rows of 5-40 columns), whole planes ran
/// 209 such kernels 1.08x as fast with 66 slower than 0.95x (ab31.json,
/// ab31b.json): strided 3x3 windows 0.97x (117 kernels, 60 slower), the
/// others 1.25x (92, 8 slower), hence the bound. 53 random kernels drawn
/// after it (ab31d.json) ran 1.29x (0.64x-2.29x, 6 slower than 0.95x), and
/// the held-out EfficientNet-B3 f32 layers it takes (eb3_dw5b, eb3_dw5d,
/// eb3_dw5e) 1.03x-2.15x.
DepthwiseConfigAttr
withWholePlanesForIdleLanes(MLIRContext *context, const DepthwiseProblem &p,
                            DepthwiseConfigAttr c, const GPUTarget &target);

DepthwiseConfigAttr withWholeRowLanes(MLIRContext *context,
                                             const DepthwiseProblem &p,
                                             DepthwiseConfigAttr c,
                                             const GPUTarget &target);

/// `c` with its row loop left rolled where it is an NHWC register window of
/// at least kRolledRaggedWindowMinRows filter rows, walking as many rows,
/// whose column tiles do not divide the output row. Unrolled by the rotation
/// period, such loops compiled to 168-255 registers on layers outside the
/// benchmark (EfficientNet 5x5 windows on 10-38-column maps), against 128 where
/// the tiles divide the row (eb0_dw5a). On the H200
/// (docs/bench/2026-12-04-s27/explore/s27u.json.xz, 3 rounds) the rolled loop
/// ran those 31 held-out kernels 1.21x as fast (0.91x-1.64x); over the other
/// held-out windows it ran 0.94x and over the benchmark's 0.90x (none of which
/// the rule changes).
DepthwiseConfigAttr withRolledRaggedWindows(const DepthwiseProblem &p,
                                                   DepthwiseConfigAttr c);

/// `c` with its outputs staged over its input tile where that is legal
/// (canStageInPlace) and the separate output tile is what keeps the grid
/// from being resident at once: workgroup memory, not threads, bounds its
/// blocks per SM, and the grid is larger than that bound over all SMs. On the
/// H200 (docs/bench/2026-12-04-s21/ab.json, `new` against `new_sep`), the
/// f32 7x7 maps at N=128 (1920-2304 blocks of 64 threads, 8 per SM with
/// separate tiles) ran 1.04x-1.14x as fast, 16-bit eb0_dw5e (2304 blocks, 17
/// per SM) 1.02x; at N=32, whose grids are resident at once, the f32 ones ran
/// 0.96x-0.98x (zf.json, the PTX edited so): a thread's shared loads then
/// wait for its earlier stores.
DepthwiseConfigAttr withInPlaceStaging(const DepthwiseProblem &p,
                                              DepthwiseConfigAttr c,
                                              const GPUTarget &target);

} // namespace mlir::dwc::depthwise

#endif // DWC_LIB_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CANDIDATES_H
