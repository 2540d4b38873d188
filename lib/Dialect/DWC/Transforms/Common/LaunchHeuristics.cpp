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

/// Largest grid, in blocks per SM, that signals its dependents at entry. On
/// the H200 (2026-12-03-s15/pdl.json, all 432 benchmark kernels): signalling
/// at entry ran 1.29x serialized launches at batch 1 against 1.20x at exit,
/// but 0.87x-0.96x on grids of 2.5-8 blocks per SM, where exit ran
/// 1.03x-1.20x.
static constexpr int64_t kMaxEntrySignalBlocksPerSM = 2;

/// Largest grid, in blocks per SM, that signals its dependents at entry when
/// it prefetches every buffer it only reads into L2 before its wait. On the
/// H200 (docs/bench/2026-12-04-s20/e3.json, 5 rounds), the 33 batch-1
/// benchmark kernels of 2.1-3 blocks per SM, all of whose read-only buffers
/// fit kMaxL2PrefetchesPerThread, ran 1.22x as fast (geomean, 0.94x-1.50x)
/// signalling at entry with the prefetch as at exit without it.
static constexpr int64_t kMaxPrefetchingEntrySignalBlocksPerSM = 3;

/// Largest grid, in percent of the GPU's resident threads, that signals at
/// entry, whatever its blocks per SM, when it prefetches every buffer it only
/// reads. On the H200 (docs/bench/2026-12-04-s21/pe.json, 3 rounds), the 29
/// batch-32 benchmark kernels of at most 30% (3.6-8.7 blocks per SM of
/// 64-256 threads, all buffers within a line per thread) ran 1.08x as fast
/// (0.98x-1.22x; 16-bit whole-plane NCHW kernels of 7x7 maps 1.16x-1.22x)
/// signalling at entry with the prefetch as at exit without it; of 30%-50%,
/// 1.00x (0.84x-1.19x).
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

/// Prefetches of one buffer a thread may issue before the wait. On the H200
/// (docs/bench/2026-12-04-s20/prefetch_n1.json, prefetch_n32.json, 5
/// rounds), the kernels of grids that signal at entry ran 1.14x as fast with
/// their input and filter prefetched as without (batch 1, 144 kernels:
/// 0.99x-1.33x, at most one line per thread); at batch 32, 16-bit grids of
/// under one line per thread 1.26x-1.27x, f32 grids of 1.5-6 lines per
/// thread 0.89x-1.08x.
static constexpr int64_t kMaxL2PrefetchesPerThread = 1;

bool mlir::dwc::fitsL2Prefetch(int64_t gridThreads, int64_t bufferBytes) {
  return llvm::divideCeilSigned(bufferBytes, kL2LineBytes) <=
         kMaxL2PrefetchesPerThread * gridThreads;
}
