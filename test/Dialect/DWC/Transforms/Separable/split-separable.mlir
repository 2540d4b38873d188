// RUN: dwc-opt %s --split-input-file --dwc-split-separable | FileCheck %s

// The depthwise convolution keeps the window, its bias and mid_activation;
// the pointwise one takes the rest, the residual included.
// CHECK-LABEL: func.func @block
//  CHECK-SAME: (%[[X:.+]]: tensor<2x14x14x32xf16>, %[[DW:.+]]: tensor<3x3x32xf16>, %[[PW:.+]]: tensor<32x16xf16>, %[[DB:.+]]: tensor<32xf16>, %[[PB:.+]]: tensor<16xf16>, %[[R:.+]]: tensor<2x7x7x16xf16>, %[[INIT:.+]]: tensor<2x7x7x16xf16>)
//       CHECK: %[[MID_INIT:.+]] = tensor.empty() : tensor<2x7x7x32xf16>
//       CHECK: %[[MID:.+]] = dwc.depthwise_conv2d ins(%[[X]], %[[DW]] : tensor<2x14x14x32xf16>, tensor<3x3x32xf16>) bias(%[[DB]] : tensor<32xf16>) outs(%[[MID_INIT]] : tensor<2x7x7x32xf16>)
//  CHECK-SAME: activation = #dwc<activation relu6>, layout = #dwc<layout nhwc>, padding = array<i64: 0, 1, 0, 1>, strides = array<i64: 2, 2>
//       CHECK: %[[OUT:.+]] = dwc.pointwise_conv2d ins(%[[MID]], %[[PW]] : tensor<2x7x7x32xf16>, tensor<32x16xf16>) bias(%[[PB]] : tensor<16xf16>) residual(%[[R]] : tensor<2x7x7x16xf16>) outs(%[[INIT]] : tensor<2x7x7x16xf16>)
//  CHECK-SAME: activation = #dwc<activation hardswish>, layout = #dwc<layout nhwc>, math = #dwc<math tf32>
//       CHECK: return %[[OUT]]
func.func @block(%x: tensor<2x14x14x32xf16>, %dw: tensor<3x3x32xf16>, %pw: tensor<32x16xf16>, %db: tensor<32xf16>, %pb: tensor<16xf16>, %r: tensor<2x7x7x16xf16>, %init: tensor<2x7x7x16xf16>) -> tensor<2x7x7x16xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<2x14x14x32xf16>, tensor<3x3x32xf16>, tensor<32x16xf16>) depthwise_bias(%db : tensor<32xf16>) pointwise_bias(%pb : tensor<16xf16>) residual(%r : tensor<2x7x7x16xf16>) outs(%init : tensor<2x7x7x16xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, mid_activation = #dwc<activation relu6>, activation = #dwc<activation hardswish>, math = #dwc<math tf32>} -> tensor<2x7x7x16xf16>
  return %0 : tensor<2x7x7x16xf16>
}

// -----

// The GPU kernels accumulate in f32: an f16 accumulator stays a separable op.
// CHECK-LABEL: func.func @f16_accumulator
//       CHECK: dwc.separable_conv2d
func.func @f16_accumulator(%x: tensor<1x8x7x7xf16>, %dw: tensor<8x3x3xf16>, %pw: tensor<4x8xf16>, %init: tensor<1x4x7x7xf16>) -> tensor<1x4x7x7xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x7x7xf16>, tensor<8x3x3xf16>, tensor<4x8xf16>) outs(%init : tensor<1x4x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>, acc_type = f16} -> tensor<1x4x7x7xf16>
  return %0 : tensor<1x4x7x7xf16>
}
