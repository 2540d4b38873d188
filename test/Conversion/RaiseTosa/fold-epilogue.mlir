// RUN: dwc-opt %s --split-input-file --dwc-raise-tosa | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-tosa \
// RUN:   -debug-only=dwc-raise-tosa -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY

// Epilogues in the forms torch-mlir's TOSA output has (one TOSA op per
// PyTorch op, in NCHW between the convolution's transposes), hand reduced to
// two channels, folded into the raised dwc op.

// eval-mode BatchNorm: scale = gamma / sqrt(var + eps) = [1, 4] multiplies
// the filter (read through the raising's reshape and transpose), shift =
// beta - mean * scale = [2, -4] is the bias; relu6 is a clamp to 0..6.
// CHECK-LABEL: func.func @depthwise_batchnorm_relu6
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00]], {{\[\[}}8.000000e+00]]]> : tensor<2x1x1xf32>
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%{{.*}}, %[[W]] : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) bias(%[[B]] : tensor<2xf32>)
// CHECK-SAME: {activation = #dwc<activation relu6>}
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: tosa.
func.func @depthwise_batchnorm_relu6(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %w = "tosa.const"() <{values = dense<[[[[1.0], [2.0]]]]> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %eps = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %var = "tosa.const"() <{values = dense<[0.25, 0.0625]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %mean = "tosa.const"() <{values = dense<[[[[1.0]], [[2.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %gamma = "tosa.const"() <{values = dense<[[[[0.5]], [[1.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %beta = "tosa.const"() <{values = dense<[[[[3.0]], [[4.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %shape = tosa.const_shape {values = dense<[1, 2, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.depthwise_conv2d %t, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  %plus = tosa.add %eps, %var : (tensor<1xf32>, tensor<2xf32>) -> tensor<2xf32>
  %root = tosa.pow %plus, %half : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  %inv = tosa.reciprocal %root : (tensor<2xf32>) -> tensor<2xf32>
  %centered = tosa.sub %y, %mean : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %inv4 = tosa.reshape %inv, %shape : (tensor<2xf32>, !tosa.shape<4>) -> tensor<1x2x1x1xf32>
  %normed = tosa.mul %centered, %inv4, %shift : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x4xf32>
  %scaled = tosa.mul %normed, %gamma, %shift : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x4xf32>
  %shifted = tosa.add %scaled, %beta : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %relu6 = tosa.clamp %shifted {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %relu6 : tensor<1x2x4x4xf32>
}

// -----

// NHWC: per-channel constants are 1 x 1 x 1 x C; relu is a clamp to the
// largest float.
// CHECK-LABEL: func.func @depthwise_nhwc_bias_relu
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins({{.*}}) bias(%{{.*}} : tensor<2xf32>)
// CHECK-SAME: activation = #dwc<activation relu>
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-NEXT: return %[[Y]]
func.func @depthwise_nhwc_bias_relu(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x1xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %bias = "tosa.const"() <{values = dense<[[[[1.0, -1.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %c = tosa.depthwise_conv2d %x, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %b = tosa.add %c, %bias : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
  %r = tosa.clamp %b {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}

// -----

// silu: tosa.sigmoid times its operand.
// CHECK-LABEL: func.func @pointwise_silu
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-SAME: activation = #dwc<activation silu>
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_silu(%x: tensor<1x2x3x3xf32>, %w: tensor<4x1x1x2xf32>) -> tensor<1x4x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32>
  %c = tosa.conv2d %t, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<4x1x1x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x4xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x3x4xf32>) -> tensor<1x4x3x3xf32>
  %s = tosa.sigmoid %y : (tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %silu = tosa.mul %y, %s, %shift : (tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>, tensor<1xi8>) -> tensor<1x4x3x3xf32>
  return %silu : tensor<1x4x3x3xf32>
}

// -----

// hardswish as MobileNetV3 has it: x * clamp(x + 3, 0, 6) * 0.16666667.
// CHECK-LABEL: func.func @pointwise_hardswish
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-SAME: activation = #dwc<activation hardswish>
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_hardswish(%x: tensor<1x2x3x3xf32>, %w: tensor<4x1x1x2xf32>) -> tensor<1x4x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %three = "tosa.const"() <{values = dense<3.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %sixth = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32>
  %c = tosa.conv2d %t, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<4x1x1x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x4xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x3x4xf32>) -> tensor<1x4x3x3xf32>
  %p = tosa.add %y, %three : (tensor<1x4x3x3xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x3x3xf32>
  %g = tosa.clamp %p {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %m = tosa.mul %y, %g, %shift : (tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>, tensor<1xi8>) -> tensor<1x4x3x3xf32>
  %h = tosa.mul %m, %sixth, %shift : (tensor<1x4x3x3xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x3x3xf32>
  return %h : tensor<1x4x3x3xf32>
}

// -----

// A projection (no activation) plus the block's input: a residual.
// CHECK-LABEL: func.func @pointwise_residual
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d ins(%[[X]], %{{.*}}) residual(%[[X]] : tensor<1x2x3x3xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_residual(%x: tensor<1x2x3x3xf32>, %w: tensor<2x1x1x2xf32>) -> tensor<1x2x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %t = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32>
  %c = tosa.conv2d %t, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  %y = tosa.transpose %c {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x3x2xf32>) -> tensor<1x2x3x3xf32>
  %r = tosa.add %y, %x : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// A clamp to 0..4 is no activation dwc has, and tanh none it reads: both
// stay after the raised op.
// CHECK-LABEL: func.func @left
// CHECK: dwc.depthwise_conv2d
// CHECK-NOT: activation
// CHECK: tosa.clamp
// CHECK: tosa.tanh
// WHY: left as it was: no elementwise epilogue that the op can take follows it
func.func @left(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x1xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = tosa.depthwise_conv2d %x, %w, %zeros, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %r = tosa.clamp %c {max_val = 4.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %t = tosa.tanh %c : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %r, %t : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}
