// RUN: dwc-opt %s --split-input-file --dwc-unroll-row-reuse -verify-diagnostics

func.func @bad_mark(%buf: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{expected 'dwc.rotation_period' to be a positive integer}}
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %buf[%i] : memref<8xf32>
  } {dwc.rotation_period = "three"}
  return
}

// -----

func.func @dynamic_trip_count(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{expected a static trip count to unroll by the rotation period}}
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %buf[%i] : memref<?xf32>
  } {dwc.rotation_period = 2 : i64}
  return
}
