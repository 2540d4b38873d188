// RUN: dwc-opt %s --split-input-file --dwc-decompose-backward-data | FileCheck %s

// The forward op over the output gradient: stride 1, the flipped filter and
// the halo minus the layer's padding ((3 - 1) * 2 - pad with dilation 2).
// CHECK-LABEL: func.func @forward
//  CHECK-SAME: (%[[DY:.+]]: tensor<2x12x10x8xf16>, %[[W:.+]]: tensor<3x3x8xf16>, %[[INIT:.+]]: tensor<2x12x10x8xf16>)
//       CHECK: %[[DX:.+]] = dwc.depthwise_conv2d ins(%[[DY]], %[[W]] : tensor<2x12x10x8xf16>, tensor<3x3x8xf16>) outs(%[[INIT]] : tensor<2x12x10x8xf16>)
//  CHECK-SAME: dilations = array<i64: 2, 2>, flip_filter, layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 3, 1>
//   CHECK-NOT: strides
//       CHECK: return %[[DX]]
func.func @forward(%dy: tensor<2x12x10x8xf16>, %w: tensor<3x3x8xf16>, %init: tensor<2x12x10x8xf16>) -> tensor<2x12x10x8xf16> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<2x12x10x8xf16>, tensor<3x3x8xf16>) outs(%init : tensor<2x12x10x8xf16>) {layout = #dwc<layout nhwc>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 1, 3>, strategy = #dwc<data_gradient forward>} -> tensor<2x12x10x8xf16>
  return %0 : tensor<2x12x10x8xf16>
}

// -----

// Gather and unconfigured ops stay.
// CHECK-LABEL: func.func @others
//   CHECK-NOT: dwc.depthwise_conv2d ins
//       CHECK: dwc.depthwise_conv2d_backward_data
//       CHECK: dwc.depthwise_conv2d_backward_data
func.func @others(%dy: tensor<1x4x5x5xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x5x5xf32>) -> (tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>) {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x4x5x5xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>} -> tensor<1x4x5x5xf32>
  %1 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x4x5x5xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x4x5x5xf32>
  return %0, %1 : tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>
}
