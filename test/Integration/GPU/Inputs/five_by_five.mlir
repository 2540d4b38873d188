// A 5x5 stride-2 f32 NCHW layer at batch 64, outside the benchmark, whose
// heuristic kernel once spilled 8 bytes on sm_90.
func.func @five_by_five(%x: tensor<64x96x56x56xf32>, %w: tensor<96x5x5xf32>, %i: tensor<64x96x28x28xf32>) -> tensor<64x96x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x96x56x56xf32>, tensor<96x5x5xf32>) outs(%i : tensor<64x96x28x28xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 2, 1, 2>} -> tensor<64x96x28x28xf32>
  return %0 : tensor<64x96x28x28xf32>
}
