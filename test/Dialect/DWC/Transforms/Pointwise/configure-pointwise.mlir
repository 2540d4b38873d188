// RUN: dwc-opt %s --split-input-file --dwc-configure-pointwise | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-pointwise="chip=sm_80" | FileCheck %s --check-prefix=SM80

// The instruction follows the element type and `math`; the vector width is
// the widest that divides K and N; the tile is the cost model's choice.
// CHECK-LABEL: func.func @nhwc_f16
//       CHECK: config = #dwc.pointwise_config<{{.*}}vector_width = 8, instruction = mma{{.*}}>
// SM80-LABEL: func.func @nhwc_f16
//       SM80: config = #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>
func.func @nhwc_f16(%x: tensor<32x14x14x96xf16>, %w: tensor<96x576xf16>, %init: tensor<32x14x14x576xf16>) -> tensor<32x14x14x576xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x14x14x96xf16>, tensor<96x576xf16>) outs(%init : tensor<32x14x14x576xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x14x14x576xf16>
  return %0 : tensor<32x14x14x576xf16>
}

// -----

// f32 is exact by default: fused multiply-adds.
// CHECK-LABEL: func.func @nchw_f32
//       CHECK: config = #dwc.pointwise_config<{{.*}}vector_width = 4, instruction = ffma{{.*}}>
func.func @nchw_f32(%x: tensor<32x144x56x56xf32>, %w: tensor<24x144xf32>, %init: tensor<32x24x56x56xf32>) -> tensor<32x24x56x56xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x144x56x56xf32>, tensor<24x144xf32>) outs(%init : tensor<32x24x56x56xf32>) -> tensor<32x24x56x56xf32>
  return %0 : tensor<32x24x56x56xf32>
}

// -----

// TF32 only where the op asks for it.
// CHECK-LABEL: func.func @nhwc_tf32
//       CHECK: config = #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>
func.func @nhwc_tf32(%x: tensor<1x7x7x960xf32>, %w: tensor<960x160xf32>, %init: tensor<1x7x7x160xf32>) -> tensor<1x7x7x160xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x7x7x960xf32>, tensor<960x160xf32>) outs(%init : tensor<1x7x7x160xf32>) {layout = #dwc<layout nhwc>, math = #dwc<math tf32>} -> tensor<1x7x7x160xf32>
  return %0 : tensor<1x7x7x160xf32>
}

// -----

// Odd channel counts and a strided NCHW input: one element an access.
// CHECK-LABEL: func.func @nchw_strided_odd
//       CHECK: config = #dwc.pointwise_config<{{.*}}vector_width = 1, instruction = mma{{.*}}>
func.func @nchw_strided_odd(%x: tensor<2x58x9x9xbf16>, %w: tensor<1000x58xbf16>, %init: tensor<2x1000x5x5xbf16>) -> tensor<2x1000x5x5xbf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x58x9x9xbf16>, tensor<1000x58xbf16>) outs(%init : tensor<2x1000x5x5xbf16>) {strides = array<i64: 2, 2>} -> tensor<2x1000x5x5xbf16>
  return %0 : tensor<2x1000x5x5xbf16>
}

// -----

// A config a user wrote is kept.
// CHECK-LABEL: func.func @user_config
//       CHECK: config = #dwc.pointwise_config<block_m = 32, block_n = 16, block_k = 16, warps_m = 2, warps_n = 1, vector_width = 8, instruction = mma, stages = 2>
func.func @user_config(%x: tensor<1x7x7x16xf16>, %w: tensor<16x16xf16>, %init: tensor<1x7x7x16xf16>) -> tensor<1x7x7x16xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x7x7x16xf16>, tensor<16x16xf16>) outs(%init : tensor<1x7x7x16xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 32, block_n = 16, block_k = 16, warps_m = 2, warps_n = 1, vector_width = 8, instruction = mma, stages = 2>} -> tensor<1x7x7x16xf16>
  return %0 : tensor<1x7x7x16xf16>
}

// -----

// NCHW 7 x 7 maps: rows of 49 pixels would leave one element an access;
// each image's channels x pixels are read and written as runs of 8.
// CHECK-LABEL: func.func @nchw_flat_pixels
//       CHECK: config = #dwc.pointwise_config<{{.*}}warps_n = 1, vector_width = 8, instruction = mma{{.*}}flat_pixels = true>
func.func @nchw_flat_pixels(%x: tensor<32x160x7x7xf16>, %w: tensor<960x160xf16>, %init: tensor<32x960x7x7xf16>) -> tensor<32x960x7x7xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x160x7x7xf16>, tensor<960x160xf16>) outs(%init : tensor<32x960x7x7xf16>) -> tensor<32x960x7x7xf16>
  return %0 : tensor<32x960x7x7xf16>
}

// -----

// 58 input channels cut the filter's rows below 4 elements: no runs wider
// than rows of pixels, and no flat_pixels.
// CHECK-LABEL: func.func @nchw_no_flat_pixels
//       CHECK: config = #dwc.pointwise_config<{{.*}}vector_width = 1, instruction = mma{{.*}}>
//   CHECK-NOT: flat_pixels
func.func @nchw_no_flat_pixels(%x: tensor<32x58x7x7xbf16>, %w: tensor<96x58xbf16>, %init: tensor<32x96x7x7xbf16>) -> tensor<32x96x7x7xbf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x58x7x7xbf16>, tensor<96x58xbf16>) outs(%init : tensor<32x96x7x7xbf16>) -> tensor<32x96x7x7xbf16>
  return %0 : tensor<32x96x7x7xbf16>
}

// -----

// A data gradient (the filter read transposed) keeps its rows of pixels.
// CHECK-LABEL: func.func @nchw_transposed_filter_no_flat_pixels
//       CHECK: config = #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>
//   CHECK-NOT: flat_pixels
func.func @nchw_transposed_filter_no_flat_pixels(%dy: tensor<32x960x7x7xf16>, %w: tensor<960x160xf16>, %init: tensor<32x160x7x7xf16>) -> tensor<32x160x7x7xf16> {
  %0 = dwc.pointwise_conv2d ins(%dy, %w : tensor<32x960x7x7xf16>, tensor<960x160xf16>) outs(%init : tensor<32x160x7x7xf16>) {transpose_filter} -> tensor<32x160x7x7xf16>
  return %0 : tensor<32x160x7x7xf16>
}
