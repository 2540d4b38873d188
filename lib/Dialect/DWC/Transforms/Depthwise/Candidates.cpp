//===- Candidates.cpp - shared parts of the candidates --------------------===//
//
// Row depth against the grid target, and the config edits that several
// schedule families share (flags, output staging).
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

int64_t balanceRows(int64_t outHeight, int64_t rows) {
  return llvm::divideCeil(outHeight, llvm::divideCeil(outHeight, rows));
}

int64_t chooseRowsPerThread(int64_t outHeight, int64_t threadsPerRowBand,
                            const GPUTarget &target, int64_t maxRows) {
  int64_t bandsWanted =
      llvm::divideCeil(getTargetThreads(target), threadsPerRowBand);
  return balanceRows(outHeight,
                     std::clamp<int64_t>(outHeight / bandsWanted, 1,
                                         std::min(outHeight, maxRows)));
}

int64_t deepenRows(int64_t outHeight, int64_t threadsPerRowBand, int64_t rows,
                   int64_t depth, const GPUTarget &target) {
  if (rows >= depth || outHeight < depth ||
      threadsPerRowBand * llvm::divideCeilSigned(outHeight, depth) <
          target.smCount * kTwoRowMinThreadsPerSM)
    return rows;
  return balanceRows(outHeight, depth);
}

DepthwiseConfigAttr withFlags(DepthwiseConfigAttr c, bool unrollRows,
                              bool stageOutput, bool predicatedPadding,
                              bool stageInPlace) {
  return DepthwiseConfigAttr::get(
      c.getContext(), c.getBlockChannels(), c.getBlockRows(), c.getBlockCols(),
      c.getThreads(), c.getRowsPerThread(), c.getColsPerThread(),
      c.getVectorWidth(), c.getColumnReuse(), c.getPrefetchDepth(), unrollRows,
      stageOutput, predicatedPadding, stageInPlace, c.getMaxRegisters());
}

DepthwiseConfigAttr withStagedOutput(const DepthwiseProblem &p,
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

bool isDenseSquare(const DepthwiseProblem &p, int64_t size) {
  return p.kernelHeight == size && p.kernelWidth == size && p.dilationH == 1 &&
         p.dilationW == 1 && p.strideH == 1 && p.strideW == 1;
}

} // namespace mlir::dwc::depthwise
