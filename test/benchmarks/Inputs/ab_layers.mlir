func.func @strided(%x: tensor<32x96x28x28xf32>, %w: tensor<96x3x3xf32>, %init: tensor<32x96x14x14xf32>) -> tensor<32x96x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x96x28x28xf32>, tensor<96x3x3xf32>) outs(%init : tensor<32x96x14x14xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x96x14x14xf32>
  return %0 : tensor<32x96x14x14xf32>
}
func.func @large(%x: tensor<1x32x512x512xf32>, %w: tensor<32x3x3xf32>) -> tensor<1x32x512x512xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x32x512x512xf32>, tensor<32x3x3xf32>) outs(%x : tensor<1x32x512x512xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x32x512x512xf32>
  return %0 : tensor<1x32x512x512xf32>
}
func.func @nhwc(%x: tensor<8x14x14x64xf16>, %w: tensor<3x3x64xf16>) -> tensor<8x14x14x64xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x14x14x64xf16>, tensor<3x3x64xf16>) outs(%x : tensor<8x14x14x64xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<8x14x14x64xf16>
  return %0 : tensor<8x14x14x64xf16>
}
