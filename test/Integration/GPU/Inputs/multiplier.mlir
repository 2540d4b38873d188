// Depthwise layers with channel multipliers above 1 (Xception-style and
// EfficientNet's expansions written as depthwise): output channel c reads
// input channel c / multiplier.
func.func @nchw_f32_m2(%x: tensor<8x32x28x28xf32>, %w: tensor<64x3x3xf32>, %i: tensor<8x64x28x28xf32>) -> tensor<8x64x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x32x28x28xf32>, tensor<64x3x3xf32>) outs(%i : tensor<8x64x28x28xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<8x64x28x28xf32>
  return %0 : tensor<8x64x28x28xf32>
}
func.func @nhwc_f16_m3_stride2(%x: tensor<32x56x56x24xf16>, %w: tensor<3x3x72xf16>, %b: tensor<72xf16>, %i: tensor<32x28x28x72xf16>) -> tensor<32x28x28x72xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x24xf16>, tensor<3x3x72xf16>) bias(%b : tensor<72xf16>) outs(%i : tensor<32x28x28x72xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, activation = #dwc<activation silu>} -> tensor<32x28x28x72xf16>
  return %0 : tensor<32x28x28x72xf16>
}
func.func @nhwc_bf16_m4_5x5(%x: tensor<1x14x14x40xbf16>, %w: tensor<5x5x160xbf16>, %i: tensor<1x14x14x160xbf16>) -> tensor<1x14x14x160xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x40xbf16>, tensor<5x5x160xbf16>) outs(%i : tensor<1x14x14x160xbf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x14x14x160xbf16>
  return %0 : tensor<1x14x14x160xbf16>
}
