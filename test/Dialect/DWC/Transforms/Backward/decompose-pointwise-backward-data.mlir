// RUN: dwc-opt %s --split-input-file --dwc-decompose-pointwise-backward-data | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-decompose-pointwise-backward-data --dwc-configure-pointwise | FileCheck %s --check-prefix=CONFIG

// The data gradient is the 1x1 convolution of the output gradient that
// reads the forward filter (Cin x Cout in NHWC) transposed.
// CHECK-LABEL: func.func @nhwc
//  CHECK-SAME: (%[[DY:.*]]: tensor<32x14x14x96xf16>, %[[W:.*]]: tensor<576x96xf16>, %[[INIT:.*]]: tensor<32x14x14x576xf16>)
//       CHECK: dwc.pointwise_conv2d ins(%[[DY]], %[[W]] : tensor<32x14x14x96xf16>, tensor<576x96xf16>) outs(%[[INIT]] : tensor<32x14x14x576xf16>) {layout = #dwc<layout nhwc>, transpose_filter} -> tensor<32x14x14x576xf16>
// CONFIG-LABEL: func.func @nhwc
//       CONFIG: config = #dwc.pointwise_config<{{.*}}instruction = mma
func.func @nhwc(%dy: tensor<32x14x14x96xf16>, %w: tensor<576x96xf16>, %init: tensor<32x14x14x576xf16>) -> tensor<32x14x14x576xf16> {
  %0 = dwc.pointwise_conv2d_backward_data ins(%dy, %w : tensor<32x14x14x96xf16>, tensor<576x96xf16>) outs(%init : tensor<32x14x14x576xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x14x14x576xf16>
  return %0 : tensor<32x14x14x576xf16>
}

// -----

// CHECK-LABEL: func.func @nchw
//       CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<1x24x56x56xf32>, tensor<24x144xf32>) outs(%{{.*}} : tensor<1x144x56x56xf32>) {transpose_filter} -> tensor<1x144x56x56xf32>
func.func @nchw(%dy: tensor<1x24x56x56xf32>, %w: tensor<24x144xf32>, %init: tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> {
  %0 = dwc.pointwise_conv2d_backward_data ins(%dy, %w : tensor<1x24x56x56xf32>, tensor<24x144xf32>) outs(%init : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  return %0 : tensor<1x144x56x56xf32>
}
