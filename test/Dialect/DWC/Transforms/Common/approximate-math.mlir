// RUN: dwc-opt %s --dwc-approximate-math | FileCheck %s

// An exponential without `afn` becomes arithmetic only: no math op is left
// for libdevice. f16 goes through f32. Other math ops (a tanh without `afn`)
// are left alone.
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

// An exponential marked `afn` (as the SiLU epilogue marks it) is the GPU's
// ex2 of x log2(e), element by element for 1-D vectors; f16 goes through f32.
// CHECK-LABEL: func.func @approximate
//   CHECK-DAG: %[[LOG2E:.+]] = arith.constant 1.44269502 : f32
//   CHECK-DAG: %[[LOG2EV:.+]] = arith.constant dense<1.44269502> : vector<2xf32>
//       CHECK: %[[S:.+]] = arith.mulf %{{.+}}, %[[LOG2E]] : f32
//       CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[S]]) : (f32) -> f32
//       CHECK: %[[V:.+]] = arith.mulf %{{.+}}, %[[LOG2EV]] : vector<2xf32>
//       CHECK: %[[V0:.+]] = vector.extract %[[V]][0]
//       CHECK: %[[E0:.+]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[V0]])
//       CHECK: %[[V1:.+]] = vector.extract %[[V]][1]
//       CHECK: %[[E1:.+]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[V1]])
//       CHECK: vector.from_elements %[[E0]], %[[E1]] : vector<2xf32>
//       CHECK: %[[H:.+]] = arith.extf %{{.+}} : f16 to f32
//       CHECK: %[[HS:.+]] = arith.mulf %[[H]], %[[LOG2E]] : f32
//       CHECK: %[[HE:.+]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[HS]])
//       CHECK: arith.truncf %[[HE]] : f32 to f16
//   CHECK-NOT: math.exp
//       CHECK: return
func.func @approximate(%x: f32, %v: vector<2xf32>, %h: f16) -> (f32, vector<2xf32>, f16) {
  %e = math.exp %x fastmath<afn> : f32
  %ev = math.exp %v fastmath<afn> : vector<2xf32>
  %eh = math.exp %h fastmath<afn> : f16
  return %e, %ev, %eh : f32, vector<2xf32>, f16
}

// A tanh marked `afn` is `llvm.tanh.f32` marked `afn` (NVPTX's tanh.approx),
// element by element for 1-D vectors.
// CHECK-LABEL: func.func @approximate_tanh
//       CHECK: llvm.call_intrinsic "llvm.tanh.f32"(%{{.+}}) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
//       CHECK: %[[V0:.+]] = vector.extract %{{.+}}[0]
//       CHECK: %[[T0:.+]] = llvm.call_intrinsic "llvm.tanh.f32"(%[[V0]]) {fastmathFlags = #llvm.fastmath<afn>}
//       CHECK: %[[V1:.+]] = vector.extract %{{.+}}[1]
//       CHECK: %[[T1:.+]] = llvm.call_intrinsic "llvm.tanh.f32"(%[[V1]]) {fastmathFlags = #llvm.fastmath<afn>}
//       CHECK: vector.from_elements %[[T0]], %[[T1]] : vector<2xf32>
//   CHECK-NOT: math.tanh
//       CHECK: return
func.func @approximate_tanh(%x: f32, %v: vector<2xf32>) -> (f32, vector<2xf32>) {
  %t = math.tanh %x fastmath<afn> : f32
  %tv = math.tanh %v fastmath<afn> : vector<2xf32>
  return %t, %tv : f32, vector<2xf32>
}

// A 2-D vector marked `afn` takes the polynomial.
// CHECK-LABEL: func.func @approximate_2d
//   CHECK-NOT: llvm.call_intrinsic
//   CHECK-NOT: math.exp
//       CHECK: return
func.func @approximate_2d(%x: vector<2x2xf32>) -> vector<2x2xf32> {
  %e = math.exp %x fastmath<afn> : vector<2x2xf32>
  return %e : vector<2x2xf32>
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
