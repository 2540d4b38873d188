// RUN: dwc-opt %s --dwc-sanitize-kernel-names | FileCheck %s

// Kernels outlined from functions with quoted names become PTX identifiers,
// unique in their module; launches follow. Valid names are kept.
// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @a_b_kernel() kernel
// CHECK: gpu.func @a_b_kernel_0() kernel
// CHECK: gpu.func @_9lives_kernel() kernel
// CHECK: gpu.func @ok$kernel() kernel
// CHECK-LABEL: func.func @host
// CHECK: gpu.launch_func @kernels::@a_b_kernel
// CHECK: gpu.launch_func @kernels::@a_b_kernel_0
// CHECK: gpu.launch_func @kernels::@_9lives_kernel
// CHECK: gpu.launch_func @kernels::@ok$kernel
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @"a/b_kernel"() kernel {
      gpu.return
    }
    gpu.func @"a b_kernel"() kernel {
      gpu.return
    }
    gpu.func @"9lives_kernel"() kernel {
      gpu.return
    }
    gpu.func @ok$kernel() kernel {
      gpu.return
    }
  }
  func.func @host() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@"a/b_kernel" blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@"a b_kernel" blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@"9lives_kernel" blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@ok$kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
