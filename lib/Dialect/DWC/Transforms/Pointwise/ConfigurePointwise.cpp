//===- ConfigurePointwise.cpp - record pointwise GPU schedules --*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGUREPOINTWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct ConfigurePointwisePass
    : dwc::impl::DWCConfigurePointwiseBase<ConfigurePointwisePass> {
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
    WalkResult result = getOperation()->walk([&](PointwiseConv2DOp op) {
      // An empty result needs no kernel (dwc-erase-empty drops the op).
      if (op.getConfig() || hasEmptyResult(op))
        return WalkResult::advance();
      FailureOr<PointwiseProblem> problem = PointwiseProblem::get(op);
      if (failed(problem)) {
        op.emitOpError("needs static shapes to be scheduled for the GPU");
        return WalkResult::interrupt();
      }
      std::string reason;
      FailureOr<PointwiseConfigAttr> config =
          choosePointwiseConfig(&getContext(), *problem, target, reason);
      if (failed(config)) {
        op.emitOpError("has no GPU schedule: ") << reason;
        return WalkResult::interrupt();
      }
      op.setConfigAttr(*config);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  GPUTarget target{};
};
} // namespace
