// RUN: dwc-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(gpu.module(dwc-verify-inline-asm))' | FileCheck %s
// RUN: not dwc-opt %S/Inputs/bad-inline-asm.mlir --dwc-to-ptx 2>&1 | FileCheck %s --check-prefix=PIPELINE

// Inline assembly that LLVM's backend would abort on (a fatal error or, for
// constraints that do not parse, a crash) gets a diagnostic; what it accepts
// passes unchanged.

// CHECK-LABEL: gpu.module @valid
gpu.module @valid {
  llvm.func @kernel(%p: i1, %a: !llvm.ptr<1>, %v: i32, %d: f64) {
    // CHECK: llvm.inline_asm
    %0 = llvm.inline_asm has_side_effects "@$1 ld.global.b32 $0, [$2]; // ${:uid} $$ ${0}", "=r,b,l,~{memory}" %p, %a : (i1, !llvm.ptr<1>) -> i32
    // CHECK: llvm.inline_asm
    %1 = llvm.inline_asm "add.f64 $0, $1, $2;", "=d,d,0" %d, %d : (f64, f64) -> f64
    %c = llvm.mlir.constant(7 : i32) : i32
    // CHECK: llvm.inline_asm
    %2 = llvm.inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;", "=r,=r,r,n" %v, %c : (i32, i32) -> !llvm.struct<(i32, i32)>
    llvm.return
  }
}

// -----

gpu.module @operand_out_of_range {
  llvm.func @kernel(%p: i1, %a: !llvm.ptr<1>) {
    // expected-error @below {{has a malformed or out-of-range `$` reference at offset 1 of its assembly string (it names 3 operands: $0 to $2)}}
    %0 = llvm.inline_asm "@$1111111111 ld.global.b32 $0, [$2];", "=r,b,l" %p, %a : (i1, !llvm.ptr<1>) -> i32
    llvm.return
  }
}

// -----

gpu.module @dollar_at_end {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{malformed or out-of-range `$` reference at offset 4}}
    llvm.inline_asm has_side_effects "nop $", "r" %v : (i32) -> ()
    llvm.return
  }
}

// -----

gpu.module @unterminated_brace {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{malformed or out-of-range `$` reference at offset 4}}
    llvm.inline_asm has_side_effects "nop ${0:r", "r" %v : (i32) -> ()
    llvm.return
  }
}

// -----

gpu.module @unknown_special {
  llvm.func @kernel() {
    // expected-error @below {{malformed or out-of-range `$` reference at offset 0}}
    llvm.inline_asm has_side_effects "${:bogus}", "" : () -> ()
    llvm.return
  }
}

// -----

gpu.module @unparsable_constraints {
  llvm.func @kernel(%p: i1, %a: !llvm.ptr<1>) {
    // expected-error @below {{has constraints "=r,b,l,,," that do not parse}}
    %0 = llvm.inline_asm "@$1 ld.global.b32 $0, [$2];", "=r,b,l,,," %p, %a : (i1, !llvm.ptr<1>) -> i32
    llvm.return
  }
}

// -----

gpu.module @too_few_constraints {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{that do not match its operands and results: number of input constraints does not match number of parameters}}
    llvm.inline_asm has_side_effects "nop;", "r" %v, %v : (i32, i32) -> ()
    llvm.return
  }
}

// -----

gpu.module @output_without_result {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{inline asm without outputs must return void}}
    %0 = llvm.inline_asm "mov.b32 $0, $0;", "r" %v : (i32) -> i32
    llvm.return
  }
}

// -----

gpu.module @memory_constraint {
  llvm.func @kernel(%p: i1) {
    // expected-error @below {{has constraint 'm', which names no NVPTX register class}}
    llvm.inline_asm has_side_effects "nop;", "m" %p : (i1) -> ()
    llvm.return
  }
}

// -----

gpu.module @named_register {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{has constraint '{foo}', which names no NVPTX register class}}
    llvm.inline_asm has_side_effects "nop;", "{foo}" %v : (i32) -> ()
    llvm.return
  }
}

// -----

gpu.module @width_mismatch {
  llvm.func @kernel(%p: i1) {
    // expected-error @below {{has constraint 'd' (64-bit registers) for a value of type 'i32'}}
    %0 = llvm.inline_asm "mov.b32 $0, 0;", "=d" : () -> i32
    llvm.return
  }
}

// -----

gpu.module @indirect {
  llvm.func @kernel(%a: !llvm.ptr<1>) {
    // expected-error @below {{has an indirect or label constraint in "=*l"}}
    llvm.inline_asm has_side_effects "st.global.b32 [$0], 0;", "=*l" %a : (!llvm.ptr<1>) -> ()
    llvm.return
  }
}

// -----

gpu.module @intel_dialect {
  llvm.func @kernel() {
    // expected-error @below {{uses the Intel assembly dialect}}
    llvm.inline_asm has_side_effects asm_dialect = intel "nop", "" : () -> ()
    llvm.return
  }
}

// PIPELINE: bad-inline-asm.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'llvm.inline_asm' op has a malformed or out-of-range `$` reference

// -----

// An immediate ('n', or 'i') must be an integer constant once translated:
// LLVM reports anything else by ending the process.
gpu.module @immediate_not_constant {
  llvm.func @kernel(%v: i32) {
    // expected-error @below {{has constraint 'n' (an immediate) for an operand that is not an integer constant}}
    %0 = llvm.inline_asm "add.s32 $0, $1, $1;", "=r,n" %v : (i32) -> i32
    llvm.return
  }
}
