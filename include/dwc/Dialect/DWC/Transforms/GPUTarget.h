//===- GPUTarget.h - what dwc's choosers know of a GPU ----------*- C++ -*-===//
//
// The chip description every decision of dwc reads (schedule candidates,
// the selector, launch decisions), kept apart from all of them so that a new
// chip is one entry in GPUTarget::get.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_GPUTARGET_H
#define DWC_DIALECT_DWC_TRANSFORMS_GPUTARGET_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::dwc {

/// What dwc knows of a GPU.
struct GPUTarget {
  int64_t smCount;
  int64_t maxThreadsPerSM;
  /// 32-bit registers an SM shares among its resident threads.
  int64_t registersPerSM;
  /// Workgroup memory an SM shares among its resident blocks, and the most
  /// one block may take (past the static 48 KB, as dynamic workgroup
  /// memory), in bytes.
  int64_t sharedMemoryPerSM, sharedMemoryPerBlock;
  /// Whether kernels may use programmatic dependent launch (`griddepcontrol`,
  /// sm_90 and newer).
  bool hasGridDependencyControl;
  /// What the pointwise cost model rates a kernel by: bytes per second a
  /// device-to-device copy reaches, and the multiply-adds per second that
  /// fused multiply-adds, 16-bit and tf32 `mma.sync` sustain.
  double copyBandwidth;
  double ffmaRate, mma16Rate, mmaTF32Rate;
  /// Bytes per second the SMs read from L2, and seconds a dependent DRAM
  /// load takes under load.
  double l2Bandwidth, memoryLatency;
  /// L2 capacity in bytes: an operand no larger than a quarter of it is read
  /// from DRAM once, however many blocks re-read it.
  int64_t l2Bytes;

  /// The usual part for `chip` (sm_90: H100/H200 SXM, 132 SMs; sm_80: A100,
  /// 108 SMs); `smCount` > 0 overrides the count.
  static FailureOr<GPUTarget> get(StringRef chip, int64_t smCount = 0);
};

/// Threads a grid should hold to fill `target`: half its resident threads.
int64_t getTargetThreads(const GPUTarget &target);

/// Resident blocks an SM of `target` holds by threads and registers (ptxas
/// allocates a warp's registers in units of 256).
int64_t getResidentBlocksPerSM(const GPUTarget &target, int64_t blockThreads,
                               int64_t threadRegisters);

/// How a grid of `blocks` blocks, `residentPerSM` of them on an SM at once,
/// fills `target`, for the cost models.
struct GridFill {
  /// The share of the GPU's bandwidth and arithmetic the grid draws: a grid
  /// smaller than the GPU uses only its blocks' SMs, each of which reaches
  /// at most a few times its fair share.
  double activeShare;
  /// Waves of resident blocks (fractional).
  double waves;

  /// `time` at the whole GPU's rates, stretched by a grid that does not fill
  /// it and by a last partial wave, which takes as long as a full one.
  double stretch(double time) const;
};
GridFill getGridFill(const GPUTarget &target, double blocks,
                     int64_t residentPerSM);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_TRANSFORMS_GPUTARGET_H
