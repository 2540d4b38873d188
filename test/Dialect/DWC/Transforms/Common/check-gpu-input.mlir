// RUN: dwc-opt %s --split-input-file --verify-diagnostics --dwc-check-gpu-input | FileCheck %s

// Every op of the dialect inside a function passes unchanged.
// CHECK-LABEL: func @ops
// CHECK: dwc.depthwise_conv2d
// CHECK: dwc.depthwise_conv2d_backward_data
// CHECK: dwc.depthwise_conv2d_backward_filter
// CHECK: dwc.pointwise_conv2d_backward_data
// CHECK: dwc.pointwise_conv2d_backward_filter
func.func @ops(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %pw: tensor<8x8xf32>) -> (tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<1x8x10x10xf32>, tensor<8x8xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  %1 = dwc.depthwise_conv2d_backward_data ins(%0, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  %2 = dwc.depthwise_conv2d_backward_filter ins(%x, %0 : tensor<1x8x10x10xf32>, tensor<1x8x10x10xf32>) outs(%w : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x3x3xf32>
  %3 = dwc.pointwise_conv2d_backward_data ins(%1, %pw : tensor<1x8x10x10xf32>, tensor<8x8xf32>) outs(%x : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %4 = dwc.pointwise_conv2d_backward_filter ins(%x, %3 : tensor<1x8x10x10xf32>, tensor<1x8x10x10xf32>) outs(%pw : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1, %2, %3, %4 : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<1x8x10x10xf32>, tensor<8x8xf32>
}

// -----

// An op at module level has no host function to launch its kernel from.
%x = tensor.empty() : tensor<1x8x10x10xf32>
%w = tensor.empty() : tensor<8x3x3xf32>
// expected-error @+1 {{'dwc.depthwise_conv2d' op must be inside a func.func to be compiled to GPU kernels (kernels are launched from host functions)}}
%0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>

// -----

gpu.module @kernels {
  gpu.func @device_side(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) {
    // expected-error @+1 {{'dwc.depthwise_conv2d' op must be inside a func.func to be compiled to GPU kernels}}
    %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
    gpu.return
  }
}

// -----

// expected-warning @below {{holds no dwc op: the GPU pipeline compiles no kernel (was the input lowered already, e.g. by dwc-lower-to-linalg?)}}
module {
  func.func @lowered(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}
