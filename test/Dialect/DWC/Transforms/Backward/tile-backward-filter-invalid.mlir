// RUN: dwc-opt %s --dwc-tile-backward-filter --verify-diagnostics

// A config of several partitions needs dwc-split-backward-filter first.
func.func @unsplit(%x: tensor<4x16x16x8xf16>, %dy: tensor<4x16x16x8xf16>, %init: tensor<3x3x8xf16>) -> tensor<3x3x8xf16> {
  // expected-error @+1 {{has 4 partitions but writes its result directly: run dwc-split-backward-filter first}}
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<4x16x16x8xf16>, tensor<4x16x16x8xf16>) outs(%init : tensor<3x3x8xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 8, vector_width = 8, rows_per_thread = 2, cols_per_thread = 2, partitions = 4>} -> tensor<3x3x8xf16>
  return %0 : tensor<3x3x8xf16>
}
