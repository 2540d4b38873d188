//===- Configure.h - the depthwise schedule chooser -------------*- C++ -*-===//
//
// The decision of dwc-configure-depthwise as a function, so that it can be
// tested and called apart from the pass.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CONFIGURE_H
#define DWC_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CONFIGURE_H

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include <optional>
#include <string>

namespace mlir::dwc {

/// One schedule a family proposes for a layer, as the selector ranks it.
struct DepthwiseCandidate {
  /// The ranked rule that proposed it (e.g. "batch_mma", "window").
  StringRef rule;
  /// The config, with the lane refinements applied (Refine.cpp).
  DepthwiseConfigAttr config;
  /// Whether the rule's evidence prefers it for this layer.
  bool preferred;
  /// Why it is preferred or not, for -debug-only=dwc-configure.
  std::string why;
};

/// Every candidate schedule of `problem` on `target`, in rank order (the
/// first preferred one is the choice), or failure with `reason` where the
/// layer has none. A `preferred` method (`shared`, `mma` or `batch_mma`)
/// is preferred wherever it can schedule the problem.
FailureOr<SmallVector<DepthwiseCandidate>>
getDepthwiseCandidates(MLIRContext *context, const DepthwiseProblem &problem,
                       const GPUTarget &target, std::string &reason,
                       std::optional<ColumnReuse> preferred = std::nullopt);

/// The schedule of `problem` on `target`: the first preferred candidate of
/// getDepthwiseCandidates, or failure with `reason`.
FailureOr<DepthwiseConfigAttr>
chooseDepthwiseConfig(MLIRContext *context, const DepthwiseProblem &problem,
                      const GPUTarget &target, std::string &reason,
                      std::optional<ColumnReuse> preferred = std::nullopt);

/// Every valid config of `problem` on `target`: the preferred candidates of
/// getDepthwiseCandidates in rank order (the first is chooseDepthwiseConfig's
/// choice), then the other valid ones; failure with `reason` where none is
/// preferred. A compiler that measures the choice (ptxas spills) takes the
/// next one.
FailureOr<SmallVector<DepthwiseConfigAttr>>
rankDepthwiseConfigs(MLIRContext *context, const DepthwiseProblem &problem,
                     const GPUTarget &target, std::string &reason,
                     std::optional<ColumnReuse> preferred = std::nullopt);

/// Registers a thread of `config` holds, estimated from its accumulators,
/// window, taps or fragments (CostModel.cpp).
int64_t estimateDepthwiseRegisters(const DepthwiseProblem &problem,
                                   DepthwiseConfigAttr config);

/// Microseconds `config` is expected to take on `problem` on `target`: the
/// slowest of DRAM, L2-to-SM and arithmetic throughput over a grid that may
/// not fill the GPU or may end in a partial wave, plus the latency of a
/// thread's row steps (CostModel.cpp). It ranks candidates for
/// -debug-only=dwc-configure and the manifest; the measured rules choose.
double estimateDepthwiseTime(const DepthwiseProblem &problem,
                             DepthwiseConfigAttr config,
                             const GPUTarget &target);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_DEPTHWISE_CONFIGURE_H
