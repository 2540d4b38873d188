//===- ConfigureBackwardFilter.cpp - record filter gradient schedules -----===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Backward/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGUREBACKWARDFILTER
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType =
    "dwc-configure-backward-filter";

/// The problem of a filter gradient still to schedule: none where it has a
/// config or computes nothing (dwc-erase-empty drops it); failure, after a
/// diagnostic, where no GPU kernel can compute it.
template <typename Problem, typename GradientOp>
static FailureOr<std::optional<Problem>> getProblemToSchedule(GradientOp op) {
  if (op.getConfig() || hasEmptyResult(op))
    return std::optional<Problem>();
  FailureOr<Problem> problem = Problem::get(op);
  if (failed(problem))
    return op.emitOpError("has no GPU schedule: its shapes are dynamic");
  if (!op.getAccumulatorType().isF32())
    return op.emitOpError("has no GPU schedule: GPU kernels accumulate in "
                          "f32, got acc_type ")
           << op.getAccumulatorType();
  return std::optional<Problem>(*problem);
}

namespace {
struct ConfigureBackwardFilterPass
    : dwc::impl::DWCConfigureBackwardFilterBase<ConfigureBackwardFilterPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<GPUTarget> chosen = GPUTarget::get(chip, smCount);
    if (failed(chosen))
      return emitError(UnknownLoc::get(context))
             << "unknown chip '" << chip << "' (expected sm_90 or sm_80)";
    target = *chosen;
    return success();
  }

  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](Operation *op) {
      if (auto depthwise = dyn_cast<DepthwiseConv2DBackwardFilterOp>(op))
        return configure(depthwise);
      if (auto pointwise = dyn_cast<PointwiseConv2DBackwardFilterOp>(op))
        return configure(pointwise);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  /// The pointwise filter gradient is a GEMM: the pointwise chooser's tiles
  /// and partitions (getPointwiseCandidates), ranked by its cost model.
  WalkResult configure(PointwiseConv2DBackwardFilterOp op) {
    FailureOr<std::optional<PointwiseProblem>> toSchedule =
        getProblemToSchedule<PointwiseProblem>(op);
    if (failed(toSchedule))
      return WalkResult::interrupt();
    if (!*toSchedule)
      return WalkResult::advance();
    const PointwiseProblem &problem = **toSchedule;
    std::string reason;
    FailureOr<SmallVector<PointwiseCandidate>> candidates =
        getPointwiseCandidates(&getContext(), problem, target, reason);
    if (failed(candidates)) {
      op.emitOpError("has no GPU schedule: ") << reason;
      return WalkResult::interrupt();
    }
    PointwiseCandidate chosen = candidates->front();
    std::string why = "the lowest estimate of " +
                      std::to_string(candidates->size()) + " tiles";
    if (partitions > 0) {
      // The best tile with the forced count, clamped to what its K steps
      // can split into.
      PointwiseConfigAttr c = chosen.config;
      auto silent = [&]() { return emitError(UnknownLoc::get(&getContext())); };
      ScopedDiagnosticHandler silence(&getContext(),
                                      [](Diagnostic &) { return success(); });
      int64_t steps = llvm::divideCeil(problem.gemmK(), c.getBlockK());
      for (int64_t forced = std::min<int64_t>(partitions, steps); forced >= 1;
           --forced) {
        PointwiseConfigAttr config = getSameTileConfig(
            c, c.getMaxRegisters(), c.getStages(), forced, c.getTilesM());
        if (succeeded(
                verifyPointwiseConfigFor(silent, problem, config, target))) {
          chosen = {config, estimatePointwiseTime(problem, config, target)};
          why = "partitions=" + std::to_string(forced) + " by the option";
          break;
        }
      }
    }
    if (isDebugEnabled(kDebugType))
      llvm::dbgs() << "[" << kDebugType << "] GEMM " << problem.gemmM() << " x "
                   << problem.gemmN() << " x " << problem.gemmK() << ": "
                   << chosen.config << " ("
                   << llvm::formatv("{0:f2}", chosen.micros)
                   << " us estimated): " << why << "\n";
    op.setConfigAttr(chosen.config);
    return WalkResult::advance();
  }

  WalkResult configure(DepthwiseConv2DBackwardFilterOp op) {
    FailureOr<std::optional<DepthwiseProblem>> toSchedule =
        getProblemToSchedule<DepthwiseProblem>(op);
    if (failed(toSchedule))
      return WalkResult::interrupt();
    if (!*toSchedule)
      return WalkResult::advance();
    const DepthwiseProblem &problem = **toSchedule;
    std::string why;
    FilterGradientConfigAttr config =
        chooseFilterGradientConfig(&getContext(), problem, target, why);
    if (partitions > 0) {
      int64_t rowBlocks = getFilterGradientRowBlocks(problem, config);
      int64_t forced =
          std::min(partitions.getValue(), std::max<int64_t>(1, rowBlocks));
      config = FilterGradientConfigAttr::get(
          &getContext(), config.getThreads(), config.getBlockChannels(),
          config.getVectorWidth(), config.getRowsPerThread(),
          config.getColsPerThread(), forced, config.getMaxRegisters());
      why = "partitions=" + std::to_string(forced) + " by the option";
    }
    if (isDebugEnabled(kDebugType))
      llvm::dbgs() << "[" << kDebugType << "] " << config << ": " << why
                   << "\n";
    if (failed(verifyFilterGradientConfig(
            [&]() { return op.emitOpError("has no GPU schedule: "); }, problem,
            config)))
      return WalkResult::interrupt();
    op.setConfigAttr(config);
    return WalkResult::advance();
  }

  GPUTarget target{};
};
} // namespace
