//===- Schedules.h - the schedules a bundle measures ------------*- C++ -*-===//
//
// compileBundle measures what a model cannot tell: with ptxas, a heuristic
// schedule whose kernel spills against its alternatives; with
// `tune-candidates`, the next-ranked schedules of every layer as kernels of
// their own, for `python -m dwc.tune` to time on the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_BUNDLE_SCHEDULES_H
#define DWC_LIB_BUNDLE_SCHEDULES_H

#include "dwc/Pipelines/Pipelines.h"

#include "mlir/IR/Operation.h"

namespace mlir::dwc::bundle {

/// The most registers each of `threads` threads may hold with one block on
/// a multiprocessor (65536 registers, allocated 8 per thread at a time).
int64_t getRegisterCeiling(int64_t threads);

/// `config` (a schedule chosen with max_registers 0, which leaves the count
/// to ptxas) with the registers its block may hold: told only the block
/// size, ptxas may cap a kernel far below them, and spill.
Attribute withRegisterCeiling(Attribute config);

/// Whether `op`'s config leaves the register count to ptxas.
bool hasDefaultRegisterLimit(Operation *op);

/// The schedules `op`'s configure pass ranks, best first (empty for the
/// kernels that have one schedule).
SmallVector<Attribute> getRankedSchedules(Operation *op,
                                          const GPUPipelineOptions &options);

/// The schedules to measure, in order, where the heuristic schedule of `op`
/// spills: its own with the registers its block may hold, then the next
/// ones its configure pass ranks (a few), each as ranked and with the
/// registers raised. ptxas's register allocation does not follow from a
/// config (a tile with fewer accumulators can spill where its neighbour does
/// not), so it is measured rather than modelled.
SmallVector<Attribute>
getScheduleAlternatives(Operation *op, const GPUPipelineOptions &options);

/// Up to `count` schedules ranked after `op`'s own that fit it as it is, in
/// rank order.
SmallVector<Attribute> getTuneCandidates(Operation *op,
                                         const GPUPipelineOptions &options,
                                         size_t count);

} // namespace mlir::dwc::bundle

#endif // DWC_LIB_BUNDLE_SCHEDULES_H
