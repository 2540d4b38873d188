// RUN: dwc-opt %s --split-input-file --dwc-split-backward-filter | FileCheck %s

// More than one partition: the op writes f32 partial sums into a new
// tensor, and dwc.reduce_partials adds them into the original destination.
// CHECK-LABEL: func.func @split
//  CHECK-SAME: (%[[X:.*]]: tensor<4x16x16x8xf16>, %[[DY:.*]]: tensor<4x16x16x8xf16>, %[[INIT:.*]]: tensor<3x3x8xf16>)
//       CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<4x3x3x8xf32>
//       CHECK: %[[P:.*]] = dwc.depthwise_conv2d_backward_filter ins(%[[X]], %[[DY]] : {{.*}}) outs(%[[EMPTY]] : tensor<4x3x3x8xf32>) {config = #dwc.filter_gradient_config<threads = 64, block_channels = 8, vector_width = 8, rows_per_thread = 2, cols_per_thread = 2, partitions = 4>, layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<4x3x3x8xf32>
//       CHECK: %[[R:.*]] = dwc.reduce_partials ins(%[[P]] : tensor<4x3x3x8xf32>) outs(%[[INIT]] : tensor<3x3x8xf16>) -> tensor<3x3x8xf16>
//       CHECK: return %[[R]]
func.func @split(%x: tensor<4x16x16x8xf16>, %dy: tensor<4x16x16x8xf16>, %init: tensor<3x3x8xf16>) -> tensor<3x3x8xf16> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<4x16x16x8xf16>, tensor<4x16x16x8xf16>) outs(%init : tensor<3x3x8xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 8, vector_width = 8, rows_per_thread = 2, cols_per_thread = 2, partitions = 4>} -> tensor<3x3x8xf16>
  return %0 : tensor<3x3x8xf16>
}

// -----

// One partition writes the result itself; an op without a config is left.
// CHECK-LABEL: func.func @one
//   CHECK-NOT: reduce_partials
func.func @one(%x: tensor<1x8x16x16xf32>, %dy: tensor<1x8x16x16xf32>, %init: tensor<8x3x3xf32>) -> (tensor<8x3x3xf32>, tensor<8x3x3xf32>) {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 128, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 1>} -> tensor<8x3x3xf32>
  %1 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x3x3xf32>
  return %0, %1 : tensor<8x3x3xf32>, tensor<8x3x3xf32>
}

// -----

// A pointwise filter gradient splits the same way: partial sums of the
// filter's shape (Cin x Cout in NHWC) after a partitions dimension.
// CHECK-LABEL: func.func @pointwise
//  CHECK-SAME: (%[[X:.*]]: tensor<2x4x4x8xf32>, %[[DY:.*]]: tensor<2x4x4x16xf32>, %[[INIT:.*]]: tensor<8x16xf32>)
//       CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x8x16xf32>
//       CHECK: %[[P:.*]] = dwc.pointwise_conv2d_backward_filter ins(%[[X]], %[[DY]] : {{.*}}) outs(%[[EMPTY]] : tensor<2x8x16xf32>) {config = #dwc.pointwise_config<{{.*}}partitions = 2>, layout = #dwc<layout nhwc>} -> tensor<2x8x16xf32>
//       CHECK: %[[R:.*]] = dwc.reduce_partials ins(%[[P]] : tensor<2x8x16xf32>) outs(%[[INIT]] : tensor<8x16xf32>) -> tensor<8x16xf32>
//       CHECK: return %[[R]]
func.func @pointwise(%x: tensor<2x4x4x8xf32>, %dy: tensor<2x4x4x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x4x4x8xf32>, tensor<2x4x4x16xf32>) outs(%init : tensor<8x16xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
