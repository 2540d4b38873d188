//===- Select.cpp - the pointwise schedule chooser ------------------------===//
//
// The instruction and vector width follow from the layer (element type,
// `math`, the contiguous extents); the block tile is searched: every valid
// tile of a small space is rated by estimatePointwiseTime and the fastest
// estimate wins. -debug-only=dwc-configure-pointwise prints the ranking.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-configure-pointwise";

/// Warps of a candidate's blocks. ptxas reads a block's size from its launch
/// bounds: for one or two warps it caps their registers low and spills, and
/// past 8 warps (256 threads) 64K registers leave too few for 64
/// accumulators.
static constexpr int64_t kMinWarps = 4, kMaxWarps = 8;

int64_t mlir::dwc::estimateGemmRegisters(PointwiseConfigAttr config,
                                         const GemmKernelTraits &traits) {
  int64_t accumulators = getGemmAccumulators(config);
  // Fitted to ptxas on sm_90: 62 registers at 8 accumulators, 106 at 64.
  return std::min<int64_t>(kMaxRegisterLimit,
                           56 + accumulators + traits.extraRegisters);
}

double mlir::dwc::estimatePointwiseTime(const PointwiseProblem &p,
                                        PointwiseConfigAttr config,
                                        const GPUTarget &target) {
  std::array<int64_t, 3> grid = getGemmGrid(p, config);
  int64_t kSteps = getGemmKSteps(p, config);
  double bytes = p.elementBytes();
  // A is re-read by every block column and B by every block row; an operand
  // that L2 holds comes from DRAM once.
  double aBytes = bytes * p.gemmM() * p.gemmK() * p.gemmBatch();
  double bBytes = bytes * p.gemmK() * p.gemmN() * p.gemmBatch();
  auto reads = [&](double operandBytes, int64_t rereads) {
    return operandBytes * 4 <= target.l2Bytes ? operandBytes
                                              : operandBytes * rereads;
  };
  double cBytes =
      bytes * p.gemmM() * p.gemmN() * p.gemmBatch() * (p.hasResidual ? 2 : 1);
  // Partial sums go out in f32 and come back in dwc.reduce_partials's
  // kernel, which also has its own launch and drain.
  int64_t partitions = config.getPartitions();
  double partialBytes = 4.0 * p.gemmM() * p.gemmN() * partitions;
  double reduceTime = partitions == 1
                          ? 0
                          : (partialBytes + cBytes) / target.copyBandwidth +
                                2 * target.memoryLatency;
  if (partitions > 1)
    cBytes = partialBytes;
  double memory = (reads(aBytes, grid[1]) + reads(bBytes, grid[0]) + cBytes) /
                  target.copyBandwidth;
  // Every block reads its tiles through L2.
  double blocks = double(grid[0]) * grid[1] * grid[2];
  double tileBytes =
      blocks * kSteps * bytes *
      (config.getBlockK() * (config.getBlockM() + config.getBlockN()));
  double l2 = tileBytes / target.l2Bandwidth;
  double rate = config.getInstruction() == GemmInstruction::FFMA
                    ? target.ffmaRate
                : p.elementBytes() == 2 ? target.mma16Rate
                                        : target.mmaTF32Rate;
  double compute = blocks * config.getBlockM() * config.getBlockN() *
                   (kSteps * config.getBlockK()) / rate;
  // Blocks resident per SM (threads, registers, workgroup memory).
  int64_t threads = 32 * config.getWarpsM() * config.getWarpsN();
  int64_t resident = std::min(
      getResidentBlocksPerSM(target, threads,
                             config.getMaxRegisters()
                                 ? config.getMaxRegisters()
                                 : estimateGemmRegisters(config)),
      target.sharedMemoryPerSM /
          std::max<int64_t>(1, getGemmWorkgroupBytes(p, config)));
  resident = std::max<int64_t>(resident, 1);
  GridFill fill = getGridFill(target, blocks, resident);
  double throughputTime = fill.stretch(std::max({memory, l2, compute}));
  // Each step of a wave (a block's K steps of each of its tiles) waits for
  // its tiles (DRAM latency and the barriers) unless earlier stages hid it:
  // with s stages, the copies of s - 1 steps are in flight while one is
  // multiplied. Small grids of long K loops pay it.
  int64_t stages = config.getStages();
  int64_t steps = kSteps * config.getTilesM();
  double latency = std::ceil(fill.waves) * double(steps + stages - 1) / stages *
                   target.memoryLatency;
  return (throughputTime + latency + reduceTime) * 1e6;
}

LogicalResult mlir::dwc::verifyPointwiseConfigFor(
    function_ref<InFlightDiagnostic()> emitError, const PointwiseProblem &p,
    PointwiseConfigAttr config, const GPUTarget &target) {
  if (failed(verifyPointwiseConfig(emitError, p, config)))
    return failure();
  // `ffma` tiles stay in the static 48 KB: measured on an H100, the larger
  // ones the cost model preferred (it prices their traffic, not their
  // fewer resident warps) ran 1.2x-1.4x slower; `mma` ones ran 0.93x-0.98x.
  int64_t limit =
      config.getInstruction() == GemmInstruction::Mma
          ? target.sharedMemoryPerBlock - kDynamicWorkgroupAnchorBytes
          : kMaxStaticWorkgroupBytes;
  int64_t bytes = getGemmWorkgroupBytes(p, config);
  if (bytes > limit)
    return emitError() << "workgroup tiles of " << bytes << " bytes exceed the "
                       << limit << " bytes a '"
                       << stringifyGemmInstruction(config.getInstruction())
                       << "' block may hold on the target";
  return success();
}

/// Powers of two of partitions tried for a filter gradient's K.
static constexpr int64_t kMaxGemmPartitions = 64;

/// Most K steps of a tile for which several tiles a block pay: with more,
/// a block's own stages already overlap its loads with its multiplies.
static constexpr int64_t kMaxTiledKSteps = 2;

/// Configs of more accumulators than the chooser takes that rank after its
/// pick, for dwc-tune, and their warp tiles' rows and columns: the square
/// tiles that were measured (thinner ones of as many accumulators, such as
/// 32 x 128, spill).
static constexpr int64_t kMaxWideCandidates = 2;
static constexpr int64_t kWideWarpTile = 64;

/// Ranked configs whose tiles_m variants are looked for, best first.
static constexpr int64_t kMaxTiledBases = 8;

/// The variants of `chosen` with 2, 4 and 8 tiles a block (tiles_m) and 2
/// to 4 stages that the verifier accepts and that leave the grid at least
/// one block per SM, best estimate first. Measured on the benchmark's 1x1
/// layers they lost to one tile a block (docs/design.md 5e): the chooser
/// keeps its own pick and ranks them next, for dwc-tune to measure on other
/// layers and chips.
static SmallVector<PointwiseCandidate>
getTiledVariants(MLIRContext *context, const PointwiseProblem &p,
                 const GPUTarget &target, PointwiseConfigAttr chosen) {
  SmallVector<PointwiseCandidate> variants;
  if (getGemmKSteps(p, chosen) > kMaxTiledKSteps)
    return variants;
  auto emitError = [&]() { return mlir::emitError(UnknownLoc::get(context)); };
  for (int64_t tiles : {2, 4, 8}) {
    for (int64_t stages = 2; stages <= kMaxGemmStages; ++stages) {
      PointwiseConfigAttr config =
          getSameTileConfig(chosen, chosen.getMaxRegisters(), stages,
                            chosen.getPartitions(), tiles);
      std::array<int64_t, 3> grid = getGemmGrid(p, config);
      if (grid[0] * grid[1] * grid[2] < target.smCount ||
          stages > getGemmKSteps(p, config) * tiles ||
          failed(verifyPointwiseConfigFor(emitError, p, config, target)))
        continue;
      variants.push_back({config, estimatePointwiseTime(p, config, target)});
    }
  }
  llvm::stable_sort(variants, [](const PointwiseCandidate &lhs,
                                 const PointwiseCandidate &rhs) {
    return lhs.micros < rhs.micros;
  });
  return variants;
}

/// `candidates` (one partition each) and, for a filter gradient, each of
/// them with its K split into every power of two of partitions that the
/// verifier accepts and kMaxPointwisePartialsFraction allows.
static void addPartitionedCandidates(MLIRContext *context,
                                     const PointwiseProblem &p,
                                     const GPUTarget &target,
                                     SmallVectorImpl<PointwiseCandidate> &all) {
  if (!p.filterGradient)
    return;
  double activationBytes = double(p.elementBytes()) * p.batch * p.pixels() *
                           (p.inChannels + p.outChannels);
  double partitionBytes = 4.0 * p.gemmM() * p.gemmN();
  auto emitError = [&]() { return mlir::emitError(UnknownLoc::get(context)); };
  size_t unsplit = all.size();
  for (size_t i = 0; i < unsplit; ++i) {
    PointwiseConfigAttr c = all[i].config;
    for (int64_t partitions = 2; partitions <= kMaxGemmPartitions;
         partitions *= 2) {
      if (partitions * partitionBytes >
          kMaxPointwisePartialsFraction * activationBytes)
        break;
      PointwiseConfigAttr config = getSameTileConfig(
          c, c.getMaxRegisters(), c.getStages(), partitions, c.getTilesM());
      if (failed(verifyPointwiseConfigFor(emitError, p, config, target)))
        break;
      all.push_back({config, estimatePointwiseTime(p, config, target)});
    }
  }
}

FailureOr<SmallVector<PointwiseCandidate>> mlir::dwc::getPointwiseCandidates(
    MLIRContext *context, const PointwiseProblem &p, const GPUTarget &target,
    std::string &reason, const GemmKernelTraits &traits) {
  bool is16Bit = p.elementBytes() == 2;
  GemmInstruction instruction = is16Bit || p.math == MathMode::TF32
                                    ? GemmInstruction::Mma
                                    : GemmInstruction::FFMA;
  int64_t width = kMaxAccessBytes / p.elementBytes();
  // Chunks run along N, along the contiguous runs of K, and along M where
  // A is read transposed.
  while (p.contiguousK() % width != 0 || p.gemmN() % width != 0 ||
         (p.transposedA() && p.gemmM() % width != 0))
    width /= 2;
  if (!p.isNHWC() && p.isStrided())
    width = 1;
  // Invalid tiles are skipped, so their diagnostics are not reported.
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  auto emitError = [&]() { return mlir::emitError(UnknownLoc::get(context)); };
  SmallVector<PointwiseCandidate> candidates;
  // Tiles of more accumulators than the chooser takes, up to the verifier's
  // limit, of 64 x 64 `mma` warp tiles: measurement, not the model, picks
  // them per layer (see GemmKernelTraits::maxAccumulators).
  SmallVector<PointwiseCandidate> wide;
  bool collectWide = instruction == GemmInstruction::Mma &&
                     traits.maxStages > 1 && !p.filterGradient;
  auto addCandidates = [&](int64_t width, bool flat) {
    for (int64_t blockK : {8, 16, 32, 64})
      for (int64_t blockM : {16, 32, 64, 128, 256})
        for (int64_t blockN : {8, 16, 32, 64, 128, 256})
          for (int64_t warpsM : {1, 2, 4, 8})
            for (int64_t warpsN : {1, 2, 4, 8})
              for (int64_t stages = 1; stages <= traits.maxStages; ++stages) {
                bool isWide = blockM * blockN / (32 * warpsM * warpsN) >
                              traits.maxAccumulators;
                // More stages than K steps hold nothing.
                if (stages > llvm::divideCeilSigned(p.gemmK(), blockK) ||
                    failed(PointwiseConfigAttr::verify(
                        emitError, blockM, blockN, blockK, warpsM, warpsN,
                        width, instruction, 0, stages, /*partitions=*/1,
                        /*tilesM=*/1, flat)) ||
                    (isWide &&
                     !(collectWide && blockM / warpsM == kWideWarpTile &&
                       blockN / warpsN == kWideWarpTile)) ||
                    warpsM * warpsN < kMinWarps || warpsM * warpsN > kMaxWarps)
                  continue;
                auto config = PointwiseConfigAttr::get(
                    context, blockM, blockN, blockK, warpsM, warpsN, width,
                    instruction, 0, stages, /*partitions=*/1, /*tilesM=*/1,
                    flat);
                if (failed(
                        verifyPointwiseConfigFor(emitError, p, config, target)))
                  continue;
                // Tiles far larger than the GEMM only pad it.
                auto tooLarge = [](int64_t block, int64_t extent) {
                  return block >
                         std::max<int64_t>(32, 2 * llvm::PowerOf2Ceil(extent));
                };
                if (tooLarge(blockM, p.gemmM()) ||
                    tooLarge(blockN, p.gemmN()) || tooLarge(blockK, p.gemmK()))
                  continue;
                (isWide ? wide : candidates)
                    .push_back(
                        {config, estimatePointwiseTime(p, config, target)});
              }
  };
  // Rows of pixels read one element at a time ran NCHW maps of 7 x 7 pixels
  // at 0.11x-0.17x PyTorch's speed (the cost model does not see access
  // widths): where the rows cut the access below a full chunk, the
  // `flat_pixels` tiles of the widest chunk above 2 elements that the
  // verifier accepts (NCHW `mma` layers whose runs of channels x pixels are
  // whole chunks) are the candidates. A data gradient (its filter read
  // transposed) keeps its rows until its flat form has been checked against
  // float64 on a GPU.
  int64_t maxWidth = kMaxAccessBytes / p.elementBytes();
  if (width < maxWidth && !p.transposedFilter)
    for (int64_t flatWidth = maxWidth;
         flatWidth > width && flatWidth > 2 && candidates.empty();
         flatWidth /= 2)
      addCandidates(flatWidth, /*flat=*/true);
  if (candidates.empty()) {
    wide.clear();
    addCandidates(width, /*flat=*/false);
  }
  if (candidates.empty()) {
    reason = "no GEMM tile fits the layer";
    return failure();
  }
  addPartitionedCandidates(context, p, target, candidates);
  // Estimates in the same 1% bucket tie; larger block tiles (fewer
  // re-reads, fewer blocks) then win, then more warps (up to 8) to hide
  // latency, then fewer stages (less workgroup memory), then fewer
  // partitions (less scratch), and enumeration order keeps the choice
  // deterministic.
  auto key = [](const PointwiseCandidate &c) {
    PointwiseConfigAttr config = c.config;
    return std::make_tuple(
        static_cast<int64_t>(std::floor(std::log(c.micros) / std::log(1.01))),
        -config.getBlockM() * config.getBlockN(),
        -std::min<int64_t>(8, config.getWarpsM() * config.getWarpsN()),
        config.getStages(), config.getPartitions());
  };
  llvm::stable_sort(candidates, [&](const PointwiseCandidate &lhs,
                                    const PointwiseCandidate &rhs) {
    return key(lhs) < key(rhs);
  });
  // A kernel whose A tiles are computed (traits.maxStages 1) or a filter
  // gradient (K split by partitions) keeps one tile a block.
  // The variants are those of the best-ranked config that has any: the
  // pick's tiles may leave no room for a second stage.
  if (traits.maxStages > 1 && !p.filterGradient) {
    for (const PointwiseCandidate &base :
         ArrayRef(candidates).take_front(kMaxTiledBases)) {
      SmallVector<PointwiseCandidate> tiled =
          getTiledVariants(context, p, target, base.config);
      if (tiled.empty())
        continue;
      candidates.insert(std::next(candidates.begin()), tiled.begin(),
                        tiled.end());
      break;
    }
  }
  // The best-estimated wide tiles come right after the pick (before its
  // several-tile variants), for dwc-tune to measure first: on an H100 they were
  // the fastest of their layer's schedules on 26 of the benchmark's 58 1x1
  // layers at N=128 f16.
  llvm::stable_sort(
      wide, [&](const PointwiseCandidate &lhs, const PointwiseCandidate &rhs) {
        return key(lhs) < key(rhs);
      });
  candidates.insert(
      std::next(candidates.begin()), wide.begin(),
      std::next(wide.begin(),
                std::min<int64_t>(kMaxWideCandidates, wide.size())));
  return candidates;
}

FailureOr<PointwiseConfigAttr>
mlir::dwc::choosePointwiseConfig(MLIRContext *context,
                                 const PointwiseProblem &p,
                                 const GPUTarget &target, std::string &reason,
                                 const GemmKernelTraits &traits) {
  FailureOr<SmallVector<PointwiseCandidate>> candidates =
      getPointwiseCandidates(context, p, target, reason, traits);
  if (failed(candidates))
    return failure();
  if (isDebugEnabled(kDebugType)) {
    llvm::dbgs() << "[" << kDebugType << "] GEMM " << p.gemmM() << " x "
                 << p.gemmN() << " x " << p.gemmK() << " (x" << p.gemmBatch()
                 << "), " << candidates->size()
                 << " candidates, the pick first:\n";
    for (const PointwiseCandidate &c : ArrayRef(*candidates).take_front(5))
      llvm::dbgs() << "  " << llvm::formatv("{0,8:f2}", c.micros) << " us "
                   << c.config
                   << (c.config.getTilesM() > 1 ||
                               getGemmAccumulators(c.config) >
                                   traits.maxAccumulators
                           ? " (for dwc-tune to measure)"
                           : "")
                   << "\n";
  }
  return candidates->front().config;
}
