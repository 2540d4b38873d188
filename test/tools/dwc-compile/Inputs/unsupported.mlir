func.func @grad(%x: tensor<1x8x4x4xf32>, %dy: tensor<1x16x4x4xf32>, %i: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x4x4xf32>, tensor<1x16x4x4xf32>) outs(%i : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
