// RUN: dwc-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 2 strides (height, width), got 1}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {strides = array<i64: 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 2 dilations (height, width), got 3}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {dilations = array<i64: 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 4 padding values (top, bottom, left, right), got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected positive strides}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {strides = array<i64: 0, 1>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected positive dilations}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {dilations = array<i64: 1, -2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected non-negative padding}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, -1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf16>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'filter' to have element type 'f32' like 'input', got 'f16'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf16>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xbf16>) -> tensor<1x8x10x10xbf16> {
  // expected-error @+1 {{expected 'init' to have element type 'f32' like 'input', got 'bf16'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xbf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xbf16>
  return %0 : tensor<1x8x10x10xbf16>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf16>, %w: tensor<8x3x3xf16>, %init: tensor<1x8x10x10xf16>) -> tensor<1x8x10x10xf16> {
  // expected-error @+1 {{expected accumulator type to be f32 or the element type ('f16'), got 'bf16'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf16>, tensor<8x3x3xf16>) outs(%init : tensor<1x8x10x10xf16>) {padding = array<i64: 1, 1, 1, 1>, acc_type = bf16} -> tensor<1x8x10x10xf16>
  return %0 : tensor<1x8x10x10xf16>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected accumulator type to be f32 or the element type ('f32'), got 'f64'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>, acc_type = f64} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>, %b: tensor<8xf16>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'bias' to have element type 'f32' like 'input', got 'f16'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) bias(%b : tensor<8xf16>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xi32>, %w: tensor<8x3x3xi32>, %init: tensor<1x8x10x10xi32>) -> tensor<1x8x10x10xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<1x8x10x10xi32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xi32>, tensor<8x3x3xi32>) outs(%init : tensor<1x8x10x10xi32>) -> tensor<1x8x10x10xi32>
  return %0 : tensor<1x8x10x10xi32>
}

// -----

func.func @f(%x: tensor<8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'input' of rank 4 (NCHW), got rank 3}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<8x10x10xf32>) -> tensor<8x10x10xf32> {
  // expected-error @+1 {{expected 'init' of rank 4 (NCHW), got rank 3}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x10x10xf32>
  return %0 : tensor<8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x9xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'filter' of rank 3 (CHW), got rank 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x9xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x10x10x8xf32>, %w: tensor<3x3x8x1xf32>, %init: tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32> {
  // expected-error @+1 {{expected 'filter' of rank 3 (HWC), got rank 4}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x10x10x8xf32>, tensor<3x3x8x1xf32>) outs(%init : tensor<1x10x10x8xf32>) {padding = array<i64: 1, 1, 1, 1>, layout = #dwc<layout nhwc>} -> tensor<1x10x10x8xf32>
  return %0 : tensor<1x10x10x8xf32>
}

// -----

func.func @f(%x: tensor<1x?x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'input' to have a static channel dimension}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x?x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x?x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'filter' to have a static shape, got 'tensor<8x?x3xf32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x?x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<12x3x3xf32>, %init: tensor<1x12x10x10xf32>) -> tensor<1x12x10x10xf32> {
  // expected-error @+1 {{expected 'filter' channels (12) to be a multiple of 'input' channels (8)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<12x3x3xf32>) outs(%init : tensor<1x12x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x12x10x10xf32>
  return %0 : tensor<1x12x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32> {
  // expected-error @+1 {{expected 'filter' channels (4) to be a multiple of 'input' channels (8)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x4x10x10xf32>
  return %0 : tensor<1x4x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<16x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'init' to have 16 channels (input channels x channel multiplier), got 8}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<16x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x?x10x10xf32>) -> tensor<1x?x10x10xf32> {
  // expected-error @+1 {{expected 'init' to have 8 channels (input channels x channel multiplier), got ?}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x?x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x?x10x10xf32>
  return %0 : tensor<1x?x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> {
  // expected-error @+1 {{expected 'init' batch size 2 to match 'input' batch size 1}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<2x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<2x8x10x10xf32>
  return %0 : tensor<2x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected padding along height (3, 1) to be smaller than the dilated kernel extent 3}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 3, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x12xf32>) -> tensor<1x8x10x12xf32> {
  // expected-error @+1 {{expected padding along width (2, 5) to be smaller than the dilated kernel extent 5}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x12xf32>) {padding = array<i64: 1, 1, 2, 5>, dilations = array<i64: 1, 2>} -> tensor<1x8x10x12xf32>
  return %0 : tensor<1x8x10x12xf32>
}

// -----

func.func @f(%x: tensor<1x8x2x10xf32>, %w: tensor<8x7x3xf32>, %init: tensor<1x8x1x10xf32>) -> tensor<1x8x1x10xf32> {
  // expected-error @+1 {{dilated kernel extent 7 exceeds the padded 'input' height 4}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x2x10xf32>, tensor<8x7x3xf32>) outs(%init : tensor<1x8x1x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x1x10xf32>
  return %0 : tensor<1x8x1x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x9x10xf32>) -> tensor<1x8x9x10xf32> {
  // expected-error @+1 {{expected 'init' height 10 (from 'input' height 10, kernel 3, stride 1, dilation 1, padding 1+1), got 9}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x9x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x9x10xf32>
  return %0 : tensor<1x8x9x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'init' width 5 (from 'input' width 10, kernel 3, stride 2, dilation 1, padding 1+1), got 10}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 2>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x?x?x?xf32>, %w: tensor<3x3x8xf32>, %init: tensor<1x?x?x8xf32>) -> tensor<1x?x?x8xf32> {
  // expected-error @+1 {{expected 'input' to have a static channel dimension}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x?x?x?xf32>, tensor<3x3x8xf32>) outs(%init : tensor<1x?x?x8xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x?x?x8xf32>
  return %0 : tensor<1x?x?x8xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>, %b: tensor<4xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'bias' of shape [8], got 'tensor<4xf32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) bias(%b : tensor<4xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>, %b: tensor<1x8xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+1 {{expected 'bias' of shape [8], got 'tensor<1x8xf32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) bias(%b : tensor<1x8xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x?x10xf32> {
  // expected-error @+1 {{expected type of operand #2 ('tensor<1x8x10x10xf32>') to match type of corresponding result ('tensor<1x8x?x10xf32>')}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x?x10xf32>
  return %0 : tensor<1x8x?x10xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16x1xf32>, %init: tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'filter' of rank 2 (Cout x Cin), got rank 3}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16x1xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x7x7x16xf32>, %w: tensor<16xf32>, %init: tensor<2x7x7x32xf32>) -> tensor<2x7x7x32xf32> {
  // expected-error @+1 {{expected 'filter' of rank 2 (Cin x Cout), got rank 1}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf32>, tensor<16xf32>) outs(%init : tensor<2x7x7x32xf32>) {layout = #dwc<layout nhwc>} -> tensor<2x7x7x32xf32>
  return %0 : tensor<2x7x7x32xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<?x16xf32>, %init: tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'filter' to have a static shape, got 'tensor<?x16xf32>'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<?x16xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x8xf32>, %init: tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'input' to have 8 channels (the filter's input channels), got 16}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x8xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<24x16xf32>, %init: tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'init' to have 24 channels (the filter's output channels), got 32}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<24x16xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x7x7x16xf32>, %w: tensor<32x16xf32>, %init: tensor<2x7x7x32xf32>) -> tensor<2x7x7x32xf32> {
  // expected-error @+1 {{expected 'input' to have 32 channels (the filter's input channels), got 16}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf32>, tensor<32x16xf32>) outs(%init : tensor<2x7x7x32xf32>) {layout = #dwc<layout nhwc>} -> tensor<2x7x7x32xf32>
  return %0 : tensor<2x7x7x32xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<2x32x8x7xf32>) -> tensor<2x32x8x7xf32> {
  // expected-error @+1 {{expected 'init' height 8 to match 'input' height 7}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x32x8x7xf32>) -> tensor<2x32x8x7xf32>
  return %0 : tensor<2x32x8x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<2x32x7x6xf32>) -> tensor<2x32x7x6xf32> {
  // expected-error @+1 {{expected 'init' width 6 to match 'input' width 7}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x32x7x6xf32>) -> tensor<2x32x7x6xf32>
  return %0 : tensor<2x32x7x6xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<3x32x7x7xf32>) -> tensor<3x32x7x7xf32> {
  // expected-error @+1 {{expected 'init' batch size 3 to match 'input' batch size 2}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<3x32x7x7xf32>) -> tensor<3x32x7x7xf32>
  return %0 : tensor<3x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<2x32x7x7xf32>, %b: tensor<16xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'bias' of shape [32], got 'tensor<16xf32>'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) bias(%b : tensor<16xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xbf16>, %w: tensor<32x16xbf16>, %init: tensor<2x32x7x7xbf16>) -> tensor<2x32x7x7xbf16> {
  // expected-error @+1 {{expected accumulator type to be f32 or the element type ('bf16'), got 'f16'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xbf16>, tensor<32x16xbf16>) outs(%init : tensor<2x32x7x7xbf16>) {acc_type = f16} -> tensor<2x32x7x7xbf16>
  return %0 : tensor<2x32x7x7xbf16>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x4xf32>, %init: tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'pointwise_filter' input channels (4) to match the depthwise output channels (8)}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x4xf32>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %init: tensor<1x12x10x10xf32>) -> tensor<1x12x10x10xf32> {
  // expected-error @+1 {{expected 'init' to have 16 channels (the pointwise output channels), got 12}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) outs(%init : tensor<1x12x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x12x10x10xf32>
  return %0 : tensor<1x12x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8x1xf32>, %init: tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'pointwise_filter' of rank 2 (Cout x Cin), got rank 3}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8x1xf32>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %init: tensor<1x16x5x10xf32>) -> tensor<1x16x5x10xf32> {
  // expected-error @+1 {{expected 'init' height 10 (from 'input' height 10, kernel 3, stride 1, dilation 1, padding 1+1), got 5}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) outs(%init : tensor<1x16x5x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x5x10xf32>
  return %0 : tensor<1x16x5x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %init: tensor<1x16x10x10xf32>, %db: tensor<16xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'depthwise_bias' of shape [8], got 'tensor<16xf32>'}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) depthwise_bias(%db : tensor<16xf32>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %init: tensor<1x16x10x10xf32>, %pb: tensor<8xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'pointwise_bias' of shape [16], got 'tensor<8xf32>'}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) pointwise_bias(%pb : tensor<8xf32>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf16>, %init: tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'pointwise_filter' to have element type 'f32' like 'input', got 'f16'}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf16>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %init: tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 2 strides (height, width), got 3}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) outs(%init : tensor<1x16x10x10xf32>) {strides = array<i64: 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @f(%a: tensor<4x8x4x5xf32>, %b: tensor<8x3x3xf32>, %init: tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32> {
  // expected-error @+1 {{expected 'grad_output' height 5 (from 'init' height 10, kernel 3, stride 2, dilation 1, padding 0+1), got 4}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%a, %b : tensor<4x8x4x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<4x8x10x10xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<4x8x10x10xf32>
  return %0 : tensor<4x8x10x10xf32>
}

// -----

func.func @f(%a: tensor<4x8x5x5xf32>, %b: tensor<16x3x3xf32>, %init: tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32> {
  // expected-error @+1 {{expected 'grad_output' to have 16 channels (input channels x channel multiplier), got 8}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%a, %b : tensor<4x8x5x5xf32>, tensor<16x3x3xf32>) outs(%init : tensor<4x8x10x10xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<4x8x10x10xf32>
  return %0 : tensor<4x8x10x10xf32>
}

// -----

func.func @f(%a: tensor<4x8x5x5xf32>, %b: tensor<8x3x3xf32>, %init: tensor<4x?x10x10xf32>) -> tensor<4x?x10x10xf32> {
  // expected-error @+1 {{expected 'init' to have a static channel dimension}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%a, %b : tensor<4x8x5x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<4x?x10x10xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<4x?x10x10xf32>
  return %0 : tensor<4x?x10x10xf32>
}

// -----

func.func @f(%a: tensor<4x8x10x10xf32>, %b: tensor<4x8x5x5xf32>, %init: tensor<6x3x3xf32>) -> tensor<6x3x3xf32> {
  // expected-error @+1 {{expected 'init' channels (6) to be a multiple of 'input' channels (8)}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%a, %b : tensor<4x8x10x10xf32>, tensor<4x8x5x5xf32>) outs(%init : tensor<6x3x3xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<6x3x3xf32>
  return %0 : tensor<6x3x3xf32>
}

// -----

func.func @f(%a: tensor<4x8x10x10xf32>, %b: tensor<4x8x5x5xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  // expected-error @+1 {{expected 'grad_output' height 4 (from 'input' height 10, kernel 3, stride 2, dilation 1, padding 0+0), got 5}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%a, %b : tensor<4x8x10x10xf32>, tensor<4x8x5x5xf32>) outs(%init : tensor<8x3x3xf32>) {strides = array<i64: 2, 2>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

func.func @f(%a: tensor<4x8x10x10xf32>, %b: tensor<4x8x5x5xf16>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  // expected-error @+1 {{expected 'grad_output' to have element type 'f32' like 'input', got 'f16'}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%a, %b : tensor<4x8x10x10xf32>, tensor<4x8x5x5xf16>) outs(%init : tensor<8x3x3xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

func.func @f(%a: tensor<2x32x7x7xf32>, %b: tensor<32x16xf32>, %init: tensor<2x8x7x7xf32>) -> tensor<2x8x7x7xf32> {
  // expected-error @+1 {{expected 'init' to have 16 channels (the filter's input channels), got 8}}
  %0 = dwc.pointwise_conv2d_backward_data ins(%a, %b : tensor<2x32x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x8x7x7xf32>) -> tensor<2x8x7x7xf32>
  return %0 : tensor<2x8x7x7xf32>
}

// -----

func.func @f(%a: tensor<2x24x7x7xf32>, %b: tensor<32x16xf32>, %init: tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32> {
  // expected-error @+1 {{expected 'grad_output' to have 32 channels (the filter's output channels), got 24}}
  %0 = dwc.pointwise_conv2d_backward_data ins(%a, %b : tensor<2x24x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32>
  return %0 : tensor<2x16x7x7xf32>
}

// -----

func.func @f(%a: tensor<2x16x7x7xf32>, %b: tensor<2x32x7x7xf32>, %init: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{expected 'input' to have 32 channels (the filter's input channels), got 16}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%a, %b : tensor<2x16x7x7xf32>, tensor<2x32x7x7xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

func.func @f(%a: tensor<2x16x7x7xf32>, %b: tensor<2x32x7x6xf32>, %init: tensor<32x16xf32>) -> tensor<32x16xf32> {
  // expected-error @+1 {{expected 'grad_output' width 6 to match 'input' width 7}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%a, %b : tensor<2x16x7x7xf32>, tensor<2x32x7x6xf32>) outs(%init : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+2 {{expected ::mlir::dwc::Layout to be one of: nchw, nhwc}}
  // expected-error @+1 {{failed to parse DWC_LayoutAttr parameter 'value'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {layout = #dwc<layout chwn>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  // expected-error @+2 {{expected ::mlir::dwc::Activation to be one of: none, relu, relu6, silu}}
  // expected-error @+1 {{failed to parse DWC_ActivationAttr parameter 'value'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) {activation = #dwc<activation gelu>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// -----

// Schedules (#dwc.depthwise_config).

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected positive depthwise config parameters}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 0, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected at most 1024 threads per block, got 2048}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 128, block_rows = 8, block_cols = 16, threads = 2048, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected vector_width to be a power of two up to 8, got 3}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 3, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected block_rows (6) to be a multiple of rows_per_thread (4)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 6, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected threads (24) to be block_channels x (block_rows / rows_per_thread) = 4 times a power of two up to 32 (lanes per row)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 24, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf32>, %w: tensor<3x3x4xf32>, %init: tensor<2x16x16x4xf32>) -> tensor<2x16x16x4xf32> {
  // expected-error @+1 {{expected threads = (block_channels / vector_width) x (block_rows / rows_per_thread) x (block_cols / cols_per_thread) = 8, got 6}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf32>, tensor<3x3x4xf32>) outs(%init : tensor<2x16x16x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 8, block_cols = 16, threads = 6, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = window>} -> tensor<2x16x16x4xf32>
  return %0 : tensor<2x16x16x4xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf32>, %w: tensor<3x3x4xf32>, %init: tensor<2x16x16x4xf32>) -> tensor<2x16x16x4xf32> {
  // expected-error @+1 {{expected block_channels to be a multiple of vector_width and block_cols a multiple of cols_per_thread}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf32>, tensor<3x3x4xf32>) outs(%init : tensor<2x16x16x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 6, block_rows = 8, block_cols = 16, threads = 12, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = window>} -> tensor<2x16x16x4xf32>
  return %0 : tensor<2x16x16x4xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf32>, %w: tensor<3x3x4xf32>, %init: tensor<2x16x16x4xf32>) -> tensor<2x16x16x4xf32> {
  // expected-error @+1 {{'shuffle' column reuse needs the NCHW layout}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf32>, tensor<3x3x4xf32>) outs(%init : tensor<2x16x16x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x16x16x4xf32>
  return %0 : tensor<2x16x16x4xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected vector_width 1 for 'window' column reuse in NCHW (channels are not contiguous), got 4}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 8, block_cols = 16, threads = 8, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = window>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected block_cols to be the output width 16 with 'shuffle' column reuse}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 8, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x18xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x18xf32>) -> tensor<2x4x16x18xf32> {
  // expected-error @+1 {{expected cols_per_thread (4) to divide the output width 18}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x18xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x18xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 18, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x18xf32>
  return %0 : tensor<2x4x16x18xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x12xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x12xf32>) -> tensor<2x4x16x12xf32> {
  // expected-error @+1 {{expected vector_width (8) to divide the input columns per lane (2) and the input width (12)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x12xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x12xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 12, threads = 32, rows_per_thread = 4, cols_per_thread = 2, vector_width = 8, column_reuse = shuffle>} -> tensor<2x4x16x12xf32>
  return %0 : tensor<2x4x16x12xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected at least 4 lanes per row segment to cover the input row, got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 8, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x6xf32>, %w: tensor<3x3x6xf32>, %init: tensor<2x16x16x6xf32>) -> tensor<2x16x16x6xf32> {
  // expected-error @+1 {{expected vector_width (4) to divide the channel count 6}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x6xf32>, tensor<3x3x6xf32>) outs(%init : tensor<2x16x16x6xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = window>} -> tensor<2x16x16x6xf32>
  return %0 : tensor<2x16x16x6xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<8x3x3xf32>, %init: tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> {
  // expected-error @+1 {{a channel multiplier above 1 (2) needs 'window' or 'rolled_window' column reuse with vector_width 1: consecutive output channels read one input channel, not a vector of them}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<8x3x3xf32>) outs(%init : tensor<2x8x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x8x16x16xf32>
  return %0 : tensor<2x8x16x16xf32>
}

// -----

func.func @f(%x: tensor<?x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<?x4x16x16xf32>) -> tensor<?x4x16x16xf32> {
  // expected-error @+1 {{expected static shapes with a 'config' (GPU kernels are compiled per shape)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<?x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<?x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<?x4x16x16xf32>
  return %0 : tensor<?x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected prefetch_depth in [1, 4], got 5}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle, prefetch_depth = 5>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf32>, %w: tensor<3x3x4xf32>, %init: tensor<2x16x16x4xf32>) -> tensor<2x16x16x4xf32> {
  // expected-error @+1 {{'shared' column reuse in NHWC stages whole channel planes: block_rows (8) must cover the output height 16}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf32>, tensor<3x3x4xf32>) outs(%init : tensor<2x16x16x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 8, block_cols = 16, threads = 32, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shared, stage_output = true>} -> tensor<2x16x16x4xf32>
  return %0 : tensor<2x16x16x4xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf32>, %w: tensor<3x3x4xf32>, %init: tensor<2x16x16x4xf32>) -> tensor<2x16x16x4xf32> {
  // expected-error @+1 {{'shared' column reuse in NHWC needs stage_output: a lane's output row is one channel, strided in NHWC}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf32>, tensor<3x3x4xf32>) outs(%init : tensor<2x16x16x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 16, block_cols = 16, threads = 16, rows_per_thread = 16, cols_per_thread = 4, vector_width = 4, column_reuse = shared>} -> tensor<2x16x16x4xf32>
  return %0 : tensor<2x16x16x4xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x6xf32>, %w: tensor<3x3x6xf32>, %init: tensor<2x16x16x6xf32>) -> tensor<2x16x16x6xf32> {
  // expected-error @+1 {{expected vector_width (4) to divide the channel count (6) and block_channels (4): NHWC tiles move vectors of channels}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x6xf32>, tensor<3x3x6xf32>) outs(%init : tensor<2x16x16x6xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 16, block_cols = 16, threads = 16, rows_per_thread = 16, cols_per_thread = 4, vector_width = 4, column_reuse = shared, stage_output = true>} -> tensor<2x16x16x6xf32>
  return %0 : tensor<2x16x16x6xf32>
}

// -----

func.func @f(%x: tensor<1x16x224x224xf32>, %w: tensor<16x3x3xf32>, %init: tensor<1x16x224x224xf32>) -> tensor<1x16x224x224xf32> {
  // expected-error @+1 {{the shared input tile takes 60928 bytes; at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x16x224x224xf32>, tensor<16x3x3xf32>) outs(%init : tensor<1x16x224x224xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 32, block_cols = 224, threads = 512, rows_per_thread = 4, cols_per_thread = 8, vector_width = 4, column_reuse = shared>} -> tensor<1x16x224x224xf32>
  return %0 : tensor<1x16x224x224xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{stage_output needs 'shared' or 'shuffle' column reuse, got 'window'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 16, block_cols = 16, threads = 16, rows_per_thread = 16, cols_per_thread = 4, vector_width = 1, column_reuse = window, stage_output = true>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{predicated_padding needs 'window', 'rolled_window' or 'shuffle' column reuse, got 'shared'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shared, predicated_padding = true>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<1x4x56x56xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x56x56xf32>) -> tensor<1x4x56x56xf32> {
  // expected-error @+1 {{the shared output tile takes 50176 bytes; at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x56x56xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x56x56xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 56, block_cols = 56, threads = 64, rows_per_thread = 56, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle, stage_output = true>} -> tensor<1x4x56x56xf32>
  return %0 : tensor<1x4x56x56xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{stage_output needs whole channel planes per block: block_rows (8) must cover the output height 16}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shared, stage_output = true>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<1x8x28x28xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x28x28xf32>) -> tensor<1x8x28x28xf32> {
  // expected-error @+1 {{the shared input and output tiles take 50176 bytes; at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x28x28xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x28x28xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 28, block_cols = 28, threads = 224, rows_per_thread = 7, cols_per_thread = 4, vector_width = 4, column_reuse = shared, stage_output = true>} -> tensor<1x8x28x28xf32>
  return %0 : tensor<1x8x28x28xf32>
}

// -----

func.func @f(%x: tensor<70000x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<70000x4x16x16xf32>) -> tensor<70000x4x16x16xf32> {
  // expected-error @+1 {{the launch grid 2 x 2 x 70000 exceeds CUDA's limits (2147483647 x 65535 x 65535)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<70000x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<70000x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<70000x4x16x16xf32>
  return %0 : tensor<70000x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<1x0x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{expected 'input' to have at least one channel}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x0x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<4x0x3xf32>, %i: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{expected 'filter' to have positive sizes, got 'tensor<4x0x3xf32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x0x3xf32>) outs(%i : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @f(%x: tensor<1x0x8x8xf32>, %w: tensor<4x0xf32>, %i: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{expected 'filter' to have positive sizes, got 'tensor<4x0xf32>'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x0x8x8xf32>, tensor<4x0xf32>) outs(%i : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{dilated kernel extent along height (kernel 3, dilation 4611686018427387904) is too large}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x8x8xf32>) {dilations = array<i64: 4611686018427387904, 1>} -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x3x3xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected rows_per_thread = 16 and cols_per_thread a multiple of 8 up to 32 (tensor-core tiles of a warp's step) with 'mma', got 4 and 8}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x3x3xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 4, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x3x3xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected threads = 32 x block_channels x (block_rows / 16) = 64 with 'mma' (a warp per tile row), got 32}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x3x3xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 16, threads = 32, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf16>, %w: tensor<3x3x4xf16>, %init: tensor<2x16x16x4xf16>) -> tensor<2x16x16x4xf16> {
  // expected-error @+1 {{'mma' column reuse needs the NCHW layout}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf16>, tensor<3x3x4xf16>) outs(%init : tensor<2x16x16x4xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x16x16x4xf16>
  return %0 : tensor<2x16x16x4xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{'mma' column reuse needs f16 or bf16 elements (tensor-core operands), got 'f32'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 4, column_reuse = mma>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x3x3xf16>, %init: tensor<2x4x8x8xf16>) -> tensor<2x4x8x8xf16> {
  // expected-error @+1 {{'mma' column reuse needs column stride 1, got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x3x3xf16>) outs(%init : tensor<2x4x8x8xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 8, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x8x8xf16>
  return %0 : tensor<2x4x8x8xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x32xf16>, %w: tensor<4x3x7xf16>, %init: tensor<2x4x16x32xf16>) -> tensor<2x4x16x32xf16> {
  // expected-error @+1 {{'mma' column reuse needs the windows of 8 outputs to span at most 16 input columns, got 20}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x32xf16>, tensor<4x3x7xf16>) outs(%init : tensor<2x4x16x32xf16>) {dilations = array<i64: 1, 2>, padding = array<i64: 1, 1, 6, 6>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 32, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x16x32xf16>
  return %0 : tensor<2x4x16x32xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x3x3xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected block_cols to be the output width 16 with 'mma' column reuse}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x3x3xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 8, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x20xf16>, %w: tensor<4x3x3xf16>, %init: tensor<2x4x16x20xf16>) -> tensor<2x4x16x20xf16> {
  // expected-error @+1 {{expected vector_width (8) to divide the input width (20)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x20xf16>, tensor<4x3x3xf16>) outs(%init : tensor<2x4x16x20xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 20, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<2x4x16x20xf16>
  return %0 : tensor<2x4x16x20xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x300xf16>, %w: tensor<4x3x3xf16>, %init: tensor<1x4x16x300xf16>) -> tensor<1x4x16x300xf16> {
  // expected-error @+1 {{'mma' copies a tile row per pass: expected at most threads (32) chunks in a row; the 320 input columns take 80 and the output row 75}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x16x300xf16>, tensor<4x3x3xf16>) outs(%init : tensor<1x4x16x300xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 300, threads = 32, rows_per_thread = 16, cols_per_thread = 8, vector_width = 4, column_reuse = mma>} -> tensor<1x4x16x300xf16>
  return %0 : tensor<1x4x16x300xf16>
}

// -----

func.func @f(%x: tensor<1x4x128x512xf16>, %w: tensor<4x3x3xf16>, %init: tensor<1x4x128x512xf16>) -> tensor<1x4x128x512xf16> {
  // expected-error @+1 {{the input and output tiles take 145792 bytes of workgroup memory; at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x128x512xf16>, tensor<4x3x3xf16>) outs(%init : tensor<1x4x128x512xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 16, block_cols = 512, threads = 128, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<1x4x128x512xf16>
  return %0 : tensor<1x4x128x512xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected rows_per_thread = block_rows (16) and cols_per_thread = 8 with 'batch_mma' (a warp walks the map's rows for one column tile), got 8 and 8}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 8, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected threads = 32 x block_channels x ceil(block_cols / 8) = 128 with 'batch_mma' (a warp per channel and column tile), got 64}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x16x16x4xf16>, %w: tensor<5x5x4xf16>, %init: tensor<2x16x16x4xf16>) -> tensor<2x16x16x4xf16> {
  // expected-error @+1 {{'batch_mma' column reuse needs the NCHW layout}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x16x4xf16>, tensor<5x5x4xf16>) outs(%init : tensor<2x16x16x4xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x16x16x4xf16>
  return %0 : tensor<2x16x16x4xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x5x5xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{'batch_mma' column reuse needs f16 or bf16 elements (tensor-core operands), got 'f32'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x5x5xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x8x8xf16>) -> tensor<2x4x8x8xf16> {
  // expected-error @+1 {{'batch_mma' column reuse needs stride 1 and column dilation 1, got strides 2x2 and column dilation 1}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x8x8xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 8, block_cols = 8, threads = 32, rows_per_thread = 8, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x8x8xf16>
  return %0 : tensor<2x4x8x8xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x12x12xf16>) -> tensor<2x4x12x12xf16> {
  // expected-error @+1 {{'batch_mma' column reuse writes its outputs over its input tile: expected the output map to be the input's 16x16, got 12x12}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x12x12xf16>) {padding = array<i64: 0, 0, 0, 0>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 12, block_cols = 12, threads = 64, rows_per_thread = 12, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x12x12xf16>
  return %0 : tensor<2x4x12x12xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x11xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{'batch_mma' column reuse needs the windows of 8 outputs to span at most 16 input columns, got 18}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x11xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 2, 2, 6, 4>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 16, threads = 64, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16> {
  // expected-error @+1 {{expected block_rows x block_cols to be the output map 16x16 with 'batch_mma' (whole planes), got 16x8}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x16x16xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 8, threads = 32, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x16x16xf16>
  return %0 : tensor<2x4x16x16xf16>
}

// -----

func.func @f(%x: tensor<2x3x6x6xf16>, %w: tensor<3x5x5xf16>, %init: tensor<2x3x6x6xf16>) -> tensor<2x3x6x6xf16> {
  // expected-error @+1 {{expected vector_width (8) to divide a block's planes (36 elements) and an image (108 elements): 'batch_mma' copies them as runs}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x6x6xf16>, tensor<3x5x5xf16>) outs(%init : tensor<2x3x6x6xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 6, threads = 32, rows_per_thread = 6, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x3x6x6xf16>
  return %0 : tensor<2x3x6x6xf16>
}

// -----

func.func @f(%x: tensor<2x3x6x6xf16>, %w: tensor<3x5x5xf16>, %init: tensor<2x3x6x6xf16>) -> tensor<2x3x6x6xf16> {
  // expected-error @+1 {{expected vector_width x element bytes to be at least 4 with 'batch_mma' (cp.async moves 4, 8 or 16 bytes), got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x3x6x6xf16>, tensor<3x5x5xf16>) outs(%init : tensor<2x3x6x6xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 6, threads = 32, rows_per_thread = 6, cols_per_thread = 8, vector_width = 1, column_reuse = batch_mma>} -> tensor<2x3x6x6xf16>
  return %0 : tensor<2x3x6x6xf16>
}

// -----

func.func @f(%x: tensor<2x4x6x6xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x6x6xf16>) -> tensor<2x4x6x6xf16> {
  // expected-error @+1 {{cannot copy the 6-row planes in prefetch_depth (4) bands with 'batch_mma': each band must start at a row whose first element begins a chunk of 4 elements}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x6x6xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x6x6xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 6, threads = 32, rows_per_thread = 6, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 4>} -> tensor<2x4x6x6xf16>
  return %0 : tensor<2x4x6x6xf16>
}

// -----

func.func @f(%x: tensor<2x4x14x14xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x14x14xf16>) -> tensor<2x4x14x14xf16> {
  // expected-error @+1 {{cannot copy the 14-row planes in prefetch_depth (2) bands with 'batch_mma': each band must start at a row whose first element begins a chunk of 8 elements, and chunks must not straddle planes}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x14x14xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x14x14xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2>} -> tensor<2x4x14x14xf16>
  return %0 : tensor<2x4x14x14xf16>
}

// -----

func.func @f(%x: tensor<2x4x40x40xf16>, %w: tensor<4x5x5xf16>, %init: tensor<2x4x40x40xf16>) -> tensor<2x4x40x40xf16> {
  // expected-error @+1 {{the tile of 16 images takes 51456 bytes of workgroup memory; at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x40x40xf16>, tensor<4x5x5xf16>) outs(%init : tensor<2x4x40x40xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 40, block_cols = 40, threads = 160, rows_per_thread = 40, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<2x4x40x40xf16>
  return %0 : tensor<2x4x40x40xf16>
}

// -----

func.func @f(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{expected threads (15) to be a multiple of block_channels x (block_rows / rows_per_thread) = 4 (lanes per row)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 15, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shared>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

func.func @f(%x: tensor<2x4x14x14xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x4x14x14xf32>) -> tensor<2x4x14x14xf32> {
  // expected-error @+1 {{expected at least 7 lanes per row segment to cover the output row, got 6}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x14x14xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x4x14x14xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 12, rows_per_thread = 14, cols_per_thread = 2, vector_width = 2, column_reuse = shared>} -> tensor<2x4x14x14xf32>
  return %0 : tensor<2x4x14x14xf32>
}

// -----

func.func @f(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  // expected-error @+1 {{stage_in_place needs stage_output and 'shared' column reuse}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 4, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_in_place = true>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

// Seven lanes share each plane: a lane's output row would overwrite the
// halo columns its neighbours still read.
func.func @f(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  // expected-error @+1 {{stage_in_place needs NCHW threads that each own a whole channel plane (rows_per_thread and cols_per_thread covering the 7x7 output) and output planes the size of the input's (stride 1): a thread overwrites only input rows it has read}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 28, rows_per_thread = 7, cols_per_thread = 1, vector_width = 1, column_reuse = shared, stage_output = true, stage_in_place = true>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

// At stride 2 the output plane is smaller than the input's, so a channel's
// outputs would land on another channel's inputs.
func.func @f(%x: tensor<1x4x14x14xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  // expected-error @+1 {{stage_in_place needs NCHW threads that each own a whole channel plane (rows_per_thread and cols_per_thread covering the 7x7 output) and output planes the size of the input's (stride 1)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x14x14xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x7x7xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 4, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true, stage_in_place = true>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

func.func @f(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %init: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  // expected-error @+1 {{expected max_registers to be 0 (no limit) or in [16, 255], got 8}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 4, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, max_registers = 8>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

func.func @f() {
  // expected-error @+1 {{'dwc.register_limit' op expected max_registers in [16, 255], got 256}}
  dwc.register_limit 256
  return
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %r: tensor<2x32x7x6xf32>, %init: tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32> {
  // expected-error @+1 {{expected 'residual' of type 'tensor<2x32x7x7xf32>' (the result's), got 'tensor<2x32x7x6xf32>'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) residual(%r : tensor<2x32x7x6xf32>) outs(%init : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
  return %0 : tensor<2x32x7x7xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> {
  // expected-error @+1 {{expected positive strides}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x32x4x4xf32>) {strides = array<i64: 2, 0>} -> tensor<2x32x4x4xf32>
  return %0 : tensor<2x32x4x4xf32>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf32>, %w: tensor<32x16xf32>, %init: tensor<2x32x3x4xf32>) -> tensor<2x32x3x4xf32> {
  // expected-error @+1 {{expected 'init' height 4 (from 'input' height 7, stride 2), got 3}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf32>, tensor<32x16xf32>) outs(%init : tensor<2x32x3x4xf32>) {strides = array<i64: 2, 2>} -> tensor<2x32x3x4xf32>
  return %0 : tensor<2x32x3x4xf32>
}

// -----

func.func @f(%x: tensor<2x7x7x16xf16>, %w: tensor<16x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{'ffma' pointwise kernels take f32, got 'f16'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf16>, tensor<16x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = ffma>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @f(%x: tensor<2x7x7x16xf32>, %w: tensor<16x32xf32>, %init: tensor<2x7x7x32xf32>) -> tensor<2x7x7x32xf32> {
  // expected-error @+1 {{'mma' on f32 rounds the products to tf32: it needs math = tf32}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf32>, tensor<16x32xf32>) outs(%init : tensor<2x7x7x32xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 4, instruction = mma>} -> tensor<2x7x7x32xf32>
  return %0 : tensor<2x7x7x32xf32>
}

// -----

func.func @f(%x: tensor<2x7x7x12xf16>, %w: tensor<12x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{expected vector_width 8 to divide the GEMM's K (12)}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x12xf16>, tensor<12x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @f(%x: tensor<2x16x7x7xf16>, %w: tensor<32x16xf16>, %init: tensor<2x32x4x4xf16>) -> tensor<2x32x4x4xf16> {
  // expected-error @+1 {{a strided NCHW pointwise kernel reads pixels one at a time: expected vector_width 1, got 8}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf16>, tensor<32x16xf16>) outs(%init : tensor<2x32x4x4xf16>) {strides = array<i64: 2, 2>, config = #dwc.pointwise_config<block_m = 32, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x32x4x4xf16>
  return %0 : tensor<2x32x4x4xf16>
}

// -----

func.func @f(%x: tensor<2x7x7x16xf16>, %w: tensor<16x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{expected block_m to be a multiple of 16 x warps_m and block_n of 16 x warps_n (whole 'mma' tiles per warp)}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf16>, tensor<16x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 48, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @f(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %r: tensor<1x16x10x10xf16>, %init: tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> {
  // expected-error @+1 {{expected 'residual' to have element type 'f32' like 'input', got 'f16'}}
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) residual(%r : tensor<1x16x10x10xf16>) outs(%init : tensor<1x16x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x10x10xf32>
  return %0 : tensor<1x16x10x10xf32>
}

// -----

func.func @pointwise_config_tiles(%x: tensor<2x7x7x64xf16>, %w: tensor<64x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{expected tiles_m in [1, 16], got 0}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x64xf16>, tensor<64x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma, tiles_m = 0>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @flat_pixels_warps(%x: tensor<2x16x7x7xf16>, %w: tensor<32x16xf16>, %init: tensor<2x32x7x7xf16>) -> tensor<2x32x7x7xf16> {
  // expected-error @+1 {{flat_pixels takes 'mma' with warps_n = 1 and a vector_width above 2 (whole rows of C a warp, stored through its staging tile)}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf16>, tensor<32x16xf16>) outs(%init : tensor<2x32x7x7xf16>) {config = #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma, flat_pixels = true>} -> tensor<2x32x7x7xf16>
  return %0 : tensor<2x32x7x7xf16>
}

// -----

func.func @flat_pixels_nhwc(%x: tensor<2x7x7x16xf16>, %w: tensor<16x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{flat_pixels reads the pixels of an unstrided NCHW pointwise convolution as runs}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x16xf16>, tensor<16x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 4, warps_n = 1, vector_width = 8, instruction = mma, flat_pixels = true>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @flat_pixels_block_n(%x: tensor<2x16x7x7xf16>, %w: tensor<32x16xf16>, %init: tensor<2x32x7x7xf16>) -> tensor<2x32x7x7xf16> {
  // expected-error @+1 {{flat_pixels needs block_n to cover an image's 49 pixels, got 32}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf16>, tensor<32x16xf16>) outs(%init : tensor<2x32x7x7xf16>) {config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 4, warps_n = 1, vector_width = 8, instruction = mma, flat_pixels = true>} -> tensor<2x32x7x7xf16>
  return %0 : tensor<2x32x7x7xf16>
}

// -----

func.func @flat_pixels_runs(%x: tensor<2x16x7x7xf16>, %w: tensor<30x16xf16>, %init: tensor<2x30x7x7xf16>) -> tensor<2x30x7x7xf16> {
  // expected-error @+1 {{flat_pixels: expected vector_width 8 to divide the run of output channels x 49 pixels}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf16>, tensor<30x16xf16>) outs(%init : tensor<2x30x7x7xf16>) {config = #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 16, warps_m = 4, warps_n = 1, vector_width = 8, instruction = mma, flat_pixels = true>} -> tensor<2x30x7x7xf16>
  return %0 : tensor<2x30x7x7xf16>
}

// -----

func.func @pointwise_config_stages(%x: tensor<2x7x7x64xf16>, %w: tensor<64x32xf16>, %init: tensor<2x7x7x32xf16>) -> tensor<2x7x7x32xf16> {
  // expected-error @+1 {{expected stages in [1, 4], got 5}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x64xf16>, tensor<64x32xf16>) outs(%init : tensor<2x7x7x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma, stages = 5>} -> tensor<2x7x7x32xf16>
  return %0 : tensor<2x7x7x32xf16>
}

// -----

func.func @pointwise_stages_exceed_workgroup_memory(%x: tensor<2x7x7x64xf16>, %w: tensor<64x256xf16>, %init: tensor<2x7x7x256xf16>) -> tensor<2x7x7x256xf16> {
  // expected-error @+1 {{workgroup tiles of 356352 bytes (4 stages and the epilogue's staging tiles) exceed the 232432 bytes a block may hold}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x7x7x64xf16>, tensor<64x256xf16>) outs(%init : tensor<2x7x7x256xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 256, block_n = 256, block_k = 64, warps_m = 4, warps_n = 8, vector_width = 8, instruction = mma, stages = 4>} -> tensor<2x7x7x256xf16>
  return %0 : tensor<2x7x7x256xf16>
}

// -----

// Extents near 2^63 would wrap every size computed from them.
func.func @f(%x: tensor<1x1x9223372036854775806x3xf32>, %w: tensor<1x3x3xf32>, %init: tensor<1x1x9223372036854775806x3xf32>) -> tensor<1x1x9223372036854775806x3xf32> {
  // expected-error @+1 {{expected 'input' to hold fewer than 2^63 bytes, got 'tensor<1x1x9223372036854775806x3xf32>'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x1x9223372036854775806x3xf32>, tensor<1x3x3xf32>) outs(%init : tensor<1x1x9223372036854775806x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x1x9223372036854775806x3xf32>
  return %0 : tensor<1x1x9223372036854775806x3xf32>
}

// -----

func.func @f(%x: tensor<4294967296x4294967296x1x1xf16>, %w: tensor<4294967296x8xf16>, %init: tensor<4294967296x8x1x1xf16>) -> tensor<4294967296x8x1x1xf16> {
  // expected-error @+1 {{expected 'input' to hold fewer than 2^63 bytes, got 'tensor<4294967296x4294967296x1x1xf16>'}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<4294967296x4294967296x1x1xf16>, tensor<4294967296x8xf16>) outs(%init : tensor<4294967296x8x1x1xf16>) {layout = #dwc<layout nhwc>} -> tensor<4294967296x8x1x1xf16>
  return %0 : tensor<4294967296x8x1x1xf16>
}

// -----

// A result without elements needs no kernel, so no schedule.
func.func @f(%x: tensor<0x4x16x16xf32>, %w: tensor<4x3x3xf32>, %init: tensor<0x4x16x16xf32>) -> tensor<0x4x16x16xf32> {
  // expected-error @+1 {{the launch grid 2 x 2 x 0 is empty (the result has no elements)}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<0x4x16x16xf32>, tensor<4x3x3xf32>) outs(%init : tensor<0x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<0x4x16x16xf32>
  return %0 : tensor<0x4x16x16xf32>
}

// -----

// A huge stride would unroll a thread's window of that many columns.
func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32> {
  // expected-error @+1 {{a thread's window spans more than 128 input columns (1 outputs, stride 1000, dilated kernel extent 3), more than a thread holds}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x1x1xf32>) {strides = array<i64: 1000, 1000>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 1, block_cols = 1, threads = 8, rows_per_thread = 1, cols_per_thread = 1, vector_width = 1, column_reuse = shuffle>} -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}

// -----

func.func @f(%dy: tensor<1x8x5x5xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  // expected-error @+1 {{a 'config' needs strategy 'gather'}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x5x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.gather_config<threads = 32, cells_per_thread = 1, vector_width = 1>} -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}

// -----

func.func @f(%dy: tensor<1x8x3x3xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  // expected-error @+1 {{cannot run as a forward convolution: a stride above 1 would make the forward kernels multiply the zeros it inserts}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x3x3xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x5x5xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient forward>} -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}

// -----

func.func @f(%dy: tensor<1x8x5x5xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  // expected-error @+1 {{strategy 'forward' takes the forward op's schedule, not a 'config'}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x5x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient forward>, config = #dwc.gather_config<threads = 32, cells_per_thread = 1, vector_width = 1>} -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}

// -----

func.func @f(%dy: tensor<1x8x5x5xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  // expected-error @+1 {{vector_width above 1 needs NHWC and channel multiplier 1 (the channels of one access are contiguous only there)}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x5x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 32, cells_per_thread = 1, vector_width = 4>} -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}

// -----

func.func @f(%dy: tensor<1x5x5x6xf32>, %w: tensor<3x3x6xf32>, %init: tensor<1x5x5x6xf32>) -> tensor<1x5x5x6xf32> {
  // expected-error @+1 {{vector_width 4 does not divide the 6 channels}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x5x5x6xf32>, tensor<3x3x6xf32>) outs(%init : tensor<1x5x5x6xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 32, cells_per_thread = 1, vector_width = 4>} -> tensor<1x5x5x6xf32>
  return %0 : tensor<1x5x5x6xf32>
}

// -----

func.func @f(%dy: tensor<1x5x5x8xf16>, %w: tensor<3x3x8xf16>, %init: tensor<1x5x5x8xf16>) -> tensor<1x5x5x8xf16> {
  // expected-error @+1 {{a gather thread of 300 cells would unroll 2700 taps over a window of 906 elements (at most 2048 and 512)}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x5x5x8xf16>, tensor<3x3x8xf16>) outs(%init : tensor<1x5x5x8xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 32, cells_per_thread = 300, vector_width = 8>} -> tensor<1x5x5x8xf16>
  return %0 : tensor<1x5x5x8xf16>
}

// -----

func.func @f(%dy: tensor<1x8x5x5xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  // expected-error @+1 {{expected threads to be a multiple of 32 up to 1024, got 100}}
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x8x5x5xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 100, cells_per_thread = 1, vector_width = 1>} -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}

// -----

func.func @f(%x: tensor<2x8x16x16xf32>, %dy: tensor<2x8x16x16xf32>, %init: tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32> {
  // expected-error @+1 {{expected a 'config' with partial sums: it says what each partition sums}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%init : tensor<3x8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<3x8x3x3xf32>
  return %0 : tensor<3x8x3x3xf32>
}

// -----

func.func @f(%x: tensor<2x8x16x16xf16>, %dy: tensor<2x8x16x16xf16>, %init: tensor<3x8x3x3xf16>) -> tensor<3x8x3x3xf16> {
  // expected-error @+1 {{expected partial sums ('init' of rank 4) in f32, the accumulator type, got 'f16'}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x16x16xf16>, tensor<2x8x16x16xf16>) outs(%init : tensor<3x8x3x3xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 3>} -> tensor<3x8x3x3xf16>
  return %0 : tensor<3x8x3x3xf16>
}

// -----

func.func @f(%x: tensor<2x8x16x16xf32>, %dy: tensor<2x8x16x16xf32>, %init: tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32> {
  // expected-error @+1 {{expected 'init' to hold 4 partitions (the config's), got 3}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%init : tensor<3x8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 4>} -> tensor<3x8x3x3xf32>
  return %0 : tensor<3x8x3x3xf32>
}

// -----

func.func @f(%x: tensor<2x8x16x16xf32>, %dy: tensor<2x8x16x16xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  // expected-error @+1 {{vector_width above 1 needs NHWC and channel multiplier 1}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 4, vector_width = 4, rows_per_thread = 2, cols_per_thread = 4, partitions = 1>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

func.func @f(%x: tensor<2x16x16x12xf32>, %dy: tensor<2x16x16x12xf32>, %init: tensor<3x3x12xf32>) -> tensor<3x3x12xf32> {
  // expected-error @+1 {{the channel chunks of a block (3) must be a power of two below 32 or a multiple of 32, so that a warp's shuffles add each chunk's lanes}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x16x16x12xf32>, tensor<2x16x16x12xf32>) outs(%init : tensor<3x3x12xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 96, block_channels = 12, vector_width = 4, rows_per_thread = 2, cols_per_thread = 2, partitions = 1>} -> tensor<3x3x12xf32>
  return %0 : tensor<3x3x12xf32>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf32>, %dy: tensor<1x8x4x4xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  // expected-error @+1 {{5 partitions exceed the 2 row blocks of the reduction}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 5>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf32>, %dy: tensor<1x8x4x4xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  // expected-error @+1 {{expected positive block_channels, rows_per_thread, cols_per_thread and partitions}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 0>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

func.func @f(%x: tensor<2x8x4x4xf32>, %dy: tensor<2x16x4x4xf32>, %init: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error @+1 {{expected a 'config' with partial sums: it says what each partition sums}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x4x4xf32>, tensor<2x16x4x4xf32>) outs(%init : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}

// -----

func.func @f(%x: tensor<2x8x4x4xf16>, %dy: tensor<2x16x4x4xf16>, %init: tensor<2x16x8xf16>) -> tensor<2x16x8xf16> {
  // expected-error @+1 {{expected partial sums ('init' of rank 3) in f32, the accumulator type, got 'f16'}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x4x4xf16>, tensor<2x16x4x4xf16>) outs(%init : tensor<2x16x8xf16>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<2x16x8xf16>
  return %0 : tensor<2x16x8xf16>
}

// -----

func.func @f(%x: tensor<2x8x4x4xf32>, %dy: tensor<2x16x4x4xf32>, %init: tensor<3x16x8xf32>) -> tensor<3x16x8xf32> {
  // expected-error @+1 {{expected 'init' to hold 2 partitions (the config's), got 3}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x4x4xf32>, tensor<2x16x4x4xf32>) outs(%init : tensor<3x16x8xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<3x16x8xf32>
  return %0 : tensor<3x16x8xf32>
}

// -----

func.func @f(%x: tensor<2x8x4x4xf32>, %dy: tensor<2x16x4x4xf32>, %init: tensor<5x16x8xf32>) -> tensor<5x16x8xf32> {
  // expected-error @+1 {{expected every one of the 5 partitions to hold some of the 4 K steps}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x4x4xf32>, tensor<2x16x4x4xf32>) outs(%init : tensor<5x16x8xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 5>} -> tensor<5x16x8xf32>
  return %0 : tensor<5x16x8xf32>
}

// -----

func.func @f(%x: tensor<2x8x3x3xf32>, %dy: tensor<2x16x3x3xf32>, %init: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{expected vector_width 4 to divide an image's pixels (9), the runs of the GEMM's K that lie contiguously}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x3x3xf32>, tensor<2x16x3x3xf32>) outs(%init : tensor<16x8xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma>} -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @f(%x: tensor<2x4x4x6xf32>, %dy: tensor<2x4x4x16xf32>, %init: tensor<6x16xf32>) -> tensor<6x16xf32> {
  // expected-error @+1 {{A is read along the GEMM's M: expected vector_width 4 to divide M (6)}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x4x4x6xf32>, tensor<2x4x4x16xf32>) outs(%init : tensor<6x16xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma>} -> tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf32>, %w: tensor<16x8xf32>, %init: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  // expected-error @+1 {{only a filter gradient's K is split into partitions, got 2}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x8x4x4xf32>, tensor<16x8xf32>) outs(%init : tensor<1x16x4x4xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<1x16x4x4xf32>
  return %0 : tensor<1x16x4x4xf32>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf32>, %w: tensor<16x8xf32>, %init: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  // expected-error @+1 {{expected at least 1 partition, got 0}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x8x4x4xf32>, tensor<16x8xf32>) outs(%init : tensor<1x16x4x4xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 0>} -> tensor<1x16x4x4xf32>
  return %0 : tensor<1x16x4x4xf32>
}

// -----

func.func @f(%p: tensor<4x8x3x3xf32>, %init: tensor<8x3x5xf16>) -> tensor<8x3x5xf16> {
  // expected-error @+1 {{expected 'partials' to be 'init''s shape ('tensor<8x3x5xf16>') after a leading partitions dimension, got 'tensor<4x8x3x3xf32>'}}
  %0 = dwc.reduce_partials ins(%p : tensor<4x8x3x3xf32>) outs(%init : tensor<8x3x5xf16>) -> tensor<8x3x5xf16>
  return %0 : tensor<8x3x5xf16>
}

// -----

func.func @f(%x: tensor<1x14x14x96xf16>, %w: tensor<96x576xf16>, %init: tensor<1x14x14x576xf16>) -> tensor<1x14x14x576xf16> {
  // expected-error @+1 {{expected 'input' to have 576 channels (the filter's input channels), got 96}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x14x14x96xf16>, tensor<96x576xf16>) outs(%init : tensor<1x14x14x576xf16>) {layout = #dwc<layout nhwc>, transpose_filter} -> tensor<1x14x14x576xf16>
  return %0 : tensor<1x14x14x576xf16>
}

// -----

// 64 channels of a 31x31 f32 window's taps: 246016 bytes of workgroup memory.
func.func @rolled_window_taps_too_large(%x: tensor<1x56x56x64xf32>, %w: tensor<31x31x64xf32>, %i: tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> {
  // expected-error @+1 {{the tap tile takes 246016 bytes of workgroup memory (31x31 taps x 64 channels); at most 49152 fit a block}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x56x56x64xf32>, tensor<31x31x64xf32>) outs(%i : tensor<1x56x56x64xf32>) {padding = array<i64: 15, 15, 15, 15>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 64, block_rows = 2, block_cols = 4, threads = 16, rows_per_thread = 2, cols_per_thread = 4, vector_width = 4, column_reuse = rolled_window>} -> tensor<1x56x56x64xf32>
  return %0 : tensor<1x56x56x64xf32>
}

// -----

func.func @rolled_window_nchw_vector(%x: tensor<1x8x56x56xf32>, %w: tensor<8x31x31xf32>, %i: tensor<1x8x56x56xf32>) -> tensor<1x8x56x56xf32> {
  // expected-error @+1 {{expected vector_width 1 for 'rolled_window' column reuse in NCHW (channels are not contiguous), got 2}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x56x56xf32>, tensor<8x31x31xf32>) outs(%i : tensor<1x8x56x56xf32>) {padding = array<i64: 15, 15, 15, 15>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 2, block_cols = 4, threads = 1, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = rolled_window>} -> tensor<1x8x56x56xf32>
  return %0 : tensor<1x8x56x56xf32>
}

// -----

func.func @diagonal_nchw(%x: tensor<1x16x14x14xf16>, %w: tensor<16x3x3xf16>, %i: tensor<1x16x14x14xf16>) -> tensor<1x16x14x14xf16> {
  // expected-error @+1 {{'diagonal' column reuse needs the NHWC layout}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x16x14x14xf16>, tensor<16x3x3xf16>) outs(%i : tensor<1x16x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal>} -> tensor<1x16x14x14xf16>
  return %0 : tensor<1x16x14x14xf16>
}

// -----

func.func @diagonal_f32(%x: tensor<1x14x14x16xf32>, %w: tensor<3x3x16xf32>, %i: tensor<1x14x14x16xf32>) -> tensor<1x14x14x16xf32> {
  // expected-error @+1 {{'diagonal' column reuse needs f16 or bf16 elements (tensor-core operands), got 'f32'}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x16xf32>, tensor<3x3x16xf32>) outs(%i : tensor<1x14x14x16xf32>) {padding = array<i64: 1, 1, 1, 1>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal>} -> tensor<1x14x14x16xf32>
  return %0 : tensor<1x14x14x16xf32>
}

// -----

func.func @diagonal_channels(%x: tensor<1x14x14x12xf16>, %w: tensor<3x3x12xf16>, %i: tensor<1x14x14x12xf16>) -> tensor<1x14x14x12xf16> {
  // expected-error @+1 {{'diagonal' column reuse needs a multiple of 8 channels (a warp's 16-byte pixel rows), got 12}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x12xf16>, tensor<3x3x12xf16>) outs(%i : tensor<1x14x14x12xf16>) {padding = array<i64: 1, 1, 1, 1>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal>} -> tensor<1x14x14x12xf16>
  return %0 : tensor<1x14x14x12xf16>
}

// -----

func.func @diagonal_threads(%x: tensor<1x14x14x16xf16>, %w: tensor<3x3x16xf16>, %i: tensor<1x14x14x16xf16>) -> tensor<1x14x14x16xf16> {
  // expected-error @+1 {{expected threads = 32 x (block_channels / 8) x (block_rows / rows_per_thread) = 512 with 'diagonal' (a warp per 8 channels and band of rows), got 256}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x16xf16>, tensor<3x3x16xf16>) outs(%i : tensor<1x14x14x16xf16>) {padding = array<i64: 1, 1, 1, 1>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 16, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal>} -> tensor<1x14x14x16xf16>
  return %0 : tensor<1x14x14x16xf16>
}

// -----

func.func @f(%x: tensor<2x16x16x64xf16>, %w: tensor<64x256xf16>, %init: tensor<2x16x16x256xf16>) -> tensor<2x16x16x256xf16> {
  // expected-error @+1 {{expected at most 128 accumulators a thread, got 256 (a 128 x 64 warp tile)}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x16x64xf16>, tensor<64x256xf16>) outs(%init : tensor<2x16x16x256xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 256, block_n = 128, block_k = 32, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x16x16x256xf16>
  return %0 : tensor<2x16x16x256xf16>
}
