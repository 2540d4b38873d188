//===- PointwiseSchedule.cpp - geometry and verifier of GEMM tiles --------===//

#include "dwc/Dialect/DWC/IR/PointwiseSchedule.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

FailureOr<PointwiseProblem> PointwiseProblem::get(PointwiseConv2DOp op) {
  auto input = cast<RankedTensorType>(op.getInput().getType());
  auto output = cast<RankedTensorType>(op.getInit().getType());
  if (!input.hasStaticShape() || !output.hasStaticShape())
    return failure();
  ActivationDims dims = getActivationDims(op.getLayout());
  PointwiseProblem p;
  p.batch = input.getDimSize(dims.batch);
  p.inChannels = input.getDimSize(dims.channel);
  p.outChannels = output.getDimSize(dims.channel);
  p.height = input.getDimSize(dims.height);
  p.width = input.getDimSize(dims.width);
  p.outHeight = output.getDimSize(dims.height);
  p.outWidth = output.getDimSize(dims.width);
  p.strideH = op.getStrides()[0];
  p.strideW = op.getStrides()[1];
  p.layout = op.getLayout();
  p.elementType = input.getElementType();
  p.activation = op.getActivation();
  p.math = op.getMath();
  p.hasBias = static_cast<bool>(op.getBias());
  p.hasResidual = static_cast<bool>(op.getResidual());
  p.transposedFilter = op.getTransposeFilter();
  return p;
}

FailureOr<PointwiseProblem>
PointwiseProblem::get(PointwiseConv2DBackwardFilterOp op) {
  auto input = cast<RankedTensorType>(op.getInput().getType());
  auto gradOutput = cast<RankedTensorType>(op.getGradOutput().getType());
  if (!input.hasStaticShape() || !gradOutput.hasStaticShape())
    return failure();
  ActivationDims dims = getActivationDims(op.getLayout());
  PointwiseProblem p;
  p.batch = input.getDimSize(dims.batch);
  p.inChannels = input.getDimSize(dims.channel);
  p.outChannels = gradOutput.getDimSize(dims.channel);
  p.height = p.outHeight = input.getDimSize(dims.height);
  p.width = p.outWidth = input.getDimSize(dims.width);
  p.strideH = p.strideW = 1;
  p.layout = op.getLayout();
  p.elementType = input.getElementType();
  p.filterGradient = true;
  return p;
}

FailureOr<PointwiseProblem> PointwiseProblem::get(SeparableConv2DOp op) {
  auto input = cast<RankedTensorType>(op.getInput().getType());
  auto output = cast<RankedTensorType>(op.getInit().getType());
  if (!input.hasStaticShape() || !output.hasStaticShape())
    return failure();
  ActivationDims dims = getActivationDims(op.getLayout());
  PointwiseProblem p;
  p.batch = output.getDimSize(dims.batch);
  p.inChannels = op.getDepthwiseFilter().getType().getDimSize(
      getDepthwiseFilterDims(op.getLayout()).channel);
  p.outChannels = output.getDimSize(dims.channel);
  p.height = p.outHeight = output.getDimSize(dims.height);
  p.width = p.outWidth = output.getDimSize(dims.width);
  p.strideH = p.strideW = 1;
  p.layout = op.getLayout();
  p.elementType = input.getElementType();
  p.activation = op.getActivation();
  p.math = op.getMath();
  p.hasBias = static_cast<bool>(op.getPointwiseBias());
  p.hasResidual = static_cast<bool>(op.getResidual());
  return p;
}

LogicalResult
mlir::dwc::verifySeparableFusion(function_ref<InFlightDiagnostic()> emitError,
                                 SeparableConv2DOp op) {
  if (op.getLayout() != Layout::NHWC)
    return emitError() << "the fused kernel reads NHWC (channels are the "
                          "GEMM's K)";
  if (!op.getAccumulatorType().isF32())
    return emitError() << "the fused kernel accumulates in f32";
  auto input = cast<RankedTensorType>(op.getInput().getType());
  ActivationDims dims = getActivationDims(op.getLayout());
  int64_t channels = op.getDepthwiseFilter().getType().getDimSize(
      getDepthwiseFilterDims(op.getLayout()).channel);
  if (input.getDimSize(dims.channel) != channels)
    return emitError() << "the fused kernel takes channel multiplier 1";
  if (failed(PointwiseProblem::get(op)))
    return emitError() << "the fused kernel needs static shapes";
  return success();
}

/// tf32 fragments are read as 32-bit words: 4 words of padding put the 8
/// rows of an A fragment (lanes g = 0..7 at word g * (K + 4) + t) in distinct
/// banks. 16-bit ldmatrix rows are 16 bytes: 8 elements of padding do the
/// same. ffma reads rows as vectors; 4 elements keep them 16-byte aligned.
int64_t mlir::dwc::getGemmTilePaddingA(PointwiseConfigAttr config,
                                       Type elementType) {
  if (config.getInstruction() == GemmInstruction::Mma &&
      elementType.getIntOrFloatBitWidth() == 16)
    return 8;
  return 4;
}

int64_t mlir::dwc::getGemmTilePaddingB(PointwiseConfigAttr config,
                                       Type elementType) {
  return config.getInstruction() == GemmInstruction::Mma ? 8 : 4;
}

SmallVector<int64_t, 2> mlir::dwc::getGemmTileShapeA(PointwiseConfigAttr config,
                                                     Type elementType) {
  int64_t pad = getGemmTilePaddingA(config, elementType);
  // ffma reads a column of A per k: A is stored transposed.
  if (config.getInstruction() == GemmInstruction::FFMA)
    return {config.getBlockK(), config.getBlockM() + pad};
  return {config.getBlockM(), config.getBlockK() + pad};
}

SmallVector<int64_t, 2> mlir::dwc::getGemmTileShapeB(PointwiseConfigAttr config,
                                                     Type elementType) {
  return {config.getBlockK(),
          config.getBlockN() + getGemmTilePaddingB(config, elementType)};
}

bool mlir::dwc::isGemmEpilogueStaged(PointwiseConfigAttr config) {
  return config.getInstruction() == GemmInstruction::Mma &&
         config.getVectorWidth() > 2;
}

SmallVector<int64_t, 3>
mlir::dwc::getGemmEpilogueTileShape(PointwiseConfigAttr config) {
  if (!isGemmEpilogueStaged(config))
    return {};
  return {config.getWarpsM() * config.getWarpsN(), kGemmMmaRows,
          config.getBlockN() / config.getWarpsN() + 4};
}

int64_t mlir::dwc::getGemmWorkgroupBytes(const PointwiseProblem &problem,
                                         PointwiseConfigAttr config) {
  SmallVector<int64_t, 2> a = getGemmTileShapeA(config, problem.elementType);
  SmallVector<int64_t, 2> b = getGemmTileShapeB(config, problem.elementType);
  int64_t staging = 0;
  if (SmallVector<int64_t, 3> c = getGemmEpilogueTileShape(config); !c.empty())
    staging = c[0] * c[1] * c[2] * 4;
  return config.getStages() * (a[0] * a[1] + b[0] * b[1]) *
             problem.elementBytes() +
         staging;
}

int64_t mlir::dwc::getGemmKSteps(const PointwiseProblem &problem,
                                 PointwiseConfigAttr config) {
  return llvm::divideCeilSigned(
      llvm::divideCeilSigned(problem.gemmK(), config.getBlockK()),
      config.getPartitions());
}

std::array<int64_t, 3> mlir::dwc::getGemmGrid(const PointwiseProblem &problem,
                                              PointwiseConfigAttr config) {
  return {llvm::divideCeilSigned(
              llvm::divideCeilSigned(problem.gemmM(), config.getBlockM()),
              config.getTilesM()),
          llvm::divideCeilSigned(problem.gemmN(), config.getBlockN()),
          problem.gemmBatch() * config.getPartitions()};
}

PointwiseConfigAttr mlir::dwc::getSameTileConfig(PointwiseConfigAttr config,
                                                 int64_t maxRegisters,
                                                 int64_t stages,
                                                 int64_t partitions,
                                                 int64_t tilesM) {
  return PointwiseConfigAttr::get(
      config.getContext(), config.getBlockM(), config.getBlockN(),
      config.getBlockK(), config.getWarpsM(), config.getWarpsN(),
      config.getVectorWidth(), config.getInstruction(), maxRegisters, stages,
      partitions, tilesM, config.getFlatPixels());
}

LogicalResult PointwiseConfigAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, int64_t blockM,
    int64_t blockN, int64_t blockK, int64_t warpsM, int64_t warpsN,
    int64_t vectorWidth, GemmInstruction instruction, int64_t maxRegisters,
    int64_t stages, int64_t partitions, int64_t tilesM, bool flatPixels) {
  if (blockM <= 0 || blockN <= 0 || blockK <= 0 || warpsM <= 0 || warpsN <= 0 ||
      vectorWidth <= 0)
    return emitError() << "expected positive pointwise config parameters";
  if (warpsM * warpsN * 32 > 1024)
    return emitError() << "expected at most 32 warps, got " << warpsM * warpsN;
  if (!llvm::isPowerOf2_64(vectorWidth))
    return emitError() << "expected a power-of-two vector_width, got "
                       << vectorWidth;
  if (blockK % vectorWidth != 0 || blockN % vectorWidth != 0)
    return emitError() << "expected vector_width " << vectorWidth
                       << " to divide block_k and block_n";
  // Warp tiles of whole instruction tiles; mma's B fragments are loaded two
  // 8-column tiles at a time.
  int64_t rowUnit =
      instruction == GemmInstruction::Mma ? kGemmMmaRows : kFfmaLaneRows;
  int64_t colUnit =
      instruction == GemmInstruction::Mma ? 2 * kGemmMmaCols : kFfmaLaneCols;
  if (blockM % (warpsM * rowUnit) != 0 || blockN % (warpsN * colUnit) != 0)
    return emitError() << "expected block_m to be a multiple of " << rowUnit
                       << " x warps_m and block_n of " << colUnit
                       << " x warps_n (whole '"
                       << stringifyGemmInstruction(instruction)
                       << "' tiles per warp)";
  if (maxRegisters != 0 &&
      (maxRegisters < kMinRegisterLimit || maxRegisters > kMaxRegisterLimit))
    return emitError() << "expected max_registers to be 0 (no limit) or in ["
                       << kMinRegisterLimit << ", " << kMaxRegisterLimit
                       << "], got " << maxRegisters;
  if (stages < 1 || stages > kMaxGemmStages)
    return emitError() << "expected stages in [1, " << kMaxGemmStages
                       << "], got " << stages;
  if (partitions < 1)
    return emitError() << "expected at least 1 partition, got " << partitions;
  if (tilesM < 1 || tilesM > kMaxGemmTilesM)
    return emitError() << "expected tiles_m in [1, " << kMaxGemmTilesM
                       << "], got " << tilesM;
  if (flatPixels &&
      (instruction != GemmInstruction::Mma || warpsN != 1 || vectorWidth <= 2))
    return emitError() << "flat_pixels takes 'mma' with warps_n = 1 and a "
                          "vector_width above 2 (whole rows of C a warp, "
                          "stored through its staging tile)";
  // Past 128 f32 accumulators a thread, its registers spill; ptxas holds
  // 128 (a 64 x 64 `mma` warp tile) in 222 to 242 registers on sm_90.
  int64_t accumulators = blockM * blockN / (32 * warpsM * warpsN);
  if (accumulators > kMaxGemmAccumulators)
    return emitError() << "expected at most " << kMaxGemmAccumulators
                       << " accumulators a thread, got " << accumulators
                       << " (a " << blockM / warpsM << " x " << blockN / warpsN
                       << " warp tile)";
  return success();
}

/// The layers and tiles `flat_pixels` applies to: B's runs and C's rows
/// start aligned and end on whole chunks.
static LogicalResult
verifyFlatPixels(function_ref<InFlightDiagnostic()> emitError,
                 const PointwiseProblem &p, PointwiseConfigAttr config) {
  if (p.isNHWC() || p.isStrided() || p.filterGradient)
    return emitError() << "flat_pixels reads the pixels of an unstrided NCHW "
                          "pointwise convolution as runs";
  if (config.getBlockN() < p.pixels())
    return emitError() << "flat_pixels needs block_n to cover an image's "
                       << p.pixels() << " pixels, got " << config.getBlockN();
  int64_t width = config.getVectorWidth();
  for (auto [extent, what] :
       {std::pair{p.inChannels, "input channels"},
        std::pair{p.outChannels, "output channels"},
        std::pair{config.getBlockK(), "block_k channels"}})
    if (extent * p.pixels() % width != 0)
      return emitError() << "flat_pixels: expected vector_width " << width
                         << " to divide the run of " << what << " x "
                         << p.pixels() << " pixels";
  return success();
}

LogicalResult
mlir::dwc::verifyPointwiseConfig(function_ref<InFlightDiagnostic()> emitError,
                                 const PointwiseProblem &p,
                                 PointwiseConfigAttr config) {
  bool is16Bit = p.elementBytes() == 2;
  if (config.getInstruction() == GemmInstruction::FFMA && is16Bit)
    return emitError() << "'ffma' pointwise kernels take f32, got "
                       << p.elementType;
  if (config.getInstruction() == GemmInstruction::Mma && !is16Bit &&
      p.math != MathMode::TF32)
    return emitError() << "'mma' on f32 rounds the products to tf32: it needs "
                          "math = tf32";
  if (config.getInstruction() == GemmInstruction::Mma &&
      config.getBlockK() % (is16Bit ? 16 : 8) != 0)
    return emitError() << "expected block_k to be a multiple of "
                       << (is16Bit ? 16 : 8) << " (the mma's k)";
  int64_t width = config.getVectorWidth();
  if (width * p.elementBytes() > kMaxAccessBytes)
    return emitError() << "expected vector_width of at most "
                       << kMaxAccessBytes / p.elementBytes() << " for "
                       << p.elementType << ", got " << width;
  if (config.getFlatPixels()) {
    if (failed(verifyFlatPixels(emitError, p, config)))
      return failure();
  } else if (p.gemmN() % width != 0) {
    // Every access lies in one row of its operand and starts aligned: C's
    // and a B read as it is run along N, A's read transposed along M, the
    // others along the contiguous runs of K.
    return emitError() << "expected vector_width " << width
                       << " to divide the GEMM's N (" << p.gemmN() << ")";
  }
  if (p.contiguousK() % width != 0) {
    if (p.contiguousK() == p.gemmK())
      return emitError() << "expected vector_width " << width
                         << " to divide the GEMM's K (" << p.gemmK() << ")";
    return emitError() << "expected vector_width " << width
                       << " to divide an image's pixels (" << p.contiguousK()
                       << "), the runs of the GEMM's K that lie contiguously";
  }
  if (p.transposedA() && p.gemmM() % width != 0)
    return emitError() << "A is read along the GEMM's M: expected "
                          "vector_width "
                       << width << " to divide M (" << p.gemmM() << ")";
  int64_t partitions = config.getPartitions();
  if (partitions > 1 && !p.filterGradient)
    return emitError() << "only a filter gradient's K is split into "
                          "partitions, got "
                       << partitions;
  int64_t steps = llvm::divideCeil(p.gemmK(), config.getBlockK());
  if (partitions > 1 && (partitions - 1) * getGemmKSteps(p, config) >= steps)
    return emitError() << "expected every one of the " << partitions
                       << " partitions to hold some of the " << steps
                       << " K steps";
  if (!p.isNHWC() && p.isStrided() && width != 1)
    return emitError() << "a strided NCHW pointwise kernel reads pixels one "
                          "at a time: expected vector_width 1, got "
                       << width;
  int64_t bytes = getGemmWorkgroupBytes(p, config);
  if (bytes > kMaxGemmWorkgroupBytes)
    return emitError() << "workgroup tiles of " << bytes << " bytes ("
                       << config.getStages() << " stages"
                       << (isGemmEpilogueStaged(config)
                               ? " and the epilogue's staging tiles"
                               : "")
                       << ") exceed the " << kMaxGemmWorkgroupBytes
                       << " bytes a block may hold";
  return verifyLaunchGrid(emitError, getGemmGrid(p, config));
}
