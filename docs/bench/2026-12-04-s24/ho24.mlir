func.func @c3__n16__bf16__nhwc(%x: tensor<16x75x45x142xbf16>, %w: tensor<3x3x142xbf16>, %b: tensor<142xbf16>, %init: tensor<16x75x44x142xbf16>) -> tensor<16x75x44x142xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x75x45x142xbf16>, tensor<3x3x142xbf16>) bias(%b : tensor<142xbf16>) outs(%init : tensor<16x75x44x142xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 1>, activation = #dwc<activation relu6>} -> tensor<16x75x44x142xbf16>
  return %0 : tensor<16x75x44x142xbf16>
}
func.func @c22__n128__bf16__nhwc(%x: tensor<128x48x30x110xbf16>, %w: tensor<3x3x110xbf16>, %init: tensor<128x48x30x110xbf16>) -> tensor<128x48x30x110xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x48x30x110xbf16>, tensor<3x3x110xbf16>) outs(%init : tensor<128x48x30x110xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 2>, activation = #dwc<activation none>} -> tensor<128x48x30x110xbf16>
  return %0 : tensor<128x48x30x110xbf16>
}
func.func @c32__n8__f16__nhwc(%x: tensor<8x104x99x110xf16>, %w: tensor<3x3x110xf16>, %init: tensor<8x105x99x110xf16>) -> tensor<8x105x99x110xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x104x99x110xf16>, tensor<3x3x110xf16>) outs(%init : tensor<8x105x99x110xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<8x105x99x110xf16>
  return %0 : tensor<8x105x99x110xf16>
}
func.func @c1003__n64__f16__nhwc(%x: tensor<64x67x80x76xf16>, %w: tensor<3x3x76xf16>, %b: tensor<76xf16>, %init: tensor<64x66x81x76xf16>) -> tensor<64x66x81x76xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x67x80x76xf16>, tensor<3x3x76xf16>) bias(%b : tensor<76xf16>) outs(%init : tensor<64x66x81x76xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 2>, activation = #dwc<activation none>} -> tensor<64x66x81x76xf16>
  return %0 : tensor<64x66x81x76xf16>
}
func.func @c1010__n8__f16__nhwc(%x: tensor<8x79x52x118xf16>, %w: tensor<3x3x118xf16>, %b: tensor<118xf16>, %init: tensor<8x77x52x118xf16>) -> tensor<8x77x52x118xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x79x52x118xf16>, tensor<3x3x118xf16>) bias(%b : tensor<118xf16>) outs(%init : tensor<8x77x52x118xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 2>, activation = #dwc<activation silu>} -> tensor<8x77x52x118xf16>
  return %0 : tensor<8x77x52x118xf16>
}
func.func @c1015__n64__f16__nhwc(%x: tensor<64x29x80x170xf16>, %w: tensor<3x3x170xf16>, %b: tensor<170xf16>, %init: tensor<64x27x81x170xf16>) -> tensor<64x27x81x170xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x29x80x170xf16>, tensor<3x3x170xf16>) bias(%b : tensor<170xf16>) outs(%init : tensor<64x27x81x170xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 1>, activation = #dwc<activation silu>} -> tensor<64x27x81x170xf16>
  return %0 : tensor<64x27x81x170xf16>
}
func.func @c1025__n32__bf16__nhwc(%x: tensor<32x47x118x122xbf16>, %w: tensor<3x3x122xbf16>, %init: tensor<32x47x117x122xbf16>) -> tensor<32x47x117x122xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x47x118x122xbf16>, tensor<3x3x122xbf16>) outs(%init : tensor<32x47x117x122xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 0>, activation = #dwc<activation silu>} -> tensor<32x47x117x122xbf16>
  return %0 : tensor<32x47x117x122xbf16>
}
func.func @c1026__n24__f16__nhwc(%x: tensor<24x92x32x142xf16>, %w: tensor<3x3x142xf16>, %init: tensor<24x94x32x142xf16>) -> tensor<24x94x32x142xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x92x32x142xf16>, tensor<3x3x142xf16>) outs(%init : tensor<24x94x32x142xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 1>, activation = #dwc<activation relu6>} -> tensor<24x94x32x142xf16>
  return %0 : tensor<24x94x32x142xf16>
}
func.func @c1028__n24__bf16__nhwc(%x: tensor<24x26x60x70xbf16>, %w: tensor<3x3x70xbf16>, %init: tensor<24x25x59x70xbf16>) -> tensor<24x25x59x70xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x26x60x70xbf16>, tensor<3x3x70xbf16>) outs(%init : tensor<24x25x59x70xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<24x25x59x70xbf16>
  return %0 : tensor<24x25x59x70xbf16>
}
func.func @c1036__n16__bf16__nhwc(%x: tensor<16x68x87x126xbf16>, %w: tensor<3x3x126xbf16>, %init: tensor<16x68x88x126xbf16>) -> tensor<16x68x88x126xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x68x87x126xbf16>, tensor<3x3x126xbf16>) outs(%init : tensor<16x68x88x126xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 2>, activation = #dwc<activation none>} -> tensor<16x68x88x126xbf16>
  return %0 : tensor<16x68x88x126xbf16>
}
func.func @c1041__n64__bf16__nhwc(%x: tensor<64x102x88x146xbf16>, %w: tensor<3x3x146xbf16>, %init: tensor<64x103x89x146xbf16>) -> tensor<64x103x89x146xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x102x88x146xbf16>, tensor<3x3x146xbf16>) outs(%init : tensor<64x103x89x146xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 2>, activation = #dwc<activation relu6>} -> tensor<64x103x89x146xbf16>
  return %0 : tensor<64x103x89x146xbf16>
}
func.func @c1042__n32__f16__nhwc(%x: tensor<32x22x82x90xf16>, %w: tensor<3x3x90xf16>, %b: tensor<90xf16>, %init: tensor<32x22x82x90xf16>) -> tensor<32x22x82x90xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x22x82x90xf16>, tensor<3x3x90xf16>) bias(%b : tensor<90xf16>) outs(%init : tensor<32x22x82x90xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 2>, activation = #dwc<activation relu>} -> tensor<32x22x82x90xf16>
  return %0 : tensor<32x22x82x90xf16>
}
func.func @c2017__n64__bf16__nhwc(%x: tensor<64x103x25x104xbf16>, %w: tensor<3x3x104xbf16>, %init: tensor<64x103x25x104xbf16>) -> tensor<64x103x25x104xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x103x25x104xbf16>, tensor<3x3x104xbf16>) outs(%init : tensor<64x103x25x104xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 2>, activation = #dwc<activation relu>} -> tensor<64x103x25x104xbf16>
  return %0 : tensor<64x103x25x104xbf16>
}
func.func @c2021__n16__bf16__nhwc(%x: tensor<16x65x56x68xbf16>, %w: tensor<3x3x68xbf16>, %init: tensor<16x65x56x68xbf16>) -> tensor<16x65x56x68xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x65x56x68xbf16>, tensor<3x3x68xbf16>) outs(%init : tensor<16x65x56x68xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 0, 2>, activation = #dwc<activation relu6>} -> tensor<16x65x56x68xbf16>
  return %0 : tensor<16x65x56x68xbf16>
}
func.func @c2025__n4__bf16__nhwc(%x: tensor<4x25x101x94xbf16>, %w: tensor<3x3x94xbf16>, %init: tensor<4x24x101x94xbf16>) -> tensor<4x24x101x94xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x25x101x94xbf16>, tensor<3x3x94xbf16>) outs(%init : tensor<4x24x101x94xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<4x24x101x94xbf16>
  return %0 : tensor<4x24x101x94xbf16>
}
func.func @c2027__n128__f16__nhwc(%x: tensor<128x44x109x106xf16>, %w: tensor<3x3x106xf16>, %init: tensor<128x43x111x106xf16>) -> tensor<128x43x111x106xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x44x109x106xf16>, tensor<3x3x106xf16>) outs(%init : tensor<128x43x111x106xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<128x43x111x106xf16>
  return %0 : tensor<128x43x111x106xf16>
}
func.func @c2030__n24__bf16__nhwc(%x: tensor<24x111x48x72xbf16>, %w: tensor<3x3x72xbf16>, %b: tensor<72xbf16>, %init: tensor<24x112x49x72xbf16>) -> tensor<24x112x49x72xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x111x48x72xbf16>, tensor<3x3x72xbf16>) bias(%b : tensor<72xbf16>) outs(%init : tensor<24x112x49x72xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation none>} -> tensor<24x112x49x72xbf16>
  return %0 : tensor<24x112x49x72xbf16>
}
func.func @c2034__n24__f16__nhwc(%x: tensor<24x105x35x150xf16>, %w: tensor<3x3x150xf16>, %init: tensor<24x106x35x150xf16>) -> tensor<24x106x35x150xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x105x35x150xf16>, tensor<3x3x150xf16>) outs(%init : tensor<24x106x35x150xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 2>, activation = #dwc<activation relu6>} -> tensor<24x106x35x150xf16>
  return %0 : tensor<24x106x35x150xf16>
}
func.func @c2040__n32__bf16__nhwc(%x: tensor<32x71x103x124xbf16>, %w: tensor<3x3x124xbf16>, %init: tensor<32x72x104x124xbf16>) -> tensor<32x72x104x124xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x71x103x124xbf16>, tensor<3x3x124xbf16>) outs(%init : tensor<32x72x104x124xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 1, 2>, activation = #dwc<activation none>} -> tensor<32x72x104x124xbf16>
  return %0 : tensor<32x72x104x124xbf16>
}
func.func @c2042__n32__bf16__nhwc(%x: tensor<32x101x103x160xbf16>, %w: tensor<3x3x160xbf16>, %b: tensor<160xbf16>, %init: tensor<32x103x103x160xbf16>) -> tensor<32x103x103x160xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x101x103x160xbf16>, tensor<3x3x160xbf16>) bias(%b : tensor<160xbf16>) outs(%init : tensor<32x103x103x160xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 2>, activation = #dwc<activation silu>} -> tensor<32x103x103x160xbf16>
  return %0 : tensor<32x103x103x160xbf16>
}
func.func @c2051__n4__f16__nhwc(%x: tensor<4x107x24x118xf16>, %w: tensor<3x3x118xf16>, %b: tensor<118xf16>, %init: tensor<4x107x25x118xf16>) -> tensor<4x107x25x118xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x107x24x118xf16>, tensor<3x3x118xf16>) bias(%b : tensor<118xf16>) outs(%init : tensor<4x107x25x118xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 1>, activation = #dwc<activation relu6>} -> tensor<4x107x25x118xf16>
  return %0 : tensor<4x107x25x118xf16>
}
func.func @c3023__n8__f16__nhwc(%x: tensor<8x110x62x162xf16>, %w: tensor<3x3x162xf16>, %init: tensor<8x109x62x162xf16>) -> tensor<8x109x62x162xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x110x62x162xf16>, tensor<3x3x162xf16>) outs(%init : tensor<8x109x62x162xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 0>, activation = #dwc<activation none>} -> tensor<8x109x62x162xf16>
  return %0 : tensor<8x109x62x162xf16>
}
func.func @c3026__n64__f16__nhwc(%x: tensor<64x47x59x128xf16>, %w: tensor<3x3x128xf16>, %init: tensor<64x49x58x128xf16>) -> tensor<64x49x58x128xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x47x59x128xf16>, tensor<3x3x128xf16>) outs(%init : tensor<64x49x58x128xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 1>, activation = #dwc<activation none>} -> tensor<64x49x58x128xf16>
  return %0 : tensor<64x49x58x128xf16>
}
func.func @c3029__n64__f16__nhwc(%x: tensor<64x75x55x160xf16>, %w: tensor<3x3x160xf16>, %b: tensor<160xf16>, %init: tensor<64x75x55x160xf16>) -> tensor<64x75x55x160xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x75x55x160xf16>, tensor<3x3x160xf16>) bias(%b : tensor<160xf16>) outs(%init : tensor<64x75x55x160xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 0>, activation = #dwc<activation silu>} -> tensor<64x75x55x160xf16>
  return %0 : tensor<64x75x55x160xf16>
}
func.func @c3030__n4__bf16__nhwc(%x: tensor<4x112x57x126xbf16>, %w: tensor<3x3x126xbf16>, %init: tensor<4x113x58x126xbf16>) -> tensor<4x113x58x126xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x112x57x126xbf16>, tensor<3x3x126xbf16>) outs(%init : tensor<4x113x58x126xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation silu>} -> tensor<4x113x58x126xbf16>
  return %0 : tensor<4x113x58x126xbf16>
}
