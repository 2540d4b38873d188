//===- Schedules.cpp - geometry and verifier of dwc GPU schedules ---------===//
//
// The tiles, workgroup memory and copy chunks that a #dwc.depthwise_config
// implies for a layer, and the verifier of a config against the layer.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/Schedules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include <numeric>

using namespace mlir;
using namespace mlir::dwc;

/// The layer with input `inputType`, output `outputType`, filter
/// `filterType` and the window of `op`; fails when a shape is dynamic.
template <typename OpTy>
static FailureOr<DepthwiseProblem>
getProblem(OpTy op, RankedTensorType inputType, RankedTensorType outputType,
           ArrayRef<int64_t> filterShape) {
  if (!inputType.hasStaticShape() || !outputType.hasStaticShape())
    return failure();
  Layout layout = op.getLayout();
  ActivationDims dims = getActivationDims(layout);
  DepthwiseFilterDims filterDims = getDepthwiseFilterDims(layout);
  DepthwiseProblem p;
  p.batch = inputType.getDimSize(dims.batch);
  p.channels = inputType.getDimSize(dims.channel);
  p.multiplier = filterShape[filterDims.channel] / p.channels;
  p.height = inputType.getDimSize(dims.height);
  p.width = inputType.getDimSize(dims.width);
  p.outHeight = outputType.getDimSize(dims.height);
  p.outWidth = outputType.getDimSize(dims.width);
  p.kernelHeight = filterShape[filterDims.height];
  p.kernelWidth = filterShape[filterDims.width];
  p.strideH = op.getStrides()[0];
  p.strideW = op.getStrides()[1];
  p.dilationH = op.getDilations()[0];
  p.dilationW = op.getDilations()[1];
  p.padTop = op.getPadding()[0];
  p.padBottom = op.getPadding()[1];
  p.padLeft = op.getPadding()[2];
  p.padRight = op.getPadding()[3];
  p.layout = layout;
  p.elementType = inputType.getElementType();
  return p;
}

FailureOr<DepthwiseProblem> DepthwiseProblem::get(DepthwiseConv2DOp op) {
  FailureOr<DepthwiseProblem> p =
      getProblem(op, op.getInput().getType(), op.getInit().getType(),
                 op.getFilter().getType().getShape());
  if (succeeded(p))
    p->activation = op.getActivation();
  return p;
}

FailureOr<DepthwiseProblem>
DepthwiseProblem::get(DepthwiseConv2DBackwardDataOp op) {
  return getProblem(op, op.getInit().getType(), op.getGradOutput().getType(),
                    op.getFilter().getType().getShape());
}

FailureOr<DepthwiseProblem>
DepthwiseProblem::get(DepthwiseConv2DBackwardFilterOp op) {
  // A partial-sums result has the partitions dimension first.
  ArrayRef<int64_t> filterShape = op.getInit().getType().getShape();
  return getProblem(op, op.getInput().getType(), op.getGradOutput().getType(),
                    filterShape.take_back(3));
}

LogicalResult
mlir::dwc::verifyLaunchGrid(function_ref<InFlightDiagnostic()> emitError,
                            ArrayRef<int64_t> grid) {
  if (llvm::is_contained(grid, 0))
    return emitError() << "the launch grid " << grid[0] << " x " << grid[1]
                       << " x " << grid[2]
                       << " is empty (the result has no elements)";
  if (grid[0] > kMaxGridX || grid[1] > kMaxGridYZ || grid[2] > kMaxGridYZ)
    return emitError() << "the launch grid " << grid[0] << " x " << grid[1]
                       << " x " << grid[2] << " exceeds CUDA's limits ("
                       << kMaxGridX << " x " << kMaxGridYZ << " x "
                       << kMaxGridYZ << ")";
  return success();
}

std::array<int64_t, 3> mlir::dwc::getDepthwiseGrid(const DepthwiseProblem &p,
                                                   DepthwiseConfigAttr config) {
  int64_t rowBlocks = llvm::divideCeil(p.outHeight, config.getBlockRows());
  int64_t colBlocks = llvm::divideCeil(p.outWidth, config.getBlockCols());
  int64_t batchBlocks = config.getColumnReuse() == ColumnReuse::BatchMma
                            ? llvm::divideCeil(p.batch, kBatchMmaImages)
                            : p.batch;
  int64_t channelBlocks =
      llvm::divideCeil(p.outChannels(), config.getBlockChannels());
  return {rowBlocks * colBlocks, channelBlocks, batchBlocks};
}

bool mlir::dwc::isWholePlaneTile(const DepthwiseProblem &p,
                                 DepthwiseConfigAttr config) {
  return config.getColumnReuse() != ColumnReuse::Mma &&
         config.getBlockRows() >= p.outHeight;
}

bool mlir::dwc::canStageInPlace(const DepthwiseProblem &p,
                                DepthwiseConfigAttr config) {
  return config.getStageOutput() &&
         config.getColumnReuse() == ColumnReuse::Shared &&
         p.layout == Layout::NCHW && p.strideH == 1 && p.strideW == 1 &&
         p.outHeight == p.height && p.outWidth == p.width &&
         config.getRowsPerThread() >= p.outHeight &&
         config.getColsPerThread() == p.outWidth;
}

int64_t mlir::dwc::getMmaColumnOffset(const DepthwiseProblem &p) {
  return p.padLeft > 0 ? kMmaTileCols : 0;
}

int64_t mlir::dwc::getMmaColumnTiles(const DepthwiseProblem &p) {
  return llvm::divideCeil(p.outWidth + getMmaColumnOffset(p) - p.padLeft,
                          kMmaTileCols);
}

int64_t mlir::dwc::getMmaTileColumns(const DepthwiseProblem &p) {
  return kMmaTileCols * (getMmaColumnTiles(p) + 1);
}

int64_t mlir::dwc::getMmaOutputChunkWidth(const DepthwiseProblem &p) {
  return p.widestVectorDividing(p.outWidth);
}

/// The widest access that divides every block's run of whole planes of
/// `planeSize` elements and every image.
static int64_t getPlaneRunChunkWidth(const DepthwiseProblem &p,
                                     DepthwiseConfigAttr config,
                                     int64_t planeSize) {
  return p.widestVectorDividing(
      std::gcd(config.getBlockChannels() * planeSize, p.channels * planeSize));
}

int64_t mlir::dwc::getWholePlaneChunkWidth(const DepthwiseProblem &p,
                                           DepthwiseConfigAttr config) {
  return getPlaneRunChunkWidth(p, config, p.height * p.width);
}

int64_t mlir::dwc::getWholePlaneOutputChunkWidth(const DepthwiseProblem &p,
                                                 DepthwiseConfigAttr config) {
  return getPlaneRunChunkWidth(p, config, p.outHeight * p.outWidth);
}

/// Elements between pixels of an NHWC tile: the block's channels and one
/// 16-byte chunk more, so that lanes a few pixels apart read distinct banks.
static int64_t getPixelStride(const DepthwiseProblem &p,
                              DepthwiseConfigAttr config) {
  return config.getBlockChannels() + p.maxVectorWidth();
}

SmallVector<int64_t, 3>
mlir::dwc::getStagedOutputTileShape(const DepthwiseProblem &p,
                                    DepthwiseConfigAttr config) {
  if (p.layout == Layout::NHWC)
    return {p.outHeight, p.outWidth, getPixelStride(p, config)};
  return {config.getBlockChannels(), p.outHeight, p.outWidth};
}

/// `columns` (a multiple of 8) rounded up to an odd number of 8-element
/// chunks: rows of 16-bit elements then start in distinct bank groups.
static int64_t padToOddChunks(int64_t columns) {
  return kMmaTileCols * ((columns / kMmaTileCols) | 1);
}

SmallVector<int64_t, 3>
mlir::dwc::getMmaOutputTileShape(const DepthwiseProblem &p,
                                 DepthwiseConfigAttr config) {
  return {config.getBlockChannels(), config.getBlockRows(),
          padToOddChunks(kMmaTileCols * (getMmaColumnTiles(p) + 2))};
}

/// Elements between the images of a `batch_mma` tile: the block's planes in
/// 4-byte words, rounded to a multiple of 4 (16-byte chunks) that is 4
/// modulo 8, so that the 8 images' words fall 4 banks apart modulo 32.
static int64_t getBatchMmaImageStride(const DepthwiseProblem &p,
                                      DepthwiseConfigAttr config) {
  int64_t words = llvm::alignTo(
      llvm::divideCeil(config.getBlockChannels() * p.height * p.width, 2), 4);
  if (words % 8 == 0)
    words += 4;
  return 2 * words;
}

bool mlir::dwc::startsBatchMmaChunk(const DepthwiseProblem &p,
                                    DepthwiseConfigAttr config, int64_t row) {
  return (row * p.width) % config.getVectorWidth() == 0;
}

SmallVector<int64_t>
mlir::dwc::getBatchMmaCopyBands(const DepthwiseProblem &p,
                                DepthwiseConfigAttr config) {
  int64_t bands = config.getPrefetchDepth();
  if (bands > 1 && config.getBlockChannels() > 1 &&
      !startsBatchMmaChunk(p, config, p.height))
    return {};
  SmallVector<int64_t> starts = {0};
  for (int64_t band = 1; band < bands; ++band) {
    int64_t row = llvm::divideCeil(band * p.height, bands);
    while (row < p.height && !startsBatchMmaChunk(p, config, row))
      ++row;
    if (row <= starts.back() || row >= p.height)
      return {};
    starts.push_back(row);
  }
  starts.push_back(p.height);
  return starts;
}

SmallVector<int64_t, 3>
mlir::dwc::getSharedTileShape(const DepthwiseProblem &p,
                              DepthwiseConfigAttr config) {
  if (config.getColumnReuse() == ColumnReuse::BatchMma)
    return {kBatchMmaImages, getBatchMmaImageStride(p, config)};
  if (config.getColumnReuse() == ColumnReuse::Mma) {
    int64_t rows =
        (std::min(config.getBlockRows(), p.outHeight) - 1) * p.strideH +
        p.extentH();
    return {config.getBlockChannels(), rows,
            padToOddChunks(getMmaTileColumns(p))};
  }
  int64_t rows = isWholePlaneTile(p, config)
                     ? p.height
                     : (config.getBlockRows() - 1) * p.strideH + p.extentH();
  if (p.layout == Layout::NHWC)
    return {rows, p.width, getPixelStride(p, config)};
  return {config.getBlockChannels(), rows, p.width};
}

SmallVector<int64_t, 3>
mlir::dwc::getDiagonalTileShape(const DepthwiseProblem &p,
                                DepthwiseConfigAttr config) {
  return {(config.getBlockRows() - 1) * p.strideH + p.extentH(),
          (config.getBlockCols() - 1) * p.strideW + p.extentW(),
          padToOddChunks(config.getBlockChannels())};
}

SmallVector<int64_t, 2> mlir::dwc::getTapTileShape(const DepthwiseProblem &p,
                                                   DepthwiseConfigAttr config) {
  return {p.kernelHeight * p.kernelWidth, config.getBlockChannels()};
}

int64_t mlir::dwc::getSharedTileBytes(const DepthwiseProblem &p,
                                      DepthwiseConfigAttr config) {
  ColumnReuse method = config.getColumnReuse();
  int64_t elements =
      method == ColumnReuse::Shared || method == ColumnReuse::Mma ||
              method == ColumnReuse::BatchMma
          ? ShapedType::getNumElements(getSharedTileShape(p, config))
          : 0;
  if (method == ColumnReuse::Mma)
    elements += ShapedType::getNumElements(getMmaOutputTileShape(p, config));
  if (method == ColumnReuse::Diagonal)
    elements += ShapedType::getNumElements(getDiagonalTileShape(p, config));
  if (method == ColumnReuse::RolledWindow || method == ColumnReuse::Diagonal)
    elements += ShapedType::getNumElements(getTapTileShape(p, config));
  if (config.getStageOutput() && !config.getStageInPlace())
    elements += ShapedType::getNumElements(getStagedOutputTileShape(p, config));
  return elements * p.elementBytes();
}

int64_t mlir::dwc::getShuffleSegmentLanes(const DepthwiseProblem &problem,
                                          int64_t colsPerThread) {
  int64_t inputsPerLane = colsPerThread * problem.strideW;
  return llvm::PowerOf2Ceil(
      std::max(llvm::divideCeil(problem.inputColumnsRead(), inputsPerLane),
               llvm::divideCeil(problem.outWidth, colsPerThread)));
}

LogicalResult
mlir::dwc::verifyDepthwiseConfig(function_ref<InFlightDiagnostic()> emitError,
                                 const DepthwiseProblem &p,
                                 DepthwiseConfigAttr config) {
  // Configs built with `get` (the heuristic, passes) skip the attribute's
  // own verifier; the checks below divide by its fields.
  if (failed(DepthwiseConfigAttr::verify(
          emitError, config.getBlockChannels(), config.getBlockRows(),
          config.getBlockCols(), config.getThreads(), config.getRowsPerThread(),
          config.getColsPerThread(), config.getVectorWidth(),
          config.getColumnReuse(), config.getPrefetchDepth(),
          config.getUnrollRows(), config.getStageOutput(),
          config.getPredicatedPadding(), config.getStageInPlace(),
          config.getMaxRegisters())))
    return failure();
  bool windowThreads = config.getColumnReuse() == ColumnReuse::Window ||
                       config.getColumnReuse() == ColumnReuse::RolledWindow;
  if (p.multiplier != 1 && (!windowThreads || config.getVectorWidth() != 1))
    return emitError() << "a channel multiplier above 1 (" << p.multiplier
                       << ") needs 'window' or 'rolled_window' column reuse "
                          "with vector_width 1: "
                          "consecutive output channels read one input "
                          "channel, not a vector of them";
  if (failed(verifyLaunchGrid(emitError, getDepthwiseGrid(p, config))))
    return failure();
  int64_t vectorWidth = config.getVectorWidth();
  int64_t cols = config.getColsPerThread();
  // A thread of the CUDA-core schedules holds, per input row, the columns
  // its outputs' windows span, and an accumulator per output column for each
  // row whose window is open. Both are unrolled into registers, so a huge
  // stride or dilation would otherwise build a kernel of that size.
  bool tensorCores = config.getColumnReuse() == ColumnReuse::Mma ||
                     config.getColumnReuse() == ColumnReuse::BatchMma ||
                     config.getColumnReuse() == ColumnReuse::Diagonal;
  if (!tensorCores) {
    // Each lane of a row segment (`shuffle`, `shared`) also reads its own
    // `cols x stride` columns; a `rolled_window` thread holds the columns
    // of one step's taps.
    bool rolled = config.getColumnReuse() == ColumnReuse::RolledWindow;
    int64_t extent =
        rolled ? (getRolledWindowStepTaps(p.kernelWidth) - 1) * p.dilationW + 1
               : p.extentW();
    std::optional<int64_t> stridedColumns = llvm::checkedMul(cols, p.strideW);
    std::optional<int64_t> windowColumns =
        stridedColumns ? llvm::checkedAdd(*stridedColumns - p.strideW, extent)
                       : std::nullopt;
    bool rowSegment = config.getColumnReuse() != ColumnReuse::Window && !rolled;
    if (!windowColumns || *windowColumns > kMaxThreadWindowColumns ||
        (rowSegment && *stridedColumns > kMaxThreadWindowColumns))
      return emitError() << "a thread's window spans more than "
                         << kMaxThreadWindowColumns << " input columns ("
                         << cols << " outputs, stride " << p.strideW
                         << ", dilated kernel extent " << p.extentW()
                         << "), more than a thread holds";
    // `window` threads accumulate vectors of `vector_width` channels; a
    // `rolled_window` thread all its rows at once.
    int64_t openRows = rolled ? config.getRowsPerThread() : p.liveRows();
    int64_t accumulators = openRows * cols * (rowSegment ? 1 : vectorWidth);
    if (accumulators > kMaxThreadAccumulators)
      return emitError() << "a thread accumulates " << accumulators
                         << " outputs at once (" << openRows << " open rows x "
                         << accumulators / openRows
                         << " outputs), more than the "
                         << kMaxThreadAccumulators << " it holds";
  }
  if (config.getColumnReuse() == ColumnReuse::BatchMma) {
    if (p.layout != Layout::NCHW)
      return emitError() << "'batch_mma' column reuse needs the NCHW layout";
    if (!p.elementType.isF16() && !p.elementType.isBF16())
      return emitError() << "'batch_mma' column reuse needs f16 or bf16 "
                            "elements (tensor-core operands), got "
                         << p.elementType;
    if (p.strideH != 1 || p.strideW != 1 || p.dilationW != 1)
      return emitError() << "'batch_mma' column reuse needs stride 1 and "
                            "column dilation 1, got strides "
                         << p.strideH << "x" << p.strideW
                         << " and column dilation " << p.dilationW;
    if (p.outHeight != p.height || p.outWidth != p.width)
      return emitError() << "'batch_mma' column reuse writes its outputs over "
                            "its input tile: expected the output map to be "
                            "the input's "
                         << p.height << "x" << p.width << ", got "
                         << p.outHeight << "x" << p.outWidth;
    if ((kMmaTileCols - 1) + p.extentW() > kMmaTileInputCols)
      return emitError() << "'batch_mma' column reuse needs the windows of 8 "
                            "outputs to span at most 16 input columns, got "
                         << (kMmaTileCols - 1) + p.extentW();
    if (config.getBlockRows() != p.outHeight ||
        config.getBlockCols() != p.outWidth)
      return emitError() << "expected block_rows x block_cols to be the "
                            "output map "
                         << p.outHeight << "x" << p.outWidth
                         << " with 'batch_mma' (whole planes), got "
                         << config.getBlockRows() << "x"
                         << config.getBlockCols();
    int64_t planeSize = p.height * p.width;
    if ((config.getBlockChannels() * planeSize) % vectorWidth != 0 ||
        (p.channels * planeSize) % vectorWidth != 0)
      return emitError() << "expected vector_width (" << vectorWidth
                         << ") to divide a block's planes ("
                         << config.getBlockChannels() * planeSize
                         << " elements) and an image ("
                         << p.channels * planeSize
                         << " elements): 'batch_mma' copies them as runs";
    if (vectorWidth * p.elementBytes() < kMinAsyncCopyBytes)
      return emitError() << "expected vector_width x element bytes to be at "
                            "least 4 with 'batch_mma' (cp.async moves 4, 8 or "
                            "16 bytes), got "
                         << vectorWidth * p.elementBytes();
    if (getBatchMmaCopyBands(p, config).empty())
      return emitError() << "cannot copy the " << p.height
                         << "-row planes in prefetch_depth ("
                         << config.getPrefetchDepth()
                         << ") bands with 'batch_mma': each band must start "
                            "at a row whose first element begins a chunk of "
                         << vectorWidth << " elements"
                         << (config.getBlockChannels() > 1
                                 ? ", and chunks must not straddle planes"
                                 : "");
    int64_t bytes = getSharedTileBytes(p, config);
    if (bytes > kMaxSharedTileBytes)
      return emitError() << "the tile of 16 images takes " << bytes
                         << " bytes of workgroup memory; at most "
                         << kMaxSharedTileBytes << " fit a block";
    return success();
  }
  if (config.getColumnReuse() == ColumnReuse::Mma) {
    if (p.layout != Layout::NCHW)
      return emitError() << "'mma' column reuse needs the NCHW layout";
    if (!p.elementType.isF16() && !p.elementType.isBF16())
      return emitError() << "'mma' column reuse needs f16 or bf16 elements "
                            "(tensor-core operands), got "
                         << p.elementType;
    if (p.strideW != 1)
      return emitError() << "'mma' column reuse needs column stride 1, got "
                         << p.strideW;
    if ((kMmaTileCols - 1) + p.extentW() > kMmaTileInputCols)
      return emitError() << "'mma' column reuse needs the windows of 8 "
                            "outputs to span at most 16 input columns, got "
                         << (kMmaTileCols - 1) + p.extentW();
    if (config.getBlockCols() != p.outWidth)
      return emitError() << "expected block_cols to be the output width "
                         << p.outWidth << " with 'mma' column reuse";
    if (p.width % vectorWidth != 0)
      return emitError() << "expected vector_width (" << vectorWidth
                         << ") to divide the input width (" << p.width << ")";
    int64_t outputChunks = p.outWidth / getMmaOutputChunkWidth(p);
    if (getMmaTileColumns(p) / vectorWidth > config.getThreads() ||
        outputChunks > config.getThreads())
      return emitError() << "'mma' copies a tile row per pass: expected at "
                            "most threads ("
                         << config.getThreads() << ") chunks in a row; the "
                         << getMmaTileColumns(p) << " input columns take "
                         << getMmaTileColumns(p) / vectorWidth
                         << " and the output row " << outputChunks;
    int64_t bytes = getSharedTileBytes(p, config);
    if (bytes > kMaxSharedTileBytes)
      return emitError() << "the input and output tiles take " << bytes
                         << " bytes of workgroup memory; at most "
                         << kMaxSharedTileBytes << " fit a block";
    return success();
  }
  if (config.getColumnReuse() == ColumnReuse::Diagonal) {
    if (p.layout != Layout::NHWC)
      return emitError() << "'diagonal' column reuse needs the NHWC layout";
    if (!p.elementType.isF16() && !p.elementType.isBF16())
      return emitError() << "'diagonal' column reuse needs f16 or bf16 "
                            "elements (tensor-core operands), got "
                         << p.elementType;
    if (p.channels % kMmaTileCols != 0)
      return emitError() << "'diagonal' column reuse needs a multiple of "
                         << kMmaTileCols
                         << " channels (a warp's 16-byte pixel rows), got "
                         << p.channels;
    int64_t bytes = getSharedTileBytes(p, config);
    if (bytes > kMaxSharedTileBytes)
      return emitError() << "the input and tap tiles take " << bytes
                         << " bytes of workgroup memory; at most "
                         << kMaxSharedTileBytes << " fit a block";
    return success();
  }
  if (config.getColumnReuse() == ColumnReuse::RolledWindow) {
    int64_t bytes = getSharedTileBytes(p, config);
    if (bytes > kMaxSharedTileBytes)
      return emitError() << "the tap tile takes " << bytes
                         << " bytes of workgroup memory (" << p.kernelHeight
                         << "x" << p.kernelWidth << " taps x "
                         << config.getBlockChannels() << " channels); at most "
                         << kMaxSharedTileBytes << " fit a block";
  } else if (config.getColumnReuse() != ColumnReuse::Window) {
    StringRef method = stringifyColumnReuse(config.getColumnReuse());
    // NHWC `shared` blocks stage whole planes, pixel-major.
    bool pixelMajorTile = p.layout == Layout::NHWC &&
                          config.getColumnReuse() == ColumnReuse::Shared;
    if (p.layout != Layout::NCHW && !pixelMajorTile)
      return emitError() << "'" << method
                         << "' column reuse needs the NCHW layout";
    if (config.getBlockCols() != p.outWidth)
      return emitError() << "expected block_cols to be the output width "
                         << p.outWidth << " with '" << method
                         << "' column reuse";
    if (pixelMajorTile) {
      if (!isWholePlaneTile(p, config))
        return emitError() << "'shared' column reuse in NHWC stages whole "
                              "channel planes: block_rows ("
                           << config.getBlockRows()
                           << ") must cover the output height " << p.outHeight;
      if (!config.getStageOutput())
        return emitError() << "'shared' column reuse in NHWC needs "
                              "stage_output: a lane's output row is one "
                              "channel, strided in NHWC";
      if (p.channels % vectorWidth != 0 ||
          config.getBlockChannels() % vectorWidth != 0)
        return emitError() << "expected vector_width (" << vectorWidth
                           << ") to divide the channel count (" << p.channels
                           << ") and block_channels ("
                           << config.getBlockChannels()
                           << "): NHWC tiles move vectors of channels";
    }
    if (config.getStageOutput() && !isWholePlaneTile(p, config))
      return emitError() << "stage_output needs whole channel planes per "
                            "block: block_rows ("
                         << config.getBlockRows()
                         << ") must cover the output height " << p.outHeight;
    if (config.getStageInPlace() && !canStageInPlace(p, config))
      return emitError() << "stage_in_place needs NCHW threads that each own "
                            "a whole channel plane (rows_per_thread and "
                            "cols_per_thread covering the "
                         << p.outHeight << "x" << p.outWidth
                         << " output) and output planes the size of the "
                            "input's (stride 1): a thread overwrites only "
                            "input rows it has read";
    if (config.getColumnReuse() == ColumnReuse::Shared ||
        config.getStageOutput()) {
      int64_t bytes = getSharedTileBytes(p, config);
      StringRef tiles = config.getColumnReuse() != ColumnReuse::Shared
                            ? "output tile takes"
                        : config.getStageOutput() && !config.getStageInPlace()
                            ? "input and output tiles take"
                            : "input tile takes";
      if (bytes > kMaxSharedTileBytes)
        return emitError() << "the shared " << tiles << " " << bytes
                           << " bytes; at most " << kMaxSharedTileBytes
                           << " fit a block";
    }
    if (p.outWidth % cols != 0)
      return emitError() << "expected cols_per_thread (" << cols
                         << ") to divide the output width " << p.outWidth;
    int64_t inputsPerLane = cols * p.strideW;
    if (!pixelMajorTile &&
        (inputsPerLane % vectorWidth != 0 || p.width % vectorWidth != 0))
      return emitError() << "expected vector_width (" << vectorWidth
                         << ") to divide the input columns per lane ("
                         << inputsPerLane << ") and the input width ("
                         << p.width << ")";
    int64_t rowThreads = config.getBlockRows() / config.getRowsPerThread();
    int64_t lanes =
        config.getThreads() / (config.getBlockChannels() * rowThreads);
    // Shuffle segments are powers of two that hold the row's input columns
    // (a segment must not straddle a warp); staged lanes only cover the
    // output row, reading their windows from the tile.
    if (config.getColumnReuse() == ColumnReuse::Shuffle &&
        lanes < getShuffleSegmentLanes(p, cols))
      return emitError() << "expected at least "
                         << getShuffleSegmentLanes(p, cols)
                         << " lanes per row segment to cover the input row, "
                            "got "
                         << lanes;
    if (lanes * cols < p.outWidth)
      return emitError() << "expected at least "
                         << llvm::divideCeil(p.outWidth, cols)
                         << " lanes per row segment to cover the output row, "
                            "got "
                         << lanes;
    return success();
  }
  if (p.layout == Layout::NCHW && vectorWidth != 1)
    return emitError() << "expected vector_width 1 for '"
                       << stringifyColumnReuse(config.getColumnReuse())
                       << "' column reuse in NCHW (channels are not "
                          "contiguous), got "
                       << vectorWidth;
  if (p.channels % vectorWidth != 0)
    return emitError() << "expected vector_width (" << vectorWidth
                       << ") to divide the channel count " << p.channels;
  return success();
}
