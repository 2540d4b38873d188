// RUN: dwc-opt %s --dwc-to-ptx="column-reuse=mma" | FileCheck %s
// RUN: dwc-opt %s --dwc-to-ptx="chip=sm_80 column-reuse=mma" | FileCheck %s --check-prefix=SM80

// The tensor-core schedule (asked for: the heuristic gives this 5x5 window
// over a 28x28 map `batch_mma`) down to PTX: static, 16-byte aligned .shared input and
// output tiles; the copy as 8-byte cp.async (rows of 28 elements) awaited
// before a barrier, ldmatrix and bf16 mma with f32 accumulation, pair stores into the
// output tile (padding 2: every column tile starts at an even column), a
// second barrier, and the output tile leaving in aligned 8-byte row chunks.
// CHECK: gpu.binary @layer_kernel
// CHECK-SAME: .shared .align 16 .b8 __wg_layer_kernel_0[
// CHECK-SAME: .shared .align 16 .b8 __wg_layer_kernel_1[
// CHECK-SAME: cp.async.ca.shared.global
// CHECK-SAME: cp.async.commit_group
// CHECK-SAME: cp.async.wait_group \090;
// CHECK-SAME: bar.sync
// CHECK-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-SAME: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.v2.b32
// CHECK-SAME: st.global.v2.b32
// CHECK-NOT: malloc
// SM80: .target sm_80
// SM80-SAME: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
func.func @layer(%x: tensor<32x240x28x28xbf16>, %w: tensor<240x5x5xbf16>, %init: tensor<32x240x28x28xbf16>) -> tensor<32x240x28x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x28xbf16>, tensor<240x5x5xbf16>) outs(%init : tensor<32x240x28x28xbf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xbf16>
  return %0 : tensor<32x240x28x28xbf16>
}
