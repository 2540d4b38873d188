func.func @rule0__n2__f32__nhwc(%x: tensor<2x38x34x598xf32>, %w: tensor<5x5x598xf32>, %init: tensor<2x38x33x598xf32>) -> tensor<2x38x33x598xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x38x34x598xf32>, tensor<5x5x598xf32>) outs(%init : tensor<2x38x33x598xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 3, 0>, activation = #dwc<activation relu6>} -> tensor<2x38x33x598xf32>
  return %0 : tensor<2x38x33x598xf32>
}
func.func @rule1__n1__f32__nhwc(%x: tensor<1x22x4x622xf32>, %w: tensor<4x4x622xf32>, %init: tensor<1x23x4x622xf32>) -> tensor<1x23x4x622xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x22x4x622xf32>, tensor<4x4x622xf32>) outs(%init : tensor<1x23x4x622xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 2>, activation = #dwc<activation relu6>} -> tensor<1x23x4x622xf32>
  return %0 : tensor<1x23x4x622xf32>
}
func.func @rule2__n1__f32__nhwc(%x: tensor<1x17x5x966xf32>, %w: tensor<4x4x966xf32>, %b: tensor<966xf32>, %init: tensor<1x19x5x966xf32>) -> tensor<1x19x5x966xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x17x5x966xf32>, tensor<4x4x966xf32>) bias(%b : tensor<966xf32>) outs(%init : tensor<1x19x5x966xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 1, 2>, activation = #dwc<activation none>} -> tensor<1x19x5x966xf32>
  return %0 : tensor<1x19x5x966xf32>
}
func.func @rule3__n1__f32__nhwc(%x: tensor<1x39x31x1074xf32>, %w: tensor<5x5x1074xf32>, %b: tensor<1074xf32>, %init: tensor<1x40x33x1074xf32>) -> tensor<1x40x33x1074xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x39x31x1074xf32>, tensor<5x5x1074xf32>) bias(%b : tensor<1074xf32>) outs(%init : tensor<1x40x33x1074xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 4, 2, 4>, activation = #dwc<activation none>} -> tensor<1x40x33x1074xf32>
  return %0 : tensor<1x40x33x1074xf32>
}
func.func @rule4__n2__f32__nhwc(%x: tensor<2x31x19x1018xf32>, %w: tensor<4x4x1018xf32>, %b: tensor<1018xf32>, %init: tensor<2x31x20x1018xf32>) -> tensor<2x31x20x1018xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x31x19x1018xf32>, tensor<4x4x1018xf32>) bias(%b : tensor<1018xf32>) outs(%init : tensor<2x31x20x1018xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 2, 2>, activation = #dwc<activation relu>} -> tensor<2x31x20x1018xf32>
  return %0 : tensor<2x31x20x1018xf32>
}
func.func @rule5__n2__f32__nhwc(%x: tensor<2x22x29x772xf32>, %w: tensor<4x4x772xf32>, %init: tensor<2x19x31x772xf32>) -> tensor<2x19x31x772xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x22x29x772xf32>, tensor<4x4x772xf32>) outs(%init : tensor<2x19x31x772xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 3, 2>, activation = #dwc<activation none>} -> tensor<2x19x31x772xf32>
  return %0 : tensor<2x19x31x772xf32>
}
func.func @rule6__n2__f32__nhwc(%x: tensor<2x28x10x1464xf32>, %w: tensor<4x4x1464xf32>, %init: tensor<2x25x8x1464xf32>) -> tensor<2x25x8x1464xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x28x10x1464xf32>, tensor<4x4x1464xf32>) outs(%init : tensor<2x25x8x1464xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<2x25x8x1464xf32>
  return %0 : tensor<2x25x8x1464xf32>
}
func.func @rule7__n1__f32__nhwc(%x: tensor<1x33x13x1322xf32>, %w: tensor<4x4x1322xf32>, %init: tensor<1x33x11x1322xf32>) -> tensor<1x33x11x1322xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x33x13x1322xf32>, tensor<4x4x1322xf32>) outs(%init : tensor<1x33x11x1322xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 0>, activation = #dwc<activation none>} -> tensor<1x33x11x1322xf32>
  return %0 : tensor<1x33x11x1322xf32>
}
func.func @rule8__n2__f32__nhwc(%x: tensor<2x17x21x810xf32>, %w: tensor<4x4x810xf32>, %b: tensor<810xf32>, %init: tensor<2x17x24x810xf32>) -> tensor<2x17x24x810xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x17x21x810xf32>, tensor<4x4x810xf32>) bias(%b : tensor<810xf32>) outs(%init : tensor<2x17x24x810xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 3, 3>, activation = #dwc<activation none>} -> tensor<2x17x24x810xf32>
  return %0 : tensor<2x17x24x810xf32>
}
func.func @rule9__n1__f32__nhwc(%x: tensor<1x9x16x890xf32>, %w: tensor<4x4x890xf32>, %b: tensor<890xf32>, %init: tensor<1x11x14x890xf32>) -> tensor<1x11x14x890xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x16x890xf32>, tensor<4x4x890xf32>) bias(%b : tensor<890xf32>) outs(%init : tensor<1x11x14x890xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 0, 1>, activation = #dwc<activation none>} -> tensor<1x11x14x890xf32>
  return %0 : tensor<1x11x14x890xf32>
}
func.func @rule10__n1__f32__nhwc(%x: tensor<1x15x33x904xf32>, %w: tensor<5x5x904xf32>, %init: tensor<1x15x31x904xf32>) -> tensor<1x15x31x904xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x15x33x904xf32>, tensor<5x5x904xf32>) outs(%init : tensor<1x15x31x904xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 1>, activation = #dwc<activation silu>} -> tensor<1x15x31x904xf32>
  return %0 : tensor<1x15x31x904xf32>
}
func.func @rule11__n2__f32__nhwc(%x: tensor<2x33x15x758xf32>, %w: tensor<4x4x758xf32>, %init: tensor<2x34x16x758xf32>) -> tensor<2x34x16x758xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x33x15x758xf32>, tensor<4x4x758xf32>) outs(%init : tensor<2x34x16x758xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 3, 1>, activation = #dwc<activation silu>} -> tensor<2x34x16x758xf32>
  return %0 : tensor<2x34x16x758xf32>
}
func.func @rule12__n2__f32__nhwc(%x: tensor<2x26x11x172xf32>, %w: tensor<5x5x172xf32>, %b: tensor<172xf32>, %init: tensor<2x27x12x172xf32>) -> tensor<2x27x12x172xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x26x11x172xf32>, tensor<5x5x172xf32>) bias(%b : tensor<172xf32>) outs(%init : tensor<2x27x12x172xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 1, 4>, activation = #dwc<activation silu>} -> tensor<2x27x12x172xf32>
  return %0 : tensor<2x27x12x172xf32>
}
func.func @rule13__n1__f32__nhwc(%x: tensor<1x39x39x178xf32>, %w: tensor<4x4x178xf32>, %init: tensor<1x38x39x178xf32>) -> tensor<1x38x39x178xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x39x39x178xf32>, tensor<4x4x178xf32>) outs(%init : tensor<1x38x39x178xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 3>, activation = #dwc<activation none>} -> tensor<1x38x39x178xf32>
  return %0 : tensor<1x38x39x178xf32>
}
func.func @rule14__n1__f32__nhwc(%x: tensor<1x18x10x1472xf32>, %w: tensor<5x5x1472xf32>, %b: tensor<1472xf32>, %init: tensor<1x19x11x1472xf32>) -> tensor<1x19x11x1472xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x18x10x1472xf32>, tensor<5x5x1472xf32>) bias(%b : tensor<1472xf32>) outs(%init : tensor<1x19x11x1472xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 2, 3>, activation = #dwc<activation silu>} -> tensor<1x19x11x1472xf32>
  return %0 : tensor<1x19x11x1472xf32>
}
func.func @rule15__n1__f32__nhwc(%x: tensor<1x11x13x1380xf32>, %w: tensor<5x5x1380xf32>, %init: tensor<1x12x14x1380xf32>) -> tensor<1x12x14x1380xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x13x1380xf32>, tensor<5x5x1380xf32>) outs(%init : tensor<1x12x14x1380xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 1, 4>, activation = #dwc<activation relu>} -> tensor<1x12x14x1380xf32>
  return %0 : tensor<1x12x14x1380xf32>
}
func.func @rule16__n1__f32__nhwc(%x: tensor<1x38x26x294xf32>, %w: tensor<5x5x294xf32>, %b: tensor<294xf32>, %init: tensor<1x38x23x294xf32>) -> tensor<1x38x23x294xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x38x26x294xf32>, tensor<5x5x294xf32>) bias(%b : tensor<294xf32>) outs(%init : tensor<1x38x23x294xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 0, 1>, activation = #dwc<activation relu6>} -> tensor<1x38x23x294xf32>
  return %0 : tensor<1x38x23x294xf32>
}
func.func @rule17__n1__f32__nhwc(%x: tensor<1x14x13x92xf32>, %w: tensor<5x5x92xf32>, %b: tensor<92xf32>, %init: tensor<1x15x10x92xf32>) -> tensor<1x15x10x92xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x13x92xf32>, tensor<5x5x92xf32>) bias(%b : tensor<92xf32>) outs(%init : tensor<1x15x10x92xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 4, 0, 1>, activation = #dwc<activation silu>} -> tensor<1x15x10x92xf32>
  return %0 : tensor<1x15x10x92xf32>
}
func.func @rule18__n1__f32__nhwc(%x: tensor<1x19x9x960xf32>, %w: tensor<4x4x960xf32>, %init: tensor<1x16x8x960xf32>) -> tensor<1x16x8x960xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x19x9x960xf32>, tensor<4x4x960xf32>) outs(%init : tensor<1x16x8x960xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation silu>} -> tensor<1x16x8x960xf32>
  return %0 : tensor<1x16x8x960xf32>
}
func.func @rule19__n2__f32__nhwc(%x: tensor<2x30x11x1412xf32>, %w: tensor<4x4x1412xf32>, %init: tensor<2x33x10x1412xf32>) -> tensor<2x33x10x1412xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x30x11x1412xf32>, tensor<4x4x1412xf32>) outs(%init : tensor<2x33x10x1412xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 2, 0>, activation = #dwc<activation relu6>} -> tensor<2x33x10x1412xf32>
  return %0 : tensor<2x33x10x1412xf32>
}
func.func @rule20__n2__f32__nhwc(%x: tensor<2x31x31x50xf32>, %w: tensor<5x5x50xf32>, %b: tensor<50xf32>, %init: tensor<2x30x28x50xf32>) -> tensor<2x30x28x50xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x31x31x50xf32>, tensor<5x5x50xf32>) bias(%b : tensor<50xf32>) outs(%init : tensor<2x30x28x50xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 1>, activation = #dwc<activation none>} -> tensor<2x30x28x50xf32>
  return %0 : tensor<2x30x28x50xf32>
}
func.func @rule21__n1__f32__nhwc(%x: tensor<1x34x39x714xf32>, %w: tensor<4x4x714xf32>, %b: tensor<714xf32>, %init: tensor<1x34x38x714xf32>) -> tensor<1x34x38x714xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x34x39x714xf32>, tensor<4x4x714xf32>) bias(%b : tensor<714xf32>) outs(%init : tensor<1x34x38x714xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 2, 0>, activation = #dwc<activation relu6>} -> tensor<1x34x38x714xf32>
  return %0 : tensor<1x34x38x714xf32>
}
func.func @rule22__n1__f32__nhwc(%x: tensor<1x33x7x786xf32>, %w: tensor<4x4x786xf32>, %init: tensor<1x33x7x786xf32>) -> tensor<1x33x7x786xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x33x7x786xf32>, tensor<4x4x786xf32>) outs(%init : tensor<1x33x7x786xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 3, 0>, activation = #dwc<activation none>} -> tensor<1x33x7x786xf32>
  return %0 : tensor<1x33x7x786xf32>
}
func.func @rule23__n1__f32__nhwc(%x: tensor<1x20x22x1272xf32>, %w: tensor<4x4x1272xf32>, %init: tensor<1x20x19x1272xf32>) -> tensor<1x20x19x1272xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x20x22x1272xf32>, tensor<4x4x1272xf32>) outs(%init : tensor<1x20x19x1272xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 0, 0>, activation = #dwc<activation relu6>} -> tensor<1x20x19x1272xf32>
  return %0 : tensor<1x20x19x1272xf32>
}
func.func @rule24__n1__f32__nhwc(%x: tensor<1x27x32x316xf32>, %w: tensor<4x4x316xf32>, %init: tensor<1x29x32x316xf32>) -> tensor<1x29x32x316xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x27x32x316xf32>, tensor<4x4x316xf32>) outs(%init : tensor<1x29x32x316xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 3, 0>, activation = #dwc<activation relu6>} -> tensor<1x29x32x316xf32>
  return %0 : tensor<1x29x32x316xf32>
}
func.func @rule25__n1__f32__nhwc(%x: tensor<1x27x32x1500xf32>, %w: tensor<5x5x1500xf32>, %init: tensor<1x25x33x1500xf32>) -> tensor<1x25x33x1500xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x27x32x1500xf32>, tensor<5x5x1500xf32>) outs(%init : tensor<1x25x33x1500xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 2, 3>, activation = #dwc<activation silu>} -> tensor<1x25x33x1500xf32>
  return %0 : tensor<1x25x33x1500xf32>
}
func.func @rule26__n1__f32__nhwc(%x: tensor<1x15x11x700xf32>, %w: tensor<4x4x700xf32>, %b: tensor<700xf32>, %init: tensor<1x17x13x700xf32>) -> tensor<1x17x13x700xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x15x11x700xf32>, tensor<4x4x700xf32>) bias(%b : tensor<700xf32>) outs(%init : tensor<1x17x13x700xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 3, 2>, activation = #dwc<activation none>} -> tensor<1x17x13x700xf32>
  return %0 : tensor<1x17x13x700xf32>
}
func.func @rule27__n1__f32__nhwc(%x: tensor<1x8x16x184xf32>, %w: tensor<5x5x184xf32>, %b: tensor<184xf32>, %init: tensor<1x8x17x184xf32>) -> tensor<1x8x17x184xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x16x184xf32>, tensor<5x5x184xf32>) bias(%b : tensor<184xf32>) outs(%init : tensor<1x8x17x184xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 1>, activation = #dwc<activation none>} -> tensor<1x8x17x184xf32>
  return %0 : tensor<1x8x17x184xf32>
}
func.func @rule28__n1__f32__nhwc(%x: tensor<1x8x24x362xf32>, %w: tensor<5x5x362xf32>, %init: tensor<1x9x26x362xf32>) -> tensor<1x9x26x362xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x24x362xf32>, tensor<5x5x362xf32>) outs(%init : tensor<1x9x26x362xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 4, 2>, activation = #dwc<activation relu>} -> tensor<1x9x26x362xf32>
  return %0 : tensor<1x9x26x362xf32>
}
func.func @rule29__n1__f32__nhwc(%x: tensor<1x10x38x186xf32>, %w: tensor<4x4x186xf32>, %b: tensor<186xf32>, %init: tensor<1x9x35x186xf32>) -> tensor<1x9x35x186xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x38x186xf32>, tensor<4x4x186xf32>) bias(%b : tensor<186xf32>) outs(%init : tensor<1x9x35x186xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 0>, activation = #dwc<activation none>} -> tensor<1x9x35x186xf32>
  return %0 : tensor<1x9x35x186xf32>
}
func.func @rule30__n1__f32__nhwc(%x: tensor<1x39x26x60xf32>, %w: tensor<5x5x60xf32>, %b: tensor<60xf32>, %init: tensor<1x35x27x60xf32>) -> tensor<1x35x27x60xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x39x26x60xf32>, tensor<5x5x60xf32>) bias(%b : tensor<60xf32>) outs(%init : tensor<1x35x27x60xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 3>, activation = #dwc<activation silu>} -> tensor<1x35x27x60xf32>
  return %0 : tensor<1x35x27x60xf32>
}
func.func @rule31__n2__f32__nhwc(%x: tensor<2x23x16x640xf32>, %w: tensor<5x5x640xf32>, %init: tensor<2x21x14x640xf32>) -> tensor<2x21x14x640xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x23x16x640xf32>, tensor<5x5x640xf32>) outs(%init : tensor<2x21x14x640xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<2x21x14x640xf32>
  return %0 : tensor<2x21x14x640xf32>
}
func.func @rule32__n1__f32__nhwc(%x: tensor<1x17x5x1336xf32>, %w: tensor<4x4x1336xf32>, %init: tensor<1x16x5x1336xf32>) -> tensor<1x16x5x1336xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x17x5x1336xf32>, tensor<4x4x1336xf32>) outs(%init : tensor<1x16x5x1336xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 3, 0>, activation = #dwc<activation relu6>} -> tensor<1x16x5x1336xf32>
  return %0 : tensor<1x16x5x1336xf32>
}
func.func @rule33__n1__f32__nhwc(%x: tensor<1x29x24x826xf32>, %w: tensor<5x5x826xf32>, %init: tensor<1x28x24x826xf32>) -> tensor<1x28x24x826xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x29x24x826xf32>, tensor<5x5x826xf32>) outs(%init : tensor<1x28x24x826xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 3>, activation = #dwc<activation none>} -> tensor<1x28x24x826xf32>
  return %0 : tensor<1x28x24x826xf32>
}
func.func @rule34__n1__f32__nhwc(%x: tensor<1x9x32x1120xf32>, %w: tensor<5x5x1120xf32>, %init: tensor<1x12x35x1120xf32>) -> tensor<1x12x35x1120xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x32x1120xf32>, tensor<5x5x1120xf32>) outs(%init : tensor<1x12x35x1120xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 3, 4>, activation = #dwc<activation relu>} -> tensor<1x12x35x1120xf32>
  return %0 : tensor<1x12x35x1120xf32>
}
func.func @rule35__n2__f32__nhwc(%x: tensor<2x9x15x104xf32>, %w: tensor<4x4x104xf32>, %init: tensor<2x9x15x104xf32>) -> tensor<2x9x15x104xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x9x15x104xf32>, tensor<4x4x104xf32>) outs(%init : tensor<2x9x15x104xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 2>, activation = #dwc<activation silu>} -> tensor<2x9x15x104xf32>
  return %0 : tensor<2x9x15x104xf32>
}
func.func @rule36__n1__f32__nhwc(%x: tensor<1x23x24x976xf32>, %w: tensor<4x4x976xf32>, %b: tensor<976xf32>, %init: tensor<1x25x24x976xf32>) -> tensor<1x25x24x976xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x23x24x976xf32>, tensor<4x4x976xf32>) bias(%b : tensor<976xf32>) outs(%init : tensor<1x25x24x976xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 2, 1>, activation = #dwc<activation none>} -> tensor<1x25x24x976xf32>
  return %0 : tensor<1x25x24x976xf32>
}
func.func @rule37__n1__f32__nhwc(%x: tensor<1x8x17x1300xf32>, %w: tensor<5x5x1300xf32>, %b: tensor<1300xf32>, %init: tensor<1x8x14x1300xf32>) -> tensor<1x8x14x1300xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x17x1300xf32>, tensor<5x5x1300xf32>) bias(%b : tensor<1300xf32>) outs(%init : tensor<1x8x14x1300xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 0, 1>, activation = #dwc<activation none>} -> tensor<1x8x14x1300xf32>
  return %0 : tensor<1x8x14x1300xf32>
}
func.func @rule38__n1__f32__nhwc(%x: tensor<1x23x29x576xf32>, %w: tensor<4x4x576xf32>, %b: tensor<576xf32>, %init: tensor<1x23x28x576xf32>) -> tensor<1x23x28x576xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x23x29x576xf32>, tensor<4x4x576xf32>) bias(%b : tensor<576xf32>) outs(%init : tensor<1x23x28x576xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 0, 2>, activation = #dwc<activation relu6>} -> tensor<1x23x28x576xf32>
  return %0 : tensor<1x23x28x576xf32>
}
func.func @rule39__n1__f32__nhwc(%x: tensor<1x23x6x1088xf32>, %w: tensor<4x4x1088xf32>, %b: tensor<1088xf32>, %init: tensor<1x23x7x1088xf32>) -> tensor<1x23x7x1088xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x23x6x1088xf32>, tensor<4x4x1088xf32>) bias(%b : tensor<1088xf32>) outs(%init : tensor<1x23x7x1088xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<1x23x7x1088xf32>
  return %0 : tensor<1x23x7x1088xf32>
}
func.func @rule40__n1__f32__nhwc(%x: tensor<1x11x10x434xf32>, %w: tensor<3x3x434xf32>, %b: tensor<434xf32>, %init: tensor<1x5x6x434xf32>) -> tensor<1x5x6x434xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x10x434xf32>, tensor<3x3x434xf32>) bias(%b : tensor<434xf32>) outs(%init : tensor<1x5x6x434xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 2, 1>, activation = #dwc<activation relu6>} -> tensor<1x5x6x434xf32>
  return %0 : tensor<1x5x6x434xf32>
}
func.func @rule41__n1__f32__nhwc(%x: tensor<1x8x12x490xf32>, %w: tensor<5x5x490xf32>, %init: tensor<1x5x6x490xf32>) -> tensor<1x5x6x490xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x12x490xf32>, tensor<5x5x490xf32>) outs(%init : tensor<1x5x6x490xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 1, 2>, activation = #dwc<activation silu>} -> tensor<1x5x6x490xf32>
  return %0 : tensor<1x5x6x490xf32>
}
func.func @rule42__n1__f32__nhwc(%x: tensor<1x9x16x1184xf32>, %w: tensor<5x5x1184xf32>, %init: tensor<1x7x19x1184xf32>) -> tensor<1x7x19x1184xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x16x1184xf32>, tensor<5x5x1184xf32>) outs(%init : tensor<1x7x19x1184xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 3, 4>, activation = #dwc<activation silu>} -> tensor<1x7x19x1184xf32>
  return %0 : tensor<1x7x19x1184xf32>
}
func.func @rule43__n2__f32__nhwc(%x: tensor<2x3x19x1270xf32>, %w: tensor<5x5x1270xf32>, %b: tensor<1270xf32>, %init: tensor<2x3x19x1270xf32>) -> tensor<2x3x19x1270xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x19x1270xf32>, tensor<5x5x1270xf32>) bias(%b : tensor<1270xf32>) outs(%init : tensor<2x3x19x1270xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 2, 2>, activation = #dwc<activation relu>} -> tensor<2x3x19x1270xf32>
  return %0 : tensor<2x3x19x1270xf32>
}
func.func @rule44__n2__f32__nhwc(%x: tensor<2x9x10x1408xf32>, %w: tensor<3x3x1408xf32>, %init: tensor<2x5x5x1408xf32>) -> tensor<2x5x5x1408xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x9x10x1408xf32>, tensor<3x3x1408xf32>) outs(%init : tensor<2x5x5x1408xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 1>, activation = #dwc<activation relu6>} -> tensor<2x5x5x1408xf32>
  return %0 : tensor<2x5x5x1408xf32>
}
func.func @rule45__n1__f32__nhwc(%x: tensor<1x11x13x926xf32>, %w: tensor<5x5x926xf32>, %b: tensor<926xf32>, %init: tensor<1x6x6x926xf32>) -> tensor<1x6x6x926xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x13x926xf32>, tensor<5x5x926xf32>) bias(%b : tensor<926xf32>) outs(%init : tensor<1x6x6x926xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 1, 2>, activation = #dwc<activation silu>} -> tensor<1x6x6x926xf32>
  return %0 : tensor<1x6x6x926xf32>
}
func.func @rule46__n2__f32__nhwc(%x: tensor<2x5x14x1386xf32>, %w: tensor<5x5x1386xf32>, %b: tensor<1386xf32>, %init: tensor<2x3x8x1386xf32>) -> tensor<2x3x8x1386xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x5x14x1386xf32>, tensor<5x5x1386xf32>) bias(%b : tensor<1386xf32>) outs(%init : tensor<2x3x8x1386xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 3, 2>, activation = #dwc<activation none>} -> tensor<2x3x8x1386xf32>
  return %0 : tensor<2x3x8x1386xf32>
}
func.func @rule47__n1__f32__nhwc(%x: tensor<1x7x9x94xf32>, %w: tensor<5x5x94xf32>, %b: tensor<94xf32>, %init: tensor<1x4x6x94xf32>) -> tensor<1x4x6x94xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x9x94xf32>, tensor<5x5x94xf32>) bias(%b : tensor<94xf32>) outs(%init : tensor<1x4x6x94xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 2>, activation = #dwc<activation relu6>} -> tensor<1x4x6x94xf32>
  return %0 : tensor<1x4x6x94xf32>
}
func.func @rule48__n1__f32__nhwc(%x: tensor<1x9x16x798xf32>, %w: tensor<5x5x798xf32>, %init: tensor<1x7x18x798xf32>) -> tensor<1x7x18x798xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x9x16x798xf32>, tensor<5x5x798xf32>) outs(%init : tensor<1x7x18x798xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 4, 2>, activation = #dwc<activation silu>} -> tensor<1x7x18x798xf32>
  return %0 : tensor<1x7x18x798xf32>
}
func.func @rule49__n2__f32__nhwc(%x: tensor<2x7x20x698xf32>, %w: tensor<5x5x698xf32>, %b: tensor<698xf32>, %init: tensor<2x5x9x698xf32>) -> tensor<2x5x9x698xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x7x20x698xf32>, tensor<5x5x698xf32>) bias(%b : tensor<698xf32>) outs(%init : tensor<2x5x9x698xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 2, 0>, activation = #dwc<activation relu6>} -> tensor<2x5x9x698xf32>
  return %0 : tensor<2x5x9x698xf32>
}
func.func @rule50__n2__f32__nhwc(%x: tensor<2x3x5x706xf32>, %w: tensor<5x5x706xf32>, %init: tensor<2x2x3x706xf32>) -> tensor<2x2x3x706xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x5x706xf32>, tensor<5x5x706xf32>) outs(%init : tensor<2x2x3x706xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 2, 0>, activation = #dwc<activation silu>} -> tensor<2x2x3x706xf32>
  return %0 : tensor<2x2x3x706xf32>
}
func.func @rule51__n1__f32__nhwc(%x: tensor<1x6x12x1302xf32>, %w: tensor<5x5x1302xf32>, %b: tensor<1302xf32>, %init: tensor<1x4x7x1302xf32>) -> tensor<1x4x7x1302xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x6x12x1302xf32>, tensor<5x5x1302xf32>) bias(%b : tensor<1302xf32>) outs(%init : tensor<1x4x7x1302xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 3, 2>, activation = #dwc<activation none>} -> tensor<1x4x7x1302xf32>
  return %0 : tensor<1x4x7x1302xf32>
}
func.func @rule52__n2__f32__nhwc(%x: tensor<2x7x8x228xf32>, %w: tensor<3x3x228xf32>, %b: tensor<228xf32>, %init: tensor<2x4x4x228xf32>) -> tensor<2x4x4x228xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x7x8x228xf32>, tensor<3x3x228xf32>) bias(%b : tensor<228xf32>) outs(%init : tensor<2x4x4x228xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 1>, activation = #dwc<activation relu>} -> tensor<2x4x4x228xf32>
  return %0 : tensor<2x4x4x228xf32>
}
func.func @rule53__n1__f32__nhwc(%x: tensor<1x13x20x512xf32>, %w: tensor<3x3x512xf32>, %init: tensor<1x6x11x512xf32>) -> tensor<1x6x11x512xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x13x20x512xf32>, tensor<3x3x512xf32>) outs(%init : tensor<1x6x11x512xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 1>, activation = #dwc<activation relu6>} -> tensor<1x6x11x512xf32>
  return %0 : tensor<1x6x11x512xf32>
}
func.func @rule54__n2__f32__nhwc(%x: tensor<2x6x15x1256xf32>, %w: tensor<3x3x1256xf32>, %b: tensor<1256xf32>, %init: tensor<2x6x15x1256xf32>) -> tensor<2x6x15x1256xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x6x15x1256xf32>, tensor<3x3x1256xf32>) bias(%b : tensor<1256xf32>) outs(%init : tensor<2x6x15x1256xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 2>, activation = #dwc<activation none>} -> tensor<2x6x15x1256xf32>
  return %0 : tensor<2x6x15x1256xf32>
}
func.func @rule55__n1__f32__nhwc(%x: tensor<1x7x6x1008xf32>, %w: tensor<5x5x1008xf32>, %init: tensor<1x3x3x1008xf32>) -> tensor<1x3x3x1008xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x6x1008xf32>, tensor<5x5x1008xf32>) outs(%init : tensor<1x3x3x1008xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 3>, activation = #dwc<activation silu>} -> tensor<1x3x3x1008xf32>
  return %0 : tensor<1x3x3x1008xf32>
}
func.func @rule56__n1__f32__nhwc(%x: tensor<1x7x3x366xf32>, %w: tensor<3x3x366xf32>, %b: tensor<366xf32>, %init: tensor<1x5x3x366xf32>) -> tensor<1x5x3x366xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x3x366xf32>, tensor<3x3x366xf32>) bias(%b : tensor<366xf32>) outs(%init : tensor<1x5x3x366xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 0>, activation = #dwc<activation relu>} -> tensor<1x5x3x366xf32>
  return %0 : tensor<1x5x3x366xf32>
}
func.func @rule57__n1__f32__nhwc(%x: tensor<1x11x19x332xf32>, %w: tensor<5x5x332xf32>, %b: tensor<332xf32>, %init: tensor<1x7x15x332xf32>) -> tensor<1x7x15x332xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x19x332xf32>, tensor<5x5x332xf32>) bias(%b : tensor<332xf32>) outs(%init : tensor<1x7x15x332xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, activation = #dwc<activation silu>} -> tensor<1x7x15x332xf32>
  return %0 : tensor<1x7x15x332xf32>
}
func.func @rule58__n1__f32__nhwc(%x: tensor<1x8x3x940xf32>, %w: tensor<3x3x940xf32>, %b: tensor<940xf32>, %init: tensor<1x3x2x940xf32>) -> tensor<1x3x2x940xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x3x940xf32>, tensor<3x3x940xf32>) bias(%b : tensor<940xf32>) outs(%init : tensor<1x3x2x940xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation silu>} -> tensor<1x3x2x940xf32>
  return %0 : tensor<1x3x2x940xf32>
}
func.func @rule59__n1__f32__nhwc(%x: tensor<1x5x3x1290xf32>, %w: tensor<5x5x1290xf32>, %b: tensor<1290xf32>, %init: tensor<1x5x3x1290xf32>) -> tensor<1x5x3x1290xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x5x3x1290xf32>, tensor<5x5x1290xf32>) bias(%b : tensor<1290xf32>) outs(%init : tensor<1x5x3x1290xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 4>, activation = #dwc<activation none>} -> tensor<1x5x3x1290xf32>
  return %0 : tensor<1x5x3x1290xf32>
}
func.func @rule60__n1__f32__nhwc(%x: tensor<1x10x12x1070xf32>, %w: tensor<5x5x1070xf32>, %b: tensor<1070xf32>, %init: tensor<1x4x7x1070xf32>) -> tensor<1x4x7x1070xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x12x1070xf32>, tensor<5x5x1070xf32>) bias(%b : tensor<1070xf32>) outs(%init : tensor<1x4x7x1070xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 4>, activation = #dwc<activation relu6>} -> tensor<1x4x7x1070xf32>
  return %0 : tensor<1x4x7x1070xf32>
}
func.func @rule61__n1__f32__nhwc(%x: tensor<1x4x11x1360xf32>, %w: tensor<5x5x1360xf32>, %init: tensor<1x3x13x1360xf32>) -> tensor<1x3x13x1360xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x11x1360xf32>, tensor<5x5x1360xf32>) outs(%init : tensor<1x3x13x1360xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 3, 3>, activation = #dwc<activation relu6>} -> tensor<1x3x13x1360xf32>
  return %0 : tensor<1x3x13x1360xf32>
}
func.func @rule62__n1__f32__nhwc(%x: tensor<1x5x5x626xf32>, %w: tensor<5x5x626xf32>, %b: tensor<626xf32>, %init: tensor<1x4x3x626xf32>) -> tensor<1x4x3x626xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x5x5x626xf32>, tensor<5x5x626xf32>) bias(%b : tensor<626xf32>) outs(%init : tensor<1x4x3x626xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 2, 0>, activation = #dwc<activation relu6>} -> tensor<1x4x3x626xf32>
  return %0 : tensor<1x4x3x626xf32>
}
func.func @rule63__n1__f32__nhwc(%x: tensor<1x12x9x410xf32>, %w: tensor<5x5x410xf32>, %init: tensor<1x7x6x410xf32>) -> tensor<1x7x6x410xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x9x410xf32>, tensor<5x5x410xf32>) outs(%init : tensor<1x7x6x410xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 2, 4>, activation = #dwc<activation silu>} -> tensor<1x7x6x410xf32>
  return %0 : tensor<1x7x6x410xf32>
}
func.func @rule64__n1__f32__nhwc(%x: tensor<1x4x17x1000xf32>, %w: tensor<3x3x1000xf32>, %init: tensor<1x2x8x1000xf32>) -> tensor<1x2x8x1000xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x17x1000xf32>, tensor<3x3x1000xf32>) outs(%init : tensor<1x2x8x1000xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<1x2x8x1000xf32>
  return %0 : tensor<1x2x8x1000xf32>
}
func.func @rule65__n2__f32__nhwc(%x: tensor<2x4x17x128xf32>, %w: tensor<5x5x128xf32>, %init: tensor<2x1x15x128xf32>) -> tensor<2x1x15x128xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x17x128xf32>, tensor<5x5x128xf32>) outs(%init : tensor<2x1x15x128xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 2>, activation = #dwc<activation relu>} -> tensor<2x1x15x128xf32>
  return %0 : tensor<2x1x15x128xf32>
}
func.func @rule66__n2__f32__nhwc(%x: tensor<2x12x4x1280xf32>, %w: tensor<3x3x1280xf32>, %b: tensor<1280xf32>, %init: tensor<2x6x3x1280xf32>) -> tensor<2x6x3x1280xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x12x4x1280xf32>, tensor<3x3x1280xf32>) bias(%b : tensor<1280xf32>) outs(%init : tensor<2x6x3x1280xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 2>, activation = #dwc<activation relu>} -> tensor<2x6x3x1280xf32>
  return %0 : tensor<2x6x3x1280xf32>
}
func.func @rule67__n1__f32__nhwc(%x: tensor<1x10x15x882xf32>, %w: tensor<5x5x882xf32>, %b: tensor<882xf32>, %init: tensor<1x5x9x882xf32>) -> tensor<1x5x9x882xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x15x882xf32>, tensor<5x5x882xf32>) bias(%b : tensor<882xf32>) outs(%init : tensor<1x5x9x882xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 3, 3>, activation = #dwc<activation relu>} -> tensor<1x5x9x882xf32>
  return %0 : tensor<1x5x9x882xf32>
}
func.func @rule68__n1__f32__nhwc(%x: tensor<1x6x12x1102xf32>, %w: tensor<5x5x1102xf32>, %b: tensor<1102xf32>, %init: tensor<1x6x14x1102xf32>) -> tensor<1x6x14x1102xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x6x12x1102xf32>, tensor<5x5x1102xf32>) bias(%b : tensor<1102xf32>) outs(%init : tensor<1x6x14x1102xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 3, 3>, activation = #dwc<activation relu6>} -> tensor<1x6x14x1102xf32>
  return %0 : tensor<1x6x14x1102xf32>
}
func.func @rule69__n1__f32__nhwc(%x: tensor<1x11x19x188xf32>, %w: tensor<5x5x188xf32>, %init: tensor<1x6x10x188xf32>) -> tensor<1x6x10x188xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x19x188xf32>, tensor<5x5x188xf32>) outs(%init : tensor<1x6x10x188xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 2, 3>, activation = #dwc<activation silu>} -> tensor<1x6x10x188xf32>
  return %0 : tensor<1x6x10x188xf32>
}
func.func @rule70__n1__f32__nhwc(%x: tensor<1x4x19x390xf32>, %w: tensor<5x5x390xf32>, %b: tensor<390xf32>, %init: tensor<1x4x8x390xf32>) -> tensor<1x4x8x390xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x19x390xf32>, tensor<5x5x390xf32>) bias(%b : tensor<390xf32>) outs(%init : tensor<1x4x8x390xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 3, 0, 0>, activation = #dwc<activation silu>} -> tensor<1x4x8x390xf32>
  return %0 : tensor<1x4x8x390xf32>
}
func.func @rule71__n1__f32__nhwc(%x: tensor<1x3x5x122xf32>, %w: tensor<3x3x122xf32>, %b: tensor<122xf32>, %init: tensor<1x4x5x122xf32>) -> tensor<1x4x5x122xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x3x5x122xf32>, tensor<3x3x122xf32>) bias(%b : tensor<122xf32>) outs(%init : tensor<1x4x5x122xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 2, 0>, activation = #dwc<activation silu>} -> tensor<1x4x5x122xf32>
  return %0 : tensor<1x4x5x122xf32>
}
func.func @rule72__n1__f32__nhwc(%x: tensor<1x4x3x82xf32>, %w: tensor<3x3x82xf32>, %b: tensor<82xf32>, %init: tensor<1x3x2x82xf32>) -> tensor<1x3x2x82xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x3x82xf32>, tensor<3x3x82xf32>) bias(%b : tensor<82xf32>) outs(%init : tensor<1x3x2x82xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<1x3x2x82xf32>
  return %0 : tensor<1x3x2x82xf32>
}
func.func @rule73__n2__f32__nhwc(%x: tensor<2x4x12x72xf32>, %w: tensor<5x5x72xf32>, %b: tensor<72xf32>, %init: tensor<2x2x8x72xf32>) -> tensor<2x2x8x72xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x12x72xf32>, tensor<5x5x72xf32>) bias(%b : tensor<72xf32>) outs(%init : tensor<2x2x8x72xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 3>, activation = #dwc<activation silu>} -> tensor<2x2x8x72xf32>
  return %0 : tensor<2x2x8x72xf32>
}
func.func @rule74__n1__f32__nhwc(%x: tensor<1x3x4x350xf32>, %w: tensor<5x5x350xf32>, %init: tensor<1x3x7x350xf32>) -> tensor<1x3x7x350xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x3x4x350xf32>, tensor<5x5x350xf32>) outs(%init : tensor<1x3x7x350xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 4>, activation = #dwc<activation relu>} -> tensor<1x3x7x350xf32>
  return %0 : tensor<1x3x7x350xf32>
}
func.func @rule75__n2__f32__nhwc(%x: tensor<2x3x14x560xf32>, %w: tensor<3x3x560xf32>, %init: tensor<2x1x8x560xf32>) -> tensor<2x1x8x560xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x14x560xf32>, tensor<3x3x560xf32>) outs(%init : tensor<2x1x8x560xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 1>, activation = #dwc<activation relu>} -> tensor<2x1x8x560xf32>
  return %0 : tensor<2x1x8x560xf32>
}
func.func @rule76__n1__f32__nhwc(%x: tensor<1x14x10x1094xf32>, %w: tensor<3x3x1094xf32>, %b: tensor<1094xf32>, %init: tensor<1x6x5x1094xf32>) -> tensor<1x6x5x1094xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x10x1094xf32>, tensor<3x3x1094xf32>) bias(%b : tensor<1094xf32>) outs(%init : tensor<1x6x5x1094xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 0>, activation = #dwc<activation relu6>} -> tensor<1x6x5x1094xf32>
  return %0 : tensor<1x6x5x1094xf32>
}
func.func @rule77__n1__f32__nhwc(%x: tensor<1x13x11x876xf32>, %w: tensor<3x3x876xf32>, %b: tensor<876xf32>, %init: tensor<1x6x6x876xf32>) -> tensor<1x6x6x876xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x13x11x876xf32>, tensor<3x3x876xf32>) bias(%b : tensor<876xf32>) outs(%init : tensor<1x6x6x876xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 2>, activation = #dwc<activation none>} -> tensor<1x6x6x876xf32>
  return %0 : tensor<1x6x6x876xf32>
}
func.func @rule78__n2__f32__nhwc(%x: tensor<2x7x11x778xf32>, %w: tensor<3x3x778xf32>, %init: tensor<2x5x11x778xf32>) -> tensor<2x5x11x778xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x7x11x778xf32>, tensor<3x3x778xf32>) outs(%init : tensor<2x5x11x778xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation none>} -> tensor<2x5x11x778xf32>
  return %0 : tensor<2x5x11x778xf32>
}
func.func @rule79__n1__f32__nhwc(%x: tensor<1x11x14x886xf32>, %w: tensor<5x5x886xf32>, %init: tensor<1x7x8x886xf32>) -> tensor<1x7x8x886xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x11x14x886xf32>, tensor<5x5x886xf32>) outs(%init : tensor<1x7x8x886xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 4, 2>, activation = #dwc<activation relu6>} -> tensor<1x7x8x886xf32>
  return %0 : tensor<1x7x8x886xf32>
}
