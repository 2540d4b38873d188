//===- Strategy.cpp - the separable strategy chooser ----------------------===//

#include "dwc/Dialect/DWC/Transforms/Separable/Configure.h"

#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-configure-separable";

/// The fused kernel's producer holds two chunks' windows of taps and their
/// accumulators, and computes A in step with the multiply.
static constexpr GemmKernelTraits kFusedProducerTraits{
    /*extraRegisters=*/48, /*maxAccumulators=*/32, /*maxStages=*/1};

FailureOr<SeparableChoice>
mlir::dwc::chooseSeparableStrategy(SeparableConv2DOp op,
                                   const GPUTarget &target,
                                   std::string &reason) {
  SeparableChoice choice{SeparableStrategy::Split, {}, 0, 0, ""};
  auto explain = [&]() {
    if (isDebugEnabled(kDebugType))
      llvm::dbgs() << "[" << kDebugType << "] "
                   << llvm::formatv("split {0:f2} us, fused {1:f2} us: ",
                                    choice.splitMicros, choice.fusedMicros)
                   << choice.why << "\n";
    return choice;
  };
  std::string why;
  llvm::raw_string_ostream whyStream(why);
  // The fused kernel's own limits, as a reason to split.
  {
    ScopedDiagnosticHandler capture(op.getContext(), [&](Diagnostic &diag) {
      whyStream << diag.str();
      return success();
    });
    if (failed(verifySeparableFusion(
            [&]() { return emitError(op.getLoc()); }, op))) {
      choice.why = "split: " + why;
      return explain();
    }
  }
  PointwiseProblem gemm = *PointwiseProblem::get(op);
  FailureOr<PointwiseConfigAttr> config = choosePointwiseConfig(
      op.getContext(), gemm, target, reason, kFusedProducerTraits);
  if (failed(config)) {
    choice.why = "split: no GEMM tile for the fused kernel";
    return explain();
  }
  auto input = cast<RankedTensorType>(op.getInput().getType());
  double bytes = gemm.elementBytes();
  double inputBytes = bytes * input.getNumElements();
  double middleBytes = bytes * gemm.gemmM() * gemm.gemmK();
  double outputBytes = bytes * gemm.gemmM() * gemm.gemmN() *
                       (gemm.hasResidual ? 2 : 1);
  // Each block column recomputes the depthwise tile: every tap is a load of
  // `vector_width` channels through L1 (at 128 bytes a clock per SM).
  int64_t blockColumns = getGemmGrid(gemm, *config)[1];
  int64_t taps = op.getDepthwiseFilter().getType().getNumElements() /
                 gemm.gemmK();
  double l1Bandwidth = 128.0 * 1.7e9 * target.smCount;
  double produce = blockColumns * middleBytes * taps / l1Bandwidth;
  double fused =
      std::max((inputBytes + outputBytes) / target.copyBandwidth, produce);
  double split = (inputBytes + 2 * middleBytes + outputBytes) /
                 target.copyBandwidth;
  choice.splitMicros = split * 1e6;
  choice.fusedMicros = fused * 1e6;
  choice.config = *config;
  if (fused < split)
    choice.strategy = SeparableStrategy::Fused;
  choice.why = llvm::formatv("{0}: {1} block column(s) x {2} taps of "
                             "recomputation against the intermediate's "
                             "traffic",
                             fused < split ? "fused" : "split", blockColumns,
                             taps);
  return explain();
}

FailureOr<SmallVector<PointwiseCandidate>>
mlir::dwc::getFusedSeparableCandidates(SeparableConv2DOp op,
                                       const GPUTarget &target,
                                       std::string &reason) {
  FailureOr<PointwiseProblem> gemm = PointwiseProblem::get(op);
  if (failed(gemm)) {
    reason = "needs static shapes";
    return failure();
  }
  return getPointwiseCandidates(op.getContext(), *gemm, target, reason,
                                kFusedProducerTraits);
}
