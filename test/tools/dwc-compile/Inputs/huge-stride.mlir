// A stride of 2^62 (its row-segment schedule once unrolled a window of that
// many columns: minutes and gigabytes).
func.func @huge_stride(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %i: tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%i : tensor<1x8x1x1xf32>) {strides = array<i64: 4611686018427387904, 4611686018427387904>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}
