// RUN: dwc-opt %s --split-input-file --dwc-workgroup-attributions --verify-diagnostics | FileCheck %s

// The buffer becomes an attribution that keeps the allocation's alignment;
// global allocations stay.
// CHECK-LABEL: gpu.func @attribution
//  CHECK-SAME: workgroup(%[[BUF:.+]] : memref<4x8xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
//   CHECK-NOT:   memref.alloc() {{.*}}workgroup
//       CHECK:   memref.store %{{.+}}, %[[BUF]]
//       CHECK:   gpu.barrier
//       CHECK:   memref.load %[[BUF]]
//       CHECK:   memref.alloc() : memref<4xf32>
gpu.module @kernels {
  gpu.func @attribution(%out: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    %tile = memref.alloc() {alignment = 16 : i64} : memref<4x8xf32, #gpu.address_space<workgroup>>
    memref.store %f, %tile[%c0, %c0] : memref<4x8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %tile[%c0, %c0] : memref<4x8xf32, #gpu.address_space<workgroup>>
    %global = memref.alloc() : memref<4xf32>
    memref.store %v, %out[%c0] : memref<4xf32>
    gpu.return
  }
}

// -----

// Without an alignment the attribution has no attributes.
// CHECK-LABEL: gpu.func @unaligned
//  CHECK-SAME: workgroup(%{{.+}} : memref<8xf16, #gpu.address_space<workgroup>>)
//  CHECK-NEXT:   gpu.return
gpu.module @kernels {
  gpu.func @unaligned() kernel {
    %tile = memref.alloc() : memref<8xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @nested(%n: index) kernel {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    scf.for %i = %c0 to %n step %c1 {
      // expected-error @+1 {{in workgroup memory must be in the entry block of the gpu.func to become an attribution}}
      %tile = memref.alloc() : memref<8xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @dynamic(%n: index) kernel {
    // expected-error @+1 {{in workgroup memory needs a static shape to become an attribution}}
    %tile = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Past the static 48 KB the buffers become views of the kernel's dynamic
// workgroup memory, one after the other at their alignment (40960 bytes,
// then 16384 from offset 40960), and the launch gets 57344 bytes of it.
// CHECK-LABEL: func.func @launch
//       CHECK:   %[[BYTES:.+]] = arith.constant 57344 : i32
//       CHECK:   gpu.launch_func @kernels::@large {{.+}} dynamic_shared_memory_size %[[BYTES]]
// CHECK-LABEL: gpu.func @large
//   CHECK-NOT:   workgroup(
//       CHECK:   %[[MEMORY:.+]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
//       CHECK:   %[[A:.+]] = memref.view %[[MEMORY]][%c0{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x64x160xf16, #gpu.address_space<workgroup>>
//       CHECK:   %[[B:.+]] = memref.view %[[MEMORY]][%c40960{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf32, #gpu.address_space<workgroup>>
//       CHECK:   memref.store %{{.+}}, %[[A]]
//       CHECK:   memref.store %{{.+}}, %[[B]]
module attributes {gpu.container_module} {
  func.func @launch() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@large blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @kernels {
    gpu.func @large() kernel {
      %c0 = arith.constant 0 : index
      %h = arith.constant 1.0 : f16
      %f = arith.constant 1.0 : f32
      %a = memref.alloc() {alignment = 16 : i64} : memref<2x64x160xf16, #gpu.address_space<workgroup>>
      %b = memref.alloc() {alignment = 16 : i64} : memref<64x64xf32, #gpu.address_space<workgroup>>
      memref.store %h, %a[%c0, %c0, %c0] : memref<2x64x160xf16, #gpu.address_space<workgroup>>
      memref.store %f, %b[%c0, %c0] : memref<64x64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}
