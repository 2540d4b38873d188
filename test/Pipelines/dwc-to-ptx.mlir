// RUN: dwc-opt %s --dwc-to-ptx | FileCheck %s
// RUN: dwc-opt %s --dwc-to-ptx="chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: dwc-opt %s --dwc-to-ptx --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: dwc-opt %s --dwc-to-ptx="programmatic-launch=0" | FileCheck %s --check-prefix=SERIAL
// RUN: dwc-opt %s --dwc-to-ptx="column-reuse=shared" | FileCheck %s --check-prefix=SHARED
// RUN: dwc-opt %s --dwc-to-ptx="prefetch-l2=on" | FileCheck %s --check-prefix=PREFETCH

// With the input tile in workgroup memory: one static, 16-byte aligned
// .shared buffer per block (not a per-thread malloc) filled by 128-bit
// global loads and shared stores, a barrier, shared loads, no shuffles.
// SHARED: gpu.binary @layer_kernel
// SHARED-SAME: .shared .align 16 .b8 __wg_layer_kernel_0[4480]
// SHARED-SAME: ld.global.v4.b32
// SHARED-SAME: st.shared.v4.b32
// SHARED-SAME: bar.sync
// SHARED-SAME: ld.shared
// SHARED-NOT: malloc
// SHARED-NOT: shfl.sync

// The whole path to PTX: one launch with the schedule's grid and block, a
// bare-pointer kernel with 128-bit row loads and stores, shuffles and fmas.
// On sm_90 the kernel waits for the grids before it first thing and, its grid
// being large (448 blocks), lets the next kernel be scheduled when it is done;
// its launch says so. sm_80 and `programmatic-launch=0` build neither.
// CHECK: gpu.launch_func @layer_kernel::@layer_kernel blocks in (%c7, %c32, %c2) threads in (%c256, %c1, %c1) args(
// CHECK-SAME: {dwc.programmatic_launch}
// CHECK: gpu.binary @layer_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry layer_kernel(
// CHECK-NOT: prefetch.global.L2
// CHECK-SAME: griddepcontrol.wait;
// CHECK-SAME: ld.global
// CHECK-SAME: ld.global.v4.b32
// CHECK-SAME: shfl.sync.up.b32
// CHECK-SAME: shfl.sync.down.b32
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: st.global.v4.b32
// CHECK-SAME: griddepcontrol.launch_dependents;
// CHECK-SAME: ret;
// Its grid is too large for the prefetch of its read-only buffers into L2
// before the wait (`prefetch-l2=on` forces it: input, filter and bias).
// PREFETCH: gpu.binary @layer_kernel
// PREFETCH-COUNT-3: mov.pred p, %p{{[0-9]+}}; @p prefetch.global.L2
// PREFETCH-SAME: griddepcontrol.wait;
// SM80-NOT: dwc.programmatic_launch
// SM80: .target sm_80
// SM80-NOT: griddepcontrol
// SERIAL-NOT: dwc.programmatic_launch
// SERIAL: .target sm_90
// SERIAL-NOT: griddepcontrol
// PIPELINE: builtin.module(
// PIPELINE-NEXT: dwc-check-gpu-input,
// PIPELINE-NEXT: dwc-erase-empty,
// PIPELINE-NEXT: dwc-configure-separable{chip=sm_90 fusion=auto sm-count=0},
// PIPELINE-NEXT: dwc-split-separable,
// PIPELINE-NEXT: dwc-configure-backward-data{chip=sm_90 sm-count=0 strategy=auto},
// PIPELINE-NEXT: dwc-decompose-backward-data,
// PIPELINE-NEXT: dwc-decompose-pointwise-backward-data,
// PIPELINE-NEXT: dwc-configure-backward-filter{chip=sm_90 partitions=0 sm-count=0},
// PIPELINE-NEXT: dwc-split-backward-filter,
// PIPELINE-NEXT: dwc-configure-depthwise{chip=sm_90 column-reuse=auto sm-count=0},
// PIPELINE-NEXT: dwc-configure-pointwise{chip=sm_90 sm-count=0},
// PIPELINE-NEXT: dwc-tile-depthwise,
// PIPELINE-NEXT: dwc-tile-pointwise,
// PIPELINE-NEXT: dwc-tile-separable,
// PIPELINE-NEXT: dwc-tile-backward-data,
// PIPELINE-NEXT: dwc-tile-backward-filter,
// PIPELINE-NEXT: dwc-tile-reduce-partials,
// PIPELINE-NEXT: dwc-unroll-row-reuse,
// PIPELINE-NEXT: dwc-coalesce-depthwise,
// PIPELINE-NEXT: dwc-approximate-math,
// PIPELINE-NEXT: one-shot-bufferize{{.*}}bufferize-function-boundaries=true
// PIPELINE-NEXT: convert-parallel-loops-to-gpu,
// PIPELINE: dwc-drop-padding-taps,
// PIPELINE-NEXT: gpu-launch-sink-index-computations,
// PIPELINE-NEXT: gpu-kernel-outlining
// PIPELINE-NEXT: dwc-sanitize-kernel-names,
// PIPELINE-NEXT: dwc-workgroup-attributions,
// PIPELINE-NEXT: dwc-apply-register-limits,
// PIPELINE: nvvm-attach-target{{.*}}chip=sm_90
// PIPELINE-NEXT: dwc-programmatic-launch{chip=sm_90 prefetch-l2=auto signal-dependents=auto sm-count=0},
// PIPELINE: gpu.module(
// PIPELINE-NEXT: expand-strided-metadata
// PIPELINE-NEXT: convert-nvgpu-to-nvvm
// PIPELINE-NEXT: convert-gpu-to-nvvm{{.*}}use-bare-ptr-memref-call-conv=true
// PIPELINE-NEXT: convert-nvvm-to-llvm
// PIPELINE: gpu-module-to-binary{format=isa
func.func @layer(%x: tensor<2x32x112x112xf32>, %w: tensor<32x3x3xf32>, %b: tensor<32xf32>, %init: tensor<2x32x112x112xf32>) -> tensor<2x32x112x112xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x32x112x112xf32>, tensor<32x3x3xf32>) bias(%b : tensor<32xf32>) outs(%init : tensor<2x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<2x32x112x112xf32>
  return %0 : tensor<2x32x112x112xf32>
}
