// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg --dwc-lower-to-linalg \
// RUN:   --canonicalize | FileCheck %s --check-prefix=ROUNDTRIP

// The other forms of the convolutions dwc raises: the generic forms
// (-linalg-generalize-named-ops of the named ops, a zero fill included), the
// matmul forms of a 1x1 convolution, and a convolution accumulating into a
// broadcast bias (torch-mlir's form of nn.Conv2d(bias=True)).

#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>

// CHECK-LABEL: func.func @depthwise_generic
// CHECK: dwc.depthwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>)
// CHECK-NOT: linalg.generic
// ROUNDTRIP-LABEL: func.func @depthwise_generic
// ROUNDTRIP-NOT: dwc.
func.func @depthwise_generic(%arg0: tensor<1x8x10x10xf32>, %arg1: tensor<8x3x3xf32>) -> tensor<1x8x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x8x8x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<1x8x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x8xf32>
  %2 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%1 : tensor<1x8x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.mulf %in, %in_0 : f32
    %4 = arith.addf %out, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<1x8x8x8xf32>
  return %2 : tensor<1x8x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>

// CHECK-LABEL: func.func @pointwise_generic
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<1x10x10x8xf32>, tensor<8x16xf32>)
// CHECK-SAME: {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>}
// CHECK-NOT: linalg.generic
func.func @pointwise_generic(%arg0: tensor<1x10x10x8xf32>, %arg1: tensor<1x1x8x16xf32>) -> tensor<1x5x5x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x5x5x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<1x5x5x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x5x5x16xf32>
  %2 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x8xf32>, tensor<1x1x8x16xf32>) outs(%1 : tensor<1x5x5x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.mulf %in, %in_0 : f32
    %4 = arith.addf %out, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<1x5x5x16xf32>
  return %2 : tensor<1x5x5x16xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>

// A 3x3 convolution is neither: its generic form stays a generic.
// CHECK-LABEL: func.func @full_generic
// CHECK-NOT: dwc.
// CHECK-COUNT-2: linalg.generic
func.func @full_generic(%arg0: tensor<1x10x10x8xf32>, %arg1: tensor<3x3x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x8x8x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %2 = linalg.generic {indexing_maps = [#map8, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x10x10x8xf32>, tensor<3x3x8x16xf32>) outs(%1 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.mulf %in, %in_0 : f32
    %4 = arith.addf %out, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<1x8x8x16xf32>
  return %2 : tensor<1x8x8x16xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_nhwc
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x4x8xf32>, %[[W:.*]]: tensor<8x16xf32>)
// CHECK: dwc.pointwise_conv2d ins(%[[X]], %[[W]] : tensor<2x4x4x8xf32>, tensor<8x16xf32>)
// CHECK-SAME: {layout = #dwc<layout nhwc>}
// CHECK-NOT: linalg.matmul
// ROUNDTRIP-LABEL: func.func @matmul_nhwc
// ROUNDTRIP-NOT: dwc.
func.func @matmul_nhwc(%x: tensor<2x4x4x8xf32>, %w: tensor<8x16xf32>) -> tensor<2x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<2x4x4x8xf32> into tensor<32x8xf32>
  %empty = tensor.empty() : tensor<32x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %product = linalg.matmul ins(%flat, %w : tensor<32x8xf32>, tensor<8x16xf32>) outs(%fill : tensor<32x16xf32>) -> tensor<32x16xf32>
  %y = tensor.expand_shape %product [[0, 1, 2], [3]] output_shape [2, 4, 4, 16] : tensor<32x16xf32> into tensor<2x4x4x16xf32>
  return %y : tensor<2x4x4x16xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32>, %[[W:.*]]: tensor<16x8xf32>)
// CHECK: dwc.pointwise_conv2d ins(%[[X]], %[[W]] : tensor<1x8x4x4xf32>, tensor<16x8xf32>)
// CHECK-NOT: linalg.matmul
func.func @matmul_nchw(%x: tensor<1x8x4x4xf32>, %w: tensor<16x8xf32>) -> tensor<1x16x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2, 3]] : tensor<1x8x4x4xf32> into tensor<8x16xf32>
  %empty = tensor.empty() : tensor<16x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %product = linalg.matmul ins(%w, %flat : tensor<16x8xf32>, tensor<8x16xf32>) outs(%fill : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = tensor.expand_shape %product [[0, 1], [2, 3]] output_shape [1, 16, 4, 4] : tensor<16x16xf32> into tensor<1x16x4x4xf32>
  return %y : tensor<1x16x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_bias
// CHECK-SAME: %[[B:[^:]*]]: tensor<8xf32>)
// CHECK: dwc.depthwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<1x4x4x8xf32>, tensor<3x3x8xf32>) bias(%[[B]] : tensor<8xf32>)
// CHECK-NOT: linalg.broadcast
func.func @depthwise_bias(%x: tensor<1x4x4x8xf32>, %w: tensor<3x3x8xf32>, %b: tensor<8xf32>) -> tensor<1x2x2x8xf32> {
  %empty = tensor.empty() : tensor<1x2x2x8xf32>
  %bias = linalg.broadcast ins(%b : tensor<8xf32>) outs(%empty : tensor<1x2x2x8xf32>) dimensions = [0, 1, 2]
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x4x8xf32>, tensor<3x3x8xf32>) outs(%bias : tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %y : tensor<1x2x2x8xf32>
}
