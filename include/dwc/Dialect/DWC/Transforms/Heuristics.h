//===- Heuristics.h - dwc schedule heuristics -------------------*- C++ -*-===//
//
// The dynamic tile-size scheme, kept apart from the passes that apply it so
// that it can be tested and replaced on its own.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_HEURISTICS_H
#define DWC_DIALECT_DWC_TRANSFORMS_HEURISTICS_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"

namespace mlir::dwc {

/// What the heuristics know of a GPU.
struct GPUTarget {
  int64_t smCount;
  int64_t maxThreadsPerSM;
  /// 32-bit registers an SM shares among its resident threads.
  int64_t registersPerSM;
  /// Workgroup memory an SM shares among its resident blocks, in bytes.
  int64_t sharedMemoryPerSM;
  /// Whether kernels may use programmatic dependent launch (`griddepcontrol`,
  /// sm_90 and newer).
  bool hasGridDependencyControl;

  /// The usual part for `chip` (sm_90: H100/H200 SXM, 132 SMs; sm_80: A100,
  /// 108 SMs); `smCount` > 0 overrides the count.
  static FailureOr<GPUTarget> get(StringRef chip, int64_t smCount = 0);
};

/// Chooses the schedule of `problem` on `target`, or explains in `reason`
/// why none exists. NCHW row-segment schedules stage their input tile in
/// workgroup memory where that measured faster (stride 1, windows of at most
/// 3x3, maps of at most 56 rows, several rows per thread); on maps of at most
/// 28 rows and columns a thread owns 7-14 columns (wide lanes) where that
/// measured faster; NHWC stride-1 5x5 windows on maps of at most 14 rows
/// stage whole planes pixel-major where that measured faster. A `preferred`
/// method (`shared` or `mma`) is taken wherever it can schedule the problem.
FailureOr<DepthwiseConfigAttr>
chooseDepthwiseConfig(MLIRContext *context, const DepthwiseProblem &problem,
                      const GPUTarget &target, std::string &reason,
                      std::optional<ColumnReuse> preferred = std::nullopt);

/// Where a kernel built for programmatic dependent launch signals that the
/// next kernel on its stream may be scheduled (`griddepcontrol
/// launch_dependents`): at entry, right after its own wait, or at exit, once
/// its stores are issued.
enum class DependentsSignal { Entry, Exit };

/// Signals at entry for grids of at most two blocks per SM, whose dependents'
/// blocks fit beside them and whose whole run hides their launch, and for
/// grids that prefetch every buffer they only read into L2 before their wait
/// (`prefetchesAll`) of at most three blocks per SM or 30% of the GPU's
/// resident threads; at exit for larger grids (and unknown sizes), where
/// dependents placed early slowed the grid down.
DependentsSignal chooseDependentsSignal(std::optional<int64_t> gridBlocks,
                                        std::optional<int64_t> gridThreads,
                                        const GPUTarget &target,
                                        bool prefetchesAll);

/// Bytes one L2 prefetch brings in: a cache line.
inline constexpr int64_t kL2LineBytes = 128;

/// Whether a grid of `gridThreads` threads that signals at entry prefetches a
/// buffer of `bufferBytes` it only reads into L2 before it waits for the
/// grids before it (dwc-programmatic-launch).
bool fitsL2Prefetch(int64_t gridThreads, int64_t bufferBytes);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_HEURISTICS_H
