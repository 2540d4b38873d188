//===- ConfigureBackwardData.cpp - record data gradient strategies --------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Backward/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGUREBACKWARDDATA
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct ConfigureBackwardDataPass
    : dwc::impl::DWCConfigureBackwardDataBase<ConfigureBackwardDataPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<GPUTarget> chosen = GPUTarget::get(chip, smCount);
    if (failed(chosen))
      return emitError(UnknownLoc::get(context))
             << "unknown chip '" << chip << "' (expected sm_90 or sm_80)";
    target = *chosen;
    if (strategy != "auto" && strategy != "gather")
      return emitError(UnknownLoc::get(context))
             << "unknown strategy '" << strategy
             << "' (expected auto or gather)";
    return success();
  }

  void runOnOperation() override {
    WalkResult result =
        getOperation()->walk([&](DepthwiseConv2DBackwardDataOp op) {
          // An empty result needs no kernel (dwc-erase-empty drops the op).
          if (op.getConfig() || hasEmptyResult(op) ||
              op.getStrategy() == DataGradientStrategy::Forward)
            return WalkResult::advance();
          FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(op);
          if (failed(problem)) {
            op.emitOpError("has no GPU schedule: its shapes are dynamic");
            return WalkResult::interrupt();
          }
          // A user's `gather` gets its schedule; otherwise the chooser
          // decides.
          bool allowForward = !op.getStrategy() && strategy == "auto";
          std::string reason;
          FailureOr<DataGradientChoice> choice = chooseDataGradientStrategy(
              &getContext(), *problem, target, allowForward, reason);
          if (failed(choice)) {
            op.emitOpError("has no GPU schedule: ") << reason;
            return WalkResult::interrupt();
          }
          op.setStrategy(choice->strategy);
          if (choice->config)
            op.setConfigAttr(choice->config);
          return WalkResult::advance();
        });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  GPUTarget target{};
};
} // namespace
