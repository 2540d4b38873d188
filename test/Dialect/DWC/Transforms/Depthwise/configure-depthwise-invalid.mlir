// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise --verify-diagnostics

func.func @dynamic(%x: tensor<?x4x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
  // expected-error @+1 {{needs static shapes to be scheduled for the GPU}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<?x4x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<?x4x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<?x4x8x8xf32>
  return %0 : tensor<?x4x8x8xf32>
}

// -----

func.func @huge_batch(%x: tensor<70000x4x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<70000x4x8x8xf32>) -> tensor<70000x4x8x8xf32> {
  // expected-error @+1 {{has no GPU schedule: the launch grid 1 x 1 x 70000 exceeds CUDA's limits (2147483647 x 65535 x 65535)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<70000x4x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<70000x4x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<70000x4x8x8xf32>
  return %0 : tensor<70000x4x8x8xf32>
}

// -----

// A dilation of 10^6 rows and columns: each output's window spans 2000001
// input columns and rows, which row reuse would hold in registers. Rejected
// at once (it once ran out of memory building the kernel).
func.func @huge_dilation(%x: tensor<1x8x2000010x2000010xf32>, %w: tensor<8x3x3xf32>, %i: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{has no GPU schedule: a thread's window spans more than 128 input columns (1 outputs, stride 1, dilated kernel extent 2000001), more than a thread holds}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x2000010x2000010xf32>, tensor<8x3x3xf32>) outs(%i : tensor<1x8x10x10xf32>) {dilations = array<i64: 1000000, 1000000>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
