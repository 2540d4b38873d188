// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise --verify-diagnostics

func.func @multiplier(%x: tensor<1x4x8x8xf32>, %w: tensor<8x3x3xf32>, %i: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  // expected-error @+1 {{has no GPU schedule: GPU schedules support channel multiplier 1 only, got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x3x3xf32>) outs(%i : tensor<1x8x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

func.func @dynamic(%x: tensor<?x4x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32> {
  // expected-error @+1 {{needs static shapes to be scheduled for the GPU}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<?x4x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<?x4x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<?x4x8x8xf32>
  return %0 : tensor<?x4x8x8xf32>
}

// -----

func.func @huge_batch(%x: tensor<70000x4x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<70000x4x8x8xf32>) -> tensor<70000x4x8x8xf32> {
  // expected-error @+1 {{has no GPU schedule: the launch grid (1 channel blocks, batch 70000) exceeds CUDA's limit of 65535 blocks in y and z}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<70000x4x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<70000x4x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<70000x4x8x8xf32>
  return %0 : tensor<70000x4x8x8xf32>
}
