// RUN: dwc-opt %s --split-input-file --dwc-raise-tosa | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-tosa \
// RUN:   -debug-only=dwc-raise-tosa -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY

// TOSA convolutions in the forms torch-mlir emits (NHWC ops between
// tosa.transposes of an NCHW network), hand reduced, and in plain NHWC.

// A depthwise convolution between NCHW<->NHWC transposes is one NCHW dwc op
// in their place: the KH x KW x C x 1 filter becomes C x KH x KW, TOSA's
// pad [top, bottom, left, right] the op's padding, a zero bias none.
// CHECK-LABEL: func.func @depthwise_nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x8x8xf32>, %[[W:.*]]: tensor<3x3x2x1xf32>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[W]] {{\[\[}}0], [1], [2, 3]] : tensor<3x3x2x1xf32> into tensor<3x3x2xf32>
// CHECK: %[[F:.*]] = linalg.transpose ins(%[[C]] : tensor<3x3x2xf32>) outs(%{{.*}} : tensor<2x3x3xf32>) permutation = [2, 0, 1]
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%[[X]], %[[F]] : tensor<1x2x8x8xf32>, tensor<2x3x3xf32>) outs(%{{.*}} : tensor<1x2x4x4xf32>)
// CHECK-SAME: padding = array<i64: 1, 0, 1, 0>
// CHECK-SAME: strides = array<i64: 2, 2>
// CHECK-NOT: layout
// CHECK-NEXT: return %[[Y]]
func.func @depthwise_nchw(%x: tensor<1x2x8x8xf32>, %w: tensor<3x3x2x1xf32>) -> tensor<1x2x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x8x8xf32>) -> tensor<1x8x8x2xf32>
  %c = tosa.depthwise_conv2d %t, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}

// -----

// Plain NHWC, a channel multiplier of 2 (channel c * 2 + m) and a bias.
// CHECK-LABEL: func.func @depthwise_nhwc_multiplier
// CHECK-SAME: (%[[X:.*]]: tensor<2x5x5x3xf16>, %[[W:.*]]: tensor<3x3x3x2xf16>, %[[B:.*]]: tensor<6xf16>)
// CHECK: %[[F:.*]] = tensor.collapse_shape %[[W]] {{\[\[}}0], [1], [2, 3]] : tensor<3x3x3x2xf16> into tensor<3x3x6xf16>
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%[[X]], %[[F]] : tensor<2x5x5x3xf16>, tensor<3x3x6xf16>) bias(%[[B]] : tensor<6xf16>)
// CHECK-SAME: dilations = array<i64: 2, 2>
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-SAME: padding = array<i64: 2, 2, 2, 2>
// CHECK-NEXT: return %[[Y]]
func.func @depthwise_nhwc_multiplier(%x: tensor<2x5x5x3xf16>, %w: tensor<3x3x3x2xf16>, %b: tensor<6xf16>) -> tensor<2x5x5x6xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<2x5x5x3xf16>, tensor<3x3x3x2xf16>, tensor<6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x5x5x6xf16>
  return %c : tensor<2x5x5x6xf16>
}

// -----

// A 1x1 convolution between transposes is NCHW: its Cout x 1 x 1 x Cin
// filter collapses to the NCHW filter's Cout x Cin.
// CHECK-LABEL: func.func @pointwise_nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x6x6xf32>, %[[W:.*]]: tensor<8x1x1x4xf32>)
// CHECK: %[[F:.*]] = tensor.collapse_shape %[[W]] {{\[\[}}0], [1, 2, 3]] : tensor<8x1x1x4xf32> into tensor<8x4xf32>
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d ins(%[[X]], %[[F]] : tensor<1x4x6x6xf32>, tensor<8x4xf32>) outs(%{{.*}} : tensor<1x8x6x6xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_nchw(%x: tensor<1x4x6x6xf32>, %w: tensor<8x1x1x4xf32>) -> tensor<1x8x6x6xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<8xf32>}> : () -> tensor<8xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x6x6xf32>) -> tensor<1x6x6x4xf32>
  %c = tosa.conv2d %t, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x6x6x8xf32>) -> tensor<1x8x6x6xf32>
  return %y : tensor<1x8x6x6xf32>
}

// -----

// Plain NHWC and strided: the filter is transposed to Cin x Cout.
// CHECK-LABEL: func.func @pointwise_nhwc_strided
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2, 3]] : tensor<8x1x1x4xbf16> into tensor<8x4xbf16>
// CHECK: %[[F:.*]] = linalg.transpose ins(%[[C]] : tensor<8x4xbf16>) outs(%{{.*}} : tensor<4x8xbf16>) permutation = [1, 0]
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %[[F]] : tensor<1x7x7x4xbf16>, tensor<4x8xbf16>) bias(%{{.*}} : tensor<8xbf16>)
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-SAME: strides = array<i64: 2, 2>
func.func @pointwise_nhwc_strided(%x: tensor<1x7x7x4xbf16>, %w: tensor<8x1x1x4xbf16>, %b: tensor<8xbf16>) -> tensor<1x4x4x8xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x4xbf16>, tensor<8x1x1x4xbf16>, tensor<8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x4x8xbf16>
  return %c : tensor<1x4x4x8xbf16>
}

// -----

// On a 1x1 image torch-mlir relayouts with tosa.reshape (squeeze-and-
// excitation): also NCHW.
// CHECK-LABEL: func.func @pointwise_unit_image
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x1x1xf32>
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d ins(%[[X]], %{{.*}} : tensor<1x4x1x1xf32>, tensor<2x4xf32>) bias(%{{.*}} : tensor<2xf32>) outs(%{{.*}} : tensor<1x2x1x1xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_unit_image(%x: tensor<1x4x1x1xf32>, %w: tensor<2x1x1x4xf32>, %b: tensor<2xf32>) -> tensor<1x2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %to = tosa.const_shape {values = dense<[1, 1, 1, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %back = tosa.const_shape {values = dense<[1, 2, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t = tosa.reshape %x, %to : (tensor<1x4x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x4xf32>
  %c = tosa.conv2d %t, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x4xf32>, tensor<2x1x1x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  %y = tosa.reshape %c, %back : (tensor<1x1x1x2xf32>, !tosa.shape<4>) -> tensor<1x2x1x1xf32>
  return %y : tensor<1x2x1x1xf32>
}

// -----

// The result has a use in NHWC too: the op stays NHWC, reading the
// transpose, and the transpose back stays.
// CHECK-LABEL: func.func @mixed_uses
// CHECK: %[[T:.*]] = tosa.transpose %{{.*}} {perms = array<i32: 0, 2, 3, 1>}
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%[[T]], %{{.*}} : tensor<1x4x4x2xf32>, tensor<1x1x2xf32>)
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK: tosa.transpose %[[Y]] {perms = array<i32: 0, 3, 1, 2>}
func.func @mixed_uses(%x: tensor<1x2x4x4xf32>, %w: tensor<1x1x2x1xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x4x4x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.depthwise_conv2d %t, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  return %y, %c : tensor<1x2x4x4xf32>, tensor<1x4x4x2xf32>
}

// -----

// What does not match exactly stays, and says why.
// CHECK-LABEL: func.func @left
// CHECK-COUNT-2: tosa.conv2d
// CHECK-COUNT-3: tosa.depthwise_conv2d
// CHECK-NOT: dwc.
// WHY-DAG: left as it was: has a window larger than 1x1
// WHY-DAG: left as it was: pads its input
// WHY-DAG: left as it was: has zero points that are not constant zeros
// WHY-DAG: left as it was: broadcasts one bias to all channels
// WHY-DAG: left as it was: needs statically shaped tensors
// WHY: [dwc-raise-tosa] 0 dwc.depthwise_conv2d, 0 dwc.pointwise_conv2d, 0 dwc.separable_conv2d, 4 TOSA convolution(s) left
func.func @left(%x: tensor<1x6x6x2xf32>, %w3: tensor<2x3x3x2xf32>, %w1: tensor<2x1x1x2xf32>, %dw: tensor<3x3x2x1xf32>, %dyn: tensor<?x6x6x2xf32>, %zpArg: tensor<1xf32>)
    -> (tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<?x4x4x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %a = tosa.conv2d %x, %w3, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %b = tosa.conv2d %x, %w1, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x2xf32>
  %c = tosa.depthwise_conv2d %x, %dw, %bias, %zpArg, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %d = tosa.depthwise_conv2d %x, %dw, %one, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %e = tosa.depthwise_conv2d %dyn, %dw, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x6x6x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x2xf32>
  return %a, %b, %c, %d, %e : tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<?x4x4x2xf32>
}
