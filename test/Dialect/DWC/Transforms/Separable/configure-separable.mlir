// RUN: dwc-opt %s --split-input-file --dwc-configure-separable | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-separable -debug-only=dwc-configure-separable -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: dwc-opt %s --split-input-file --dwc-configure-separable="fusion=split" | FileCheck %s --check-prefix=SPLIT
// RUN: dwc-opt %s --split-input-file --dwc-configure-separable="fusion=fused" | FileCheck %s --check-prefix=FUSED
// RUN: not dwc-opt %s --dwc-configure-separable="fusion=maybe" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: unknown fusion 'maybe' (expected auto, fused or split)

// MobileNetV2's 56 x 56 block at batch 32: the intermediate (144 channels)
// is six times the output (24): fusing saves its two trips through memory.
// DEBUG: [dwc-configure-separable] split {{[0-9.]+}} us, fused {{[0-9.]+}} us: fused: 1 block column(s) x 9 taps of recomputation against the intermediate's traffic
// CHECK-LABEL: func.func @project56
//       CHECK: config = #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>{{.*}}strategy = #dwc<strategy fused>
// SPLIT-LABEL: func.func @project56
//       SPLIT: strategy = #dwc<strategy split>
//   SPLIT-NOT: config
func.func @project56(%x: tensor<32x56x56x144xf16>, %dw: tensor<3x3x144xf16>, %pw: tensor<144x24xf16>, %init: tensor<32x56x56x24xf16>) -> tensor<32x56x56x24xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<32x56x56x144xf16>, tensor<3x3x144xf16>, tensor<144x24xf16>) outs(%init : tensor<32x56x56x24xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, mid_activation = #dwc<activation relu6>} -> tensor<32x56x56x24xf16>
  return %0 : tensor<32x56x56x24xf16>
}

// -----

// The fused kernel reads NHWC: an NCHW op splits, whatever was asked.
// DEBUG: [dwc-configure-separable] split 0.00 us, fused 0.00 us: split: {{.*}}the fused kernel reads NHWC
// FUSED-LABEL: func.func @nchw
//       FUSED: strategy = #dwc<strategy split>
func.func @nchw(%x: tensor<1x8x7x7xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<4x8xf32>, %init: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x7x7xf32>, tensor<8x3x3xf32>, tensor<4x8xf32>) outs(%init : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}
