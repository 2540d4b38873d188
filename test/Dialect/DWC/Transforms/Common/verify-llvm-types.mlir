// RUN: dwc-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(gpu.module(dwc-verify-llvm-types))' | FileCheck %s
// RUN: not dwc-opt %S/Inputs/zero-width-parameter.mlir --dwc-to-ptx 2>&1 | FileCheck %s --check-prefix=PIPELINE

// Types that the NVPTX backend aborts on (a zero-width integer anywhere, a
// parameter that occupies no bits) get a diagnostic; others pass unchanged.

// CHECK-LABEL: gpu.module @valid
gpu.module @valid {
  // CHECK: llvm.func @kernel
  llvm.func @kernel(%p: i1, %s: !llvm.struct<(i32, array<2 x f32>)>, %a: !llvm.ptr<1>) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.array<0 x i32> : (i32) -> !llvm.ptr
    llvm.return
  }
}

// -----

gpu.module @zero_width_parameter {
  // expected-error @below {{'llvm.func' op uses type 'i0', which holds a zero-width integer}}
  llvm.func @kernel(%p: i0) {
    llvm.return
  }
}

// -----

gpu.module @zero_width_value {
  llvm.func @kernel(%a: !llvm.ptr<1>) {
    // expected-error @below {{'llvm.mlir.constant' op uses type 'i0', which holds a zero-width integer}}
    %0 = llvm.mlir.constant(0 : i0) : i0
    llvm.store %0, %a : i0, !llvm.ptr<1>
    llvm.return
  }
}

// -----

gpu.module @zero_width_element {
  llvm.func @kernel(%a: !llvm.ptr<1>) {
    // expected-error @below {{'llvm.load' op uses type 'vector<4xi0>', which holds a zero-width integer}}
    %0 = llvm.load %a : !llvm.ptr<1> -> vector<4xi0>
    llvm.return
  }
}

// -----

gpu.module @empty_struct_parameter {
  // expected-error @below {{has parameter 1 of type '!llvm.struct<()>', which occupies no bits}}
  llvm.func @kernel(%a: !llvm.ptr<1>, %s: !llvm.struct<()>) {
    llvm.return
  }
}

// -----

gpu.module @empty_array_result {
  // expected-error @below {{returns type '!llvm.struct<(array<0 x f32>)>', which occupies no bits}}
  llvm.func @helper() -> !llvm.struct<(array<0 x f32>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(array<0 x f32>)>
    llvm.return %0 : !llvm.struct<(array<0 x f32>)>
  }
}

// PIPELINE: zero-width-parameter.mlir:4:3: error: 'llvm.func' op uses type 'i0', which holds a zero-width integer
