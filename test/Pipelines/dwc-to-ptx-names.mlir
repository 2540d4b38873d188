// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s
// Functions whose quoted names PTX does not allow (the NVPTX backend once
// aborted on them) get kernels with identifier names.
// CHECK: .visible .entry a_b_kernel(
// CHECK: .visible .entry a_b_c_kernel(
func.func @"a/b"(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
func.func @"a.b c"(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
