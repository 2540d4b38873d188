//===- WindowCandidates.cpp - register-window candidates ------------------===//
//
// The `window` schedule (threads that share nothing; NHWC vectors of
// channels, or NCHW column tiles), its large-window form, and the NHWC
// `shared` schedule that stages pixel-major planes.
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

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

FailureOr<DepthwiseConfigAttr>
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

FailureOr<DepthwiseConfigAttr>
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

FailureOr<DepthwiseConfigAttr>
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

} // namespace mlir::dwc::depthwise
