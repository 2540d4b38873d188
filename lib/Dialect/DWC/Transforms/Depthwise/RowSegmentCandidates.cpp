//===- RowSegmentCandidates.cpp - NCHW row-segment candidates -------------===//
//
// The `shuffle` schedule (the paper's column reuse by warp shuffles), its
// `shared` form with the input tile staged in workgroup memory, and whole
// channel planes per block.
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

/// Where the grid is too small for row reuse (threads of one row, batch 1), the
/// final NCHW `shuffle` schedule of a 3x3 window still reuses what it can.
/// Measured: docs/tuning.md, `kSmallGridStridedCols`.
static constexpr int64_t kSmallGridStridedCols = 2;

FailureOr<DepthwiseConfigAttr> chooseShuffleConfig(MLIRContext *context,
                                                   const DepthwiseProblem &p,
                                                   const GPUTarget &target,
                                                   int64_t maxRows,
                                                   ShuffleRowDepth depth) {
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

bool stagesInWorkgroupMemory(const DepthwiseProblem &p,
                             DepthwiseConfigAttr shuffle) {
  return p.strideH == 1 && p.strideW == 1 && p.extentH() <= 3 &&
         p.extentW() <= 3 && p.outHeight <= kStagedMaxRows &&
         shuffle.getRowsPerThread() > 1;
}

bool prefersWholePlane5x5(const DepthwiseProblem &p,
                          DepthwiseConfigAttr deepestShuffle) {
  return p.layout == Layout::NCHW && p.strideH == 1 && p.strideW == 1 &&
         p.extentH() > 3 && p.extentH() <= 5 && p.extentW() > 3 &&
         p.extentW() <= 5 && p.outHeight >= kSmallMapRows &&
         p.outHeight <= kWholePlaneMaxRows &&
         (p.elementType.isF32() || p.outHeight >= kWholePlaneMaxRows) &&
         deepestShuffle.getRowsPerThread() > 1;
}

FailureOr<DepthwiseConfigAttr>
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

int64_t getWholePlaneGridThreads(const DepthwiseProblem &p,
                                 DepthwiseConfigAttr c) {
  return p.batch * llvm::divideCeil(p.channels, c.getBlockChannels()) *
         c.getThreads();
}

/// Smallest whole-plane block, and grid in threads per SM, that replaces
/// other lanes (withWholePlanesForElementAccesses,
/// withWholePlanesForIdleLanes).
static constexpr int64_t kMinWholePlaneBlockThreads = 64;
static constexpr int64_t kMinWholePlaneThreadsPerSM = 512;

FailureOr<DepthwiseConfigAttr>
chooseReplacingWholePlaneConfig(MLIRContext *context, const DepthwiseProblem &p,
                                const GPUTarget &target) {
  FailureOr<DepthwiseConfigAttr> whole = chooseWholePlaneConfig(context, p);
  if (failed(whole) || whole->getThreads() < kMinWholePlaneBlockThreads ||
      getWholePlaneGridThreads(p, *whole) <
          target.smCount * kMinWholePlaneThreadsPerSM)
    return failure();
  return withStagedOutput(p, *whole);
}

} // namespace mlir::dwc::depthwise
