func.func @mv2_dw3__n32__f16__nhwc(%x: tensor<32x56x56x144xf16>, %w: tensor<3x3x144xf16>, %init: tensor<32x56x56x144xf16>) -> tensor<32x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x144xf16>, tensor<3x3x144xf16>) outs(%init : tensor<32x56x56x144xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x56x56x144xf16>
  return %0 : tensor<32x56x56x144xf16>
}
func.func @mv2_dw3__n32__bf16__nhwc(%x: tensor<32x56x56x144xbf16>, %w: tensor<3x3x144xbf16>, %init: tensor<32x56x56x144xbf16>) -> tensor<32x56x56x144xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x144xbf16>, tensor<3x3x144xbf16>) outs(%init : tensor<32x56x56x144xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x56x56x144xbf16>
  return %0 : tensor<32x56x56x144xbf16>
}
func.func @mv2_dw3__n128__f16__nhwc(%x: tensor<128x56x56x144xf16>, %w: tensor<3x3x144xf16>, %init: tensor<128x56x56x144xf16>) -> tensor<128x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x144xf16>, tensor<3x3x144xf16>) outs(%init : tensor<128x56x56x144xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x56x56x144xf16>
  return %0 : tensor<128x56x56x144xf16>
}
func.func @mv2_dw3__n128__bf16__nhwc(%x: tensor<128x56x56x144xbf16>, %w: tensor<3x3x144xbf16>, %init: tensor<128x56x56x144xbf16>) -> tensor<128x56x56x144xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x144xbf16>, tensor<3x3x144xbf16>) outs(%init : tensor<128x56x56x144xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x56x56x144xbf16>
  return %0 : tensor<128x56x56x144xbf16>
}
func.func @mv1_dw3__n32__f16__nhwc(%x: tensor<32x56x56x128xf16>, %w: tensor<3x3x128xf16>, %init: tensor<32x56x56x128xf16>) -> tensor<32x56x56x128xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x128xf16>, tensor<3x3x128xf16>) outs(%init : tensor<32x56x56x128xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x56x56x128xf16>
  return %0 : tensor<32x56x56x128xf16>
}
func.func @mv1_dw3__n32__bf16__nhwc(%x: tensor<32x56x56x128xbf16>, %w: tensor<3x3x128xbf16>, %init: tensor<32x56x56x128xbf16>) -> tensor<32x56x56x128xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x128xbf16>, tensor<3x3x128xbf16>) outs(%init : tensor<32x56x56x128xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x56x56x128xbf16>
  return %0 : tensor<32x56x56x128xbf16>
}
func.func @mv1_dw3__n128__f16__nhwc(%x: tensor<128x56x56x128xf16>, %w: tensor<3x3x128xf16>, %init: tensor<128x56x56x128xf16>) -> tensor<128x56x56x128xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x128xf16>, tensor<3x3x128xf16>) outs(%init : tensor<128x56x56x128xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x56x56x128xf16>
  return %0 : tensor<128x56x56x128xf16>
}
func.func @mv1_dw3__n128__bf16__nhwc(%x: tensor<128x56x56x128xbf16>, %w: tensor<3x3x128xbf16>, %init: tensor<128x56x56x128xbf16>) -> tensor<128x56x56x128xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x128xbf16>, tensor<3x3x128xbf16>) outs(%init : tensor<128x56x56x128xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x56x56x128xbf16>
  return %0 : tensor<128x56x56x128xbf16>
}
func.func @c1__n128__bf16__nhwc(%x: tensor<128x71x122x142xbf16>, %w: tensor<1x3x142xbf16>, %init: tensor<128x71x120x142xbf16>) -> tensor<128x71x120x142xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x71x122x142xbf16>, tensor<1x3x142xbf16>) outs(%init : tensor<128x71x120x142xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, activation = #dwc<activation relu>} -> tensor<128x71x120x142xbf16>
  return %0 : tensor<128x71x120x142xbf16>
}
func.func @c3__n8__bf16__nhwc(%x: tensor<8x67x57x264xbf16>, %w: tensor<2x2x264xbf16>, %b: tensor<264xbf16>, %init: tensor<8x67x57x264xbf16>) -> tensor<8x67x57x264xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x67x57x264xbf16>, tensor<2x2x264xbf16>) bias(%b : tensor<264xbf16>) outs(%init : tensor<8x67x57x264xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation relu>} -> tensor<8x67x57x264xbf16>
  return %0 : tensor<8x67x57x264xbf16>
}
func.func @c8__n24__f16__nhwc(%x: tensor<24x30x27x134xf16>, %w: tensor<3x1x134xf16>, %init: tensor<24x29x27x134xf16>) -> tensor<24x29x27x134xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x30x27x134xf16>, tensor<3x1x134xf16>) outs(%init : tensor<24x29x27x134xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 0>, activation = #dwc<activation relu6>} -> tensor<24x29x27x134xf16>
  return %0 : tensor<24x29x27x134xf16>
}
func.func @c10__n64__bf16__nhwc(%x: tensor<64x26x92x168xbf16>, %w: tensor<3x3x168xbf16>, %b: tensor<168xbf16>, %init: tensor<64x24x91x168xbf16>) -> tensor<64x24x91x168xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x26x92x168xbf16>, tensor<3x3x168xbf16>) bias(%b : tensor<168xbf16>) outs(%init : tensor<64x24x91x168xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<64x24x91x168xbf16>
  return %0 : tensor<64x24x91x168xbf16>
}
func.func @c11__n16__f16__nhwc(%x: tensor<16x88x94x78xf16>, %w: tensor<1x3x78xf16>, %b: tensor<78xf16>, %init: tensor<16x88x94x78xf16>) -> tensor<16x88x94x78xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x88x94x78xf16>, tensor<1x3x78xf16>) bias(%b : tensor<78xf16>) outs(%init : tensor<16x88x94x78xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation relu>} -> tensor<16x88x94x78xf16>
  return %0 : tensor<16x88x94x78xf16>
}
func.func @c12__n4__f16__nhwc(%x: tensor<4x72x92x272xf16>, %w: tensor<1x3x272xf16>, %init: tensor<4x72x93x272xf16>) -> tensor<4x72x93x272xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x72x92x272xf16>, tensor<1x3x272xf16>) outs(%init : tensor<4x72x93x272xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 2>, activation = #dwc<activation silu>} -> tensor<4x72x93x272xf16>
  return %0 : tensor<4x72x93x272xf16>
}
func.func @c13__n128__f16__nhwc(%x: tensor<128x44x60x142xf16>, %w: tensor<3x1x142xf16>, %b: tensor<142xf16>, %init: tensor<128x46x60x142xf16>) -> tensor<128x46x60x142xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x44x60x142xf16>, tensor<3x1x142xf16>) bias(%b : tensor<142xf16>) outs(%init : tensor<128x46x60x142xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 0>, activation = #dwc<activation none>} -> tensor<128x46x60x142xf16>
  return %0 : tensor<128x46x60x142xf16>
}
func.func @c28__n4__bf16__nhwc(%x: tensor<4x63x67x152xbf16>, %w: tensor<3x3x152xbf16>, %b: tensor<152xbf16>, %init: tensor<4x62x66x152xbf16>) -> tensor<4x62x66x152xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x63x67x152xbf16>, tensor<3x3x152xbf16>) bias(%b : tensor<152xbf16>) outs(%init : tensor<4x62x66x152xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<4x62x66x152xbf16>
  return %0 : tensor<4x62x66x152xbf16>
}
func.func @c30__n128__bf16__nhwc(%x: tensor<128x92x54x70xbf16>, %w: tensor<1x3x70xbf16>, %b: tensor<70xbf16>, %init: tensor<128x92x54x70xbf16>) -> tensor<128x92x54x70xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x92x54x70xbf16>, tensor<1x3x70xbf16>) bias(%b : tensor<70xbf16>) outs(%init : tensor<128x92x54x70xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 0>, activation = #dwc<activation relu6>} -> tensor<128x92x54x70xbf16>
  return %0 : tensor<128x92x54x70xbf16>
}
func.func @c31__n128__f16__nhwc(%x: tensor<128x86x75x176xf16>, %w: tensor<2x2x176xf16>, %init: tensor<128x86x75x176xf16>) -> tensor<128x86x75x176xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x86x75x176xf16>, tensor<2x2x176xf16>) outs(%init : tensor<128x86x75x176xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 1>, activation = #dwc<activation silu>} -> tensor<128x86x75x176xf16>
  return %0 : tensor<128x86x75x176xf16>
}
func.func @c34__n32__bf16__nhwc(%x: tensor<32x55x38x98xbf16>, %w: tensor<1x3x98xbf16>, %init: tensor<32x55x39x98xbf16>) -> tensor<32x55x39x98xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x55x38x98xbf16>, tensor<1x3x98xbf16>) outs(%init : tensor<32x55x39x98xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 2>, activation = #dwc<activation silu>} -> tensor<32x55x39x98xbf16>
  return %0 : tensor<32x55x39x98xbf16>
}
func.func @c36__n32__bf16__nhwc(%x: tensor<32x72x117x74xbf16>, %w: tensor<2x2x74xbf16>, %init: tensor<32x72x117x74xbf16>) -> tensor<32x72x117x74xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x72x117x74xbf16>, tensor<2x2x74xbf16>) outs(%init : tensor<32x72x117x74xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation relu>} -> tensor<32x72x117x74xbf16>
  return %0 : tensor<32x72x117x74xbf16>
}
func.func @c37__n4__bf16__nhwc(%x: tensor<4x84x103x272xbf16>, %w: tensor<1x3x272xbf16>, %b: tensor<272xbf16>, %init: tensor<4x84x102x272xbf16>) -> tensor<4x84x102x272xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x84x103x272xbf16>, tensor<1x3x272xbf16>) bias(%b : tensor<272xbf16>) outs(%init : tensor<4x84x102x272xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<4x84x102x272xbf16>
  return %0 : tensor<4x84x102x272xbf16>
}
func.func @c38__n32__f16__nhwc(%x: tensor<32x60x100x268xf16>, %w: tensor<2x2x268xf16>, %b: tensor<268xf16>, %init: tensor<32x60x100x268xf16>) -> tensor<32x60x100x268xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x60x100x268xf16>, tensor<2x2x268xf16>) bias(%b : tensor<268xf16>) outs(%init : tensor<32x60x100x268xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<32x60x100x268xf16>
  return %0 : tensor<32x60x100x268xf16>
}
func.func @c1016__n24__f16__nhwc(%x: tensor<24x98x108x188xf16>, %w: tensor<3x1x188xf16>, %init: tensor<24x99x108x188xf16>) -> tensor<24x99x108x188xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x98x108x188xf16>, tensor<3x1x188xf16>) outs(%init : tensor<24x99x108x188xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 0>, activation = #dwc<activation none>} -> tensor<24x99x108x188xf16>
  return %0 : tensor<24x99x108x188xf16>
}
func.func @c1017__n4__f16__nhwc(%x: tensor<4x24x117x138xf16>, %w: tensor<3x3x138xf16>, %init: tensor<4x24x117x138xf16>) -> tensor<4x24x117x138xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x24x117x138xf16>, tensor<3x3x138xf16>) outs(%init : tensor<4x24x117x138xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 2>, activation = #dwc<activation relu>} -> tensor<4x24x117x138xf16>
  return %0 : tensor<4x24x117x138xf16>
}
func.func @c1019__n32__f16__nhwc(%x: tensor<32x44x114x118xf16>, %w: tensor<3x3x118xf16>, %init: tensor<32x45x114x118xf16>) -> tensor<32x45x114x118xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x44x114x118xf16>, tensor<3x3x118xf16>) outs(%init : tensor<32x45x114x118xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<32x45x114x118xf16>
  return %0 : tensor<32x45x114x118xf16>
}
func.func @c1021__n32__bf16__nhwc(%x: tensor<32x60x96x118xbf16>, %w: tensor<1x3x118xbf16>, %b: tensor<118xbf16>, %init: tensor<32x60x98x118xbf16>) -> tensor<32x60x98x118xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x60x96x118xbf16>, tensor<1x3x118xbf16>) bias(%b : tensor<118xbf16>) outs(%init : tensor<32x60x98x118xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 2>, activation = #dwc<activation relu6>} -> tensor<32x60x98x118xbf16>
  return %0 : tensor<32x60x98x118xbf16>
}
func.func @c1022__n48__bf16__nhwc(%x: tensor<48x92x41x260xbf16>, %w: tensor<2x2x260xbf16>, %init: tensor<48x92x41x260xbf16>) -> tensor<48x92x41x260xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x92x41x260xbf16>, tensor<2x2x260xbf16>) outs(%init : tensor<48x92x41x260xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation silu>} -> tensor<48x92x41x260xbf16>
  return %0 : tensor<48x92x41x260xbf16>
}
func.func @c1023__n48__f16__nhwc(%x: tensor<48x39x63x154xf16>, %w: tensor<3x3x154xf16>, %b: tensor<154xf16>, %init: tensor<48x41x63x154xf16>) -> tensor<48x41x63x154xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x39x63x154xf16>, tensor<3x3x154xf16>) bias(%b : tensor<154xf16>) outs(%init : tensor<48x41x63x154xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 1>, activation = #dwc<activation none>} -> tensor<48x41x63x154xf16>
  return %0 : tensor<48x41x63x154xf16>
}
func.func @c1024__n48__bf16__nhwc(%x: tensor<48x36x107x170xbf16>, %w: tensor<3x3x170xbf16>, %init: tensor<48x35x109x170xbf16>) -> tensor<48x35x109x170xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x36x107x170xbf16>, tensor<3x3x170xbf16>) outs(%init : tensor<48x35x109x170xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 2>, activation = #dwc<activation silu>} -> tensor<48x35x109x170xbf16>
  return %0 : tensor<48x35x109x170xbf16>
}
func.func @c1026__n24__f16__nhwc(%x: tensor<24x87x105x172xf16>, %w: tensor<2x2x172xf16>, %init: tensor<24x86x106x172xf16>) -> tensor<24x86x106x172xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x87x105x172xf16>, tensor<2x2x172xf16>) outs(%init : tensor<24x86x106x172xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation none>} -> tensor<24x86x106x172xf16>
  return %0 : tensor<24x86x106x172xf16>
}
func.func @c1027__n24__f16__nhwc(%x: tensor<24x72x32x304xf16>, %w: tensor<2x2x304xf16>, %init: tensor<24x73x33x304xf16>) -> tensor<24x73x33x304xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x72x32x304xf16>, tensor<2x2x304xf16>) outs(%init : tensor<24x73x33x304xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu>} -> tensor<24x73x33x304xf16>
  return %0 : tensor<24x73x33x304xf16>
}
func.func @c1028__n24__f16__nhwc(%x: tensor<24x49x100x78xf16>, %w: tensor<3x3x78xf16>, %init: tensor<24x50x101x78xf16>) -> tensor<24x50x101x78xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x49x100x78xf16>, tensor<3x3x78xf16>) outs(%init : tensor<24x50x101x78xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation relu>} -> tensor<24x50x101x78xf16>
  return %0 : tensor<24x50x101x78xf16>
}
func.func @c1031__n32__bf16__nhwc(%x: tensor<32x94x100x66xbf16>, %w: tensor<3x1x66xbf16>, %b: tensor<66xbf16>, %init: tensor<32x94x100x66xbf16>) -> tensor<32x94x100x66xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x94x100x66xbf16>, tensor<3x1x66xbf16>) bias(%b : tensor<66xbf16>) outs(%init : tensor<32x94x100x66xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, activation = #dwc<activation none>} -> tensor<32x94x100x66xbf16>
  return %0 : tensor<32x94x100x66xbf16>
}
func.func @c1033__n48__f16__nhwc(%x: tensor<48x90x21x280xf16>, %w: tensor<2x2x280xf16>, %init: tensor<48x89x21x280xf16>) -> tensor<48x89x21x280xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x90x21x280xf16>, tensor<2x2x280xf16>) outs(%init : tensor<48x89x21x280xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 1>, activation = #dwc<activation relu6>} -> tensor<48x89x21x280xf16>
  return %0 : tensor<48x89x21x280xf16>
}
func.func @c1035__n16__bf16__nhwc(%x: tensor<16x117x99x184xbf16>, %w: tensor<2x2x184xbf16>, %init: tensor<16x117x99x184xbf16>) -> tensor<16x117x99x184xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x117x99x184xbf16>, tensor<2x2x184xbf16>) outs(%init : tensor<16x117x99x184xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<16x117x99x184xbf16>
  return %0 : tensor<16x117x99x184xbf16>
}
func.func @c1036__n8__f16__nhwc(%x: tensor<8x62x46x116xf16>, %w: tensor<3x3x116xf16>, %init: tensor<8x63x45x116xf16>) -> tensor<8x63x45x116xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x62x46x116xf16>, tensor<3x3x116xf16>) outs(%init : tensor<8x63x45x116xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 0>, activation = #dwc<activation relu>} -> tensor<8x63x45x116xf16>
  return %0 : tensor<8x63x45x116xf16>
}
func.func @c1037__n32__bf16__nhwc(%x: tensor<32x102x114x78xbf16>, %w: tensor<3x3x78xbf16>, %init: tensor<32x103x115x78xbf16>) -> tensor<32x103x115x78xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x102x114x78xbf16>, tensor<3x3x78xbf16>) outs(%init : tensor<32x103x115x78xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation none>} -> tensor<32x103x115x78xbf16>
  return %0 : tensor<32x103x115x78xbf16>
}
func.func @c1038__n24__f16__nhwc(%x: tensor<24x95x116x236xf16>, %w: tensor<1x3x236xf16>, %init: tensor<24x95x114x236xf16>) -> tensor<24x95x114x236xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x95x116x236xf16>, tensor<1x3x236xf16>) outs(%init : tensor<24x95x114x236xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, activation = #dwc<activation none>} -> tensor<24x95x114x236xf16>
  return %0 : tensor<24x95x114x236xf16>
}
func.func @c1__n4__bf16__nhwc(%x: tensor<4x66x28x80xbf16>, %w: tensor<3x3x80xbf16>, %init: tensor<4x64x28x80xbf16>) -> tensor<4x64x28x80xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x66x28x80xbf16>, tensor<3x3x80xbf16>) outs(%init : tensor<4x64x28x80xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, activation = #dwc<activation silu>} -> tensor<4x64x28x80xbf16>
  return %0 : tensor<4x64x28x80xbf16>
}
func.func @c3__n16__bf16__nhwc(%x: tensor<16x22x49x140xbf16>, %w: tensor<3x3x140xbf16>, %init: tensor<16x23x51x140xbf16>) -> tensor<16x23x51x140xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x22x49x140xbf16>, tensor<3x3x140xbf16>) outs(%init : tensor<16x23x51x140xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<16x23x51x140xbf16>
  return %0 : tensor<16x23x51x140xbf16>
}
func.func @c4__n4__f16__nhwc(%x: tensor<4x115x41x134xf16>, %w: tensor<2x2x134xf16>, %init: tensor<4x115x42x134xf16>) -> tensor<4x115x42x134xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x115x41x134xf16>, tensor<2x2x134xf16>) outs(%init : tensor<4x115x42x134xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 1>, activation = #dwc<activation relu>} -> tensor<4x115x42x134xf16>
  return %0 : tensor<4x115x42x134xf16>
}
func.func @c8__n64__bf16__nhwc(%x: tensor<64x64x44x164xbf16>, %w: tensor<2x2x164xbf16>, %init: tensor<64x63x44x164xbf16>) -> tensor<64x63x44x164xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x64x44x164xbf16>, tensor<2x2x164xbf16>) outs(%init : tensor<64x63x44x164xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 0>, activation = #dwc<activation relu6>} -> tensor<64x63x44x164xbf16>
  return %0 : tensor<64x63x44x164xbf16>
}
func.func @c9__n16__f16__nhwc(%x: tensor<16x80x64x184xf16>, %w: tensor<2x2x184xf16>, %init: tensor<16x81x63x184xf16>) -> tensor<16x81x63x184xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x80x64x184xf16>, tensor<2x2x184xf16>) outs(%init : tensor<16x81x63x184xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, activation = #dwc<activation relu6>} -> tensor<16x81x63x184xf16>
  return %0 : tensor<16x81x63x184xf16>
}
func.func @c12__n32__f16__nhwc(%x: tensor<32x77x45x280xf16>, %w: tensor<2x2x280xf16>, %init: tensor<32x77x46x280xf16>) -> tensor<32x77x46x280xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x77x45x280xf16>, tensor<2x2x280xf16>) outs(%init : tensor<32x77x46x280xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<32x77x46x280xf16>
  return %0 : tensor<32x77x46x280xf16>
}
func.func @c14__n128__bf16__nhwc(%x: tensor<128x112x111x264xbf16>, %w: tensor<3x1x264xbf16>, %init: tensor<128x111x111x264xbf16>) -> tensor<128x111x111x264xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x111x264xbf16>, tensor<3x1x264xbf16>) outs(%init : tensor<128x111x111x264xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 0>, activation = #dwc<activation silu>} -> tensor<128x111x111x264xbf16>
  return %0 : tensor<128x111x111x264xbf16>
}
func.func @c18__n64__bf16__nhwc(%x: tensor<64x40x20x66xbf16>, %w: tensor<3x1x66xbf16>, %init: tensor<64x40x20x66xbf16>) -> tensor<64x40x20x66xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x40x20x66xbf16>, tensor<3x1x66xbf16>) outs(%init : tensor<64x40x20x66xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, activation = #dwc<activation none>} -> tensor<64x40x20x66xbf16>
  return %0 : tensor<64x40x20x66xbf16>
}
func.func @c20__n24__f16__nhwc(%x: tensor<24x19x41x106xf16>, %w: tensor<2x2x106xf16>, %init: tensor<24x20x41x106xf16>) -> tensor<24x20x41x106xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x19x41x106xf16>, tensor<2x2x106xf16>) outs(%init : tensor<24x20x41x106xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 0>, activation = #dwc<activation none>} -> tensor<24x20x41x106xf16>
  return %0 : tensor<24x20x41x106xf16>
}
func.func @c25__n32__f16__nhwc(%x: tensor<32x121x43x84xf16>, %w: tensor<3x3x84xf16>, %b: tensor<84xf16>, %init: tensor<32x120x43x84xf16>) -> tensor<32x120x43x84xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x121x43x84xf16>, tensor<3x3x84xf16>) bias(%b : tensor<84xf16>) outs(%init : tensor<32x120x43x84xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x120x43x84xf16>
  return %0 : tensor<32x120x43x84xf16>
}
func.func @c26__n64__bf16__nhwc(%x: tensor<64x49x75x292xbf16>, %w: tensor<1x3x292xbf16>, %init: tensor<64x49x75x292xbf16>) -> tensor<64x49x75x292xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x49x75x292xbf16>, tensor<1x3x292xbf16>) outs(%init : tensor<64x49x75x292xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation silu>} -> tensor<64x49x75x292xbf16>
  return %0 : tensor<64x49x75x292xbf16>
}
func.func @c30__n8__bf16__nhwc(%x: tensor<8x84x27x320xbf16>, %w: tensor<3x1x320xbf16>, %b: tensor<320xbf16>, %init: tensor<8x83x27x320xbf16>) -> tensor<8x83x27x320xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x84x27x320xbf16>, tensor<3x1x320xbf16>) bias(%b : tensor<320xbf16>) outs(%init : tensor<8x83x27x320xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 0>, activation = #dwc<activation silu>} -> tensor<8x83x27x320xbf16>
  return %0 : tensor<8x83x27x320xbf16>
}
func.func @c32__n64__bf16__nhwc(%x: tensor<64x62x20x130xbf16>, %w: tensor<3x1x130xbf16>, %b: tensor<130xbf16>, %init: tensor<64x62x20x130xbf16>) -> tensor<64x62x20x130xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x62x20x130xbf16>, tensor<3x1x130xbf16>) bias(%b : tensor<130xbf16>) outs(%init : tensor<64x62x20x130xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 0>, activation = #dwc<activation relu>} -> tensor<64x62x20x130xbf16>
  return %0 : tensor<64x62x20x130xbf16>
}
func.func @c34__n48__bf16__nhwc(%x: tensor<48x46x83x316xbf16>, %w: tensor<3x1x316xbf16>, %b: tensor<316xbf16>, %init: tensor<48x46x83x316xbf16>) -> tensor<48x46x83x316xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x46x83x316xbf16>, tensor<3x1x316xbf16>) bias(%b : tensor<316xbf16>) outs(%init : tensor<48x46x83x316xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, activation = #dwc<activation none>} -> tensor<48x46x83x316xbf16>
  return %0 : tensor<48x46x83x316xbf16>
}
func.func @c37__n128__bf16__nhwc(%x: tensor<128x92x120x146xbf16>, %w: tensor<1x3x146xbf16>, %init: tensor<128x92x118x146xbf16>) -> tensor<128x92x118x146xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x92x120x146xbf16>, tensor<1x3x146xbf16>) outs(%init : tensor<128x92x118x146xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, activation = #dwc<activation relu>} -> tensor<128x92x118x146xbf16>
  return %0 : tensor<128x92x118x146xbf16>
}
func.func @c38__n48__f16__nhwc(%x: tensor<48x41x109x104xf16>, %w: tensor<3x3x104xf16>, %b: tensor<104xf16>, %init: tensor<48x41x109x104xf16>) -> tensor<48x41x109x104xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x41x109x104xf16>, tensor<3x3x104xf16>) bias(%b : tensor<104xf16>) outs(%init : tensor<48x41x109x104xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 1>, activation = #dwc<activation none>} -> tensor<48x41x109x104xf16>
  return %0 : tensor<48x41x109x104xf16>
}
func.func @c39__n128__f16__nhwc(%x: tensor<128x62x77x84xf16>, %w: tensor<3x3x84xf16>, %init: tensor<128x64x77x84xf16>) -> tensor<128x64x77x84xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x62x77x84xf16>, tensor<3x3x84xf16>) outs(%init : tensor<128x64x77x84xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 2>, activation = #dwc<activation relu6>} -> tensor<128x64x77x84xf16>
  return %0 : tensor<128x64x77x84xf16>
}
func.func @c1018__n128__bf16__nhwc(%x: tensor<128x94x32x156xbf16>, %w: tensor<1x3x156xbf16>, %init: tensor<128x94x33x156xbf16>) -> tensor<128x94x33x156xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x94x32x156xbf16>, tensor<1x3x156xbf16>) outs(%init : tensor<128x94x33x156xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 2>, activation = #dwc<activation relu6>} -> tensor<128x94x33x156xbf16>
  return %0 : tensor<128x94x33x156xbf16>
}
func.func @c1022__n64__f16__nhwc(%x: tensor<64x39x69x288xf16>, %w: tensor<1x3x288xf16>, %b: tensor<288xf16>, %init: tensor<64x39x70x288xf16>) -> tensor<64x39x70x288xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x39x69x288xf16>, tensor<1x3x288xf16>) bias(%b : tensor<288xf16>) outs(%init : tensor<64x39x70x288xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 1>, activation = #dwc<activation none>} -> tensor<64x39x70x288xf16>
  return %0 : tensor<64x39x70x288xf16>
}
func.func @c1023__n24__f16__nhwc(%x: tensor<24x47x104x78xf16>, %w: tensor<3x3x78xf16>, %init: tensor<24x46x105x78xf16>) -> tensor<24x46x105x78xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x47x104x78xf16>, tensor<3x3x78xf16>) outs(%init : tensor<24x46x105x78xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 2>, activation = #dwc<activation none>} -> tensor<24x46x105x78xf16>
  return %0 : tensor<24x46x105x78xf16>
}
