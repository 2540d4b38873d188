func.func @m0__n64__f16__nchw(%x: tensor<64x56x29x12xf16>, %w: tensor<56x7x7xf16>, %init: tensor<64x56x29x12xf16>) -> tensor<64x56x29x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x56x29x12xf16>, tensor<56x7x7xf16>) outs(%init : tensor<64x56x29x12xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 6, 0>, activation = #dwc<activation silu>} -> tensor<64x56x29x12xf16>
  return %0 : tensor<64x56x29x12xf16>
}
func.func @m1__n32__bf16__nchw(%x: tensor<32x72x31x22xbf16>, %w: tensor<72x5x5xbf16>, %b: tensor<72xbf16>, %init: tensor<32x72x31x22xbf16>) -> tensor<32x72x31x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x72x31x22xbf16>, tensor<72x5x5xbf16>) bias(%b : tensor<72xbf16>) outs(%init : tensor<32x72x31x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 0>, activation = #dwc<activation relu6>} -> tensor<32x72x31x22xbf16>
  return %0 : tensor<32x72x31x22xbf16>
}
func.func @m2__n16__f16__nchw(%x: tensor<16x643x9x8xf16>, %w: tensor<643x7x7xf16>, %init: tensor<16x643x9x8xf16>) -> tensor<16x643x9x8xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x643x9x8xf16>, tensor<643x7x7xf16>) outs(%init : tensor<16x643x9x8xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 4, 2>, activation = #dwc<activation silu>} -> tensor<16x643x9x8xf16>
  return %0 : tensor<16x643x9x8xf16>
}
func.func @m3__n16__f16__nchw(%x: tensor<16x54x23x22xf16>, %w: tensor<54x5x5xf16>, %init: tensor<16x54x23x22xf16>) -> tensor<16x54x23x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x54x23x22xf16>, tensor<54x5x5xf16>) outs(%init : tensor<16x54x23x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 4, 0>, activation = #dwc<activation silu>} -> tensor<16x54x23x22xf16>
  return %0 : tensor<16x54x23x22xf16>
}
func.func @m4__n128__f16__nchw(%x: tensor<128x593x6x14xf16>, %w: tensor<593x5x5xf16>, %b: tensor<593xf16>, %init: tensor<128x593x6x14xf16>) -> tensor<128x593x6x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x593x6x14xf16>, tensor<593x5x5xf16>) bias(%b : tensor<593xf16>) outs(%init : tensor<128x593x6x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 0>, activation = #dwc<activation silu>} -> tensor<128x593x6x14xf16>
  return %0 : tensor<128x593x6x14xf16>
}
func.func @m5__n16__bf16__nchw(%x: tensor<16x444x11x30xbf16>, %w: tensor<444x5x5xbf16>, %b: tensor<444xbf16>, %init: tensor<16x444x11x30xbf16>) -> tensor<16x444x11x30xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x444x11x30xbf16>, tensor<444x5x5xbf16>) bias(%b : tensor<444xbf16>) outs(%init : tensor<16x444x11x30xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 0>, activation = #dwc<activation none>} -> tensor<16x444x11x30xbf16>
  return %0 : tensor<16x444x11x30xbf16>
}
func.func @m6__n32__bf16__nchw(%x: tensor<32x21x7x32xbf16>, %w: tensor<21x5x5xbf16>, %b: tensor<21xbf16>, %init: tensor<32x21x7x32xbf16>) -> tensor<32x21x7x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x21x7x32xbf16>, tensor<21x5x5xbf16>) bias(%b : tensor<21xbf16>) outs(%init : tensor<32x21x7x32xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 2, 2>, activation = #dwc<activation relu6>} -> tensor<32x21x7x32xbf16>
  return %0 : tensor<32x21x7x32xbf16>
}
func.func @m7__n48__f16__nchw(%x: tensor<48x479x32x20xf16>, %w: tensor<479x5x7xf16>, %init: tensor<48x479x32x20xf16>) -> tensor<48x479x32x20xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x479x32x20xf16>, tensor<479x5x7xf16>) outs(%init : tensor<48x479x32x20xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 4>, activation = #dwc<activation relu6>} -> tensor<48x479x32x20xf16>
  return %0 : tensor<48x479x32x20xf16>
}
func.func @m8__n128__bf16__nchw(%x: tensor<128x525x7x28xbf16>, %w: tensor<525x7x5xbf16>, %b: tensor<525xbf16>, %init: tensor<128x525x7x28xbf16>) -> tensor<128x525x7x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x525x7x28xbf16>, tensor<525x7x5xbf16>) bias(%b : tensor<525xbf16>) outs(%init : tensor<128x525x7x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation relu6>} -> tensor<128x525x7x28xbf16>
  return %0 : tensor<128x525x7x28xbf16>
}
func.func @m9__n20__f16__nchw(%x: tensor<20x435x24x22xf16>, %w: tensor<435x7x5xf16>, %b: tensor<435xf16>, %init: tensor<20x435x24x22xf16>) -> tensor<20x435x24x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x435x24x22xf16>, tensor<435x7x5xf16>) bias(%b : tensor<435xf16>) outs(%init : tensor<20x435x24x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 0, 4>, activation = #dwc<activation silu>} -> tensor<20x435x24x22xf16>
  return %0 : tensor<20x435x24x22xf16>
}
func.func @m10__n32__bf16__nchw(%x: tensor<32x646x17x8xbf16>, %w: tensor<646x5x5xbf16>, %init: tensor<32x646x17x8xbf16>) -> tensor<32x646x17x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x646x17x8xbf16>, tensor<646x5x5xbf16>) outs(%init : tensor<32x646x17x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 0, 4>, activation = #dwc<activation relu6>} -> tensor<32x646x17x8xbf16>
  return %0 : tensor<32x646x17x8xbf16>
}
func.func @m11__n16__f16__nchw(%x: tensor<16x254x21x22xf16>, %w: tensor<254x7x7xf16>, %init: tensor<16x254x21x22xf16>) -> tensor<16x254x21x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x254x21x22xf16>, tensor<254x7x7xf16>) outs(%init : tensor<16x254x21x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 6, 0>, activation = #dwc<activation none>} -> tensor<16x254x21x22xf16>
  return %0 : tensor<16x254x21x22xf16>
}
func.func @m12__n20__f16__nchw(%x: tensor<20x650x11x24xf16>, %w: tensor<650x5x7xf16>, %init: tensor<20x650x11x24xf16>) -> tensor<20x650x11x24xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x650x11x24xf16>, tensor<650x5x7xf16>) outs(%init : tensor<20x650x11x24xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 0, 6>, activation = #dwc<activation none>} -> tensor<20x650x11x24xf16>
  return %0 : tensor<20x650x11x24xf16>
}
func.func @m13__n20__bf16__nchw(%x: tensor<20x676x19x28xbf16>, %w: tensor<676x7x5xbf16>, %b: tensor<676xbf16>, %init: tensor<20x676x19x28xbf16>) -> tensor<20x676x19x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x676x19x28xbf16>, tensor<676x7x5xbf16>) bias(%b : tensor<676xbf16>) outs(%init : tensor<20x676x19x28xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 0, 4>, activation = #dwc<activation none>} -> tensor<20x676x19x28xbf16>
  return %0 : tensor<20x676x19x28xbf16>
}
func.func @m14__n128__f16__nchw(%x: tensor<128x468x14x18xf16>, %w: tensor<468x5x5xf16>, %b: tensor<468xf16>, %init: tensor<128x468x14x18xf16>) -> tensor<128x468x14x18xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x468x14x18xf16>, tensor<468x5x5xf16>) bias(%b : tensor<468xf16>) outs(%init : tensor<128x468x14x18xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 0>, activation = #dwc<activation relu>} -> tensor<128x468x14x18xf16>
  return %0 : tensor<128x468x14x18xf16>
}
func.func @m15__n64__bf16__nchw(%x: tensor<64x416x31x22xbf16>, %w: tensor<416x5x5xbf16>, %init: tensor<64x416x31x22xbf16>) -> tensor<64x416x31x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x416x31x22xbf16>, tensor<416x5x5xbf16>) outs(%init : tensor<64x416x31x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 4>, activation = #dwc<activation relu6>} -> tensor<64x416x31x22xbf16>
  return %0 : tensor<64x416x31x22xbf16>
}
func.func @m16__n48__bf16__nchw(%x: tensor<48x499x18x26xbf16>, %w: tensor<499x5x5xbf16>, %b: tensor<499xbf16>, %init: tensor<48x499x18x26xbf16>) -> tensor<48x499x18x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x499x18x26xbf16>, tensor<499x5x5xbf16>) bias(%b : tensor<499xbf16>) outs(%init : tensor<48x499x18x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 4, 0>, activation = #dwc<activation none>} -> tensor<48x499x18x26xbf16>
  return %0 : tensor<48x499x18x26xbf16>
}
func.func @m17__n20__f16__nchw(%x: tensor<20x142x29x32xf16>, %w: tensor<142x7x5xf16>, %init: tensor<20x142x29x32xf16>) -> tensor<20x142x29x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x142x29x32xf16>, tensor<142x7x5xf16>) outs(%init : tensor<20x142x29x32xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 0, 4, 0>, activation = #dwc<activation relu6>} -> tensor<20x142x29x32xf16>
  return %0 : tensor<20x142x29x32xf16>
}
func.func @m18__n128__bf16__nchw(%x: tensor<128x682x28x30xbf16>, %w: tensor<682x5x7xbf16>, %b: tensor<682xbf16>, %init: tensor<128x682x28x30xbf16>) -> tensor<128x682x28x30xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x682x28x30xbf16>, tensor<682x5x7xbf16>) bias(%b : tensor<682xbf16>) outs(%init : tensor<128x682x28x30xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 6, 0>, activation = #dwc<activation relu6>} -> tensor<128x682x28x30xbf16>
  return %0 : tensor<128x682x28x30xbf16>
}
func.func @m19__n32__bf16__nchw(%x: tensor<32x199x14x32xbf16>, %w: tensor<199x7x5xbf16>, %b: tensor<199xbf16>, %init: tensor<32x199x14x32xbf16>) -> tensor<32x199x14x32xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x199x14x32xbf16>, tensor<199x7x5xbf16>) bias(%b : tensor<199xbf16>) outs(%init : tensor<32x199x14x32xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 4, 0>, activation = #dwc<activation none>} -> tensor<32x199x14x32xbf16>
  return %0 : tensor<32x199x14x32xbf16>
}
func.func @m20__n32__bf16__nchw(%x: tensor<32x452x10x16xbf16>, %w: tensor<452x7x7xbf16>, %b: tensor<452xbf16>, %init: tensor<32x452x10x16xbf16>) -> tensor<32x452x10x16xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x452x10x16xbf16>, tensor<452x7x7xbf16>) bias(%b : tensor<452xbf16>) outs(%init : tensor<32x452x10x16xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 0, 6>, activation = #dwc<activation silu>} -> tensor<32x452x10x16xbf16>
  return %0 : tensor<32x452x10x16xbf16>
}
func.func @m21__n32__f16__nchw(%x: tensor<32x163x18x10xf16>, %w: tensor<163x7x5xf16>, %b: tensor<163xf16>, %init: tensor<32x163x18x10xf16>) -> tensor<32x163x18x10xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x163x18x10xf16>, tensor<163x7x5xf16>) bias(%b : tensor<163xf16>) outs(%init : tensor<32x163x18x10xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 0, 4>, activation = #dwc<activation relu>} -> tensor<32x163x18x10xf16>
  return %0 : tensor<32x163x18x10xf16>
}
func.func @m22__n16__f16__nchw(%x: tensor<16x131x28x16xf16>, %w: tensor<131x7x7xf16>, %init: tensor<16x131x28x16xf16>) -> tensor<16x131x28x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x131x28x16xf16>, tensor<131x7x7xf16>) outs(%init : tensor<16x131x28x16xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 6, 0>, activation = #dwc<activation none>} -> tensor<16x131x28x16xf16>
  return %0 : tensor<16x131x28x16xf16>
}
func.func @m23__n64__f16__nchw(%x: tensor<64x409x26x22xf16>, %w: tensor<409x7x7xf16>, %init: tensor<64x409x26x22xf16>) -> tensor<64x409x26x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x409x26x22xf16>, tensor<409x7x7xf16>) outs(%init : tensor<64x409x26x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 6, 0>, activation = #dwc<activation silu>} -> tensor<64x409x26x22xf16>
  return %0 : tensor<64x409x26x22xf16>
}
func.func @m24__n64__bf16__nchw(%x: tensor<64x202x24x10xbf16>, %w: tensor<202x5x5xbf16>, %b: tensor<202xbf16>, %init: tensor<64x202x24x10xbf16>) -> tensor<64x202x24x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x202x24x10xbf16>, tensor<202x5x5xbf16>) bias(%b : tensor<202xbf16>) outs(%init : tensor<64x202x24x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 0>, activation = #dwc<activation silu>} -> tensor<64x202x24x10xbf16>
  return %0 : tensor<64x202x24x10xbf16>
}
func.func @m25__n20__bf16__nchw(%x: tensor<20x14x19x16xbf16>, %w: tensor<14x7x7xbf16>, %init: tensor<20x14x19x16xbf16>) -> tensor<20x14x19x16xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x14x19x16xbf16>, tensor<14x7x7xbf16>) outs(%init : tensor<20x14x19x16xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 1, 0, 6>, activation = #dwc<activation relu6>} -> tensor<20x14x19x16xbf16>
  return %0 : tensor<20x14x19x16xbf16>
}
func.func @m26__n128__f16__nchw(%x: tensor<128x158x12x26xf16>, %w: tensor<158x5x5xf16>, %b: tensor<158xf16>, %init: tensor<128x158x12x26xf16>) -> tensor<128x158x12x26xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x158x12x26xf16>, tensor<158x5x5xf16>) bias(%b : tensor<158xf16>) outs(%init : tensor<128x158x12x26xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 0, 4>, activation = #dwc<activation relu>} -> tensor<128x158x12x26xf16>
  return %0 : tensor<128x158x12x26xf16>
}
func.func @m27__n48__bf16__nchw(%x: tensor<48x80x13x10xbf16>, %w: tensor<80x7x7xbf16>, %init: tensor<48x80x13x10xbf16>) -> tensor<48x80x13x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x80x13x10xbf16>, tensor<80x7x7xbf16>) outs(%init : tensor<48x80x13x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 2, 4>, activation = #dwc<activation relu>} -> tensor<48x80x13x10xbf16>
  return %0 : tensor<48x80x13x10xbf16>
}
func.func @m28__n16__bf16__nchw(%x: tensor<16x579x28x20xbf16>, %w: tensor<579x5x5xbf16>, %init: tensor<16x579x28x20xbf16>) -> tensor<16x579x28x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x579x28x20xbf16>, tensor<579x5x5xbf16>) outs(%init : tensor<16x579x28x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 0, 4>, activation = #dwc<activation none>} -> tensor<16x579x28x20xbf16>
  return %0 : tensor<16x579x28x20xbf16>
}
func.func @m29__n64__f16__nchw(%x: tensor<64x101x28x18xf16>, %w: tensor<101x5x5xf16>, %init: tensor<64x101x28x18xf16>) -> tensor<64x101x28x18xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x101x28x18xf16>, tensor<101x5x5xf16>) outs(%init : tensor<64x101x28x18xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 0>, activation = #dwc<activation relu6>} -> tensor<64x101x28x18xf16>
  return %0 : tensor<64x101x28x18xf16>
}
