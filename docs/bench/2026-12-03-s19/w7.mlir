func.func @cnx1__n1__f32__nchw(%x: tensor<1x96x56x56xf32>, %w: tensor<96x7x7xf32>, %init: tensor<1x96x56x56xf32>) -> tensor<1x96x56x56xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x96x56x56xf32>, tensor<96x7x7xf32>) outs(%init : tensor<1x96x56x56xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x96x56x56xf32>
  return %0 : tensor<1x96x56x56xf32>
}
func.func @cnx1__n1__f16__nchw(%x: tensor<1x96x56x56xf16>, %w: tensor<96x7x7xf16>, %init: tensor<1x96x56x56xf16>) -> tensor<1x96x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x96x56x56xf16>, tensor<96x7x7xf16>) outs(%init : tensor<1x96x56x56xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x96x56x56xf16>
  return %0 : tensor<1x96x56x56xf16>
}
func.func @cnx1__n1__bf16__nchw(%x: tensor<1x96x56x56xbf16>, %w: tensor<96x7x7xbf16>, %init: tensor<1x96x56x56xbf16>) -> tensor<1x96x56x56xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x96x56x56xbf16>, tensor<96x7x7xbf16>) outs(%init : tensor<1x96x56x56xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x96x56x56xbf16>
  return %0 : tensor<1x96x56x56xbf16>
}
func.func @cnx1__n32__f32__nchw(%x: tensor<32x96x56x56xf32>, %w: tensor<96x7x7xf32>, %init: tensor<32x96x56x56xf32>) -> tensor<32x96x56x56xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x96x56x56xf32>, tensor<96x7x7xf32>) outs(%init : tensor<32x96x56x56xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x96x56x56xf32>
  return %0 : tensor<32x96x56x56xf32>
}
func.func @cnx1__n32__f16__nchw(%x: tensor<32x96x56x56xf16>, %w: tensor<96x7x7xf16>, %init: tensor<32x96x56x56xf16>) -> tensor<32x96x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x96x56x56xf16>, tensor<96x7x7xf16>) outs(%init : tensor<32x96x56x56xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x96x56x56xf16>
  return %0 : tensor<32x96x56x56xf16>
}
func.func @cnx1__n32__bf16__nchw(%x: tensor<32x96x56x56xbf16>, %w: tensor<96x7x7xbf16>, %init: tensor<32x96x56x56xbf16>) -> tensor<32x96x56x56xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x96x56x56xbf16>, tensor<96x7x7xbf16>) outs(%init : tensor<32x96x56x56xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x96x56x56xbf16>
  return %0 : tensor<32x96x56x56xbf16>
}
func.func @cnx1__n128__f32__nchw(%x: tensor<128x96x56x56xf32>, %w: tensor<96x7x7xf32>, %init: tensor<128x96x56x56xf32>) -> tensor<128x96x56x56xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x96x56x56xf32>, tensor<96x7x7xf32>) outs(%init : tensor<128x96x56x56xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x96x56x56xf32>
  return %0 : tensor<128x96x56x56xf32>
}
func.func @cnx1__n128__f16__nchw(%x: tensor<128x96x56x56xf16>, %w: tensor<96x7x7xf16>, %init: tensor<128x96x56x56xf16>) -> tensor<128x96x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x96x56x56xf16>, tensor<96x7x7xf16>) outs(%init : tensor<128x96x56x56xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x96x56x56xf16>
  return %0 : tensor<128x96x56x56xf16>
}
func.func @cnx1__n128__bf16__nchw(%x: tensor<128x96x56x56xbf16>, %w: tensor<96x7x7xbf16>, %init: tensor<128x96x56x56xbf16>) -> tensor<128x96x56x56xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x96x56x56xbf16>, tensor<96x7x7xbf16>) outs(%init : tensor<128x96x56x56xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x96x56x56xbf16>
  return %0 : tensor<128x96x56x56xbf16>
}
func.func @cnx2__n1__f32__nchw(%x: tensor<1x192x28x28xf32>, %w: tensor<192x7x7xf32>, %init: tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xf32>, tensor<192x7x7xf32>) outs(%init : tensor<1x192x28x28xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x192x28x28xf32>
  return %0 : tensor<1x192x28x28xf32>
}
func.func @cnx2__n1__f16__nchw(%x: tensor<1x192x28x28xf16>, %w: tensor<192x7x7xf16>, %init: tensor<1x192x28x28xf16>) -> tensor<1x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xf16>, tensor<192x7x7xf16>) outs(%init : tensor<1x192x28x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x192x28x28xf16>
  return %0 : tensor<1x192x28x28xf16>
}
func.func @cnx2__n1__bf16__nchw(%x: tensor<1x192x28x28xbf16>, %w: tensor<192x7x7xbf16>, %init: tensor<1x192x28x28xbf16>) -> tensor<1x192x28x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xbf16>, tensor<192x7x7xbf16>) outs(%init : tensor<1x192x28x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x192x28x28xbf16>
  return %0 : tensor<1x192x28x28xbf16>
}
func.func @cnx2__n32__f32__nchw(%x: tensor<32x192x28x28xf32>, %w: tensor<192x7x7xf32>, %init: tensor<32x192x28x28xf32>) -> tensor<32x192x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x192x28x28xf32>, tensor<192x7x7xf32>) outs(%init : tensor<32x192x28x28xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x192x28x28xf32>
  return %0 : tensor<32x192x28x28xf32>
}
func.func @cnx2__n32__f16__nchw(%x: tensor<32x192x28x28xf16>, %w: tensor<192x7x7xf16>, %init: tensor<32x192x28x28xf16>) -> tensor<32x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x192x28x28xf16>, tensor<192x7x7xf16>) outs(%init : tensor<32x192x28x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x192x28x28xf16>
  return %0 : tensor<32x192x28x28xf16>
}
func.func @cnx2__n32__bf16__nchw(%x: tensor<32x192x28x28xbf16>, %w: tensor<192x7x7xbf16>, %init: tensor<32x192x28x28xbf16>) -> tensor<32x192x28x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x192x28x28xbf16>, tensor<192x7x7xbf16>) outs(%init : tensor<32x192x28x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x192x28x28xbf16>
  return %0 : tensor<32x192x28x28xbf16>
}
func.func @cnx2__n128__f32__nchw(%x: tensor<128x192x28x28xf32>, %w: tensor<192x7x7xf32>, %init: tensor<128x192x28x28xf32>) -> tensor<128x192x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf32>, tensor<192x7x7xf32>) outs(%init : tensor<128x192x28x28xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x192x28x28xf32>
  return %0 : tensor<128x192x28x28xf32>
}
func.func @cnx2__n128__f16__nchw(%x: tensor<128x192x28x28xf16>, %w: tensor<192x7x7xf16>, %init: tensor<128x192x28x28xf16>) -> tensor<128x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf16>, tensor<192x7x7xf16>) outs(%init : tensor<128x192x28x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x192x28x28xf16>
  return %0 : tensor<128x192x28x28xf16>
}
func.func @cnx2__n128__bf16__nchw(%x: tensor<128x192x28x28xbf16>, %w: tensor<192x7x7xbf16>, %init: tensor<128x192x28x28xbf16>) -> tensor<128x192x28x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xbf16>, tensor<192x7x7xbf16>) outs(%init : tensor<128x192x28x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x192x28x28xbf16>
  return %0 : tensor<128x192x28x28xbf16>
}
func.func @cnx3__n1__f32__nchw(%x: tensor<1x384x14x14xf32>, %w: tensor<384x7x7xf32>, %init: tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x384x14x14xf32>, tensor<384x7x7xf32>) outs(%init : tensor<1x384x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x384x14x14xf32>
  return %0 : tensor<1x384x14x14xf32>
}
func.func @cnx3__n1__f16__nchw(%x: tensor<1x384x14x14xf16>, %w: tensor<384x7x7xf16>, %init: tensor<1x384x14x14xf16>) -> tensor<1x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x384x14x14xf16>, tensor<384x7x7xf16>) outs(%init : tensor<1x384x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x384x14x14xf16>
  return %0 : tensor<1x384x14x14xf16>
}
func.func @cnx3__n1__bf16__nchw(%x: tensor<1x384x14x14xbf16>, %w: tensor<384x7x7xbf16>, %init: tensor<1x384x14x14xbf16>) -> tensor<1x384x14x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x384x14x14xbf16>, tensor<384x7x7xbf16>) outs(%init : tensor<1x384x14x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x384x14x14xbf16>
  return %0 : tensor<1x384x14x14xbf16>
}
func.func @cnx3__n32__f32__nchw(%x: tensor<32x384x14x14xf32>, %w: tensor<384x7x7xf32>, %init: tensor<32x384x14x14xf32>) -> tensor<32x384x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x384x14x14xf32>, tensor<384x7x7xf32>) outs(%init : tensor<32x384x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x384x14x14xf32>
  return %0 : tensor<32x384x14x14xf32>
}
func.func @cnx3__n32__f16__nchw(%x: tensor<32x384x14x14xf16>, %w: tensor<384x7x7xf16>, %init: tensor<32x384x14x14xf16>) -> tensor<32x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x384x14x14xf16>, tensor<384x7x7xf16>) outs(%init : tensor<32x384x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x384x14x14xf16>
  return %0 : tensor<32x384x14x14xf16>
}
func.func @cnx3__n32__bf16__nchw(%x: tensor<32x384x14x14xbf16>, %w: tensor<384x7x7xbf16>, %init: tensor<32x384x14x14xbf16>) -> tensor<32x384x14x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x384x14x14xbf16>, tensor<384x7x7xbf16>) outs(%init : tensor<32x384x14x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x384x14x14xbf16>
  return %0 : tensor<32x384x14x14xbf16>
}
func.func @cnx3__n128__f32__nchw(%x: tensor<128x384x14x14xf32>, %w: tensor<384x7x7xf32>, %init: tensor<128x384x14x14xf32>) -> tensor<128x384x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x384x14x14xf32>, tensor<384x7x7xf32>) outs(%init : tensor<128x384x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x384x14x14xf32>
  return %0 : tensor<128x384x14x14xf32>
}
func.func @cnx3__n128__f16__nchw(%x: tensor<128x384x14x14xf16>, %w: tensor<384x7x7xf16>, %init: tensor<128x384x14x14xf16>) -> tensor<128x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x384x14x14xf16>, tensor<384x7x7xf16>) outs(%init : tensor<128x384x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x384x14x14xf16>
  return %0 : tensor<128x384x14x14xf16>
}
func.func @cnx3__n128__bf16__nchw(%x: tensor<128x384x14x14xbf16>, %w: tensor<384x7x7xbf16>, %init: tensor<128x384x14x14xbf16>) -> tensor<128x384x14x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x384x14x14xbf16>, tensor<384x7x7xbf16>) outs(%init : tensor<128x384x14x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x384x14x14xbf16>
  return %0 : tensor<128x384x14x14xbf16>
}
func.func @cnx4__n1__f32__nchw(%x: tensor<1x768x7x7xf32>, %w: tensor<768x7x7xf32>, %init: tensor<1x768x7x7xf32>) -> tensor<1x768x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x768x7x7xf32>, tensor<768x7x7xf32>) outs(%init : tensor<1x768x7x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x768x7x7xf32>
  return %0 : tensor<1x768x7x7xf32>
}
func.func @cnx4__n1__f16__nchw(%x: tensor<1x768x7x7xf16>, %w: tensor<768x7x7xf16>, %init: tensor<1x768x7x7xf16>) -> tensor<1x768x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x768x7x7xf16>, tensor<768x7x7xf16>) outs(%init : tensor<1x768x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x768x7x7xf16>
  return %0 : tensor<1x768x7x7xf16>
}
func.func @cnx4__n1__bf16__nchw(%x: tensor<1x768x7x7xbf16>, %w: tensor<768x7x7xbf16>, %init: tensor<1x768x7x7xbf16>) -> tensor<1x768x7x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x768x7x7xbf16>, tensor<768x7x7xbf16>) outs(%init : tensor<1x768x7x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<1x768x7x7xbf16>
  return %0 : tensor<1x768x7x7xbf16>
}
func.func @cnx4__n32__f32__nchw(%x: tensor<32x768x7x7xf32>, %w: tensor<768x7x7xf32>, %init: tensor<32x768x7x7xf32>) -> tensor<32x768x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x768x7x7xf32>, tensor<768x7x7xf32>) outs(%init : tensor<32x768x7x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x768x7x7xf32>
  return %0 : tensor<32x768x7x7xf32>
}
func.func @cnx4__n32__f16__nchw(%x: tensor<32x768x7x7xf16>, %w: tensor<768x7x7xf16>, %init: tensor<32x768x7x7xf16>) -> tensor<32x768x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x768x7x7xf16>, tensor<768x7x7xf16>) outs(%init : tensor<32x768x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x768x7x7xf16>
  return %0 : tensor<32x768x7x7xf16>
}
func.func @cnx4__n32__bf16__nchw(%x: tensor<32x768x7x7xbf16>, %w: tensor<768x7x7xbf16>, %init: tensor<32x768x7x7xbf16>) -> tensor<32x768x7x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x768x7x7xbf16>, tensor<768x7x7xbf16>) outs(%init : tensor<32x768x7x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<32x768x7x7xbf16>
  return %0 : tensor<32x768x7x7xbf16>
}
func.func @cnx4__n128__f32__nchw(%x: tensor<128x768x7x7xf32>, %w: tensor<768x7x7xf32>, %init: tensor<128x768x7x7xf32>) -> tensor<128x768x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x768x7x7xf32>, tensor<768x7x7xf32>) outs(%init : tensor<128x768x7x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x768x7x7xf32>
  return %0 : tensor<128x768x7x7xf32>
}
func.func @cnx4__n128__f16__nchw(%x: tensor<128x768x7x7xf16>, %w: tensor<768x7x7xf16>, %init: tensor<128x768x7x7xf16>) -> tensor<128x768x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x768x7x7xf16>, tensor<768x7x7xf16>) outs(%init : tensor<128x768x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x768x7x7xf16>
  return %0 : tensor<128x768x7x7xf16>
}
func.func @cnx4__n128__bf16__nchw(%x: tensor<128x768x7x7xbf16>, %w: tensor<768x7x7xbf16>, %init: tensor<128x768x7x7xbf16>) -> tensor<128x768x7x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x768x7x7xbf16>, tensor<768x7x7xbf16>) outs(%init : tensor<128x768x7x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 3, 3>, activation = #dwc<activation none>} -> tensor<128x768x7x7xbf16>
  return %0 : tensor<128x768x7x7xbf16>
}
func.func @w7r0__n128__f16__nchw(%x: tensor<128x390x19x7xf16>, %w: tensor<390x7x5xf16>, %b: tensor<390xf16>, %init: tensor<128x390x19x7xf16>) -> tensor<128x390x19x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x390x19x7xf16>, tensor<390x7x5xf16>) bias(%b : tensor<390xf16>) outs(%init : tensor<128x390x19x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 4, 0>, activation = #dwc<activation relu>} -> tensor<128x390x19x7xf16>
  return %0 : tensor<128x390x19x7xf16>
}
func.func @w7r1__n8__f16__nchw(%x: tensor<8x450x25x30xf16>, %w: tensor<450x7x7xf16>, %init: tensor<8x450x20x28xf16>) -> tensor<8x450x20x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x450x25x30xf16>, tensor<450x7x7xf16>) outs(%init : tensor<8x450x20x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 4>, activation = #dwc<activation none>} -> tensor<8x450x20x28xf16>
  return %0 : tensor<8x450x20x28xf16>
}
func.func @w7r2__n16__f32__nchw(%x: tensor<16x895x12x16xf32>, %w: tensor<895x7x7xf32>, %b: tensor<895xf32>, %init: tensor<16x895x7x14xf32>) -> tensor<16x895x7x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x895x12x16xf32>, tensor<895x7x7xf32>) bias(%b : tensor<895xf32>) outs(%init : tensor<16x895x7x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 4>, activation = #dwc<activation relu>} -> tensor<16x895x7x14xf32>
  return %0 : tensor<16x895x7x14xf32>
}
func.func @w7r3__n128__f16__nchw(%x: tensor<128x121x21x21xf16>, %w: tensor<121x3x3xf16>, %init: tensor<128x121x25x21xf16>) -> tensor<128x121x25x21xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x121x21x21xf16>, tensor<121x3x3xf16>) outs(%init : tensor<128x121x25x21xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 4, 6, 5, 1>, activation = #dwc<activation relu>} -> tensor<128x121x25x21xf16>
  return %0 : tensor<128x121x25x21xf16>
}
func.func @w7r4__n256__f16__nchw(%x: tensor<256x524x26x6xf16>, %w: tensor<524x7x5xf16>, %init: tensor<256x524x24x7xf16>) -> tensor<256x524x24x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x524x26x6xf16>, tensor<524x7x5xf16>) outs(%init : tensor<256x524x24x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 4, 1>, activation = #dwc<activation relu6>} -> tensor<256x524x24x7xf16>
  return %0 : tensor<256x524x24x7xf16>
}
func.func @w7r5__n16__f32__nchw(%x: tensor<16x814x17x14xf32>, %w: tensor<814x7x3xf32>, %b: tensor<814xf32>, %init: tensor<16x814x14x14xf32>) -> tensor<16x814x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x814x17x14xf32>, tensor<814x7x3xf32>) bias(%b : tensor<814xf32>) outs(%init : tensor<16x814x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 2>, activation = #dwc<activation relu6>} -> tensor<16x814x14x14xf32>
  return %0 : tensor<16x814x14x14xf32>
}
func.func @w7r6__n64__bf16__nchw(%x: tensor<64x540x17x34xbf16>, %w: tensor<540x3x3xbf16>, %b: tensor<540xbf16>, %init: tensor<64x540x17x28xbf16>) -> tensor<64x540x17x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x540x17x34xbf16>, tensor<540x3x3xbf16>) bias(%b : tensor<540xbf16>) outs(%init : tensor<64x540x17x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 2, 4, 0, 0>, activation = #dwc<activation relu6>} -> tensor<64x540x17x28xbf16>
  return %0 : tensor<64x540x17x28xbf16>
}
func.func @w7r7__n32__bf16__nchw(%x: tensor<32x602x21x3xbf16>, %w: tensor<602x7x7xbf16>, %b: tensor<602xbf16>, %init: tensor<32x602x20x7xbf16>) -> tensor<32x602x20x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x602x21x3xbf16>, tensor<602x7x7xbf16>) bias(%b : tensor<602xbf16>) outs(%init : tensor<32x602x20x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 0, 6, 4>, activation = #dwc<activation relu6>} -> tensor<32x602x20x7xbf16>
  return %0 : tensor<32x602x20x7xbf16>
}
func.func @w7r8__n256__bf16__nchw(%x: tensor<256x501x25x32xbf16>, %w: tensor<501x3x3xbf16>, %init: tensor<256x501x25x28xbf16>) -> tensor<256x501x25x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x501x25x32xbf16>, tensor<501x3x3xbf16>) outs(%init : tensor<256x501x25x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 0, 6, 0, 2>, activation = #dwc<activation none>} -> tensor<256x501x25x28xbf16>
  return %0 : tensor<256x501x25x28xbf16>
}
func.func @w7r9__n8__f32__nchw(%x: tensor<8x371x10x12xf32>, %w: tensor<371x4x4xf32>, %init: tensor<8x371x11x14xf32>) -> tensor<8x371x11x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x371x10x12xf32>, tensor<371x4x4xf32>) outs(%init : tensor<8x371x11x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 5, 3, 5>, activation = #dwc<activation relu6>} -> tensor<8x371x11x14xf32>
  return %0 : tensor<8x371x11x14xf32>
}
func.func @w7r10__n256__f32__nchw(%x: tensor<256x148x13x12xf32>, %w: tensor<148x7x7xf32>, %b: tensor<148xf32>, %init: tensor<256x148x8x14xf32>) -> tensor<256x148x8x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x148x13x12xf32>, tensor<148x7x7xf32>) bias(%b : tensor<148xf32>) outs(%init : tensor<256x148x8x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 6, 2>, activation = #dwc<activation silu>} -> tensor<256x148x8x14xf32>
  return %0 : tensor<256x148x8x14xf32>
}
func.func @w7r11__n64__f16__nchw(%x: tensor<64x854x11x29xf16>, %w: tensor<854x7x3xf16>, %init: tensor<64x854x12x28xf16>) -> tensor<64x854x12x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x854x11x29xf16>, tensor<854x7x3xf16>) outs(%init : tensor<64x854x12x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 1, 0>, activation = #dwc<activation relu6>} -> tensor<64x854x12x28xf16>
  return %0 : tensor<64x854x12x28xf16>
}
func.func @w7r12__n16__bf16__nchw(%x: tensor<16x170x22x33xbf16>, %w: tensor<170x4x4xbf16>, %init: tensor<16x170x18x28xbf16>) -> tensor<16x170x18x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x170x22x33xbf16>, tensor<170x4x4xbf16>) outs(%init : tensor<16x170x18x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 1>, activation = #dwc<activation none>} -> tensor<16x170x18x28xbf16>
  return %0 : tensor<16x170x18x28xbf16>
}
func.func @w7r13__n32__f32__nchw(%x: tensor<32x563x13x15xf32>, %w: tensor<563x7x3xf32>, %init: tensor<32x563x9x14xf32>) -> tensor<32x563x9x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x563x13x15xf32>, tensor<563x7x3xf32>) outs(%init : tensor<32x563x9x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 1>, activation = #dwc<activation relu6>} -> tensor<32x563x9x14xf32>
  return %0 : tensor<32x563x9x14xf32>
}
func.func @w7r14__n128__f32__nchw(%x: tensor<128x833x1x9xf32>, %w: tensor<833x7x7xf32>, %b: tensor<833xf32>, %init: tensor<128x833x7x14xf32>) -> tensor<128x833x7x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x833x1x9xf32>, tensor<833x7x7xf32>) bias(%b : tensor<833xf32>) outs(%init : tensor<128x833x7x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 6, 6, 5>, activation = #dwc<activation silu>} -> tensor<128x833x7x14xf32>
  return %0 : tensor<128x833x7x14xf32>
}
func.func @w7r15__n16__f16__nchw(%x: tensor<16x467x27x30xf16>, %w: tensor<467x7x3xf16>, %b: tensor<467xf16>, %init: tensor<16x467x22x28xf16>) -> tensor<16x467x22x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x467x27x30xf16>, tensor<467x7x3xf16>) bias(%b : tensor<467xf16>) outs(%init : tensor<16x467x22x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 0>, activation = #dwc<activation none>} -> tensor<16x467x22x28xf16>
  return %0 : tensor<16x467x22x28xf16>
}
func.func @w7r16__n8__f16__nchw(%x: tensor<8x42x27x14xf16>, %w: tensor<42x7x7xf16>, %init: tensor<8x42x25x14xf16>) -> tensor<8x42x25x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x42x27x14xf16>, tensor<42x7x7xf16>) outs(%init : tensor<8x42x25x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 4>, activation = #dwc<activation silu>} -> tensor<8x42x25x14xf16>
  return %0 : tensor<8x42x25x14xf16>
}
func.func @w7r17__n64__f32__nchw(%x: tensor<64x134x11x17xf32>, %w: tensor<134x7x7xf32>, %init: tensor<64x134x11x14xf32>) -> tensor<64x134x11x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x134x11x17xf32>, tensor<134x7x7xf32>) outs(%init : tensor<64x134x11x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 3, 0>, activation = #dwc<activation silu>} -> tensor<64x134x11x14xf32>
  return %0 : tensor<64x134x11x14xf32>
}
func.func @w7r18__n32__bf16__nchw(%x: tensor<32x774x21x6xbf16>, %w: tensor<774x7x3xbf16>, %b: tensor<774xbf16>, %init: tensor<32x774x16x7xbf16>) -> tensor<32x774x16x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x774x21x6xbf16>, tensor<774x7x3xbf16>) bias(%b : tensor<774xbf16>) outs(%init : tensor<32x774x16x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 1>, activation = #dwc<activation relu>} -> tensor<32x774x16x7xbf16>
  return %0 : tensor<32x774x16x7xbf16>
}
func.func @w7r19__n128__f16__nchw(%x: tensor<128x792x13x23xf16>, %w: tensor<792x3x3xf16>, %b: tensor<792xf16>, %init: tensor<128x792x13x21xf16>) -> tensor<128x792x13x21xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x792x13x23xf16>, tensor<792x3x3xf16>) bias(%b : tensor<792xf16>) outs(%init : tensor<128x792x13x21xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 1, 5, 4, 0>, activation = #dwc<activation none>} -> tensor<128x792x13x21xf16>
  return %0 : tensor<128x792x13x21xf16>
}
func.func @w7r20__n128__bf16__nchw(%x: tensor<128x561x26x20xbf16>, %w: tensor<561x4x4xbf16>, %init: tensor<128x561x23x21xbf16>) -> tensor<128x561x23x21xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x561x26x20xbf16>, tensor<561x4x4xbf16>) outs(%init : tensor<128x561x23x21xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 1, 2, 6, 1>, activation = #dwc<activation relu6>} -> tensor<128x561x23x21xbf16>
  return %0 : tensor<128x561x23x21xbf16>
}
func.func @w7r21__n16__f16__nchw(%x: tensor<16x773x25x11xf16>, %w: tensor<773x4x4xf16>, %b: tensor<773xf16>, %init: tensor<16x773x26x14xf16>) -> tensor<16x773x26x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x773x25x11xf16>, tensor<773x4x4xf16>) bias(%b : tensor<773xf16>) outs(%init : tensor<16x773x26x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 6, 1, 6, 3>, activation = #dwc<activation silu>} -> tensor<16x773x26x14xf16>
  return %0 : tensor<16x773x26x14xf16>
}
func.func @w7r22__n256__f32__nchw(%x: tensor<256x214x5x6xf32>, %w: tensor<214x7x5xf32>, %init: tensor<256x214x7x7xf32>) -> tensor<256x214x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x214x5x6xf32>, tensor<214x7x5xf32>) outs(%init : tensor<256x214x7x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 2, 3, 2>, activation = #dwc<activation relu6>} -> tensor<256x214x7x7xf32>
  return %0 : tensor<256x214x7x7xf32>
}
func.func @w7r23__n16__f32__nchw(%x: tensor<16x497x17x16xf32>, %w: tensor<497x7x3xf32>, %b: tensor<497xf32>, %init: tensor<16x497x12x14xf32>) -> tensor<16x497x12x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x497x17x16xf32>, tensor<497x7x3xf32>) bias(%b : tensor<497xf32>) outs(%init : tensor<16x497x12x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 0>, activation = #dwc<activation silu>} -> tensor<16x497x12x14xf32>
  return %0 : tensor<16x497x12x14xf32>
}
func.func @w7r24__n256__f32__nchw(%x: tensor<256x102x6x9xf32>, %w: tensor<102x3x3xf32>, %b: tensor<102xf32>, %init: tensor<256x102x7x14xf32>) -> tensor<256x102x7x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x102x6x9xf32>, tensor<102x3x3xf32>) bias(%b : tensor<102xf32>) outs(%init : tensor<256x102x7x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 5, 2, 6, 5>, activation = #dwc<activation silu>} -> tensor<256x102x7x14xf32>
  return %0 : tensor<256x102x7x14xf32>
}
func.func @w7r25__n256__f16__nchw(%x: tensor<256x104x19x13xf16>, %w: tensor<104x4x4xf16>, %b: tensor<104xf16>, %init: tensor<256x104x22x14xf16>) -> tensor<256x104x22x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x104x19x13xf16>, tensor<104x4x4xf16>) bias(%b : tensor<104xf16>) outs(%init : tensor<256x104x22x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 3, 6, 5, 2>, activation = #dwc<activation silu>} -> tensor<256x104x22x14xf16>
  return %0 : tensor<256x104x22x14xf16>
}
func.func @w7r26__n64__f16__nchw(%x: tensor<64x942x17x15xf16>, %w: tensor<942x4x4xf16>, %init: tensor<64x942x12x14xf16>) -> tensor<64x942x12x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x942x17x15xf16>, tensor<942x4x4xf16>) outs(%init : tensor<64x942x12x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 4>, activation = #dwc<activation relu>} -> tensor<64x942x12x14xf16>
  return %0 : tensor<64x942x12x14xf16>
}
func.func @w7r27__n8__f32__nchw(%x: tensor<8x37x15x15xf32>, %w: tensor<37x3x3xf32>, %init: tensor<8x37x14x14xf32>) -> tensor<8x37x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x37x15x15xf32>, tensor<37x3x3xf32>) outs(%init : tensor<8x37x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 1, 4, 4, 1>, activation = #dwc<activation none>} -> tensor<8x37x14x14xf32>
  return %0 : tensor<8x37x14x14xf32>
}
func.func @w7r28__n8__f32__nchw(%x: tensor<8x232x8x8xf32>, %w: tensor<232x3x3xf32>, %b: tensor<232xf32>, %init: tensor<8x232x9x14xf32>) -> tensor<8x232x9x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x232x8x8xf32>, tensor<232x3x3xf32>) bias(%b : tensor<232xf32>) outs(%init : tensor<8x232x9x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 6, 1, 6, 6>, activation = #dwc<activation relu6>} -> tensor<8x232x9x14xf32>
  return %0 : tensor<8x232x9x14xf32>
}
func.func @w7r29__n8__f16__nchw(%x: tensor<8x150x25x18xf16>, %w: tensor<150x3x3xf16>, %init: tensor<8x150x25x21xf16>) -> tensor<8x150x25x21xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x150x25x18xf16>, tensor<150x3x3xf16>) outs(%init : tensor<8x150x25x21xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 2, 4, 3, 6>, activation = #dwc<activation relu6>} -> tensor<8x150x25x21xf16>
  return %0 : tensor<8x150x25x21xf16>
}
func.func @w7r30__n64__f32__nchw(%x: tensor<64x35x14x5xf32>, %w: tensor<35x7x3xf32>, %init: tensor<64x35x13x7xf32>) -> tensor<64x35x13x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x35x14x5xf32>, tensor<35x7x3xf32>) outs(%init : tensor<64x35x13x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<64x35x13x7xf32>
  return %0 : tensor<64x35x13x7xf32>
}
func.func @w7r31__n32__f16__nchw(%x: tensor<32x79x8x30xf16>, %w: tensor<79x7x7xf16>, %init: tensor<32x79x11x28xf16>) -> tensor<32x79x11x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x79x8x30xf16>, tensor<79x7x7xf16>) outs(%init : tensor<32x79x11x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 5, 0, 4>, activation = #dwc<activation silu>} -> tensor<32x79x11x28xf16>
  return %0 : tensor<32x79x11x28xf16>
}
func.func @w7r32__n128__f32__nchw(%x: tensor<128x116x10x7xf32>, %w: tensor<116x7x7xf32>, %b: tensor<116xf32>, %init: tensor<128x116x7x7xf32>) -> tensor<128x116x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x116x10x7xf32>, tensor<116x7x7xf32>) bias(%b : tensor<116xf32>) outs(%init : tensor<128x116x7x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 6>, activation = #dwc<activation none>} -> tensor<128x116x7x7xf32>
  return %0 : tensor<128x116x7x7xf32>
}
func.func @w7r33__n64__bf16__nchw(%x: tensor<64x562x16x13xbf16>, %w: tensor<562x7x7xbf16>, %init: tensor<64x562x17x14xbf16>) -> tensor<64x562x17x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x562x16x13xbf16>, tensor<562x7x7xbf16>) outs(%init : tensor<64x562x17x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 2, 3, 4>, activation = #dwc<activation relu>} -> tensor<64x562x17x14xbf16>
  return %0 : tensor<64x562x17x14xbf16>
}
func.func @w7r34__n64__f32__nchw(%x: tensor<64x140x8x9xf32>, %w: tensor<140x4x4xf32>, %b: tensor<140xf32>, %init: tensor<64x140x11x7xf32>) -> tensor<64x140x11x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x140x8x9xf32>, tensor<140x4x4xf32>) bias(%b : tensor<140xf32>) outs(%init : tensor<64x140x11x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 6, 3, 1, 3>, activation = #dwc<activation none>} -> tensor<64x140x11x7xf32>
  return %0 : tensor<64x140x11x7xf32>
}
func.func @w7r35__n16__f16__nchw(%x: tensor<16x141x20x5xf16>, %w: tensor<141x4x4xf16>, %init: tensor<16x141x20x7xf16>) -> tensor<16x141x20x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x141x20x5xf16>, tensor<141x4x4xf16>) outs(%init : tensor<16x141x20x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 1, 5, 2, 6>, activation = #dwc<activation relu6>} -> tensor<16x141x20x7xf16>
  return %0 : tensor<16x141x20x7xf16>
}
func.func @w7r36__n64__bf16__nchw(%x: tensor<64x922x11x31xbf16>, %w: tensor<922x7x7xbf16>, %b: tensor<922xbf16>, %init: tensor<64x922x11x28xbf16>) -> tensor<64x922x11x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x922x11x31xbf16>, tensor<922x7x7xbf16>) bias(%b : tensor<922xbf16>) outs(%init : tensor<64x922x11x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 0, 3>, activation = #dwc<activation relu>} -> tensor<64x922x11x28xbf16>
  return %0 : tensor<64x922x11x28xbf16>
}
func.func @w7r37__n8__f32__nchw(%x: tensor<8x342x14x17xf32>, %w: tensor<342x7x7xf32>, %init: tensor<8x342x13x14xf32>) -> tensor<8x342x13x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x342x14x17xf32>, tensor<342x7x7xf32>) outs(%init : tensor<8x342x13x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 1, 2>, activation = #dwc<activation none>} -> tensor<8x342x13x14xf32>
  return %0 : tensor<8x342x13x14xf32>
}
func.func @w7r38__n128__f32__nchw(%x: tensor<128x545x15x13xf32>, %w: tensor<545x7x5xf32>, %b: tensor<545xf32>, %init: tensor<128x545x14x14xf32>) -> tensor<128x545x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x545x15x13xf32>, tensor<545x7x5xf32>) bias(%b : tensor<545xf32>) outs(%init : tensor<128x545x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 0, 3, 2>, activation = #dwc<activation none>} -> tensor<128x545x14x14xf32>
  return %0 : tensor<128x545x14x14xf32>
}
func.func @w7r39__n32__f16__nchw(%x: tensor<32x201x12x7xf16>, %w: tensor<201x7x7xf16>, %init: tensor<32x201x10x7xf16>) -> tensor<32x201x10x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x201x12x7xf16>, tensor<201x7x7xf16>) outs(%init : tensor<32x201x10x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 6>, activation = #dwc<activation silu>} -> tensor<32x201x10x7xf16>
  return %0 : tensor<32x201x10x7xf16>
}
func.func @w7r40__n32__bf16__nchw(%x: tensor<32x733x17x13xbf16>, %w: tensor<733x4x4xbf16>, %b: tensor<733xbf16>, %init: tensor<32x733x19x14xbf16>) -> tensor<32x733x19x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x733x17x13xbf16>, tensor<733x4x4xbf16>) bias(%b : tensor<733xbf16>) outs(%init : tensor<32x733x19x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 4, 4, 4, 3>, activation = #dwc<activation none>} -> tensor<32x733x19x14xbf16>
  return %0 : tensor<32x733x19x14xbf16>
}
func.func @w7r41__n32__f16__nchw(%x: tensor<32x836x24x8xf16>, %w: tensor<836x4x4xf16>, %b: tensor<836xf16>, %init: tensor<32x836x20x7xf16>) -> tensor<32x836x20x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x836x24x8xf16>, tensor<836x4x4xf16>) bias(%b : tensor<836xf16>) outs(%init : tensor<32x836x20x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 0, 5, 0>, activation = #dwc<activation relu>} -> tensor<32x836x20x7xf16>
  return %0 : tensor<32x836x20x7xf16>
}
func.func @w7r42__n32__bf16__nchw(%x: tensor<32x964x14x27xbf16>, %w: tensor<964x7x7xbf16>, %init: tensor<32x964x10x28xbf16>) -> tensor<32x964x10x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x964x14x27xbf16>, tensor<964x7x7xbf16>) outs(%init : tensor<32x964x10x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 4, 3>, activation = #dwc<activation none>} -> tensor<32x964x10x28xbf16>
  return %0 : tensor<32x964x10x28xbf16>
}
func.func @w7r43__n32__f32__nchw(%x: tensor<32x222x13x12xf32>, %w: tensor<222x3x3xf32>, %init: tensor<32x222x10x7xf32>) -> tensor<32x222x10x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x222x13x12xf32>, tensor<222x3x3xf32>) outs(%init : tensor<32x222x10x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 1, 2, 0, 1>, activation = #dwc<activation relu>} -> tensor<32x222x10x7xf32>
  return %0 : tensor<32x222x10x7xf32>
}
func.func @w7r44__n8__bf16__nchw(%x: tensor<8x53x25x16xbf16>, %w: tensor<53x7x5xbf16>, %b: tensor<53xbf16>, %init: tensor<8x53x23x14xbf16>) -> tensor<8x53x23x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x53x25x16xbf16>, tensor<53x7x5xbf16>) bias(%b : tensor<53xbf16>) outs(%init : tensor<8x53x23x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 2>, activation = #dwc<activation relu>} -> tensor<8x53x23x14xbf16>
  return %0 : tensor<8x53x23x14xbf16>
}
func.func @w7r45__n256__bf16__nchw(%x: tensor<256x458x15x23xbf16>, %w: tensor<458x3x3xbf16>, %b: tensor<458xbf16>, %init: tensor<256x458x14x28xbf16>) -> tensor<256x458x14x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x458x15x23xbf16>, tensor<458x3x3xbf16>) bias(%b : tensor<458xbf16>) outs(%init : tensor<256x458x14x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 0, 5, 6, 5>, activation = #dwc<activation silu>} -> tensor<256x458x14x28xbf16>
  return %0 : tensor<256x458x14x28xbf16>
}
func.func @w7r46__n256__bf16__nchw(%x: tensor<256x762x16x9xbf16>, %w: tensor<762x3x3xbf16>, %b: tensor<762xbf16>, %init: tensor<256x762x13x14xbf16>) -> tensor<256x762x13x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x762x16x9xbf16>, tensor<762x3x3xbf16>) bias(%b : tensor<762xbf16>) outs(%init : tensor<256x762x13x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 2, 1, 6, 5>, activation = #dwc<activation relu6>} -> tensor<256x762x13x14xbf16>
  return %0 : tensor<256x762x13x14xbf16>
}
func.func @w7r47__n8__f16__nchw(%x: tensor<8x183x3x8xf16>, %w: tensor<183x7x7xf16>, %b: tensor<183xf16>, %init: tensor<8x183x7x7xf16>) -> tensor<8x183x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x183x3x8xf16>, tensor<183x7x7xf16>) bias(%b : tensor<183xf16>) outs(%init : tensor<8x183x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 5, 2, 3>, activation = #dwc<activation silu>} -> tensor<8x183x7x7xf16>
  return %0 : tensor<8x183x7x7xf16>
}
func.func @w7r48__n16__f32__nchw(%x: tensor<16x205x10x10xf32>, %w: tensor<205x3x3xf32>, %b: tensor<205xf32>, %init: tensor<16x205x11x7xf32>) -> tensor<16x205x11x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x205x10x10xf32>, tensor<205x3x3xf32>) bias(%b : tensor<205xf32>) outs(%init : tensor<16x205x11x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 5, 2, 0, 3>, activation = #dwc<activation none>} -> tensor<16x205x11x7xf32>
  return %0 : tensor<16x205x11x7xf32>
}
func.func @w7r49__n16__bf16__nchw(%x: tensor<16x381x22x22xbf16>, %w: tensor<381x7x5xbf16>, %b: tensor<381xbf16>, %init: tensor<16x381x17x21xbf16>) -> tensor<16x381x17x21xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x381x22x22xbf16>, tensor<381x7x5xbf16>) bias(%b : tensor<381xbf16>) outs(%init : tensor<16x381x17x21xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 1>, activation = #dwc<activation silu>} -> tensor<16x381x17x21xbf16>
  return %0 : tensor<16x381x17x21xbf16>
}
func.func @w7r50__n32__bf16__nchw(%x: tensor<32x109x16x14xbf16>, %w: tensor<109x7x7xbf16>, %init: tensor<32x109x15x14xbf16>) -> tensor<32x109x15x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x109x16x14xbf16>, tensor<109x7x7xbf16>) outs(%init : tensor<32x109x15x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 4, 6, 0>, activation = #dwc<activation relu>} -> tensor<32x109x15x14xbf16>
  return %0 : tensor<32x109x15x14xbf16>
}
func.func @w7r51__n8__f32__nchw(%x: tensor<8x254x11x13xf32>, %w: tensor<254x7x3xf32>, %init: tensor<8x254x7x14xf32>) -> tensor<8x254x7x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x254x11x13xf32>, tensor<254x7x3xf32>) outs(%init : tensor<8x254x7x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 2>, activation = #dwc<activation relu>} -> tensor<8x254x7x14xf32>
  return %0 : tensor<8x254x7x14xf32>
}
func.func @w7r52__n128__f32__nchw(%x: tensor<128x757x11x17xf32>, %w: tensor<757x4x4xf32>, %init: tensor<128x757x13x14xf32>) -> tensor<128x757x13x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x757x11x17xf32>, tensor<757x4x4xf32>) outs(%init : tensor<128x757x13x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 5, 3, 1, 2>, activation = #dwc<activation none>} -> tensor<128x757x13x14xf32>
  return %0 : tensor<128x757x13x14xf32>
}
func.func @w7r53__n8__f32__nchw(%x: tensor<8x870x9x5xf32>, %w: tensor<870x4x4xf32>, %init: tensor<8x870x13x7xf32>) -> tensor<8x870x13x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x870x9x5xf32>, tensor<870x4x4xf32>) outs(%init : tensor<8x870x13x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 4, 6, 4, 4>, activation = #dwc<activation relu>} -> tensor<8x870x13x7xf32>
  return %0 : tensor<8x870x13x7xf32>
}
func.func @w7r54__n64__f16__nchw(%x: tensor<64x871x7x17xf16>, %w: tensor<871x7x7xf16>, %init: tensor<64x871x8x14xf16>) -> tensor<64x871x8x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x871x7x17xf16>, tensor<871x7x7xf16>) outs(%init : tensor<64x871x8x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 2, 0, 3>, activation = #dwc<activation none>} -> tensor<64x871x8x14xf16>
  return %0 : tensor<64x871x8x14xf16>
}
func.func @w7r55__n256__f32__nchw(%x: tensor<256x87x14x11xf32>, %w: tensor<87x4x4xf32>, %init: tensor<256x87x10x14xf32>) -> tensor<256x87x10x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x87x14x11xf32>, tensor<87x4x4xf32>) outs(%init : tensor<256x87x10x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 0, 3, 6>, activation = #dwc<activation none>} -> tensor<256x87x10x14xf32>
  return %0 : tensor<256x87x10x14xf32>
}
func.func @w7r56__n16__f32__nchw(%x: tensor<16x287x6x14xf32>, %w: tensor<287x4x4xf32>, %init: tensor<16x287x8x14xf32>) -> tensor<16x287x8x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x287x6x14xf32>, tensor<287x4x4xf32>) outs(%init : tensor<16x287x8x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 6, 0, 6>, activation = #dwc<activation relu>} -> tensor<16x287x8x14xf32>
  return %0 : tensor<16x287x8x14xf32>
}
func.func @w7r57__n256__f32__nchw(%x: tensor<256x948x11x17xf32>, %w: tensor<948x7x7xf32>, %b: tensor<948xf32>, %init: tensor<256x948x14x14xf32>) -> tensor<256x948x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x948x11x17xf32>, tensor<948x7x7xf32>) bias(%b : tensor<948xf32>) outs(%init : tensor<256x948x14x14xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 3, 0, 3>, activation = #dwc<activation none>} -> tensor<256x948x14x14xf32>
  return %0 : tensor<256x948x14x14xf32>
}
func.func @w7r58__n256__f32__nchw(%x: tensor<256x683x11x9xf32>, %w: tensor<683x3x3xf32>, %init: tensor<256x683x10x7xf32>) -> tensor<256x683x10x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x683x11x9xf32>, tensor<683x3x3xf32>) outs(%init : tensor<256x683x10x7xf32>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 3, 3>, padding = array<i64: 4, 1, 2, 2>, activation = #dwc<activation relu>} -> tensor<256x683x10x7xf32>
  return %0 : tensor<256x683x10x7xf32>
}
func.func @w7r59__n256__bf16__nchw(%x: tensor<256x238x7x29xbf16>, %w: tensor<238x7x7xbf16>, %b: tensor<238xbf16>, %init: tensor<256x238x8x28xbf16>) -> tensor<256x238x8x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x238x7x29xbf16>, tensor<238x7x7xbf16>) bias(%b : tensor<238xbf16>) outs(%init : tensor<256x238x8x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 5, 0, 5>, activation = #dwc<activation relu6>} -> tensor<256x238x8x28xbf16>
  return %0 : tensor<256x238x8x28xbf16>
}
