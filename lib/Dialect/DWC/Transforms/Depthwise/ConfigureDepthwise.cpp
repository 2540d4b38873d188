//===- ConfigureDepthwise.cpp - record depthwise GPU schedules --*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Depthwise/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCONFIGUREDEPTHWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct ConfigureDepthwisePass
    : dwc::impl::DWCConfigureDepthwiseBase<ConfigureDepthwisePass> {
  using Base::Base;

  /// Checks the options once, before any operation is seen, so that a bad
  /// one is reported by itself.
  LogicalResult initialize(MLIRContext *context) override {
    auto fail = [&]() { return emitError(UnknownLoc::get(context)); };
    FailureOr<GPUTarget> chosen = GPUTarget::get(chip, smCount);
    if (failed(chosen))
      return fail() << "unknown chip '" << chip
                    << "' (expected sm_90 or sm_80)";
    target = *chosen;
    if (columnReuse == "auto")
      return success();
    preferred = symbolizeColumnReuse(columnReuse);
    if (preferred != ColumnReuse::Shared && preferred != ColumnReuse::Mma &&
        preferred != ColumnReuse::BatchMma &&
        preferred != ColumnReuse::RolledWindow &&
        preferred != ColumnReuse::Diagonal)
      return fail() << "unknown column-reuse '" << columnReuse
                    << "' (expected auto, shared, mma, batch_mma, "
                       "rolled_window or diagonal)";
    return success();
  }

  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](DepthwiseConv2DOp op) {
      // An empty result needs no kernel (dwc-erase-empty drops the op).
      if (op.getConfig() || hasEmptyResult(op))
        return WalkResult::advance();
      FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(op);
      if (failed(problem)) {
        op.emitOpError("needs static shapes to be scheduled for the GPU");
        return WalkResult::interrupt();
      }
      std::string reason;
      FailureOr<DepthwiseConfigAttr> config = chooseDepthwiseConfig(
          &getContext(), *problem, target, reason, preferred);
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
  std::optional<ColumnReuse> preferred;
};
} // namespace
