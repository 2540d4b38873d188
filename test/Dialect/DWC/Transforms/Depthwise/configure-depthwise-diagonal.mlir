// Qin et al.'s diagonalwise refactorization (`diagonal`): ranked after the
// measured rules for every NHWC 16-bit layer of a multiple of 8 channels, so
// that the tuner measures it; chosen only when asked for.
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise -debug-only=dwc-configure -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANKED
// RUN: not dwc-opt %s --split-input-file --dwc-configure-depthwise=column-reuse=diagonal 2>/dev/null | FileCheck %s
// RUN: not dwc-opt %s --split-input-file --dwc-configure-depthwise=column-reuse=diagonal 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// A 7x7 window on a 14x14 map: 8 one-row warps of one 8-channel group over
// the row's 16-pixel tile.
// RANKED: diagonal #dwc.depthwise_config<{{.*}}column_reuse = diagonal{{.*}}>: not preferred, not measured faster here
// CHECK-LABEL: func @nhwc_f16_7x7
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal, unroll_rows = false>
func.func @nhwc_f16_7x7(%x: tensor<32x14x14x384xf16>, %w: tensor<7x7x384xf16>, %i: tensor<32x14x14x384xf16>) -> tensor<32x14x14x384xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x384xf16>, tensor<7x7x384xf16>) outs(%i : tensor<32x14x14x384xf16>) {padding = array<i64: 3, 3, 3, 3>, layout = #dwc<layout nhwc>} -> tensor<32x14x14x384xf16>
  return %0 : tensor<32x14x14x384xf16>
}

// -----

// RepLKNet's 31x31 window: the input tile of 8 rows and 32 columns (38 x 62
// pixels) and the 961 taps take more than 48 KB; of 4 rows, 49104 bytes.
// RANKED: * rolled_window
// RANKED-NEXT: diagonal #dwc.depthwise_config<{{.*}}column_reuse = diagonal{{.*}}>: not preferred, not measured faster here
// CHECK-LABEL: func @nhwc_bf16_31x31
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 4, block_cols = 32, threads = 128, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal, unroll_rows = false>
func.func @nhwc_bf16_31x31(%x: tensor<1x56x56x128xbf16>, %w: tensor<31x31x128xbf16>, %i: tensor<1x56x56x128xbf16>) -> tensor<1x56x56x128xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x56x56x128xbf16>, tensor<31x31x128xbf16>) outs(%i : tensor<1x56x56x128xbf16>) {padding = array<i64: 15, 15, 15, 15>, layout = #dwc<layout nhwc>} -> tensor<1x56x56x128xbf16>
  return %0 : tensor<1x56x56x128xbf16>
}

// -----

// ERR: error: 'dwc.depthwise_conv2d' op has no GPU schedule: 'diagonal' needs an NHWC 16-bit layer with a multiple of 8 channels and no channel multiplier, whose tiles fit workgroup memory
func.func @nchw_f16(%x: tensor<1x16x14x14xf16>, %w: tensor<16x3x3xf16>, %i: tensor<1x16x14x14xf16>) -> tensor<1x16x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x16x14x14xf16>, tensor<16x3x3xf16>) outs(%i : tensor<1x16x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x14x14xf16>
  return %0 : tensor<1x16x14x14xf16>
}
