// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-data | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-data -debug-only=dwc-configure-backward-data -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-data="strategy=gather" | FileCheck %s --check-prefix=GATHER
// RUN: not dwc-opt %s --dwc-configure-backward-data="strategy=scatter" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: unknown strategy 'scatter' (expected auto or gather)

// Stride 1 and multiplier 1: the forward kernels.
// DEBUG: [dwc-configure-backward-data] forward: the forward kernels run the flipped filter
// CHECK-LABEL: func.func @stride1
//       CHECK: strategy = #dwc<data_gradient forward>
//   CHECK-NOT: config
// GATHER-LABEL: func.func @stride1
//       GATHER: config = #dwc.gather_config<threads = 256, cells_per_thread = 4, vector_width = 1>{{.*}}strategy = #dwc<data_gradient gather>
func.func @stride1(%dy: tensor<32x96x56x56xf32>, %w: tensor<96x3x3xf32>, %init: tensor<32x96x56x56xf32>) -> tensor<32x96x56x56xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<32x96x56x56xf32>, tensor<96x3x3xf32>) outs(%init : tensor<32x96x56x56xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x96x56x56xf32>
  return %0 : tensor<32x96x56x56xf32>
}

// -----

// A stride: the gather kernel, with the widest channel access that divides
// the channels (144 f16: 8).
// DEBUG: [dwc-configure-backward-data] gather #dwc.gather_config<threads = 256, cells_per_thread = 1, vector_width = 8>: a stride above 1 would make the forward kernels multiply the zeros it inserts
// CHECK-LABEL: func.func @stride2
//       CHECK: config = #dwc.gather_config<threads = 256, cells_per_thread = 1, vector_width = 8>{{.*}}strategy = #dwc<data_gradient gather>
func.func @stride2(%dy: tensor<32x28x28x144xf16>, %w: tensor<3x3x144xf16>, %init: tensor<32x56x56x144xf16>) -> tensor<32x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<32x28x28x144xf16>, tensor<3x3x144xf16>) outs(%init : tensor<32x56x56x144xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<32x56x56x144xf16>
  return %0 : tensor<32x56x56x144xf16>
}

// -----

// Channel multipliers sum several output channels per input channel: the
// gather kernel, one channel a thread; a small layer takes smaller blocks.
// DEBUG: [dwc-configure-backward-data] gather #dwc.gather_config<threads = 64, cells_per_thread = 1, vector_width = 1>: with a channel multiplier
// CHECK-LABEL: func.func @multiplier
//       CHECK: config = #dwc.gather_config<threads = 64, cells_per_thread = 1, vector_width = 1>
func.func @multiplier(%dy: tensor<1x7x7x16xf32>, %w: tensor<3x3x16xf32>, %init: tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x7x7x16xf32>, tensor<3x3x16xf32>) outs(%init : tensor<1x7x7x8xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x7x7x8xf32>
  return %0 : tensor<1x7x7x8xf32>
}

// -----

// A strategy written by a user is kept; a `gather` without a schedule gets
// one.
// CHECK-LABEL: func.func @user
//       CHECK: config = #dwc.gather_config<{{.*}}>{{.*}}strategy = #dwc<data_gradient gather>
func.func @user(%dy: tensor<2x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<2x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<2x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>} -> tensor<2x8x10x10xf32>
  return %0 : tensor<2x8x10x10xf32>
}
