func.func @block(%x: tensor<8x64x56x56xf16>, %w: tensor<64x3x3xf16>, %init: tensor<8x64x56x56xf16>, %y: tensor<1x14x14x96xf32>, %v: tensor<5x5x96xf32>, %o: tensor<1x7x7x96xf32>) -> (tensor<8x64x56x56xf16>, tensor<1x7x7x96xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x64x56x56xf16>, tensor<64x3x3xf16>) outs(%init : tensor<8x64x56x56xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x64x56x56xf16>
  %1 = dwc.depthwise_conv2d ins(%y, %v : tensor<1x14x14x96xf32>, tensor<5x5x96xf32>) outs(%o : tensor<1x7x7x96xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x7x7x96xf32>
  return %0, %1 : tensor<8x64x56x56xf16>, tensor<1x7x7x96xf32>
}
