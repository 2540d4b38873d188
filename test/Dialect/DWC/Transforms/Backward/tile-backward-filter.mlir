// RUN: dwc-opt %s --split-input-file --dwc-tile-backward-filter | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-tile-reduce-partials | FileCheck %s --check-prefix=REDUCE

// Partial sums, NHWC: blocks over (channel block, partition); each thread a
// chunk of 2 channels (4 chunks the fastest thread index) and a loop over
// its items carrying the 9 sums; each item loads the 2 x 2 output-gradient
// block and each of the 4 input rows its 2 rows read once (row reuse), a
// segment of 4 columns each (column reuse); the lanes of a chunk add their
// sums by xor shuffles 4, 8 and 16 apart within the warp, one lane a warp
// writes them to workgroup memory, and after a barrier the block's 72
// (tap, channel) sums are added in warp order and stored to the partition.
// CHECK-LABEL: func.func @partials
//       CHECK: scf.parallel ({{.*}}) = ({{.*}}) to (%c1{{.*}}, %c4{{.*}}, %c1{{.*}})
//       CHECK:   scf.parallel ({{.*}}) = ({{.*}}) to (%c64{{.*}})
//       CHECK:     scf.for {{.*}} -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
//   CHECK-COUNT-4: vector.load {{.*}} : memref<4x16x16x8xf16>, vector<2xf16>
//   CHECK-COUNT-16: vector.load {{.*}} : memref<4x16x16x8xf16>, vector<2xf16>
//       CHECK:       scf.yield
//       CHECK:     gpu.shuffle  xor {{.*}}, %c4_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK:     gpu.shuffle  xor {{.*}}, %c8_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK:     gpu.shuffle  xor {{.*}}, %c16_i32{{.*}}, %c32_i32{{.*}} : f32
//   CHECK-NOT:     gpu.shuffle  xor {{.*}}, %c2_i32
//       CHECK:     memref.alloc() {alignment = 16 : i64} : memref<2x8x9xf32, #gpu.address_space<workgroup>>
//       CHECK:     gpu.barrier
//       CHECK:     memref.store {{.*}} : memref<4x3x3x8xf32>
//       CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x
func.func @partials(%x: tensor<4x16x16x8xf16>, %dy: tensor<4x16x16x8xf16>) -> tensor<4x3x3x8xf32> {
  %e = tensor.empty() : tensor<4x3x3x8xf32>
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<4x16x16x8xf16>, tensor<4x16x16x8xf16>) outs(%e : tensor<4x3x3x8xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 8, vector_width = 2, rows_per_thread = 2, cols_per_thread = 2, partitions = 4>} -> tensor<4x3x3x8xf32>
  return %0 : tensor<4x3x3x8xf32>
}

// -----

// One partition, NCHW: lanes are the fastest thread index (shuffles 1 to 16
// apart), a row of 4 output-gradient columns loads as one access, and the
// sums are rounded to the filter's type as they are stored.
// CHECK-LABEL: func.func @direct
//       CHECK: vector.load {{.*}} : memref<1x8x16x16xf16>, vector<4xf16>
//       CHECK: gpu.shuffle  xor {{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK: gpu.shuffle  xor {{.*}}, %c16_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK: arith.truncf {{.*}} : f32 to f16
//       CHECK: memref.store {{.*}} : memref<8x3x3xf16>
func.func @direct(%x: tensor<1x8x16x16xf16>, %dy: tensor<1x8x16x16xf16>, %init: tensor<8x3x3xf16>) -> tensor<8x3x3xf16> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<1x8x16x16xf16>, tensor<1x8x16x16xf16>) outs(%init : tensor<8x3x3xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 1>} -> tensor<8x3x3xf16>
  return %0 : tensor<8x3x3xf16>
}

// -----

// The ordered sum of 40 partitions of 72 values: 3 blocks of 32 results,
// 32 warps each summing partitions w and w + 32 in a batch, then warp 0
// adding the 32 warps' sums in order and rounding once.
// REDUCE-LABEL: func.func @reduce
//       REDUCE: memref.collapse_shape {{.*}} : memref<40x3x3x8xf32> into memref<40x72xf32>
//       REDUCE: scf.for {{.*}} iter_args
// REDUCE-COUNT-2: memref.load {{.*}} : memref<40x72xf32>
//       REDUCE: memref.alloc() {alignment = 16 : i64} : memref<32x32xf32, #gpu.address_space<workgroup>>
//       REDUCE: gpu.barrier
//       REDUCE: arith.truncf {{.*}} : f32 to bf16
//       REDUCE: memref.store {{.*}} : memref<72xbf16>
func.func @reduce(%p: tensor<40x3x3x8xf32>, %init: tensor<3x3x8xbf16>) -> tensor<3x3x8xbf16> {
  %0 = dwc.reduce_partials ins(%p : tensor<40x3x3x8xf32>) outs(%init : tensor<3x3x8xbf16>) -> tensor<3x3x8xbf16>
  return %0 : tensor<3x3x8xbf16>
}

