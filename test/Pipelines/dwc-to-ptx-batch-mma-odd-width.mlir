// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s

// eb0_dw5a's 5x5 window on 27-column maps at batch 32: `batch_mma` with two
// planes per block in 16-byte chunks; a row's element pairs do not start at
// 4-byte words, so each A element is a 2-byte shared load, and each
// finished element goes over the tile as a 2-byte store.
// CHECK: gpu.binary @layer_kernel
// CHECK-SAME: cp.async.cg.shared.global [{{[^]]+}}], [{{[^]]+}}], 16;
// CHECK-SAME: cp.async.wait_group \090;
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.b16
// CHECK-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-SAME: bar.sync
// CHECK-SAME: st.shared.b16
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.v4.b32
// CHECK-SAME: st.global.v4.b32
func.func @layer(%x: tensor<32x240x28x27xf16>, %w: tensor<240x5x5xf16>, %init: tensor<32x240x28x27xf16>) -> tensor<32x240x28x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x27xf16>, tensor<240x5x5xf16>) outs(%init : tensor<32x240x28x27xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x27xf16>
  return %0 : tensor<32x240x28x27xf16>
}
