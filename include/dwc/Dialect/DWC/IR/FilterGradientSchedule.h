//===- FilterGradientSchedule.h - depthwise filter gradient geometry -*- C++
//-*-===//
//
// What a GPU schedule of dwc.depthwise_conv2d_backward_filter is,
// independent of who chose it: the items (row block x column block) its
// threads take, the input rows a row block reads, the shuffle and
// workgroup-memory structure of the block's fixed-order sum, and the
// verifier of a #dwc.filter_gradient_config. The op verifier,
// dwc-configure-backward-filter, dwc-split-backward-filter and the emitter
// all read these.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_IR_FILTERGRADIENTSCHEDULE_H
#define DWC_DIALECT_DWC_IR_FILTERGRADIENTSCHEDULE_H

#include "dwc/Dialect/DWC/IR/Schedules.h"

namespace mlir::dwc {

/// Most multiply-adds a filter-gradient thread unrolls for one item
/// (rows x columns x taps x channels of its chunk): bounds compile time.
inline constexpr int64_t kMaxFilterGradientTapsPerItem = 4096;

/// Row blocks of the reduction: `rows_per_thread` consecutive output rows
/// of one image, so that a block's input rows are reused within it.
int64_t getFilterGradientRowBlocks(const DepthwiseProblem &problem,
                                   FilterGradientConfigAttr config);
/// Column blocks of an output row: `cols_per_thread` columns each.
int64_t getFilterGradientColBlocks(const DepthwiseProblem &problem,
                                   FilterGradientConfigAttr config);
/// Row blocks of one partition (the last may hold fewer).
int64_t getFilterGradientRowBlocksPerPartition(const DepthwiseProblem &problem,
                                               FilterGradientConfigAttr config);

/// Channel chunks of a block (`block_channels / vector_width`), and the
/// lanes that share one chunk (`threads` / chunks).
int64_t getFilterGradientChunks(FilterGradientConfigAttr config);
int64_t getFilterGradientLanes(FilterGradientConfigAttr config);
/// Lanes of one chunk within a warp: the threads whose sums a warp adds by
/// shuffles, `getFilterGradientLaneStride` apart (NHWC: chunks are the
/// fastest thread index; NCHW: lanes are).
int64_t getFilterGradientLanesPerWarp(const DepthwiseProblem &problem,
                                      FilterGradientConfigAttr config);
int64_t getFilterGradientLaneStride(const DepthwiseProblem &problem,
                                    FilterGradientConfigAttr config);
/// Warp sums of one chunk that the block adds through workgroup memory.
int64_t getFilterGradientWarpSums(const DepthwiseProblem &problem,
                                  FilterGradientConfigAttr config);
/// Workgroup memory of the block's sum, in bytes (f32).
int64_t getFilterGradientWorkgroupBytes(const DepthwiseProblem &problem,
                                        FilterGradientConfigAttr config);

/// The input rows a row block reads, as offsets from its first output
/// row's `oh * stride_h - pad_top`, ascending: row reuse loads each once.
SmallVector<int64_t> getFilterGradientInputRows(const DepthwiseProblem &problem,
                                                int64_t rowsPerThread);

/// The grid: channel blocks, partitions, 1.
std::array<int64_t, 3> getFilterGradientGrid(const DepthwiseProblem &problem,
                                             FilterGradientConfigAttr config);

/// Bytes of the f32 partial sums of `partitions` partitions (0 for one:
/// the kernel writes the result).
int64_t getFilterGradientScratchBytes(const DepthwiseProblem &problem,
                                      int64_t partitions);

/// Checks that `config` schedules `problem`; reports through `emitError`.
LogicalResult
verifyFilterGradientConfig(function_ref<InFlightDiagnostic()> emitError,
                           const DepthwiseProblem &problem,
                           FilterGradientConfigAttr config);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_IR_FILTERGRADIENTSCHEDULE_H
