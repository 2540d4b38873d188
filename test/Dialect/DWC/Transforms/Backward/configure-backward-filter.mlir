// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-filter | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-filter -debug-only=dwc-configure-backward-filter -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: dwc-opt %s --split-input-file --dwc-configure-backward-filter=partitions=2 | FileCheck %s --check-prefix=FORCED

// A large NHWC layer: four f32 channels a thread (36 sums), a warp's worth
// of chunks a block, items of 1 x 2 outputs (rows shrink until the items
// keep every resident thread busy twice), and partitions for one wave of
// blocks, each lane taking four items.
// DEBUG: [dwc-configure-backward-filter] #dwc.filter_gradient_config<threads = 256, block_channels = 32, vector_width = 4, rows_per_thread = 1, cols_per_thread = 2, partitions = 392>: vector_width 4 (36 sums a thread), items of 1 x 2 outputs (50176 of them), 32 channels x 32 lanes a block; 392 partitions of 1 channel blocks for a wave of 1056 blocks, 4 items a lane, partial sums 451584 bytes (at most 10% of the input's 12845056)
// CHECK-LABEL: func.func @nhwc
//       CHECK: config = #dwc.filter_gradient_config<threads = 256, block_channels = 32, vector_width = 4, rows_per_thread = 1, cols_per_thread = 2, partitions = 392>
// FORCED-LABEL: func.func @nhwc
//       FORCED: partitions = 2>
func.func @nhwc(%x: tensor<32x56x56x32xf32>, %dy: tensor<32x56x56x32xf32>, %init: tensor<3x3x32xf32>) -> tensor<3x3x32xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<32x56x56x32xf32>, tensor<32x56x56x32xf32>) outs(%init : tensor<3x3x32xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<3x3x32xf32>
  return %0 : tensor<3x3x32xf32>
}

// -----

// NCHW: a channel a block, 4 columns an item; a big layer keeps 4 rows an
// item (row reuse) and needs few partitions to fill the GPU.
// DEBUG: [dwc-configure-backward-filter] #dwc.filter_gradient_config<threads = 256, block_channels = 1, vector_width = 1, rows_per_thread = 4, cols_per_thread = 4, partitions = 33>
// CHECK-LABEL: func.func @nchw
//       CHECK: config = #dwc.filter_gradient_config<threads = 256, block_channels = 1, vector_width = 1, rows_per_thread = 4, cols_per_thread = 4, partitions = 33>
func.func @nchw(%x: tensor<128x32x112x112xf16>, %dy: tensor<128x32x112x112xf16>, %init: tensor<32x3x3xf16>) -> tensor<32x3x3xf16> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<128x32x112x112xf16>, tensor<128x32x112x112xf16>) outs(%init : tensor<32x3x3xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x3x3xf16>
  return %0 : tensor<32x3x3xf16>
}

// -----

// A small layer: two partitions would take more than a tenth of the input's
// bytes, so one partition writes the result; 7x7 taps leave one channel a
// thread, and 16 channels a block keep the block's sum within workgroup
// memory.
// DEBUG: [dwc-configure-backward-filter] #dwc.filter_gradient_config<threads = 256, block_channels = 16, vector_width = 1, rows_per_thread = 1, cols_per_thread = 2, partitions = 1>
// CHECK-LABEL: func.func @small
//       CHECK: config = #dwc.filter_gradient_config<threads = 256, block_channels = 16, vector_width = 1, rows_per_thread = 1, cols_per_thread = 2, partitions = 1>
// FORCED-LABEL: func.func @small
//       FORCED: partitions = 2>
func.func @small(%x: tensor<1x7x7x960xf32>, %dy: tensor<1x7x7x960xf32>, %init: tensor<7x7x960xf32>) -> tensor<7x7x960xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x7x7x960xf32>, tensor<1x7x7x960xf32>) outs(%init : tensor<7x7x960xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<7x7x960xf32>
  return %0 : tensor<7x7x960xf32>
}

// -----

// A user's config is kept.
// CHECK-LABEL: func.func @user
//       CHECK: config = #dwc.filter_gradient_config<threads = 128, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 1>
func.func @user(%x: tensor<1x8x16x16xf32>, %dy: tensor<1x8x16x16xf32>, %init: tensor<8x3x3xf32>) -> tensor<8x3x3xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%init : tensor<8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 128, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 1>} -> tensor<8x3x3xf32>
  return %0 : tensor<8x3x3xf32>
}

// -----

// A pointwise filter gradient is a GEMM over the images' pixels: a C of
// 32 x 96 is three blocks, so the cost model splits its 392 K steps into
// partitions (16 blocks of partial sums, 197 KB, within half of the 6.4 MB
// of activations); the option forces two.
// DEBUG: [dwc-configure-backward-filter] GEMM 32 x 96 x 25088: #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 64, warps_m = 4, warps_n = 2, vector_width = 8, instruction = mma, stages = 4, partitions = 16> (8.25 us estimated): the lowest estimate of {{[0-9]+}} tiles
// CHECK-LABEL: func.func @pointwise_nhwc
//       CHECK: config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 64, warps_m = 4, warps_n = 2, vector_width = 8, instruction = mma, stages = 4, partitions = 16>
// FORCED-LABEL: func.func @pointwise_nhwc
//       FORCED: stages = 4, partitions = 2>
func.func @pointwise_nhwc(%x: tensor<32x28x28x32xf16>, %dy: tensor<32x28x28x96xf16>, %init: tensor<32x96xf16>) -> tensor<32x96xf16> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<32x28x28x32xf16>, tensor<32x28x28x96xf16>) outs(%init : tensor<32x96xf16>) {layout = #dwc<layout nhwc>} -> tensor<32x96xf16>
  return %0 : tensor<32x96xf16>
}

// -----

// A 1280 x 320 C of one image's 49 pixels fills the GPU by itself: one
// partition, and 49 pixels (the NCHW runs of K) take scalar accesses. The
// option cannot split a single K step.
// DEBUG: [dwc-configure-backward-filter] GEMM 1280 x 320 x 49: #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 64, warps_m = 1, warps_n = 8, vector_width = 1, instruction = ffma> (1.49 us estimated): the lowest estimate of 1229 tiles
// CHECK-LABEL: func.func @pointwise_nchw
//       CHECK: config = #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 64, warps_m = 1, warps_n = 8, vector_width = 1, instruction = ffma>
// FORCED-LABEL: func.func @pointwise_nchw
//       FORCED: instruction = ffma>
func.func @pointwise_nchw(%x: tensor<1x320x7x7xf32>, %dy: tensor<1x1280x7x7xf32>, %init: tensor<1280x320xf32>) -> tensor<1280x320xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<1x320x7x7xf32>, tensor<1x1280x7x7xf32>) outs(%init : tensor<1280x320xf32>) -> tensor<1280x320xf32>
  return %0 : tensor<1280x320xf32>
}

// -----

// A user's pointwise config is kept.
// CHECK-LABEL: func.func @pointwise_user
//       CHECK: config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>
func.func @pointwise_user(%x: tensor<2x8x4x4xf32>, %dy: tensor<2x16x4x4xf32>, %init: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x4x4xf32>, tensor<2x16x4x4xf32>) outs(%init : tensor<16x8xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
