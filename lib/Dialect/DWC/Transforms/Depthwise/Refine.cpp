//===- Refine.cpp - lane refinements of a candidate -----------------------===//
//
// Rules that rewrite one candidate before the selector sees it: lanes that
// would access single elements or leave warp lanes idle take whole planes,
// ragged register windows keep their row loop rolled, and staging goes in
// place where workgroup memory bounds the grid. None of them looks at other
// candidates, so the selector's choice is final.
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

DepthwiseConfigAttr withWholePlanesForElementAccesses(MLIRContext *context,
                                                      const DepthwiseProblem &p,
                                                      DepthwiseConfigAttr c,
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

DepthwiseConfigAttr withWholePlanesForIdleLanes(MLIRContext *context,
                                                const DepthwiseProblem &p,
                                                DepthwiseConfigAttr c,
                                                const GPUTarget &target) {
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
/// most kWholePlaneMaxRows rows and kWholeRowLaneMaxCols columns whose lanes
/// access elements one by one (no row pitch or column tile that leaves aligned
/// vectors: odd widths) takes wide lanes of the whole output row walking
/// kWholeRowLaneRows rows over staged planes, in blocks of kWholeRowLaneThreads
/// threads (getNchwWideLaneConfig), where that grid holds
/// kWholeRowLaneMinThreadsPerSM. Under a SiLU epilogue the lanes walk
/// kWholeRowLaneSiluRows rows. Measured: docs/tuning.md,
/// `kWholeRowLaneMaxCols`.
static constexpr int64_t kWholeRowLaneMaxCols = 21;
static constexpr int64_t kWholeRowLaneRows = 4;
static constexpr int64_t kWholeRowLaneSiluRows = 2;
static constexpr int64_t kWholeRowLaneThreads = 64;
static constexpr int64_t kWholeRowLaneMinThreadsPerSM = 384;

DepthwiseConfigAttr withWholeRowLanes(MLIRContext *context,
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

DepthwiseConfigAttr withRolledRaggedWindows(const DepthwiseProblem &p,
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

DepthwiseConfigAttr withInPlaceStaging(const DepthwiseProblem &p,
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

} // namespace mlir::dwc::depthwise
