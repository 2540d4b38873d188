//===- DataGradientSchedule.h - depthwise data gradient geometry -*- C++
//-*-===//
//
// What a GPU schedule of dwc.depthwise_conv2d_backward_data is, independent
// of who chose it: the layer is the forward layer's DepthwiseProblem (its
// input extent is the gradient's); when the forward kernels can compute it (the
// `forward` strategy), the taps each element of a `gather` cell takes, and the
// verifier of a #dwc.gather_config. The op verifier,
// dwc-configure-backward-data, dwc-decompose-backward-data and the gather
// emitter all read these.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H
#define DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H

#include "dwc/Dialect/DWC/IR/Schedules.h"

namespace mlir::dwc {

/// Most multiply-adds a `gather` thread unrolls (cells x taps x channel
/// multiplier): the whole window is unrolled, so this bounds compile time.
inline constexpr int64_t kMaxGatherTapsPerThread = 2048;

/// Rows (columns) of `gather` cells of the gradient of `problem`'s input: a
/// cell is strideH x strideW gradient elements.
inline int64_t getGatherCellRows(const DepthwiseProblem &problem) {
  return llvm::divideCeilSigned(problem.height, problem.strideH);
}
inline int64_t getGatherCellCols(const DepthwiseProblem &problem) {
  return llvm::divideCeilSigned(problem.width, problem.strideW);
}

/// Whether the forward kernels compute `problem` (the `forward` strategy):
/// stride 1 and channel multiplier 1. Otherwise says why in `reason`.
bool canRunAsForward(const DepthwiseProblem &problem, std::string &reason);

/// The padding (top, bottom, left, right) of the forward op that computes
/// the data gradient with the flipped filter: the halo minus the layer's
/// (not negative: the verifier keeps padding below the dilated extent).
SmallVector<int64_t, 4> getFlippedPadding(const DepthwiseProblem &problem);

/// One tap of a cell along one axis: the element at `phase` in its cell
/// takes filter tap `tap` from the output-gradient row (column) `offset`
/// away from its cell's.
struct GatherTap {
  int64_t phase, tap, offset;
};

/// The taps of every phase along one axis, in phase order: element
/// `cell * stride + phase` takes tap `k` from output `cell + offset` exactly
/// when `phase + pad - k * dilation` is `offset * stride`.
SmallVector<GatherTap> getGatherTaps(int64_t stride, int64_t pad,
                                     int64_t kernel, int64_t dilation);

/// The range [first, last] of the offsets of `taps` (first > last when
/// there are none: a kernel smaller than the stride leaves elements that no
/// tap reaches).
std::pair<int64_t, int64_t> getGatherOffsetRange(ArrayRef<GatherTap> taps);

/// Elements of one gradient row that an NCHW `gather` thread stores as one
/// access: its cells' `cells_per_thread x stride_w` consecutive elements
/// where they are a power of two of at most kMaxAccessBytes that divides the
/// row (so that every run is aligned and lies inside the row or outside it
/// whole); 1 otherwise, and in NHWC.
int64_t getGatherRowRun(const DepthwiseProblem &problem,
                        GatherConfigAttr config);

/// Threads of one image of a `gather` kernel: channel chunks of
/// `vectorWidth` (NHWC) or channels (NCHW) x rows of cells x groups of
/// `cellsPerThread` cells.
int64_t getGatherThreadsPerImage(const DepthwiseProblem &problem,
                                 int64_t vectorWidth, int64_t cellsPerThread);

/// The grid of a `gather` kernel: an image's threads over blocks, 1, images.
std::array<int64_t, 3> getGatherGrid(const DepthwiseProblem &problem,
                                     GatherConfigAttr config);

/// Checks that `config` schedules `problem`; reports through `emitError`.
LogicalResult verifyGatherConfig(function_ref<InFlightDiagnostic()> emitError,
                                 const DepthwiseProblem &problem,
                                 GatherConfigAttr config);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H
