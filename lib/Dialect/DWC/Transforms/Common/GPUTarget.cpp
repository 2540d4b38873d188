//===- GPUTarget.cpp - what dwc knows of a GPU ----------------------------===//
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::dwc;

FailureOr<GPUTarget> GPUTarget::get(StringRef chip, int64_t smCount) {
  GPUTarget target;
  target.maxThreadsPerSM = 2048;
  target.registersPerSM = 64 * 1024;
  if (chip == "sm_90" || chip == "sm_90a") {
    target.smCount = 132;
    target.sharedMemoryPerSM = 228 * 1024;
    target.sharedMemoryPerBlock = 227 * 1024;
    target.hasGridDependencyControl = true;
    // H100/H200 SXM: 3.0 to 4.0 TB/s measured copies; 67 TFLOP/s f32,
    // about two thirds of the dense tensor-core peak through mma.sync.
    target.copyBandwidth = 3.5e12;
    target.ffmaRate = 33e12;
    target.mma16Rate = 330e12;
    target.mmaTF32Rate = 165e12;
    target.l2Bytes = 50 << 20;
    target.l2Bandwidth = 10e12;
    target.memoryLatency = 0.7e-6;
  } else if (chip == "sm_80") {
    target.smCount = 108;
    target.sharedMemoryPerSM = 164 * 1024;
    target.sharedMemoryPerBlock = 163 * 1024;
    target.hasGridDependencyControl = false;
    // A100 80GB.
    target.copyBandwidth = 1.7e12;
    target.ffmaRate = 9.7e12;
    target.mma16Rate = 100e12;
    target.mmaTF32Rate = 50e12;
    target.l2Bytes = 40 << 20;
    target.l2Bandwidth = 5e12;
    target.memoryLatency = 0.8e-6;
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

/// The multiple of its fair share (1 / SMs) of DRAM bandwidth and of the
/// GPU's arithmetic that one SM's blocks reach when few SMs are busy.
static constexpr double kSingleSMShare = 3.0;

GridFill mlir::dwc::getGridFill(const GPUTarget &target, double blocks,
                                int64_t residentPerSM) {
  return {std::min(1.0, kSingleSMShare * blocks / double(target.smCount)),
          blocks / double(target.smCount * residentPerSM)};
}

double GridFill::stretch(double time) const {
  double quantization = waves <= 1 ? 1 : std::ceil(waves) / waves;
  return time / activeShare * quantization;
}
