func.func @grad(%dy: tensor<1x8x4x4xf32>, %w: tensor<8x3x3xf32>, %i: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x4x4xf32>, tensor<8x3x3xf32>) outs(%i : tensor<1x8x4x4xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}
