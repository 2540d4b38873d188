// A hand-written config that caps a 7x7 window's threads at 32 registers:
// they spill, and dwc-compile says so (a heuristic schedule would get its
// block's register ceiling instead).
func.func @tight(%x: tensor<1x14x14x64xf32>, %w: tensor<7x7x64xf32>, %i: tensor<1x14x14x64xf32>) -> tensor<1x14x14x64xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x64xf32>, tensor<7x7x64xf32>) outs(%i : tensor<1x14x14x64xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>, config = #dwc.depthwise_config<block_channels = 64, block_rows = 14, block_cols = 14, threads = 112, rows_per_thread = 14, cols_per_thread = 2, vector_width = 4, column_reuse = window, max_registers = 32>} -> tensor<1x14x14x64xf32>
  return %0 : tensor<1x14x14x64xf32>
}
