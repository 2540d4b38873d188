func.func @m0__n16__f16__nchw(%x: tensor<16x416x20x22xf16>, %w: tensor<416x7x7xf16>, %b: tensor<416xf16>, %init: tensor<16x416x20x22xf16>) -> tensor<16x416x20x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x416x20x22xf16>, tensor<416x7x7xf16>) bias(%b : tensor<416xf16>) outs(%init : tensor<16x416x20x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 0, 6>, activation = #dwc<activation relu6>} -> tensor<16x416x20x22xf16>
  return %0 : tensor<16x416x20x22xf16>
}
func.func @m1__n64__f16__nchw(%x: tensor<64x628x27x16xf16>, %w: tensor<628x7x7xf16>, %b: tensor<628xf16>, %init: tensor<64x628x27x16xf16>) -> tensor<64x628x27x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x628x27x16xf16>, tensor<628x7x7xf16>) bias(%b : tensor<628xf16>) outs(%init : tensor<64x628x27x16xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 0, 6>, activation = #dwc<activation relu>} -> tensor<64x628x27x16xf16>
  return %0 : tensor<64x628x27x16xf16>
}
func.func @m3__n20__bf16__nchw(%x: tensor<20x83x25x10xbf16>, %w: tensor<83x5x5xbf16>, %init: tensor<20x83x25x10xbf16>) -> tensor<20x83x25x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x83x25x10xbf16>, tensor<83x5x5xbf16>) outs(%init : tensor<20x83x25x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 2>, activation = #dwc<activation none>} -> tensor<20x83x25x10xbf16>
  return %0 : tensor<20x83x25x10xbf16>
}
func.func @m4__n32__f16__nchw(%x: tensor<32x250x32x30xf16>, %w: tensor<250x7x7xf16>, %init: tensor<32x250x32x30xf16>) -> tensor<32x250x32x30xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x250x32x30xf16>, tensor<250x7x7xf16>) outs(%init : tensor<32x250x32x30xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 6, 0>, activation = #dwc<activation none>} -> tensor<32x250x32x30xf16>
  return %0 : tensor<32x250x32x30xf16>
}
func.func @m7__n20__f16__nchw(%x: tensor<20x527x22x14xf16>, %w: tensor<527x5x5xf16>, %b: tensor<527xf16>, %init: tensor<20x527x22x14xf16>) -> tensor<20x527x22x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x527x22x14xf16>, tensor<527x5x5xf16>) bias(%b : tensor<527xf16>) outs(%init : tensor<20x527x22x14xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 0>, activation = #dwc<activation none>} -> tensor<20x527x22x14xf16>
  return %0 : tensor<20x527x22x14xf16>
}
func.func @m12__n16__f16__nchw(%x: tensor<16x417x25x24xf16>, %w: tensor<417x7x7xf16>, %b: tensor<417xf16>, %init: tensor<16x417x25x24xf16>) -> tensor<16x417x25x24xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x417x25x24xf16>, tensor<417x7x7xf16>) bias(%b : tensor<417xf16>) outs(%init : tensor<16x417x25x24xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 2>, activation = #dwc<activation relu>} -> tensor<16x417x25x24xf16>
  return %0 : tensor<16x417x25x24xf16>
}
func.func @m15__n64__f16__nchw(%x: tensor<64x156x20x10xf16>, %w: tensor<156x5x5xf16>, %b: tensor<156xf16>, %init: tensor<64x156x20x10xf16>) -> tensor<64x156x20x10xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x156x20x10xf16>, tensor<156x5x5xf16>) bias(%b : tensor<156xf16>) outs(%init : tensor<64x156x20x10xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 4, 0>, activation = #dwc<activation silu>} -> tensor<64x156x20x10xf16>
  return %0 : tensor<64x156x20x10xf16>
}
func.func @m17__n32__f16__nchw(%x: tensor<32x91x28x12xf16>, %w: tensor<91x7x7xf16>, %init: tensor<32x91x28x12xf16>) -> tensor<32x91x28x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x91x28x12xf16>, tensor<91x7x7xf16>) outs(%init : tensor<32x91x28x12xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 2, 4>, activation = #dwc<activation none>} -> tensor<32x91x28x12xf16>
  return %0 : tensor<32x91x28x12xf16>
}
func.func @m21__n128__f16__nchw(%x: tensor<128x228x32x24xf16>, %w: tensor<228x7x5xf16>, %init: tensor<128x228x32x24xf16>) -> tensor<128x228x32x24xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x228x32x24xf16>, tensor<228x7x5xf16>) outs(%init : tensor<128x228x32x24xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 4, 0>, activation = #dwc<activation relu>} -> tensor<128x228x32x24xf16>
  return %0 : tensor<128x228x32x24xf16>
}
func.func @m22__n128__f16__nchw(%x: tensor<128x633x32x28xf16>, %w: tensor<633x7x7xf16>, %init: tensor<128x633x32x28xf16>) -> tensor<128x633x32x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x633x32x28xf16>, tensor<633x7x7xf16>) outs(%init : tensor<128x633x32x28xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 0, 6>, activation = #dwc<activation silu>} -> tensor<128x633x32x28xf16>
  return %0 : tensor<128x633x32x28xf16>
}
func.func @m24__n128__f16__nchw(%x: tensor<128x67x31x12xf16>, %w: tensor<67x5x5xf16>, %b: tensor<67xf16>, %init: tensor<128x67x31x12xf16>) -> tensor<128x67x31x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x67x31x12xf16>, tensor<67x5x5xf16>) bias(%b : tensor<67xf16>) outs(%init : tensor<128x67x31x12xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 0, 4>, activation = #dwc<activation relu6>} -> tensor<128x67x31x12xf16>
  return %0 : tensor<128x67x31x12xf16>
}
func.func @m26__n64__bf16__nchw(%x: tensor<64x161x26x20xbf16>, %w: tensor<161x5x5xbf16>, %b: tensor<161xbf16>, %init: tensor<64x161x26x20xbf16>) -> tensor<64x161x26x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x161x26x20xbf16>, tensor<161x5x5xbf16>) bias(%b : tensor<161xbf16>) outs(%init : tensor<64x161x26x20xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 2, 2>, activation = #dwc<activation none>} -> tensor<64x161x26x20xbf16>
  return %0 : tensor<64x161x26x20xbf16>
}
func.func @m29__n16__bf16__nchw(%x: tensor<16x297x20x8xbf16>, %w: tensor<297x7x5xbf16>, %b: tensor<297xbf16>, %init: tensor<16x297x20x8xbf16>) -> tensor<16x297x20x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x297x20x8xbf16>, tensor<297x7x5xbf16>) bias(%b : tensor<297xbf16>) outs(%init : tensor<16x297x20x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 4, 4, 0>, activation = #dwc<activation none>} -> tensor<16x297x20x8xbf16>
  return %0 : tensor<16x297x20x8xbf16>
}
func.func @m34__n20__f16__nchw(%x: tensor<20x70x28x22xf16>, %w: tensor<70x5x5xf16>, %b: tensor<70xf16>, %init: tensor<20x70x28x22xf16>) -> tensor<20x70x28x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x70x28x22xf16>, tensor<70x5x5xf16>) bias(%b : tensor<70xf16>) outs(%init : tensor<20x70x28x22xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 2>, activation = #dwc<activation relu6>} -> tensor<20x70x28x22xf16>
  return %0 : tensor<20x70x28x22xf16>
}
func.func @m35__n64__f16__nchw(%x: tensor<64x418x27x32xf16>, %w: tensor<418x5x5xf16>, %init: tensor<64x418x27x32xf16>) -> tensor<64x418x27x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x418x27x32xf16>, tensor<418x5x5xf16>) outs(%init : tensor<64x418x27x32xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 0, 4>, activation = #dwc<activation relu>} -> tensor<64x418x27x32xf16>
  return %0 : tensor<64x418x27x32xf16>
}
func.func @m37__n32__bf16__nchw(%x: tensor<32x149x26x26xbf16>, %w: tensor<149x5x5xbf16>, %b: tensor<149xbf16>, %init: tensor<32x149x26x26xbf16>) -> tensor<32x149x26x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x149x26x26xbf16>, tensor<149x5x5xbf16>) bias(%b : tensor<149xbf16>) outs(%init : tensor<32x149x26x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 1, 2, 2>, activation = #dwc<activation none>} -> tensor<32x149x26x26xbf16>
  return %0 : tensor<32x149x26x26xbf16>
}
func.func @m39__n16__bf16__nchw(%x: tensor<16x441x26x22xbf16>, %w: tensor<441x7x5xbf16>, %b: tensor<441xbf16>, %init: tensor<16x441x26x22xbf16>) -> tensor<16x441x26x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x441x26x22xbf16>, tensor<441x7x5xbf16>) bias(%b : tensor<441xbf16>) outs(%init : tensor<16x441x26x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 0, 4>, activation = #dwc<activation silu>} -> tensor<16x441x26x22xbf16>
  return %0 : tensor<16x441x26x22xbf16>
}
func.func @m1018__n32__bf16__nchw(%x: tensor<32x317x25x26xbf16>, %w: tensor<317x7x7xbf16>, %b: tensor<317xbf16>, %init: tensor<32x317x25x26xbf16>) -> tensor<32x317x25x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x317x25x26xbf16>, tensor<317x7x7xbf16>) bias(%b : tensor<317xbf16>) outs(%init : tensor<32x317x25x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 5, 4, 2>, activation = #dwc<activation relu6>} -> tensor<32x317x25x26xbf16>
  return %0 : tensor<32x317x25x26xbf16>
}
func.func @m1022__n20__bf16__nchw(%x: tensor<20x485x26x8xbf16>, %w: tensor<485x5x5xbf16>, %init: tensor<20x485x26x8xbf16>) -> tensor<20x485x26x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x485x26x8xbf16>, tensor<485x5x5xbf16>) outs(%init : tensor<20x485x26x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 3, 0, 4>, activation = #dwc<activation silu>} -> tensor<20x485x26x8xbf16>
  return %0 : tensor<20x485x26x8xbf16>
}
func.func @m1024__n20__f16__nchw(%x: tensor<20x404x21x16xf16>, %w: tensor<404x7x5xf16>, %init: tensor<20x404x21x16xf16>) -> tensor<20x404x21x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x404x21x16xf16>, tensor<404x7x5xf16>) outs(%init : tensor<20x404x21x16xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 0, 2, 2>, activation = #dwc<activation silu>} -> tensor<20x404x21x16xf16>
  return %0 : tensor<20x404x21x16xf16>
}
func.func @m1025__n20__f16__nchw(%x: tensor<20x145x28x32xf16>, %w: tensor<145x7x5xf16>, %b: tensor<145xf16>, %init: tensor<20x145x28x32xf16>) -> tensor<20x145x28x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x145x28x32xf16>, tensor<145x7x5xf16>) bias(%b : tensor<145xf16>) outs(%init : tensor<20x145x28x32xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 2, 2>, activation = #dwc<activation none>} -> tensor<20x145x28x32xf16>
  return %0 : tensor<20x145x28x32xf16>
}
func.func @m1026__n48__bf16__nchw(%x: tensor<48x651x31x10xbf16>, %w: tensor<651x5x7xbf16>, %init: tensor<48x651x31x10xbf16>) -> tensor<48x651x31x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x651x31x10xbf16>, tensor<651x5x7xbf16>) outs(%init : tensor<48x651x31x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 4>, activation = #dwc<activation relu6>} -> tensor<48x651x31x10xbf16>
  return %0 : tensor<48x651x31x10xbf16>
}
func.func @m1027__n32__bf16__nchw(%x: tensor<32x406x28x10xbf16>, %w: tensor<406x5x5xbf16>, %b: tensor<406xbf16>, %init: tensor<32x406x28x10xbf16>) -> tensor<32x406x28x10xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x406x28x10xbf16>, tensor<406x5x5xbf16>) bias(%b : tensor<406xbf16>) outs(%init : tensor<32x406x28x10xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 2, 2, 4, 0>, activation = #dwc<activation none>} -> tensor<32x406x28x10xbf16>
  return %0 : tensor<32x406x28x10xbf16>
}
func.func @m1030__n128__bf16__nchw(%x: tensor<128x585x25x8xbf16>, %w: tensor<585x7x5xbf16>, %init: tensor<128x585x25x8xbf16>) -> tensor<128x585x25x8xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x585x25x8xbf16>, tensor<585x7x5xbf16>) outs(%init : tensor<128x585x25x8xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 4, 0>, activation = #dwc<activation none>} -> tensor<128x585x25x8xbf16>
  return %0 : tensor<128x585x25x8xbf16>
}
func.func @m1031__n64__f16__nchw(%x: tensor<64x174x28x20xf16>, %w: tensor<174x7x7xf16>, %init: tensor<64x174x28x20xf16>) -> tensor<64x174x28x20xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x174x28x20xf16>, tensor<174x7x7xf16>) outs(%init : tensor<64x174x28x20xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 6, 6, 0>, activation = #dwc<activation none>} -> tensor<64x174x28x20xf16>
  return %0 : tensor<64x174x28x20xf16>
}
func.func @m1035__n64__bf16__nchw(%x: tensor<64x155x25x24xbf16>, %w: tensor<155x5x5xbf16>, %init: tensor<64x155x25x24xbf16>) -> tensor<64x155x25x24xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<64x155x25x24xbf16>, tensor<155x5x5xbf16>) outs(%init : tensor<64x155x25x24xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 4, 0, 2, 2>, activation = #dwc<activation none>} -> tensor<64x155x25x24xbf16>
  return %0 : tensor<64x155x25x24xbf16>
}
func.func @m1036__n128__bf16__nchw(%x: tensor<128x408x24x26xbf16>, %w: tensor<408x7x5xbf16>, %init: tensor<128x408x24x26xbf16>) -> tensor<128x408x24x26xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x408x24x26xbf16>, tensor<408x7x5xbf16>) outs(%init : tensor<128x408x24x26xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 6, 0, 0, 4>, activation = #dwc<activation none>} -> tensor<128x408x24x26xbf16>
  return %0 : tensor<128x408x24x26xbf16>
}
func.func @m1044__n48__f16__nchw(%x: tensor<48x394x31x26xf16>, %w: tensor<394x7x5xf16>, %init: tensor<48x394x31x26xf16>) -> tensor<48x394x31x26xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x394x31x26xf16>, tensor<394x7x5xf16>) outs(%init : tensor<48x394x31x26xf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 4, 0>, activation = #dwc<activation relu>} -> tensor<48x394x31x26xf16>
  return %0 : tensor<48x394x31x26xf16>
}
func.func @m1049__n16__bf16__nchw(%x: tensor<16x479x29x22xbf16>, %w: tensor<479x5x5xbf16>, %init: tensor<16x479x29x22xbf16>) -> tensor<16x479x29x22xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x479x29x22xbf16>, tensor<479x5x5xbf16>) outs(%init : tensor<16x479x29x22xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 4, 0, 4>, activation = #dwc<activation none>} -> tensor<16x479x29x22xbf16>
  return %0 : tensor<16x479x29x22xbf16>
}
func.func @m1051__n48__bf16__nchw(%x: tensor<48x506x31x16xbf16>, %w: tensor<506x7x7xbf16>, %b: tensor<506xbf16>, %init: tensor<48x506x31x16xbf16>) -> tensor<48x506x31x16xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<48x506x31x16xbf16>, tensor<506x7x7xbf16>) bias(%b : tensor<506xbf16>) outs(%init : tensor<48x506x31x16xbf16>) {layout = #dwc<layout nchw>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 3, 3, 6, 0>, activation = #dwc<activation relu>} -> tensor<48x506x31x16xbf16>
  return %0 : tensor<48x506x31x16xbf16>
}
