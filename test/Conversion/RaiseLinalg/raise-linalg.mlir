// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg --dwc-lower-to-linalg \
// RUN:   --canonicalize | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg \
// RUN:   -debug-only=dwc-raise-linalg -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY

// The forms torch-mlir emits (linalg-on-tensors, from torch.nn.Conv2d), hand
// reduced: a zero tensor.pad feeding a depthwise convolution into a zero fill.

// CHECK-LABEL: func.func @depthwise_nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x32x112x112xf32>, %[[W:.*]]: tensor<32x3x3xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x32x56x56xf32>
// CHECK: dwc.depthwise_conv2d ins(%[[X]], %[[W]] : tensor<1x32x112x112xf32>, tensor<32x3x3xf32>) outs(%[[E]] : tensor<1x32x56x56xf32>)
// CHECK-SAME: {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>}
// CHECK-NOT: linalg.depthwise_conv_2d
// ROUNDTRIP-LABEL: func.func @depthwise_nchw
// ROUNDTRIP-NOT: dwc.
func.func @depthwise_nchw(%x: tensor<1x32x112x112xf32>, %w: tensor<32x3x3xf32>) -> tensor<1x32x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x32x112x112xf32> to tensor<1x32x114x114xf32>
  %empty = tensor.empty() : tensor<1x32x56x56xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
  %y = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%padded, %w : tensor<1x32x114x114xf32>, tensor<32x3x3xf32>)
         outs(%fill : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
  return %y : tensor<1x32x56x56xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_nhwc_dilated
// CHECK: dwc.depthwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<2x16x16x8xf16>, tensor<3x3x8xf16>)
// CHECK-SAME: {dilations = array<i64: 2, 2>, layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>}
func.func @depthwise_nhwc_dilated(%x: tensor<2x16x16x8xf16>, %w: tensor<3x3x8xf16>) -> tensor<2x16x16x8xf16> {
  %zero = arith.constant 0.0 : f16
  %padded = tensor.pad %x low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f16
  } : tensor<2x16x16x8xf16> to tensor<2x20x20x8xf16>
  %empty = tensor.empty() : tensor<2x16x16x8xf16>
  %fill = linalg.fill ins(%zero : f16) outs(%empty : tensor<2x16x16x8xf16>) -> tensor<2x16x16x8xf16>
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%padded, %w : tensor<2x20x20x8xf16>, tensor<3x3x8xf16>)
         outs(%fill : tensor<2x16x16x8xf16>) -> tensor<2x16x16x8xf16>
  return %y : tensor<2x16x16x8xf16>
}

// -----

// A channel multiplier: C x M filters are dwc's C*M channels.
// CHECK-LABEL: func.func @depthwise_multiplier
// CHECK: %[[W:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : tensor<3x3x4x2xf32> into tensor<3x3x8xf32>
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%{{.*}}, %[[W]] : tensor<1x10x10x4xf32>, tensor<3x3x8xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32>)
// CHECK: tensor.expand_shape %[[Y]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 8, 8, 4, 2] : tensor<1x8x8x8xf32> into tensor<1x8x8x4x2xf32>
// ROUNDTRIP-LABEL: func.func @depthwise_multiplier
// ROUNDTRIP-NOT: dwc.
func.func @depthwise_multiplier(%x: tensor<1x10x10x4xf32>, %w: tensor<3x3x4x2xf32>) -> tensor<1x8x8x4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x8x8x4x2xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x8x4x2xf32>) -> tensor<1x8x8x4x2xf32>
  %y = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x10x10x4xf32>, tensor<3x3x4x2xf32>)
         outs(%fill : tensor<1x8x8x4x2xf32>) -> tensor<1x8x8x4x2xf32>
  return %y : tensor<1x8x8x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @pointwise_nchw
// CHECK: %[[W:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2, 3]] : tensor<24x96x1x1xf32> into tensor<24x96xf32>
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %[[W]] : tensor<1x96x28x28xf32>, tensor<24x96xf32>) outs(%{{.*}} : tensor<1x24x14x14xf32>)
// CHECK-SAME: {strides = array<i64: 2, 2>}
func.func @pointwise_nchw(%x: tensor<1x96x28x28xf32>, %w: tensor<24x96x1x1xf32>) -> tensor<1x24x14x14xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x24x14x14xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x24x14x14xf32>) -> tensor<1x24x14x14xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %w : tensor<1x96x28x28xf32>, tensor<24x96x1x1xf32>)
         outs(%fill : tensor<1x24x14x14xf32>) -> tensor<1x24x14x14xf32>
  return %y : tensor<1x24x14x14xf32>
}

// -----

// CHECK-LABEL: func.func @pointwise_nhwc_hwcf
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<1x1x16x32xbf16> into tensor<16x32xbf16>
// CHECK: dwc.pointwise_conv2d {{.*}}layout = #dwc<layout nhwc>
func.func @pointwise_nhwc_hwcf(%x: tensor<4x7x7x16xbf16>, %w: tensor<1x1x16x32xbf16>) -> tensor<4x7x7x32xbf16> {
  %zero = arith.constant 0.0 : bf16
  %empty = tensor.empty() : tensor<4x7x7x32xbf16>
  %fill = linalg.fill ins(%zero : bf16) outs(%empty : tensor<4x7x7x32xbf16>) -> tensor<4x7x7x32xbf16>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<4x7x7x16xbf16>, tensor<1x1x16x32xbf16>)
         outs(%fill : tensor<4x7x7x32xbf16>) -> tensor<4x7x7x32xbf16>
  return %y : tensor<4x7x7x32xbf16>
}

// -----

// CHECK-LABEL: func.func @pointwise_nhwc_fhwc
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<32x1x1x16xf32> into tensor<32x16xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[C]] : tensor<32x16xf32>) outs(%{{.*}} : tensor<16x32xf32>) permutation = [1, 0]
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %[[T]] : tensor<1x7x7x16xf32>, tensor<16x32xf32>)
func.func @pointwise_nhwc_fhwc(%x: tensor<1x7x7x16xf32>, %w: tensor<32x1x1x16xf32>) -> tensor<1x7x7x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x7x7x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x7x7x32xf32>) -> tensor<1x7x7x32xf32>
  %y = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x7x7x16xf32>, tensor<32x1x1x16xf32>)
         outs(%fill : tensor<1x7x7x32xf32>) -> tensor<1x7x7x32xf32>
  return %y : tensor<1x7x7x32xf32>
}

// -----

// What does not match exactly stays: a 3x3 full convolution, a convolution
// into a non-zero init, a padding of ones, dynamic shapes.
// WHY-DAG: left as it was: has a window larger than 1x1
// WHY-DAG: left as it was: accumulates into something other than a zero linalg.fill
// WHY-DAG: left as it was: reads a tensor.pad of a non-zero value or of non-spatial dimensions
// WHY-DAG: left as it was: needs statically shaped tensors
// WHY: [dwc-raise-linalg] 0 dwc.depthwise_conv2d, 0 dwc.pointwise_conv2d, 0 dwc.separable_conv2d, 4 linalg convolution(s) left
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: dwc.
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: linalg.depthwise_conv_2d_nchw_chw
// CHECK: tensor.pad
// CHECK: linalg.depthwise_conv_2d_nchw_chw
// CHECK: linalg.depthwise_conv_2d_nchw_chw
// CHECK-NOT: dwc.
func.func @left_alone(%x: tensor<1x8x10x10xf32>, %w3: tensor<8x8x3x3xf32>, %w: tensor<8x3x3xf32>,
                      %bias: tensor<1x8x8x8xf32>, %xd: tensor<?x8x10x10xf32>, %out: tensor<?x8x8x8xf32>)
    -> (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x10x10xf32>, tensor<?x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<1x8x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %full = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
            ins(%x, %w3 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>)
            outs(%fill : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %biased = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
              ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>)
              outs(%bias : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %ones = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %one : f32
  } : tensor<1x8x10x10xf32> to tensor<1x8x12x12xf32>
  %empty10 = tensor.empty() : tensor<1x8x10x10xf32>
  %fill10 = linalg.fill ins(%zero : f32) outs(%empty10 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %padded = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
              ins(%ones, %w : tensor<1x8x12x12xf32>, tensor<8x3x3xf32>)
              outs(%fill10 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %filld = linalg.fill ins(%zero : f32) outs(%out : tensor<?x8x8x8xf32>) -> tensor<?x8x8x8xf32>
  %dynamic = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
               ins(%xd, %w : tensor<?x8x10x10xf32>, tensor<8x3x3xf32>)
               outs(%filld : tensor<?x8x8x8xf32>) -> tensor<?x8x8x8xf32>
  return %full, %biased, %padded, %dynamic : tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x10x10xf32>, tensor<?x8x8x8xf32>
}
