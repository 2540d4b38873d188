//===- LaunchHeuristics.h - programmatic launch decisions -------*- C++ -*-===//
//
// Decisions of dwc-programmatic-launch, apart from the schedule's: where a
// kernel signals its dependents and which buffers it prefetches into L2.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_LAUNCHHEURISTICS_H
#define DWC_DIALECT_DWC_TRANSFORMS_LAUNCHHEURISTICS_H

#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include <optional>

namespace mlir::dwc {

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

#endif // DWC_DIALECT_DWC_TRANSFORMS_LAUNCHHEURISTICS_H
