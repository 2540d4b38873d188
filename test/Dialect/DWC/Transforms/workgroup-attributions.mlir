// RUN: dwc-opt %s --split-input-file --dwc-workgroup-attributions --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @attribution
//       CHECK: gpu.launch {{.+}} workgroup(%[[BUF:.+]] : memref<4x8xf32, #gpu.address_space<workgroup>>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   memref.store %{{.+}}, %[[BUF]]
//       CHECK:   gpu.barrier
//       CHECK:   memref.load %[[BUF]]
//       CHECK:   memref.alloc() : memref<4xf32>
func.func @attribution(%out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %tile = memref.alloc() : memref<4x8xf32, #gpu.address_space<workgroup>>
    memref.store %f, %tile[%c0, %c0] : memref<4x8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %tile[%c0, %c0] : memref<4x8xf32, #gpu.address_space<workgroup>>
    // Global memory allocations are not workgroup buffers.
    %global = memref.alloc() : memref<4xf32>
    memref.store %v, %out[%c0] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @nested(%n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %n step %c1 {
      // expected-error @+1 {{in workgroup memory must be at the top level of the gpu.launch body to become an attribution}}
      %tile = memref.alloc() : memref<8xf32, #gpu.address_space<workgroup>>
    }
    gpu.terminator
  }
  return
}

// -----

func.func @dynamic(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{in workgroup memory needs a static shape to become an attribution}}
    %tile = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}
