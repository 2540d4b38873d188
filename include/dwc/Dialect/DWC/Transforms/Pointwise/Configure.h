//===- Configure.h - the pointwise schedule chooser -------------*- C++ -*-===//
//
// The decision of dwc-configure-pointwise as a function, so that it can be
// tested and called apart from the pass.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_POINTWISE_CONFIGURE_H
#define DWC_DIALECT_DWC_TRANSFORMS_POINTWISE_CONFIGURE_H

#include "dwc/Dialect/DWC/IR/PointwiseSchedule.h"
#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include <string>

namespace mlir::dwc {

/// A valid GEMM tile for a layer and the cost model's estimate of it.
struct PointwiseCandidate {
  PointwiseConfigAttr config;
  /// Estimated microseconds on the target (see estimatePointwiseTime).
  double micros;
};

/// What a kernel adds to the GEMM's own registers and limits: the fused
/// separable kernel's depthwise producer holds a window of taps.
struct GemmKernelTraits {
  /// Registers a thread holds beyond the GEMM's.
  int64_t extraRegisters = 0;
  /// Most f32 accumulators a thread of a candidate holds. The verifier
  /// allows kMaxGemmAccumulators (64 x 64 warp tiles); measured on an H100,
  /// those ran the large-K 1x1 layers up to 1.45x faster and the short-K
  /// ones up to 1.6x slower, and the cost model does not tell them apart,
  /// so they reach a layer through a tuning database
  /// (benchmarks/tuning/README.md), not the model.
  int64_t maxAccumulators = 64;
  /// Most stages worth holding: a kernel that computes its A tiles waits for
  /// them each step, so more stages would only take workgroup memory.
  int64_t maxStages = kMaxGemmStages;
};

/// Registers a thread of `config` holds: its accumulators and about 56 for
/// fragments, addresses and the epilogue, plus `traits`'.
int64_t estimateGemmRegisters(PointwiseConfigAttr config,
                              const GemmKernelTraits &traits = {});

/// Most partial-sum bytes a pointwise filter gradient may take, as a
/// fraction of its activations' (input and output gradient) bytes: reading
/// them back then costs at most that fraction of the layer's own traffic.
inline constexpr double kMaxPointwisePartialsFraction = 0.5;

/// The cost model: the time of `config` on `problem` on `target`, the larger
/// of its memory time (A read once per block column, B once per block row
/// up to what L2 absorbs, C and the residual once, at the target's
/// bandwidth) and its arithmetic time (the padded tiles' multiply-adds at
/// the instruction's peak), stretched by the last partial wave of blocks;
/// with partitions, plus the partial sums' round trip and the reduction's
/// launch.
double estimatePointwiseTime(const PointwiseProblem &problem,
                             PointwiseConfigAttr config,
                             const GPUTarget &target);

/// verifyPointwiseConfig, and whether `config`'s workgroup memory fits a
/// block of `target` (`mma`), or the static 48 KB (`ffma`).
LogicalResult
verifyPointwiseConfigFor(function_ref<InFlightDiagnostic()> emitError,
                         const PointwiseProblem &problem,
                         PointwiseConfigAttr config, const GPUTarget &target);

/// Every valid candidate of `problem` on `target`, best estimate first, or
/// failure with `reason` where none is valid. A filter gradient's tiles are
/// also tried with their K split into 2, 4, ... partitions, up to
/// kMaxPointwisePartialsFraction.
FailureOr<SmallVector<PointwiseCandidate>>
getPointwiseCandidates(MLIRContext *context, const PointwiseProblem &problem,
                       const GPUTarget &target, std::string &reason,
                       const GemmKernelTraits &traits = {});

/// The first of getPointwiseCandidates.
FailureOr<PointwiseConfigAttr>
choosePointwiseConfig(MLIRContext *context, const PointwiseProblem &problem,
                      const GPUTarget &target, std::string &reason,
                      const GemmKernelTraits &traits = {});

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_POINTWISE_CONFIGURE_H
