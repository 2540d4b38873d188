func.func @pw(%x: tensor<1x8x4x4xf32>, %w: tensor<16x8xf32>, %i: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x8x4x4xf32>, tensor<16x8xf32>) outs(%i : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  return %0 : tensor<1x16x4x4xf32>
}
