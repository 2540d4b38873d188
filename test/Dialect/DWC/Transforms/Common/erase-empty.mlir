// RUN: dwc-opt %s --dwc-erase-empty | FileCheck %s

// A batch of 0 leaves nothing to compute: the result is the (empty) init.
// CHECK-LABEL: func @empty_batch
// CHECK-SAME: tensor<8x3x3xf32>, %[[INIT:[a-z0-9]+]]: tensor<0x8x10x10xf32>
// CHECK-NOT: dwc.
// CHECK: return %[[INIT]]
func.func @empty_batch(%x: tensor<0x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<0x8x10x10xf32>) -> tensor<0x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<0x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<0x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<0x8x10x10xf32>
  return %0 : tensor<0x8x10x10xf32>
}

// CHECK-LABEL: func @empty_map
// CHECK-SAME: tensor<8x16xf16>, %[[INIT:[a-z0-9]+]]: tensor<2x0x3x16xf16>
// CHECK-NOT: dwc.
// CHECK: return %[[INIT]]
func.func @empty_map(%x: tensor<2x0x5x8xf16>, %w: tensor<8x16xf16>, %init: tensor<2x0x3x16xf16>) -> tensor<2x0x3x16xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x0x5x8xf16>, tensor<8x16xf16>) outs(%init : tensor<2x0x3x16xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>} -> tensor<2x0x3x16xf16>
  return %0 : tensor<2x0x3x16xf16>
}

// The gradient of a filter over no images is still a (zero) filter.
// CHECK-LABEL: func @filter_gradient_kept
// CHECK: dwc.depthwise_conv2d_backward_filter
func.func @filter_gradient_kept(%x: tensor<0x8x10x10xf32>, %dy: tensor<0x8x10x10xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<0x8x10x10xf32>, tensor<0x8x10x10xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}
