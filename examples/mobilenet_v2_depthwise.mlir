// MobileNetV2's 10 depthwise layers (224x224 input), batch 1, NCHW, f16:
// the GPU path's example (scripts/example.sh compiles it with dwc-compile).
// Generated with dwc.layers.bench_layers from the shared benchmark shapes.
func.func @mv2_dw1__n1__f16__nchw(%x: tensor<1x32x112x112xf16>, %w: tensor<32x3x3xf16>, %init: tensor<1x32x112x112xf16>) -> tensor<1x32x112x112xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x32x112x112xf16>, tensor<32x3x3xf16>) outs(%init : tensor<1x32x112x112xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x32x112x112xf16>
  return %0 : tensor<1x32x112x112xf16>
}
func.func @mv2_dw2__n1__f16__nchw(%x: tensor<1x96x112x112xf16>, %w: tensor<96x3x3xf16>, %init: tensor<1x96x56x56xf16>) -> tensor<1x96x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x96x112x112xf16>, tensor<96x3x3xf16>) outs(%init : tensor<1x96x56x56xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x96x56x56xf16>
  return %0 : tensor<1x96x56x56xf16>
}
func.func @mv2_dw3__n1__f16__nchw(%x: tensor<1x144x56x56xf16>, %w: tensor<144x3x3xf16>, %init: tensor<1x144x56x56xf16>) -> tensor<1x144x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x144x56x56xf16>, tensor<144x3x3xf16>) outs(%init : tensor<1x144x56x56xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x144x56x56xf16>
  return %0 : tensor<1x144x56x56xf16>
}
func.func @mv2_dw4__n1__f16__nchw(%x: tensor<1x144x56x56xf16>, %w: tensor<144x3x3xf16>, %init: tensor<1x144x28x28xf16>) -> tensor<1x144x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x144x56x56xf16>, tensor<144x3x3xf16>) outs(%init : tensor<1x144x28x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x144x28x28xf16>
  return %0 : tensor<1x144x28x28xf16>
}
func.func @mv2_dw5__n1__f16__nchw(%x: tensor<1x192x28x28xf16>, %w: tensor<192x3x3xf16>, %init: tensor<1x192x28x28xf16>) -> tensor<1x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xf16>, tensor<192x3x3xf16>) outs(%init : tensor<1x192x28x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x192x28x28xf16>
  return %0 : tensor<1x192x28x28xf16>
}
func.func @mv2_dw6__n1__f16__nchw(%x: tensor<1x192x28x28xf16>, %w: tensor<192x3x3xf16>, %init: tensor<1x192x14x14xf16>) -> tensor<1x192x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xf16>, tensor<192x3x3xf16>) outs(%init : tensor<1x192x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x192x14x14xf16>
  return %0 : tensor<1x192x14x14xf16>
}
func.func @mv2_dw7__n1__f16__nchw(%x: tensor<1x384x14x14xf16>, %w: tensor<384x3x3xf16>, %init: tensor<1x384x14x14xf16>) -> tensor<1x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x384x14x14xf16>, tensor<384x3x3xf16>) outs(%init : tensor<1x384x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x384x14x14xf16>
  return %0 : tensor<1x384x14x14xf16>
}
func.func @mv2_dw8__n1__f16__nchw(%x: tensor<1x576x14x14xf16>, %w: tensor<576x3x3xf16>, %init: tensor<1x576x14x14xf16>) -> tensor<1x576x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x576x14x14xf16>, tensor<576x3x3xf16>) outs(%init : tensor<1x576x14x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x576x14x14xf16>
  return %0 : tensor<1x576x14x14xf16>
}
func.func @mv2_dw9__n1__f16__nchw(%x: tensor<1x576x14x14xf16>, %w: tensor<576x3x3xf16>, %init: tensor<1x576x7x7xf16>) -> tensor<1x576x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x576x14x14xf16>, tensor<576x3x3xf16>) outs(%init : tensor<1x576x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x576x7x7xf16>
  return %0 : tensor<1x576x7x7xf16>
}
func.func @mv2_dw10__n1__f16__nchw(%x: tensor<1x960x7x7xf16>, %w: tensor<960x3x3xf16>, %init: tensor<1x960x7x7xf16>) -> tensor<1x960x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x960x7x7xf16>, tensor<960x3x3xf16>) outs(%init : tensor<1x960x7x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x960x7x7xf16>
  return %0 : tensor<1x960x7x7xf16>
}
