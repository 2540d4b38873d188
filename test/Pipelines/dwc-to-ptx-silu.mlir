// RUN: env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH dwc-opt %s --dwc-to-ptx | FileCheck %s

// SiLU's exponential and division (marked `afn`) compile to the GPU's ex2 and
// approximate division: the PTX calls no libdevice function, so it does not
// depend on a CUDA toolkit being found when it is compiled.
// CHECK: gpu.binary @layer_kernel
// CHECK-NOT: __nv_
// CHECK-SAME: ex2.approx.ftz.f32
// CHECK-NOT: __nv_
// CHECK-SAME: div.approx.f32
// CHECK-NOT: __nv_
// CHECK-SAME: st.global
// CHECK-NOT: __nv_
func.func @layer(%x: tensor<2x16x14x14xf16>, %w: tensor<16x3x3xf16>, %init: tensor<2x16x14x14xf16>) -> tensor<2x16x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x14x14xf16>, tensor<16x3x3xf16>) outs(%init : tensor<2x16x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<2x16x14x14xf16>
  return %0 : tensor<2x16x14x14xf16>
}
