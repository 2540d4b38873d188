//===- WideLaneCandidates.cpp - wide-lane candidates ----------------------===//
//
// Lanes that own 7-14 columns (or whole rows) of small maps, over staged
// planes (NCHW) or as register windows (NHWC).
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

FailureOr<DepthwiseConfigAttr>
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

FailureOr<DepthwiseConfigAttr> getNchwWideLaneConfig(MLIRContext *context,
                                                     const DepthwiseProblem &p,
                                                     int64_t cols, int64_t rows,
                                                     int64_t blockThreads) {
  return getWideLaneConfig(
      context, p, cols, rows, blockThreads,
      p.widestVectorDividing(std::gcd(cols * p.strideW, p.width)));
}

FailureOr<DepthwiseConfigAttr> chooseWideLaneConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p,
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
/// Measured: docs/tuning.md, `kWideWindowChannels`.
static constexpr int64_t kWideWindowChannels = 2;
/// Rows an f32 wide-lane thread of a stride-1 5x5 window walks (see
/// chooseWideWindowConfig).
static constexpr int64_t kWideWindowFiveByFiveRows = 7;
/// Measured: docs/tuning.md, `kWideWindowFiveByFiveChannels`.
static constexpr int64_t kWideWindowFiveByFiveChannels = 1;

/// Registers ptxas (CUDA 13, sm_90) gives an f32 wide-lane thread of one
/// channel and a 5x5 window walking kWideWindowFiveByFiveRows rows: 7
/// columns, and the 14 of a whole row.
static constexpr int64_t kWideWindowFiveByFiveRegisters = 96;
static constexpr int64_t kWideRowFiveByFiveRegisters = 128;
/// Such a thread takes the whole row of a 14-column map where its grid fills at
/// least kWideRowMinWavePercent of one wave of resident blocks and its last
/// wave at least kWideRowMinFillRatioPercent of the 7-column grid's fill.
/// Measured: docs/tuning.md, `kWideRowMinWavePercent`.
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

FailureOr<DepthwiseConfigAttr> chooseWideWindowConfig(MLIRContext *context,
                                                      const DepthwiseProblem &p,
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

/// Lane threads per SM from which an f32 stride-1 5x5 window on a map of at
/// most kWideLaneMinCols rows takes its one-channel wide lanes
/// (chooseWideWindowConfig) instead of the staged planes
/// (chooseStagedNhwcConfig). Measured: docs/tuning.md,
/// `kWideLanesOverStagedMinThreadsPerSM`.
static constexpr int64_t kWideLanesOverStagedMinThreadsPerSM = 192;

bool prefersWideLanesOverStaged(const DepthwiseProblem &p,
                                DepthwiseConfigAttr wide,
                                const GPUTarget &target) {
  int64_t laneThreads = p.batch * (p.channels / wide.getVectorWidth()) *
                        llvm::divideCeil(p.outWidth, wide.getColsPerThread()) *
                        llvm::divideCeil(p.outHeight, wide.getRowsPerThread());
  return wide.getVectorWidth() == kWideWindowFiveByFiveChannels &&
         laneThreads >= target.smCount * kWideLanesOverStagedMinThreadsPerSM;
}

} // namespace mlir::dwc::depthwise
