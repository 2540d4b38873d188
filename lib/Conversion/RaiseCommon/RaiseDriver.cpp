//===- RaiseDriver.cpp - run raising patterns and explain them ------------===//

#include "dwc/Conversion/RaiseCommon/RaiseDriver.h"

#include "dwc/Conversion/RaiseCommon/RaiseSeparable.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::dwc;

namespace {
/// Prints why a pattern left an op (Debian's release LLVM compiles
/// LLVM_DEBUG out).
struct ExplainFailures : RewriterBase::Listener {
  explicit ExplainFailures(StringRef debugType) : debugType(debugType) {}

  void
  notifyMatchFailure(Location loc,
                     function_ref<void(Diagnostic &)> reasonCallback) override {
    Diagnostic reason(loc, DiagnosticSeverity::Remark);
    reasonCallback(reason);
    llvm::dbgs() << "[" << debugType << "] " << loc
                 << ": left as it was: " << reason.str() << "\n";
  }

  StringRef debugType;
};
} // namespace

LogicalResult mlir::dwc::raise::applyRaisePatterns(
    Operation *root, RewritePatternSet &&patterns, bool fuseSeparable,
    StringRef debugType, function_ref<bool(Operation *)> isLeft,
    StringRef leftName) {
  bool explain = isDebugEnabled(debugType);
  ExplainFailures listener(debugType);
  GreedyRewriteConfig config;
  if (explain)
    config.setListener(&listener);
  if (failed(applyPatternsGreedily(root, std::move(patterns), config)))
    return failure();
  // Pairs fuse once each op holds its whole epilogue.
  if (fuseSeparable) {
    RewritePatternSet separable(root->getContext());
    populateRaiseSeparablePatterns(separable);
    if (failed(applyPatternsGreedily(root, std::move(separable), config)))
      return failure();
  }
  if (!explain)
    return success();
  int64_t depthwise = 0, pointwise = 0, separableOps = 0, left = 0;
  root->walk([&](Operation *op) {
    depthwise += isa<DepthwiseConv2DOp>(op);
    pointwise += isa<PointwiseConv2DOp>(op);
    separableOps += isa<SeparableConv2DOp>(op);
    left += isLeft(op);
  });
  llvm::dbgs() << "[" << debugType << "] " << depthwise
               << " dwc.depthwise_conv2d, " << pointwise
               << " dwc.pointwise_conv2d, " << separableOps
               << " dwc.separable_conv2d, " << left << " " << leftName
               << " left\n";
  return success();
}
