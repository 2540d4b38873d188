// RUN: dwc-opt %s --split-input-file --dwc-apply-register-limits --verify-diagnostics | FileCheck %s

// The marker becomes the kernel's nvvm.maxnreg; markers that agree are one
// limit; kernels without one keep no limit.
// CHECK-LABEL: gpu.func @limited
//  CHECK-SAME: kernel attributes {nvvm.maxnreg = 96 : i32}
//   CHECK-NOT:   dwc.register_limit
//       CHECK:   gpu.return
// CHECK-LABEL: gpu.func @unlimited
//   CHECK-NOT: nvvm.maxnreg
gpu.module @kernels {
  gpu.func @limited(%out: memref<4xf32>) kernel {
    dwc.register_limit 96
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %out[%c0] : memref<4xf32>
    dwc.register_limit 96
    gpu.return
  }
  gpu.func @unlimited(%out: memref<4xf32>) kernel {
    gpu.return
  }
}

// -----

// A limit needs a kernel to apply to.
func.func @host() {
  // expected-error @+1 {{'dwc.register_limit' op must be inside a gpu.func kernel (run gpu-kernel-outlining first)}}
  dwc.register_limit 96
  return
}

// -----

gpu.module @kernels {
  gpu.func @conflicting() kernel {
    dwc.register_limit 96
    // expected-error @+1 {{'dwc.register_limit' op limits the kernel to 64 registers, but it is already limited to 96}}
    dwc.register_limit 64
    gpu.return
  }
}
