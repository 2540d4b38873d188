// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch --verify-diagnostics | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch="signal-dependents=entry" --verify-diagnostics | FileCheck %s --check-prefix=ENTRY
// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch="sm-count=100" --verify-diagnostics | FileCheck %s --check-prefix=SM100
// RUN: not dwc-opt %s --split-input-file --dwc-programmatic-launch="chip=sm_80" 2>&1 | FileCheck %s --check-prefix=OLD-CHIP
// RUN: not dwc-opt %s --split-input-file --dwc-programmatic-launch="signal-dependents=later" 2>&1 | FileCheck %s --check-prefix=BAD-SIGNAL
// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch="prefetch-l2=on" --verify-diagnostics | FileCheck %s --check-prefix=ON
// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch="prefetch-l2=off" --verify-diagnostics | FileCheck %s --check-prefix=OFF
// RUN: not dwc-opt %s --split-input-file --dwc-programmatic-launch="prefetch-l2=some" 2>&1 | FileCheck %s --check-prefix=BAD-PREFETCH

// OLD-CHIP: error: programmatic dependent launch needs sm_90, got chip 'sm_80'
// BAD-SIGNAL: error: unknown signal-dependents 'later' (expected auto, entry or exit)
// BAD-PREFETCH: error: unknown prefetch-l2 'some' (expected auto, on or off)

// A grid of at most two blocks per SM (264 on 132 SMs) waits for the grids
// before it and then lets its dependents be scheduled, both before anything
// else; its launch is marked for the runtime.
// CHECK-LABEL: func.func @small_grid
//       CHECK:   gpu.launch_func @kernels::@scale {{.*}} {dwc.programmatic_launch}
//       CHECK: gpu.func @scale
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   arith.constant 0
//  CHECK-NEXT:   memref.load
// On 100 SMs the same grid is large: it signals when it is done.
// SM100-LABEL: gpu.func @scale
//  SM100-NEXT:   nvvm.griddepcontrol wait
//  SM100-NOT:    nvvm.griddepcontrol
//      SM100:    memref.store
//  SM100-NEXT:   nvvm.griddepcontrol launch_dependents
//  SM100-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @small_grid(%buffer: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c264 = arith.constant 264 : index
    gpu.launch_func @kernels::@scale blocks in (%c264, %c1, %c1) threads in (%c1, %c1, %c1) args(%buffer : memref<4xf32>)
    return
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @scale(%buffer: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %buffer[%c0] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %buffer[%c0] : memref<4xf32>
      gpu.return
    }
  }
}

// -----

// A larger grid signals before each return, once its stores are issued;
// `signal-dependents=entry` overrides the choice.
// CHECK-LABEL: gpu.func @large_grid
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb1:
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
//       CHECK: ^bb2:
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
// ENTRY-LABEL: gpu.func @large_grid
//  ENTRY-NEXT:   nvvm.griddepcontrol wait
//  ENTRY-NEXT:   nvvm.griddepcontrol launch_dependents
//  ENTRY-NEXT:   cf.cond_br
//   ENTRY-NOT:   nvvm.griddepcontrol
//       ENTRY: // -----
module attributes {gpu.container_module} {
  func.func @host(%flag: i1) {
    %c1 = arith.constant 1 : index
    %c265 = arith.constant 265 : index
    gpu.launch_func @kernels::@large_grid blocks in (%c265, %c1, %c1) threads in (%c1, %c1, %c1) args(%flag : i1)
    return
  }
  gpu.module @kernels {
    gpu.func @large_grid(%flag: i1) kernel {
      cf.cond_br %flag, ^bb1, ^bb2
    ^bb1:
      gpu.return
    ^bb2:
      gpu.return
    }
  }
}

// -----

// A grid whose size is not constant counts as large.
// CHECK-LABEL: gpu.func @dynamic_grid
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @host(%blocks: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@dynamic_grid blocks in (%blocks, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @kernels {
    gpu.func @dynamic_grid() kernel {
      gpu.return
    }
  }
}

// -----

// A kernel launched twice gets the instructions once; a kernel that holds
// them already (a user's) keeps its own. All launches are marked.
// CHECK-LABEL: func.func @twice
//       CHECK:   gpu.launch_func @kernels::@empty {{.*}} {dwc.programmatic_launch}
//       CHECK:   gpu.launch_func @kernels::@empty {{.*}} {dwc.programmatic_launch}
//       CHECK:   gpu.launch_func @kernels::@user {{.*}} {dwc.programmatic_launch}
//       CHECK: gpu.func @empty
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
//       CHECK: gpu.func @user
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @twice() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@empty blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@empty blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@user blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @kernels {
    gpu.func @empty() kernel {
      gpu.return
    }
    gpu.func @user() kernel {
      %c0 = arith.constant 0 : index
      nvvm.griddepcontrol wait
      gpu.return
    }
  }
}

// -----

// Chips before sm_90 have no griddepcontrol.
module attributes {gpu.container_module} {
  func.func @old_chip() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@empty blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  // expected-error @below {{'gpu.module' op targets sm_80, but programmatic dependent launch needs sm_90}}
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @empty() kernel {
      gpu.return
    }
  }
}

// -----

// Only a gpu.func can be given the instructions (here a lowered kernel).
module attributes {gpu.container_module} {
  func.func @external() {
    %c1 = arith.constant 1 : index
    // expected-error @below {{'gpu.launch_func' op launches @kernels::@declared, which is not a gpu.func with a body}}
    gpu.launch_func @kernels::@declared blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @kernels {
    llvm.func @declared() attributes {gpu.kernel} {
      llvm.return
    }
  }
}

// -----

// Before it waits, a small grid prefetches into L2 each buffer it only reads
// (here through a load, an asynchronous copy into workgroup memory and the
// predicated load assembly of dwc-coalesce-depthwise) that takes at most one
// line per thread: %in (64
// lines) for 64 threads, one predicated prefetch each. %big (128 lines) is
// left out, %out is written (through predicated store assembly).
// CHECK-LABEL: gpu.func @prefetch
//  CHECK-SAME:   %[[IN:[a-z0-9]+]]: memref<64x32xf32>, %[[BIG:[a-z0-9]+]]: memref<128x32xf32>
//   CHECK-DAG:   %[[BX:.*]] = gpu.block_id x
//   CHECK-DAG:   %[[TX:.*]] = gpu.thread_id x
//       CHECK:   %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[IN]]
//       CHECK:   %[[INSIDE:.*]] = arith.cmpi ult, %[[LINE:.*]], %c64
//       CHECK:   %[[OFFSET:.*]] = arith.muli %[[LINE]], %c128
//       CHECK:   %[[ADDRESS:.*]] = arith.addi %[[BASE]], %[[OFFSET]]
//       CHECK:   %[[ADDRESS64:.*]] = arith.index_cast %[[ADDRESS]]
//       CHECK:   %[[POINTER:.*]] = llvm.inttoptr %[[ADDRESS64]]
//       CHECK:   nvvm.inline_ptx "{ .reg .pred p; mov.pred p, $1; @p prefetch.global.L2 [$0]; }" ro(%[[POINTER]], %[[INSIDE]] : !llvm.ptr<1>, i1)
//   CHECK-NOT:   prefetch
//       CHECK:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
// `prefetch-l2=on` takes %big too, in two passes of the grid's threads.
// ON-LABEL: gpu.func @prefetch
//   ON-COUNT-3: prefetch.global.L2
//   ON-NOT:     prefetch.global.L2
//       ON:     nvvm.griddepcontrol wait
// OFF-LABEL: gpu.func @prefetch
//  OFF-NEXT:   nvvm.griddepcontrol wait
module attributes {gpu.container_module} {
  func.func @prefetch(%in: memref<64x32xf32>, %big: memref<128x32xf32>, %out: memref<64x32xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@prefetch blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<64x32xf32>, %big : memref<128x32xf32>, %out : memref<64x32xf32>)
    return
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @prefetch(%in: memref<64x32xf32>, %big: memref<128x32xf32>, %out: memref<64x32xf32>) workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %true = arith.constant true
      %copied = nvgpu.device_async_copy %in[%tid, %c0], %tile[%c0], 4 : memref<64x32xf32> to memref<4xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%tid, %c0] : memref<64x32xf32>
      %w = memref.load %big[%tid, %c0] : memref<128x32xf32>
      %in_base = memref.extract_aligned_pointer_as_index %in : memref<64x32xf32> -> index
      %in_int = arith.index_cast %in_base : index to i64
      %in_ptr = llvm.inttoptr %in_int : i64 to !llvm.ptr<1>
      %p = llvm.inline_asm "@$1 ld.global.b32 $0, [$2];", "=r,b,l" %true, %in_ptr : (i1, !llvm.ptr<1>) -> i32
      %s = arith.addf %v, %w : f32
      memref.store %s, %out[%tid, %c0] : memref<64x32xf32>
      %out_base = memref.extract_aligned_pointer_as_index %out : memref<64x32xf32> -> index
      %out_int = arith.index_cast %out_base : index to i64
      %out_ptr = llvm.inttoptr %out_int : i64 to !llvm.ptr<1>
      nvvm.inline_ptx "st.global.b32 [$0], $1;" ro(%out_ptr, %p : !llvm.ptr<1>, i32)
      gpu.return
    }
  }
}

// -----

// A grid of up to three blocks per SM (300 on 132 SMs) signals at entry when
// it prefetches every buffer it only reads (@fits: 64 lines for 9,600
// threads); one with a buffer larger than a line per thread (@too_large:
// 20,000 lines) signals at exit and prefetches nothing, as does @fits with
// `prefetch-l2=off`.
// CHECK-LABEL: gpu.func @fits
//       CHECK:   prefetch.global.L2
//       CHECK:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.thread_id
// CHECK-LABEL: gpu.func @too_large
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   gpu.thread_id
//       CHECK:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
// OFF-LABEL: gpu.func @fits
//  OFF-NEXT:   nvvm.griddepcontrol wait
//  OFF-NEXT:   gpu.thread_id
//       OFF:   nvvm.griddepcontrol launch_dependents
//  OFF-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @medium_grids(%in: memref<64x32xf32>, %big: memref<20000x32xf32>, %out: memref<64x32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c300 = arith.constant 300 : index
    gpu.launch_func @kernels::@fits blocks in (%c300, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<64x32xf32>, %out : memref<64x32xf32>)
    gpu.launch_func @kernels::@too_large blocks in (%c300, %c1, %c1) threads in (%c32, %c1, %c1) args(%big : memref<20000x32xf32>, %out : memref<64x32xf32>)
    return
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @fits(%in: memref<64x32xf32>, %out: memref<64x32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %in[%tid, %c0] : memref<64x32xf32>
      memref.store %v, %out[%tid, %c0] : memref<64x32xf32>
      gpu.return
    }
    gpu.func @too_large(%big: memref<20000x32xf32>, %out: memref<64x32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %big[%tid, %c0] : memref<20000x32xf32>
      memref.store %v, %out[%tid, %c0] : memref<64x32xf32>
      gpu.return
    }
  }
}

// -----

// Past three blocks per SM, a grid that prefetches every buffer it only reads
// still signals at entry while it holds at most 30% of the GPU's resident
// threads: @few_threads, 792 blocks of 64 (50,688 of 270,336 threads; 8,192
// lines of input), but not @many_threads, 792 blocks of 256 (75%), which
// signals at exit and prefetches nothing.
// CHECK-LABEL: gpu.func @few_threads
//       CHECK:   prefetch.global.L2
//       CHECK:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
// CHECK-LABEL: gpu.func @many_threads
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   gpu.thread_id
//       CHECK:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @six_blocks_per_sm(%in: memref<8192x32xf32>, %out: memref<8192x32xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c792 = arith.constant 792 : index
    gpu.launch_func @kernels::@few_threads blocks in (%c792, %c1, %c1) threads in (%c64, %c1, %c1) args(%in : memref<8192x32xf32>, %out : memref<8192x32xf32>)
    gpu.launch_func @kernels::@many_threads blocks in (%c792, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<8192x32xf32>, %out : memref<8192x32xf32>)
    return
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @few_threads(%in: memref<8192x32xf32>, %out: memref<8192x32xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %in[%tid, %c0] : memref<8192x32xf32>
      memref.store %v, %out[%tid, %c0] : memref<8192x32xf32>
      gpu.return
    }
    gpu.func @many_threads(%in: memref<8192x32xf32>, %out: memref<8192x32xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %in[%tid, %c0] : memref<8192x32xf32>
      memref.store %v, %out[%tid, %c0] : memref<8192x32xf32>
      gpu.return
    }
  }
}
