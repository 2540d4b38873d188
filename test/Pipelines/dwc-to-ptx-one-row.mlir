// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s

// A small grid gives each thread one output row (14 columns: 7 lanes of 2 in
// a segment of 8); the row is stored by a predicated st.global, with no
// branch, so the row's products and filter loads stay ahead of it.
// CHECK: gpu.binary @layer_kernel
// CHECK-SAME: shfl.sync.up.b32
// CHECK-SAME: fma.rn.f32
// CHECK-NOT: bra
// CHECK-SAME: mov.pred p, %p{{[0-9]+}}; @p st.global.b32
func.func @layer(%x: tensor<1x16x14x14xf16>, %w: tensor<16x3x3xf16>, %init: tensor<1x16x14x14xf16>) -> tensor<1x16x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x16x14x14xf16>, tensor<16x3x3xf16>) outs(%init : tensor<1x16x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x16x14x14xf16>
  return %0 : tensor<1x16x14x14xf16>
}
