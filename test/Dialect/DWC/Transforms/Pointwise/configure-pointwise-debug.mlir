// The chooser explains itself: the GEMM, the number of valid tiles, and the
// best estimates of the cost model, best first.
// RUN: dwc-opt %s --dwc-configure-pointwise -debug-only=dwc-configure-pointwise -o /dev/null 2>&1 | FileCheck %s
// RUN: dwc-opt %s --dwc-configure-pointwise -o /dev/null 2>&1 | count 0

// CHECK: [dwc-configure-pointwise] GEMM 6272 x 576 x 96 (x1), {{[0-9]+}} candidates, best estimate first:
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>
func.func @expand(%x: tensor<32x14x14x96xf16>, %w: tensor<96x576xf16>, %init: tensor<32x14x14x576xf16>) -> tensor<32x14x14x576xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x14x14x96xf16>, tensor<96x576xf16>) outs(%init : tensor<32x14x14x576xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x14x14x576xf16>
  return %0 : tensor<32x14x14x576xf16>
}
