// RUN: dwc-opt %s --split-input-file --dwc-configure-pointwise --verify-diagnostics
// RUN: not dwc-opt %s --dwc-configure-pointwise="chip=sm_70" 2>&1 | FileCheck %s --check-prefix=CHIP

// CHIP: unknown chip 'sm_70' (expected sm_90 or sm_80)

func.func @dynamic(%x: tensor<?x7x7x16xf16>, %w: tensor<16x16xf16>, %init: tensor<?x7x7x16xf16>) -> tensor<?x7x7x16xf16> {
  // expected-error @+1 {{needs static shapes to be scheduled for the GPU}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<?x7x7x16xf16>, tensor<16x16xf16>) outs(%init : tensor<?x7x7x16xf16>) {layout = #dwc<layout nhwc>} -> tensor<?x7x7x16xf16>
  return %0 : tensor<?x7x7x16xf16>
}
