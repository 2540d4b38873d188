// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-raise-linalg \
// RUN:   -debug-only=dwc-raise-linalg -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY

// Epilogues in the forms torch-mlir emits (one linalg.generic per PyTorch
// op), hand reduced to two channels, folded into the raised dwc op.

// eval-mode BatchNorm: scale = gamma / sqrt(var + eps) = [1, 4] multiplies
// the filter, shift = beta - mean * scale = [2, -4] is the bias; the 1-D
// generics that computed 1/sqrt(var + eps) (one with a cf.assert) go too.
// CHECK-LABEL: func.func @depthwise_batchnorm_relu6
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00]], {{\[\[}}8.000000e+00]]]> : tensor<2x1x1xf32>
// CHECK: %[[Y:.*]] = dwc.depthwise_conv2d ins(%{{.*}}, %[[W]] : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) bias(%[[B]] : tensor<2xf32>)
// CHECK-SAME: {activation = #dwc<activation relu6>}
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: linalg.generic
// CHECK-NOT: cf.assert
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#sc = affine_map<(d0, d1, d2, d3) -> ()>
#v = affine_map<(d0) -> (d0)>

func.func @depthwise_batchnorm_relu6(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eps = arith.constant 0.0 : f64
  %w = arith.constant dense<[[[1.0]], [[2.0]]]> : tensor<2x1x1xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[0.25, 0.0625]> : tensor<2xf32>
  %gamma = arith.constant dense<[0.5, 1.0]> : tensor<2xf32>
  %beta = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %zeros = arith.constant dense<0.0> : tensor<f32>
  %sixes = arith.constant dense<6.0> : tensor<f32>
  %empty = tensor.empty() : tensor<1x2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%fill : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %plus = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%var : tensor<2xf32>) outs(%e2 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %eps : f64 to f32
    %s = arith.addf %in, %t : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %root = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%plus : tensor<2xf32>) outs(%e2 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %inv = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%root : tensor<2xf32>) outs(%e2 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf one, %in, %zero : f32
    cf.assert %c, "unimplemented: tensor with zero element"
    %s = arith.divf %one, %in : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %mean3 = tensor.expand_shape %mean [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %gamma3 = tensor.expand_shape %gamma [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %beta3 = tensor.expand_shape %beta [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %centered = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %mean3 : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %s = arith.subf %in, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %normed = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%centered, %inv3 : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %s = arith.mulf %in, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%normed, %gamma3 : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %s = arith.mulf %in, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %beta3 : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %s = arith.addf %in, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %low = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%shifted, %zeros : tensor<1x2x4x4xf32>, tensor<f32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %z: f32, %out: f32):
    %c = arith.cmpf ogt, %in, %z : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %high = linalg.generic {indexing_maps = [#sc, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sixes, %low : tensor<f32>, tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%six: f32, %in: f32, %out: f32):
    %c = arith.cmpf olt, %six, %in : f32
    %s = arith.select %c, %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  return %high : tensor<1x2x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d3)>

// EfficientNet's silu after a 1x1 NHWC convolution: sigmoid as four ops in
// one generic, then a product that reads the convolution again.
// CHECK-LABEL: func.func @pointwise_silu
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-SAME: {activation = #dwc<activation silu>, layout = #dwc<layout nhwc>}
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_silu(%x: tensor<1x4x4x3xf32>, %w: tensor<1x1x3x2xf32>) -> tensor<1x4x4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<1x4x4x2xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x4x4x3xf32>, tensor<1x1x3x2xf32>) outs(%fill : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %sigmoid = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x4x4x2xf32>) outs(%empty : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %s = arith.divf %one, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x2xf32>
  %silu = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %sigmoid : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) outs(%empty : tensor<1x4x4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x2xf32>
  return %silu : tensor<1x4x4x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// MobileNetV3's hardswish: x * clamp(x + 3, 0, 6) / 6 in five generics, the
// clamp as unordered compares.
// CHECK-LABEL: func.func @pointwise_hardswish
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-SAME: {activation = #dwc<activation hardswish>}
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_hardswish(%x: tensor<1x3x4x4xf32>, %w: tensor<2x3x1x1xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %empty = tensor.empty() : tensor<1x2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x3x4x4xf32>, tensor<2x3x1x1xf32>) outs(%fill : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %plus = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %three : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %low = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%plus : tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ult, %in, %zero : f32
    %s = arith.select %c, %zero, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %high = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%low : tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %six : f32
    %s = arith.select %c, %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %product = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %high : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%product : tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.divf %in, %six : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A 1x1 convolution with a bias (accumulating into it, broadcast) and
// MobileNetV2's residual: the input added to the projection.
// CHECK-LABEL: func.func @pointwise_bias_residual
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x4xf32>, %{{.*}}: tensor<2x2x1x1xf32>, %[[B:.*]]: tensor<2xf32>)
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d ins(%[[X]], %{{.*}} : tensor<1x2x4x4xf32>, tensor<2x2xf32>) bias(%[[B]] : tensor<2xf32>) residual(%[[X]] : tensor<1x2x4x4xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @pointwise_bias_residual(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %empty = tensor.empty() : tensor<1x2x4x4xf32>
  %bias = linalg.broadcast ins(%b : tensor<2xf32>) outs(%empty : tensor<1x2x4x4xf32>) dimensions = [0, 2, 3]
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) outs(%bias : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %conv : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// MobileNetV3's hardsigmoid, relu6(x + 3) / 6, in one generic: no dwc
// epilogue, so it stays.
// CHECK-LABEL: func.func @pointwise_hardsigmoid
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-NOT: activation
// CHECK: linalg.generic {{.*}} ins(%[[Y]]
func.func @pointwise_hardsigmoid(%x: tensor<1x2x1x1xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %empty = tensor.empty() : tensor<1x2x1x1xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x2x1x1xf32>, tensor<2x2x1x1xf32>) outs(%fill : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x2x1x1xf32>) outs(%empty : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.addf %in, %three : f32
    %l = arith.maximumf %p, %zero : f32
    %h = arith.minimumf %l, %six : f32
    %s = arith.divf %h, %six : f32
    linalg.yield %s : f32
  } -> tensor<1x2x1x1xf32>
  return %y : tensor<1x2x1x1xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>

// Left as they were: a scale that is not constant (it cannot fold into the
// filter), and a relu whose input is also returned (folding would compute
// the convolution twice).
// CHECK-LABEL: func.func @left
// CHECK: %[[Y:.*]] = dwc.pointwise_conv2d
// CHECK-NOT: activation
// CHECK: linalg.generic {{.*}} ins(%[[Y]], %{{.*}} : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>)
// CHECK: %[[Z:.*]] = dwc.pointwise_conv2d
// CHECK-NOT: activation
// CHECK: linalg.generic {{.*}} ins(%[[Z]] : tensor<1x2x4x4xf32>)
// CHECK: return %{{.*}}, %{{.*}}, %[[Z]]
// WHY-COUNT-2: left as it was: no elementwise epilogue that the op can take follows it
func.func @left(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2x1x1xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) outs(%fill : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %s : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %p = arith.mulf %in, %m : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  %conv2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) outs(%fill : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2 : tensor<1x2x4x4xf32>) outs(%empty : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.maximumf %in, %zero : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  return %scaled, %relu, %conv2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}
