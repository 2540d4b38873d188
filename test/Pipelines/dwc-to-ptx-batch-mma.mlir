// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s
// RUN: dwc-opt %s --dwc-to-ptx="chip=sm_80" | FileCheck %s --check-prefix=SM80

// eb0_dw5a's shape in f16 at batch 32: the heuristic takes `batch_mma` (a
// 5x5 window, 480 blocks of 16 images) down to PTX: one static 16-byte
// aligned .shared tile; the 16 images' planes by 16-byte cp.async that
// bypasses L1, in two groups (rows 0-13 and 14-27), the first awaited
// before a barrier; 4-byte shared loads of the A pairs and f16 mma with f32
// accumulation; the second group and a barrier before row 14, after which
// output rows 0-11, finished, go over the tile as 4-byte stores and, after
// a barrier, leave in 16-byte chunks; after the last row and a barrier the
// other rows over the tile; after another they leave.
// CHECK: gpu.binary @layer_kernel
// CHECK-SAME: .shared .align 16 .b8 __wg_layer_kernel_0[25344]
// CHECK-SAME: cp.async.cg.shared.global [{{[^]]+}}], [{{[^]]+}}], 16;
// CHECK-SAME: cp.async.commit_group
// CHECK-SAME: cp.async.commit_group
// CHECK-SAME: cp.async.wait_group \091;
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.b32
// CHECK-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-SAME: cp.async.wait_group \090;
// CHECK-SAME: bar.sync
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.v4.b32
// CHECK-SAME: st.global.v4.b32
// CHECK-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-SAME: bar.sync
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.v4.b32
// CHECK-SAME: st.global.v4.b32
// CHECK-NOT: malloc
// SM80: .target sm_80
// SM80-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
func.func @layer(%x: tensor<32x240x28x28xf16>, %w: tensor<240x5x5xf16>, %init: tensor<32x240x28x28xf16>) -> tensor<32x240x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x28xf16>, tensor<240x5x5xf16>) outs(%init : tensor<32x240x28x28xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xf16>
  return %0 : tensor<32x240x28x28xf16>
}
