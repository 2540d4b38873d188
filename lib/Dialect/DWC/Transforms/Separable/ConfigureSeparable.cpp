//===- ConfigureSeparable.cpp - record separable strategies -----*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Separable/Configure.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGURESEPARABLE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct ConfigureSeparablePass
    : dwc::impl::DWCConfigureSeparableBase<ConfigureSeparablePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<GPUTarget> chosen = GPUTarget::get(chip, smCount);
    if (failed(chosen))
      return emitError(UnknownLoc::get(context))
             << "unknown chip '" << chip << "' (expected sm_90 or sm_80)";
    target = *chosen;
    if (fusion != "auto" && fusion != "fused" && fusion != "split")
      return emitError(UnknownLoc::get(context))
             << "unknown fusion '" << fusion
             << "' (expected auto, fused or split)";
    return success();
  }

  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](SeparableConv2DOp op) {
      // An empty result needs no kernel (dwc-erase-empty drops the op).
      if (op.getStrategy() || hasEmptyResult(op))
        return WalkResult::advance();
      std::string reason;
      FailureOr<SeparableChoice> choice =
          chooseSeparableStrategy(op, target, reason);
      if (failed(choice)) {
        op.emitOpError("has no GPU schedule: ") << reason;
        return WalkResult::interrupt();
      }
      // A requested strategy wins where the fused kernel can run the op.
      bool fuse = fusion == "auto"
                      ? choice->strategy == SeparableStrategy::Fused
                      : fusion == "fused" && choice->config;
      op.setStrategy(fuse ? SeparableStrategy::Fused
                          : SeparableStrategy::Split);
      if (fuse)
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
