// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s

// A config's max_registers reaches the PTX as the kernel's .maxnreg (through
// dwc.register_limit and dwc-apply-register-limits, past outlining); a
// kernel without one has none.
// CHECK: gpu.binary @limited_kernel
// CHECK-SAME: .maxnreg 96
// CHECK: gpu.binary @unlimited_kernel
// CHECK-NOT: .maxnreg
func.func @limited(%x: tensor<8x56x56x144xf32>, %w: tensor<3x3x144xf32>, %init: tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x56x56x144xf32>, tensor<3x3x144xf32>) outs(%init : tensor<8x56x56x144xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 12, threads = 216, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window, max_registers = 96>} -> tensor<8x56x56x144xf32>
  return %0 : tensor<8x56x56x144xf32>
}
func.func @unlimited(%x: tensor<8x56x56x144xf32>, %w: tensor<3x3x144xf32>, %init: tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x56x56x144xf32>, tensor<3x3x144xf32>) outs(%init : tensor<8x56x56x144xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 12, threads = 216, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>} -> tensor<8x56x56x144xf32>
  return %0 : tensor<8x56x56x144xf32>
}
