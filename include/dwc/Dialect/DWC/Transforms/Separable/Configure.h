//===- Configure.h - the separable strategy chooser -------------*- C++ -*-===//
//
// The decision of dwc-configure-separable as a function, so that it can be
// tested and called apart from the pass.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_SEPARABLE_CONFIGURE_H
#define DWC_DIALECT_DWC_TRANSFORMS_SEPARABLE_CONFIGURE_H

#include "dwc/Dialect/DWC/IR/PointwiseSchedule.h"
#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"
#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"

#include <string>

namespace mlir::dwc {

/// How a separable convolution runs, and the fused kernel's GEMM tile.
struct SeparableChoice {
  SeparableStrategy strategy;
  /// The fused kernel's tile; null where the fused kernel cannot run the
  /// op.
  PointwiseConfigAttr config;
  /// The estimates the choice compared, in microseconds (0 where the fused
  /// kernel cannot run the op), and why.
  double splitMicros, fusedMicros;
  std::string why;
};

/// Chooses between the two kernels (depthwise, then pointwise, whose
/// intermediate goes through memory) and one fused kernel by a model of
/// both: split moves the input, the intermediate twice and the output;
/// fused moves the input and the output but recomputes the depthwise tile
/// for every block column of the GEMM, each tap a load through L1.
FailureOr<SeparableChoice> chooseSeparableStrategy(SeparableConv2DOp op,
                                                   const GPUTarget &target,
                                                   std::string &reason);

/// The fused kernel's GEMM tiles for `op`, best estimate first (the first
/// is the one chooseSeparableStrategy records), or failure with `reason`.
FailureOr<SmallVector<PointwiseCandidate>>
getFusedSeparableCandidates(SeparableConv2DOp op, const GPUTarget &target,
                            std::string &reason);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_SEPARABLE_CONFIGURE_H
