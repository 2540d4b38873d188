//===- GPUTarget.cpp - what dwc knows of a GPU ----------------------------===//
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

FailureOr<GPUTarget> GPUTarget::get(StringRef chip, int64_t smCount) {
  GPUTarget target;
  target.maxThreadsPerSM = 2048;
  target.registersPerSM = 64 * 1024;
  if (chip == "sm_90" || chip == "sm_90a") {
    target.smCount = 132;
    target.sharedMemoryPerSM = 228 * 1024;
    target.hasGridDependencyControl = true;
  } else if (chip == "sm_80") {
    target.smCount = 108;
    target.sharedMemoryPerSM = 164 * 1024;
    target.hasGridDependencyControl = false;
  } else
    return failure();
  if (smCount > 0)
    target.smCount = smCount;
  return target;
}

/// Threads a grid should hold: half the GPU's resident threads.
int64_t mlir::dwc::getTargetThreads(const GPUTarget &target) {
  return target.smCount * target.maxThreadsPerSM / 2;
}

/// Resident blocks an SM holds by threads and registers (ptxas allocates a
/// warp's registers in units of 256).
int64_t mlir::dwc::getResidentBlocksPerSM(const GPUTarget &target,
                                          int64_t blockThreads,
                                          int64_t threadRegisters) {
  constexpr int64_t kRegisterUnit = 256, kMaxBlocksPerSM = 32;
  int64_t warps = llvm::divideCeil(blockThreads, kWarpSize);
  int64_t warpRegisters =
      llvm::alignTo(threadRegisters * kWarpSize, kRegisterUnit);
  return std::max<int64_t>(
      1, std::min({target.registersPerSM / (warps * warpRegisters),
                   target.maxThreadsPerSM / (warps * kWarpSize),
                   kMaxBlocksPerSM}));
}
