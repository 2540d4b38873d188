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

/// Measured: docs/tuning.md, `getChannelBlocks`.
static int64_t getChannelBlocks(int64_t lanes, int64_t maxThreads) {
  int64_t fewest = llvm::divideCeil(lanes, maxThreads);
  for (int64_t blocks = fewest; blocks <= 2 * fewest; ++blocks)
    if (lanes % blocks == 0)
      return blocks;
  return fewest;
}

/// Channels per NHWC thread, and threads per block, of a small grid (batch 1)
/// over a 16-bit stride-1 window of at most 3x3 on a map of at most
/// kWholePlaneMaxRows rows: one column of 4 channels (8-byte accesses) in
/// blocks of 128 threads, past the register budget, instead of 4 columns of 2
/// channels in blocks of 256. Measured: docs/tuning.md,
/// `kSmallGridSmallMapChannels`.
static constexpr int64_t kSmallGridSmallMapChannels = 4;
static constexpr int64_t kSmallGridSmallMapThreads = 128;
/// f32 stride-1 windows of at most 3x3 in a small grid, on maps of at most
/// kSmallMapRows rows, give a thread one channel (4-byte accesses, still a
/// coalesced run across the lanes) and 4 columns instead of 2 channels and 2
/// columns: twice the threads, and more loads in flight, in a grid too small to
/// fill the GPU. Measured: docs/tuning.md, `kSmallGridSmallMapF32Channels`.
static constexpr int64_t kSmallGridSmallMapF32Channels = 1;
/// f32 stride-1 windows of 4-5 rows and columns in a small grid, on output maps
/// of at least kSmallMapRows rows and columns: a thread of 2 channels x 4
/// columns x 2 rows in blocks of at most kSmallGridNarrowBlockThreads. It reads
/// 6 x 8 input vectors for 8 outputs (6 an output) where the 2-column one-row
/// thread read 5 x 6 for 2 (15 an output): in a 5x5 window the loads, not the
/// threads, bound a batch-1 kernel. Measured: docs/tuning.md,
/// `kSmallGridWideWindowChannels`.
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
/// channel lanes fill at least a warp, hold at most this many column tiles and
/// one row band (instead of filling kThreadsPerBlock). Measured:
/// docs/tuning.md, `kThreeByThreeBlockColTiles`.
static constexpr int64_t kThreeByThreeBlockColTiles = 2;
/// Measured: docs/tuning.md, `kRaggedRowMinBlockThreads`.
static constexpr int64_t kRaggedRowMinBlockThreads = 64;

FailureOr<DepthwiseConfigAttr>
chooseMultiplierWindowConfig(MLIRContext *context, const DepthwiseProblem &p,
                             const GPUTarget &target) {
  // The output channels of one input channel are consecutive, so a vector of
  // output channels reads no vector of input channels: one channel per
  // thread, as in NCHW. The widest column tile whose accumulators, window
  // and taps fit the register budget, as in chooseWindowConfig.
  auto registers = [&](int64_t tile) {
    int64_t window = (tile - 1) * std::min(p.strideW, kMaxThreadWindowColumns) +
                     std::min(p.extentW(), kMaxThreadWindowColumns);
    return p.liveRows() * tile + window + p.kernelHeight * p.kernelWidth;
  };
  int64_t cols = kMaxWindowCols;
  while (cols > 1 && (cols > p.outWidth || registers(cols) > kRegisterBudget))
    cols /= 2;
  int64_t colTiles = llvm::divideCeil(p.outWidth, cols);
  int64_t rows =
      chooseRowsPerThread(p.outHeight, p.batch * p.outChannels() * colTiles,
                          target, kMaxRowsPerThread);
  // Consecutive threads take what is contiguous: channels in NHWC, column
  // tiles of one channel in NCHW.
  int64_t lanes = 1, tiles = 1;
  if (p.layout == Layout::NHWC) {
    lanes = std::min(p.outChannels(), kThreadsPerBlock);
    tiles = std::clamp<int64_t>(kThreadsPerBlock / lanes, 1, colTiles);
  } else {
    tiles = std::min(colTiles, kThreadsPerBlock);
  }
  int64_t bands = std::clamp<int64_t>(kThreadsPerBlock / (lanes * tiles), 1,
                                      llvm::divideCeil(p.outHeight, rows));
  return DepthwiseConfigAttr::get(
      context, lanes, bands * rows, tiles * cols, lanes * tiles * bands, rows,
      cols, /*vector_width=*/1, ColumnReuse::Window, /*prefetch_depth=*/1,
      /*unroll_rows=*/true, /*stage_output=*/false,
      /*predicated_padding=*/false, /*stage_in_place=*/false);
}

FailureOr<DepthwiseConfigAttr> chooseWindowConfig(MLIRContext *context,
                                                  const DepthwiseProblem &p,
                                                  const GPUTarget &target) {
  // Widest channel vector, then widest column tile, whose accumulators,
  // input window and filter taps (all f32) fit the register budget. (Trading
  // the column tile for deeper prefetch measured slower: 104 -> 155 us on
  // 112x112 f16 at N=128.) NCHW channels are not contiguous: one per thread.
  // Strided windows may start narrower (kStridedWindowChannels).
  // Windows wider than a thread holds are rejected by the verifier; the
  // clamps keep the estimate from overflowing under huge strides.
  auto registers = [&](int64_t width, int64_t tile) {
    int64_t window = (tile - 1) * std::min(p.strideW, kMaxThreadWindowColumns) +
                     std::min(p.extentW(), kMaxThreadWindowColumns);
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
  // Measured: docs/tuning.md, `chooseWindowConfig`.
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
  // Measured: docs/tuning.md, `chooseWindowConfig`.
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
      // most maxThreads (getChannelBlocks). Measured: docs/tuning.md,
      // `chooseWindowConfig`.
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
  // Measured: docs/tuning.md, `chooseWindowConfig`.
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

/// NHWC windows of at least kLargeWindowSide x kLargeWindowSide taps (stride 1,
/// undilated): threads of one channel (2-byte accesses in 16-bit) x
/// kLargeWindowCols columns walking kLargeWindowRows rows in a rolled loop, in
/// blocks of at most kLargeWindowThreads. Measured: docs/tuning.md,
/// `kLargeWindowSide`.
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
chooseRolledWindowConfig(MLIRContext *context, const DepthwiseProblem &p) {
  int64_t taps = p.kernelHeight * p.kernelWidth;
  bool channelVectors = p.layout == Layout::NHWC && p.multiplier == 1;
  int64_t width = channelVectors ? std::min(p.widestVectorDividing(p.channels),
                                            kRolledWindowChannels)
                                 : 1;
  while (width > 1 && taps * width * p.elementBytes() > kMaxSharedTileBytes)
    width /= 2;
  int64_t laneTapBytes = taps * width * p.elementBytes();
  if (laneTapBytes > kMaxSharedTileBytes)
    return failure();
  int64_t lanes =
      p.layout == Layout::NHWC
          ? std::min(
                {static_cast<int64_t>(llvm::divideCeil(p.outChannels(), width)),
                 kMaxSharedTileBytes / laneTapBytes, int64_t{kWarpSize}})
          : 1;
  int64_t cols = std::min(p.outWidth, kRolledWindowCols);
  int64_t rows = balanceRows(p.outHeight, kRolledWindowRows);
  // `count` tiles in as few blocks of at most `most` as possible, evenly.
  auto evenly = [](int64_t count, int64_t most) -> int64_t {
    most = std::max<int64_t>(1, most);
    return llvm::divideCeil(count, llvm::divideCeil(count, most));
  };
  int64_t colTiles =
      evenly(llvm::divideCeil(p.outWidth, cols), kRolledWindowThreads / lanes);
  int64_t bands = evenly(llvm::divideCeil(p.outHeight, rows),
                         kRolledWindowThreads / (lanes * colTiles));
  return DepthwiseConfigAttr::get(
      context, lanes * width, bands * rows, colTiles * cols,
      lanes * colTiles * bands, rows, cols, width, ColumnReuse::RolledWindow,
      /*prefetch_depth=*/1, /*unroll_rows=*/false, /*stage_output=*/false,
      /*predicated_padding=*/false, /*stage_in_place=*/false);
}

FailureOr<DepthwiseConfigAttr> chooseStagedNhwcConfig(MLIRContext *context,
                                                      const DepthwiseProblem &p,
                                                      const GPUTarget &target,
                                                      bool measuredOnly) {
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
