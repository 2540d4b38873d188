//===- DataGradientSchedule.cpp - depthwise data gradient geometry --------===//

#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

bool mlir::dwc::canRunAsForward(const DepthwiseProblem &p,
                                std::string &reason) {
  if (p.strideH != 1 || p.strideW != 1) {
    reason = "a stride above 1 would make the forward kernels multiply the "
             "zeros it inserts";
    return false;
  }
  if (p.multiplier != 1) {
    reason = "with a channel multiplier each input channel sums several "
             "output channels, which a forward kernel does not";
    return false;
  }
  return true;
}

SmallVector<int64_t, 4>
mlir::dwc::getFlippedPadding(const DepthwiseProblem &p) {
  int64_t haloH = (p.kernelHeight - 1) * p.dilationH;
  int64_t haloW = (p.kernelWidth - 1) * p.dilationW;
  return {haloH - p.padTop, haloH - p.padBottom, haloW - p.padLeft,
          haloW - p.padRight};
}

SmallVector<GatherTap> mlir::dwc::getGatherTaps(int64_t stride, int64_t pad,
                                                int64_t kernel,
                                                int64_t dilation) {
  SmallVector<GatherTap> taps;
  for (int64_t phase = 0; phase < stride; ++phase)
    for (int64_t tap = 0; tap < kernel; ++tap) {
      int64_t distance = phase + pad - tap * dilation;
      if (llvm::mod(distance, stride) == 0)
        taps.push_back({phase, tap, llvm::divideFloorSigned(distance, stride)});
    }
  return taps;
}

std::pair<int64_t, int64_t>
mlir::dwc::getGatherOffsetRange(ArrayRef<GatherTap> taps) {
  int64_t first = std::numeric_limits<int64_t>::max();
  int64_t last = std::numeric_limits<int64_t>::min();
  for (const GatherTap &tap : taps) {
    first = std::min(first, tap.offset);
    last = std::max(last, tap.offset);
  }
  return {first, last};
}

int64_t mlir::dwc::getGatherRowRun(const DepthwiseProblem &p,
                                   GatherConfigAttr config) {
  int64_t run = config.getCellsPerThread() * p.strideW;
  if (p.layout != Layout::NCHW || run == 1 || !llvm::isPowerOf2_64(run) ||
      run > p.maxVectorWidth() || p.width % run != 0)
    return 1;
  return run;
}

int64_t mlir::dwc::getGatherThreadsPerImage(const DepthwiseProblem &p,
                                            int64_t vectorWidth,
                                            int64_t cellsPerThread) {
  return p.channels / vectorWidth * getGatherCellRows(p) *
         llvm::divideCeilSigned(getGatherCellCols(p), cellsPerThread);
}

std::array<int64_t, 3> mlir::dwc::getGatherGrid(const DepthwiseProblem &p,
                                                GatherConfigAttr config) {
  int64_t blocks = llvm::divideCeilSigned(
      getGatherThreadsPerImage(p, config.getVectorWidth(),
                               config.getCellsPerThread()),
      config.getThreads());
  return {blocks, 1, p.batch};
}

LogicalResult
mlir::dwc::verifyGatherConfig(function_ref<InFlightDiagnostic()> emitError,
                              const DepthwiseProblem &p,
                              GatherConfigAttr config) {
  int64_t vectorWidth = config.getVectorWidth();
  int64_t maxWidth = p.maxVectorWidth();
  if (vectorWidth > maxWidth)
    return emitError() << "vector_width " << vectorWidth << " exceeds the "
                       << kMaxAccessBytes << "-byte access (" << maxWidth
                       << " elements of " << p.elementType << ")";
  if (vectorWidth > 1 && (p.layout != Layout::NHWC || p.multiplier != 1))
    return emitError() << "vector_width above 1 needs NHWC and channel "
                          "multiplier 1 (the channels of one access are "
                          "contiguous only there)";
  if (p.channels % vectorWidth != 0)
    return emitError() << "vector_width " << vectorWidth
                       << " does not divide the " << p.channels << " channels";
  auto rowTaps =
      getGatherTaps(p.strideH, p.padTop, p.kernelHeight, p.dilationH);
  auto colTaps =
      getGatherTaps(p.strideW, p.padLeft, p.kernelWidth, p.dilationW);
  auto [firstRow, lastRow] = getGatherOffsetRange(rowTaps);
  auto [firstCol, lastCol] = getGatherOffsetRange(colTaps);
  int64_t cells = config.getCellsPerThread();
  int64_t taps = cells * p.kernelHeight * p.kernelWidth * p.multiplier;
  int64_t window = (lastRow - firstRow + 1) * (lastCol - firstCol + cells);
  if (taps > kMaxGatherTapsPerThread || window > kMaxThreadAccumulators)
    return emitError() << "a gather thread of " << cells << " cells would "
                       << "unroll " << taps << " taps over a window of "
                       << window << " elements (at most "
                       << kMaxGatherTapsPerThread << " and "
                       << kMaxThreadAccumulators << ")";
  return verifyLaunchGrid(emitError, getGatherGrid(p, config));
}
