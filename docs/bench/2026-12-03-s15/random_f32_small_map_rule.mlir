func.func @rule0__n3__f32__nhwc(%x: tensor<3x5x10x27xf32>, %w: tensor<3x3x27xf32>, %init: tensor<3x3x10x27xf32>) -> tensor<3x3x10x27xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x5x10x27xf32>, tensor<3x3x27xf32>) outs(%init : tensor<3x3x10x27xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 0>, activation = #dwc<activation relu>} -> tensor<3x3x10x27xf32>
  return %0 : tensor<3x3x10x27xf32>
}
func.func @rule1__n1__f32__nhwc(%x: tensor<1x14x14x792xf32>, %w: tensor<3x3x792xf32>, %init: tensor<1x14x14x792xf32>) -> tensor<1x14x14x792xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x792xf32>, tensor<3x3x792xf32>) outs(%init : tensor<1x14x14x792xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu>} -> tensor<1x14x14x792xf32>
  return %0 : tensor<1x14x14x792xf32>
}
func.func @rule2__n2__f32__nhwc(%x: tensor<2x7x26x46xf32>, %w: tensor<3x3x46xf32>, %init: tensor<2x8x26x46xf32>) -> tensor<2x8x26x46xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x7x26x46xf32>, tensor<3x3x46xf32>) outs(%init : tensor<2x8x26x46xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 2>, activation = #dwc<activation silu>} -> tensor<2x8x26x46xf32>
  return %0 : tensor<2x8x26x46xf32>
}
func.func @rule3__n2__f32__nhwc(%x: tensor<2x10x21x1044xf32>, %w: tensor<3x3x1044xf32>, %init: tensor<2x11x22x1044xf32>) -> tensor<2x11x22x1044xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x21x1044xf32>, tensor<3x3x1044xf32>) outs(%init : tensor<2x11x22x1044xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 2, 1>, activation = #dwc<activation none>} -> tensor<2x11x22x1044xf32>
  return %0 : tensor<2x11x22x1044xf32>
}
func.func @rule4__n1__f32__nhwc(%x: tensor<1x5x20x63xf32>, %w: tensor<3x3x63xf32>, %b: tensor<63xf32>, %init: tensor<1x5x22x63xf32>) -> tensor<1x5x22x63xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x5x20x63xf32>, tensor<3x3x63xf32>) bias(%b : tensor<63xf32>) outs(%init : tensor<1x5x22x63xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<1x5x22x63xf32>
  return %0 : tensor<1x5x22x63xf32>
}
func.func @rule5__n2__f32__nhwc(%x: tensor<2x9x4x20xf32>, %w: tensor<3x3x20xf32>, %b: tensor<20xf32>, %init: tensor<2x8x6x20xf32>) -> tensor<2x8x6x20xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x9x4x20xf32>, tensor<3x3x20xf32>) bias(%b : tensor<20xf32>) outs(%init : tensor<2x8x6x20xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 2, 2>, activation = #dwc<activation relu>} -> tensor<2x8x6x20xf32>
  return %0 : tensor<2x8x6x20xf32>
}
func.func @rule6__n2__f32__nhwc(%x: tensor<2x4x10x1124xf32>, %w: tensor<3x3x1124xf32>, %b: tensor<1124xf32>, %init: tensor<2x4x10x1124xf32>) -> tensor<2x4x10x1124xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x10x1124xf32>, tensor<3x3x1124xf32>) bias(%b : tensor<1124xf32>) outs(%init : tensor<2x4x10x1124xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 2>, activation = #dwc<activation silu>} -> tensor<2x4x10x1124xf32>
  return %0 : tensor<2x4x10x1124xf32>
}
func.func @rule7__n1__f32__nhwc(%x: tensor<1x7x5x2xf32>, %w: tensor<3x3x2xf32>, %init: tensor<1x6x4x2xf32>) -> tensor<1x6x4x2xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x5x2xf32>, tensor<3x3x2xf32>) outs(%init : tensor<1x6x4x2xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 1>, activation = #dwc<activation silu>} -> tensor<1x6x4x2xf32>
  return %0 : tensor<1x6x4x2xf32>
}
func.func @rule8__n3__f32__nhwc(%x: tensor<3x10x29x64xf32>, %w: tensor<3x3x64xf32>, %b: tensor<64xf32>, %init: tensor<3x10x28x64xf32>) -> tensor<3x10x28x64xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x10x29x64xf32>, tensor<3x3x64xf32>) bias(%b : tensor<64xf32>) outs(%init : tensor<3x10x28x64xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 0>, activation = #dwc<activation relu6>} -> tensor<3x10x28x64xf32>
  return %0 : tensor<3x10x28x64xf32>
}
func.func @rule9__n1__f32__nhwc(%x: tensor<1x8x27x11xf32>, %w: tensor<3x3x11xf32>, %init: tensor<1x9x27x11xf32>) -> tensor<1x9x27x11xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x27x11xf32>, tensor<3x3x11xf32>) outs(%init : tensor<1x9x27x11xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<1x9x27x11xf32>
  return %0 : tensor<1x9x27x11xf32>
}
func.func @rule10__n3__f32__nhwc(%x: tensor<3x11x29x1012xf32>, %w: tensor<3x3x1012xf32>, %init: tensor<3x10x28x1012xf32>) -> tensor<3x10x28x1012xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x11x29x1012xf32>, tensor<3x3x1012xf32>) outs(%init : tensor<3x10x28x1012xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 0>, activation = #dwc<activation silu>} -> tensor<3x10x28x1012xf32>
  return %0 : tensor<3x10x28x1012xf32>
}
func.func @rule11__n1__f32__nhwc(%x: tensor<1x7x10x67xf32>, %w: tensor<3x3x67xf32>, %init: tensor<1x8x10x67xf32>) -> tensor<1x8x10x67xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x10x67xf32>, tensor<3x3x67xf32>) outs(%init : tensor<1x8x10x67xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 1>, activation = #dwc<activation relu6>} -> tensor<1x8x10x67xf32>
  return %0 : tensor<1x8x10x67xf32>
}
func.func @rule12__n1__f32__nhwc(%x: tensor<1x12x14x63xf32>, %w: tensor<3x3x63xf32>, %init: tensor<1x12x13x63xf32>) -> tensor<1x12x13x63xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x14x63xf32>, tensor<3x3x63xf32>) outs(%init : tensor<1x12x13x63xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<1x12x13x63xf32>
  return %0 : tensor<1x12x13x63xf32>
}
func.func @rule13__n3__f32__nhwc(%x: tensor<3x15x21x348xf32>, %w: tensor<3x3x348xf32>, %b: tensor<348xf32>, %init: tensor<3x13x21x348xf32>) -> tensor<3x13x21x348xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x15x21x348xf32>, tensor<3x3x348xf32>) bias(%b : tensor<348xf32>) outs(%init : tensor<3x13x21x348xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation relu>} -> tensor<3x13x21x348xf32>
  return %0 : tensor<3x13x21x348xf32>
}
func.func @rule14__n1__f32__nhwc(%x: tensor<1x9x10x759xf32>, %w: tensor<3x3x759xf32>, %init: tensor<1x11x12x759xf32>) -> tensor<1x11x12x759xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x10x759xf32>, tensor<3x3x759xf32>) outs(%init : tensor<1x11x12x759xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<1x11x12x759xf32>
  return %0 : tensor<1x11x12x759xf32>
}
func.func @rule15__n1__f32__nhwc(%x: tensor<1x10x30x420xf32>, %w: tensor<3x3x420xf32>, %b: tensor<420xf32>, %init: tensor<1x12x31x420xf32>) -> tensor<1x12x31x420xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x30x420xf32>, tensor<3x3x420xf32>) bias(%b : tensor<420xf32>) outs(%init : tensor<1x12x31x420xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 1>, activation = #dwc<activation relu>} -> tensor<1x12x31x420xf32>
  return %0 : tensor<1x12x31x420xf32>
}
func.func @rule16__n1__f32__nhwc(%x: tensor<1x3x17x35xf32>, %w: tensor<3x3x35xf32>, %init: tensor<1x5x15x35xf32>) -> tensor<1x5x15x35xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x3x17x35xf32>, tensor<3x3x35xf32>) outs(%init : tensor<1x5x15x35xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 0>, activation = #dwc<activation relu>} -> tensor<1x5x15x35xf32>
  return %0 : tensor<1x5x15x35xf32>
}
func.func @rule17__n2__f32__nhwc(%x: tensor<2x6x13x10xf32>, %w: tensor<3x3x10xf32>, %b: tensor<10xf32>, %init: tensor<2x6x12x10xf32>) -> tensor<2x6x12x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x6x13x10xf32>, tensor<3x3x10xf32>) bias(%b : tensor<10xf32>) outs(%init : tensor<2x6x12x10xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 1>, activation = #dwc<activation relu>} -> tensor<2x6x12x10xf32>
  return %0 : tensor<2x6x12x10xf32>
}
func.func @rule18__n2__f32__nhwc(%x: tensor<2x10x18x48xf32>, %w: tensor<3x3x48xf32>, %b: tensor<48xf32>, %init: tensor<2x10x18x48xf32>) -> tensor<2x10x18x48xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x18x48xf32>, tensor<3x3x48xf32>) bias(%b : tensor<48xf32>) outs(%init : tensor<2x10x18x48xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 0>, activation = #dwc<activation relu6>} -> tensor<2x10x18x48xf32>
  return %0 : tensor<2x10x18x48xf32>
}
func.func @rule19__n3__f32__nhwc(%x: tensor<3x10x13x57xf32>, %w: tensor<3x3x57xf32>, %init: tensor<3x11x11x57xf32>) -> tensor<3x11x11x57xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x10x13x57xf32>, tensor<3x3x57xf32>) outs(%init : tensor<3x11x11x57xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 0>, activation = #dwc<activation none>} -> tensor<3x11x11x57xf32>
  return %0 : tensor<3x11x11x57xf32>
}
func.func @rule20__n2__f32__nhwc(%x: tensor<2x3x13x1041xf32>, %w: tensor<3x3x1041xf32>, %b: tensor<1041xf32>, %init: tensor<2x3x14x1041xf32>) -> tensor<2x3x14x1041xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x13x1041xf32>, tensor<3x3x1041xf32>) bias(%b : tensor<1041xf32>) outs(%init : tensor<2x3x14x1041xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 1>, activation = #dwc<activation silu>} -> tensor<2x3x14x1041xf32>
  return %0 : tensor<2x3x14x1041xf32>
}
func.func @rule21__n3__f32__nhwc(%x: tensor<3x5x24x52xf32>, %w: tensor<3x3x52xf32>, %init: tensor<3x5x24x52xf32>) -> tensor<3x5x24x52xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x5x24x52xf32>, tensor<3x3x52xf32>) outs(%init : tensor<3x5x24x52xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<3x5x24x52xf32>
  return %0 : tensor<3x5x24x52xf32>
}
func.func @rule22__n3__f32__nhwc(%x: tensor<3x5x30x1021xf32>, %w: tensor<3x3x1021xf32>, %init: tensor<3x5x29x1021xf32>) -> tensor<3x5x29x1021xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x5x30x1021xf32>, tensor<3x3x1021xf32>) outs(%init : tensor<3x5x29x1021xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 1>, activation = #dwc<activation relu6>} -> tensor<3x5x29x1021xf32>
  return %0 : tensor<3x5x29x1021xf32>
}
func.func @rule23__n2__f32__nhwc(%x: tensor<2x5x17x632xf32>, %w: tensor<3x3x632xf32>, %init: tensor<2x7x15x632xf32>) -> tensor<2x7x15x632xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x5x17x632xf32>, tensor<3x3x632xf32>) outs(%init : tensor<2x7x15x632xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 0>, activation = #dwc<activation none>} -> tensor<2x7x15x632xf32>
  return %0 : tensor<2x7x15x632xf32>
}
func.func @rule24__n3__f32__nhwc(%x: tensor<3x9x10x543xf32>, %w: tensor<3x3x543xf32>, %b: tensor<543xf32>, %init: tensor<3x10x11x543xf32>) -> tensor<3x10x11x543xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x9x10x543xf32>, tensor<3x3x543xf32>) bias(%b : tensor<543xf32>) outs(%init : tensor<3x10x11x543xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation silu>} -> tensor<3x10x11x543xf32>
  return %0 : tensor<3x10x11x543xf32>
}
func.func @rule25__n3__f32__nhwc(%x: tensor<3x12x24x64xf32>, %w: tensor<3x3x64xf32>, %b: tensor<64xf32>, %init: tensor<3x10x26x64xf32>) -> tensor<3x10x26x64xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x12x24x64xf32>, tensor<3x3x64xf32>) bias(%b : tensor<64xf32>) outs(%init : tensor<3x10x26x64xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 2>, activation = #dwc<activation relu>} -> tensor<3x10x26x64xf32>
  return %0 : tensor<3x10x26x64xf32>
}
func.func @rule26__n1__f32__nhwc(%x: tensor<1x10x30x1119xf32>, %w: tensor<3x3x1119xf32>, %init: tensor<1x8x30x1119xf32>) -> tensor<1x8x30x1119xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x30x1119xf32>, tensor<3x3x1119xf32>) outs(%init : tensor<1x8x30x1119xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation relu>} -> tensor<1x8x30x1119xf32>
  return %0 : tensor<1x8x30x1119xf32>
}
func.func @rule27__n1__f32__nhwc(%x: tensor<1x12x6x1188xf32>, %w: tensor<3x3x1188xf32>, %b: tensor<1188xf32>, %init: tensor<1x12x5x1188xf32>) -> tensor<1x12x5x1188xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x6x1188xf32>, tensor<3x3x1188xf32>) bias(%b : tensor<1188xf32>) outs(%init : tensor<1x12x5x1188xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 0>, activation = #dwc<activation silu>} -> tensor<1x12x5x1188xf32>
  return %0 : tensor<1x12x5x1188xf32>
}
func.func @rule28__n2__f32__nhwc(%x: tensor<2x12x23x1164xf32>, %w: tensor<3x3x1164xf32>, %init: tensor<2x13x23x1164xf32>) -> tensor<2x13x23x1164xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x12x23x1164xf32>, tensor<3x3x1164xf32>) outs(%init : tensor<2x13x23x1164xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<2x13x23x1164xf32>
  return %0 : tensor<2x13x23x1164xf32>
}
func.func @rule29__n1__f32__nhwc(%x: tensor<1x9x25x2xf32>, %w: tensor<3x3x2xf32>, %b: tensor<2xf32>, %init: tensor<1x9x24x2xf32>) -> tensor<1x9x24x2xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x25x2xf32>, tensor<3x3x2xf32>) bias(%b : tensor<2xf32>) outs(%init : tensor<1x9x24x2xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 1>, activation = #dwc<activation none>} -> tensor<1x9x24x2xf32>
  return %0 : tensor<1x9x24x2xf32>
}
func.func @rule30__n1__f32__nhwc(%x: tensor<1x8x7x896xf32>, %w: tensor<3x3x896xf32>, %b: tensor<896xf32>, %init: tensor<1x8x6x896xf32>) -> tensor<1x8x6x896xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x7x896xf32>, tensor<3x3x896xf32>) bias(%b : tensor<896xf32>) outs(%init : tensor<1x8x6x896xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 0>, activation = #dwc<activation relu6>} -> tensor<1x8x6x896xf32>
  return %0 : tensor<1x8x6x896xf32>
}
func.func @rule31__n2__f32__nhwc(%x: tensor<2x10x19x67xf32>, %w: tensor<3x3x67xf32>, %init: tensor<2x8x19x67xf32>) -> tensor<2x8x19x67xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x19x67xf32>, tensor<3x3x67xf32>) outs(%init : tensor<2x8x19x67xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation silu>} -> tensor<2x8x19x67xf32>
  return %0 : tensor<2x8x19x67xf32>
}
func.func @rule32__n3__f32__nhwc(%x: tensor<3x11x22x29xf32>, %w: tensor<3x3x29xf32>, %init: tensor<3x10x22x29xf32>) -> tensor<3x10x22x29xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x11x22x29xf32>, tensor<3x3x29xf32>) outs(%init : tensor<3x10x22x29xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 0>, activation = #dwc<activation silu>} -> tensor<3x10x22x29xf32>
  return %0 : tensor<3x10x22x29xf32>
}
func.func @rule33__n2__f32__nhwc(%x: tensor<2x4x27x43xf32>, %w: tensor<3x3x43xf32>, %init: tensor<2x4x28x43xf32>) -> tensor<2x4x28x43xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x27x43xf32>, tensor<3x3x43xf32>) outs(%init : tensor<2x4x28x43xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 2>, activation = #dwc<activation relu6>} -> tensor<2x4x28x43xf32>
  return %0 : tensor<2x4x28x43xf32>
}
func.func @rule34__n2__f32__nhwc(%x: tensor<2x11x3x14xf32>, %w: tensor<3x3x14xf32>, %b: tensor<14xf32>, %init: tensor<2x10x2x14xf32>) -> tensor<2x10x2x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x11x3x14xf32>, tensor<3x3x14xf32>) bias(%b : tensor<14xf32>) outs(%init : tensor<2x10x2x14xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 0>, activation = #dwc<activation none>} -> tensor<2x10x2x14xf32>
  return %0 : tensor<2x10x2x14xf32>
}
func.func @rule35__n3__f32__nhwc(%x: tensor<3x6x24x1174xf32>, %w: tensor<3x3x1174xf32>, %b: tensor<1174xf32>, %init: tensor<3x6x25x1174xf32>) -> tensor<3x6x25x1174xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x6x24x1174xf32>, tensor<3x3x1174xf32>) bias(%b : tensor<1174xf32>) outs(%init : tensor<3x6x25x1174xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 2, 1>, activation = #dwc<activation relu>} -> tensor<3x6x25x1174xf32>
  return %0 : tensor<3x6x25x1174xf32>
}
func.func @rule36__n3__f32__nhwc(%x: tensor<3x7x14x26xf32>, %w: tensor<3x3x26xf32>, %b: tensor<26xf32>, %init: tensor<3x7x12x26xf32>) -> tensor<3x7x12x26xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x7x14x26xf32>, tensor<3x3x26xf32>) bias(%b : tensor<26xf32>) outs(%init : tensor<3x7x12x26xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 0>, activation = #dwc<activation relu>} -> tensor<3x7x12x26xf32>
  return %0 : tensor<3x7x12x26xf32>
}
func.func @rule37__n1__f32__nhwc(%x: tensor<1x14x3x73xf32>, %w: tensor<3x3x73xf32>, %init: tensor<1x14x5x73xf32>) -> tensor<1x14x5x73xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x3x73xf32>, tensor<3x3x73xf32>) outs(%init : tensor<1x14x5x73xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 2>, activation = #dwc<activation relu6>} -> tensor<1x14x5x73xf32>
  return %0 : tensor<1x14x5x73xf32>
}
func.func @rule38__n3__f32__nhwc(%x: tensor<3x8x22x270xf32>, %w: tensor<3x3x270xf32>, %b: tensor<270xf32>, %init: tensor<3x8x23x270xf32>) -> tensor<3x8x23x270xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x8x22x270xf32>, tensor<3x3x270xf32>) bias(%b : tensor<270xf32>) outs(%init : tensor<3x8x23x270xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 1>, activation = #dwc<activation silu>} -> tensor<3x8x23x270xf32>
  return %0 : tensor<3x8x23x270xf32>
}
func.func @rule39__n2__f32__nhwc(%x: tensor<2x12x22x1093xf32>, %w: tensor<3x3x1093xf32>, %b: tensor<1093xf32>, %init: tensor<2x10x23x1093xf32>) -> tensor<2x10x23x1093xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x12x22x1093xf32>, tensor<3x3x1093xf32>) bias(%b : tensor<1093xf32>) outs(%init : tensor<2x10x23x1093xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 2>, activation = #dwc<activation silu>} -> tensor<2x10x23x1093xf32>
  return %0 : tensor<2x10x23x1093xf32>
}
func.func @rule40__n1__f32__nhwc(%x: tensor<1x5x11x47xf32>, %w: tensor<3x3x47xf32>, %b: tensor<47xf32>, %init: tensor<1x7x11x47xf32>) -> tensor<1x7x11x47xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x5x11x47xf32>, tensor<3x3x47xf32>) bias(%b : tensor<47xf32>) outs(%init : tensor<1x7x11x47xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 2>, activation = #dwc<activation relu>} -> tensor<1x7x11x47xf32>
  return %0 : tensor<1x7x11x47xf32>
}
func.func @rule41__n2__f32__nhwc(%x: tensor<2x4x16x528xf32>, %w: tensor<3x3x528xf32>, %init: tensor<2x3x16x528xf32>) -> tensor<2x3x16x528xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x528xf32>, tensor<3x3x528xf32>) outs(%init : tensor<2x3x16x528xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 2>, activation = #dwc<activation silu>} -> tensor<2x3x16x528xf32>
  return %0 : tensor<2x3x16x528xf32>
}
func.func @rule42__n1__f32__nhwc(%x: tensor<1x12x28x71xf32>, %w: tensor<3x3x71xf32>, %init: tensor<1x12x26x71xf32>) -> tensor<1x12x26x71xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x28x71xf32>, tensor<3x3x71xf32>) outs(%init : tensor<1x12x26x71xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 0>, activation = #dwc<activation silu>} -> tensor<1x12x26x71xf32>
  return %0 : tensor<1x12x26x71xf32>
}
func.func @rule43__n2__f32__nhwc(%x: tensor<2x10x12x20xf32>, %w: tensor<3x3x20xf32>, %b: tensor<20xf32>, %init: tensor<2x11x12x20xf32>) -> tensor<2x11x12x20xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x12x20xf32>, tensor<3x3x20xf32>) bias(%b : tensor<20xf32>) outs(%init : tensor<2x11x12x20xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 1>, activation = #dwc<activation relu>} -> tensor<2x11x12x20xf32>
  return %0 : tensor<2x11x12x20xf32>
}
func.func @rule44__n2__f32__nhwc(%x: tensor<2x9x13x407xf32>, %w: tensor<3x3x407xf32>, %init: tensor<2x10x14x407xf32>) -> tensor<2x10x14x407xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x9x13x407xf32>, tensor<3x3x407xf32>) outs(%init : tensor<2x10x14x407xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 1>, activation = #dwc<activation relu6>} -> tensor<2x10x14x407xf32>
  return %0 : tensor<2x10x14x407xf32>
}
func.func @rule45__n2__f32__nhwc(%x: tensor<2x3x14x57xf32>, %w: tensor<3x3x57xf32>, %init: tensor<2x4x13x57xf32>) -> tensor<2x4x13x57xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x14x57xf32>, tensor<3x3x57xf32>) outs(%init : tensor<2x4x13x57xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 1>, activation = #dwc<activation relu6>} -> tensor<2x4x13x57xf32>
  return %0 : tensor<2x4x13x57xf32>
}
func.func @rule46__n1__f32__nhwc(%x: tensor<1x4x14x10xf32>, %w: tensor<3x3x10xf32>, %init: tensor<1x4x15x10xf32>) -> tensor<1x4x15x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x14x10xf32>, tensor<3x3x10xf32>) outs(%init : tensor<1x4x15x10xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 2>, activation = #dwc<activation relu6>} -> tensor<1x4x15x10xf32>
  return %0 : tensor<1x4x15x10xf32>
}
func.func @rule47__n1__f32__nhwc(%x: tensor<1x5x6x79xf32>, %w: tensor<3x3x79xf32>, %b: tensor<79xf32>, %init: tensor<1x6x6x79xf32>) -> tensor<1x6x6x79xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x5x6x79xf32>, tensor<3x3x79xf32>) bias(%b : tensor<79xf32>) outs(%init : tensor<1x6x6x79xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 2>, activation = #dwc<activation relu>} -> tensor<1x6x6x79xf32>
  return %0 : tensor<1x6x6x79xf32>
}
func.func @rule48__n1__f32__nhwc(%x: tensor<1x12x3x66xf32>, %w: tensor<3x3x66xf32>, %b: tensor<66xf32>, %init: tensor<1x13x5x66xf32>) -> tensor<1x13x5x66xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x3x66xf32>, tensor<3x3x66xf32>) bias(%b : tensor<66xf32>) outs(%init : tensor<1x13x5x66xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<1x13x5x66xf32>
  return %0 : tensor<1x13x5x66xf32>
}
func.func @rule49__n2__f32__nhwc(%x: tensor<2x4x4x14xf32>, %w: tensor<3x3x14xf32>, %init: tensor<2x6x2x14xf32>) -> tensor<2x6x2x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x4x14xf32>, tensor<3x3x14xf32>) outs(%init : tensor<2x6x2x14xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 0>, activation = #dwc<activation relu>} -> tensor<2x6x2x14xf32>
  return %0 : tensor<2x6x2x14xf32>
}
func.func @rule50__n2__f32__nhwc(%x: tensor<2x14x21x49xf32>, %w: tensor<3x3x49xf32>, %b: tensor<49xf32>, %init: tensor<2x13x22x49xf32>) -> tensor<2x13x22x49xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x14x21x49xf32>, tensor<3x3x49xf32>) bias(%b : tensor<49xf32>) outs(%init : tensor<2x13x22x49xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 1>, activation = #dwc<activation silu>} -> tensor<2x13x22x49xf32>
  return %0 : tensor<2x13x22x49xf32>
}
func.func @rule51__n3__f32__nhwc(%x: tensor<3x12x6x716xf32>, %w: tensor<3x3x716xf32>, %init: tensor<3x12x8x716xf32>) -> tensor<3x12x8x716xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x12x6x716xf32>, tensor<3x3x716xf32>) outs(%init : tensor<3x12x8x716xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 2>, activation = #dwc<activation silu>} -> tensor<3x12x8x716xf32>
  return %0 : tensor<3x12x8x716xf32>
}
func.func @rule52__n2__f32__nhwc(%x: tensor<2x9x29x1110xf32>, %w: tensor<3x3x1110xf32>, %init: tensor<2x10x30x1110xf32>) -> tensor<2x10x30x1110xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x9x29x1110xf32>, tensor<3x3x1110xf32>) outs(%init : tensor<2x10x30x1110xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 1>, activation = #dwc<activation silu>} -> tensor<2x10x30x1110xf32>
  return %0 : tensor<2x10x30x1110xf32>
}
func.func @rule53__n2__f32__nhwc(%x: tensor<2x12x17x534xf32>, %w: tensor<3x3x534xf32>, %b: tensor<534xf32>, %init: tensor<2x12x18x534xf32>) -> tensor<2x12x18x534xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x12x17x534xf32>, tensor<3x3x534xf32>) bias(%b : tensor<534xf32>) outs(%init : tensor<2x12x18x534xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 2>, activation = #dwc<activation silu>} -> tensor<2x12x18x534xf32>
  return %0 : tensor<2x12x18x534xf32>
}
func.func @rule54__n3__f32__nhwc(%x: tensor<3x12x7x1038xf32>, %w: tensor<3x3x1038xf32>, %init: tensor<3x14x8x1038xf32>) -> tensor<3x14x8x1038xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x12x7x1038xf32>, tensor<3x3x1038xf32>) outs(%init : tensor<3x14x8x1038xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 1>, activation = #dwc<activation relu>} -> tensor<3x14x8x1038xf32>
  return %0 : tensor<3x14x8x1038xf32>
}
func.func @rule55__n3__f32__nhwc(%x: tensor<3x8x10x491xf32>, %w: tensor<3x3x491xf32>, %init: tensor<3x6x10x491xf32>) -> tensor<3x6x10x491xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x8x10x491xf32>, tensor<3x3x491xf32>) outs(%init : tensor<3x6x10x491xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation relu6>} -> tensor<3x6x10x491xf32>
  return %0 : tensor<3x6x10x491xf32>
}
func.func @rule56__n3__f32__nhwc(%x: tensor<3x3x8x791xf32>, %w: tensor<3x3x791xf32>, %b: tensor<791xf32>, %init: tensor<3x4x7x791xf32>) -> tensor<3x4x7x791xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x3x8x791xf32>, tensor<3x3x791xf32>) bias(%b : tensor<791xf32>) outs(%init : tensor<3x4x7x791xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 1>, activation = #dwc<activation relu>} -> tensor<3x4x7x791xf32>
  return %0 : tensor<3x4x7x791xf32>
}
func.func @rule57__n1__f32__nhwc(%x: tensor<1x6x7x59xf32>, %w: tensor<3x3x59xf32>, %init: tensor<1x6x7x59xf32>) -> tensor<1x6x7x59xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x6x7x59xf32>, tensor<3x3x59xf32>) outs(%init : tensor<1x6x7x59xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 2>, activation = #dwc<activation relu6>} -> tensor<1x6x7x59xf32>
  return %0 : tensor<1x6x7x59xf32>
}
func.func @rule58__n3__f32__nhwc(%x: tensor<3x16x19x127xf32>, %w: tensor<3x3x127xf32>, %b: tensor<127xf32>, %init: tensor<3x14x20x127xf32>) -> tensor<3x14x20x127xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x16x19x127xf32>, tensor<3x3x127xf32>) bias(%b : tensor<127xf32>) outs(%init : tensor<3x14x20x127xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 2>, activation = #dwc<activation silu>} -> tensor<3x14x20x127xf32>
  return %0 : tensor<3x14x20x127xf32>
}
func.func @rule59__n2__f32__nhwc(%x: tensor<2x11x30x668xf32>, %w: tensor<3x3x668xf32>, %init: tensor<2x10x28x668xf32>) -> tensor<2x10x28x668xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x11x30x668xf32>, tensor<3x3x668xf32>) outs(%init : tensor<2x10x28x668xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 0>, activation = #dwc<activation relu>} -> tensor<2x10x28x668xf32>
  return %0 : tensor<2x10x28x668xf32>
}
func.func @rule60__n1__f32__nhwc(%x: tensor<1x4x25x174xf32>, %w: tensor<3x3x174xf32>, %init: tensor<1x4x25x174xf32>) -> tensor<1x4x25x174xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x25x174xf32>, tensor<3x3x174xf32>) outs(%init : tensor<1x4x25x174xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 1>, activation = #dwc<activation silu>} -> tensor<1x4x25x174xf32>
  return %0 : tensor<1x4x25x174xf32>
}
func.func @rule61__n1__f32__nhwc(%x: tensor<1x12x5x444xf32>, %w: tensor<3x3x444xf32>, %init: tensor<1x13x3x444xf32>) -> tensor<1x13x3x444xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x5x444xf32>, tensor<3x3x444xf32>) outs(%init : tensor<1x13x3x444xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 0>, activation = #dwc<activation relu6>} -> tensor<1x13x3x444xf32>
  return %0 : tensor<1x13x3x444xf32>
}
func.func @rule62__n2__f32__nhwc(%x: tensor<2x12x25x918xf32>, %w: tensor<3x3x918xf32>, %b: tensor<918xf32>, %init: tensor<2x14x25x918xf32>) -> tensor<2x14x25x918xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x12x25x918xf32>, tensor<3x3x918xf32>) bias(%b : tensor<918xf32>) outs(%init : tensor<2x14x25x918xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 0>, activation = #dwc<activation relu6>} -> tensor<2x14x25x918xf32>
  return %0 : tensor<2x14x25x918xf32>
}
func.func @rule63__n1__f32__nhwc(%x: tensor<1x7x6x237xf32>, %w: tensor<3x3x237xf32>, %b: tensor<237xf32>, %init: tensor<1x8x5x237xf32>) -> tensor<1x8x5x237xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x6x237xf32>, tensor<3x3x237xf32>) bias(%b : tensor<237xf32>) outs(%init : tensor<1x8x5x237xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 0>, activation = #dwc<activation relu>} -> tensor<1x8x5x237xf32>
  return %0 : tensor<1x8x5x237xf32>
}
func.func @rule64__n2__f32__nhwc(%x: tensor<2x8x16x369xf32>, %w: tensor<3x3x369xf32>, %init: tensor<2x9x15x369xf32>) -> tensor<2x9x15x369xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x8x16x369xf32>, tensor<3x3x369xf32>) outs(%init : tensor<2x9x15x369xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 1>, activation = #dwc<activation relu>} -> tensor<2x9x15x369xf32>
  return %0 : tensor<2x9x15x369xf32>
}
func.func @rule65__n1__f32__nhwc(%x: tensor<1x11x22x133xf32>, %w: tensor<3x3x133xf32>, %b: tensor<133xf32>, %init: tensor<1x13x22x133xf32>) -> tensor<1x13x22x133xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x22x133xf32>, tensor<3x3x133xf32>) bias(%b : tensor<133xf32>) outs(%init : tensor<1x13x22x133xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 0>, activation = #dwc<activation silu>} -> tensor<1x13x22x133xf32>
  return %0 : tensor<1x13x22x133xf32>
}
func.func @rule66__n2__f32__nhwc(%x: tensor<2x15x3x9xf32>, %w: tensor<3x3x9xf32>, %b: tensor<9xf32>, %init: tensor<2x13x2x9xf32>) -> tensor<2x13x2x9xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x15x3x9xf32>, tensor<3x3x9xf32>) bias(%b : tensor<9xf32>) outs(%init : tensor<2x13x2x9xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<2x13x2x9xf32>
  return %0 : tensor<2x13x2x9xf32>
}
func.func @rule67__n1__f32__nhwc(%x: tensor<1x15x28x69xf32>, %w: tensor<3x3x69xf32>, %b: tensor<69xf32>, %init: tensor<1x14x30x69xf32>) -> tensor<1x14x30x69xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x15x28x69xf32>, tensor<3x3x69xf32>) bias(%b : tensor<69xf32>) outs(%init : tensor<1x14x30x69xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 2>, activation = #dwc<activation relu>} -> tensor<1x14x30x69xf32>
  return %0 : tensor<1x14x30x69xf32>
}
func.func @rule68__n1__f32__nhwc(%x: tensor<1x3x26x55xf32>, %w: tensor<3x3x55xf32>, %init: tensor<1x2x24x55xf32>) -> tensor<1x2x24x55xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x3x26x55xf32>, tensor<3x3x55xf32>) outs(%init : tensor<1x2x24x55xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 0>, activation = #dwc<activation silu>} -> tensor<1x2x24x55xf32>
  return %0 : tensor<1x2x24x55xf32>
}
func.func @rule69__n1__f32__nhwc(%x: tensor<1x4x18x71xf32>, %w: tensor<3x3x71xf32>, %b: tensor<71xf32>, %init: tensor<1x5x18x71xf32>) -> tensor<1x5x18x71xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x18x71xf32>, tensor<3x3x71xf32>) bias(%b : tensor<71xf32>) outs(%init : tensor<1x5x18x71xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 0>, activation = #dwc<activation silu>} -> tensor<1x5x18x71xf32>
  return %0 : tensor<1x5x18x71xf32>
}
func.func @rule70__n1__f32__nhwc(%x: tensor<1x10x17x11xf32>, %w: tensor<3x3x11xf32>, %init: tensor<1x10x16x11xf32>) -> tensor<1x10x16x11xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x17x11xf32>, tensor<3x3x11xf32>) outs(%init : tensor<1x10x16x11xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 1>, activation = #dwc<activation relu6>} -> tensor<1x10x16x11xf32>
  return %0 : tensor<1x10x16x11xf32>
}
func.func @rule71__n1__f32__nhwc(%x: tensor<1x4x18x915xf32>, %w: tensor<3x3x915xf32>, %b: tensor<915xf32>, %init: tensor<1x3x19x915xf32>) -> tensor<1x3x19x915xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x18x915xf32>, tensor<3x3x915xf32>) bias(%b : tensor<915xf32>) outs(%init : tensor<1x3x19x915xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 1>, activation = #dwc<activation silu>} -> tensor<1x3x19x915xf32>
  return %0 : tensor<1x3x19x915xf32>
}
func.func @rule72__n3__f32__nhwc(%x: tensor<3x3x29x51xf32>, %w: tensor<3x3x51xf32>, %init: tensor<3x3x29x51xf32>) -> tensor<3x3x29x51xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x3x29x51xf32>, tensor<3x3x51xf32>) outs(%init : tensor<3x3x29x51xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 1>, activation = #dwc<activation silu>} -> tensor<3x3x29x51xf32>
  return %0 : tensor<3x3x29x51xf32>
}
func.func @rule73__n3__f32__nhwc(%x: tensor<3x14x11x68xf32>, %w: tensor<3x3x68xf32>, %init: tensor<3x12x11x68xf32>) -> tensor<3x12x11x68xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x14x11x68xf32>, tensor<3x3x68xf32>) outs(%init : tensor<3x12x11x68xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation silu>} -> tensor<3x12x11x68xf32>
  return %0 : tensor<3x12x11x68xf32>
}
func.func @rule74__n1__f32__nhwc(%x: tensor<1x14x9x43xf32>, %w: tensor<3x3x43xf32>, %init: tensor<1x13x9x43xf32>) -> tensor<1x13x9x43xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x9x43xf32>, tensor<3x3x43xf32>) outs(%init : tensor<1x13x9x43xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 1>, activation = #dwc<activation none>} -> tensor<1x13x9x43xf32>
  return %0 : tensor<1x13x9x43xf32>
}
func.func @rule75__n1__f32__nhwc(%x: tensor<1x13x11x80xf32>, %w: tensor<3x3x80xf32>, %init: tensor<1x14x10x80xf32>) -> tensor<1x14x10x80xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x13x11x80xf32>, tensor<3x3x80xf32>) outs(%init : tensor<1x14x10x80xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 1>, activation = #dwc<activation relu6>} -> tensor<1x14x10x80xf32>
  return %0 : tensor<1x14x10x80xf32>
}
func.func @rule76__n3__f32__nhwc(%x: tensor<3x6x10x466xf32>, %w: tensor<3x3x466xf32>, %init: tensor<3x7x12x466xf32>) -> tensor<3x7x12x466xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x6x10x466xf32>, tensor<3x3x466xf32>) outs(%init : tensor<3x7x12x466xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<3x7x12x466xf32>
  return %0 : tensor<3x7x12x466xf32>
}
func.func @rule77__n1__f32__nhwc(%x: tensor<1x11x13x35xf32>, %w: tensor<3x3x35xf32>, %b: tensor<35xf32>, %init: tensor<1x12x13x35xf32>) -> tensor<1x12x13x35xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x13x35xf32>, tensor<3x3x35xf32>) bias(%b : tensor<35xf32>) outs(%init : tensor<1x12x13x35xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<1x12x13x35xf32>
  return %0 : tensor<1x12x13x35xf32>
}
func.func @rule78__n2__f32__nhwc(%x: tensor<2x13x24x106xf32>, %w: tensor<3x3x106xf32>, %init: tensor<2x11x24x106xf32>) -> tensor<2x11x24x106xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x13x24x106xf32>, tensor<3x3x106xf32>) outs(%init : tensor<2x11x24x106xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 0>, activation = #dwc<activation relu>} -> tensor<2x11x24x106xf32>
  return %0 : tensor<2x11x24x106xf32>
}
func.func @rule79__n3__f32__nhwc(%x: tensor<3x4x18x991xf32>, %w: tensor<3x3x991xf32>, %init: tensor<3x6x18x991xf32>) -> tensor<3x6x18x991xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<3x4x18x991xf32>, tensor<3x3x991xf32>) outs(%init : tensor<3x6x18x991xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 1>, activation = #dwc<activation none>} -> tensor<3x6x18x991xf32>
  return %0 : tensor<3x6x18x991xf32>
}
