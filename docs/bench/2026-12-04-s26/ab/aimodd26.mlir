func.func @q0__n20__bf16__nchw(%x: tensor<20x390x24x23xbf16>, %w: tensor<390x5x7xbf16>, %b: tensor<390xbf16>, %init: tensor<20x390x24x23xbf16>) -> tensor<20x390x24x23xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x390x24x23xbf16>, tensor<390x5x7xbf16>) bias(%b : tensor<390xbf16>) outs(%init : tensor<20x390x24x23xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 3>, activation = #dwc<activation relu6>} -> tensor<20x390x24x23xbf16>
  return %0 : tensor<20x390x24x23xbf16>
}
func.func @q1__n48__f16__nchw(%x: tensor<48x564x11x24xf16>, %w: tensor<564x7x7xf16>, %b: tensor<564xf16>, %init: tensor<48x564x11x24xf16>) -> tensor<48x564x11x24xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x564x11x24xf16>, tensor<564x7x7xf16>) bias(%b : tensor<564xf16>) outs(%init : tensor<48x564x11x24xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 5, 1>, activation = #dwc<activation relu6>} -> tensor<48x564x11x24xf16>
  return %0 : tensor<48x564x11x24xf16>
}
func.func @q2__n32__f16__nchw(%x: tensor<32x374x12x33xf16>, %w: tensor<374x7x7xf16>, %b: tensor<374xf16>, %init: tensor<32x374x12x33xf16>) -> tensor<32x374x12x33xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x374x12x33xf16>, tensor<374x7x7xf16>) bias(%b : tensor<374xf16>) outs(%init : tensor<32x374x12x33xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 6, 0>, activation = #dwc<activation silu>} -> tensor<32x374x12x33xf16>
  return %0 : tensor<32x374x12x33xf16>
}
func.func @q3__n32__f16__nchw(%x: tensor<32x228x20x7xf16>, %w: tensor<228x7x5xf16>, %init: tensor<32x228x20x7xf16>) -> tensor<32x228x20x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x228x20x7xf16>, tensor<228x7x5xf16>) outs(%init : tensor<32x228x20x7xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation none>} -> tensor<32x228x20x7xf16>
  return %0 : tensor<32x228x20x7xf16>
}
func.func @q4__n64__f16__nchw(%x: tensor<64x488x21x31xf16>, %w: tensor<488x7x7xf16>, %b: tensor<488xf16>, %init: tensor<64x488x21x31xf16>) -> tensor<64x488x21x31xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x488x21x31xf16>, tensor<488x7x7xf16>) bias(%b : tensor<488xf16>) outs(%init : tensor<64x488x21x31xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 6, 0>, activation = #dwc<activation none>} -> tensor<64x488x21x31xf16>
  return %0 : tensor<64x488x21x31xf16>
}
func.func @q6__n48__f16__nchw(%x: tensor<48x392x13x17xf16>, %w: tensor<392x5x7xf16>, %b: tensor<392xf16>, %init: tensor<48x392x13x17xf16>) -> tensor<48x392x13x17xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x392x13x17xf16>, tensor<392x5x7xf16>) bias(%b : tensor<392xf16>) outs(%init : tensor<48x392x13x17xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 2, 4>, activation = #dwc<activation none>} -> tensor<48x392x13x17xf16>
  return %0 : tensor<48x392x13x17xf16>
}
func.func @q7__n48__f16__nchw(%x: tensor<48x576x12x15xf16>, %w: tensor<576x5x5xf16>, %init: tensor<48x576x12x15xf16>) -> tensor<48x576x12x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x576x12x15xf16>, tensor<576x5x5xf16>) outs(%init : tensor<48x576x12x15xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 1, 3>, activation = #dwc<activation relu>} -> tensor<48x576x12x15xf16>
  return %0 : tensor<48x576x12x15xf16>
}
func.func @q9__n64__bf16__nchw(%x: tensor<64x39x28x7xbf16>, %w: tensor<39x5x5xbf16>, %b: tensor<39xbf16>, %init: tensor<64x39x28x7xbf16>) -> tensor<64x39x28x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x39x28x7xbf16>, tensor<39x5x5xbf16>) bias(%b : tensor<39xbf16>) outs(%init : tensor<64x39x28x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 3>, activation = #dwc<activation silu>} -> tensor<64x39x28x7xbf16>
  return %0 : tensor<64x39x28x7xbf16>
}
func.func @q10__n20__f16__nchw(%x: tensor<20x382x10x15xf16>, %w: tensor<382x7x5xf16>, %b: tensor<382xf16>, %init: tensor<20x382x10x15xf16>) -> tensor<20x382x10x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x382x10x15xf16>, tensor<382x7x5xf16>) bias(%b : tensor<382xf16>) outs(%init : tensor<20x382x10x15xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 2, 2>, activation = #dwc<activation none>} -> tensor<20x382x10x15xf16>
  return %0 : tensor<20x382x10x15xf16>
}
func.func @q15__n32__f16__nchw(%x: tensor<32x576x12x15xf16>, %w: tensor<576x5x5xf16>, %init: tensor<32x576x12x15xf16>) -> tensor<32x576x12x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x576x12x15xf16>, tensor<576x5x5xf16>) outs(%init : tensor<32x576x12x15xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 0>, activation = #dwc<activation none>} -> tensor<32x576x12x15xf16>
  return %0 : tensor<32x576x12x15xf16>
}
func.func @q16__n16__bf16__nchw(%x: tensor<16x602x6x17xbf16>, %w: tensor<602x5x7xbf16>, %init: tensor<16x602x6x17xbf16>) -> tensor<16x602x6x17xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x602x6x17xbf16>, tensor<602x5x7xbf16>) outs(%init : tensor<16x602x6x17xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 2>, activation = #dwc<activation relu6>} -> tensor<16x602x6x17xbf16>
  return %0 : tensor<16x602x6x17xbf16>
}
func.func @q22__n48__f16__nchw(%x: tensor<48x488x7x31xf16>, %w: tensor<488x5x5xf16>, %init: tensor<48x488x7x31xf16>) -> tensor<48x488x7x31xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x488x7x31xf16>, tensor<488x5x5xf16>) outs(%init : tensor<48x488x7x31xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 0, 4>, activation = #dwc<activation silu>} -> tensor<48x488x7x31xf16>
  return %0 : tensor<48x488x7x31xf16>
}
func.func @q23__n48__bf16__nchw(%x: tensor<48x222x24x8xbf16>, %w: tensor<222x5x5xbf16>, %init: tensor<48x222x24x8xbf16>) -> tensor<48x222x24x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x222x24x8xbf16>, tensor<222x5x5xbf16>) outs(%init : tensor<48x222x24x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 3, 1>, activation = #dwc<activation none>} -> tensor<48x222x24x8xbf16>
  return %0 : tensor<48x222x24x8xbf16>
}
func.func @q24__n16__bf16__nchw(%x: tensor<16x355x12x13xbf16>, %w: tensor<355x7x7xbf16>, %b: tensor<355xbf16>, %init: tensor<16x355x12x13xbf16>) -> tensor<16x355x12x13xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x355x12x13xbf16>, tensor<355x7x7xbf16>) bias(%b : tensor<355xbf16>) outs(%init : tensor<16x355x12x13xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 0, 0, 6>, activation = #dwc<activation none>} -> tensor<16x355x12x13xbf16>
  return %0 : tensor<16x355x12x13xbf16>
}
func.func @q25__n20__bf16__nchw(%x: tensor<20x218x29x7xbf16>, %w: tensor<218x7x7xbf16>, %b: tensor<218xbf16>, %init: tensor<20x218x29x7xbf16>) -> tensor<20x218x29x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x218x29x7xbf16>, tensor<218x7x7xbf16>) bias(%b : tensor<218xbf16>) outs(%init : tensor<20x218x29x7xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 6, 0>, activation = #dwc<activation none>} -> tensor<20x218x29x7xbf16>
  return %0 : tensor<20x218x29x7xbf16>
}
func.func @q26__n20__bf16__nchw(%x: tensor<20x523x6x23xbf16>, %w: tensor<523x5x5xbf16>, %b: tensor<523xbf16>, %init: tensor<20x523x6x23xbf16>) -> tensor<20x523x6x23xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x523x6x23xbf16>, tensor<523x5x5xbf16>) bias(%b : tensor<523xbf16>) outs(%init : tensor<20x523x6x23xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 2>, activation = #dwc<activation none>} -> tensor<20x523x6x23xbf16>
  return %0 : tensor<20x523x6x23xbf16>
}
func.func @q27__n20__f16__nchw(%x: tensor<20x199x12x20xf16>, %w: tensor<199x5x5xf16>, %init: tensor<20x199x12x20xf16>) -> tensor<20x199x12x20xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x199x12x20xf16>, tensor<199x5x5xf16>) outs(%init : tensor<20x199x12x20xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 3, 1>, activation = #dwc<activation relu>} -> tensor<20x199x12x20xf16>
  return %0 : tensor<20x199x12x20xf16>
}
func.func @q28__n16__bf16__nchw(%x: tensor<16x594x23x23xbf16>, %w: tensor<594x5x5xbf16>, %init: tensor<16x594x23x23xbf16>) -> tensor<16x594x23x23xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x594x23x23xbf16>, tensor<594x5x5xbf16>) outs(%init : tensor<16x594x23x23xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 3, 1>, activation = #dwc<activation relu6>} -> tensor<16x594x23x23xbf16>
  return %0 : tensor<16x594x23x23xbf16>
}
func.func @q30__n20__f16__nchw(%x: tensor<20x243x19x14xf16>, %w: tensor<243x5x7xf16>, %b: tensor<243xf16>, %init: tensor<20x243x19x14xf16>) -> tensor<20x243x19x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x243x19x14xf16>, tensor<243x5x7xf16>) bias(%b : tensor<243xf16>) outs(%init : tensor<20x243x19x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 5, 1>, activation = #dwc<activation none>} -> tensor<20x243x19x14xf16>
  return %0 : tensor<20x243x19x14xf16>
}
func.func @q32__n16__f16__nchw(%x: tensor<16x596x14x25xf16>, %w: tensor<596x5x5xf16>, %b: tensor<596xf16>, %init: tensor<16x596x14x25xf16>) -> tensor<16x596x14x25xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x596x14x25xf16>, tensor<596x5x5xf16>) bias(%b : tensor<596xf16>) outs(%init : tensor<16x596x14x25xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 3>, activation = #dwc<activation none>} -> tensor<16x596x14x25xf16>
  return %0 : tensor<16x596x14x25xf16>
}
func.func @q34__n48__f16__nchw(%x: tensor<48x471x25x8xf16>, %w: tensor<471x7x5xf16>, %b: tensor<471xf16>, %init: tensor<48x471x25x8xf16>) -> tensor<48x471x25x8xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x471x25x8xf16>, tensor<471x7x5xf16>) bias(%b : tensor<471xf16>) outs(%init : tensor<48x471x25x8xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 3, 1>, activation = #dwc<activation silu>} -> tensor<48x471x25x8xf16>
  return %0 : tensor<48x471x25x8xf16>
}
func.func @q35__n20__f16__nchw(%x: tensor<20x85x8x17xf16>, %w: tensor<85x5x5xf16>, %init: tensor<20x85x8x17xf16>) -> tensor<20x85x8x17xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x85x8x17xf16>, tensor<85x5x5xf16>) outs(%init : tensor<20x85x8x17xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 1>, activation = #dwc<activation none>} -> tensor<20x85x8x17xf16>
  return %0 : tensor<20x85x8x17xf16>
}
func.func @q37__n32__f16__nchw(%x: tensor<32x360x29x17xf16>, %w: tensor<360x7x7xf16>, %b: tensor<360xf16>, %init: tensor<32x360x29x17xf16>) -> tensor<32x360x29x17xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x360x29x17xf16>, tensor<360x7x7xf16>) bias(%b : tensor<360xf16>) outs(%init : tensor<32x360x29x17xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 6, 0>, activation = #dwc<activation silu>} -> tensor<32x360x29x17xf16>
  return %0 : tensor<32x360x29x17xf16>
}
func.func @q1023__n128__bf16__nchw(%x: tensor<128x261x8x33xbf16>, %w: tensor<261x7x7xbf16>, %init: tensor<128x261x8x33xbf16>) -> tensor<128x261x8x33xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x261x8x33xbf16>, tensor<261x7x7xbf16>) outs(%init : tensor<128x261x8x33xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 4, 2>, activation = #dwc<activation relu6>} -> tensor<128x261x8x33xbf16>
  return %0 : tensor<128x261x8x33xbf16>
}
func.func @q1024__n128__bf16__nchw(%x: tensor<128x582x9x9xbf16>, %w: tensor<582x5x5xbf16>, %init: tensor<128x582x9x9xbf16>) -> tensor<128x582x9x9xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x582x9x9xbf16>, tensor<582x5x5xbf16>) outs(%init : tensor<128x582x9x9xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 4>, activation = #dwc<activation none>} -> tensor<128x582x9x9xbf16>
  return %0 : tensor<128x582x9x9xbf16>
}
func.func @q1025__n64__bf16__nchw(%x: tensor<64x559x12x24xbf16>, %w: tensor<559x5x5xbf16>, %init: tensor<64x559x12x24xbf16>) -> tensor<64x559x12x24xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x559x12x24xbf16>, tensor<559x5x5xbf16>) outs(%init : tensor<64x559x12x24xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 1>, activation = #dwc<activation relu>} -> tensor<64x559x12x24xbf16>
  return %0 : tensor<64x559x12x24xbf16>
}
func.func @q1026__n64__bf16__nchw(%x: tensor<64x433x22x11xbf16>, %w: tensor<433x5x7xbf16>, %init: tensor<64x433x22x11xbf16>) -> tensor<64x433x22x11xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x433x22x11xbf16>, tensor<433x5x7xbf16>) outs(%init : tensor<64x433x22x11xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 6, 0>, activation = #dwc<activation relu>} -> tensor<64x433x22x11xbf16>
  return %0 : tensor<64x433x22x11xbf16>
}
func.func @q1027__n16__bf16__nchw(%x: tensor<16x664x8x23xbf16>, %w: tensor<664x5x5xbf16>, %init: tensor<16x664x8x23xbf16>) -> tensor<16x664x8x23xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x664x8x23xbf16>, tensor<664x5x5xbf16>) outs(%init : tensor<16x664x8x23xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 2>, activation = #dwc<activation silu>} -> tensor<16x664x8x23xbf16>
  return %0 : tensor<16x664x8x23xbf16>
}
func.func @q1028__n128__f16__nchw(%x: tensor<128x590x21x13xf16>, %w: tensor<590x5x5xf16>, %b: tensor<590xf16>, %init: tensor<128x590x21x13xf16>) -> tensor<128x590x21x13xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x590x21x13xf16>, tensor<590x5x5xf16>) bias(%b : tensor<590xf16>) outs(%init : tensor<128x590x21x13xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<128x590x21x13xf16>
  return %0 : tensor<128x590x21x13xf16>
}
func.func @q1029__n16__f16__nchw(%x: tensor<16x654x11x17xf16>, %w: tensor<654x5x5xf16>, %b: tensor<654xf16>, %init: tensor<16x654x11x17xf16>) -> tensor<16x654x11x17xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x654x11x17xf16>, tensor<654x5x5xf16>) bias(%b : tensor<654xf16>) outs(%init : tensor<16x654x11x17xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 2, 2>, activation = #dwc<activation none>} -> tensor<16x654x11x17xf16>
  return %0 : tensor<16x654x11x17xf16>
}
