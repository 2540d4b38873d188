//===- FilterGradientSchedule.cpp - depthwise filter gradient geometry ----===//

#include "dwc/Dialect/DWC/IR/FilterGradientSchedule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

int64_t mlir::dwc::getFilterGradientRowBlocks(const DepthwiseProblem &p,
                                              FilterGradientConfigAttr config) {
  return p.batch *
         llvm::divideCeilSigned(p.outHeight, config.getRowsPerThread());
}

int64_t mlir::dwc::getFilterGradientColBlocks(const DepthwiseProblem &p,
                                              FilterGradientConfigAttr config) {
  return llvm::divideCeilSigned(p.outWidth, config.getColsPerThread());
}

int64_t mlir::dwc::getFilterGradientRowBlocksPerPartition(
    const DepthwiseProblem &p, FilterGradientConfigAttr config) {
  return llvm::divideCeilSigned(getFilterGradientRowBlocks(p, config),
                                config.getPartitions());
}

int64_t mlir::dwc::getFilterGradientChunks(FilterGradientConfigAttr config) {
  return config.getBlockChannels() / config.getVectorWidth();
}

int64_t mlir::dwc::getFilterGradientLanes(FilterGradientConfigAttr config) {
  return config.getThreads() / getFilterGradientChunks(config);
}

int64_t
mlir::dwc::getFilterGradientLanesPerWarp(const DepthwiseProblem &p,
                                         FilterGradientConfigAttr config) {
  if (p.layout == Layout::NHWC)
    return std::max<int64_t>(1, kWarpSize / getFilterGradientChunks(config));
  return std::min(kWarpSize, getFilterGradientLanes(config));
}

int64_t
mlir::dwc::getFilterGradientLaneStride(const DepthwiseProblem &p,
                                       FilterGradientConfigAttr config) {
  return p.layout == Layout::NHWC ? getFilterGradientChunks(config) : 1;
}

int64_t mlir::dwc::getFilterGradientWarpSums(const DepthwiseProblem &p,
                                             FilterGradientConfigAttr config) {
  return getFilterGradientLanes(config) /
         getFilterGradientLanesPerWarp(p, config);
}

int64_t
mlir::dwc::getFilterGradientWorkgroupBytes(const DepthwiseProblem &p,
                                           FilterGradientConfigAttr config) {
  return getFilterGradientWarpSums(p, config) * config.getBlockChannels() *
         p.kernelHeight * p.kernelWidth * 4;
}

SmallVector<int64_t>
mlir::dwc::getFilterGradientInputRows(const DepthwiseProblem &p,
                                      int64_t rowsPerThread) {
  SmallVector<int64_t> rows;
  for (int64_t r = 0; r < rowsPerThread; ++r)
    for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
      rows.push_back(r * p.strideH + kh * p.dilationH);
  llvm::sort(rows);
  rows.erase(llvm::unique(rows), rows.end());
  return rows;
}

std::array<int64_t, 3>
mlir::dwc::getFilterGradientGrid(const DepthwiseProblem &p,
                                 FilterGradientConfigAttr config) {
  return {p.outChannels() / config.getBlockChannels(), config.getPartitions(),
          1};
}

int64_t mlir::dwc::getFilterGradientScratchBytes(const DepthwiseProblem &p,
                                                 int64_t partitions) {
  if (partitions == 1)
    return 0;
  return partitions * p.outChannels() * p.kernelHeight * p.kernelWidth * 4;
}

LogicalResult mlir::dwc::verifyFilterGradientConfig(
    function_ref<InFlightDiagnostic()> emitError, const DepthwiseProblem &p,
    FilterGradientConfigAttr config) {
  int64_t width = config.getVectorWidth();
  if (width > p.maxVectorWidth())
    return emitError() << "vector_width " << width << " exceeds the "
                       << kMaxAccessBytes << "-byte access ("
                       << p.maxVectorWidth() << " elements of " << p.elementType
                       << ")";
  if (width > 1 && (p.layout != Layout::NHWC || p.multiplier != 1))
    return emitError() << "vector_width above 1 needs NHWC and channel "
                          "multiplier 1 (the channels of one access are "
                          "contiguous only there)";
  int64_t blockChannels = config.getBlockChannels();
  if (blockChannels % width != 0 || p.outChannels() % blockChannels != 0)
    return emitError() << "expected block_channels (" << blockChannels
                       << ") to be a multiple of vector_width (" << width
                       << ") dividing the " << p.outChannels()
                       << " output channels";
  int64_t chunks = getFilterGradientChunks(config);
  if (config.getThreads() % chunks != 0)
    return emitError() << "the " << chunks << " channel chunks of a block do "
                       << "not divide its " << config.getThreads()
                       << " threads";
  // The lanes of one chunk within a warp must be a butterfly group of the
  // shuffles: a power of two, evenly spaced.
  int64_t spread =
      p.layout == Layout::NHWC ? chunks : getFilterGradientLanes(config);
  if (spread < kWarpSize ? !llvm::isPowerOf2_64(spread)
                         : spread % kWarpSize != 0)
    return emitError() << (p.layout == Layout::NHWC
                               ? "the channel chunks of a block ("
                               : "the lanes of a channel (")
                       << spread
                       << ") must be a power of two below 32 or a multiple "
                          "of 32, so that a warp's shuffles add each "
                          "chunk's lanes";
  int64_t rowBlocks = getFilterGradientRowBlocks(p, config);
  if (config.getPartitions() > std::max<int64_t>(1, rowBlocks))
    return emitError() << config.getPartitions() << " partitions exceed the "
                       << rowBlocks << " row blocks of the reduction";
  int64_t taps = p.kernelHeight * p.kernelWidth * width;
  int64_t outputs = config.getRowsPerThread() * config.getColsPerThread();
  int64_t segment = (config.getColsPerThread() - 1) * p.strideW + p.extentW();
  int64_t registers = taps + (outputs + segment) * width;
  if (outputs * taps > kMaxFilterGradientTapsPerItem ||
      registers > kMaxThreadAccumulators)
    return emitError() << "an item of " << config.getRowsPerThread() << " x "
                       << config.getColsPerThread() << " outputs would unroll "
                       << outputs * taps << " multiply-adds and hold "
                       << registers << " values (at most "
                       << kMaxFilterGradientTapsPerItem << " and "
                       << kMaxThreadAccumulators << ")";
  int64_t bytes = getFilterGradientWorkgroupBytes(p, config);
  if (bytes > kMaxSharedTileBytes)
    return emitError() << "the block's sum needs " << bytes
                       << " bytes of workgroup memory (at most "
                       << kMaxSharedTileBytes << ")";
  return verifyLaunchGrid(emitError, getFilterGradientGrid(p, config));
}
