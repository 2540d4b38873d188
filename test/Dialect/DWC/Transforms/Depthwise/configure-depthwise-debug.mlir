// The selector explains itself: every candidate a schedule family proposed,
// in rank order, whether its rule prefers it and why, and the choice (the
// first preferred candidate).
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise -debug-only=dwc-configure -o /dev/null 2>&1 | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=mma" -debug-only=dwc-configure -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise -o /dev/null 2>&1 | count 0

// A 16-bit NCHW 3x3 layer: both tensor-core schedules can run it, but no
// rule prefers them here; a warp segment covers the row, so `shuffle` wins
// over the general register window ranked below it (and the rolled window,
// ranked for the tuner).
// CHECK: [dwc-configure] candidates, best rank first:
// CHECK-NEXT: batch_mma #dwc.depthwise_config<{{.*}}column_reuse = batch_mma{{.*}}>: not preferred, not measured faster here
// CHECK-NEXT: mma #dwc.depthwise_config<{{.*}}column_reuse = mma{{.*}}>: not preferred, not measured faster here
// CHECK-NEXT: * shuffle #dwc.depthwise_config<{{.*}}column_reuse = shuffle>: preferred, a warp segment covers the row
// CHECK-NEXT: window #dwc.depthwise_config<{{.*}}column_reuse = window>: preferred, the general register window
// CHECK-NEXT: rolled_window #dwc.depthwise_config<{{.*}}column_reuse = rolled_window{{.*}}>: not preferred, not measured faster on windows that unroll
// CHECK-NEXT: [dwc-configure] chose shuffle: the first preferred candidate in rank order
// With column-reuse=mma the tensor-core schedule is preferred wherever it
// can run.
// MMA: * mma #dwc.depthwise_config<{{.*}}column_reuse = mma{{.*}}>: preferred, requested by column-reuse
// MMA: [dwc-configure] chose mma
func.func @nchw_f16_28x28(%x: tensor<4x32x28x28xf16>, %w: tensor<32x3x3xf16>,
                          %i: tensor<4x32x28x28xf16>) -> tensor<4x32x28x28xf16> {
  %y = dwc.depthwise_conv2d ins(%x, %w : tensor<4x32x28x28xf16>, tensor<32x3x3xf16>)
         outs(%i : tensor<4x32x28x28xf16>) {padding = array<i64: 1, 1, 1, 1>}
         -> tensor<4x32x28x28xf16>
  return %y : tensor<4x32x28x28xf16>
}

// -----

// An NHWC 7x7 layer: the large-window rule prefers its register window.
// CHECK: large_window #dwc.depthwise_config<{{.*}}column_reuse = window{{.*}}>: preferred, window of at least 7x7 taps
// CHECK: [dwc-configure] chose large_window
func.func @nhwc_f32_7x7(%x: tensor<32x14x14x384xf32>, %w: tensor<7x7x384xf32>,
                        %i: tensor<32x14x14x384xf32>) -> tensor<32x14x14x384xf32> {
  %y = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x384xf32>, tensor<7x7x384xf32>)
         outs(%i : tensor<32x14x14x384xf32>)
         {padding = array<i64: 3, 3, 3, 3>, layout = #dwc<layout nhwc>}
         -> tensor<32x14x14x384xf32>
  return %y : tensor<32x14x14x384xf32>
}

// -----

// A 31x31 window: only the rolled window does not unroll its 961 taps.
// CHECK: [dwc-configure] candidates, best rank first:
// CHECK-NEXT: * rolled_window #dwc.depthwise_config<{{.*}}column_reuse = rolled_window{{.*}}>: preferred, window of more taps than unroll
// CHECK-NEXT: [dwc-configure] chose rolled_window
func.func @nhwc_f32_31x31(%x: tensor<32x56x56x128xf32>, %w: tensor<31x31x128xf32>,
                          %i: tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32> {
  %y = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x128xf32>, tensor<31x31x128xf32>)
         outs(%i : tensor<32x56x56x128xf32>)
         {padding = array<i64: 15, 15, 15, 15>, layout = #dwc<layout nhwc>}
         -> tensor<32x56x56x128xf32>
  return %y : tensor<32x56x56x128xf32>
}
