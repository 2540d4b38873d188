//===- UnrollRowReuse.cpp - modular variable expansion ----------*- C++ -*-===//
// dwc-tile-depthwise emits each thread's row loop with its live accumulator
// rows rotated through the loop's iter_args: output row j + 1 becomes row j at
// every step, a register move per accumulator and row. Unrolling the loop by
// the rotation period turns the rotation into renaming across the unrolled
// steps (the paper's modular variable expansion); leftover steps are unrolled
// completely. Measured: docs/tuning.md, `UnrollRowReuse.cpp`.
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCUNROLLROWREUSE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

/// Unrolls `loop` by `period`, or completely when it runs fewer iterations.
LogicalResult unrollByPeriod(scf::ForOp loop, int64_t period) {
  std::optional<APInt> tripCount = loop.getStaticTripCount();
  if (!tripCount)
    return loop.emitError("expected a static trip count to unroll by the "
                          "rotation period");
  if (tripCount->getSExtValue() <= period)
    return loopUnrollFull(loop);
  FailureOr<UnrolledLoopInfo> unrolled = loopUnrollByFactor(loop, period);
  if (failed(unrolled))
    return loop.emitError("could not unroll by the rotation period ") << period;
  if (unrolled->epilogueLoopOp)
    return loopUnrollFull(*unrolled->epilogueLoopOp);
  return success();
}

struct UnrollRowReusePass
    : dwc::impl::DWCUnrollRowReuseBase<UnrollRowReusePass> {
  void runOnOperation() override {
    SmallVector<std::pair<scf::ForOp, int64_t>> loops;
    WalkResult walk = getOperation()->walk([&](scf::ForOp loop) {
      Attribute mark = loop->removeAttr(kRotationPeriodAttrName);
      if (!mark)
        return WalkResult::advance();
      auto period = dyn_cast<IntegerAttr>(mark);
      if (!period || period.getInt() < 1) {
        loop.emitError("expected '")
            << kRotationPeriodAttrName << "' to be a positive integer";
        return WalkResult::interrupt();
      }
      loops.emplace_back(loop, period.getInt());
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    for (auto [loop, period] : loops)
      if (period > 1 && failed(unrollByPeriod(loop, period)))
        return signalPassFailure();
  }
};

} // namespace
