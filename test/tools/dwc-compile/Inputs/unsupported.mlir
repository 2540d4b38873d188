// A layer whose batch is known only at run time: GPU kernels are compiled
// per shape.
func.func @grad(%x: tensor<?x8x4x4xf32>, %dy: tensor<?x16x4x4xf32>, %i: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<?x8x4x4xf32>, tensor<?x16x4x4xf32>) outs(%i : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
