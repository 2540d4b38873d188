func.func @m1__n64__f16__nchw(%x: tensor<64x145x12x14xf16>, %w: tensor<145x5x5xf16>, %init: tensor<64x145x12x14xf16>) -> tensor<64x145x12x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x145x12x14xf16>, tensor<145x5x5xf16>) outs(%init : tensor<64x145x12x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 2, 2>, activation = #dwc<activation relu6>} -> tensor<64x145x12x14xf16>
  return %0 : tensor<64x145x12x14xf16>
}
func.func @m2__n48__bf16__nchw(%x: tensor<48x289x14x24xbf16>, %w: tensor<289x5x7xbf16>, %init: tensor<48x289x14x24xbf16>) -> tensor<48x289x14x24xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x289x14x24xbf16>, tensor<289x5x7xbf16>) outs(%init : tensor<48x289x14x24xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 2, 4>, activation = #dwc<activation silu>} -> tensor<48x289x14x24xbf16>
  return %0 : tensor<48x289x14x24xbf16>
}
func.func @m3__n20__f16__nchw(%x: tensor<20x448x32x32xf16>, %w: tensor<448x5x7xf16>, %b: tensor<448xf16>, %init: tensor<20x448x32x32xf16>) -> tensor<20x448x32x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x448x32x32xf16>, tensor<448x5x7xf16>) bias(%b : tensor<448xf16>) outs(%init : tensor<20x448x32x32xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 2>, activation = #dwc<activation relu6>} -> tensor<20x448x32x32xf16>
  return %0 : tensor<20x448x32x32xf16>
}
func.func @m4__n20__bf16__nchw(%x: tensor<20x229x8x22xbf16>, %w: tensor<229x5x7xbf16>, %b: tensor<229xbf16>, %init: tensor<20x229x8x22xbf16>) -> tensor<20x229x8x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x229x8x22xbf16>, tensor<229x5x7xbf16>) bias(%b : tensor<229xbf16>) outs(%init : tensor<20x229x8x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 4, 2>, activation = #dwc<activation relu6>} -> tensor<20x229x8x22xbf16>
  return %0 : tensor<20x229x8x22xbf16>
}
func.func @m5__n32__bf16__nchw(%x: tensor<32x494x17x30xbf16>, %w: tensor<494x7x5xbf16>, %init: tensor<32x494x17x30xbf16>) -> tensor<32x494x17x30xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x494x17x30xbf16>, tensor<494x7x5xbf16>) outs(%init : tensor<32x494x17x30xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 1, 4, 0>, activation = #dwc<activation none>} -> tensor<32x494x17x30xbf16>
  return %0 : tensor<32x494x17x30xbf16>
}
func.func @m6__n128__bf16__nchw(%x: tensor<128x107x11x32xbf16>, %w: tensor<107x5x7xbf16>, %init: tensor<128x107x11x32xbf16>) -> tensor<128x107x11x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x107x11x32xbf16>, tensor<107x5x7xbf16>) outs(%init : tensor<128x107x11x32xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 6, 0>, activation = #dwc<activation silu>} -> tensor<128x107x11x32xbf16>
  return %0 : tensor<128x107x11x32xbf16>
}
func.func @m7__n16__bf16__nchw(%x: tensor<16x619x24x28xbf16>, %w: tensor<619x7x5xbf16>, %b: tensor<619xbf16>, %init: tensor<16x619x24x28xbf16>) -> tensor<16x619x24x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x619x24x28xbf16>, tensor<619x7x5xbf16>) bias(%b : tensor<619xbf16>) outs(%init : tensor<16x619x24x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation relu6>} -> tensor<16x619x24x28xbf16>
  return %0 : tensor<16x619x24x28xbf16>
}
func.func @m8__n48__f16__nchw(%x: tensor<48x362x6x20xf16>, %w: tensor<362x7x7xf16>, %init: tensor<48x362x6x20xf16>) -> tensor<48x362x6x20xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x362x6x20xf16>, tensor<362x7x7xf16>) outs(%init : tensor<48x362x6x20xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 6, 0>, activation = #dwc<activation relu>} -> tensor<48x362x6x20xf16>
  return %0 : tensor<48x362x6x20xf16>
}
func.func @m9__n64__bf16__nchw(%x: tensor<64x667x29x20xbf16>, %w: tensor<667x7x5xbf16>, %init: tensor<64x667x29x20xbf16>) -> tensor<64x667x29x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x667x29x20xbf16>, tensor<667x7x5xbf16>) outs(%init : tensor<64x667x29x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation none>} -> tensor<64x667x29x20xbf16>
  return %0 : tensor<64x667x29x20xbf16>
}
func.func @m10__n128__bf16__nchw(%x: tensor<128x158x6x12xbf16>, %w: tensor<158x5x5xbf16>, %b: tensor<158xbf16>, %init: tensor<128x158x6x12xbf16>) -> tensor<128x158x6x12xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x158x6x12xbf16>, tensor<158x5x5xbf16>) bias(%b : tensor<158xbf16>) outs(%init : tensor<128x158x6x12xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 2>, activation = #dwc<activation silu>} -> tensor<128x158x6x12xbf16>
  return %0 : tensor<128x158x6x12xbf16>
}
func.func @m11__n48__bf16__nchw(%x: tensor<48x121x28x32xbf16>, %w: tensor<121x5x5xbf16>, %init: tensor<48x121x28x32xbf16>) -> tensor<48x121x28x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x121x28x32xbf16>, tensor<121x5x5xbf16>) outs(%init : tensor<48x121x28x32xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 0>, activation = #dwc<activation relu6>} -> tensor<48x121x28x32xbf16>
  return %0 : tensor<48x121x28x32xbf16>
}
func.func @m12__n20__bf16__nchw(%x: tensor<20x94x30x24xbf16>, %w: tensor<94x5x5xbf16>, %init: tensor<20x94x30x24xbf16>) -> tensor<20x94x30x24xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x94x30x24xbf16>, tensor<94x5x5xbf16>) outs(%init : tensor<20x94x30x24xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 0>, activation = #dwc<activation relu>} -> tensor<20x94x30x24xbf16>
  return %0 : tensor<20x94x30x24xbf16>
}
func.func @m13__n128__bf16__nchw(%x: tensor<128x424x11x22xbf16>, %w: tensor<424x7x7xbf16>, %init: tensor<128x424x11x22xbf16>) -> tensor<128x424x11x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x424x11x22xbf16>, tensor<424x7x7xbf16>) outs(%init : tensor<128x424x11x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 6, 0>, activation = #dwc<activation silu>} -> tensor<128x424x11x22xbf16>
  return %0 : tensor<128x424x11x22xbf16>
}
func.func @m14__n64__bf16__nchw(%x: tensor<64x314x31x26xbf16>, %w: tensor<314x7x7xbf16>, %init: tensor<64x314x31x26xbf16>) -> tensor<64x314x31x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x314x31x26xbf16>, tensor<314x7x7xbf16>) outs(%init : tensor<64x314x31x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 0, 6>, activation = #dwc<activation silu>} -> tensor<64x314x31x26xbf16>
  return %0 : tensor<64x314x31x26xbf16>
}
func.func @m15__n48__bf16__nchw(%x: tensor<48x426x24x20xbf16>, %w: tensor<426x5x7xbf16>, %b: tensor<426xbf16>, %init: tensor<48x426x24x20xbf16>) -> tensor<48x426x24x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x426x24x20xbf16>, tensor<426x5x7xbf16>) bias(%b : tensor<426xbf16>) outs(%init : tensor<48x426x24x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 6, 0>, activation = #dwc<activation relu6>} -> tensor<48x426x24x20xbf16>
  return %0 : tensor<48x426x24x20xbf16>
}
func.func @m16__n16__f16__nchw(%x: tensor<16x231x7x10xf16>, %w: tensor<231x5x5xf16>, %b: tensor<231xf16>, %init: tensor<16x231x7x10xf16>) -> tensor<16x231x7x10xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x231x7x10xf16>, tensor<231x5x5xf16>) bias(%b : tensor<231xf16>) outs(%init : tensor<16x231x7x10xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 2, 2>, activation = #dwc<activation silu>} -> tensor<16x231x7x10xf16>
  return %0 : tensor<16x231x7x10xf16>
}
func.func @m17__n16__bf16__nchw(%x: tensor<16x515x14x8xbf16>, %w: tensor<515x7x7xbf16>, %init: tensor<16x515x14x8xbf16>) -> tensor<16x515x14x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x515x14x8xbf16>, tensor<515x7x7xbf16>) outs(%init : tensor<16x515x14x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 0, 6>, activation = #dwc<activation silu>} -> tensor<16x515x14x8xbf16>
  return %0 : tensor<16x515x14x8xbf16>
}
func.func @m18__n20__bf16__nchw(%x: tensor<20x675x19x10xbf16>, %w: tensor<675x5x7xbf16>, %init: tensor<20x675x19x10xbf16>) -> tensor<20x675x19x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x675x19x10xbf16>, tensor<675x5x7xbf16>) outs(%init : tensor<20x675x19x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 4, 2>, activation = #dwc<activation none>} -> tensor<20x675x19x10xbf16>
  return %0 : tensor<20x675x19x10xbf16>
}
func.func @m19__n128__bf16__nchw(%x: tensor<128x350x18x32xbf16>, %w: tensor<350x7x5xbf16>, %init: tensor<128x350x18x32xbf16>) -> tensor<128x350x18x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x350x18x32xbf16>, tensor<350x7x5xbf16>) outs(%init : tensor<128x350x18x32xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 0, 4>, activation = #dwc<activation silu>} -> tensor<128x350x18x32xbf16>
  return %0 : tensor<128x350x18x32xbf16>
}
func.func @m20__n20__f16__nchw(%x: tensor<20x468x6x28xf16>, %w: tensor<468x7x7xf16>, %b: tensor<468xf16>, %init: tensor<20x468x6x28xf16>) -> tensor<20x468x6x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x468x6x28xf16>, tensor<468x7x7xf16>) bias(%b : tensor<468xf16>) outs(%init : tensor<20x468x6x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 0, 6, 0>, activation = #dwc<activation none>} -> tensor<20x468x6x28xf16>
  return %0 : tensor<20x468x6x28xf16>
}
func.func @m21__n48__bf16__nchw(%x: tensor<48x100x8x14xbf16>, %w: tensor<100x5x7xbf16>, %init: tensor<48x100x8x14xbf16>) -> tensor<48x100x8x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x100x8x14xbf16>, tensor<100x5x7xbf16>) outs(%init : tensor<48x100x8x14xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 4, 2>, activation = #dwc<activation none>} -> tensor<48x100x8x14xbf16>
  return %0 : tensor<48x100x8x14xbf16>
}
func.func @m22__n20__f16__nchw(%x: tensor<20x424x32x32xf16>, %w: tensor<424x7x7xf16>, %init: tensor<20x424x32x32xf16>) -> tensor<20x424x32x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x424x32x32xf16>, tensor<424x7x7xf16>) outs(%init : tensor<20x424x32x32xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 2, 4>, activation = #dwc<activation none>} -> tensor<20x424x32x32xf16>
  return %0 : tensor<20x424x32x32xf16>
}
func.func @m24__n64__bf16__nchw(%x: tensor<64x412x7x30xbf16>, %w: tensor<412x5x5xbf16>, %init: tensor<64x412x7x30xbf16>) -> tensor<64x412x7x30xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x412x7x30xbf16>, tensor<412x5x5xbf16>) outs(%init : tensor<64x412x7x30xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 4>, activation = #dwc<activation none>} -> tensor<64x412x7x30xbf16>
  return %0 : tensor<64x412x7x30xbf16>
}
func.func @m25__n128__bf16__nchw(%x: tensor<128x253x13x18xbf16>, %w: tensor<253x5x7xbf16>, %init: tensor<128x253x13x18xbf16>) -> tensor<128x253x13x18xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x253x13x18xbf16>, tensor<253x5x7xbf16>) outs(%init : tensor<128x253x13x18xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 6, 0>, activation = #dwc<activation none>} -> tensor<128x253x13x18xbf16>
  return %0 : tensor<128x253x13x18xbf16>
}
func.func @m26__n48__f16__nchw(%x: tensor<48x429x26x8xf16>, %w: tensor<429x5x7xf16>, %init: tensor<48x429x26x8xf16>) -> tensor<48x429x26x8xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x429x26x8xf16>, tensor<429x5x7xf16>) outs(%init : tensor<48x429x26x8xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 4>, activation = #dwc<activation none>} -> tensor<48x429x26x8xf16>
  return %0 : tensor<48x429x26x8xf16>
}
func.func @m27__n48__f16__nchw(%x: tensor<48x529x18x16xf16>, %w: tensor<529x5x5xf16>, %init: tensor<48x529x18x16xf16>) -> tensor<48x529x18x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x529x18x16xf16>, tensor<529x5x5xf16>) outs(%init : tensor<48x529x18x16xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 0>, activation = #dwc<activation none>} -> tensor<48x529x18x16xf16>
  return %0 : tensor<48x529x18x16xf16>
}
func.func @m28__n64__f16__nchw(%x: tensor<64x151x6x20xf16>, %w: tensor<151x5x7xf16>, %init: tensor<64x151x6x20xf16>) -> tensor<64x151x6x20xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x151x6x20xf16>, tensor<151x5x7xf16>) outs(%init : tensor<64x151x6x20xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 0, 6>, activation = #dwc<activation relu6>} -> tensor<64x151x6x20xf16>
  return %0 : tensor<64x151x6x20xf16>
}
func.func @m29__n16__bf16__nchw(%x: tensor<16x546x23x18xbf16>, %w: tensor<546x5x5xbf16>, %init: tensor<16x546x23x18xbf16>) -> tensor<16x546x23x18xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x546x23x18xbf16>, tensor<546x5x5xbf16>) outs(%init : tensor<16x546x23x18xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 0>, activation = #dwc<activation relu>} -> tensor<16x546x23x18xbf16>
  return %0 : tensor<16x546x23x18xbf16>
}
func.func @m30__n48__bf16__nchw(%x: tensor<48x260x7x16xbf16>, %w: tensor<260x7x5xbf16>, %init: tensor<48x260x7x16xbf16>) -> tensor<48x260x7x16xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x260x7x16xbf16>, tensor<260x7x5xbf16>) outs(%init : tensor<48x260x7x16xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation silu>} -> tensor<48x260x7x16xbf16>
  return %0 : tensor<48x260x7x16xbf16>
}
func.func @m31__n32__f16__nchw(%x: tensor<32x447x18x18xf16>, %w: tensor<447x7x7xf16>, %b: tensor<447xf16>, %init: tensor<32x447x18x18xf16>) -> tensor<32x447x18x18xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x447x18x18xf16>, tensor<447x7x7xf16>) bias(%b : tensor<447xf16>) outs(%init : tensor<32x447x18x18xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 2, 4>, activation = #dwc<activation silu>} -> tensor<32x447x18x18xf16>
  return %0 : tensor<32x447x18x18xf16>
}
