//===- DataGradientStrategy.cpp - the data gradient chooser ---------------===//

#include "dwc/Dialect/DWC/Transforms/Backward/Configure.h"

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-configure-backward-data";

/// Threads of a gather block: enough warps to hide a load's latency behind
/// the others', few enough that a small layer still spreads over the SMs.
static constexpr int64_t kGatherBlockThreads = 256;

GatherConfigAttr mlir::dwc::getGatherConfig(MLIRContext *context,
                                            const DepthwiseProblem &p,
                                            const GPUTarget &target) {
  int64_t vectorWidth = 1, cells = 1;
  if (p.layout == Layout::NHWC && p.multiplier == 1) {
    vectorWidth = p.widestVectorDividing(p.channels);
  } else if (p.layout == Layout::NCHW) {
    // The widest aligned run of whole cells that a row stores as one access
    // (getGatherRowRun): 16-bit elements one at a time write half sectors.
    for (int64_t run = p.maxVectorWidth(); run > p.strideW; run /= 2)
      if (run % p.strideW == 0 && p.width % run == 0) {
        cells = run / p.strideW;
        break;
      }
  }
  int64_t threadsPerImage = getGatherThreadsPerImage(p, vectorWidth, cells);
  int64_t threads = kGatherBlockThreads;
  // Halve the block while the grid would leave SMs idle and a block still
  // holds more than two warps.
  while (threads > 64 &&
         llvm::divideCeilSigned(threadsPerImage, threads) * p.batch <
             2 * target.smCount)
    threads /= 2;
  threads = std::min<int64_t>(threads, llvm::alignTo(threadsPerImage, 32));
  return GatherConfigAttr::get(context, threads, cells, vectorWidth,
                               /*maxRegisters=*/0);
}

FailureOr<DataGradientChoice> mlir::dwc::chooseDataGradientStrategy(
    MLIRContext *context, const DepthwiseProblem &p, const GPUTarget &target,
    bool allowForward, std::string &reason) {
  auto explain = [&](DataGradientChoice choice) {
    if (isDebugEnabled(kDebugType)) {
      llvm::dbgs() << "[" << kDebugType << "] "
                   << stringifyDataGradientStrategy(choice.strategy);
      if (choice.config)
        llvm::dbgs() << " " << choice.config;
      llvm::dbgs() << ": " << choice.why << "\n";
    }
    return choice;
  };
  std::string whyNotForward;
  if (allowForward && canRunAsForward(p, whyNotForward))
    return explain({DataGradientStrategy::Forward,
                    {},
                    "the forward kernels run the flipped filter over the "
                    "output gradient with their row and column reuse"});
  if (!allowForward)
    whyNotForward = "the forward strategy is not allowed";
  GatherConfigAttr config = getGatherConfig(context, p, target);
  std::string diagnostic;
  llvm::raw_string_ostream os(diagnostic);
  ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
    os << diag.str();
    return success();
  });
  if (failed(verifyGatherConfig(
          [&]() { return mlir::emitError(UnknownLoc::get(context)); }, p,
          config))) {
    reason = "the gather kernel cannot run it (" + diagnostic +
             ") and not the forward kernels: " + whyNotForward;
    return failure();
  }
  return explain({DataGradientStrategy::Gather, config, whyNotForward});
}
