//===- DataGradientSchedule.h - depthwise data gradient geometry -*- C++
//-*-===//
//
// What a GPU schedule of dwc.depthwise_conv2d_backward_data is, independent
// of who chose it: the layer as its kernels see it (DataGradientProblem),
// when the forward kernels can compute it (the `forward` strategy), the
// taps each element of a `gather` cell takes, and the verifier of a
// #dwc.gather_config. The op verifier, dwc-configure-backward-data,
// dwc-decompose-backward-data and the gather emitter all read these.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H
#define DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"

namespace mlir::dwc {

/// Most multiply-adds a `gather` thread unrolls (cells x taps x channel
/// multiplier): the whole window is unrolled, so this bounds compile time.
inline constexpr int64_t kMaxGatherTapsPerThread = 2048;

/// The static geometry of a depthwise data gradient. `height` x `width` is
/// the gradient computed (the forward input's extent), `outHeight` x
/// `outWidth` that of `grad_output`.
struct DataGradientProblem {
  int64_t batch, channels, multiplier;
  int64_t height, width, outHeight, outWidth;
  int64_t kernelHeight, kernelWidth;
  int64_t strideH, strideW, dilationH, dilationW;
  int64_t padTop, padBottom, padLeft, padRight;
  Layout layout;
  Type elementType;

  /// Fails (without a diagnostic) when a shape is dynamic.
  static FailureOr<DataGradientProblem> get(DepthwiseConv2DBackwardDataOp op);

  /// Rows (columns) of cells: a cell is strideH x strideW gradient elements.
  int64_t cellRows() const { return llvm::divideCeil(height, strideH); }
  int64_t cellCols() const { return llvm::divideCeil(width, strideW); }
};

/// Whether the forward kernels compute `problem` (the `forward` strategy):
/// stride 1 and channel multiplier 1. Otherwise says why in `reason`.
bool canRunAsForward(const DataGradientProblem &problem, std::string &reason);

/// The padding (top, bottom, left, right) of the forward op that computes
/// the data gradient with the flipped filter: the halo minus the layer's
/// (not negative: the verifier keeps padding below the dilated extent).
SmallVector<int64_t, 4> getFlippedPadding(const DataGradientProblem &problem);

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
int64_t getGatherRowRun(const DataGradientProblem &problem,
                        GatherConfigAttr config);

/// The grid of a `gather` kernel: an image's threads over blocks, 1, images.
std::array<int64_t, 3> getGatherGrid(const DataGradientProblem &problem,
                                     GatherConfigAttr config);

/// Checks that `config` schedules `problem`; reports through `emitError`.
LogicalResult verifyGatherConfig(function_ref<InFlightDiagnostic()> emitError,
                                 const DataGradientProblem &problem,
                                 GatherConfigAttr config);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_IR_DATAGRADIENTSCHEDULE_H
