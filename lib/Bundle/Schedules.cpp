//===- Schedules.cpp - the schedules a bundle measures --------------------===//

#include "Schedules.h"

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Depthwise/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Separable/Configure.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::dwc;

namespace mlir::dwc::bundle {

int64_t getRegisterCeiling(int64_t threads) {
  return std::min<int64_t>(kMaxRegisterLimit,
                           65536 / llvm::alignTo(threads, 32) / 8 * 8);
}

Attribute withRegisterCeiling(Attribute config) {
  MLIRContext *context = config.getContext();
  if (auto c = dyn_cast<DepthwiseConfigAttr>(config))
    return DepthwiseConfigAttr::get(
        context, c.getBlockChannels(), c.getBlockRows(), c.getBlockCols(),
        c.getThreads(), c.getRowsPerThread(), c.getColsPerThread(),
        c.getVectorWidth(), c.getColumnReuse(), c.getPrefetchDepth(),
        c.getUnrollRows(), c.getStageOutput(), c.getPredicatedPadding(),
        c.getStageInPlace(), getRegisterCeiling(c.getThreads()));
  if (auto c = dyn_cast<GatherConfigAttr>(config))
    return GatherConfigAttr::get(context, c.getThreads(), c.getCellsPerThread(),
                                 c.getVectorWidth(),
                                 getRegisterCeiling(c.getThreads()));
  if (auto c = dyn_cast<FilterGradientConfigAttr>(config))
    return FilterGradientConfigAttr::get(
        context, c.getThreads(), c.getBlockChannels(), c.getVectorWidth(),
        c.getRowsPerThread(), c.getColsPerThread(), c.getPartitions(),
        getRegisterCeiling(c.getThreads()));
  auto c = cast<PointwiseConfigAttr>(config);
  int64_t threads = c.getWarpsM() * c.getWarpsN() * 32;
  return getSameTileConfig(c, getRegisterCeiling(threads), c.getStages(),
                           c.getPartitions(), c.getTilesM());
}

bool hasDefaultRegisterLimit(Operation *op) {
  if (auto depthwise = dyn_cast<DepthwiseConv2DOp>(op))
    return depthwise.getConfig()->getMaxRegisters() == 0;
  if (auto separable = dyn_cast<SeparableConv2DOp>(op))
    return separable.getConfig()->getMaxRegisters() == 0;
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardDataOp>(op))
    return gradient.getConfig()->getMaxRegisters() == 0;
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardFilterOp>(op))
    return gradient.getConfig()->getMaxRegisters() == 0;
  if (auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op))
    return gradient.getConfig()->getMaxRegisters() == 0;
  if (isa<ReducePartialsOp>(op))
    return false;
  return cast<PointwiseConv2DOp>(op).getConfig()->getMaxRegisters() == 0;
}

/// Ranked schedules after the chosen one that a spilling kernel tries.
constexpr size_t kMaxScheduleFallbacks = 4;

SmallVector<Attribute> getRankedSchedules(Operation *op,
                                          const GPUPipelineOptions &options) {
  FailureOr<GPUTarget> target = GPUTarget::get(options.chip, options.smCount);
  if (failed(target))
    return {};
  // A kernel was compiled, so its shapes are static and its problem valid.
  std::string reason;
  SmallVector<Attribute> ranked;
  if (auto depthwise = dyn_cast<DepthwiseConv2DOp>(op)) {
    std::optional<ColumnReuse> preferred;
    if (options.columnReuse != "auto")
      preferred = symbolizeColumnReuse(options.columnReuse);
    FailureOr<SmallVector<DepthwiseConfigAttr>> configs = rankDepthwiseConfigs(
        op->getContext(), *DepthwiseProblem::get(depthwise), *target, reason,
        preferred);
    if (succeeded(configs))
      ranked.append(configs->begin(), configs->end());
    return ranked;
  }
  // The gather, filter-gradient and reduction kernels have one schedule.
  if (isa<DepthwiseConv2DBackwardDataOp, DepthwiseConv2DBackwardFilterOp,
          ReducePartialsOp>(op))
    return ranked;
  auto separable = dyn_cast<SeparableConv2DOp>(op);
  auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op);
  FailureOr<SmallVector<PointwiseCandidate>> candidates =
      separable  ? getFusedSeparableCandidates(separable, *target, reason)
      : gradient ? getPointwiseCandidates(op->getContext(),
                                          *PointwiseProblem::get(gradient),
                                          *target, reason)
                 : getPointwiseCandidates(
                       op->getContext(),
                       *PointwiseProblem::get(cast<PointwiseConv2DOp>(op)),
                       *target, reason);
  if (succeeded(candidates))
    for (const PointwiseCandidate &candidate : *candidates)
      ranked.push_back(candidate.config);
  return ranked;
}

/// The schedules of `ranked` after `chosen` (none where the ranking does not
/// hold it).
static ArrayRef<Attribute> getLater(ArrayRef<Attribute> ranked,
                                    Attribute chosen) {
  const Attribute *next = llvm::find(ranked, chosen);
  return next == ranked.end() ? ArrayRef<Attribute>()
                              : ArrayRef(std::next(next), ranked.end());
}

SmallVector<Attribute>
getScheduleAlternatives(Operation *op, const GPUPipelineOptions &options) {
  Attribute chosen = op->getAttr("config");
  SmallVector<Attribute> alternatives{withRegisterCeiling(chosen)};
  SmallVector<Attribute> ranked = getRankedSchedules(op, options);
  for (Attribute config :
       getLater(ranked, chosen).take_front(kMaxScheduleFallbacks)) {
    alternatives.push_back(config);
    alternatives.push_back(withRegisterCeiling(config));
  }
  return alternatives;
}

SmallVector<Attribute> getTuneCandidates(Operation *op,
                                         const GPUPipelineOptions &options,
                                         size_t count) {
  Attribute chosen = op->getAttr("config");
  SmallVector<Attribute> ranked = getRankedSchedules(op, options);
  SmallVector<Attribute> candidates;
  // A ranked schedule that does not fit the op as dispatched (a filter
  // gradient's partitions are fixed once it is split) is skipped.
  ScopedDiagnosticHandler silence(op->getContext(),
                                  [](Diagnostic &) { return success(); });
  for (Attribute config : getLater(ranked, chosen)) {
    if (candidates.size() == count)
      break;
    op->setAttr("config", config);
    if (succeeded(verify(op)))
      candidates.push_back(config);
  }
  op->setAttr("config", chosen);
  return candidates;
}

} // namespace mlir::dwc::bundle
