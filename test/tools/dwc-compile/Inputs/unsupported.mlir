func.func @grad(%x: tensor<1x8x4x4xf32>, %dy: tensor<1x8x4x4xf32>, %i: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%i : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}
