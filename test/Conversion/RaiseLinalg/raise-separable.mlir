// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg=fuse-separable | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg | FileCheck %s --check-prefix=APART

// A depthwise convolution feeding only a 1x1 convolution, each with its
// epilogue folded first, becomes dwc.separable_conv2d under fuse-separable.
// CHECK-LABEL: func.func @pair
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xf32>, %[[DW:.*]]: tensor<3x3x4xf32>, %[[PW:.*]]: tensor<1x1x4x6xf32>)
// CHECK: %[[P:.*]] = tensor.collapse_shape %[[PW]]
// CHECK: dwc.separable_conv2d ins(%[[X]], %[[DW]], %[[P]] : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>, tensor<4x6xf32>)
// CHECK-SAME: layout = #dwc<layout nhwc>, mid_activation = #dwc<activation relu>, padding = array<i64: 1, 1, 1, 1>
// CHECK-NOT: dwc.depthwise_conv2d
// APART-LABEL: func.func @pair
// APART: dwc.depthwise_conv2d
// APART: dwc.pointwise_conv2d
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @pair(%x: tensor<1x8x8x4xf32>, %dw: tensor<3x3x4xf32>, %pw: tensor<1x1x4x6xf32>) -> tensor<1x8x8x6xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
  %e4 = tensor.empty() : tensor<1x8x8x4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %dw : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%f4 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x8x8x4xf32>) outs(%e4 : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  %e6 = tensor.empty() : tensor<1x8x8x6xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x8x8x6xf32>) -> tensor<1x8x8x6xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%relu, %pw : tensor<1x8x8x4xf32>, tensor<1x1x4x6xf32>) outs(%f6 : tensor<1x8x8x6xf32>) -> tensor<1x8x8x6xf32>
  return %y : tensor<1x8x8x6xf32>
}

// -----

// The depthwise result is also returned: the pair stays apart.
// CHECK-LABEL: func.func @shared
// CHECK: dwc.depthwise_conv2d
// CHECK: dwc.pointwise_conv2d
// CHECK-NOT: dwc.separable_conv2d
func.func @shared(%x: tensor<1x4x8x8xf32>, %dw: tensor<4x3x3xf32>, %pw: tensor<6x4x1x1xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x6x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<1x4x6x6xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %dw : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%f4 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %e6 = tensor.empty() : tensor<1x6x6x6xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%d, %pw : tensor<1x4x6x6xf32>, tensor<6x4x1x1xf32>) outs(%f6 : tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  return %d, %y : tensor<1x4x6x6xf32>, tensor<1x6x6x6xf32>
}
