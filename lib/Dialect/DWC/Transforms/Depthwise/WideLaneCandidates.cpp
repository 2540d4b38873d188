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

FailureOr<DepthwiseConfigAttr>
getNchwWideLaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                      int64_t cols, int64_t rows, int64_t blockThreads) {
  return getWideLaneConfig(
      context, p, cols, rows, blockThreads,
      p.widestVectorDividing(std::gcd(cols * p.strideW, p.width)));
}

FailureOr<DepthwiseConfigAttr>
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

FailureOr<DepthwiseConfigAttr>
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

/// Lane threads per SM from which an f32 stride-1 5x5 window on a map of at
/// most kWideLaneMinCols rows takes its one-channel wide lanes
/// (chooseWideWindowConfig) instead of the staged planes
/// (chooseStagedNhwcConfig). On the H200 (docs/bench/2026-12-04-s22/
/// e7w.json, 3 rounds, 7x7 maps of 240-1152 channels at N=16-128,
/// `wide_v1_c7_rfull_t128`), lanes over 30K-147K threads (232-1117 per SM)
/// ran 1.03x-1.19x as fast as the staged planes (eb0_dw5e 1.07x at N=32 and
/// 128), over 11K-22K threads (81-163 per SM) 0.79x-0.88x.
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
