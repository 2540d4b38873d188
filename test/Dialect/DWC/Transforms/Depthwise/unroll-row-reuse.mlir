// RUN: dwc-opt %s --split-input-file --dwc-unroll-row-reuse --canonicalize | FileCheck %s

// Three live rows rotate through the iter_args (row j + 1 becomes row j).
// Unrolled by the period 3, each unrolled step reads the next iter_arg
// instead of moving it, and the 2 leftover steps follow the loop, unrolled.
// CHECK-LABEL: func @rotate
//  CHECK-SAME: (%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32, %[[BUF:.+]]: memref<8xf32>)
//       CHECK: %[[R:.+]]:3 = scf.for %[[I:.+]] = %c0 to %c6 step %c3 iter_args(%[[X:.+]] = %[[A]], %[[Y:.+]] = %[[B]], %[[Z:.+]] = %[[C]])
//       CHECK:   arith.addf %[[X]]
//       CHECK:   arith.addf %[[Y]]
//       CHECK:   arith.addf %[[Z]]
//       CHECK:   scf.yield
//       CHECK: }
//       CHECK: arith.addf %[[R]]#0
//       CHECK: arith.addf %[[R]]#1
//   CHECK-NOT: scf.for
//       CHECK: return %[[R]]#2
func.func @rotate(%a: f32, %b: f32, %c: f32, %buf: memref<8xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %r:3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> (f32, f32, f32) {
    %v = memref.load %buf[%i] : memref<8xf32>
    %x1 = arith.addf %x, %v : f32
    memref.store %x1, %buf[%i] : memref<8xf32>
    scf.yield %y, %z, %zero : f32, f32, f32
  } {dwc.rotation_period = 3 : i64}
  return %r#0, %r#1, %r#2 : f32, f32, f32
}

// -----

// Fewer steps than the period: the loop is unrolled completely.
// CHECK-LABEL: func @short
//   CHECK-NOT: scf.for
//       CHECK: return
func.func @short(%a: f32, %b: f32, %buf: memref<2xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %v = memref.load %buf[%i] : memref<2xf32>
    %x1 = arith.addf %x, %v : f32
    memref.store %x1, %buf[%i] : memref<2xf32>
    scf.yield %y, %zero : f32, f32
  } {dwc.rotation_period = 3 : i64}
  return %r#0, %r#1 : f32, f32
}

// -----

// Unmarked loops are left alone.
// CHECK-LABEL: func @unmarked
//       CHECK: scf.for {{.+}} to %c8 step %c1
func.func @unmarked(%buf: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %buf[%i] : memref<8xf32>
  }
  return
}
