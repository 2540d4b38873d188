// The chooser explains itself: the GEMM, the number of valid tiles, and the
// cost model's estimates of its pick and the next candidates.
// RUN: dwc-opt %s --dwc-configure-pointwise -debug-only=dwc-configure-pointwise -o /dev/null 2>&1 | FileCheck %s
// RUN: dwc-opt %s --dwc-configure-pointwise -o /dev/null 2>&1 | count 0

// CHECK: [dwc-configure-pointwise] GEMM 6272 x 576 x 96 (x1), {{[0-9]+}} candidates, the pick first:
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<{{.*}}instruction = mma{{.*}}>
func.func @expand(%x: tensor<32x14x14x96xf16>, %w: tensor<96x576xf16>, %init: tensor<32x14x14x576xf16>) -> tensor<32x14x14x576xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x14x14x96xf16>, tensor<96x576xf16>) outs(%init : tensor<32x14x14x576xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x14x14x576xf16>
  return %0 : tensor<32x14x14x576xf16>
}

// A K of one step (24 channels): the pick keeps one tile a block and at most
// 64 accumulators a thread. For dwc-tune to measure, the two best tiles of
// 64 x 64 warp tiles (128 accumulators a thread) come next, then the pick's
// variants with several tiles, whose loads overlap their stores.
// CHECK: [dwc-configure-pointwise] GEMM 100352 x 144 x 24 (x1), {{[0-9]+}} candidates, the pick first:
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<{{.*}}instruction = mma>
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<block_m = 128, block_n = 256, block_k = 32, warps_m = 2, warps_n = 4, {{.*}}> (for dwc-tune to measure)
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<block_m = 256, block_n = 128, block_k = 32, warps_m = 4, warps_n = 2, {{.*}}> (for dwc-tune to measure)
// CHECK-NEXT: {{ +[0-9.]+}} us #dwc.pointwise_config<{{.*}}instruction = mma, stages = {{[2-4]}}, tiles_m = {{[248]}}> (for dwc-tune to measure)
func.func @expand_short_k(%x: tensor<32x56x56x24xf16>, %w: tensor<24x144xf16>, %init: tensor<32x56x56x144xf16>) -> tensor<32x56x56x144xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<32x56x56x24xf16>, tensor<24x144xf16>) outs(%init : tensor<32x56x56x144xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x56x56x144xf16>
  return %0 : tensor<32x56x56x144xf16>
}
