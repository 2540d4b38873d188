func.func @q1__n20__bf16__nchw(%x: tensor<20x272x32x29xbf16>, %w: tensor<272x7x5xbf16>, %b: tensor<272xbf16>, %init: tensor<20x272x32x29xbf16>) -> tensor<20x272x32x29xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x272x32x29xbf16>, tensor<272x7x5xbf16>) bias(%b : tensor<272xbf16>) outs(%init : tensor<20x272x32x29xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 1, 4, 0>, activation = #dwc<activation relu>} -> tensor<20x272x32x29xbf16>
  return %0 : tensor<20x272x32x29xbf16>
}
func.func @q2__n16__f16__nchw(%x: tensor<16x281x22x15xf16>, %w: tensor<281x5x5xf16>, %b: tensor<281xf16>, %init: tensor<16x281x22x15xf16>) -> tensor<16x281x22x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x281x22x15xf16>, tensor<281x5x5xf16>) bias(%b : tensor<281xf16>) outs(%init : tensor<16x281x22x15xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 1, 3>, activation = #dwc<activation none>} -> tensor<16x281x22x15xf16>
  return %0 : tensor<16x281x22x15xf16>
}
func.func @q3__n32__f16__nchw(%x: tensor<32x161x22x11xf16>, %w: tensor<161x5x5xf16>, %b: tensor<161xf16>, %init: tensor<32x161x22x11xf16>) -> tensor<32x161x22x11xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x161x22x11xf16>, tensor<161x5x5xf16>) bias(%b : tensor<161xf16>) outs(%init : tensor<32x161x22x11xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 3>, activation = #dwc<activation relu>} -> tensor<32x161x22x11xf16>
  return %0 : tensor<32x161x22x11xf16>
}
func.func @q5__n64__f16__nchw(%x: tensor<64x481x26x23xf16>, %w: tensor<481x7x7xf16>, %init: tensor<64x481x26x23xf16>) -> tensor<64x481x26x23xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x481x26x23xf16>, tensor<481x7x7xf16>) outs(%init : tensor<64x481x26x23xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 1, 4, 2>, activation = #dwc<activation relu>} -> tensor<64x481x26x23xf16>
  return %0 : tensor<64x481x26x23xf16>
}
func.func @q7__n128__f16__nchw(%x: tensor<128x483x30x27xf16>, %w: tensor<483x5x5xf16>, %init: tensor<128x483x30x27xf16>) -> tensor<128x483x30x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x483x30x27xf16>, tensor<483x5x5xf16>) outs(%init : tensor<128x483x30x27xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 4, 0>, activation = #dwc<activation silu>} -> tensor<128x483x30x27xf16>
  return %0 : tensor<128x483x30x27xf16>
}
func.func @q8__n32__f16__nchw(%x: tensor<32x77x30x14xf16>, %w: tensor<77x5x5xf16>, %init: tensor<32x77x30x14xf16>) -> tensor<32x77x30x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x77x30x14xf16>, tensor<77x5x5xf16>) outs(%init : tensor<32x77x30x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 3>, activation = #dwc<activation none>} -> tensor<32x77x30x14xf16>
  return %0 : tensor<32x77x30x14xf16>
}
func.func @q9__n32__f16__nchw(%x: tensor<32x674x20x33xf16>, %w: tensor<674x7x7xf16>, %init: tensor<32x674x20x33xf16>) -> tensor<32x674x20x33xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x674x20x33xf16>, tensor<674x7x7xf16>) outs(%init : tensor<32x674x20x33xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 4, 2>, activation = #dwc<activation none>} -> tensor<32x674x20x33xf16>
  return %0 : tensor<32x674x20x33xf16>
}
func.func @q10__n16__f16__nchw(%x: tensor<16x685x14x11xf16>, %w: tensor<685x5x5xf16>, %b: tensor<685xf16>, %init: tensor<16x685x14x11xf16>) -> tensor<16x685x14x11xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x685x14x11xf16>, tensor<685x5x5xf16>) bias(%b : tensor<685xf16>) outs(%init : tensor<16x685x14x11xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation relu6>} -> tensor<16x685x14x11xf16>
  return %0 : tensor<16x685x14x11xf16>
}
func.func @q11__n48__bf16__nchw(%x: tensor<48x219x12x19xbf16>, %w: tensor<219x7x7xbf16>, %init: tensor<48x219x12x19xbf16>) -> tensor<48x219x12x19xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x219x12x19xbf16>, tensor<219x7x7xbf16>) outs(%init : tensor<48x219x12x19xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 1, 5>, activation = #dwc<activation relu>} -> tensor<48x219x12x19xbf16>
  return %0 : tensor<48x219x12x19xbf16>
}
func.func @q12__n48__f16__nchw(%x: tensor<48x690x30x28xf16>, %w: tensor<690x5x5xf16>, %init: tensor<48x690x30x28xf16>) -> tensor<48x690x30x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x690x30x28xf16>, tensor<690x5x5xf16>) outs(%init : tensor<48x690x30x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 3, 1>, activation = #dwc<activation silu>} -> tensor<48x690x30x28xf16>
  return %0 : tensor<48x690x30x28xf16>
}
func.func @q13__n64__f16__nchw(%x: tensor<64x539x22x15xf16>, %w: tensor<539x7x7xf16>, %init: tensor<64x539x22x15xf16>) -> tensor<64x539x22x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x539x22x15xf16>, tensor<539x7x7xf16>) outs(%init : tensor<64x539x22x15xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 2, 4>, activation = #dwc<activation silu>} -> tensor<64x539x22x15xf16>
  return %0 : tensor<64x539x22x15xf16>
}
func.func @q14__n32__f16__nchw(%x: tensor<32x371x30x30xf16>, %w: tensor<371x5x5xf16>, %init: tensor<32x371x30x30xf16>) -> tensor<32x371x30x30xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x371x30x30xf16>, tensor<371x5x5xf16>) outs(%init : tensor<32x371x30x30xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 3>, activation = #dwc<activation silu>} -> tensor<32x371x30x30xf16>
  return %0 : tensor<32x371x30x30xf16>
}
func.func @q15__n16__f16__nchw(%x: tensor<16x413x16x23xf16>, %w: tensor<413x7x7xf16>, %b: tensor<413xf16>, %init: tensor<16x413x16x23xf16>) -> tensor<16x413x16x23xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x413x16x23xf16>, tensor<413x7x7xf16>) bias(%b : tensor<413xf16>) outs(%init : tensor<16x413x16x23xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 1, 5>, activation = #dwc<activation relu6>} -> tensor<16x413x16x23xf16>
  return %0 : tensor<16x413x16x23xf16>
}
func.func @q16__n64__f16__nchw(%x: tensor<64x664x12x24xf16>, %w: tensor<664x5x5xf16>, %init: tensor<64x664x12x24xf16>) -> tensor<64x664x12x24xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x664x12x24xf16>, tensor<664x5x5xf16>) outs(%init : tensor<64x664x12x24xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 1>, activation = #dwc<activation none>} -> tensor<64x664x12x24xf16>
  return %0 : tensor<64x664x12x24xf16>
}
func.func @q17__n16__bf16__nchw(%x: tensor<16x389x25x20xbf16>, %w: tensor<389x5x5xbf16>, %init: tensor<16x389x25x20xbf16>) -> tensor<16x389x25x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x389x25x20xbf16>, tensor<389x5x5xbf16>) outs(%init : tensor<16x389x25x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 1, 3>, activation = #dwc<activation none>} -> tensor<16x389x25x20xbf16>
  return %0 : tensor<16x389x25x20xbf16>
}
func.func @q21__n16__f16__nchw(%x: tensor<16x186x8x9xf16>, %w: tensor<186x7x5xf16>, %b: tensor<186xf16>, %init: tensor<16x186x8x9xf16>) -> tensor<16x186x8x9xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x186x8x9xf16>, tensor<186x7x5xf16>) bias(%b : tensor<186xf16>) outs(%init : tensor<16x186x8x9xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 0, 4>, activation = #dwc<activation none>} -> tensor<16x186x8x9xf16>
  return %0 : tensor<16x186x8x9xf16>
}
func.func @q23__n32__bf16__nchw(%x: tensor<32x211x22x20xbf16>, %w: tensor<211x5x5xbf16>, %init: tensor<32x211x22x20xbf16>) -> tensor<32x211x22x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x211x22x20xbf16>, tensor<211x5x5xbf16>) outs(%init : tensor<32x211x22x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 3, 1>, activation = #dwc<activation relu>} -> tensor<32x211x22x20xbf16>
  return %0 : tensor<32x211x22x20xbf16>
}
func.func @q25__n128__bf16__nchw(%x: tensor<128x298x16x23xbf16>, %w: tensor<298x7x7xbf16>, %b: tensor<298xbf16>, %init: tensor<128x298x16x23xbf16>) -> tensor<128x298x16x23xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x298x16x23xbf16>, tensor<298x7x7xbf16>) bias(%b : tensor<298xbf16>) outs(%init : tensor<128x298x16x23xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 2, 4>, activation = #dwc<activation silu>} -> tensor<128x298x16x23xbf16>
  return %0 : tensor<128x298x16x23xbf16>
}
func.func @q26__n32__bf16__nchw(%x: tensor<32x403x12x19xbf16>, %w: tensor<403x5x7xbf16>, %b: tensor<403xbf16>, %init: tensor<32x403x12x19xbf16>) -> tensor<32x403x12x19xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x403x12x19xbf16>, tensor<403x5x7xbf16>) bias(%b : tensor<403xbf16>) outs(%init : tensor<32x403x12x19xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 6, 0>, activation = #dwc<activation none>} -> tensor<32x403x12x19xbf16>
  return %0 : tensor<32x403x12x19xbf16>
}
func.func @q27__n128__bf16__nchw(%x: tensor<128x696x22x31xbf16>, %w: tensor<696x5x7xbf16>, %init: tensor<128x696x22x31xbf16>) -> tensor<128x696x22x31xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x696x22x31xbf16>, tensor<696x5x7xbf16>) outs(%init : tensor<128x696x22x31xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 2>, activation = #dwc<activation relu6>} -> tensor<128x696x22x31xbf16>
  return %0 : tensor<128x696x22x31xbf16>
}
func.func @q31__n20__f16__nchw(%x: tensor<20x672x28x13xf16>, %w: tensor<672x7x5xf16>, %init: tensor<20x672x28x13xf16>) -> tensor<20x672x28x13xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x672x28x13xf16>, tensor<672x7x5xf16>) outs(%init : tensor<20x672x28x13xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 0, 4>, activation = #dwc<activation none>} -> tensor<20x672x28x13xf16>
  return %0 : tensor<20x672x28x13xf16>
}
func.func @q35__n128__f16__nchw(%x: tensor<128x58x8x19xf16>, %w: tensor<58x5x7xf16>, %b: tensor<58xf16>, %init: tensor<128x58x8x19xf16>) -> tensor<128x58x8x19xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x58x8x19xf16>, tensor<58x5x7xf16>) bias(%b : tensor<58xf16>) outs(%init : tensor<128x58x8x19xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 4>, activation = #dwc<activation none>} -> tensor<128x58x8x19xf16>
  return %0 : tensor<128x58x8x19xf16>
}
func.func @q37__n20__bf16__nchw(%x: tensor<20x95x18x27xbf16>, %w: tensor<95x5x7xbf16>, %init: tensor<20x95x18x27xbf16>) -> tensor<20x95x18x27xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x95x18x27xbf16>, tensor<95x5x7xbf16>) outs(%init : tensor<20x95x18x27xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 1, 5>, activation = #dwc<activation relu>} -> tensor<20x95x18x27xbf16>
  return %0 : tensor<20x95x18x27xbf16>
}
func.func @q39__n32__bf16__nchw(%x: tensor<32x346x26x9xbf16>, %w: tensor<346x5x7xbf16>, %init: tensor<32x346x26x9xbf16>) -> tensor<32x346x26x9xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x346x26x9xbf16>, tensor<346x5x7xbf16>) outs(%init : tensor<32x346x26x9xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 6, 0>, activation = #dwc<activation none>} -> tensor<32x346x26x9xbf16>
  return %0 : tensor<32x346x26x9xbf16>
}
func.func @q1025__n128__f16__nchw(%x: tensor<128x215x12x27xf16>, %w: tensor<215x5x7xf16>, %init: tensor<128x215x12x27xf16>) -> tensor<128x215x12x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x215x12x27xf16>, tensor<215x5x7xf16>) outs(%init : tensor<128x215x12x27xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 5, 1>, activation = #dwc<activation relu>} -> tensor<128x215x12x27xf16>
  return %0 : tensor<128x215x12x27xf16>
}
func.func @q1027__n48__bf16__nchw(%x: tensor<48x667x8x21xbf16>, %w: tensor<667x7x5xbf16>, %init: tensor<48x667x8x21xbf16>) -> tensor<48x667x8x21xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x667x8x21xbf16>, tensor<667x7x5xbf16>) outs(%init : tensor<48x667x8x21xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 2, 2>, activation = #dwc<activation relu>} -> tensor<48x667x8x21xbf16>
  return %0 : tensor<48x667x8x21xbf16>
}
func.func @q1030__n16__bf16__nchw(%x: tensor<16x610x23x11xbf16>, %w: tensor<610x5x7xbf16>, %init: tensor<16x610x23x11xbf16>) -> tensor<16x610x23x11xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x610x23x11xbf16>, tensor<610x5x7xbf16>) outs(%init : tensor<16x610x23x11xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 4>, activation = #dwc<activation none>} -> tensor<16x610x23x11xbf16>
  return %0 : tensor<16x610x23x11xbf16>
}
func.func @q1031__n128__f16__nchw(%x: tensor<128x674x7x23xf16>, %w: tensor<674x7x7xf16>, %init: tensor<128x674x7x23xf16>) -> tensor<128x674x7x23xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x674x7x23xf16>, tensor<674x7x7xf16>) outs(%init : tensor<128x674x7x23xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 6, 0>, activation = #dwc<activation relu6>} -> tensor<128x674x7x23xf16>
  return %0 : tensor<128x674x7x23xf16>
}
func.func @q1033__n64__bf16__nchw(%x: tensor<64x478x25x17xbf16>, %w: tensor<478x5x5xbf16>, %init: tensor<64x478x25x17xbf16>) -> tensor<64x478x25x17xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x478x25x17xbf16>, tensor<478x5x5xbf16>) outs(%init : tensor<64x478x25x17xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 4, 0>, activation = #dwc<activation none>} -> tensor<64x478x25x17xbf16>
  return %0 : tensor<64x478x25x17xbf16>
}
func.func @q1034__n48__bf16__nchw(%x: tensor<48x172x31x19xbf16>, %w: tensor<172x7x5xbf16>, %b: tensor<172xbf16>, %init: tensor<48x172x31x19xbf16>) -> tensor<48x172x31x19xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x172x31x19xbf16>, tensor<172x7x5xbf16>) bias(%b : tensor<172xbf16>) outs(%init : tensor<48x172x31x19xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 2, 2>, activation = #dwc<activation silu>} -> tensor<48x172x31x19xbf16>
  return %0 : tensor<48x172x31x19xbf16>
}
