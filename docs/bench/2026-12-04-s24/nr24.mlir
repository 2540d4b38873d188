func.func @mv2_dw1__n32__f16__nhwc(%x: tensor<32x112x112x32xf16>, %w: tensor<3x3x32xf16>, %init: tensor<32x112x112x32xf16>) -> tensor<32x112x112x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x112x112x32xf16>, tensor<3x3x32xf16>) outs(%init : tensor<32x112x112x32xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x112x112x32xf16>
  return %0 : tensor<32x112x112x32xf16>
}
func.func @mv2_dw1__n32__bf16__nhwc(%x: tensor<32x112x112x32xbf16>, %w: tensor<3x3x32xbf16>, %init: tensor<32x112x112x32xbf16>) -> tensor<32x112x112x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x112x112x32xbf16>, tensor<3x3x32xbf16>) outs(%init : tensor<32x112x112x32xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x112x112x32xbf16>
  return %0 : tensor<32x112x112x32xbf16>
}
func.func @mv2_dw1__n128__f16__nhwc(%x: tensor<128x112x112x32xf16>, %w: tensor<3x3x32xf16>, %init: tensor<128x112x112x32xf16>) -> tensor<128x112x112x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x32xf16>, tensor<3x3x32xf16>) outs(%init : tensor<128x112x112x32xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x112x112x32xf16>
  return %0 : tensor<128x112x112x32xf16>
}
func.func @mv2_dw1__n128__bf16__nhwc(%x: tensor<128x112x112x32xbf16>, %w: tensor<3x3x32xbf16>, %init: tensor<128x112x112x32xbf16>) -> tensor<128x112x112x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x32xbf16>, tensor<3x3x32xbf16>) outs(%init : tensor<128x112x112x32xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x112x112x32xbf16>
  return %0 : tensor<128x112x112x32xbf16>
}
func.func @mv1_dw1__n32__f16__nhwc(%x: tensor<32x112x112x32xf16>, %w: tensor<3x3x32xf16>, %init: tensor<32x112x112x32xf16>) -> tensor<32x112x112x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x112x112x32xf16>, tensor<3x3x32xf16>) outs(%init : tensor<32x112x112x32xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x112x112x32xf16>
  return %0 : tensor<32x112x112x32xf16>
}
func.func @mv1_dw1__n32__bf16__nhwc(%x: tensor<32x112x112x32xbf16>, %w: tensor<3x3x32xbf16>, %init: tensor<32x112x112x32xbf16>) -> tensor<32x112x112x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x112x112x32xbf16>, tensor<3x3x32xbf16>) outs(%init : tensor<32x112x112x32xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<32x112x112x32xbf16>
  return %0 : tensor<32x112x112x32xbf16>
}
func.func @mv1_dw1__n128__f16__nhwc(%x: tensor<128x112x112x32xf16>, %w: tensor<3x3x32xf16>, %init: tensor<128x112x112x32xf16>) -> tensor<128x112x112x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x32xf16>, tensor<3x3x32xf16>) outs(%init : tensor<128x112x112x32xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x112x112x32xf16>
  return %0 : tensor<128x112x112x32xf16>
}
func.func @mv1_dw1__n128__bf16__nhwc(%x: tensor<128x112x112x32xbf16>, %w: tensor<3x3x32xbf16>, %init: tensor<128x112x112x32xbf16>) -> tensor<128x112x112x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x32xbf16>, tensor<3x3x32xbf16>) outs(%init : tensor<128x112x112x32xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation none>} -> tensor<128x112x112x32xbf16>
  return %0 : tensor<128x112x112x32xbf16>
}
func.func @c0__n4__bf16__nhwc(%x: tensor<4x79x78x36xbf16>, %w: tensor<3x3x36xbf16>, %b: tensor<36xbf16>, %init: tensor<4x77x77x36xbf16>) -> tensor<4x77x77x36xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x79x78x36xbf16>, tensor<3x3x36xbf16>) bias(%b : tensor<36xbf16>) outs(%init : tensor<4x77x77x36xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 1>, activation = #dwc<activation none>} -> tensor<4x77x77x36xbf16>
  return %0 : tensor<4x77x77x36xbf16>
}
func.func @c5__n48__f16__nhwc(%x: tensor<48x34x90x42xf16>, %w: tensor<3x3x42xf16>, %init: tensor<48x36x89x42xf16>) -> tensor<48x36x89x42xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x34x90x42xf16>, tensor<3x3x42xf16>) outs(%init : tensor<48x36x89x42xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 1>, activation = #dwc<activation relu6>} -> tensor<48x36x89x42xf16>
  return %0 : tensor<48x36x89x42xf16>
}
func.func @c19__n4__f16__nhwc(%x: tensor<4x120x40x34xf16>, %w: tensor<3x3x34xf16>, %init: tensor<4x120x42x34xf16>) -> tensor<4x120x42x34xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x120x40x34xf16>, tensor<3x3x34xf16>) outs(%init : tensor<4x120x42x34xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 2, 2>, activation = #dwc<activation relu6>} -> tensor<4x120x42x34xf16>
  return %0 : tensor<4x120x42x34xf16>
}
func.func @c1004__n16__bf16__nhwc(%x: tensor<16x40x76x60xbf16>, %w: tensor<3x3x60xbf16>, %b: tensor<60xbf16>, %init: tensor<16x42x76x60xbf16>) -> tensor<16x42x76x60xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x40x76x60xbf16>, tensor<3x3x60xbf16>) bias(%b : tensor<60xbf16>) outs(%init : tensor<16x42x76x60xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 2>, activation = #dwc<activation relu6>} -> tensor<16x42x76x60xbf16>
  return %0 : tensor<16x42x76x60xbf16>
}
func.func @c1023__n128__bf16__nhwc(%x: tensor<128x54x25x46xbf16>, %w: tensor<3x3x46xbf16>, %b: tensor<46xbf16>, %init: tensor<128x54x26x46xbf16>) -> tensor<128x54x26x46xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x54x25x46xbf16>, tensor<3x3x46xbf16>) bias(%b : tensor<46xbf16>) outs(%init : tensor<128x54x26x46xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 2, 1>, activation = #dwc<activation relu6>} -> tensor<128x54x26x46xbf16>
  return %0 : tensor<128x54x26x46xbf16>
}
func.func @c1033__n128__bf16__nhwc(%x: tensor<128x98x32x48xbf16>, %w: tensor<3x3x48xbf16>, %b: tensor<48xbf16>, %init: tensor<128x98x31x48xbf16>) -> tensor<128x98x31x48xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x98x32x48xbf16>, tensor<3x3x48xbf16>) bias(%b : tensor<48xbf16>) outs(%init : tensor<128x98x31x48xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 0, 1>, activation = #dwc<activation silu>} -> tensor<128x98x31x48xbf16>
  return %0 : tensor<128x98x31x48xbf16>
}
func.func @c1041__n32__f16__nhwc(%x: tensor<32x83x58x50xf16>, %w: tensor<3x3x50xf16>, %init: tensor<32x84x58x50xf16>) -> tensor<32x84x58x50xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x83x58x50xf16>, tensor<3x3x50xf16>) outs(%init : tensor<32x84x58x50xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 2>, activation = #dwc<activation none>} -> tensor<32x84x58x50xf16>
  return %0 : tensor<32x84x58x50xf16>
}
func.func @c2008__n48__f16__nhwc(%x: tensor<48x80x68x44xf16>, %w: tensor<3x3x44xf16>, %b: tensor<44xf16>, %init: tensor<48x79x70x44xf16>) -> tensor<48x79x70x44xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x80x68x44xf16>, tensor<3x3x44xf16>) bias(%b : tensor<44xf16>) outs(%init : tensor<48x79x70x44xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 2>, activation = #dwc<activation none>} -> tensor<48x79x70x44xf16>
  return %0 : tensor<48x79x70x44xf16>
}
func.func @c2024__n48__f16__nhwc(%x: tensor<48x114x24x34xf16>, %w: tensor<3x3x34xf16>, %init: tensor<48x116x25x34xf16>) -> tensor<48x116x25x34xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x114x24x34xf16>, tensor<3x3x34xf16>) outs(%init : tensor<48x116x25x34xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 1>, activation = #dwc<activation none>} -> tensor<48x116x25x34xf16>
  return %0 : tensor<48x116x25x34xf16>
}
func.func @c2029__n128__f16__nhwc(%x: tensor<128x112x43x46xf16>, %w: tensor<3x3x46xf16>, %init: tensor<128x113x42x46xf16>) -> tensor<128x113x42x46xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x43x46xf16>, tensor<3x3x46xf16>) outs(%init : tensor<128x113x42x46xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 1>, activation = #dwc<activation none>} -> tensor<128x113x42x46xf16>
  return %0 : tensor<128x113x42x46xf16>
}
func.func @c3021__n24__bf16__nhwc(%x: tensor<24x79x32x44xbf16>, %w: tensor<3x3x44xbf16>, %init: tensor<24x77x33x44xbf16>) -> tensor<24x77x33x44xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x79x32x44xbf16>, tensor<3x3x44xbf16>) outs(%init : tensor<24x77x33x44xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 2, 1>, activation = #dwc<activation relu6>} -> tensor<24x77x33x44xbf16>
  return %0 : tensor<24x77x33x44xbf16>
}
func.func @c3038__n8__bf16__nhwc(%x: tensor<8x119x70x42xbf16>, %w: tensor<3x3x42xbf16>, %b: tensor<42xbf16>, %init: tensor<8x119x69x42xbf16>) -> tensor<8x119x69x42xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x119x70x42xbf16>, tensor<3x3x42xbf16>) bias(%b : tensor<42xbf16>) outs(%init : tensor<8x119x69x42xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 0>, activation = #dwc<activation none>} -> tensor<8x119x69x42xbf16>
  return %0 : tensor<8x119x69x42xbf16>
}
func.func @c5023__n24__bf16__nhwc(%x: tensor<24x50x36x40xbf16>, %w: tensor<3x3x40xbf16>, %init: tensor<24x50x37x40xbf16>) -> tensor<24x50x37x40xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<24x50x36x40xbf16>, tensor<3x3x40xbf16>) outs(%init : tensor<24x50x37x40xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 2>, activation = #dwc<activation silu>} -> tensor<24x50x37x40xbf16>
  return %0 : tensor<24x50x37x40xbf16>
}
func.func @c5024__n4__bf16__nhwc(%x: tensor<4x75x99x58xbf16>, %w: tensor<3x3x58xbf16>, %b: tensor<58xbf16>, %init: tensor<4x74x97x58xbf16>) -> tensor<4x74x97x58xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x75x99x58xbf16>, tensor<3x3x58xbf16>) bias(%b : tensor<58xbf16>) outs(%init : tensor<4x74x97x58xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 0>, activation = #dwc<activation none>} -> tensor<4x74x97x58xbf16>
  return %0 : tensor<4x74x97x58xbf16>
}
func.func @c5047__n16__bf16__nhwc(%x: tensor<16x22x107x34xbf16>, %w: tensor<3x3x34xbf16>, %b: tensor<34xbf16>, %init: tensor<16x20x105x34xbf16>) -> tensor<16x20x105x34xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x22x107x34xbf16>, tensor<3x3x34xbf16>) bias(%b : tensor<34xbf16>) outs(%init : tensor<16x20x105x34xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, activation = #dwc<activation silu>} -> tensor<16x20x105x34xbf16>
  return %0 : tensor<16x20x105x34xbf16>
}
func.func @c6018__n8__bf16__nhwc(%x: tensor<8x87x43x54xbf16>, %w: tensor<3x3x54xbf16>, %b: tensor<54xbf16>, %init: tensor<8x89x44x54xbf16>) -> tensor<8x89x44x54xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x87x43x54xbf16>, tensor<3x3x54xbf16>) bias(%b : tensor<54xbf16>) outs(%init : tensor<8x89x44x54xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 2>, activation = #dwc<activation relu>} -> tensor<8x89x44x54xbf16>
  return %0 : tensor<8x89x44x54xbf16>
}
func.func @c6029__n128__bf16__nhwc(%x: tensor<128x25x32x36xbf16>, %w: tensor<3x3x36xbf16>, %init: tensor<128x26x30x36xbf16>) -> tensor<128x26x30x36xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x25x32x36xbf16>, tensor<3x3x36xbf16>) outs(%init : tensor<128x26x30x36xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 2, 0, 0>, activation = #dwc<activation none>} -> tensor<128x26x30x36xbf16>
  return %0 : tensor<128x26x30x36xbf16>
}
func.func @c6035__n8__bf16__nhwc(%x: tensor<8x33x97x44xbf16>, %w: tensor<3x3x44xbf16>, %init: tensor<8x32x96x44xbf16>) -> tensor<8x32x96x44xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x33x97x44xbf16>, tensor<3x3x44xbf16>) outs(%init : tensor<8x32x96x44xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<8x32x96x44xbf16>
  return %0 : tensor<8x32x96x44xbf16>
}
func.func @c6050__n4__bf16__nhwc(%x: tensor<4x82x46x54xbf16>, %w: tensor<3x3x54xbf16>, %init: tensor<4x81x46x54xbf16>) -> tensor<4x81x46x54xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x82x46x54xbf16>, tensor<3x3x54xbf16>) outs(%init : tensor<4x81x46x54xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 2, 0>, activation = #dwc<activation none>} -> tensor<4x81x46x54xbf16>
  return %0 : tensor<4x81x46x54xbf16>
}
func.func @c7022__n48__bf16__nhwc(%x: tensor<48x45x70x44xbf16>, %w: tensor<3x3x44xbf16>, %b: tensor<44xbf16>, %init: tensor<48x44x72x44xbf16>) -> tensor<48x44x72x44xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x45x70x44xbf16>, tensor<3x3x44xbf16>) bias(%b : tensor<44xbf16>) outs(%init : tensor<48x44x72x44xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 2, 2>, activation = #dwc<activation silu>} -> tensor<48x44x72x44xbf16>
  return %0 : tensor<48x44x72x44xbf16>
}
func.func @c7047__n16__bf16__nhwc(%x: tensor<16x23x99x50xbf16>, %w: tensor<3x3x50xbf16>, %b: tensor<50xbf16>, %init: tensor<16x24x100x50xbf16>) -> tensor<16x24x100x50xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x23x99x50xbf16>, tensor<3x3x50xbf16>) bias(%b : tensor<50xbf16>) outs(%init : tensor<16x24x100x50xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 1, 2>, activation = #dwc<activation relu>} -> tensor<16x24x100x50xbf16>
  return %0 : tensor<16x24x100x50xbf16>
}
func.func @c8031__n4__f16__nhwc(%x: tensor<4x68x92x32xf16>, %w: tensor<3x3x32xf16>, %b: tensor<32xf16>, %init: tensor<4x68x91x32xf16>) -> tensor<4x68x91x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x68x92x32xf16>, tensor<3x3x32xf16>) bias(%b : tensor<32xf16>) outs(%init : tensor<4x68x91x32xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 2, 1, 0>, activation = #dwc<activation relu>} -> tensor<4x68x91x32xf16>
  return %0 : tensor<4x68x91x32xf16>
}
func.func @c8045__n48__bf16__nhwc(%x: tensor<48x103x98x40xbf16>, %w: tensor<3x3x40xbf16>, %init: tensor<48x103x99x40xbf16>) -> tensor<48x103x99x40xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x103x98x40xbf16>, tensor<3x3x40xbf16>) outs(%init : tensor<48x103x99x40xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 2, 1>, activation = #dwc<activation silu>} -> tensor<48x103x99x40xbf16>
  return %0 : tensor<48x103x99x40xbf16>
}
func.func @c8048__n48__bf16__nhwc(%x: tensor<48x18x62x62xbf16>, %w: tensor<3x3x62xbf16>, %b: tensor<62xbf16>, %init: tensor<48x20x61x62xbf16>) -> tensor<48x20x61x62xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x18x62x62xbf16>, tensor<3x3x62xbf16>) bias(%b : tensor<62xbf16>) outs(%init : tensor<48x20x61x62xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 1>, activation = #dwc<activation relu>} -> tensor<48x20x61x62xbf16>
  return %0 : tensor<48x20x61x62xbf16>
}
func.func @c9043__n16__f16__nhwc(%x: tensor<16x103x95x44xf16>, %w: tensor<3x3x44xf16>, %init: tensor<16x102x94x44xf16>) -> tensor<16x102x94x44xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x103x95x44xf16>, tensor<3x3x44xf16>) outs(%init : tensor<16x102x94x44xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation none>} -> tensor<16x102x94x44xf16>
  return %0 : tensor<16x102x94x44xf16>
}
