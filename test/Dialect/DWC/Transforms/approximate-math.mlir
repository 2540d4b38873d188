// RUN: dwc-opt %s --dwc-approximate-math | FileCheck %s

// The exponential becomes arithmetic only: no math op is left for libdevice.
// f16 goes through f32. Other math ops are left alone.
// CHECK-LABEL: func.func @silu
//   CHECK-NOT: math.
//       CHECK: arith.mulf
//   CHECK-NOT: math.
//       CHECK: return
func.func @silu(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %neg = arith.negf %x : f32
  %e = math.exp %neg : f32
  %d = arith.addf %one, %e : f32
  %y = arith.divf %x, %d : f32
  return %y : f32
}

// CHECK-LABEL: func.func @half
//       CHECK: arith.extf %{{.+}} : vector<4xf16> to vector<4xf32>
//   CHECK-NOT: math.exp
//       CHECK: arith.truncf %{{.+}} : vector<4xf32> to vector<4xf16>
func.func @half(%x: vector<4xf16>) -> vector<4xf16> {
  %e = math.exp %x : vector<4xf16>
  return %e : vector<4xf16>
}

// CHECK-LABEL: func.func @others
//       CHECK: math.tanh
func.func @others(%x: f32) -> f32 {
  %t = math.tanh %x : f32
  return %t : f32
}

// floor is exact: truncation, minus one where that rounded up, and the input
// itself from 2^23 on (and for NaN).
// CHECK-LABEL: func.func @floor
//   CHECK-DAG: %[[LO:.+]] = arith.constant 0xCB000000 : f32
//   CHECK-DAG: %[[HI:.+]] = arith.constant 0x4B000000 : f32
//       CHECK: %[[I:.+]] = arith.fptosi %[[X:.+]] : f32 to i32
//       CHECK: %[[T:.+]] = arith.sitofp %[[I]] : i32 to f32
//       CHECK: %[[UP:.+]] = arith.cmpf ogt, %[[T]], %[[X]]
//       CHECK: %[[M:.+]] = arith.subf %[[T]]
//       CHECK: %[[F:.+]] = arith.select %[[UP]], %[[M]], %[[T]]
//       CHECK: arith.cmpf olt, %[[X]], %[[HI]]
//       CHECK: arith.cmpf ogt, %[[X]], %[[LO]]
//       CHECK: %[[SMALL:.+]] = arith.andi
//       CHECK: arith.select %[[SMALL]], %[[F]], %[[X]]
func.func @floor(%x: f32) -> f32 {
  %f = math.floor %x : f32
  return %f : f32
}
