// RUN: dwc-opt %s --dwc-tile-pointwise --verify-diagnostics

// A filter gradient's partitions write partial sums: the op needs
// dwc-split-backward-filter first.
func.func @unsplit(%x: tensor<2x4x4x8xf32>, %dy: tensor<2x4x4x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{has 2 partitions but writes its result directly: run dwc-split-backward-filter first}}
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x4x4x8xf32>, tensor<2x4x4x16xf32>) outs(%init : tensor<8x16xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
