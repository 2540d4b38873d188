func.func @mma0__n16__f16__nchw(%x: tensor<16x286x94x26xf16>, %w: tensor<286x5x5xf16>, %init: tensor<16x286x95x27xf16>) -> tensor<16x286x95x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x286x94x26xf16>, tensor<286x5x5xf16>) outs(%init : tensor<16x286x95x27xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 3, 2>, activation = #dwc<activation none>} -> tensor<16x286x95x27xf16>
  return %0 : tensor<16x286x95x27xf16>
}
func.func @mma1__n16__f16__nchw(%x: tensor<16x182x79x53xf16>, %w: tensor<182x7x7xf16>, %init: tensor<16x182x81x53xf16>) -> tensor<16x182x81x53xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x182x79x53xf16>, tensor<182x7x7xf16>) outs(%init : tensor<16x182x81x53xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 6, 0, 6>, activation = #dwc<activation relu>} -> tensor<16x182x81x53xf16>
  return %0 : tensor<16x182x81x53xf16>
}
func.func @mma2__n4__bf16__nchw(%x: tensor<4x427x51x27xbf16>, %w: tensor<427x5x5xbf16>, %b: tensor<427xbf16>, %init: tensor<4x427x54x26xbf16>) -> tensor<4x427x54x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x427x51x27xbf16>, tensor<427x5x5xbf16>) bias(%b : tensor<427xbf16>) outs(%init : tensor<4x427x54x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 3, 3, 0>, activation = #dwc<activation silu>} -> tensor<4x427x54x26xbf16>
  return %0 : tensor<4x427x54x26xbf16>
}
func.func @mma3__n32__f16__nchw(%x: tensor<32x504x81x96xf16>, %w: tensor<504x9x3xf16>, %init: tensor<32x504x85x96xf16>) -> tensor<32x504x85x96xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x504x81x96xf16>, tensor<504x9x3xf16>) outs(%init : tensor<32x504x85x96xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 8, 0, 2>, activation = #dwc<activation none>} -> tensor<32x504x85x96xf16>
  return %0 : tensor<32x504x85x96xf16>
}
func.func @mma4__n128__bf16__nchw(%x: tensor<128x296x80x37xbf16>, %w: tensor<296x5x5xbf16>, %b: tensor<296xbf16>, %init: tensor<128x296x78x36xbf16>) -> tensor<128x296x78x36xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x296x80x37xbf16>, tensor<296x5x5xbf16>) bias(%b : tensor<296xbf16>) outs(%init : tensor<128x296x78x36xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 3, 0>, activation = #dwc<activation silu>} -> tensor<128x296x78x36xbf16>
  return %0 : tensor<128x296x78x36xbf16>
}
func.func @mma5__n32__f16__nchw(%x: tensor<32x204x98x26xf16>, %w: tensor<204x9x3xf16>, %init: tensor<32x204x105x27xf16>) -> tensor<32x204x105x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x204x98x26xf16>, tensor<204x9x3xf16>) outs(%init : tensor<32x204x105x27xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 8, 7, 2, 1>, activation = #dwc<activation relu>} -> tensor<32x204x105x27xf16>
  return %0 : tensor<32x204x105x27xf16>
}
func.func @mma6__n8__bf16__nchw(%x: tensor<8x494x30x73xbf16>, %w: tensor<494x5x5xbf16>, %b: tensor<494xbf16>, %init: tensor<8x494x32x71xbf16>) -> tensor<8x494x32x71xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x494x30x73xbf16>, tensor<494x5x5xbf16>) bias(%b : tensor<494xbf16>) outs(%init : tensor<8x494x32x71xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 0, 2>, activation = #dwc<activation silu>} -> tensor<8x494x32x71xbf16>
  return %0 : tensor<8x494x32x71xbf16>
}
func.func @mma7__n4__f16__nchw(%x: tensor<4x407x51x70xf16>, %w: tensor<407x7x7xf16>, %b: tensor<407xf16>, %init: tensor<4x407x50x71xf16>) -> tensor<4x407x50x71xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x407x51x70xf16>, tensor<407x7x7xf16>) bias(%b : tensor<407xf16>) outs(%init : tensor<4x407x50x71xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 2, 5>, activation = #dwc<activation silu>} -> tensor<4x407x50x71xf16>
  return %0 : tensor<4x407x50x71xf16>
}
func.func @mma8__n32__bf16__nchw(%x: tensor<32x105x85x21xbf16>, %w: tensor<105x5x5xbf16>, %b: tensor<105xbf16>, %init: tensor<32x105x88x20xbf16>) -> tensor<32x105x88x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x105x85x21xbf16>, tensor<105x5x5xbf16>) bias(%b : tensor<105xbf16>) outs(%init : tensor<32x105x88x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 3, 0>, activation = #dwc<activation relu>} -> tensor<32x105x88x20xbf16>
  return %0 : tensor<32x105x88x20xbf16>
}
func.func @mma9__n128__f16__nchw(%x: tensor<128x256x85x47xf16>, %w: tensor<256x5x5xf16>, %b: tensor<256xf16>, %init: tensor<128x256x84x48xf16>) -> tensor<128x256x84x48xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x256x85x47xf16>, tensor<256x5x5xf16>) bias(%b : tensor<256xf16>) outs(%init : tensor<128x256x84x48xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 1, 4>, activation = #dwc<activation relu>} -> tensor<128x256x84x48xf16>
  return %0 : tensor<128x256x84x48xf16>
}
func.func @mma10__n16__bf16__nchw(%x: tensor<16x317x80x87xbf16>, %w: tensor<317x5x5xbf16>, %b: tensor<317xbf16>, %init: tensor<16x317x78x91xbf16>) -> tensor<16x317x78x91xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x317x80x87xbf16>, tensor<317x5x5xbf16>) bias(%b : tensor<317xbf16>) outs(%init : tensor<16x317x78x91xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 4, 4>, activation = #dwc<activation relu6>} -> tensor<16x317x78x91xbf16>
  return %0 : tensor<16x317x78x91xbf16>
}
func.func @mma11__n64__bf16__nchw(%x: tensor<64x166x33x114xbf16>, %w: tensor<166x5x5xbf16>, %init: tensor<64x166x32x111xbf16>) -> tensor<64x166x32x111xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x166x33x114xbf16>, tensor<166x5x5xbf16>) outs(%init : tensor<64x166x32x111xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 1>, activation = #dwc<activation relu>} -> tensor<64x166x32x111xbf16>
  return %0 : tensor<64x166x32x111xbf16>
}
func.func @mma12__n16__bf16__nchw(%x: tensor<16x505x91x41xbf16>, %w: tensor<505x7x7xbf16>, %init: tensor<16x505x94x45xbf16>) -> tensor<16x505x94x45xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x505x91x41xbf16>, tensor<505x7x7xbf16>) outs(%init : tensor<16x505x94x45xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 5, 5, 5>, activation = #dwc<activation silu>} -> tensor<16x505x94x45xbf16>
  return %0 : tensor<16x505x94x45xbf16>
}
func.func @mma13__n64__f16__nchw(%x: tensor<64x278x42x41xf16>, %w: tensor<278x9x3xf16>, %b: tensor<278xf16>, %init: tensor<64x278x36x40xf16>) -> tensor<64x278x36x40xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x278x42x41xf16>, tensor<278x9x3xf16>) bias(%b : tensor<278xf16>) outs(%init : tensor<64x278x36x40xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 0>, activation = #dwc<activation silu>} -> tensor<64x278x36x40xf16>
  return %0 : tensor<64x278x36x40xf16>
}
func.func @mma14__n4__bf16__nchw(%x: tensor<4x384x71x54xbf16>, %w: tensor<384x9x3xbf16>, %b: tensor<384xbf16>, %init: tensor<4x384x70x54xbf16>) -> tensor<4x384x70x54xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x384x71x54xbf16>, tensor<384x9x3xbf16>) bias(%b : tensor<384xbf16>) outs(%init : tensor<4x384x70x54xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 2, 1, 1>, activation = #dwc<activation none>} -> tensor<4x384x70x54xbf16>
  return %0 : tensor<4x384x70x54xbf16>
}
func.func @mma15__n16__f16__nchw(%x: tensor<16x390x41x51xf16>, %w: tensor<390x7x7xf16>, %b: tensor<390xf16>, %init: tensor<16x390x40x52xf16>) -> tensor<16x390x40x52xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x390x41x51xf16>, tensor<390x7x7xf16>) bias(%b : tensor<390xf16>) outs(%init : tensor<16x390x40x52xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 3, 4>, activation = #dwc<activation relu6>} -> tensor<16x390x40x52xf16>
  return %0 : tensor<16x390x40x52xf16>
}
func.func @mma16__n64__bf16__nchw(%x: tensor<64x34x38x102xbf16>, %w: tensor<34x5x7xbf16>, %b: tensor<34xbf16>, %init: tensor<64x34x42x102xbf16>) -> tensor<64x34x42x102xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x34x38x102xbf16>, tensor<34x5x7xbf16>) bias(%b : tensor<34xbf16>) outs(%init : tensor<64x34x42x102xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 4, 0, 6>, activation = #dwc<activation relu>} -> tensor<64x34x42x102xbf16>
  return %0 : tensor<64x34x42x102xbf16>
}
func.func @mma17__n8__f16__nchw(%x: tensor<8x157x66x43xf16>, %w: tensor<157x5x7xf16>, %b: tensor<157xf16>, %init: tensor<8x157x70x43xf16>) -> tensor<8x157x70x43xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x157x66x43xf16>, tensor<157x5x7xf16>) bias(%b : tensor<157xf16>) outs(%init : tensor<8x157x70x43xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 4, 6, 0>, activation = #dwc<activation none>} -> tensor<8x157x70x43xf16>
  return %0 : tensor<8x157x70x43xf16>
}
func.func @mma18__n64__f16__nchw(%x: tensor<64x223x86x28xf16>, %w: tensor<223x5x7xf16>, %b: tensor<223xf16>, %init: tensor<64x223x85x28xf16>) -> tensor<64x223x85x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x223x86x28xf16>, tensor<223x5x7xf16>) bias(%b : tensor<223xf16>) outs(%init : tensor<64x223x85x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 2, 4>, activation = #dwc<activation none>} -> tensor<64x223x85x28xf16>
  return %0 : tensor<64x223x85x28xf16>
}
func.func @mma19__n32__bf16__nchw(%x: tensor<32x300x61x28xbf16>, %w: tensor<300x5x5xbf16>, %b: tensor<300xbf16>, %init: tensor<32x300x62x29xbf16>) -> tensor<32x300x62x29xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x300x61x28xbf16>, tensor<300x5x5xbf16>) bias(%b : tensor<300xbf16>) outs(%init : tensor<32x300x62x29xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 3, 4, 1>, activation = #dwc<activation silu>} -> tensor<32x300x62x29xbf16>
  return %0 : tensor<32x300x62x29xbf16>
}
func.func @mma20__n16__bf16__nchw(%x: tensor<16x282x54x90xbf16>, %w: tensor<282x5x5xbf16>, %b: tensor<282xbf16>, %init: tensor<16x282x53x90xbf16>) -> tensor<16x282x53x90xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x282x54x90xbf16>, tensor<282x5x5xbf16>) bias(%b : tensor<282xbf16>) outs(%init : tensor<16x282x53x90xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 1, 3>, activation = #dwc<activation silu>} -> tensor<16x282x53x90xbf16>
  return %0 : tensor<16x282x53x90xbf16>
}
func.func @mma21__n8__f16__nchw(%x: tensor<8x301x96x67xf16>, %w: tensor<301x5x5xf16>, %init: tensor<8x301x96x66xf16>) -> tensor<8x301x96x66xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x301x96x67xf16>, tensor<301x5x5xf16>) outs(%init : tensor<8x301x96x66xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 1, 2>, activation = #dwc<activation silu>} -> tensor<8x301x96x66xf16>
  return %0 : tensor<8x301x96x66xf16>
}
func.func @mma22__n4__bf16__nchw(%x: tensor<4x260x97x40xbf16>, %w: tensor<260x5x5xbf16>, %init: tensor<4x260x97x41xbf16>) -> tensor<4x260x97x41xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x260x97x40xbf16>, tensor<260x5x5xbf16>) outs(%init : tensor<4x260x97x41xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 4>, activation = #dwc<activation silu>} -> tensor<4x260x97x41xbf16>
  return %0 : tensor<4x260x97x41xbf16>
}
func.func @mma23__n4__bf16__nchw(%x: tensor<4x496x40x79xbf16>, %w: tensor<496x5x7xbf16>, %b: tensor<496xbf16>, %init: tensor<4x496x37x85xbf16>) -> tensor<4x496x37x85xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x496x40x79xbf16>, tensor<496x5x7xbf16>) bias(%b : tensor<496xbf16>) outs(%init : tensor<4x496x37x85xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 1, 6, 6>, activation = #dwc<activation relu>} -> tensor<4x496x37x85xbf16>
  return %0 : tensor<4x496x37x85xbf16>
}
func.func @mma24__n4__f16__nchw(%x: tensor<4x87x77x45xf16>, %w: tensor<87x5x7xf16>, %b: tensor<87xf16>, %init: tensor<4x87x79x45xf16>) -> tensor<4x87x79x45xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x87x77x45xf16>, tensor<87x5x7xf16>) bias(%b : tensor<87xf16>) outs(%init : tensor<4x87x79x45xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 6, 0>, activation = #dwc<activation none>} -> tensor<4x87x79x45xf16>
  return %0 : tensor<4x87x79x45xf16>
}
func.func @mma25__n8__f16__nchw(%x: tensor<8x174x106x115xf16>, %w: tensor<174x7x7xf16>, %init: tensor<8x174x107x112xf16>) -> tensor<8x174x107x112xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x174x106x115xf16>, tensor<174x7x7xf16>) outs(%init : tensor<8x174x107x112xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 2, 1>, activation = #dwc<activation relu6>} -> tensor<8x174x107x112xf16>
  return %0 : tensor<8x174x107x112xf16>
}
func.func @mma26__n4__f16__nchw(%x: tensor<4x48x48x18xf16>, %w: tensor<48x5x5xf16>, %init: tensor<4x48x44x21xf16>) -> tensor<4x48x44x21xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x48x48x18xf16>, tensor<48x5x5xf16>) outs(%init : tensor<4x48x44x21xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 4, 3>, activation = #dwc<activation silu>} -> tensor<4x48x44x21xf16>
  return %0 : tensor<4x48x44x21xf16>
}
func.func @mma27__n4__bf16__nchw(%x: tensor<4x44x79x57xbf16>, %w: tensor<44x7x7xbf16>, %init: tensor<4x44x76x55xbf16>) -> tensor<4x44x76x55xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x44x79x57xbf16>, tensor<44x7x7xbf16>) outs(%init : tensor<4x44x76x55xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 4>, activation = #dwc<activation none>} -> tensor<4x44x76x55xbf16>
  return %0 : tensor<4x44x76x55xbf16>
}
func.func @mma28__n64__f16__nchw(%x: tensor<64x70x90x55xf16>, %w: tensor<70x7x7xf16>, %b: tensor<70xf16>, %init: tensor<64x70x91x57xf16>) -> tensor<64x70x91x57xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x70x90x55xf16>, tensor<70x7x7xf16>) bias(%b : tensor<70xf16>) outs(%init : tensor<64x70x91x57xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 5, 5, 3>, activation = #dwc<activation relu>} -> tensor<64x70x91x57xf16>
  return %0 : tensor<64x70x91x57xf16>
}
func.func @mma29__n4__f16__nchw(%x: tensor<4x267x106x62xf16>, %w: tensor<267x7x7xf16>, %init: tensor<4x267x102x61xf16>) -> tensor<4x267x102x61xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x267x106x62xf16>, tensor<267x7x7xf16>) outs(%init : tensor<4x267x102x61xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 0, 1, 4>, activation = #dwc<activation silu>} -> tensor<4x267x102x61xf16>
  return %0 : tensor<4x267x102x61xf16>
}
func.func @mma30__n64__f16__nchw(%x: tensor<64x382x107x34xf16>, %w: tensor<382x5x5xf16>, %init: tensor<64x382x105x34xf16>) -> tensor<64x382x105x34xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x382x107x34xf16>, tensor<382x5x5xf16>) outs(%init : tensor<64x382x105x34xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 3, 1>, activation = #dwc<activation relu>} -> tensor<64x382x105x34xf16>
  return %0 : tensor<64x382x105x34xf16>
}
func.func @mma31__n8__f16__nchw(%x: tensor<8x228x40x31xf16>, %w: tensor<228x7x7xf16>, %init: tensor<8x228x42x33xf16>) -> tensor<8x228x42x33xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x228x40x31xf16>, tensor<228x7x7xf16>) outs(%init : tensor<8x228x42x33xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 5, 3, 4, 4>, activation = #dwc<activation silu>} -> tensor<8x228x42x33xf16>
  return %0 : tensor<8x228x42x33xf16>
}
func.func @mma32__n64__f16__nchw(%x: tensor<64x352x106x36xf16>, %w: tensor<352x7x7xf16>, %init: tensor<64x352x106x36xf16>) -> tensor<64x352x106x36xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x352x106x36xf16>, tensor<352x7x7xf16>) outs(%init : tensor<64x352x106x36xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 1, 5>, activation = #dwc<activation none>} -> tensor<64x352x106x36xf16>
  return %0 : tensor<64x352x106x36xf16>
}
func.func @mma33__n64__bf16__nchw(%x: tensor<64x307x34x100xbf16>, %w: tensor<307x5x7xbf16>, %init: tensor<64x307x37x100xbf16>) -> tensor<64x307x37x100xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x307x34x100xbf16>, tensor<307x5x7xbf16>) outs(%init : tensor<64x307x37x100xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 0, 6>, activation = #dwc<activation relu6>} -> tensor<64x307x37x100xbf16>
  return %0 : tensor<64x307x37x100xbf16>
}
func.func @mma34__n4__f16__nchw(%x: tensor<4x137x80x32xf16>, %w: tensor<137x5x7xf16>, %init: tensor<4x137x79x31xf16>) -> tensor<4x137x79x31xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x137x80x32xf16>, tensor<137x5x7xf16>) outs(%init : tensor<4x137x79x31xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 4, 1>, activation = #dwc<activation relu>} -> tensor<4x137x79x31xf16>
  return %0 : tensor<4x137x79x31xf16>
}
func.func @mma35__n8__f16__nchw(%x: tensor<8x37x78x58xf16>, %w: tensor<37x9x3xf16>, %init: tensor<8x37x79x59xf16>) -> tensor<8x37x79x59xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x37x78x58xf16>, tensor<37x9x3xf16>) outs(%init : tensor<8x37x79x59xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 8, 2, 1>, activation = #dwc<activation silu>} -> tensor<8x37x79x59xf16>
  return %0 : tensor<8x37x79x59xf16>
}
func.func @mma36__n16__bf16__nchw(%x: tensor<16x423x71x75xbf16>, %w: tensor<423x5x5xbf16>, %b: tensor<423xbf16>, %init: tensor<16x423x71x74xbf16>) -> tensor<16x423x71x74xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x423x71x75xbf16>, tensor<423x5x5xbf16>) bias(%b : tensor<423xbf16>) outs(%init : tensor<16x423x71x74xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 1>, activation = #dwc<activation silu>} -> tensor<16x423x71x74xbf16>
  return %0 : tensor<16x423x71x74xbf16>
}
func.func @mma37__n8__f16__nchw(%x: tensor<8x423x62x90xf16>, %w: tensor<423x9x3xf16>, %b: tensor<423xf16>, %init: tensor<8x423x66x90xf16>) -> tensor<8x423x66x90xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x423x62x90xf16>, tensor<423x9x3xf16>) bias(%b : tensor<423xf16>) outs(%init : tensor<8x423x66x90xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 6, 2, 0>, activation = #dwc<activation relu>} -> tensor<8x423x66x90xf16>
  return %0 : tensor<8x423x66x90xf16>
}
func.func @mma38__n64__bf16__nchw(%x: tensor<64x195x45x99xbf16>, %w: tensor<195x5x5xbf16>, %init: tensor<64x195x45x97xbf16>) -> tensor<64x195x45x97xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x195x45x99xbf16>, tensor<195x5x5xbf16>) outs(%init : tensor<64x195x45x97xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 0>, activation = #dwc<activation relu6>} -> tensor<64x195x45x97xbf16>
  return %0 : tensor<64x195x45x97xbf16>
}
func.func @mma39__n4__bf16__nchw(%x: tensor<4x51x78x58xbf16>, %w: tensor<51x5x7xbf16>, %init: tensor<4x51x80x64xbf16>) -> tensor<4x51x80x64xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x51x78x58xbf16>, tensor<51x5x7xbf16>) outs(%init : tensor<4x51x80x64xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 6, 6>, activation = #dwc<activation relu>} -> tensor<4x51x80x64xbf16>
  return %0 : tensor<4x51x80x64xbf16>
}
func.func @mma40__n16__f16__nchw(%x: tensor<16x268x65x28xf16>, %w: tensor<268x5x5xf16>, %b: tensor<268xf16>, %init: tensor<16x268x65x31xf16>) -> tensor<16x268x65x31xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x268x65x28xf16>, tensor<268x5x5xf16>) bias(%b : tensor<268xf16>) outs(%init : tensor<16x268x65x31xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 3>, activation = #dwc<activation none>} -> tensor<16x268x65x31xf16>
  return %0 : tensor<16x268x65x31xf16>
}
func.func @mma41__n32__f16__nchw(%x: tensor<32x180x87x48xf16>, %w: tensor<180x9x3xf16>, %init: tensor<32x180x88x47xf16>) -> tensor<32x180x88x47xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x180x87x48xf16>, tensor<180x9x3xf16>) outs(%init : tensor<32x180x88x47xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 8, 1, 1, 0>, activation = #dwc<activation relu>} -> tensor<32x180x88x47xf16>
  return %0 : tensor<32x180x88x47xf16>
}
func.func @mma42__n16__bf16__nchw(%x: tensor<16x437x42x82xbf16>, %w: tensor<437x7x7xbf16>, %b: tensor<437xbf16>, %init: tensor<16x437x46x82xbf16>) -> tensor<16x437x46x82xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x437x42x82xbf16>, tensor<437x7x7xbf16>) bias(%b : tensor<437xbf16>) outs(%init : tensor<16x437x46x82xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 6, 3, 3>, activation = #dwc<activation relu>} -> tensor<16x437x46x82xbf16>
  return %0 : tensor<16x437x46x82xbf16>
}
func.func @mma43__n64__bf16__nchw(%x: tensor<64x404x30x33xbf16>, %w: tensor<404x9x3xbf16>, %b: tensor<404xbf16>, %init: tensor<64x404x32x33xbf16>) -> tensor<64x404x32x33xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x404x30x33xbf16>, tensor<404x9x3xbf16>) bias(%b : tensor<404xbf16>) outs(%init : tensor<64x404x32x33xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 7, 3, 1, 1>, activation = #dwc<activation silu>} -> tensor<64x404x32x33xbf16>
  return %0 : tensor<64x404x32x33xbf16>
}
func.func @mma44__n128__f16__nchw(%x: tensor<128x149x62x57xf16>, %w: tensor<149x5x5xf16>, %init: tensor<128x149x64x57xf16>) -> tensor<128x149x64x57xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x149x62x57xf16>, tensor<149x5x5xf16>) outs(%init : tensor<128x149x64x57xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 2, 2>, activation = #dwc<activation relu6>} -> tensor<128x149x64x57xf16>
  return %0 : tensor<128x149x64x57xf16>
}
func.func @mma45__n32__f16__nchw(%x: tensor<32x163x94x56xf16>, %w: tensor<163x5x7xf16>, %b: tensor<163xf16>, %init: tensor<32x163x93x58xf16>) -> tensor<32x163x93x58xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x163x94x56xf16>, tensor<163x5x7xf16>) bias(%b : tensor<163xf16>) outs(%init : tensor<32x163x93x58xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 3, 2, 6>, activation = #dwc<activation relu>} -> tensor<32x163x93x58xf16>
  return %0 : tensor<32x163x93x58xf16>
}
func.func @mma46__n4__bf16__nchw(%x: tensor<4x205x94x48xbf16>, %w: tensor<205x7x7xbf16>, %b: tensor<205xbf16>, %init: tensor<4x205x92x49xbf16>) -> tensor<4x205x92x49xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x205x94x48xbf16>, tensor<205x7x7xbf16>) bias(%b : tensor<205xbf16>) outs(%init : tensor<4x205x92x49xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 6, 1>, activation = #dwc<activation none>} -> tensor<4x205x92x49xbf16>
  return %0 : tensor<4x205x92x49xbf16>
}
func.func @mma47__n4__f16__nchw(%x: tensor<4x190x80x101xf16>, %w: tensor<190x9x3xf16>, %init: tensor<4x190x80x99xf16>) -> tensor<4x190x80x99xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x190x80x101xf16>, tensor<190x9x3xf16>) outs(%init : tensor<4x190x80x99xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 2, 0, 0>, activation = #dwc<activation relu>} -> tensor<4x190x80x99xf16>
  return %0 : tensor<4x190x80x99xf16>
}
func.func @mma48__n8__f16__nchw(%x: tensor<8x405x105x61xf16>, %w: tensor<405x5x5xf16>, %b: tensor<405xf16>, %init: tensor<8x405x108x61xf16>) -> tensor<8x405x108x61xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x405x105x61xf16>, tensor<405x5x5xf16>) bias(%b : tensor<405xf16>) outs(%init : tensor<8x405x108x61xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 3, 2, 2>, activation = #dwc<activation silu>} -> tensor<8x405x108x61xf16>
  return %0 : tensor<8x405x108x61xf16>
}
func.func @mma49__n4__f16__nchw(%x: tensor<4x283x96x24xf16>, %w: tensor<283x5x5xf16>, %init: tensor<4x283x97x26xf16>) -> tensor<4x283x97x26xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x283x96x24xf16>, tensor<283x5x5xf16>) outs(%init : tensor<4x283x97x26xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 3, 3>, activation = #dwc<activation none>} -> tensor<4x283x97x26xf16>
  return %0 : tensor<4x283x97x26xf16>
}
func.func @mma50__n16__f16__nchw(%x: tensor<16x319x51x51xf16>, %w: tensor<319x5x7xf16>, %init: tensor<16x319x55x52xf16>) -> tensor<16x319x55x52xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x319x51x51xf16>, tensor<319x5x7xf16>) outs(%init : tensor<16x319x55x52xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 4, 2, 5>, activation = #dwc<activation relu>} -> tensor<16x319x55x52xf16>
  return %0 : tensor<16x319x55x52xf16>
}
func.func @mma51__n32__f16__nchw(%x: tensor<32x260x48x62xf16>, %w: tensor<260x5x5xf16>, %b: tensor<260xf16>, %init: tensor<32x260x51x63xf16>) -> tensor<32x260x51x63xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x260x48x62xf16>, tensor<260x5x5xf16>) bias(%b : tensor<260xf16>) outs(%init : tensor<32x260x51x63xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 3, 1, 4>, activation = #dwc<activation silu>} -> tensor<32x260x51x63xf16>
  return %0 : tensor<32x260x51x63xf16>
}
func.func @mma52__n8__f16__nchw(%x: tensor<8x266x109x41xf16>, %w: tensor<266x5x7xf16>, %init: tensor<8x266x108x40xf16>) -> tensor<8x266x108x40xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x266x109x41xf16>, tensor<266x5x7xf16>) outs(%init : tensor<8x266x108x40xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 5, 0>, activation = #dwc<activation relu6>} -> tensor<8x266x108x40xf16>
  return %0 : tensor<8x266x108x40xf16>
}
func.func @mma53__n16__bf16__nchw(%x: tensor<16x320x75x14xbf16>, %w: tensor<320x7x7xbf16>, %init: tensor<16x320x74x12xbf16>) -> tensor<16x320x74x12xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x320x75x14xbf16>, tensor<320x7x7xbf16>) outs(%init : tensor<16x320x74x12xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 2, 1, 3>, activation = #dwc<activation relu>} -> tensor<16x320x74x12xbf16>
  return %0 : tensor<16x320x74x12xbf16>
}
func.func @mma54__n64__bf16__nchw(%x: tensor<64x285x46x109xbf16>, %w: tensor<285x7x7xbf16>, %b: tensor<285xbf16>, %init: tensor<64x285x44x112xbf16>) -> tensor<64x285x44x112xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x285x46x109xbf16>, tensor<285x7x7xbf16>) bias(%b : tensor<285xbf16>) outs(%init : tensor<64x285x44x112xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 3, 6>, activation = #dwc<activation relu6>} -> tensor<64x285x44x112xbf16>
  return %0 : tensor<64x285x44x112xbf16>
}
func.func @mma55__n16__f16__nchw(%x: tensor<16x262x46x81xf16>, %w: tensor<262x5x7xf16>, %b: tensor<262xf16>, %init: tensor<16x262x46x79xf16>) -> tensor<16x262x46x79xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x262x46x81xf16>, tensor<262x5x7xf16>) bias(%b : tensor<262xf16>) outs(%init : tensor<16x262x46x79xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 1>, activation = #dwc<activation relu>} -> tensor<16x262x46x79xf16>
  return %0 : tensor<16x262x46x79xf16>
}
func.func @mma56__n128__f16__nchw(%x: tensor<128x60x80x63xf16>, %w: tensor<60x5x5xf16>, %b: tensor<60xf16>, %init: tensor<128x60x79x62xf16>) -> tensor<128x60x79x62xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x60x80x63xf16>, tensor<60x5x5xf16>) bias(%b : tensor<60xf16>) outs(%init : tensor<128x60x79x62xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 0, 2, 1>, activation = #dwc<activation relu>} -> tensor<128x60x79x62xf16>
  return %0 : tensor<128x60x79x62xf16>
}
func.func @mma57__n8__bf16__nchw(%x: tensor<8x168x89x63xbf16>, %w: tensor<168x5x7xbf16>, %b: tensor<168xbf16>, %init: tensor<8x168x91x63xbf16>) -> tensor<8x168x91x63xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x168x89x63xbf16>, tensor<168x5x7xbf16>) bias(%b : tensor<168xbf16>) outs(%init : tensor<8x168x91x63xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 6, 0>, activation = #dwc<activation none>} -> tensor<8x168x91x63xbf16>
  return %0 : tensor<8x168x91x63xbf16>
}
func.func @mma58__n8__f16__nchw(%x: tensor<8x170x69x58xf16>, %w: tensor<170x9x3xf16>, %b: tensor<170xf16>, %init: tensor<8x170x63x59xf16>) -> tensor<8x170x63x59xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x170x69x58xf16>, tensor<170x9x3xf16>) bias(%b : tensor<170xf16>) outs(%init : tensor<8x170x63x59xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 2>, activation = #dwc<activation relu>} -> tensor<8x170x63x59xf16>
  return %0 : tensor<8x170x63x59xf16>
}
func.func @mma59__n64__f16__nchw(%x: tensor<64x301x45x84xf16>, %w: tensor<301x7x7xf16>, %init: tensor<64x301x43x83xf16>) -> tensor<64x301x43x83xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x301x45x84xf16>, tensor<301x7x7xf16>) outs(%init : tensor<64x301x43x83xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 3, 2>, activation = #dwc<activation none>} -> tensor<64x301x43x83xf16>
  return %0 : tensor<64x301x43x83xf16>
}
func.func @mma60__n128__bf16__nchw(%x: tensor<128x413x34x13xbf16>, %w: tensor<413x9x3xbf16>, %b: tensor<413xbf16>, %init: tensor<128x413x31x13xbf16>) -> tensor<128x413x31x13xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x413x34x13xbf16>, tensor<413x9x3xbf16>) bias(%b : tensor<413xbf16>) outs(%init : tensor<128x413x31x13xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 1, 0, 2>, activation = #dwc<activation silu>} -> tensor<128x413x31x13xbf16>
  return %0 : tensor<128x413x31x13xbf16>
}
func.func @mma61__n8__bf16__nchw(%x: tensor<8x323x38x105xbf16>, %w: tensor<323x5x5xbf16>, %b: tensor<323xbf16>, %init: tensor<8x323x35x106xbf16>) -> tensor<8x323x35x106xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x323x38x105xbf16>, tensor<323x5x5xbf16>) bias(%b : tensor<323xbf16>) outs(%init : tensor<8x323x35x106xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 4>, activation = #dwc<activation relu6>} -> tensor<8x323x35x106xbf16>
  return %0 : tensor<8x323x35x106xbf16>
}
func.func @mma62__n32__f16__nchw(%x: tensor<32x253x67x60xf16>, %w: tensor<253x5x7xf16>, %b: tensor<253xf16>, %init: tensor<32x253x66x57xf16>) -> tensor<32x253x66x57xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x253x67x60xf16>, tensor<253x5x7xf16>) bias(%b : tensor<253xf16>) outs(%init : tensor<32x253x66x57xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 0, 3>, activation = #dwc<activation silu>} -> tensor<32x253x66x57xf16>
  return %0 : tensor<32x253x66x57xf16>
}
func.func @mma63__n32__f16__nchw(%x: tensor<32x227x85x74xf16>, %w: tensor<227x5x5xf16>, %init: tensor<32x227x85x72xf16>) -> tensor<32x227x85x72xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x227x85x74xf16>, tensor<227x5x5xf16>) outs(%init : tensor<32x227x85x72xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 2, 0>, activation = #dwc<activation relu>} -> tensor<32x227x85x72xf16>
  return %0 : tensor<32x227x85x72xf16>
}
func.func @mma64__n8__f16__nchw(%x: tensor<8x405x68x31xf16>, %w: tensor<405x5x5xf16>, %b: tensor<405xf16>, %init: tensor<8x405x70x31xf16>) -> tensor<8x405x70x31xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x405x68x31xf16>, tensor<405x5x5xf16>) bias(%b : tensor<405xf16>) outs(%init : tensor<8x405x70x31xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 2, 3, 1>, activation = #dwc<activation silu>} -> tensor<8x405x70x31xf16>
  return %0 : tensor<8x405x70x31xf16>
}
func.func @mma65__n64__f16__nchw(%x: tensor<64x359x88x48xf16>, %w: tensor<359x7x7xf16>, %init: tensor<64x359x89x45xf16>) -> tensor<64x359x89x45xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x359x88x48xf16>, tensor<359x7x7xf16>) outs(%init : tensor<64x359x89x45xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 5, 2, 1>, activation = #dwc<activation silu>} -> tensor<64x359x89x45xf16>
  return %0 : tensor<64x359x89x45xf16>
}
func.func @mma66__n32__bf16__nchw(%x: tensor<32x204x112x40xbf16>, %w: tensor<204x5x5xbf16>, %b: tensor<204xbf16>, %init: tensor<32x204x111x40xbf16>) -> tensor<32x204x111x40xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x204x112x40xbf16>, tensor<204x5x5xbf16>) bias(%b : tensor<204xbf16>) outs(%init : tensor<32x204x111x40xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<32x204x111x40xbf16>
  return %0 : tensor<32x204x111x40xbf16>
}
func.func @mma67__n8__f16__nchw(%x: tensor<8x435x44x53xf16>, %w: tensor<435x7x7xf16>, %init: tensor<8x435x46x50xf16>) -> tensor<8x435x46x50xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x435x44x53xf16>, tensor<435x7x7xf16>) outs(%init : tensor<8x435x46x50xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 2, 2, 1>, activation = #dwc<activation relu>} -> tensor<8x435x46x50xf16>
  return %0 : tensor<8x435x46x50xf16>
}
func.func @mma68__n16__f16__nchw(%x: tensor<16x383x94x66xf16>, %w: tensor<383x5x5xf16>, %init: tensor<16x383x97x67xf16>) -> tensor<16x383x97x67xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x383x94x66xf16>, tensor<383x5x5xf16>) outs(%init : tensor<16x383x97x67xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 4, 1, 4>, activation = #dwc<activation relu6>} -> tensor<16x383x97x67xf16>
  return %0 : tensor<16x383x97x67xf16>
}
func.func @mma69__n8__f16__nchw(%x: tensor<8x271x102x80xf16>, %w: tensor<271x5x7xf16>, %b: tensor<271xf16>, %init: tensor<8x271x102x77xf16>) -> tensor<8x271x102x77xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x271x102x80xf16>, tensor<271x5x7xf16>) bias(%b : tensor<271xf16>) outs(%init : tensor<8x271x102x77xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 1>, activation = #dwc<activation silu>} -> tensor<8x271x102x77xf16>
  return %0 : tensor<8x271x102x77xf16>
}
func.func @mma70__n16__f16__nchw(%x: tensor<16x390x70x109xf16>, %w: tensor<390x5x5xf16>, %init: tensor<16x390x71x110xf16>) -> tensor<16x390x71x110xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x390x70x109xf16>, tensor<390x5x5xf16>) outs(%init : tensor<16x390x71x110xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 4, 2, 3>, activation = #dwc<activation silu>} -> tensor<16x390x71x110xf16>
  return %0 : tensor<16x390x71x110xf16>
}
func.func @mma71__n64__f16__nchw(%x: tensor<64x155x59x10xf16>, %w: tensor<155x9x3xf16>, %b: tensor<155xf16>, %init: tensor<64x155x63x12xf16>) -> tensor<64x155x63x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x155x59x10xf16>, tensor<155x9x3xf16>) bias(%b : tensor<155xf16>) outs(%init : tensor<64x155x63x12xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 8, 2, 2>, activation = #dwc<activation none>} -> tensor<64x155x63x12xf16>
  return %0 : tensor<64x155x63x12xf16>
}
func.func @mma72__n128__f16__nchw(%x: tensor<128x223x33x79xf16>, %w: tensor<223x5x5xf16>, %b: tensor<223xf16>, %init: tensor<128x223x36x81xf16>) -> tensor<128x223x36x81xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x223x33x79xf16>, tensor<223x5x5xf16>) bias(%b : tensor<223xf16>) outs(%init : tensor<128x223x36x81xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 3, 4, 2>, activation = #dwc<activation relu>} -> tensor<128x223x36x81xf16>
  return %0 : tensor<128x223x36x81xf16>
}
func.func @mma73__n8__f16__nchw(%x: tensor<8x52x63x62xf16>, %w: tensor<52x5x5xf16>, %b: tensor<52xf16>, %init: tensor<8x52x63x64xf16>) -> tensor<8x52x63x64xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x52x63x62xf16>, tensor<52x5x5xf16>) bias(%b : tensor<52xf16>) outs(%init : tensor<8x52x63x64xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 4>, activation = #dwc<activation silu>} -> tensor<8x52x63x64xf16>
  return %0 : tensor<8x52x63x64xf16>
}
func.func @mma74__n8__bf16__nchw(%x: tensor<8x277x56x76xbf16>, %w: tensor<277x5x7xbf16>, %init: tensor<8x277x56x74xbf16>) -> tensor<8x277x56x74xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x277x56x76xbf16>, tensor<277x5x7xbf16>) outs(%init : tensor<8x277x56x74xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 1, 3>, activation = #dwc<activation relu6>} -> tensor<8x277x56x74xbf16>
  return %0 : tensor<8x277x56x74xbf16>
}
func.func @mma75__n8__f16__nchw(%x: tensor<8x348x55x66xf16>, %w: tensor<348x5x7xf16>, %b: tensor<348xf16>, %init: tensor<8x348x55x67xf16>) -> tensor<8x348x55x67xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x348x55x66xf16>, tensor<348x5x7xf16>) bias(%b : tensor<348xf16>) outs(%init : tensor<8x348x55x67xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 1, 6>, activation = #dwc<activation none>} -> tensor<8x348x55x67xf16>
  return %0 : tensor<8x348x55x67xf16>
}
func.func @mma76__n8__bf16__nchw(%x: tensor<8x357x97x104xbf16>, %w: tensor<357x7x7xbf16>, %init: tensor<8x357x95x100xbf16>) -> tensor<8x357x95x100xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x357x97x104xbf16>, tensor<357x7x7xbf16>) outs(%init : tensor<8x357x95x100xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 2, 0>, activation = #dwc<activation relu6>} -> tensor<8x357x95x100xbf16>
  return %0 : tensor<8x357x95x100xbf16>
}
func.func @mma77__n8__f16__nchw(%x: tensor<8x442x89x39xf16>, %w: tensor<442x9x3xf16>, %init: tensor<8x442x95x41xf16>) -> tensor<8x442x95x41xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x442x89x39xf16>, tensor<442x9x3xf16>) outs(%init : tensor<8x442x95x41xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 8, 6, 2, 2>, activation = #dwc<activation silu>} -> tensor<8x442x95x41xf16>
  return %0 : tensor<8x442x95x41xf16>
}
func.func @mma78__n32__bf16__nchw(%x: tensor<32x186x63x30xbf16>, %w: tensor<186x5x5xbf16>, %b: tensor<186xbf16>, %init: tensor<32x186x63x30xbf16>) -> tensor<32x186x63x30xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x186x63x30xbf16>, tensor<186x5x5xbf16>) bias(%b : tensor<186xbf16>) outs(%init : tensor<32x186x63x30xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 0, 4>, activation = #dwc<activation relu6>} -> tensor<32x186x63x30xbf16>
  return %0 : tensor<32x186x63x30xbf16>
}
func.func @mma79__n16__bf16__nchw(%x: tensor<16x106x110x66xbf16>, %w: tensor<106x5x7xbf16>, %b: tensor<106xbf16>, %init: tensor<16x106x106x63xbf16>) -> tensor<16x106x106x63xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x106x110x66xbf16>, tensor<106x5x7xbf16>) bias(%b : tensor<106xbf16>) outs(%init : tensor<16x106x106x63xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 3>, activation = #dwc<activation relu>} -> tensor<16x106x106x63xbf16>
  return %0 : tensor<16x106x106x63xbf16>
}
