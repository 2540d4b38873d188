//===- LaunchHeuristics.cpp - programmatic launch decisions ---------------===//
//
// When a kernel built for programmatic dependent launch lets the next one
// start, and which read-only buffers it prefetches into L2 before its wait.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/LaunchHeuristics.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

/// Largest grid, in blocks per SM, that signals its dependents at entry:
/// small grids gain from starting early, larger ones lost to it. Measured:
/// docs/tuning.md, `kMaxEntrySignalBlocksPerSM`.
static constexpr int64_t kMaxEntrySignalBlocksPerSM = 2;

/// Largest grid, in blocks per SM, that signals its dependents at entry when it
/// prefetches every buffer it only reads into L2 before its wait. Measured:
/// docs/tuning.md, `kMaxPrefetchingEntrySignalBlocksPerSM`.
static constexpr int64_t kMaxPrefetchingEntrySignalBlocksPerSM = 3;

/// Largest grid, in percent of the GPU's resident threads, that signals at
/// entry, whatever its blocks per SM, when it prefetches every buffer it only
/// reads. Measured: docs/tuning.md, `kMaxPrefetchingEntrySignalThreadsPercent`.
static constexpr int64_t kMaxPrefetchingEntrySignalThreadsPercent = 30;

DependentsSignal
mlir::dwc::chooseDependentsSignal(std::optional<int64_t> gridBlocks,
                                  std::optional<int64_t> gridThreads,
                                  const GPUTarget &target, bool prefetchesAll) {
  int64_t maxBlocksPerSM = prefetchesAll ? kMaxPrefetchingEntrySignalBlocksPerSM
                                         : kMaxEntrySignalBlocksPerSM;
  if (gridBlocks && *gridBlocks <= maxBlocksPerSM * target.smCount)
    return DependentsSignal::Entry;
  if (prefetchesAll && gridThreads &&
      *gridThreads * 100 <= kMaxPrefetchingEntrySignalThreadsPercent *
                                target.smCount * target.maxThreadsPerSM)
    return DependentsSignal::Entry;
  return DependentsSignal::Exit;
}

/// Prefetches of one buffer a thread may issue before the wait. Measured:
/// docs/tuning.md, `kMaxL2PrefetchesPerThread`.
static constexpr int64_t kMaxL2PrefetchesPerThread = 1;

bool mlir::dwc::fitsL2Prefetch(int64_t gridThreads, int64_t bufferBytes) {
  return llvm::divideCeilSigned(bufferBytes, kL2LineBytes) <=
         kMaxL2PrefetchesPerThread * gridThreads;
}
