//===- DepthwiseHeuristics.cpp - dynamic tile-size scheme -------*- C++ -*-===//
//
// Rows per thread is the knob that trades row reuse for parallelism: a thread
// that walks R output rows loads R*s + (K-1)*d - s + 1 input rows instead of
// R*K. The scheme picks the deepest R whose grid still holds about half the
// GPU's resident threads, so small batches spread thin (R = 1 at batch 1 for
// most layers) and large batches reuse rows deeply.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Heuristics.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

/// Threads per block the schedules aim for: 8 warps leave room for several
/// blocks per SM while a block still amortises its index arithmetic.
static constexpr int64_t kThreadsPerBlock = 256;
/// Deepest row reuse; past it the loads saved are under 1/16 of the traffic.
static constexpr int64_t kMaxRowsPerThread = 16;
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
static constexpr int64_t kMaxRowsSmallWindow = 4;
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
static constexpr int64_t kMaxRowsStridedSmallWindow = 2;
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
static constexpr int64_t kStridedWindowChannels = 2;
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
static constexpr int64_t kStridedLargeMapF32Cols = 2;
static constexpr int64_t kMaxRowsStridedLargeMapF32 = 7;
/// Narrowest NHWC channel access in bytes. 16-bit 5x5 layers, whose f32
/// filter taps left room for one channel per thread, ran 1.14x-1.17x faster
/// (geomean at N=32 and 128, docs/bench/2026-12-02-s5) with two channels
/// per thread: a 2-byte access wastes half of each load.
static constexpr int64_t kMinWindowAccessBytes = 4;
/// Registers a thread may spend on accumulators, the input window and the
/// filter (counted as f32) before the NHWC schedule narrows its vectors or
/// column tile. Nsight Compute on the H200 (112x112, N=128): a model value of
/// 160 compiled to 148-175 registers, one block per SM (11% occupancy) and
/// 1.9-3.2 TB/s. Over the 24 shapes at N=128, 56 beat 40 and 160 in every
/// dtype (f32: 0.71 of the floor against 0.68 and 0.59).
static constexpr int64_t kRegisterBudget = 56;
/// Outputs per lane in the NCHW schedule: accumulators are f32, so 16 bytes
/// of them. Eight f16 outputs per lane took 56 registers and 55% occupancy
/// where four f32 outputs took 32 registers and 98%.
static constexpr int64_t kMaxShuffleCols = 4;
/// NCHW prefetch depth by output height. Measured on the H200 (N=128, f32):
/// fetching 3 rows ahead sped up 14x14 maps (47.1 -> 41.8 us) and slowed
/// 112x112 ones (122 -> 135 us), where one row ahead is best.
static constexpr int64_t kSmallMapRows = 14;
static constexpr int64_t kSmallMapPrefetchDepth = 3;
/// Tallest output map whose NCHW schedule stages its input in workgroup
/// memory (see stagesInWorkgroupMemory).
static constexpr int64_t kStagedMaxRows = 56;
/// Deepest row reuse of the staged 3x3 schedule on maps of at most
/// kWholePlaneMaxRows rows. Measured on the H200 (docs/bench/2026-12-02-s8,
/// sweep3): 7 rows instead of 14 ran 14x14 maps 1.19x-1.29x as fast at
/// N=128 (and at N=32 where 14 was chosen), f32 28x28 maps at N=128 (staged
/// instead of `shuffle`, whose 14-row tile did not fit) 1.14x-1.17x, and
/// 16-bit 28x28 maps 0.97x-1.04x.
static constexpr int64_t kStagedMaxRowsSmallMap = 7;
/// Tallest output map of the whole-plane rules (kStagedMaxRowsSmallMap,
/// prefersWholePlane5x5).
static constexpr int64_t kWholePlaneMaxRows = 28;

FailureOr<GPUTarget> GPUTarget::get(StringRef chip, int64_t smCount) {
  GPUTarget target;
  target.maxThreadsPerSM = 2048;
  target.registersPerSM = 64 * 1024;
  if (chip == "sm_90" || chip == "sm_90a") {
    target.smCount = 132;
    target.sharedMemoryPerSM = 228 * 1024;
    target.hasGridDependencyControl = true;
  } else if (chip == "sm_80") {
    target.smCount = 108;
    target.sharedMemoryPerSM = 164 * 1024;
    target.hasGridDependencyControl = false;
  } else
    return failure();
  if (smCount > 0)
    target.smCount = smCount;
  return target;
}

/// Largest grid, in blocks per SM, that signals its dependents at entry. On
/// the H200 (2026-12-03-s15/pdl.json, all 432 benchmark kernels): signalling
/// at entry ran 1.29x serialized launches at batch 1 against 1.20x at exit,
/// but 0.87x-0.96x on grids of 2.5-8 blocks per SM, where exit ran
/// 1.03x-1.20x.
static constexpr int64_t kMaxEntrySignalBlocksPerSM = 2;

/// Largest grid, in blocks per SM, that signals its dependents at entry when
/// it prefetches every buffer it only reads into L2 before its wait. On the
/// H200 (docs/bench/2026-12-04-s20/e3.json, 5 rounds), the 33 batch-1
/// benchmark kernels of 2.1-3 blocks per SM, all of whose read-only buffers
/// fit kMaxL2PrefetchesPerThread, ran 1.22x as fast (geomean, 0.94x-1.50x)
/// signalling at entry with the prefetch as at exit without it.
static constexpr int64_t kMaxPrefetchingEntrySignalBlocksPerSM = 3;

/// Largest grid, in percent of the GPU's resident threads, that signals at
/// entry, whatever its blocks per SM, when it prefetches every buffer it only
/// reads. On the H200 (docs/bench/2026-12-04-s21/pe.json, 3 rounds), the 29
/// batch-32 benchmark kernels of at most 30% (3.6-8.7 blocks per SM of
/// 64-256 threads, all buffers within a line per thread) ran 1.08x as fast
/// (0.98x-1.22x; 16-bit whole-plane NCHW kernels of 7x7 maps 1.16x-1.22x)
/// signalling at entry with the prefetch as at exit without it; of 30%-50%,
/// 1.00x (0.84x-1.19x).
static constexpr int64_t kMaxPrefetchingEntrySignalThreadsPercent = 30;

DependentsSignal
mlir::dwc::chooseDependentsSignal(std::optional<int64_t> gridBlocks,
                                  std::optional<int64_t> gridThreads,
                                  const GPUTarget &target, bool prefetchesAll) {
  int64_t maxBlocksPerSM = prefetchesAll ? kMaxPrefetchingEntrySignalBlocksPerSM
                                         : kMaxEntrySignalBlocksPerSM;
  if (gridBlocks && *gridBlocks <= maxBlocksPerSM * target.smCount)
    return DependentsSignal::Entry;
  if (prefetchesAll && gridThreads &&
      *gridThreads * 100 <= kMaxPrefetchingEntrySignalThreadsPercent *
                                target.smCount * target.maxThreadsPerSM)
    return DependentsSignal::Entry;
  return DependentsSignal::Exit;
}

/// Prefetches of one buffer a thread may issue before the wait. On the H200
/// (docs/bench/2026-12-04-s20/prefetch_n1.json, prefetch_n32.json, 5
/// rounds), the kernels of grids that signal at entry ran 1.14x as fast with
/// their input and filter prefetched as without (batch 1, 144 kernels:
/// 0.99x-1.33x, at most one line per thread); at batch 32, 16-bit grids of
/// under one line per thread 1.26x-1.27x, f32 grids of 1.5-6 lines per
/// thread 0.89x-1.08x.
static constexpr int64_t kMaxL2PrefetchesPerThread = 1;

bool mlir::dwc::fitsL2Prefetch(int64_t gridThreads, int64_t bufferBytes) {
  return llvm::divideCeilSigned(bufferBytes, kL2LineBytes) <=
         kMaxL2PrefetchesPerThread * gridThreads;
}

/// Threads a grid should hold: half the GPU's resident threads.
static int64_t getTargetThreads(const GPUTarget &target) {
  return target.smCount * target.maxThreadsPerSM / 2;
}

/// Resident blocks an SM holds by threads and registers (ptxas allocates a
/// warp's registers in units of 256).
static int64_t getResidentBlocksPerSM(const GPUTarget &target,
                                      int64_t blockThreads,
                                      int64_t threadRegisters) {
  constexpr int64_t kRegisterUnit = 256, kMaxBlocksPerSM = 32;
  int64_t warps = llvm::divideCeil(blockThreads, kWarpSize);
  int64_t warpRegisters =
      llvm::alignTo(threadRegisters * kWarpSize, kRegisterUnit);
  return std::max<int64_t>(
      1, std::min({target.registersPerSM / (warps * warpRegisters),
                   target.maxThreadsPerSM / (warps * kWarpSize),
                   kMaxBlocksPerSM}));
}

/// `rows` per thread lowered so that bands of them split `outHeight` evenly.
static int64_t balanceRows(int64_t outHeight, int64_t rows) {
  return llvm::divideCeil(outHeight, llvm::divideCeil(outHeight, rows));
}

/// Deepest rows-per-thread whose grid of `threadsPerRowBand` threads per band
/// of output rows reaches getTargetThreads, balanced so that the bands split
/// the output height evenly.
static int64_t chooseRowsPerThread(int64_t outHeight, int64_t threadsPerRowBand,
                                   const GPUTarget &target,
                                   int64_t maxRows = kMaxRowsPerThread) {
  int64_t bandsWanted =
      llvm::divideCeil(getTargetThreads(target), threadsPerRowBand);
  return balanceRows(outHeight,
                     std::clamp<int64_t>(outHeight / bandsWanted, 1,
                                         std::min(outHeight, maxRows)));
}

/// Fewest threads per SM (12 warps) a grid must still hold where deepenRows
/// gives its threads more rows than chooseRowsPerThread did (measured for two
/// rows: see chooseShuffleConfig and chooseWindowConfig).
static constexpr int64_t kTwoRowMinThreadsPerSM = 384;

/// `rows` deepened to `depth`, balanced, where a grid of `threadsPerRowBand`
/// threads per band of rows still holds kTwoRowMinThreadsPerSM at that depth.
static int64_t deepenRows(int64_t outHeight, int64_t threadsPerRowBand,
                          int64_t rows, int64_t depth,
                          const GPUTarget &target) {
  if (rows >= depth || outHeight < depth ||
      threadsPerRowBand * llvm::divideCeilSigned(outHeight, depth) <
          target.smCount * kTwoRowMinThreadsPerSM)
    return rows;
  return balanceRows(outHeight, depth);
}

/// Where the grid is too small for row reuse (threads of one row, batch 1),
/// the final NCHW `shuffle` schedule of a 3x3 window still reuses what it
/// can. Swept on the H200 against one-row threads of up to 4 columns, same
/// tensors (docs/bench/2026-12-03-s13/sw1.json, all 72 batch-1 NCHW kernels):
/// * strided windows take at most kSmallGridStridedCols columns (4 input
///   columns a lane instead of 8): with the rows below, the strided layers of
///   112 and 56 input columns ran 1.10x-1.19x as fast;
/// * threads walk two rows (4 input rows for 2 outputs instead of 3 for 1)
///   where that grid still holds kTwoRowMinThreadsPerSM: 1.01x-1.11x on the
///   stride-1 maps of 56 and 112 rows (57K-65K threads at two rows); maps of
///   14-28 rows (21K-32K threads) ran 0.97x-1.01x with two rows (not taken).
static constexpr int64_t kSmallGridStridedCols = 2;

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

/// The NCHW schedule with warp-shuffle column reuse, threads walking at most
/// `maxRows` rows as `depth` says; fails when no row segment of one warp
/// covers the row.
static FailureOr<DepthwiseConfigAttr>
chooseShuffleConfig(MLIRContext *context, const DepthwiseProblem &p,
                    const GPUTarget &target, int64_t maxRows,
                    ShuffleRowDepth depth = ShuffleRowDepth::GridTarget) {
  // Widest per-lane output vector up to `maxCols` that divides the row and
  // lets one warp cover it.
  int64_t cols = 0, lanes = 0;
  auto chooseColumns = [&](int64_t maxCols) {
    cols = 0;
    for (int64_t candidate = std::min(p.maxVectorWidth(), maxCols);
         candidate >= 1; candidate /= 2) {
      if (p.outWidth % candidate != 0)
        continue;
      int64_t needed = getShuffleSegmentLanes(p, candidate);
      if (needed <= 32) {
        cols = candidate;
        lanes = needed;
        return;
      }
    }
  };
  chooseColumns(kMaxShuffleCols);
  if (!cols)
    return failure();
  auto rowsFor = [&] {
    return chooseRowsPerThread(p.outHeight, p.batch * p.channels * lanes,
                               target, maxRows);
  };
  int64_t rows = rowsFor();
  if (depth == ShuffleRowDepth::WholeMapWhenFilled && cols == 1)
    rows = deepenRows(p.outHeight, p.batch * p.channels * lanes, rows,
                      p.outHeight, target);
  if (depth == ShuffleRowDepth::TunedSmallGrid && rows == 1) {
    // Narrower lanes may need more than a warp to cover the row (a 72-column
    // stride-2 row: 145 input columns); the wider lanes then stay.
    if (p.strideW > 1 && cols > kSmallGridStridedCols) {
      int64_t widerCols = cols, widerLanes = lanes;
      chooseColumns(kSmallGridStridedCols);
      if (!cols) {
        cols = widerCols;
        lanes = widerLanes;
      }
      rows = rowsFor();
    }
    if (maxRows >= 2)
      rows = deepenRows(p.outHeight, p.batch * p.channels * lanes, rows, 2,
                        target);
  }
  int64_t vectorWidth =
      p.widestVectorDividing(std::gcd(cols * p.strideW, p.width));
  int64_t bands = llvm::divideCeil(p.outHeight, rows);
  int64_t segments = std::max<int64_t>(1, kThreadsPerBlock / lanes);
  // Bands split evenly over the fewest blocks, so no block idles threads.
  int64_t bandsPerBlock =
      llvm::divideCeil(bands, llvm::divideCeil(bands, segments));
  int64_t channelsPerBlock =
      std::clamp<int64_t>(segments / bandsPerBlock, 1, p.channels);
  return DepthwiseConfigAttr::get(
      context, channelsPerBlock, bandsPerBlock * rows, p.outWidth,
      lanes * bandsPerBlock * channelsPerBlock, rows, cols, vectorWidth,
      ColumnReuse::Shuffle,
      p.outHeight <= kSmallMapRows ? std::min(kSmallMapPrefetchDepth, rows) : 1,
      /*unroll_rows=*/true, /*stage_output=*/false,
      /*predicated_padding=*/false,
      /*stage_in_place=*/false);
}

/// Widest column tile of the window schedule.
static constexpr int64_t kMaxWindowCols = 4;

/// Whether the NHWC window grid is small (batch 1): at one row per thread,
/// kStridedWindowChannels channels and kMaxWindowCols columns it holds less
/// than half of getTargetThreads, so the grid, not occupancy, limits the
/// kernel and the schedule trades reuse for threads and wider accesses.
static bool isSmallWindowGrid(const DepthwiseProblem &p,
                              const GPUTarget &target) {
  int64_t threads = p.batch * p.outHeight *
                    llvm::divideCeil(p.outWidth, kMaxWindowCols) *
                    llvm::divideCeil(p.channels, kStridedWindowChannels);
  return 2 * threads < getTargetThreads(target);
}

/// Blocks that share `lanes` channel lanes evenly, each at most
/// `maxThreads`: the fewest whose count divides `lanes`, so that no block
/// guards a tail of channels, unless that takes more than twice the fewest
/// blocks. eb0_dw5e (1152 channels) in 6 blocks of 192 channels instead of
/// 5 of 231-232 ran 1.08x-1.11x as fast at batch 32, 1.21x-1.24x at 128
/// and 1.22x-1.38x in 16-bit at batch 1 (docs/bench/2026-12-03-s10/ab.json).
static int64_t getChannelBlocks(int64_t lanes, int64_t maxThreads) {
  int64_t fewest = llvm::divideCeil(lanes, maxThreads);
  for (int64_t blocks = fewest; blocks <= 2 * fewest; ++blocks)
    if (lanes % blocks == 0)
      return blocks;
  return fewest;
}

/// Channels per NHWC thread, and threads per block, of a small grid (batch
/// 1) over a 16-bit stride-1 window of at most 3x3 on a map of at most
/// kWholePlaneMaxRows rows: one column of 4 channels (8-byte accesses) in
/// blocks of 128 threads, past the register budget, instead of 4 columns of
/// 2 channels in blocks of 256. Swept on the H200 against the previous
/// schedule, same tensors (docs/bench/2026-12-03-s14/sw1n.json: 18 window
/// shapes over every 16-bit NHWC batch-1 kernel): these 14 kernels ran
/// 1.01x-1.10x as fast (7-row maps 1.07x, 14-row 1.05x, 28-row 1.03x); larger
/// maps, strided and 5x5 windows had no shape faster across their kernels.
/// f32 single-column strided threads (stridedSmallWindow) onto maps of at
/// most kSmallMapRows rows take such blocks too, so that a grid of fewer
/// blocks than SMs spreads over more of them: with programmatic launch, the
/// four such layers ran 1.01x-1.21x as fast (14-row maps 1.16x and 1.21x;
/// docs/bench/2026-12-03-s15/sw1f.json, 108 window shapes over every f32
/// NHWC batch-1 kernel); onto 28 and 56 rows they ran 0.75x-0.93x.
static constexpr int64_t kSmallGridSmallMapChannels = 4;
static constexpr int64_t kSmallGridSmallMapThreads = 128;
/// f32 stride-1 windows of at most 3x3 in a small grid, on maps of at most
/// kSmallMapRows rows, give a thread one channel (4-byte accesses, still a
/// coalesced run across the lanes) and 4 columns instead of 2 channels and 2
/// columns: twice the threads, and more loads in flight, in a grid too small
/// to fill the GPU. With programmatic launch all five such layers ran
/// 1.05x-1.17x as fast (docs/bench/2026-12-03-s15/sw1g.json, 18 one-channel
/// window shapes over every f32 NHWC batch-1 kernel); on 28-row maps it ran
/// 0.94x-1.04x, onto strided and 5x5 windows no one-channel shape won across
/// the layers.
static constexpr int64_t kSmallGridSmallMapF32Channels = 1;
/// f32 stride-1 windows of 4-5 rows and columns in a small grid, on output
/// maps of at least kSmallMapRows rows and columns: a thread of 2 channels x
/// 4 columns x 2 rows in blocks of at most kSmallGridNarrowBlockThreads. It
/// reads 6 x 8 input vectors for 8 outputs (6 an output) where the 2-column
/// one-row thread read 5 x 6 for 2 (15 an output): in a 5x5 window the loads,
/// not the threads, bound a batch-1 kernel. The three such benchmark layers
/// ran 1.02x-1.13x as fast (docs/bench/2026-12-03-s16/sw2.json: 135 window
/// shapes over every f32 NHWC batch-1 kernel, each timed in 3 interleaved
/// rounds), and 9 random layers aimed at the rule 1.21x (geomean; 0.70x-1.59x,
/// the slowest of 60 channels; random_rules_v3.json beside it). Onto maps
/// narrower or shorter than 14, where more of the larger window is padding,
/// 19 random layers ran 0.52x-1.60x (8 slower), the 7-row benchmark map 0.94x.
static constexpr int64_t kSmallGridWideWindowChannels = 2;
static constexpr int64_t kSmallGridWideWindowCols = 4;
static constexpr int64_t kSmallGridWideWindowRows = 2;
static constexpr int64_t kSmallGridNarrowBlockThreads = 64;
/// An f32 small grid onto an output map of at most kSmallGridTinyMapRows
/// rows whose blocks of up to 256 threads cover less than half the SMs takes
/// blocks of at most kSmallGridNarrowBlockThreads, spreading the same
/// threads over more SMs: the three such benchmark layers ran 1.04x-1.06x
/// as fast (sw2.json), 25 random layers aimed at the rule 0.89x-1.26x, 1.04x
/// in geomean (random_rules_v3.json).
static constexpr int64_t kSmallGridTinyMapRows = 7;
/// Blocks of 16-bit stride-1 NHWC 3x3 windows outside a small grid, whose
/// channel lanes fill at least a warp, hold at most this many column tiles
/// and one row band (instead of filling kThreadsPerBlock). On the H200
/// (docs/bench/2026-12-04-s24): mv1_dw3 (64 lanes, 2 tiles instead of 4) ran
/// 1.09x-1.11x and mv2_dw3 (72 lanes, 2 instead of 3) 1.06x-1.09x as fast at
/// N=32 and 128 (ab24.json); 15 random 3x3 layers aimed at the rule 1.033x
/// (0.87x-1.54x) and 25 held out 1.041x (0.75x-1.30x, ho24.json); 35 random
/// 1x3, 3x1 and 2x2 windows 0.995x (not taken), f32 0.97x-1.07x on the
/// benchmark layers (tc24.json, not taken), and the 16-lane 112x112 maps,
/// whose blocks of 2 tiles hold one warp, 0.87x-0.91x.
static constexpr int64_t kThreeByThreeBlockColTiles = 2;
/// Where 4-column tiles leave the output row ragged (75 or 19 columns), the
/// blocks of 16-bit NHWC 3x3 windows outside a small grid, at any stride,
/// hold one column tile instead, as long as their channel lanes alone fill
/// kRaggedRowMinBlockThreads: the heuristic's blocks of 2-3 tiles compiled
/// to 89-104 registers in 192-216 threads (2-3 blocks per SM) on
/// EfficientNet-B3's 75-column maps, where one tile ran 1.16x-1.30x as fast
/// (docs/bench/2026-12-04-s31/sw31.json.xz). On the H200 (3 rounds), one
/// tile on 319 random kernels of ragged rows (ab31*.json) ran 1.02x where
/// the lanes hold one warp (118 kernels, 42 slower than 0.95x) and 1.15x
/// where they hold two (201 kernels, 12 slower), hence the bound; 134
/// random kernels drawn after it (ab31d.json) 1.135x (0.88x-1.52x, 11
/// slower than 0.95x; stride 1 1.12x, stride 2 1.15x). The benchmark's
/// stride-2 rows of 14 columns (mv1_dw6, mv2_dw6 16-bit) ran 1.03x and
/// 1.01x in two runs (0.96x-1.10x).
static constexpr int64_t kRaggedRowMinBlockThreads = 64;

static FailureOr<DepthwiseConfigAttr>
chooseWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                   const GPUTarget &target) {
  // Widest channel vector, then widest column tile, whose accumulators,
  // input window and filter taps (all f32) fit the register budget. (Trading
  // the column tile for deeper prefetch measured slower: 104 -> 155 us on
  // 112x112 f16 at N=128.) NCHW channels are not contiguous: one per thread.
  // Strided windows may start narrower (kStridedWindowChannels).
  auto registers = [&](int64_t width, int64_t tile) {
    int64_t window = (tile - 1) * p.strideW + p.extentW();
    return (p.liveRows() * tile + window + p.kernelHeight * p.kernelWidth) *
           width;
  };
  bool smallGrid = p.layout == Layout::NHWC && isSmallWindowGrid(p, target);
  bool stridedSmallWindow = p.layout == Layout::NHWC && p.strideH > 1 &&
                            p.strideW > 1 && p.extentH() <= 3 &&
                            p.extentW() <= 3 &&
                            p.channels % kStridedWindowChannels == 0;
  bool narrowStrided = stridedSmallWindow && !smallGrid &&
                       (p.elementBytes() == 2 || p.outHeight <= kSmallMapRows);
  bool largeMapStridedF32 =
      stridedSmallWindow && !smallGrid && !narrowStrided &&
      p.elementType.isF32() &&
      chooseRowsPerThread(
          p.outHeight,
          p.batch * (p.channels / kStridedWindowChannels) *
              llvm::divideCeil(p.outWidth, kStridedLargeMapF32Cols),
          target, kMaxRowsStridedLargeMapF32) > 1;
  bool singleColumnStrided = stridedSmallWindow && smallGrid;
  bool singleColumnSmallMap = smallGrid && p.elementBytes() == 2 &&
                              p.strideH == 1 && p.strideW == 1 &&
                              p.extentH() <= 3 && p.extentW() <= 3 &&
                              p.outHeight <= kWholePlaneMaxRows &&
                              p.channels % kSmallGridSmallMapChannels == 0;
  bool singleChannelSmallMap =
      smallGrid && p.elementType.isF32() && p.strideH == 1 && p.strideW == 1 &&
      p.extentH() <= 3 && p.extentW() <= 3 && p.outHeight <= kSmallMapRows;
  bool singleColumnStridedSmallMap = singleColumnStrided &&
                                     p.elementType.isF32() &&
                                     p.outHeight <= kSmallMapRows;
  bool wideFiveByFive = smallGrid && p.elementType.isF32() && p.strideH == 1 &&
                        p.strideW == 1 && p.extentH() >= 4 &&
                        p.extentH() <= 5 && p.extentW() >= 4 &&
                        p.extentW() <= 5 && p.outHeight >= kSmallMapRows &&
                        p.outWidth >= kSmallMapRows &&
                        p.channels % kSmallGridWideWindowChannels == 0;
  int64_t blockThreads = singleColumnSmallMap || singleColumnStridedSmallMap
                             ? kSmallGridSmallMapThreads
                             : kThreadsPerBlock;
  if (wideFiveByFive)
    blockThreads = kSmallGridNarrowBlockThreads;
  bool tinyMapGrid = smallGrid && p.elementType.isF32() &&
                     p.outHeight <= kSmallGridTinyMapRows;
  int64_t fittingWidth = 1;
  if (p.layout == Layout::NHWC)
    fittingWidth = narrowStrided || singleColumnStrided || largeMapStridedF32
                       ? kStridedWindowChannels
                       : p.widestVectorDividing(p.channels);
  for (; fittingWidth > 1 && registers(fittingWidth, 1) > kRegisterBudget;
       fittingWidth /= 2)
    ;
  if (singleColumnSmallMap)
    fittingWidth = kSmallGridSmallMapChannels;
  if (singleChannelSmallMap)
    fittingWidth = kSmallGridSmallMapF32Channels;
  int64_t cols = 1;
  for (int64_t tile = kMaxWindowCols;
       tile >= 2 && !singleColumnStrided && !singleColumnSmallMap; tile /= 2) {
    if (tile <= p.outWidth &&
        registers(fittingWidth, tile) <= kRegisterBudget) {
      cols = tile;
      break;
    }
  }
  if (wideFiveByFive) {
    fittingWidth = kSmallGridWideWindowChannels;
    cols = kSmallGridWideWindowCols;
  }
  if (largeMapStridedF32)
    cols = std::min(cols, kStridedLargeMapF32Cols);
  // An f32 thread the budget leaves one channel (4-byte accesses) takes two
  // and half the columns, past the budget, where occupancy no longer limits
  // the kernel:
  // * in a small grid (batch 1): the f32 5x5 layers ran 1.03x-1.30x as fast
  //   (docs/bench/2026-12-03-s10/ab.json); 16-bit 3x3 threads with twice
  //   their channels and half the columns ran 0.97x (n1.json; not taken);
  // * walking the whole of a stride-1 map of at most kSmallMapRows rows,
  //   where that grid holds fewer than getTargetThreads (batch 32): reading
  //   each input row once beats more threads. eb0_dw5b, eb0_dw5c and
  //   eb0_dw5e at N=32 ran 1.41x, 1.10x and 1.19x as fast
  //   (docs/bench/2026-12-03-s11/ab_whole_map_pairs.json); at every batch
  //   the 2-channel threads ran 0.87x (w2.json beside it). Maps whose rows
  //   hold whole 7-column tiles take the wide window first
  //   (chooseWideWindowConfig; eb0_dw5b/c at N=32 0.99x/1.01x against
  //   this).
  bool f32Pairs = p.layout == Layout::NHWC && p.elementType.isF32() &&
                  fittingWidth == 1 && cols > 1 && p.channels % 2 == 0 &&
                  !singleChannelSmallMap;
  bool wholeMapPairs = f32Pairs && !smallGrid && p.strideH == 1 &&
                       p.strideW == 1 && p.outHeight <= kSmallMapRows &&
                       p.batch * (p.channels / 2) *
                               llvm::divideCeilSigned(p.outWidth, cols / 2) <
                           getTargetThreads(target);
  if (f32Pairs && (smallGrid || wholeMapPairs)) {
    fittingWidth = 2;
    cols /= 2;
  }
  int64_t channelLanes = p.channels / fittingWidth;
  int64_t colTiles = llvm::divideCeil(p.outWidth, cols);
  int64_t maxRows = kMaxRowsPerThread;
  if (p.layout == Layout::NHWC && p.strideH == 1 && p.extentH() <= 3)
    maxRows = kMaxRowsSmallWindow;
  else if (narrowStrided || singleColumnStrided)
    maxRows = kMaxRowsStridedSmallWindow;
  else if (largeMapStridedF32)
    maxRows = kMaxRowsStridedLargeMapF32;
  int64_t rows =
      wholeMapPairs
          ? p.outHeight
          : chooseRowsPerThread(p.outHeight, p.batch * channelLanes * colTiles,
                                target, maxRows);
  if (wideFiveByFive)
    rows = balanceRows(p.outHeight, kSmallGridWideWindowRows);
  // f32 strided threads walk their full depth wherever that grid still holds
  // kTwoRowMinThreadsPerSM, not only where it holds getTargetThreads: at
  // N=32, two-row threads on 14-row maps (66K-86K threads) ran 1.06x-1.09x
  // as fast as one-row ones (docs/bench/2026-12-03-s13/swf.json).
  if (narrowStrided && p.elementType.isF32())
    rows = deepenRows(p.outHeight, p.batch * channelLanes * colTiles, rows,
                      maxRows, target);
  int64_t bands = llvm::divideCeil(p.outHeight, rows);
  bool threeByThreeBlocks = p.layout == Layout::NHWC && !smallGrid &&
                            p.elementBytes() == 2 && p.extentH() == 3 &&
                            p.extentW() == 3;
  bool raggedColTiles = p.outWidth % cols != 0;
  // Threads of a block of at most `maxThreads`: channel lanes x column tiles
  // x row bands.
  auto planBlock = [&](int64_t maxThreads) {
    int64_t lanes, tiles;
    if (p.layout == Layout::NHWC) {
      // Channel lanes, contiguous in memory, split evenly over blocks of at
      // most maxThreads (getChannelBlocks). 16-bit stride-1 column tiles
      // split evenly over the rest of the block too, so that the last column
      // block idles no threads: on the H200 (docs/bench/2026-12-03-s9/ab2.json)
      // 112x112 maps in 2 blocks of 14 tiles instead of 16 and 12 ran
      // 1.14x-1.18x as fast in 16-bit at N=32 and 128 (1.01x-1.02x at N=1);
      // f32 ran 0.95x at N=1 and 1.01x at N=32 and 128, and strided f32 maps
      // of 14-row threads in blocks of 14 tiles instead of 16 0.88x-0.91x at
      // N=128 (both kept).
      lanes = llvm::divideCeil(channelLanes,
                               getChannelBlocks(channelLanes, maxThreads));
      if (threeByThreeBlocks && raggedColTiles &&
          lanes >= kRaggedRowMinBlockThreads)
        maxThreads = std::min(maxThreads, lanes);
      else if (threeByThreeBlocks && p.strideH == 1 && p.strideW == 1 &&
               lanes >= kWarpSize)
        maxThreads = std::min(maxThreads, lanes * kThreeByThreeBlockColTiles);
      int64_t maxColTiles = std::max<int64_t>(1, maxThreads / lanes);
      tiles = p.strideW == 1 && p.elementBytes() == 2
                  ? llvm::divideCeil(colTiles,
                                     llvm::divideCeil(colTiles, maxColTiles))
                  : std::min(colTiles, maxColTiles);
    } else {
      // Column tiles of a row are contiguous in NCHW.
      tiles = std::min(colTiles, kThreadsPerBlock);
      lanes = std::clamp<int64_t>(kThreadsPerBlock / tiles, 1, channelLanes);
    }
    int64_t bandsInBlock =
        std::clamp<int64_t>(maxThreads / (lanes * tiles), 1, bands);
    return std::make_tuple(lanes, tiles, bandsInBlock);
  };
  auto [lanesPerBlock, colTilesPerBlock, bandsPerBlock] =
      planBlock(blockThreads);
  int64_t gridBlocks = p.batch * llvm::divideCeil(channelLanes, lanesPerBlock) *
                       llvm::divideCeil(colTiles, colTilesPerBlock) *
                       llvm::divideCeil(bands, bandsPerBlock);
  if (tinyMapGrid && blockThreads > kSmallGridNarrowBlockThreads &&
      2 * gridBlocks < target.smCount)
    std::tie(lanesPerBlock, colTilesPerBlock, bandsPerBlock) =
        planBlock(kSmallGridNarrowBlockThreads);
  // A vector narrower than kMinWindowAccessBytes widens past the budget; the
  // block keeps its channels, column tile and rows with fewer threads, so
  // that ptxas's larger register count still leaves several blocks per SM
  // (widening within full-size blocks compiled to 161-169 registers, one
  // block per SM, and ran down to 0.69x). An odd lane count rounds the
  // block's channels up (16-bit eb0_dw5e, then in blocks of 231 lanes, had
  // kept 2-byte accesses; widened it ran 1.16x-1.24x as fast at N=32 and
  // 128, docs/bench/2026-12-02-s8/nhwc_heuristics.json, variant H1).
  // f32 threads of several columns in a small grid read the padding by
  // predicated loads: 16 such benchmark kernels (batch 1) ran 1.03x as fast
  // (geomean; 0.94x-1.27x, eb0_dw5a 1.27x), 19 random layers 1.02x
  // (0.83x-1.13x; docs/bench/2026-12-03-s17/pred_bench.json and
  // pred_random.json). Elsewhere they ran slower: f32 threads of one column
  // at batch 1 0.86x (8 kernels; ptxas issued the filter loads behind the
  // input loads, each just before its FMAs), f32 at batch 32 and 128 0.98x
  // (46), 16-bit 0.95x (132; up to 255 registers at batch 128).
  bool predicatedPadding = smallGrid && p.elementType.isF32() && cols >= 2;
  int64_t vectorWidth = fittingWidth;
  int64_t minWidth = kMinWindowAccessBytes / p.elementBytes();
  if (p.layout == Layout::NHWC && fittingWidth < minWidth &&
      p.channels % minWidth == 0) {
    lanesPerBlock = llvm::divideCeil(lanesPerBlock, minWidth / fittingWidth);
    vectorWidth = minWidth;
  }
  return DepthwiseConfigAttr::get(
      context, lanesPerBlock * vectorWidth, bandsPerBlock * rows,
      colTilesPerBlock * cols, lanesPerBlock * colTilesPerBlock * bandsPerBlock,
      rows, cols, vectorWidth, ColumnReuse::Window, /*prefetch_depth=*/1,
      /*unroll_rows=*/true, /*stage_output=*/false, predicatedPadding,
      /*stage_in_place=*/false);
}

/// NHWC windows of at least kLargeWindowSide x kLargeWindowSide taps (stride
/// 1, undilated): threads of one channel (2-byte accesses in 16-bit) x
/// kLargeWindowCols columns walking kLargeWindowRows rows in a rolled loop,
/// in blocks of at most kLargeWindowThreads. The register budget, which
/// counts a channel's 49 filter taps, had left one column of two 16-bit
/// channels (98 taps; 255 registers and spills), each input pixel read by
/// seven threads, and ConvNeXt-T's 7x7 layers ran at 0.11-0.30 of a copy's
/// speed. Swept on the H200 (docs/bench/2026-12-04-s28/k7.json, 1 round; 12
/// 7x7 layers, f32 and f16, N=32 and 128): on the 8 maps of 20-64 rows this
/// schedule ran 1.93x as fast in 16-bit (1.48x-2.68x) and 2.43x in f32
/// (1.78x-3.38x); 2-channel lanes of 2 columns 1.88x and 2.10x, unrolled
/// 1.92x and 2.35x, 256-thread blocks 1.72x and 2.08x. On maps of at most
/// kSmallMapRows rows, threads walk the whole map with
/// kLargeWindowSmallMapCols columns where they divide the row: f32 rolled
/// (1.14x-2.28x on the 3 such maps; 4 columns elsewhere), 16-bit unrolled
/// (1.15x-1.36x on ConvNeXt-T's 14x14 and 7x7 maps, where 2-channel wide
/// lanes took 222-255 registers; rolled 0.89x-1.31x); 16-bit rows that 7 does
/// not divide keep their schedules (one such map swept, 12x12: 4 columns,
/// unrolled, 1.11x-1.34x; not yet a rule). The rule as taken, against the
/// previous compiler on layers drawn after it was fixed (asymmetric padding,
/// bias and activations, batches 2-128; 3 rounds): maps of more than
/// kSmallMapRows rows (ab28.json) 40 random 7x7 layers 1.57x (0.98x-3.55x), 8
/// of 9x9 3.07x, 2 of 7x9 1.24x, 8 of 11x11 1.81x (0.84x-18x, where the old
/// threads spilled), ConvNeXt-T's 56- and 28-row layers 2.02x-2.59x; smaller
/// f32 maps (ab28b.json) 41 random layers 1.45x (0.76x-3.67x, 3 under 0.9x),
/// ConvNeXt-T's 14- and 7-row layers 1.13x-2.28x; smaller 16-bit maps of 7-28
/// columns (ab28e.json) 54 random layers 1.75x (0.55x-39x, 6 under 0.95x),
/// ConvNeXt-T's 1.16x-1.38x. Batch 1 is unmeasured.
static constexpr int64_t kLargeWindowSide = 7;
static constexpr int64_t kLargeWindowCols = 4;
static constexpr int64_t kLargeWindowRows = 4;
static constexpr int64_t kLargeWindowSmallMapCols = 7;
static constexpr int64_t kLargeWindowThreads = 128;

static FailureOr<DepthwiseConfigAttr>
chooseLargeWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                        const GPUTarget &target) {
  bool smallMap = p.outHeight <= kSmallMapRows;
  bool wholeRowTiles = p.outWidth % kLargeWindowSmallMapCols == 0;
  bool sixteenBitSmallMap = smallMap && !p.elementType.isF32();
  if (p.layout != Layout::NHWC || p.kernelHeight < kLargeWindowSide ||
      p.kernelWidth < kLargeWindowSide || p.strideH != 1 || p.strideW != 1 ||
      p.dilationH != 1 || p.dilationW != 1 ||
      (sixteenBitSmallMap && !wholeRowTiles) || p.outWidth < kLargeWindowCols ||
      isSmallWindowGrid(p, target))
    return failure();
  int64_t cols =
      smallMap && wholeRowTiles ? kLargeWindowSmallMapCols : kLargeWindowCols;
  int64_t lanes = llvm::divideCeil(
      p.channels, getChannelBlocks(p.channels, kLargeWindowThreads));
  int64_t colTiles =
      std::min<int64_t>(llvm::divideCeil(p.outWidth, cols),
                        std::max<int64_t>(1, kLargeWindowThreads / lanes));
  int64_t rows =
      smallMap ? p.outHeight : balanceRows(p.outHeight, kLargeWindowRows);
  return DepthwiseConfigAttr::get(
      context, lanes, rows, colTiles * cols, lanes * colTiles, rows, cols,
      /*vector_width=*/1, ColumnReuse::Window,
      /*prefetch_depth=*/1, /*unroll_rows=*/sixteenBitSmallMap,
      /*stage_output=*/false,
      /*predicated_padding=*/false, /*stage_in_place=*/false);
}

/// Whether the NCHW row-segment schedule `shuffle` runs faster with its
/// input tile in workgroup memory. Measured on the H200 over the benchmark
/// layers (docs/bench/2026-12-02-s3): for stride-1 3x3 layers of at most 56
/// rows whose threads walk several rows, the staged tile was faster in all 48
/// such kernels (1.01x-1.44x, geomean 1.21x); with one row per thread (batch
/// 1), 5x5 windows or stride 2, the copy and barrier cost more than they save
/// (down to 0.59x), and at 112x112 it was mixed (0.90x-1.16x).
static bool stagesInWorkgroupMemory(const DepthwiseProblem &p,
                                    DepthwiseConfigAttr shuffle) {
  return p.strideH == 1 && p.strideW == 1 && p.extentH() <= 3 &&
         p.extentW() <= 3 && p.outHeight <= kStagedMaxRows &&
         shuffle.getRowsPerThread() > 1;
}

/// Whether a stride-1 window of 4-5 rows and columns runs faster staged as
/// whole channel planes, each thread walking the whole map (see
/// chooseWholePlaneConfig), than on `shuffle` or `mma`. Measured on the H200
/// (docs/bench/2026-12-02-s8, sweep3: the 5x5 benchmark layers at N=32 and
/// 128, where the deepest `shuffle` rows exceed 1): f32 14x14 and 28x28
/// maps 1.04x-1.36x, 16-bit 28x28 maps 1.04x-1.25x (against `mma`); 16-bit
/// 14x14 maps 0.95x-1.02x (not taken), 7x7 maps 0.87x-0.98x (sweep1).
static bool prefersWholePlane5x5(const DepthwiseProblem &p,
                                 DepthwiseConfigAttr deepestShuffle) {
  return p.layout == Layout::NCHW && p.strideH == 1 && p.strideW == 1 &&
         p.extentH() > 3 && p.extentH() <= 5 && p.extentW() > 3 &&
         p.extentW() <= 5 && p.outHeight >= kSmallMapRows &&
         p.outHeight <= kWholePlaneMaxRows &&
         (p.elementType.isF32() || p.outHeight >= kWholePlaneMaxRows) &&
         deepestShuffle.getRowsPerThread() > 1;
}

/// Bytes of a global-memory sector: output rows shorter than this cannot
/// fill sectors by the lanes' own stores.
static constexpr int64_t kSectorBytes = 32;

/// `c` (tiles, loop depth, register cap) with the given row-loop and staging
/// flags.
static DepthwiseConfigAttr withFlags(DepthwiseConfigAttr c, bool unrollRows,
                                     bool stageOutput, bool predicatedPadding,
                                     bool stageInPlace) {
  return DepthwiseConfigAttr::get(
      c.getContext(), c.getBlockChannels(), c.getBlockRows(), c.getBlockCols(),
      c.getThreads(), c.getRowsPerThread(), c.getColsPerThread(),
      c.getVectorWidth(), c.getColumnReuse(), c.getPrefetchDepth(), unrollRows,
      stageOutput, predicatedPadding, stageInPlace, c.getMaxRegisters());
}

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
static DepthwiseConfigAttr withStagedOutput(const DepthwiseProblem &p,
                                            DepthwiseConfigAttr c) {
  if (!isWholePlaneTile(p, c) || p.outWidth * p.elementBytes() >= kSectorBytes)
    return c;
  if (c.getColumnReuse() == ColumnReuse::Shuffle &&
      (c.getRowsPerThread() < p.outHeight || p.extentH() > 3))
    return c;
  DepthwiseConfigAttr staged =
      withFlags(c, c.getUnrollRows(), /*stageOutput=*/true,
                /*predicatedPadding=*/false, /*stageInPlace=*/false);
  return getSharedTileBytes(p, staged) <= kMaxSharedTileBytes ? staged : c;
}

/// The `shared` schedule over whole channel planes, each thread walking every
/// output row (row reuse over the whole map) for the widest column vector up
/// to kMaxShuffleCols that divides the row, with as many lanes as cover the
/// row (no shuffles, so any count) and as many channels as fill the block
/// and the tile; fails when one plane does not fit workgroup memory.
static FailureOr<DepthwiseConfigAttr>
chooseWholePlaneConfig(MLIRContext *context, const DepthwiseProblem &p) {
  int64_t cols = kMaxShuffleCols;
  while (p.outWidth % cols != 0)
    cols /= 2;
  int64_t lanes = llvm::divideCeil(p.outWidth, cols);
  int64_t planeBytes = p.height * p.width * p.elementBytes();
  int64_t channels = std::min(
      {kThreadsPerBlock / lanes, p.channels, kMaxSharedTileBytes / planeBytes});
  if (channels < 1)
    return failure();
  return DepthwiseConfigAttr::get(
      context, channels, p.outHeight, p.outWidth, lanes * channels, p.outHeight,
      cols, p.widestVectorDividing(std::gcd(cols * p.strideW, p.width)),
      ColumnReuse::Shared, /*prefetch_depth=*/1, /*unroll_rows=*/true,
      /*stage_output=*/false, /*predicated_padding=*/false,
      /*stage_in_place=*/false);
}

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
static constexpr int64_t kWideLaneMinCols = 7;
static constexpr int64_t kWideLaneAccumulators = 42;
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
static constexpr int64_t kWideLaneSquareWindow = 7;
/// Outputs per wide-lane thread, counted in stride-1 rows: about 56 (4 rows
/// of 14 columns, 7 of 7 or 8); a strided thread walks proportionally fewer
/// rows (4 instead of 7 ran 1.11x-1.19x as fast on the strided 5x5 layer).
static constexpr int64_t kWideLaneOutputs = 56;
/// Threads per wide-lane block: of 64, 128 and 256, 64 ran fastest (or tied)
/// for each choice of columns and rows (geomean over the kernels).
static constexpr int64_t kWideLaneThreads = 64;
/// Fewest threads per SM a wide-lane NCHW grid holds (4 warps; the smallest
/// batch-32 grid that won held 7, batch 1 is unmeasured).
static constexpr int64_t kWideLaneMinThreadsPerSM = 128;
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
static constexpr int64_t kWideRowCols = 14;
static constexpr int64_t kWideRowSiluRows = 2;
static constexpr int64_t kWideRowSiluMinRows = 8;
static constexpr int64_t kWideRowFiveByFiveThreads = 32;
static constexpr int64_t kWideRowThreeByThreeThreads = 128;

/// Whether `p` is a stride-1, undilated `size` x `size` window.
static bool isDenseSquare(const DepthwiseProblem &p, int64_t size) {
  return p.kernelHeight == size && p.kernelWidth == size && p.dilationH == 1 &&
         p.dilationW == 1 && p.strideH == 1 && p.strideW == 1;
}

/// The `shared` schedule over whole planes with staged outputs whose lanes
/// own `cols` columns (dividing the row) of `rows` rows, with accesses of
/// `vectorWidth` elements (NCHW: along the row; NHWC: channels, so that the
/// block's channels are a multiple of it) and as many channels as fill
/// `blockThreads` threads and the tiles; fails where one plane's tiles do not
/// fit workgroup memory.
static FailureOr<DepthwiseConfigAttr>
getWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p, int64_t cols,
                  int64_t rows, int64_t blockThreads, int64_t vectorWidth) {
  int64_t bands = llvm::divideCeil(p.outHeight, rows);
  int64_t threadsPerPlane = p.outWidth / cols * bands;
  int64_t channelStep = p.layout == Layout::NHWC ? vectorWidth : 1;
  int64_t channels = std::min(
      p.channels, std::max<int64_t>(1, blockThreads / threadsPerPlane));
  for (channels -= channels % channelStep; channels >= channelStep;
       channels -= channelStep) {
    auto config = DepthwiseConfigAttr::get(
        context, channels, bands * rows, p.outWidth, threadsPerPlane * channels,
        rows, cols, vectorWidth, ColumnReuse::Shared, /*prefetch_depth=*/1,
        /*unroll_rows=*/true,
        /*stage_output=*/true, /*predicated_padding=*/false,
        /*stage_in_place=*/false);
    if (getSharedTileBytes(p, config) <= kMaxSharedTileBytes)
      return config;
  }
  return failure();
}

/// getWideLaneConfig with NCHW accesses as wide as the lanes' column strips
/// and the row pitch allow.
static FailureOr<DepthwiseConfigAttr>
getNchwWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                      int64_t cols, int64_t rows, int64_t blockThreads) {
  return getWideLaneConfig(
      context, p, cols, rows, blockThreads,
      p.widestVectorDividing(std::gcd(cols * p.strideW, p.width)));
}

/// The wide-lane `shared` schedule with staged outputs, where it measured
/// faster (see kWideLaneMinCols); fails elsewhere, where the grid holds
/// fewer than kWideLaneMinThreadsPerSM, or where the tiles do not fit.
static FailureOr<DepthwiseConfigAttr>
chooseWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                     const GPUTarget &target) {
  bool sixteenBit = p.elementBytes() == 2;
  bool wideWindow = p.extentH() > 3 || p.extentW() > 3;
  bool strided = p.strideH > 1 || p.strideW > 1;
  if (p.layout != Layout::NCHW || p.outHeight > kWholePlaneMaxRows ||
      p.outWidth > kWholePlaneMaxRows ||
      (strided && !(sixteenBit && wideWindow)))
    return failure();
  bool f32WideRow =
      !sixteenBit && p.outHeight <= kSmallMapRows && p.outWidth == kWideRowCols;
  bool silu = p.activation == Activation::Silu;
  bool f32WideRow5x5 = f32WideRow && isDenseSquare(p, 5) &&
                       (!silu || p.outHeight >= kWideRowSiluMinRows);
  bool f32WideRow3x3 = f32WideRow && isDenseSquare(p, 3);
  if (!sixteenBit &&
      (p.outHeight > kSmallMapRows ||
       (!wideWindow && p.outWidth > kWideLaneMinCols && !f32WideRow3x3)))
    return failure();
  int64_t cols = std::min(p.outWidth, isDenseSquare(p, kWideLaneSquareWindow) &&
                                              p.outHeight <= kSmallMapRows
                                          ? kWideLaneMinCols
                                      : f32WideRow5x5 ? kWideRowCols
                                                      : kWideLaneAccumulators /
                                                            p.liveRows());
  // A window of more live rows than a lane has accumulators leaves it no
  // column.
  if (cols < kWideLaneMinCols)
    return failure();
  while (p.outWidth % cols != 0)
    --cols;
  if (cols < kWideLaneMinCols)
    return failure();
  int64_t lanes = p.outWidth / cols;
  int64_t rows = balanceRows(
      p.outHeight, std::clamp<int64_t>(kWideLaneOutputs / (cols * p.strideH), 1,
                                       p.outHeight));
  if (f32WideRow5x5 && silu)
    rows = balanceRows(p.outHeight, kWideRowSiluRows);
  int64_t bands = llvm::divideCeil(p.outHeight, rows);
  int64_t threadsPerPlane = lanes * bands;
  int64_t gridThreads = p.batch * p.channels * threadsPerPlane;
  if (gridThreads < target.smCount * kWideLaneMinThreadsPerSM ||
      (f32WideRow3x3 && gridThreads < getTargetThreads(target)))
    return failure();
  int64_t blockThreads = f32WideRow5x5   ? kWideRowFiveByFiveThreads
                         : f32WideRow3x3 ? kWideRowThreeByThreeThreads
                                         : kWideLaneThreads;
  return getNchwWideLaneConfig(context, p, cols, rows, blockThreads);
}

/// Threads per NHWC wide-lane block: 128 ran 1.01x-1.06x as fast as 64 and
/// 256 for each choice of columns and rows (geomean over the kernels).
static constexpr int64_t kWideWindowThreads = 128;
/// Fewest threads per SM a wide-lane NHWC grid holds (3 warps).
static constexpr int64_t kWideWindowMinThreadsPerSM = 96;
/// Channels per NHWC wide-lane thread: 4-byte accesses in 16-bit, 8-byte in
/// f32, whose 4-channel threads ran 0.84x-0.97x as fast on the stride-1 3x3
/// layers at N=128 (docs/bench/2026-12-03-s12/wide_n128.json, `wide_v4`).
static constexpr int64_t kWideWindowChannels = 2;
/// Rows an f32 wide-lane thread of a stride-1 5x5 window walks (see
/// chooseWideWindowConfig).
static constexpr int64_t kWideWindowFiveByFiveRows = 7;
/// Channels per f32 wide-lane thread of a stride-1 window spanning 5 x 5
/// input pixels: with 2 its 7 x 7 outputs took 196-206 registers (two blocks
/// of 120 threads per SM); with 1, 96 registers, and eb0_dw5a/b/c ran
/// 1.06x/1.01x/1.11x as fast at N=32 and 1.13x/1.09x/1.10x at N=128
/// (docs/bench/2026-12-04-s20/w1.json, `wide_v1_c7_r7_t128`; 14 columns:
/// 0.90x-1.26x), and again 1.03x-1.12x (v1_bench.json); 8 random layers of
/// 5x5 windows and one dilated 3x3 1.05x-1.11x (v1_aim.json). Windows of
/// 5 x 3, 3 x 5 and 4 x 4 pixels keep 2 channels (1 channel: 0.84x-1.09x,
/// geomean 0.96x over 13 random layers).
static constexpr int64_t kWideWindowFiveByFiveChannels = 1;

/// Registers ptxas (CUDA 13, sm_90) gives an f32 wide-lane thread of one
/// channel and a 5x5 window walking kWideWindowFiveByFiveRows rows: 7
/// columns, and the 14 of a whole row.
static constexpr int64_t kWideWindowFiveByFiveRegisters = 96;
static constexpr int64_t kWideRowFiveByFiveRegisters = 128;
/// Such a thread takes the whole row of a 14-column map where its grid fills
/// at least kWideRowMinWavePercent of one wave of resident blocks and its
/// last wave at least kWideRowMinFillRatioPercent of the 7-column grid's
/// fill. A 14-column thread reads each input row's 18 columns once where two
/// 7-column threads read 11 each, but the grid holds half the blocks; on the
/// H200 (docs/bench/2026-12-04-s22/ebw.json, 3 rounds, 14x14 maps of 96-1152
/// channels at N=8-128, `wide_v1_c14_r7_t128`) the 12 kernels this picks ran
/// 1.04x-1.15x as fast; of the 21 it leaves, 20 ran 0.78x-0.97x with 14
/// columns (grids under 0.6 waves, or last waves emptier: 1152 channels at
/// N=32 and 64), 1152 channels at N=128 (4.36 waves against 6.98) 1.01x. As a
/// rule (ab22.json, 5 rounds): eb0_dw5b at N=128 and eb0_dw5c at N=32 and
/// 128 1.07x-1.16x; 11 layers aimed at it (odd channel counts, asymmetric
/// padding, bias and activations, N=24-128) 1.02x (0.90x-1.20x: bias and
/// activations take these threads to 108-168 registers, which the model
/// does not see).
static constexpr int64_t kWideRowMinWavePercent = 70;
static constexpr int64_t kWideRowMinFillRatioPercent = 90;

/// Whether an f32 5x5 wide-lane NHWC grid of `blocks7` blocks of `threads7`
/// threads (7 columns per thread) runs faster as `blocks14` blocks of
/// `threads14` threads of 14 columns, by kWideRowMinWavePercent and
/// kWideRowMinFillRatioPercent.
static bool prefersWholeRowWindow(const GPUTarget &target, int64_t blocks7,
                                  int64_t threads7, int64_t blocks14,
                                  int64_t threads14) {
  int64_t perWave14 =
      target.smCount *
      getResidentBlocksPerSM(target, threads14, kWideRowFiveByFiveRegisters);
  int64_t perWave7 =
      target.smCount *
      getResidentBlocksPerSM(target, threads7, kWideWindowFiveByFiveRegisters);
  // How full a grid's last wave is, in percent.
  auto lastWaveFill = [](int64_t blocks, int64_t perWave) {
    return 100 * blocks / (llvm::divideCeil(blocks, perWave) * perWave);
  };
  return 100 * blocks14 >= kWideRowMinWavePercent * perWave14 &&
         100 * lastWaveFill(blocks14, perWave14) >=
             kWideRowMinFillRatioPercent * lastWaveFill(blocks7, perWave7);
}

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
static FailureOr<DepthwiseConfigAttr>
chooseWideWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                       const GPUTarget &target) {
  bool sixteenBit = p.elementBytes() == 2;
  bool smallWindow = p.extentH() <= 3 && p.extentW() <= 3;
  bool strided = p.strideH > 1 || p.strideW > 1;
  if (p.layout != Layout::NHWC || p.outHeight > kWholePlaneMaxRows ||
      p.outWidth > kWholePlaneMaxRows || p.outWidth % kWideLaneMinCols != 0 ||
      (strided && smallWindow))
    return failure();
  bool f32FiveByFive = !sixteenBit && !strided && !smallWindow &&
                       p.extentH() <= 5 && p.extentW() <= 5;
  int64_t channelsPerThread =
      f32FiveByFive && p.extentH() == 5 && p.extentW() == 5
          ? kWideWindowFiveByFiveChannels
          : kWideWindowChannels;
  if (p.channels % channelsPerThread != 0 ||
      (!smallWindow && !f32FiveByFive &&
       (p.outHeight > kSmallMapRows || (!sixteenBit && !strided))))
    return failure();
  int64_t cols = kWideLaneMinCols;
  int64_t rows =
      f32FiveByFive ? std::min(p.outHeight, kWideWindowFiveByFiveRows)
      : smallWindow || !sixteenBit ? std::min(p.outHeight, kMaxRowsSmallWindow)
                                   : p.outHeight;
  int64_t lanes = p.channels / channelsPerThread;
  int64_t lanesPerBlock =
      llvm::divideCeil(lanes, llvm::divideCeil(lanes, kWideWindowThreads));
  int64_t colTiles = p.outWidth / cols;
  auto holdsMinThreads = [&] {
    return p.batch * lanes * colTiles *
               llvm::divideCeilSigned(p.outHeight, rows) >=
           target.smCount * kWideWindowMinThreadsPerSM;
  };
  if (!holdsMinThreads() && rows > kMaxRowsSmallWindow)
    rows = balanceRows(p.outHeight, kMaxRowsSmallWindow);
  if (!holdsMinThreads())
    return failure();
  int64_t bands = llvm::divideCeilSigned(p.outHeight, rows);
  int64_t colTilesPerBlock = std::min(
      colTiles, std::max<int64_t>(1, kWideWindowThreads / lanesPerBlock));
  int64_t channelBlocks = llvm::divideCeil(lanes, lanesPerBlock);
  if (channelsPerThread == kWideWindowFiveByFiveChannels &&
      p.outWidth == kWideRowCols &&
      prefersWholeRowWindow(target,
                            p.batch * channelBlocks * bands *
                                llvm::divideCeil(colTiles, colTilesPerBlock),
                            lanesPerBlock * colTilesPerBlock,
                            p.batch * channelBlocks * bands, lanesPerBlock)) {
    cols = kWideRowCols;
    colTilesPerBlock = 1;
  }
  return DepthwiseConfigAttr::get(
      context, lanesPerBlock * channelsPerThread, rows, colTilesPerBlock * cols,
      lanesPerBlock * colTilesPerBlock, rows, cols, channelsPerThread,
      ColumnReuse::Window,
      /*prefetch_depth=*/1, /*unroll_rows=*/true,
      /*stage_output=*/false, /*predicated_padding=*/false,
      /*stage_in_place=*/false);
}

/// The NHWC `shared` schedule: whole planes staged pixel-major in workgroup
/// memory, lanes owning wide column strips as in chooseWideLaneConfig (at most
/// kWideLaneMinCols columns dividing the row), walking kWideLaneMinCols rows
/// in 16-bit and kMaxRowsSmallWindow in f32, in blocks of 2 x
/// kWideLaneThreads threads on maps taller than kWideLaneMinCols rows and
/// kWideLaneThreads on others, with channels in multiples of the widest
/// channel vector. With `measuredOnly` it is taken only where it measured
/// faster than the register window on the H200, same tensors (the `staged_`
/// variants of scripts/gpu/sweep_configs.py at N=32 and 128;
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
static FailureOr<DepthwiseConfigAttr>
chooseStagedNhwcConfig(MLIRContext *context, const DepthwiseProblem &p,
                       const GPUTarget &target, bool measuredOnly) {
  if (p.layout != Layout::NHWC)
    return failure();
  bool sixteenBit = p.elementBytes() == 2;
  if (measuredOnly &&
      !(p.strideH == 1 && p.strideW == 1 && p.extentH() > 3 &&
        p.extentH() <= 5 && p.extentW() > 3 && p.extentW() <= 5 &&
        p.outHeight <= kSmallMapRows && p.outWidth % kWideLaneMinCols == 0 &&
        (sixteenBit || p.outHeight <= kWideLaneMinCols)))
    return failure();
  int64_t cols = std::min(p.outWidth, kWideLaneMinCols);
  while (p.outWidth % cols != 0)
    --cols;
  int64_t rows = balanceRows(
      p.outHeight, std::min(p.outHeight, sixteenBit ? kWideLaneMinCols
                                                    : kMaxRowsSmallWindow));
  int64_t bands = llvm::divideCeil(p.outHeight, rows);
  int64_t threadsPerPlane = (p.outWidth / cols) * bands;
  if (measuredOnly && p.batch * p.channels * threadsPerPlane <
                          target.smCount * kWideLaneMinThreadsPerSM)
    return failure();
  int64_t blockThreads =
      p.outHeight > kWideLaneMinCols ? 2 * kWideLaneThreads : kWideLaneThreads;
  return getWideLaneConfig(context, p, cols, rows, blockThreads,
                           p.widestVectorDividing(p.channels));
}

/// Whether the batched tensor-core schedule `batch_mma` can compute `p` (see
/// the verifier).
static bool fitsBatchMma(const DepthwiseProblem &p) {
  return p.layout == Layout::NCHW &&
         (p.elementType.isF16() || p.elementType.isBF16()) && p.strideH == 1 &&
         p.strideW == 1 && p.dilationW == 1 && p.outHeight == p.height &&
         p.outWidth == p.width &&
         (kMmaTileCols - 1) + p.extentW() <= kMmaTileInputCols;
}

/// Fewest map rows for which `batch_mma` copies its planes in two bands of
/// rows (prefetch_depth 2), so that the first band's products overlap the
/// second band's copy. On the H200 (docs/bench/2026-12-04-s26), two bands
/// forced on the 48 of 64 `batch_mma` layers whose chunks allow them (4
/// benchmark kernels, 44 random) ran the 21 maps of at least 20 rows 1.023x
/// as fast (0.94x-1.15x; eb0_dw5a 1.04x at N=128 and 1.15x at N=32, where
/// its 480 blocks copy, compute and store in step) and the 27 shorter ones
/// 0.964x. 30 held-out layers of 20-32 rows: 1.005x (0.95x-1.06x); with the
/// finished output rows also leaving at the band's wait, 1.014x more
/// (0.72x-1.20x) and eb0_dw5a 1.02x-1.06x more.
static constexpr int64_t kBatchMmaTwoBandRows = 20;

/// The `batch_mma` schedule: the fewest channels per block whose planes go
/// by the widest chunks (16 bytes where the planes allow), a warp per
/// channel and 8-column tile, the planes copied in two bands of rows where
/// the map is tall enough and the chunks allow; fails when 16 images'
/// planes of one channel do not fit workgroup memory, or when no block the
/// threads allow has planes of whole cp.async chunks (odd planes need an
/// even channel count).
static FailureOr<DepthwiseConfigAttr>
chooseBatchMmaConfig(MLIRContext *context, const DepthwiseProblem &p) {
  int64_t colTiles = llvm::divideCeil(p.outWidth, kMmaTileCols);
  int64_t planeSize = p.height * p.width;
  FailureOr<DepthwiseConfigAttr> best = failure();
  int64_t bestWidth = 0;
  for (int64_t channels = 1;
       channels <= p.channels &&
       kWarpSize * channels * colTiles <= kThreadsPerBlock;
       channels *= 2) {
    int64_t width = p.widestVectorDividing(
        std::gcd(channels * planeSize, p.channels * planeSize));
    auto makeConfig = [&](int64_t bands) {
      return DepthwiseConfigAttr::get(
          context, channels, p.outHeight, p.outWidth,
          kWarpSize * channels * colTiles, p.outHeight, kMmaTileCols, width,
          ColumnReuse::BatchMma, /*prefetch_depth=*/bands,
          /*unroll_rows=*/false, /*stage_output=*/false,
          /*predicated_padding=*/false, /*stage_in_place=*/false);
    };
    DepthwiseConfigAttr config = makeConfig(1);
    if (p.height >= kBatchMmaTwoBandRows) {
      DepthwiseConfigAttr banded = makeConfig(2);
      if (!getBatchMmaCopyBands(p, banded).empty())
        config = banded;
    }
    if (getSharedTileBytes(p, config) > kMaxSharedTileBytes)
      break;
    if (width * p.elementBytes() >= kMinAsyncCopyBytes && width > bestWidth) {
      best = config;
      bestWidth = width;
    }
    if (width == p.maxVectorWidth())
      break;
  }
  return best;
}

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
static bool prefersBatchMma(const DepthwiseProblem &p,
                            DepthwiseConfigAttr config,
                            const GPUTarget &target) {
  int64_t blocks = llvm::divideCeil(p.channels, config.getBlockChannels()) *
                   llvm::divideCeil(p.batch, kBatchMmaImages);
  return p.batch >= kBatchMmaImages && p.kernelHeight >= 5 &&
         p.kernelWidth >= 5 && p.dilationH == 1 && blocks >= target.smCount &&
         p.outWidth >= kMmaTileCols;
}

/// Fewest taps, map rows and blocks per SM where the tensor-core schedule
/// is taken (see prefersMma).
static constexpr int64_t kMmaMinTaps = 25;
static constexpr int64_t kMmaMinRows = 28;
static constexpr int64_t kMmaMinBlocksPerSM = 4;

/// Whether the tensor-core schedule can compute `p` (see the verifier).
static bool fitsMma(const DepthwiseProblem &p) {
  return p.layout == Layout::NCHW &&
         (p.elementType.isF16() || p.elementType.isBF16()) && p.strideW == 1 &&
         (kMmaTileCols - 1) + p.extentW() <= kMmaTileInputCols;
}

/// The tensor-core schedule: a warp per 16 output rows of a channel, blocks
/// of up to kThreadsPerBlock threads whose row tiles split the map evenly,
/// with more channels per block where the map is short; fails when one row
/// tile's input does not fit workgroup memory.
static FailureOr<DepthwiseConfigAttr>
chooseMmaConfig(MLIRContext *context, const DepthwiseProblem &p) {
  int64_t maxWarps = kThreadsPerBlock / kWarpSize;
  int64_t rowTiles = llvm::divideCeil(p.outHeight, kMmaTileRows);
  int64_t vectorWidth = p.widestVectorDividing(p.width);
  for (int64_t blocksPerMap = llvm::divideCeil(rowTiles, maxWarps);
       blocksPerMap <= rowTiles; ++blocksPerMap) {
    int64_t tilesPerBlock = llvm::divideCeil(rowTiles, blocksPerMap);
    int64_t channels =
        std::clamp<int64_t>(maxWarps / tilesPerBlock, 1, p.channels);
    for (; channels >= 1; --channels) {
      auto config = DepthwiseConfigAttr::get(
          context, channels, tilesPerBlock * kMmaTileRows, p.outWidth,
          kWarpSize * channels * tilesPerBlock, kMmaTileRows, kMmaTileCols,
          vectorWidth, ColumnReuse::Mma, /*prefetch_depth=*/1,
          /*unroll_rows=*/false, /*stage_output=*/false,
          /*predicated_padding=*/false,
          /*stage_in_place=*/false);
      int64_t outputChunks = p.outWidth / getMmaOutputChunkWidth(p);
      if (getSharedTileBytes(p, config) <= kMaxSharedTileBytes &&
          getMmaTileColumns(p) / vectorWidth <= config.getThreads() &&
          outputChunks <= config.getThreads())
        return config;
    }
  }
  return failure();
}

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
static bool prefersMma(const DepthwiseProblem &p, DepthwiseConfigAttr mma,
                       const GPUTarget &target) {
  int64_t blocks = llvm::divideCeil(p.outHeight, mma.getBlockRows()) *
                   llvm::divideCeil(p.channels, mma.getBlockChannels()) *
                   p.batch;
  return p.kernelHeight * p.kernelWidth >= kMmaMinTaps &&
         p.outHeight >= kMmaMinRows &&
         blocks >= kMmaMinBlocksPerSM * target.smCount;
}

/// Lane threads per SM from which an f32 stride-1 5x5 window on a map of at
/// most kWideLaneMinCols rows takes its one-channel wide lanes
/// (chooseWideWindowConfig) instead of the staged planes
/// (chooseStagedNhwcConfig). On the H200 (docs/bench/2026-12-04-s22/
/// e7w.json, 3 rounds, 7x7 maps of 240-1152 channels at N=16-128,
/// `wide_v1_c7_rfull_t128`), lanes over 30K-147K threads (232-1117 per SM)
/// ran 1.03x-1.19x as fast as the staged planes (eb0_dw5e 1.07x at N=32 and
/// 128), over 11K-22K threads (81-163 per SM) 0.79x-0.88x.
static constexpr int64_t kWideLanesOverStagedMinThreadsPerSM = 192;

/// Whether the wide lanes `wide` replace the staged planes: lanes of one
/// channel (f32 5x5 windows) whose grid holds
/// kWideLanesOverStagedMinThreadsPerSM.
static bool prefersWideLanesOverStaged(const DepthwiseProblem &p,
                                       DepthwiseConfigAttr wide,
                                       const GPUTarget &target) {
  int64_t laneThreads = p.batch * (p.channels / wide.getVectorWidth()) *
                        llvm::divideCeil(p.outWidth, wide.getColsPerThread()) *
                        llvm::divideCeil(p.outHeight, wide.getRowsPerThread());
  return wide.getVectorWidth() == kWideWindowFiveByFiveChannels &&
         laneThreads >= target.smCount * kWideLanesOverStagedMinThreadsPerSM;
}

/// The schedule of `problem`, before the choice of in-place staging.
static FailureOr<DepthwiseConfigAttr>
chooseSchedule(MLIRContext *context, const DepthwiseProblem &problem,
               const GPUTarget &target, std::string &reason,
               std::optional<ColumnReuse> preferred) {
  if (problem.multiplier != 1) {
    reason = "GPU schedules support channel multiplier 1 only, got " +
             std::to_string(problem.multiplier);
    return failure();
  }
  if (fitsBatchMma(problem))
    if (FailureOr<DepthwiseConfigAttr> config =
            chooseBatchMmaConfig(context, problem);
        succeeded(config) &&
        (preferred == ColumnReuse::BatchMma ||
         (!preferred && prefersBatchMma(problem, *config, target))))
      return config;
  if (!preferred)
    if (FailureOr<DepthwiseConfigAttr> config =
            chooseWideLaneConfig(context, problem, target);
        succeeded(config))
      return config;
  FailureOr<DepthwiseConfigAttr> deepestShuffle = failure();
  if (problem.layout == Layout::NCHW)
    deepestShuffle =
        chooseShuffleConfig(context, problem, target, kMaxRowsPerThread);
  if (!preferred && succeeded(deepestShuffle) &&
      prefersWholePlane5x5(problem, *deepestShuffle))
    if (FailureOr<DepthwiseConfigAttr> config =
            chooseWholePlaneConfig(context, problem);
        succeeded(config))
      return config;
  if (fitsMma(problem))
    if (FailureOr<DepthwiseConfigAttr> config =
            chooseMmaConfig(context, problem);
        succeeded(config) &&
        (preferred == ColumnReuse::Mma ||
         (!preferred && prefersMma(problem, *config, target))))
      return config;
  bool preferShared = preferred == ColumnReuse::Shared;
  if (problem.layout == Layout::NCHW) {
    // The staging choice uses the deepest row reuse, and so does the staged
    // tile except on small maps: blocks of half the rows, each copying its
    // own band tile, ran 0.85x as fast (docs/bench/2026-12-02-s5,
    // half_rows.json), while on maps of at most 28 rows threads of 7 rows
    // sharing the block's whole-plane tile win (kStagedMaxRowsSmallMap).
    FailureOr<DepthwiseConfigAttr> shuffle = deepestShuffle;
    if (succeeded(shuffle) &&
        (preferShared || stagesInWorkgroupMemory(problem, *shuffle))) {
      if (problem.outHeight <= kWholePlaneMaxRows)
        shuffle = chooseShuffleConfig(context, problem, target,
                                      kStagedMaxRowsSmallMap);
      DepthwiseConfigAttr c = *shuffle;
      // Unrolled, the staged rows fetched 3 ahead ran 0.78x-1.13x as fast
      // (geomean 0.94x, docs/bench/2026-12-02-s5); one ahead, 1.01x-1.23x.
      auto shared = DepthwiseConfigAttr::get(
          context, c.getBlockChannels(), c.getBlockRows(), c.getBlockCols(),
          c.getThreads(), c.getRowsPerThread(), c.getColsPerThread(),
          c.getVectorWidth(), ColumnReuse::Shared, c.getPrefetchDepth(),
          /*unroll_rows=*/c.getPrefetchDepth() == 1, /*stage_output=*/false,
          /*predicated_padding=*/false,
          /*stage_in_place=*/false);
      if (getSharedTileBytes(problem, shared) <= kMaxSharedTileBytes)
        return withStagedOutput(problem, shared);
    }
    if (problem.extentH() <= 3 && problem.strideH == 1)
      shuffle =
          chooseShuffleConfig(context, problem, target, kMaxRowsSmallWindow,
                              ShuffleRowDepth::TunedSmallGrid);
    else if (problem.extentH() <= 3 && problem.outHeight >= kSmallMapRows)
      shuffle = chooseShuffleConfig(context, problem, target,
                                    kMaxRowsStridedSmallWindow,
                                    ShuffleRowDepth::TunedSmallGrid);
    // Strided windows onto maps of fewer than kSmallMapRows rows: where
    // chooseRowsPerThread's grid target would split the map into bands, lanes
    // of one column (odd output widths) still walk the whole of it, which also
    // lets the block stage its output (withStagedOutput). On the H200
    // (docs/bench/2026-12-04-s23/ab23.json, ho23.json, 5 rounds) mv1_dw8 at
    // N=32, which the grid target had cut to 3-row bands (3% short of it), ran
    // 1.12x-1.28x as fast; 27 random layers aimed at the rule (3x3, N=4-64,
    // 3-13 rows) 1.19x (geomean; 0.80x-1.81x, 3 slower). Lanes of 2 or 4
    // columns walking the whole map compiled to more registers and ran 0.95x
    // (13 random layers; 0.62x-1.35x; not taken).
    else if (problem.extentH() <= 3)
      shuffle = chooseShuffleConfig(context, problem, target, kMaxRowsPerThread,
                                    ShuffleRowDepth::WholeMapWhenFilled);
    if (succeeded(shuffle))
      return withStagedOutput(problem, *shuffle);
  }
  if (!preferred)
    if (FailureOr<DepthwiseConfigAttr> config =
            chooseLargeWindowConfig(context, problem, target);
        succeeded(config))
      return config;
  FailureOr<DepthwiseConfigAttr> wide =
      preferred ? FailureOr<DepthwiseConfigAttr>(failure())
                : chooseWideWindowConfig(context, problem, target);
  if (succeeded(wide) && prefersWideLanesOverStaged(problem, *wide, target))
    return wide;
  if (!preferred || preferShared)
    if (FailureOr<DepthwiseConfigAttr> config = chooseStagedNhwcConfig(
            context, problem, target, /*measuredOnly=*/!preferShared);
        succeeded(config))
      return config;
  if (succeeded(wide))
    return wide;
  return chooseWindowConfig(context, problem, target);
}

/// Threads of the grid of `c`, whose blocks cover whole channel planes.
static int64_t getWholePlaneGridThreads(const DepthwiseProblem &p,
                                        DepthwiseConfigAttr c) {
  return p.batch * llvm::divideCeil(p.channels, c.getBlockChannels()) *
         c.getThreads();
}

/// Smallest whole-plane block, and grid in threads per SM, that replaces
/// other lanes (withWholePlanesForElementAccesses,
/// withWholePlanesForIdleLanes).
static constexpr int64_t kMinWholePlaneBlockThreads = 64;
static constexpr int64_t kMinWholePlaneThreadsPerSM = 512;

/// The whole-plane `shared` schedule (chooseWholePlaneConfig, with its
/// outputs staged where withStagedOutput stages them) where its blocks hold
/// kMinWholePlaneBlockThreads and its grid kMinWholePlaneThreadsPerSM.
static FailureOr<DepthwiseConfigAttr>
chooseReplacingWholePlaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                                const GPUTarget &target) {
  FailureOr<DepthwiseConfigAttr> whole = chooseWholePlaneConfig(context, p);
  if (failed(whole) || whole->getThreads() < kMinWholePlaneBlockThreads ||
      getWholePlaneGridThreads(p, *whole) <
          target.smCount * kMinWholePlaneThreadsPerSM)
    return failure();
  return withStagedOutput(p, *whole);
}

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
static DepthwiseConfigAttr withWholePlanesForElementAccesses(
    MLIRContext *context, const DepthwiseProblem &p, DepthwiseConfigAttr c,
    const GPUTarget &target) {
  bool unitStride = p.strideH == 1 && p.strideW == 1;
  bool bandsOfStagedRows = c.getColumnReuse() == ColumnReuse::Shared &&
                           c.getRowsPerThread() < p.outHeight && unitStride;
  bool readsGlobalRows = c.getColumnReuse() == ColumnReuse::Shuffle ||
                         c.getColumnReuse() == ColumnReuse::Window;
  bool copiesRowTiles = c.getColumnReuse() == ColumnReuse::Mma;
  bool readsRows = p.elementBytes() == 2
                       ? readsGlobalRows || bandsOfStagedRows || copiesRowTiles
                       : readsGlobalRows && unitStride;
  bool elementLoads = c.getVectorWidth() == 1;
  bool elementStores = c.getColsPerThread() == 1 && !c.getStageOutput();
  if (p.layout != Layout::NCHW || !readsRows ||
      !(elementLoads || elementStores))
    return c;
  return chooseReplacingWholePlaneConfig(context, p, target).value_or(c);
}

/// Smallest share of a `shuffle` row segment's lanes (a power of two) left
/// without an output column that makes whole planes the better schedule.
static constexpr double kMinIdleShuffleLaneShare = 0.25;

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
static DepthwiseConfigAttr
withWholePlanesForIdleLanes(MLIRContext *context, const DepthwiseProblem &p,
                            DepthwiseConfigAttr c, const GPUTarget &target) {
  if (p.layout != Layout::NCHW || c.getColumnReuse() != ColumnReuse::Shuffle ||
      (p.strideW != 1 && p.kernelWidth <= 3))
    return c;
  int64_t lanes = getShuffleSegmentLanes(p, c.getColsPerThread());
  int64_t busyLanes = llvm::divideCeil(p.outWidth, c.getColsPerThread());
  if (lanes - busyLanes < kMinIdleShuffleLaneShare * lanes)
    return c;
  return chooseReplacingWholePlaneConfig(context, p, target).value_or(c);
}

/// Whole-row lanes: a stride-1, undilated 3x3 window over an NCHW map of at
/// most kWholePlaneMaxRows rows and kWholeRowLaneMaxCols columns whose
/// lanes access elements one by one (no row pitch or column tile that
/// leaves aligned vectors: odd widths) takes wide lanes of the whole output
/// row walking kWholeRowLaneRows rows over staged planes, in blocks of
/// kWholeRowLaneThreads threads (getNchwWideLaneConfig), where that grid
/// holds kWholeRowLaneMinThreadsPerSM. Under a SiLU epilogue the lanes walk
/// kWholeRowLaneSiluRows rows. Such rows leave chooseWideLaneConfig no
/// column strip that divides them, so the element-accessing lanes had
/// become one-column whole planes or staged bands; lanes that are already
/// wide keep their own rule's measured shape. On the H200
/// (docs/bench/2026-12-04-s29, `staged_c<W>_r<R>_t<T>` variants of 22
/// layers of 7-28 rows and 11-25 columns at N=32 and 128, 1 round): rows of
/// 4 in 64-thread blocks ran the 78 3x3 kernels 1.14x (16-bit) and 1.19x
/// (f32) as fast as the heuristic's kernels, and every loss (0.74x-0.99x)
/// was a row of 25 columns (75 accumulators) or a grid under the threads
/// per SM below; 5x5 windows ran 0.87x (16-bit against `batch_mma`) and
/// 0.97x (f32). The rule against the compiler before it, on 104 random
/// kernels it changed (ab29.json, 3 rounds): 1.175x (0.78x-1.73x) on the 77
/// without SiLU, 0.99x on the 27 with it (0.69x-1.82x; the epilogue over a
/// whole row per lane); on 79 drawn after SiLU was left out (ab29b.json):
/// 1.135x (0.72x-1.79x, 8 slower than 0.95x). SiLU epilogues
/// (docs/bench/2026-12-04-s30, 3 rounds): lanes of 2 rows ran the 27 SiLU
/// kernels of ab29.json 1.19x, where 4 rows ran 0.99x; on 90 drawn after
/// that (ab30.json) f32 1.39x and 16-bit 1.16x over rows of at most 16
/// columns, but 1.01x over 17-21 (10 of 30 slower than 0.95x); on 76 drawn
/// after both choices (ab30b.json) 1.26x (0.81x-2.01x, 4 slower than
/// 0.95x). With the SiLU epilogue on the ex2 and reciprocal units, 4-row
/// lanes still ran SiLU layers 0.97x (22 16-bit kernels over at most 16
/// columns) and 0.86x (17 f32) as fast as 2-row ones, but 16-bit rows of
/// 17-21 columns 1.15x as fast as their whole planes (17 kernels,
/// uni30.json), so SiLU epilogues take 2-row lanes over every width: 128
/// 16-bit kernels of 17-21 columns drawn after that ran 1.15x (0.78x-1.67x,
/// 11 slower than 0.95x; wr30c.json).
static constexpr int64_t kWholeRowLaneMaxCols = 21;
static constexpr int64_t kWholeRowLaneRows = 4;
static constexpr int64_t kWholeRowLaneSiluRows = 2;
static constexpr int64_t kWholeRowLaneThreads = 64;
static constexpr int64_t kWholeRowLaneMinThreadsPerSM = 384;

static DepthwiseConfigAttr withWholeRowLanes(MLIRContext *context,
                                             const DepthwiseProblem &p,
                                             DepthwiseConfigAttr c,
                                             const GPUTarget &target) {
  if (p.layout != Layout::NCHW || !isDenseSquare(p, 3) ||
      c.getVectorWidth() != 1 || c.getColsPerThread() >= kWideLaneMinCols ||
      p.outHeight > kWholePlaneMaxRows || p.outWidth > kWholeRowLaneMaxCols)
    return c;
  FailureOr<DepthwiseConfigAttr> lanes = getNchwWideLaneConfig(
      context, p, p.outWidth,
      balanceRows(p.outHeight, p.activation == Activation::Silu
                                   ? kWholeRowLaneSiluRows
                                   : kWholeRowLaneRows),
      kWholeRowLaneThreads);
  if (failed(lanes) || getWholePlaneGridThreads(p, *lanes) <
                           target.smCount * kWholeRowLaneMinThreadsPerSM)
    return c;
  return *lanes;
}

/// Fewest filter rows, and rows per thread, of an NHWC register window whose
/// row loop stays rolled over ragged column tiles (withRolledRaggedWindows).
static constexpr int64_t kRolledRaggedWindowMinRows = 5;

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
static DepthwiseConfigAttr withRolledRaggedWindows(const DepthwiseProblem &p,
                                                   DepthwiseConfigAttr c) {
  if (p.layout != Layout::NHWC || c.getColumnReuse() != ColumnReuse::Window ||
      !c.getUnrollRows() || p.kernelHeight < kRolledRaggedWindowMinRows ||
      c.getRowsPerThread() < kRolledRaggedWindowMinRows ||
      p.outWidth % c.getColsPerThread() == 0)
    return c;
  return withFlags(c, /*unrollRows=*/false, c.getStageOutput(),
                   c.getPredicatedPadding(), c.getStageInPlace());
}

/// Workgroup memory the hardware keeps per resident block (sm_80 and newer).
static constexpr int64_t kReservedSharedBytesPerBlock = 1024;

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
static DepthwiseConfigAttr withInPlaceStaging(const DepthwiseProblem &p,
                                              DepthwiseConfigAttr c,
                                              const GPUTarget &target) {
  if (!canStageInPlace(p, c))
    return c;
  int64_t bySharedMemory =
      target.sharedMemoryPerSM /
      (getSharedTileBytes(p, c) + kReservedSharedBytesPerBlock);
  int64_t byThreads = target.maxThreadsPerSM / c.getThreads();
  int64_t gridBlocks =
      p.batch * llvm::divideCeil(p.channels, c.getBlockChannels());
  if (bySharedMemory >= byThreads ||
      gridBlocks <= bySharedMemory * target.smCount)
    return c;
  return withFlags(c, c.getUnrollRows(), c.getStageOutput(),
                   c.getPredicatedPadding(), /*stageInPlace=*/true);
}

FailureOr<DepthwiseConfigAttr>
mlir::dwc::chooseDepthwiseConfig(MLIRContext *context,
                                 const DepthwiseProblem &problem,
                                 const GPUTarget &target, std::string &reason,
                                 std::optional<ColumnReuse> preferred) {
  FailureOr<DepthwiseConfigAttr> config =
      chooseSchedule(context, problem, target, reason, preferred);
  if (failed(config))
    return failure();
  if (!preferred) {
    config =
        withWholePlanesForElementAccesses(context, problem, *config, target);
    config = withWholePlanesForIdleLanes(context, problem, *config, target);
    config = withWholeRowLanes(context, problem, *config, target);
    config = withRolledRaggedWindows(problem, *config);
  }
  return withInPlaceStaging(problem, *config, target);
}
