//===- Configure.h - the data gradient strategy chooser ---------*- C++ -*-===//
//
// The decision of dwc-configure-backward-data as a function, so that it can
// be tested and called apart from the pass.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H
#define DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H

#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"
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

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_BACKWARD_CONFIGURE_H
