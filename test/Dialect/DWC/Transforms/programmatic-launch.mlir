// RUN: dwc-opt %s --split-input-file --dwc-programmatic-launch --verify-diagnostics | FileCheck %s

// The kernel lets its dependents be scheduled, then waits for its own
// prerequisites before anything else; its launch is marked for the runtime.
// CHECK-LABEL: func.func @host
//       CHECK:   gpu.launch_func @kernels::@scale {{.*}} {dwc.programmatic_launch}
//       CHECK: gpu.func @scale
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   arith.constant 0
//  CHECK-NEXT:   memref.load
module attributes {gpu.container_module} {
  func.func @host(%buffer: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buffer : memref<4xf32>)
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

// A kernel launched twice gets the instructions once; both launches are
// marked.
// CHECK-LABEL: func.func @twice
//       CHECK:   gpu.launch_func @kernels::@empty {{.*}} {dwc.programmatic_launch}
//       CHECK:   gpu.launch_func @kernels::@empty {{.*}} {dwc.programmatic_launch}
//       CHECK: gpu.func @empty
//  CHECK-NEXT:   nvvm.griddepcontrol launch_dependents
//  CHECK-NEXT:   nvvm.griddepcontrol wait
//  CHECK-NEXT:   gpu.return
module attributes {gpu.container_module} {
  func.func @twice() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@empty blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@empty blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @kernels {
    gpu.func @empty() kernel {
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
