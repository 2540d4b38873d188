//===- DWCDialect.cpp - dwc dialect -----------------------------*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dwc;

#include "dwc/Dialect/DWC/IR/DWCOpsDialect.cpp.inc"

#include "dwc/Dialect/DWC/IR/DWCEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dwc/Dialect/DWC/IR/DWCAttrs.cpp.inc"

/// The checks the gradient configs share, in their diagnostics' order
/// around the config's own: block threads, then (after `own`) the access
/// width and the register limit.
static LogicalResult
verifyGradientConfig(function_ref<InFlightDiagnostic()> emitError,
                     int64_t threads, int64_t vectorWidth, int64_t maxRegisters,
                     function_ref<LogicalResult()> own) {
  if (threads <= 0 || threads % 32 != 0 || threads > 1024)
    return emitError() << "expected threads to be a multiple of 32 up to "
                          "1024, got "
                       << threads;
  if (failed(own()))
    return failure();
  if (!llvm::isPowerOf2_64(vectorWidth) || vectorWidth > 8)
    return emitError() << "expected vector_width to be a power of two up to "
                          "8, got "
                       << vectorWidth;
  if (maxRegisters != 0 &&
      (maxRegisters < kMinRegisterLimit || maxRegisters > kMaxRegisterLimit))
    return emitError() << "expected max_registers to be 0 (no limit) or in ["
                       << kMinRegisterLimit << ", " << kMaxRegisterLimit
                       << "], got " << maxRegisters;
  return success();
}

LogicalResult
GatherConfigAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         int64_t threads, int64_t cellsPerThread,
                         int64_t vectorWidth, int64_t maxRegisters) {
  return verifyGradientConfig(
      emitError, threads, vectorWidth, maxRegisters, [&]() -> LogicalResult {
        if (cellsPerThread <= 0)
          return emitError() << "expected a positive cells_per_thread, got "
                             << cellsPerThread;
        return success();
      });
}

LogicalResult FilterGradientConfigAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, int64_t threads,
    int64_t blockChannels, int64_t vectorWidth, int64_t rowsPerThread,
    int64_t colsPerThread, int64_t partitions, int64_t maxRegisters) {
  return verifyGradientConfig(
      emitError, threads, vectorWidth, maxRegisters, [&]() -> LogicalResult {
        if (blockChannels <= 0 || rowsPerThread <= 0 || colsPerThread <= 0 ||
            partitions <= 0)
          return emitError()
                 << "expected positive block_channels, "
                    "rows_per_thread, cols_per_thread and partitions";
        return success();
      });
}

LogicalResult DepthwiseConfigAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, int64_t blockChannels,
    int64_t blockRows, int64_t blockCols, int64_t threads,
    int64_t rowsPerThread, int64_t colsPerThread, int64_t vectorWidth,
    ColumnReuse columnReuse, int64_t prefetchDepth, bool unrollRows,
    bool stageOutput, bool predicatedPadding, bool stageInPlace,
    int64_t maxRegisters) {
  if (blockChannels <= 0 || blockRows <= 0 || blockCols <= 0 || threads <= 0 ||
      rowsPerThread <= 0 || colsPerThread <= 0 || vectorWidth <= 0)
    return emitError() << "expected positive depthwise config parameters";
  if (prefetchDepth < 1 || prefetchDepth > 4)
    return emitError() << "expected prefetch_depth in [1, 4], got "
                       << prefetchDepth;
  if (stageOutput && columnReuse != ColumnReuse::Shared &&
      columnReuse != ColumnReuse::Shuffle)
    return emitError() << "stage_output needs 'shared' or 'shuffle' column "
                          "reuse, got '"
                       << stringifyColumnReuse(columnReuse) << "'";
  if (stageInPlace && (!stageOutput || columnReuse != ColumnReuse::Shared))
    return emitError() << "stage_in_place needs stage_output and 'shared' "
                          "column reuse";
  if (predicatedPadding && columnReuse != ColumnReuse::Window &&
      columnReuse != ColumnReuse::RolledWindow &&
      columnReuse != ColumnReuse::Shuffle)
    return emitError() << "predicated_padding needs 'window', "
                          "'rolled_window' or 'shuffle' column reuse, got '"
                       << stringifyColumnReuse(columnReuse) << "'";
  if (maxRegisters != 0 &&
      (maxRegisters < kMinRegisterLimit || maxRegisters > kMaxRegisterLimit))
    return emitError() << "expected max_registers to be 0 (no limit) or in ["
                       << kMinRegisterLimit << ", " << kMaxRegisterLimit
                       << "], got " << maxRegisters;
  if (threads > 1024)
    return emitError() << "expected at most 1024 threads per block, got "
                       << threads;
  if (!llvm::isPowerOf2_64(vectorWidth) || vectorWidth > 8)
    return emitError() << "expected vector_width to be a power of two up to "
                          "8, got "
                       << vectorWidth;
  if (blockRows % rowsPerThread != 0)
    return emitError() << "expected block_rows (" << blockRows
                       << ") to be a multiple of rows_per_thread ("
                       << rowsPerThread << ")";
  int64_t rowThreads = blockRows / rowsPerThread;
  if (columnReuse == ColumnReuse::BatchMma) {
    if (rowsPerThread != blockRows || colsPerThread != kMmaTileCols)
      return emitError() << "expected rows_per_thread = block_rows ("
                         << blockRows
                         << ") and cols_per_thread = " << kMmaTileCols
                         << " with 'batch_mma' (a warp walks the map's rows "
                            "for one column tile), got "
                         << rowsPerThread << " and " << colsPerThread;
    int64_t expected =
        kWarpSize * blockChannels * llvm::divideCeil(blockCols, kMmaTileCols);
    if (threads != expected)
      return emitError() << "expected threads = 32 x block_channels x "
                            "ceil(block_cols / 8) = "
                         << expected
                         << " with 'batch_mma' (a warp per channel and column "
                            "tile), got "
                         << threads;
    return success();
  }
  if (columnReuse == ColumnReuse::Mma) {
    if (rowsPerThread != kMmaTileRows || colsPerThread % kMmaTileCols != 0 ||
        colsPerThread > kMmaMaxStepCols)
      return emitError() << "expected rows_per_thread = " << kMmaTileRows
                         << " and cols_per_thread a multiple of "
                         << kMmaTileCols << " up to " << kMmaMaxStepCols
                         << " (tensor-core tiles of a warp's step) with "
                            "'mma', got "
                         << rowsPerThread << " and " << colsPerThread;
    int64_t expected = kWarpSize * blockChannels * rowThreads;
    if (threads != expected)
      return emitError() << "expected threads = 32 x block_channels x "
                            "(block_rows / 16) = "
                         << expected << " with 'mma' (a warp per tile row), "
                         << "got " << threads;
    return success();
  }
  if (columnReuse == ColumnReuse::Diagonal) {
    if (colsPerThread != kDiagonalTilePixels || vectorWidth != kMmaTileCols ||
        blockChannels % kMmaTileCols != 0 ||
        blockCols % kDiagonalTilePixels != 0)
      return emitError() << "expected cols_per_thread = " << kDiagonalTilePixels
                         << ", vector_width = " << kMmaTileCols
                         << " and block_channels and block_cols multiples of "
                            "them with 'diagonal' (a warp's tensor-core tile "
                            "is 16 pixels x 8 channels)";
    int64_t expected = kWarpSize * (blockChannels / kMmaTileCols) * rowThreads;
    if (threads != expected)
      return emitError() << "expected threads = 32 x (block_channels / 8) x "
                            "(block_rows / rows_per_thread) = "
                         << expected
                         << " with 'diagonal' (a warp per 8 channels and band "
                            "of rows), got "
                         << threads;
    return success();
  }
  if (columnReuse != ColumnReuse::Window &&
      columnReuse != ColumnReuse::RolledWindow) {
    int64_t segments = blockChannels * rowThreads;
    int64_t lanes = threads / segments;
    // Shuffle segments must tile a warp; staged lanes read the tile instead.
    if (columnReuse == ColumnReuse::Shuffle &&
        (threads % segments != 0 || !llvm::isPowerOf2_64(lanes) || lanes > 32))
      return emitError() << "expected threads (" << threads
                         << ") to be block_channels x (block_rows / "
                            "rows_per_thread) = "
                         << segments
                         << " times a power of two up to 32 (lanes per row)";
    if (threads % segments != 0)
      return emitError() << "expected threads (" << threads
                         << ") to be a multiple of block_channels x "
                            "(block_rows / rows_per_thread) = "
                         << segments << " (lanes per row)";
    return success();
  }
  if (blockChannels % vectorWidth != 0 || blockCols % colsPerThread != 0)
    return emitError() << "expected block_channels to be a multiple of "
                          "vector_width and block_cols a multiple of "
                          "cols_per_thread";
  int64_t expected =
      blockChannels / vectorWidth * rowThreads * (blockCols / colsPerThread);
  if (threads != expected)
    return emitError() << "expected threads = (block_channels / "
                          "vector_width) x (block_rows / rows_per_thread) x "
                          "(block_cols / cols_per_thread) = "
                       << expected << ", got " << threads;
  return success();
}

void DWCDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dwc/Dialect/DWC/IR/DWCOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dwc/Dialect/DWC/IR/DWCAttrs.cpp.inc"
      >();
  attachTilingInterface(*getContext());
}
