func.func @aim0__n128__f32__nhwc(%x: tensor<128x14x27x708xf32>, %w: tensor<3x5x708xf32>, %b: tensor<708xf32>, %init: tensor<128x14x28x708xf32>) -> tensor<128x14x28x708xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x14x27x708xf32>, tensor<3x5x708xf32>) bias(%b : tensor<708xf32>) outs(%init : tensor<128x14x28x708xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 4>, activation = #dwc<activation none>} -> tensor<128x14x28x708xf32>
  return %0 : tensor<128x14x28x708xf32>
}
func.func @aim1__n256__f32__nhwc(%x: tensor<256x27x26x686xf32>, %w: tensor<5x5x686xf32>, %b: tensor<686xf32>, %init: tensor<256x28x28x686xf32>) -> tensor<256x28x28x686xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x27x26x686xf32>, tensor<5x5x686xf32>) bias(%b : tensor<686xf32>) outs(%init : tensor<256x28x28x686xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 4, 2>, activation = #dwc<activation none>} -> tensor<256x28x28x686xf32>
  return %0 : tensor<256x28x28x686xf32>
}
func.func @aim2__n32__f32__nhwc(%x: tensor<32x5x15x584xf32>, %w: tensor<5x5x584xf32>, %init: tensor<32x9x14x584xf32>) -> tensor<32x9x14x584xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x5x15x584xf32>, tensor<5x5x584xf32>) outs(%init : tensor<32x9x14x584xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 4, 1, 2>, activation = #dwc<activation none>} -> tensor<32x9x14x584xf32>
  return %0 : tensor<32x9x14x584xf32>
}
func.func @aim3__n256__f32__nhwc(%x: tensor<256x6x26x50xf32>, %w: tensor<4x4x50xf32>, %b: tensor<50xf32>, %init: tensor<256x7x28x50xf32>) -> tensor<256x7x28x50xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x6x26x50xf32>, tensor<4x4x50xf32>) bias(%b : tensor<50xf32>) outs(%init : tensor<256x7x28x50xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 3, 2>, activation = #dwc<activation none>} -> tensor<256x7x28x50xf32>
  return %0 : tensor<256x7x28x50xf32>
}
func.func @aim4__n256__f32__nhwc(%x: tensor<256x5x21x920xf32>, %w: tensor<3x3x920xf32>, %b: tensor<920xf32>, %init: tensor<256x6x21x920xf32>) -> tensor<256x6x21x920xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x5x21x920xf32>, tensor<3x3x920xf32>) bias(%b : tensor<920xf32>) outs(%init : tensor<256x6x21x920xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 3, 2, 4, 0>, activation = #dwc<activation relu>} -> tensor<256x6x21x920xf32>
  return %0 : tensor<256x6x21x920xf32>
}
func.func @aim5__n64__f32__nhwc(%x: tensor<64x8x22x796xf32>, %w: tensor<5x5x796xf32>, %b: tensor<796xf32>, %init: tensor<64x6x21x796xf32>) -> tensor<64x6x21x796xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x8x22x796xf32>, tensor<5x5x796xf32>) bias(%b : tensor<796xf32>) outs(%init : tensor<64x6x21x796xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 2, 1>, activation = #dwc<activation relu6>} -> tensor<64x6x21x796xf32>
  return %0 : tensor<64x6x21x796xf32>
}
func.func @aim6__n128__f32__nhwc(%x: tensor<128x17x9x348xf32>, %w: tensor<4x4x348xf32>, %b: tensor<348xf32>, %init: tensor<128x19x7x348xf32>) -> tensor<128x19x7x348xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x17x9x348xf32>, tensor<4x4x348xf32>) bias(%b : tensor<348xf32>) outs(%init : tensor<128x19x7x348xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 0, 1>, activation = #dwc<activation silu>} -> tensor<128x19x7x348xf32>
  return %0 : tensor<128x19x7x348xf32>
}
func.func @aim7__n128__f32__nhwc(%x: tensor<128x14x14x232xf32>, %w: tensor<5x5x232xf32>, %init: tensor<128x17x14x232xf32>) -> tensor<128x17x14x232xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x14x14x232xf32>, tensor<5x5x232xf32>) outs(%init : tensor<128x17x14x232xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 3, 1>, activation = #dwc<activation none>} -> tensor<128x17x14x232xf32>
  return %0 : tensor<128x17x14x232xf32>
}
func.func @aim8__n256__f32__nhwc(%x: tensor<256x22x9x196xf32>, %w: tensor<5x5x196xf32>, %b: tensor<196xf32>, %init: tensor<256x22x7x196xf32>) -> tensor<256x22x7x196xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x22x9x196xf32>, tensor<5x5x196xf32>) bias(%b : tensor<196xf32>) outs(%init : tensor<256x22x7x196xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 0>, activation = #dwc<activation relu6>} -> tensor<256x22x7x196xf32>
  return %0 : tensor<256x22x7x196xf32>
}
func.func @aim9__n128__f32__nhwc(%x: tensor<128x23x29x576xf32>, %w: tensor<4x4x576xf32>, %init: tensor<128x20x28x576xf32>) -> tensor<128x20x28x576xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x23x29x576xf32>, tensor<4x4x576xf32>) outs(%init : tensor<128x20x28x576xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation relu6>} -> tensor<128x20x28x576xf32>
  return %0 : tensor<128x20x28x576xf32>
}
func.func @aim10__n256__f32__nhwc(%x: tensor<256x21x27x448xf32>, %w: tensor<5x5x448xf32>, %b: tensor<448xf32>, %init: tensor<256x23x28x448xf32>) -> tensor<256x23x28x448xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x21x27x448xf32>, tensor<5x5x448xf32>) bias(%b : tensor<448xf32>) outs(%init : tensor<256x23x28x448xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 1, 4>, activation = #dwc<activation silu>} -> tensor<256x23x28x448xf32>
  return %0 : tensor<256x23x28x448xf32>
}
func.func @aim11__n256__f32__nhwc(%x: tensor<256x21x12x60xf32>, %w: tensor<5x5x60xf32>, %b: tensor<60xf32>, %init: tensor<256x20x14x60xf32>) -> tensor<256x20x14x60xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x21x12x60xf32>, tensor<5x5x60xf32>) bias(%b : tensor<60xf32>) outs(%init : tensor<256x20x14x60xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 4>, activation = #dwc<activation relu6>} -> tensor<256x20x14x60xf32>
  return %0 : tensor<256x20x14x60xf32>
}
func.func @aim12__n64__f32__nhwc(%x: tensor<64x22x14x208xf32>, %w: tensor<3x5x208xf32>, %b: tensor<208xf32>, %init: tensor<64x22x14x208xf32>) -> tensor<64x22x14x208xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x22x14x208xf32>, tensor<3x5x208xf32>) bias(%b : tensor<208xf32>) outs(%init : tensor<64x22x14x208xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 2>, activation = #dwc<activation relu6>} -> tensor<64x22x14x208xf32>
  return %0 : tensor<64x22x14x208xf32>
}
func.func @aim13__n64__f32__nhwc(%x: tensor<64x21x9x996xf32>, %w: tensor<5x3x996xf32>, %b: tensor<996xf32>, %init: tensor<64x21x7x996xf32>) -> tensor<64x21x7x996xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x21x9x996xf32>, tensor<5x3x996xf32>) bias(%b : tensor<996xf32>) outs(%init : tensor<64x21x7x996xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 0, 0>, activation = #dwc<activation silu>} -> tensor<64x21x7x996xf32>
  return %0 : tensor<64x21x7x996xf32>
}
func.func @aim14__n128__f32__nhwc(%x: tensor<128x21x15x332xf32>, %w: tensor<3x5x332xf32>, %b: tensor<332xf32>, %init: tensor<128x22x14x332xf32>) -> tensor<128x22x14x332xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x21x15x332xf32>, tensor<3x5x332xf32>) bias(%b : tensor<332xf32>) outs(%init : tensor<128x22x14x332xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 3, 0>, activation = #dwc<activation none>} -> tensor<128x22x14x332xf32>
  return %0 : tensor<128x22x14x332xf32>
}
func.func @aim15__n32__f32__nhwc(%x: tensor<32x18x22x562xf32>, %w: tensor<5x3x562xf32>, %b: tensor<562xf32>, %init: tensor<32x15x21x562xf32>) -> tensor<32x15x21x562xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x18x22x562xf32>, tensor<5x3x562xf32>) bias(%b : tensor<562xf32>) outs(%init : tensor<32x15x21x562xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation silu>} -> tensor<32x15x21x562xf32>
  return %0 : tensor<32x15x21x562xf32>
}
func.func @aim16__n64__f32__nhwc(%x: tensor<64x27x22x580xf32>, %w: tensor<3x3x580xf32>, %init: tensor<64x24x21x580xf32>) -> tensor<64x24x21x580xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x27x22x580xf32>, tensor<3x3x580xf32>) outs(%init : tensor<64x24x21x580xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 2, 2>, padding = array<i64: 1, 0, 0, 3>, activation = #dwc<activation none>} -> tensor<64x24x21x580xf32>
  return %0 : tensor<64x24x21x580xf32>
}
func.func @aim17__n128__f32__nhwc(%x: tensor<128x18x9x582xf32>, %w: tensor<5x3x582xf32>, %b: tensor<582xf32>, %init: tensor<128x18x7x582xf32>) -> tensor<128x18x7x582xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x18x9x582xf32>, tensor<5x3x582xf32>) bias(%b : tensor<582xf32>) outs(%init : tensor<128x18x7x582xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 0, 0>, activation = #dwc<activation relu6>} -> tensor<128x18x7x582xf32>
  return %0 : tensor<128x18x7x582xf32>
}
func.func @aim18__n32__f32__nhwc(%x: tensor<32x17x30x806xf32>, %w: tensor<3x5x806xf32>, %init: tensor<32x17x28x806xf32>) -> tensor<32x17x28x806xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x17x30x806xf32>, tensor<3x5x806xf32>) outs(%init : tensor<32x17x28x806xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 0>, activation = #dwc<activation relu6>} -> tensor<32x17x28x806xf32>
  return %0 : tensor<32x17x28x806xf32>
}
func.func @aim19__n128__f32__nhwc(%x: tensor<128x8x20x872xf32>, %w: tensor<4x4x872xf32>, %b: tensor<872xf32>, %init: tensor<128x8x21x872xf32>) -> tensor<128x8x21x872xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x8x20x872xf32>, tensor<4x4x872xf32>) bias(%b : tensor<872xf32>) outs(%init : tensor<128x8x21x872xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 3>, activation = #dwc<activation relu6>} -> tensor<128x8x21x872xf32>
  return %0 : tensor<128x8x21x872xf32>
}
func.func @aim20__n64__f32__nhwc(%x: tensor<64x25x7x406xf32>, %w: tensor<5x5x406xf32>, %b: tensor<406xf32>, %init: tensor<64x26x7x406xf32>) -> tensor<64x26x7x406xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x25x7x406xf32>, tensor<5x5x406xf32>) bias(%b : tensor<406xf32>) outs(%init : tensor<64x26x7x406xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 1, 3>, activation = #dwc<activation relu>} -> tensor<64x26x7x406xf32>
  return %0 : tensor<64x26x7x406xf32>
}
func.func @aim21__n128__f32__nhwc(%x: tensor<128x15x8x200xf32>, %w: tensor<4x4x200xf32>, %b: tensor<200xf32>, %init: tensor<128x18x7x200xf32>) -> tensor<128x18x7x200xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x15x8x200xf32>, tensor<4x4x200xf32>) bias(%b : tensor<200xf32>) outs(%init : tensor<128x18x7x200xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 1, 1>, activation = #dwc<activation relu6>} -> tensor<128x18x7x200xf32>
  return %0 : tensor<128x18x7x200xf32>
}
func.func @aim22__n64__f32__nhwc(%x: tensor<64x26x7x828xf32>, %w: tensor<5x3x828xf32>, %b: tensor<828xf32>, %init: tensor<64x24x7x828xf32>) -> tensor<64x24x7x828xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x26x7x828xf32>, tensor<5x3x828xf32>) bias(%b : tensor<828xf32>) outs(%init : tensor<64x24x7x828xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 0>, activation = #dwc<activation relu6>} -> tensor<64x24x7x828xf32>
  return %0 : tensor<64x24x7x828xf32>
}
func.func @aim23__n64__f32__nhwc(%x: tensor<64x22x28x288xf32>, %w: tensor<3x5x288xf32>, %b: tensor<288xf32>, %init: tensor<64x21x28x288xf32>) -> tensor<64x21x28x288xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x22x28x288xf32>, tensor<3x5x288xf32>) bias(%b : tensor<288xf32>) outs(%init : tensor<64x21x28x288xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 3>, activation = #dwc<activation none>} -> tensor<64x21x28x288xf32>
  return %0 : tensor<64x21x28x288xf32>
}
func.func @aim24__n32__f32__nhwc(%x: tensor<32x7x27x206xf32>, %w: tensor<4x4x206xf32>, %init: tensor<32x7x28x206xf32>) -> tensor<32x7x28x206xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x7x27x206xf32>, tensor<4x4x206xf32>) outs(%init : tensor<32x7x28x206xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 3, 1>, activation = #dwc<activation none>} -> tensor<32x7x28x206xf32>
  return %0 : tensor<32x7x28x206xf32>
}
func.func @aim25__n256__f32__nhwc(%x: tensor<256x19x21x346xf32>, %w: tensor<4x4x346xf32>, %init: tensor<256x19x21x346xf32>) -> tensor<256x19x21x346xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x19x21x346xf32>, tensor<4x4x346xf32>) outs(%init : tensor<256x19x21x346xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation relu>} -> tensor<256x19x21x346xf32>
  return %0 : tensor<256x19x21x346xf32>
}
func.func @aim26__n128__f32__nhwc(%x: tensor<128x26x9x588xf32>, %w: tensor<5x3x588xf32>, %init: tensor<128x25x7x588xf32>) -> tensor<128x25x7x588xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x26x9x588xf32>, tensor<5x3x588xf32>) outs(%init : tensor<128x25x7x588xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 0>, activation = #dwc<activation silu>} -> tensor<128x25x7x588xf32>
  return %0 : tensor<128x25x7x588xf32>
}
func.func @aim27__n128__f32__nhwc(%x: tensor<128x6x21x934xf32>, %w: tensor<5x3x934xf32>, %b: tensor<934xf32>, %init: tensor<128x7x21x934xf32>) -> tensor<128x7x21x934xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x6x21x934xf32>, tensor<5x3x934xf32>) bias(%b : tensor<934xf32>) outs(%init : tensor<128x7x21x934xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 2, 0>, activation = #dwc<activation none>} -> tensor<128x7x21x934xf32>
  return %0 : tensor<128x7x21x934xf32>
}
func.func @aim28__n64__f32__nhwc(%x: tensor<64x15x26x946xf32>, %w: tensor<4x4x946xf32>, %init: tensor<64x17x28x946xf32>) -> tensor<64x17x28x946xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x15x26x946xf32>, tensor<4x4x946xf32>) outs(%init : tensor<64x17x28x946xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 2, 3>, activation = #dwc<activation relu>} -> tensor<64x17x28x946xf32>
  return %0 : tensor<64x17x28x946xf32>
}
func.func @aim29__n64__f32__nhwc(%x: tensor<64x18x15x498xf32>, %w: tensor<5x5x498xf32>, %b: tensor<498xf32>, %init: tensor<64x16x14x498xf32>) -> tensor<64x16x14x498xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x18x15x498xf32>, tensor<5x5x498xf32>) bias(%b : tensor<498xf32>) outs(%init : tensor<64x16x14x498xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 3, 0>, activation = #dwc<activation relu>} -> tensor<64x16x14x498xf32>
  return %0 : tensor<64x16x14x498xf32>
}
