// RUN: dwc-opt %s --split-input-file --dwc-drop-padding-taps | FileCheck %s

// Scalar taps (dwc-tile-depthwise's NCHW schedules): a tap whose input is the
// padding's zero, of either sign and on either side of the multiply (after
// canonicalization the constant is on the right), passes its accumulator
// through; the tap with a loaded input stays, unmarked.
// CHECK-LABEL: func @scalar
//  CHECK-SAME: (%[[X:.+]]: f32, %[[W0:.+]]: f32, %[[W1:.+]]: f32, %[[W2:.+]]: f32, %[[ACC:.+]]: f32)
//   CHECK-NOT: dwc.tap
//       CHECK: %[[P:.+]] = arith.mulf %[[X]], %[[W2]] fastmath<contract> : f32
//       CHECK: %[[S:.+]] = arith.addf %[[P]], %[[ACC]] fastmath<contract> : f32
//   CHECK-NOT: arith.mulf
//       CHECK: return %[[S]]
func.func @scalar(%x: f32, %w0: f32, %w1: f32, %w2: f32, %acc: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %negative_zero = arith.constant -0.0 : f32
  %p0 = arith.mulf %w0, %zero fastmath<contract> {dwc.tap} : f32
  %a0 = arith.addf %p0, %acc fastmath<contract> : f32
  %p1 = arith.mulf %negative_zero, %w1 fastmath<contract> {dwc.tap} : f32
  %a1 = arith.addf %a0, %p1 fastmath<contract> : f32
  %p2 = arith.mulf %x, %w2 fastmath<contract> {dwc.tap} : f32
  %a2 = arith.addf %p2, %a1 fastmath<contract> : f32
  return %a2 : f32
}

// -----

// Vector taps (the NHWC register window): a splat zero input drops the fma.
// CHECK-LABEL: func @vector
//  CHECK-SAME: (%[[X:.+]]: vector<2xf32>, %[[W:.+]]: vector<2xf32>, %[[ACC:.+]]: vector<2xf32>)
//       CHECK: %[[F:.+]] = vector.fma %[[X]], %[[W]], %[[ACC]] : vector<2xf32>
//   CHECK-NOT: vector.fma
//       CHECK: return %[[F]]
func.func @vector(%x: vector<2xf32>, %w: vector<2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %zero = arith.constant dense<0.0> : vector<2xf32>
  %f0 = vector.fma %x, %w, %acc {dwc.tap} : vector<2xf32>
  %f1 = vector.fma %zero, %w, %f0 {dwc.tap} : vector<2xf32>
  return %f1 : vector<2xf32>
}

// -----

// Products dwc did not mark as taps keep IEEE semantics: w * 0 is NaN for an
// infinite w, so they stay.
// CHECK-LABEL: func @unmarked
//       CHECK: arith.mulf
//       CHECK: arith.addf
//       CHECK: vector.fma
func.func @unmarked(%w: f32, %acc: f32, %v: vector<2xf32>, %vacc: vector<2xf32>) -> (f32, vector<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %vzero = arith.constant dense<0.0> : vector<2xf32>
  %p = arith.mulf %w, %zero fastmath<contract> : f32
  %a = arith.addf %p, %acc fastmath<contract> : f32
  %f = vector.fma %vzero, %v, %vacc : vector<2xf32>
  return %a, %f : f32, vector<2xf32>
}
