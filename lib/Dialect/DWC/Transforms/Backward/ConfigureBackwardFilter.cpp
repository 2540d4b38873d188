//===- ConfigureBackwardFilter.cpp - record filter gradient schedules -----===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Backward/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "llvm/Support/Debug.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGUREBACKWARDFILTER
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType =
    "dwc-configure-backward-filter";

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
    WalkResult result =
        getOperation()->walk([&](DepthwiseConv2DBackwardFilterOp op) {
          // An empty result needs no kernel (dwc-erase-empty drops the op).
          if (op.getConfig() || hasEmptyResult(op))
            return WalkResult::advance();
          FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(op);
          if (failed(problem)) {
            op.emitOpError("has no GPU schedule: its shapes are dynamic");
            return WalkResult::interrupt();
          }
          if (!op.getAccumulatorType().isF32()) {
            op.emitOpError("has no GPU schedule: GPU kernels accumulate in "
                           "f32, got acc_type ")
                << op.getAccumulatorType();
            return WalkResult::interrupt();
          }
          std::string why;
          FilterGradientConfigAttr config =
              chooseFilterGradientConfig(&getContext(), *problem, target, why);
          if (partitions > 0) {
            int64_t rowBlocks = getFilterGradientRowBlocks(*problem, config);
            int64_t forced = std::min(partitions.getValue(),
                                      std::max<int64_t>(1, rowBlocks));
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
                  [&]() { return op.emitOpError("has no GPU schedule: "); },
                  *problem, config)))
            return WalkResult::interrupt();
          op.setConfigAttr(config);
          return WalkResult::advance();
        });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  GPUTarget target{};
};
} // namespace
