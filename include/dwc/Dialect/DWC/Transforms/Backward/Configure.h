//===- Configure.h - the gradient schedule choosers -------------*- C++ -*-===//
//
// The decisions of dwc-configure-backward-data and
// dwc-configure-backward-filter as functions, so that they can be tested and
// called apart from the passes.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H
#define DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H

#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"
#include "dwc/Dialect/DWC/IR/FilterGradientSchedule.h"
#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include <string>

namespace mlir::dwc {

/// How a depthwise data gradient runs, the gather kernel's schedule (null
/// for `forward`), and why.
struct DataGradientChoice {
  DataGradientStrategy strategy;
  GatherConfigAttr config;
  std::string why;
};

/// Chooses `forward` wherever the forward kernels compute the gradient
/// (their row and column reuse read every output-gradient element once per
/// thread, where a gather thread reads its window anew), unless
/// `allowForward` is false; otherwise `gather` with getGatherConfig's
/// schedule. Fails with `reason` where neither can run the layer.
FailureOr<DataGradientChoice> chooseDataGradientStrategy(
    MLIRContext *context, const DepthwiseProblem &problem,
    const GPUTarget &target, bool allowForward, std::string &reason);

/// The gather kernel's schedule: in NHWC one cell a thread and the widest
/// channel access (a divisor of the channels); in NCHW the cells whose
/// elements make the widest aligned run of a row (getGatherRowRun); blocks
/// of up to 256 threads, fewer where the grid would leave SMs idle.
GatherConfigAttr getGatherConfig(MLIRContext *context,
                                 const DepthwiseProblem &problem,
                                 const GPUTarget &target);

/// Most partial-sum bytes a filter gradient may take, as a fraction of its
/// input's bytes.
inline constexpr double kMaxFilterGradientScratchFraction = 0.1;

/// The filter gradient's schedule, and why: the widest channel access (a
/// divisor of the channels) whose K x K sums a chunk still fit a thread's
/// registers; row blocks of up to 4 rows and column blocks of 2 (NHWC) or
/// 4 (NCHW); blocks of up to 256 threads, fewer where a channel block has
/// few items; and the partitions that give about four blocks a
/// multiprocessor while each lane keeps several items, within
/// kMaxFilterGradientScratchFraction of the input's bytes (one partition,
/// no partial sums, where two would not fit).
FilterGradientConfigAttr
chooseFilterGradientConfig(MLIRContext *context,
                           const DepthwiseProblem &problem,
                           const GPUTarget &target, std::string &why);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H
