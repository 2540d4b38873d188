//===- TensorCoreCandidates.cpp - tensor-core candidates ------------------===//
//
// `mma` (16 output rows of a channel per warp) and `batch_mma` (16 images
// per block), where their products beat the CUDA cores; `diagonal` (Qin et
// al.'s diagonalwise refactorization), ranked for measurement.
//
//===----------------------------------------------------------------------===//

#include "Candidates.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::depthwise {

bool fitsBatchMma(const DepthwiseProblem &p) {
  return p.layout == Layout::NCHW &&
         (p.elementType.isF16() || p.elementType.isBF16()) && p.strideH == 1 &&
         p.strideW == 1 && p.dilationW == 1 && p.outHeight == p.height &&
         p.outWidth == p.width &&
         (kMmaTileCols - 1) + p.extentW() <= kMmaTileInputCols;
}

/// Fewest map rows for which `batch_mma` copies its planes in two bands of rows
/// (prefetch_depth 2), so that the first band's products overlap the second
/// band's copy. Measured: docs/tuning.md, `kBatchMmaTwoBandRows`.
static constexpr int64_t kBatchMmaTwoBandRows = 20;

FailureOr<DepthwiseConfigAttr> chooseBatchMmaConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p) {
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

bool prefersBatchMma(const DepthwiseProblem &p, DepthwiseConfigAttr config,
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

bool fitsMma(const DepthwiseProblem &p) {
  return p.layout == Layout::NCHW &&
         (p.elementType.isF16() || p.elementType.isBF16()) && p.strideW == 1 &&
         (kMmaTileCols - 1) + p.extentW() <= kMmaTileInputCols;
}

FailureOr<DepthwiseConfigAttr> chooseMmaConfig(MLIRContext *context,
                                               const DepthwiseProblem &p) {
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

bool prefersMma(const DepthwiseProblem &p, DepthwiseConfigAttr mma,
                const GPUTarget &target) {
  int64_t blocks = llvm::divideCeil(p.outHeight, mma.getBlockRows()) *
                   llvm::divideCeil(p.channels, mma.getBlockChannels()) *
                   p.batch;
  return p.kernelHeight * p.kernelWidth >= kMmaMinTaps &&
         p.outHeight >= kMmaMinRows &&
         blocks >= kMmaMinBlocksPerSM * target.smCount;
}

FailureOr<DepthwiseConfigAttr> chooseDiagonalConfig(MLIRContext *context,
                                                    const DepthwiseProblem &p) {
  if (p.layout != Layout::NHWC ||
      !(p.elementType.isF16() || p.elementType.isBF16()) || p.multiplier != 1 ||
      p.channels % kMmaTileCols != 0)
    return failure();
  int64_t cols = std::min<int64_t>(
      llvm::alignTo(p.outWidth, kDiagonalTilePixels), kDiagonalMaxCols);
  int64_t bands = std::min(p.outHeight, kDiagonalMaxBands);
  while (true) {
    auto config = DepthwiseConfigAttr::get(
        context, kMmaTileCols, bands, cols, kWarpSize * bands,
        /*rows_per_thread=*/1, kDiagonalTilePixels, kMmaTileCols,
        ColumnReuse::Diagonal, /*prefetch_depth=*/1, /*unroll_rows=*/false,
        /*stage_output=*/false, /*predicated_padding=*/false,
        /*stage_in_place=*/false);
    if (getSharedTileBytes(p, config) <= kMaxSharedTileBytes)
      return config;
    if (bands > 1)
      bands = llvm::divideCeil(bands, 2);
    else if (cols > kDiagonalTilePixels)
      cols = kDiagonalTilePixels;
    else
      return failure();
  }
}

} // namespace mlir::dwc::depthwise
