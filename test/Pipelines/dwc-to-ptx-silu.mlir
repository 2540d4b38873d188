// RUN: env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH dwc-opt %s --dwc-to-ptx | FileCheck %s

// SiLU's functions (marked `afn`) compile to the GPU's own units: in f32 the
// exponential to ex2 and the division to an approximate one, for a 16-bit
// result one tanh (x sigmoid(x) = h + h tanh(h), h = x / 2). The PTX calls no
// libdevice function, so it does not depend on a CUDA toolkit being found
// when it is compiled.
// CHECK: gpu.binary @f32_layer_kernel
// CHECK-NOT: __nv_
// CHECK-SAME: ex2.approx.ftz.f32
// CHECK-NOT: __nv_
// CHECK-SAME: div.approx.f32
// CHECK-NOT: __nv_
// CHECK-SAME: st.global
// CHECK-NOT: __nv_
// CHECK: gpu.binary @f16_layer_kernel
// CHECK-NOT: __nv_
// CHECK-NOT: ex2.approx
// CHECK-SAME: tanh.approx.f32
// CHECK-NOT: __nv_
// CHECK-NOT: ex2.approx
// CHECK-SAME: st.global
// CHECK-NOT: __nv_
func.func @f32_layer(%x: tensor<2x16x14x14xf32>, %w: tensor<16x3x3xf32>, %init: tensor<2x16x14x14xf32>) -> tensor<2x16x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x14x14xf32>, tensor<16x3x3xf32>) outs(%init : tensor<2x16x14x14xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<2x16x14x14xf32>
  return %0 : tensor<2x16x14x14xf32>
}
func.func @f16_layer(%x: tensor<2x16x14x14xf16>, %w: tensor<16x3x3xf16>, %init: tensor<2x16x14x14xf16>) -> tensor<2x16x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x14x14xf16>, tensor<16x3x3xf16>) outs(%init : tensor<2x16x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<2x16x14x14xf16>
  return %0 : tensor<2x16x14x14xf16>
}
