// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s
// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s --check-prefix=ZERO

// A 5x5 window over 7x7 maps, each thread one whole channel plane (eb0_dw5e's
// schedule): of its 49 x 25 taps, 384 fall in the padding. Once the rows are
// unrolled those read constant zeros, and dwc-drop-padding-taps removes
// their products: no fma by a zero is left, only the 841 real taps.
// CHECK: gpu.binary @layer_kernel
// CHECK-SAME: bar.sync
// CHECK-COUNT-841: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK-SAME: ret;
// ZERO-NOT: fma.rn.f32{{[^;]*}}0f00000000, %r
func.func @layer(%x: tensor<2x64x7x7xf32>, %w: tensor<64x5x5xf32>, %init: tensor<2x64x7x7xf32>) -> tensor<2x64x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x64x7x7xf32>, tensor<64x5x5xf32>) outs(%init : tensor<2x64x7x7xf32>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 7, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>} -> tensor<2x64x7x7xf32>
  return %0 : tensor<2x64x7x7xf32>
}
