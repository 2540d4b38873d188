// RUN: dwc-opt %s --split-input-file --dwc-tile-depthwise | FileCheck %s

// NCHW, 3x3, stride 1, shuffle column reuse: 4 segments of 4 lanes, each lane
// 4 output columns and 4 output rows.
// CHECK-LABEL: func.func @nchw_shuffle
//       CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only : tensor<2x4x16x16xf32> to memref<2x4x16x16xf32>
//       CHECK: %[[OUT:.+]] = bufferization.to_buffer %arg3 : tensor<2x4x16x16xf32> to memref<2x4x16x16xf32>
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = (%c0, %c0, %c0) to (%c2, %c2{{.*}}, %c2{{.*}})
//       CHECK:   scf.parallel (%{{.+}}) = (%{{.+}}) to (%c16)
// The 9 filter taps and the bias go to registers once per thread.
// CHECK-COUNT-9:   memref.load %{{.+}} : memref<4x3x3xf32>
//       CHECK:     memref.load %{{.+}} : memref<4xf32>
// Prologue: input rows 0 and 1 of the first output row, loaded once each;
// each lane loads its 4 columns and takes the left and right neighbours from
// lanes -1 and +1 (zero at the segment's ends: the row's padding).
//       CHECK:     vector.transfer_read %[[IN]]{{.+}} : memref<2x4x16x16xf32>, vector<4xf32>
//       CHECK:     gpu.shuffle  up %{{.+}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK:     gpu.shuffle  down %{{.+}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
//       CHECK:     vector.transfer_read %[[IN]]
// Row 2, which completes output row 0, is fetched before the loop.
//       CHECK:     vector.transfer_read %[[IN]]
// Row reuse: 3 live output rows x 4 columns of accumulators, plus the fetched
// row of the current step.
//       CHECK:     scf.for %{{.+}} = %{{.+}} to %c4{{.*}} step %{{.+}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>) {
// One new input row per output row, fetched one step ahead (before this
// step's store).
//       CHECK:       %[[NEXT:.+]] = arith.select {{.+}} : vector<4xf32>
//   CHECK-NOT:       vector.transfer_read
//       CHECK:       gpu.shuffle  up
//       CHECK:       gpu.shuffle  down
//       CHECK:       arith.mulf {{.+}} fastmath<contract> {dwc.tap} : f32
//       CHECK:       arith.addf {{.+}} fastmath<contract> : f32
// In a row loop the finished row is stored in a branch: the accumulators of
// later rows keep the products outside it (see @nchw_one_row).
//       CHECK:       scf.if
//       CHECK:         arith.addf
//       CHECK:         arith.maximumf
//       CHECK:         vector.from_elements {{.+}} : vector<4xf32>
//       CHECK:         vector.transfer_write {{.+}}, %[[OUT]]{{.+}} {in_bounds = [true]} : vector<4xf32>, memref<2x4x16x16xf32>
// The rotation: live rows 1 and 2 move up, a zero row enters. Its period,
// 3 steps, is left for dwc-unroll-row-reuse (unroll_rows defaults to true).
//       CHECK:       scf.yield %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %[[Z:[^,]+]], %[[Z]], %[[Z]], %[[Z]], %[[NEXT]] :
//  CHECK-NEXT:     } {dwc.rotation_period = 3 : i64}
//       CHECK:   } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
//       CHECK: } {dwc.config = #dwc.depthwise_config<{{.+}}>, mapping = [#gpu.loop_dim_map<processor = block_x, {{.+}}>, #gpu.loop_dim_map<processor = block_y, {{.+}}>, #gpu.loop_dim_map<processor = block_z, {{.+}}>]}
//       CHECK: bufferization.to_tensor %[[OUT]] restrict writable
func.func @nchw_shuffle(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %b: tensor<4xf32>, %i: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) bias(%b : tensor<4xf32>) outs(%i : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

// Stride 2, f16: each lane loads 2 x 4 = 8 inputs for 4 outputs and needs
// only the left neighbour; 2 live rows, 2 new input rows per output row;
// products widen to f32 and the store rounds once.
// CHECK-LABEL: func.func @nchw_stride2_f16
//       CHECK: vector.transfer_read {{.+}} : memref<1x8x16x16xf16>, vector<8xf16>
//       CHECK: arith.extf {{.+}} : f16 to f32
//       CHECK: gpu.shuffle  up
//   CHECK-NOT: gpu.shuffle  down
//       CHECK: scf.for {{.+}} -> (f32, f32, f32, f32, f32, f32, f32, f32, vector<8xf16>, vector<8xf16>) {
//       CHECK:   vector.transfer_read {{.+}} vector<8xf16>
//       CHECK:   vector.transfer_read {{.+}} vector<8xf16>
//       CHECK:   scf.if
//       CHECK:     arith.truncf {{.+}} : f32 to f16
//       CHECK:     vector.transfer_write {{.+}} : vector<4xf16>, memref<1x8x8x8xf16>
// With unroll_rows = false the loop carries no rotation period.
//   CHECK-NOT: dwc.rotation_period
//       CHECK: return
func.func @nchw_stride2_f16(%x: tensor<1x8x16x16xf16>, %w: tensor<8x3x3xf16>, %i: tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x16x16xf16>, tensor<8x3x3xf16>) outs(%i : tensor<1x8x8x8xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 8, threads = 16, rows_per_thread = 8, cols_per_thread = 4, vector_width = 8, column_reuse = shuffle, unroll_rows = false>} -> tensor<1x8x8x8xf16>
  return %0 : tensor<1x8x8x8xf16>
}

// -----

// NHWC, window column reuse: a thread owns 4 channels x 2 output columns and
// keeps the 4 input columns of its window in registers; no shuffles. With
// predicated_padding, a window position that may lie in the padding reads
// under a uniform mask (zeros where it does), not a select of the loaded
// vector.
// CHECK-LABEL: func.func @nhwc_window
//   CHECK-NOT: gpu.shuffle
// CHECK-COUNT-9: vector.transfer_read {{.+}} {in_bounds = [true]} : memref<3x3x16xf32>, vector<4xf32>
//       CHECK: scf.for {{.+}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
//   CHECK-NOT:   arith.select {{.+}} : vector<4xf32>
//       CHECK:   %[[MASK:.+]] = vector.broadcast %{{.+}} : i1 to vector<4xi1>
//       CHECK:   vector.transfer_read %{{.+}}, %[[MASK]] {in_bounds = [true]} : memref<2x10x10x16xf32>, vector<4xf32>
// CHECK-COUNT-3:   vector.transfer_read {{.+}} {in_bounds = [true]} : memref<2x10x10x16xf32>, vector<4xf32>
//   CHECK-NOT:   arith.select {{.+}} : vector<4xf32>
//       CHECK:     vector.fma {{.+}} : vector<4xf32>
//       CHECK:     scf.if
//       CHECK:       vector.transfer_write {{.+}} {in_bounds = [true]} : vector<4xf32>, memref<2x10x10x16xf32>
//       CHECK:     scf.if
//       CHECK:       vector.transfer_write
//   CHECK-NOT: gpu.shuffle
func.func @nhwc_window(%x: tensor<2x10x10x16xf32>, %w: tensor<3x3x16xf32>, %i: tensor<2x10x10x16xf32>) -> tensor<2x10x10x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x10x16xf32>, tensor<3x3x16xf32>) outs(%i : tensor<2x10x10x16xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 16, block_rows = 5, block_cols = 10, threads = 20, rows_per_thread = 5, cols_per_thread = 2, vector_width = 4, column_reuse = window, predicated_padding = true>} -> tensor<2x10x10x16xf32>
  return %0 : tensor<2x10x10x16xf32>
}

// -----

// With max_registers the thread loop's body starts with the register limit,
// which outlining carries into the kernel (in the block's body it would keep
// convert-parallel-loops-to-gpu from mapping blocks of several thread
// loops); without it there is none.
// CHECK-LABEL: func.func @register_limit
//       CHECK: scf.parallel
//       CHECK:   scf.parallel
//  CHECK-NEXT:     dwc.register_limit 96
// CHECK-LABEL: func.func @no_register_limit
//   CHECK-NOT: dwc.register_limit
func.func @register_limit(%x: tensor<2x10x10x16xf32>, %w: tensor<3x3x16xf32>, %i: tensor<2x10x10x16xf32>) -> tensor<2x10x10x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x10x16xf32>, tensor<3x3x16xf32>) outs(%i : tensor<2x10x10x16xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 16, block_rows = 5, block_cols = 10, threads = 20, rows_per_thread = 5, cols_per_thread = 2, vector_width = 4, column_reuse = window, max_registers = 96>} -> tensor<2x10x10x16xf32>
  return %0 : tensor<2x10x10x16xf32>
}
func.func @no_register_limit(%x: tensor<2x10x10x16xf32>, %w: tensor<3x3x16xf32>, %i: tensor<2x10x10x16xf32>) -> tensor<2x10x10x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x10x10x16xf32>, tensor<3x3x16xf32>) outs(%i : tensor<2x10x10x16xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 16, block_rows = 5, block_cols = 10, threads = 20, rows_per_thread = 5, cols_per_thread = 2, vector_width = 4, column_reuse = window>} -> tensor<2x10x10x16xf32>
  return %0 : tensor<2x10x10x16xf32>
}

// -----

// prefetch_depth = 2: the loop carries the rows of the next two output rows
// and fetches the row of output row i + 2.
// CHECK-LABEL: func.func @nchw_prefetch2
//       CHECK: vector.transfer_read
//       CHECK: vector.transfer_read
//       CHECK: vector.transfer_read
//       CHECK: vector.transfer_read
//       CHECK: scf.for {{.+}} -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<4xf32>) {
//       CHECK:   %[[FAR:.+]] = arith.select {{.+}} : vector<4xf32>
//       CHECK:   scf.yield {{.+}}, %arg{{[0-9]+}}, %[[FAR]] : {{.+}}, vector<4xf32>, vector<4xf32>
func.func @nchw_prefetch2(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %i: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%i : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle, prefetch_depth = 2>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

// NCHW with the window schedule: one channel per thread, scalar row reads
// (vector<1>), consecutive threads on consecutive column tiles. Without
// predicated_padding a window position that may lie in the padding loads a
// clamped address and selects zero.
// CHECK-LABEL: func.func @nchw_window
//   CHECK-NOT: gpu.shuffle
// CHECK-COUNT-9: vector.transfer_read {{.+}} {in_bounds = [true]} : memref<4x3x3xf32>, vector<1xf32>
//       CHECK: scf.for
//       CHECK:   %[[LOADED:.+]] = vector.transfer_read {{.+}} {in_bounds = [true]} : memref<1x4x8x40xf32>, vector<1xf32>
//       CHECK:   arith.select %{{.+}}, %[[LOADED]], %{{.+}} : vector<1xf32>
//       CHECK:   scf.if
//       CHECK:     vector.transfer_write {{.+}} {in_bounds = [true]} : vector<1xf32>, memref<1x4x8x39xf32>
func.func @nchw_window(%x: tensor<1x4x8x40xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x8x39xf32>) -> tensor<1x4x8x39xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x40xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x8x39xf32>) {padding = array<i64: 1, 1, 1, 0>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 8, block_cols = 40, threads = 40, rows_per_thread = 8, cols_per_thread = 4, vector_width = 1, column_reuse = window>} -> tensor<1x4x8x39xf32>
  return %0 : tensor<1x4x8x39xf32>
}

// -----

// shared: the block copies its input tile (2 channels x 10 rows x all 16
// columns, 80 aligned 4-element chunks) into workgroup memory: each of the 16
// threads loads its 5 chunks (rows outside the input become zeros) before it
// stores any. After a barrier each lane reads its 6-column window from the
// tile: its own 4 columns as one aligned vector, the halo columns clamped and
// selected to zero outside the input.
// CHECK-LABEL: func.func @nchw_shared
//   CHECK-NOT: gpu.shuffle
//       CHECK: scf.parallel
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x10x16xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-5:   vector.transfer_read %{{.+}} {in_bounds = [true]} : memref<2x4x16x16xf32>, vector<4xf32>
//   CHECK-NOT:   memref.load %[[TILE]]
// CHECK-COUNT-5:   vector.transfer_write %{{.+}}, %[[TILE]]{{.+}} {in_bounds = [true]} : vector<4xf32>, memref<2x10x16xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OWN_COL:.+]] = arith.minsi %{{.+}}, %c12
//       CHECK:   %[[COL:.+]] = arith.addi %{{.+}}, %c-1
//       CHECK:   %[[CLAMPED:.+]] = arith.minsi %{{.+}}, %c15
//       CHECK:   %[[VALID:.+]] = arith.andi
//       CHECK:   %[[OWN:.+]] = vector.transfer_read %[[TILE]][%{{.+}}, %{{.+}}, %[[OWN_COL]]]{{.+}} {in_bounds = [true]} : memref<2x10x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
//       CHECK:   %[[LEFT:.+]] = memref.load %[[TILE]][%{{.+}}, %{{.+}}, %[[CLAMPED]]]
//       CHECK:   arith.select %[[VALID]], %[[LEFT]]
//       CHECK:   vector.extract %[[OWN]][0]
//       CHECK:   scf.for
//   CHECK-NOT:     vector.transfer_read %{{.+}} : memref<2x4x16x16xf32>
//       CHECK:     vector.transfer_read %[[TILE]]
//       CHECK:     memref.load %[[TILE]]
//       CHECK:     scf.if
//       CHECK:       vector.transfer_write
//   CHECK-NOT: gpu.shuffle
func.func @nchw_shared(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %i: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%i : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shared>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

// shared, whole planes: the block's two 7x7 planes are one contiguous run of
// 98 elements, copied through flat views in 2-element chunks (the widest
// that keeps every run aligned); the tile holds no padding rows, so rows
// outside the input read as zeros.
// CHECK-LABEL: func.func @nchw_shared_whole_planes
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   %[[FLAT_IN:.+]] = memref.collapse_shape %{{.+}} {{\[}}[0], [1, 2, 3]] : memref<1x4x7x7xf32> into memref<1x196xf32>
//       CHECK:   %[[FLAT_TILE:.+]] = memref.collapse_shape %[[TILE]] {{\[}}[0, 1, 2]]
// CHECK-COUNT-4:   vector.transfer_read %[[FLAT_IN]]{{.+}} : memref<1x196xf32>, vector<2xf32>
// CHECK-COUNT-4:   vector.transfer_write %{{.+}}, %[[FLAT_TILE]]{{.+}} : vector<2xf32>, memref<98xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[V:.+]] = memref.load %[[TILE]]
//  CHECK-NEXT:   %[[VALID:.+]] = arith.andi %{{.+}}, %{{.+}} : i1
//  CHECK-NEXT:   arith.select %[[VALID]], %[[V]]
//       CHECK:   scf.for
func.func @nchw_shared_whole_planes(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 7, block_cols = 7, threads = 16, rows_per_thread = 7, cols_per_thread = 1, vector_width = 1, column_reuse = shared>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

// shared, whole planes, stage_output: each lane writes its output rows into
// a second workgroup tile; after the row loop and a barrier, the block's four
// 7x7 output planes leave as one contiguous run of 196 elements in 2-element
// chunks (the widest that keeps every run aligned; 4 per thread, unrolled),
// those of channels past the last one (the second block holds 2) held back.
// CHECK-LABEL: func.func @nchw_shared_staged_output
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   scf.for
//       CHECK:     vector.transfer_write %{{.+}}, %[[OUT_TILE]]{{.+}} : vector<1xf32>, memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[FLAT_OUT:.+]] = memref.collapse_shape %{{.+}} {{\[}}[0], [1, 2, 3]] : memref<1x6x7x7xf32> into memref<1x294xf32>
//       CHECK:   %[[FLAT_TILE:.+]] = memref.collapse_shape %[[OUT_TILE]] {{\[}}[0, 1, 2]]
//       CHECK:   %[[VALID_CHUNKS:.+]] = arith.minui %c98, %{{.+}} : index
// CHECK-COUNT-4:   arith.cmpi ult, %{{.+}}, %[[VALID_CHUNKS]] : index
//   CHECK-NOT:   scf.for
//       CHECK:   vector.transfer_read %[[FLAT_TILE]]{{.+}} : memref<196xf32, #gpu.address_space<workgroup>>, vector<2xf32>
//       CHECK:   vector.transfer_write %{{.+}}, %[[FLAT_OUT]]{{.+}} : vector<2xf32>, memref<1x294xf32>
func.func @nchw_shared_staged_output(%x: tensor<1x6x7x7xf32>, %w: tensor<6x3x3xf32>, %i: tensor<1x6x7x7xf32>) -> tensor<1x6x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x6x7x7xf32>, tensor<6x3x3xf32>) outs(%i : tensor<1x6x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 28, rows_per_thread = 7, cols_per_thread = 1, vector_width = 1, column_reuse = shared, stage_output = true>} -> tensor<1x6x7x7xf32>
  return %0 : tensor<1x6x7x7xf32>
}

// -----

// shared, whole planes, wide lanes (what the heuristic takes on small maps):
// each of the 4 threads owns a whole 7x7 plane. An input row comes from the
// tile as the lane's 7 columns in one vector and its 2 halo columns, and
// feeds 7 x 3 products per live output row; an output row goes to the output
// tile as one 7-element vector.
// CHECK-LABEL: func.func @nchw_shared_wide_lanes
//       CHECK: scf.parallel (%{{.+}}) = (%{{.+}}) to (%c4)
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   vector.transfer_read %[[TILE]]{{.+}} : memref<4x7x7xf32, #gpu.address_space<workgroup>>, vector<7xf32>
//  CHECK-NEXT:   memref.load %[[TILE]]
//       CHECK:   memref.load %[[TILE]]
// CHECK-COUNT-21:   arith.mulf
//       CHECK:   vector.transfer_write %{{.+}}, %[[OUT_TILE]]{{.+}} : vector<7xf32>, memref<4x7x7xf32, #gpu.address_space<workgroup>>
func.func @nchw_shared_wide_lanes(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 4, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

// shared, whole planes, lanes of the whole 15-column row in bands of 4 rows
// (withWholeRowLanes on odd 16-bit rows): 2 channels x 4 bands per block.
// The planes arrive as one run of 4-byte chunks (an odd plane, an even pair);
// each input row comes from the tile as one 15-element vector and feeds 15 x
// 3 products per live output row (3 live rows, f32 accumulators) in a loop
// of 4 steps carrying 3 x 15 accumulators and the 17-column window; each
// finished row goes to the output tile as one vector.
// CHECK-LABEL: func.func @nchw_shared_whole_row_bands
//       CHECK: scf.parallel (%{{.+}}) = (%{{.+}}) to (%c8)
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x15x15xf16, #gpu.address_space<workgroup>>
//       CHECK:   vector.transfer_read {{.+}} : memref<1x450xf16>, vector<2xf16>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x15x15xf16, #gpu.address_space<workgroup>>
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %c4{{.*}} iter_args(
//  CHECK-SAME:     -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
//       CHECK:     vector.transfer_read %[[TILE]]{{.+}} : memref<2x15x15xf16, #gpu.address_space<workgroup>>, vector<15xf16>
// CHECK-COUNT-135:   arith.mulf
//       CHECK:     vector.transfer_write %{{.+}}, %[[OUT_TILE]]{{.+}} : vector<15xf16>, memref<2x15x15xf16, #gpu.address_space<workgroup>>
//       CHECK:   } {dwc.rotation_period = 3 : i64}
func.func @nchw_shared_whole_row_bands(%x: tensor<1x2x15x15xf16>, %w: tensor<2x3x3xf16>, %i: tensor<1x2x15x15xf16>) -> tensor<1x2x15x15xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x2x15x15xf16>, tensor<2x3x3xf16>) outs(%i : tensor<1x2x15x15xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 16, block_cols = 15, threads = 8, rows_per_thread = 4, cols_per_thread = 15, vector_width = 1, column_reuse = shared, stage_output = true>} -> tensor<1x2x15x15xf16>
  return %0 : tensor<1x2x15x15xf16>
}

// -----

// The same with stage_in_place: no second tile; each thread writes its output
// rows over its own plane of the input tile, and the block stores that tile
// after a barrier.
// CHECK-LABEL: func.func @nchw_shared_in_place
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//   CHECK-NOT:   memref.alloc
//       CHECK:   vector.transfer_read %[[TILE]]
//       CHECK:   vector.transfer_write %{{.+}}, %[[TILE]]{{.+}} : vector<7xf32>, memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[FLAT:.+]] = memref.collapse_shape %[[TILE]]
//       CHECK:   vector.transfer_read %[[FLAT]]
//       CHECK:   vector.transfer_write %{{.+}} : vector<4xf32>, memref<1x196xf32>
func.func @nchw_shared_in_place(%x: tensor<1x4x7x7xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x7x7xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 4, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true, stage_in_place = true>} -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

// shared in NHWC: the block copies its 8 channels of every pixel of the
// 7x7 map into a pixel-major tile whose pixels are 16 elements apart (one
// 16-byte chunk more keeps lanes of other pixels off the same banks), a
// chunk of 4 channels of one pixel per thread and step (consecutive threads
// take consecutive chunks, so a warp moves runs of pixels); channels past
// the last one (the second block holds 4) re-read the last chunk. Lanes read
// their window elements from the tile one by one and write their outputs
// into a pixel-major output tile, which leaves in the same chunks, those
// past the last channel held back.
// CHECK-LABEL: func.func @nhwc_shared_pixel_major
// CHECK-COUNT-9:   memref.load %{{.+}} : memref<3x3x12xf16>
//       CHECK:   %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<7x7x16xf16, #gpu.address_space<workgroup>>
//       CHECK:   %[[PIXELS:.+]] = memref.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3]] : memref<2x7x7x12xf16> into memref<2x49x12xf16>
//       CHECK:   %[[TILE_PIXELS:.+]] = memref.collapse_shape %[[TILE]] {{\[}}[0, 1], [2]] : memref<7x7x16xf16, #gpu.address_space<workgroup>> into memref<49x16xf16, #gpu.address_space<workgroup>>
//       CHECK:   scf.for
//       CHECK:     arith.minui %{{.+}}, %c8{{.*}} : index
// CHECK-COUNT-8:     vector.transfer_read %[[PIXELS]]{{.+}} : memref<2x49x12xf16>, vector<4xf16>
// CHECK-COUNT-8:     vector.transfer_write %{{.+}}, %[[TILE_PIXELS]]{{.+}} : vector<4xf16>, memref<49x16xf16, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<7x7x16xf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-9:   memref.load %[[TILE]][%{{.+}}, %{{.+}}, %arg6] : memref<7x7x16xf16, #gpu.address_space<workgroup>>
//       CHECK:   scf.if
// CHECK-COUNT-7:     memref.store %{{.+}}, %[[OUT_TILE]][%{{.+}}, %{{.+}}, %arg6] : memref<7x7x16xf16, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[OUT_PIXELS:.+]] = memref.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3]] : memref<2x7x7x12xf16> into memref<2x49x12xf16>
//       CHECK:   %[[OUT_TILE_PIXELS:.+]] = memref.collapse_shape %[[OUT_TILE]] {{\[}}[0, 1], [2]]
//       CHECK:   arith.cmpi slt, %{{.+}}, %c98{{.*}} : index
//       CHECK:   arith.cmpi slt, %{{.+}}, %c12{{.*}} : index
//       CHECK:   scf.if
//       CHECK:     vector.transfer_read %[[OUT_TILE_PIXELS]]{{.+}} : memref<49x16xf16, #gpu.address_space<workgroup>>, vector<4xf16>
//       CHECK:     vector.transfer_write %{{.+}}, %[[OUT_PIXELS]]{{.+}} : vector<4xf16>, memref<2x49x12xf16>
func.func @nhwc_shared_pixel_major(%x: tensor<2x7x7x12xf16>, %w: tensor<3x3x12xf16>, %i: tensor<2x7x7x12xf16>) -> tensor<2x7x7x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x7x7x12xf16>, tensor<3x3x12xf16>) outs(%i : tensor<2x7x7x12xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 7, block_cols = 7, threads = 8, rows_per_thread = 7, cols_per_thread = 7, vector_width = 4, column_reuse = shared, stage_output = true>} -> tensor<2x7x7x12xf16>
  return %0 : tensor<2x7x7x12xf16>
}

// -----

// shuffle, stage_output: lanes exchange halo columns by shuffles and write
// their output rows into a workgroup tile (the only one), which leaves after
// the row loop and a barrier as one run of 4 planes in 4-element chunks.
// CHECK-LABEL: func.func @nchw_shuffle_staged_output
//       CHECK:   %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   scf.for
//       CHECK:     gpu.shuffle  up
//       CHECK:     vector.transfer_write %{{.+}}, %[[OUT_TILE]]{{.+}} : vector<1xf32>, memref<4x7x7xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[FLAT_TILE:.+]] = memref.collapse_shape %[[OUT_TILE]] {{\[}}[0, 1, 2]]
//       CHECK:   vector.transfer_read %[[FLAT_TILE]]{{.+}} : memref<196xf32, #gpu.address_space<workgroup>>, vector<4xf32>
//       CHECK:   vector.transfer_write %{{.+}} : vector<4xf32>, memref<2x392xf32>
func.func @nchw_shuffle_staged_output(%x: tensor<2x8x14x14xf32>, %w: tensor<8x3x3xf32>, %i: tensor<2x8x7x7xf32>) -> tensor<2x8x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x8x14x14xf32>, tensor<8x3x3xf32>) outs(%i : tensor<2x8x7x7xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 32, rows_per_thread = 7, cols_per_thread = 1, vector_width = 2, column_reuse = shuffle, stage_output = true>} -> tensor<2x8x7x7xf32>
  return %0 : tensor<2x8x7x7xf32>
}

// -----

// shared, whole planes with 7 lanes per row: staged lanes need not be a
// power of two (no shuffles), so 7 lanes of 2 columns cover the 14-column
// row and the 14 threads hold 2 channels. The two 14x14 planes (392
// elements) are copied in 16-byte chunks, 7 per thread.
// CHECK-LABEL: func.func @nchw_shared_seven_lanes
//       CHECK: scf.parallel (%[[T:.+]]) = (%{{.+}}) to (%c14)
//       CHECK:   arith.remui %[[T]], %c7
//       CHECK:   arith.divui %[[T]], %c7
//       CHECK:   memref.alloc() {alignment = 16 : i64} : memref<2x14x14xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-7:   vector.transfer_read %{{.+}} : memref<1x784xf32>, vector<4xf32>
//       CHECK:   gpu.barrier
//       CHECK:   scf.for
func.func @nchw_shared_seven_lanes(%x: tensor<1x4x14x14xf32>, %w: tensor<4x5x5xf32>, %i: tensor<1x4x14x14xf32>) -> tensor<1x4x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x14x14xf32>, tensor<4x5x5xf32>) outs(%i : tensor<1x4x14x14xf32>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 14, rows_per_thread = 14, cols_per_thread = 2, vector_width = 2, column_reuse = shared>} -> tensor<1x4x14x14xf32>
  return %0 : tensor<1x4x14x14xf32>
}

// -----

// Tensor cores (`mma`), bf16, 3x3: the block copies its 2 channels' 22 input
// rows into workgroup memory by cp.async (one group, awaited before the
// barrier), 8 zero columns before each row and zeros up to 40 columns (5
// chunks of 16 bytes: an odd count, so the 8 rows of an ldmatrix fall in
// distinct banks), rows and columns outside the map zero-filled. Each of
// the 4 warps (2 channels x 2 row tiles of 16) builds its B fragments, the 3
// filter rows as banded 16x8 matrices, once; then for each of the 4 column
// tiles it multiplies the 16 input rows under filter row kh (ldmatrix) by
// filter row kh's matrix, accumulating in f32 (bf16 pairs go to NVVM as
// i32), and stores bias + relu + rounding into the block's output tile. The
// tile then leaves in aligned 4-element row chunks.
// CHECK-LABEL: func.func @nchw_mma_bf16
//       CHECK: scf.parallel (%{{.+}}) = (%{{.+}}) to (%c128)
// CHECK-COUNT-4: memref.load %{{.+}} : memref<4x3x3xbf16>
//       CHECK: vector.from_elements {{.+}} : vector<2xbf16>
//       CHECK: vector.bitcast {{.+}} : vector<2xbf16> to vector<1xi32>
//       CHECK: %[[IN_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x22x40xbf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvgpu.device_async_copy %{{.+}}[{{.+}}], %[[IN_TILE]][{{.+}}], 4, %{{.+}} : memref<2x4x20x20xbf16> to memref<2x22x40xbf16, #gpu.address_space<workgroup>>
//       CHECK: %[[GROUP:.+]] = nvgpu.device_async_create_group
//       CHECK: nvgpu.device_async_wait %[[GROUP]]
//       CHECK: gpu.barrier
//       CHECK: %[[OUT_TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x32x56xbf16, #gpu.address_space<workgroup>>
//       CHECK: scf.for %{{.+}} = %{{.+}} to %c4{{.*}} step
//       CHECK: nvgpu.ldmatrix %[[IN_TILE]][{{.+}}] {numTiles = 4 : i32, transpose = false} : memref<2x22x40xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
//       CHECK: nvvm.mma.sync {{.+}} multiplicandAPtxType = #nvvm.mma_type<bf16>{{.+}} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
//       CHECK: nvgpu.ldmatrix %[[IN_TILE]][{{.+}}] {numTiles = 4 : i32, transpose = false} : memref<2x22x40xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
//       CHECK: nvvm.mma.sync {{.+}} multiplicandAPtxType = #nvvm.mma_type<bf16>{{.+}} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
//       CHECK: nvgpu.ldmatrix %[[IN_TILE]][{{.+}}] {numTiles = 4 : i32, transpose = false} : memref<2x22x40xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
//       CHECK: nvvm.mma.sync {{.+}} multiplicandAPtxType = #nvvm.mma_type<bf16>{{.+}} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
//       CHECK: arith.addf
//       CHECK: arith.maximumf
//       CHECK: arith.truncf {{.+}} : f32 to bf16
//       CHECK: memref.store {{.+}}, %[[OUT_TILE]]
//       CHECK: gpu.barrier
//       CHECK: scf.if
//       CHECK: vector.transfer_read %[[OUT_TILE]]{{.+}} : memref<2x32x56xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
//       CHECK: vector.transfer_write {{.+}} : vector<4xbf16>, memref<2x4x20x20xbf16>
func.func @nchw_mma_bf16(%x: tensor<2x4x20x20xbf16>, %w: tensor<4x3x3xbf16>, %b: tensor<4xbf16>, %i: tensor<2x4x20x20xbf16>) -> tensor<2x4x20x20xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x20x20xbf16>, tensor<4x3x3xbf16>) bias(%b : tensor<4xbf16>) outs(%i : tensor<2x4x20x20xbf16>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 32, block_cols = 20, threads = 128, rows_per_thread = 16, cols_per_thread = 8, vector_width = 4, column_reuse = mma>} -> tensor<2x4x20x20xbf16>
  return %0 : tensor<2x4x20x20xbf16>
}

// -----

// f16 pairs are mma operands as they are; 16-byte chunks are copied past
// L1; with padding 2 every tile's outputs start at an even column, so each
// lane stores its pairs whole. The 5 filter rows take 5 products per column
// tile.
// CHECK-LABEL: func.func @nchw_mma_f16_5x5
//   CHECK-NOT: vector.bitcast
//       CHECK: nvgpu.device_async_copy {{.+}}, 8, %{{.+}} {bypassL1}
//       CHECK: scf.for
// CHECK-COUNT-5: nvvm.mma.sync {{.+}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
//       CHECK: vector.from_elements {{.+}} : vector<2xf16>
//       CHECK: vector.transfer_write {{.+}} : vector<2xf16>, memref<1x16x40xf16, #gpu.address_space<workgroup>>
func.func @nchw_mma_f16_5x5(%x: tensor<1x8x16x16xf16>, %w: tensor<8x5x5xf16>, %i: tensor<1x8x16x16xf16>) -> tensor<1x8x16x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x16x16xf16>, tensor<8x5x5xf16>) outs(%i : tensor<1x8x16x16xf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 16, threads = 32, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma>} -> tensor<1x8x16x16xf16>
  return %0 : tensor<1x8x16x16xf16>
}

// -----

// A 7-wide row is copied in 2-byte chunks, which cp.async cannot move: they
// go through registers, in batches of loads before their stores.
// CHECK-LABEL: func.func @nchw_mma_f16_7x7
//   CHECK-NOT: nvgpu.device_async_copy
//       CHECK: vector.transfer_read {{.+}} : memref<2x8x7x7xf16>, vector<1xf16>
//       CHECK: vector.transfer_write {{.+}} : vector<1xf16>, memref<8x9x24xf16, #gpu.address_space<workgroup>>
//       CHECK: gpu.barrier
//       CHECK: nvgpu.ldmatrix
func.func @nchw_mma_f16_7x7(%x: tensor<2x8x7x7xf16>, %w: tensor<8x3x3xf16>, %i: tensor<2x8x7x7xf16>) -> tensor<2x8x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x8x7x7xf16>, tensor<8x3x3xf16>) outs(%i : tensor<2x8x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 16, block_cols = 7, threads = 256, rows_per_thread = 16, cols_per_thread = 8, vector_width = 1, column_reuse = mma>} -> tensor<2x8x7x7xf16>
  return %0 : tensor<2x8x7x7xf16>
}

// -----

// A thread of one row (7 lanes of 2 columns in a segment of 8) stores its
// row under a uniform mask rather than in an scf.if: the eighth lane and
// rows past the map store nothing, and the row's products stay outside any
// branch.
// CHECK-LABEL: func.func @nchw_one_row
//   CHECK-NOT: scf.if
//       CHECK: arith.truncf {{.+}} : f32 to f16
//       CHECK: %[[ROW:.+]] = vector.from_elements {{.+}} : vector<2xf16>
//       CHECK: %[[MASK:.+]] = vector.broadcast %{{.+}} : i1 to vector<2xi1>
//       CHECK: vector.transfer_write %[[ROW]], %{{.+}}, %[[MASK]] {in_bounds = [true]} : vector<2xf16>, memref<1x2x14x14xf16>
//   CHECK-NOT: scf.if
func.func @nchw_one_row(%x: tensor<1x2x14x14xf16>, %w: tensor<2x3x3xf16>, %i: tensor<1x2x14x14xf16>) -> tensor<1x2x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x2x14x14xf16>, tensor<2x3x3xf16>) outs(%i : tensor<1x2x14x14xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 14, threads = 112, rows_per_thread = 1, cols_per_thread = 2, vector_width = 2, column_reuse = shuffle>} -> tensor<1x2x14x14xf16>
  return %0 : tensor<1x2x14x14xf16>
}

// -----

// NCHW shuffle with predicated_padding: a row in the padding reads under a
// uniform mask instead of selecting zeros after the load.
// CHECK-LABEL: func.func @nchw_shuffle_predicated
//       CHECK: scf.for
//       CHECK:   %[[MASK:.+]] = vector.broadcast %{{.+}} : i1 to vector<4xi1>
//       CHECK:   vector.transfer_read %{{.+}}, %[[MASK]] : memref<2x4x16x16xf32>, vector<4xf32>
//   CHECK-NOT:   arith.select {{.+}} : vector<4xf32>
//       CHECK:   gpu.shuffle
func.func @nchw_shuffle_predicated(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %i: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%i : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 8, block_cols = 16, threads = 16, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle, predicated_padding = true>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

// `batch_mma`: blocks of 16 images (a grid of 2 for 20) x 2 channels; the
// 16 images' planes of the block's channels go by 4-element cp.async into a
// workgroup tile of 72 elements per image (36 words, 4 banks past a
// multiple of 32), awaited before a barrier. Each of the 6 input rows is
// read once as 4 element pairs and multiplied by the banded filter rows
// (nvvm.mma.sync, 24 products for 6 rows x 5 taps inside the map); after a
// barrier the finished rows (bias, relu) go over the input tile as pairs,
// and after another the tile leaves as 4-element chunks of each image.
// CHECK-LABEL: func @nchw_batch_mma
//       CHECK: scf.parallel {{.+}} to (%{{.+}}, %c2, %c2{{.*}})
//       CHECK: %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<16x72xbf16, #gpu.address_space<workgroup>>
//       CHECK: memref.collapse_shape {{.+}} into memref<20x108xbf16>
//       CHECK: nvgpu.device_async_copy {{.+}}, %[[TILE]][{{.+}}], 4 : memref<20x108xbf16> to memref<16x72xbf16, #gpu.address_space<workgroup>>
//       CHECK: nvgpu.device_async_create_group
//       CHECK: nvgpu.device_async_wait
//  CHECK-NEXT: gpu.barrier
//       CHECK: vector.transfer_read %[[TILE]]{{.+}} : memref<16x72xbf16, #gpu.address_space<workgroup>>, vector<2xbf16>
// CHECK-COUNT-24: nvvm.mma.sync
//       CHECK: gpu.barrier
//       CHECK: scf.if
//       CHECK: vector.transfer_write {{.+}}, %[[TILE]]{{.+}} : vector<2xbf16>, memref<16x72xbf16, #gpu.address_space<workgroup>>
//       CHECK: gpu.barrier
//       CHECK: vector.transfer_read %[[TILE]]{{.+}} : memref<16x72xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
//       CHECK: vector.transfer_write {{.+}} : vector<4xbf16>, memref<20x108xbf16>
func.func @nchw_batch_mma(%x: tensor<20x3x6x6xbf16>, %w: tensor<3x5x5xbf16>, %b: tensor<3xbf16>, %i: tensor<20x3x6x6xbf16>) -> tensor<20x3x6x6xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x3x6x6xbf16>, tensor<3x5x5xbf16>) bias(%b : tensor<3xbf16>) outs(%i : tensor<20x3x6x6xbf16>) {padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 6, block_cols = 6, threads = 64, rows_per_thread = 6, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma>} -> tensor<20x3x6x6xbf16>
  return %0 : tensor<20x3x6x6xbf16>
}

// -----

// `batch_mma` with prefetch_depth = 2: the planes arrive in two bands of
// rows, each its own cp.async group. The first band ends at row 4, the first
// row past half the map whose first element begins a 4-element chunk: per
// image 2 planes x 4 rows x 6 columns = 12 chunks, 192 for the block (3 per
// thread), then 2 planes x 2 rows (96 chunks, 2 per thread). Rows 0-3 (17
// products inside the map) need only the first group; the second is
// awaited, before a barrier, ahead of row 4. By then every warp has read
// rows 0-3, so output rows 0 and 1, finished, go over the tile (a pair per
// row and half) and, after a barrier, leave as 4-element chunks (2 rows of
// 2 planes of 16 images: 96 chunks, 2 per thread) while rows 4 and 5 are
// multiplied; rows 2-5 leave at the end (192 chunks, 3 per thread).
// CHECK-LABEL: func @nchw_batch_mma_two_bands
//      CHECK: %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<16x72xbf16, #gpu.address_space<workgroup>>
//  CHECK-COUNT-3: nvgpu.device_async_copy
//          CHECK: %[[FIRST:.+]] = nvgpu.device_async_create_group
//  CHECK-COUNT-2: nvgpu.device_async_copy
//          CHECK: %[[SECOND:.+]] = nvgpu.device_async_create_group
//     CHECK-NEXT: nvgpu.device_async_wait %[[FIRST]] {numGroups = 1 : i32}
//     CHECK-NEXT: gpu.barrier
// CHECK-COUNT-17: nvvm.mma.sync
//      CHECK-NOT: nvvm.mma.sync
//          CHECK: nvgpu.device_async_wait %[[SECOND]]{{$}}
//     CHECK-NEXT: gpu.barrier
//  CHECK-COUNT-4: vector.transfer_write {{.+}}, %[[TILE]]{{.+}} : vector<2xbf16>
//          CHECK: gpu.barrier
//  CHECK-COUNT-2: vector.transfer_write {{.+}} : vector<4xbf16>, memref<20x108xbf16>
//  CHECK-COUNT-7: nvvm.mma.sync
//      CHECK-NOT: nvvm.mma.sync
//          CHECK: gpu.barrier
//  CHECK-COUNT-8: vector.transfer_write {{.+}}, %[[TILE]]{{.+}} : vector<2xbf16>
//          CHECK: gpu.barrier
//  CHECK-COUNT-3: vector.transfer_write {{.+}} : vector<4xbf16>, memref<20x108xbf16>
func.func @nchw_batch_mma_two_bands(%x: tensor<20x3x6x6xbf16>, %w: tensor<3x5x5xbf16>, %i: tensor<20x3x6x6xbf16>) -> tensor<20x3x6x6xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x3x6x6xbf16>, tensor<3x5x5xbf16>) outs(%i : tensor<20x3x6x6xbf16>) {padding = array<i64: 2, 2, 2, 2>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 6, block_cols = 6, threads = 64, rows_per_thread = 6, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2>} -> tensor<20x3x6x6xbf16>
  return %0 : tensor<20x3x6x6xbf16>
}

// -----

// `batch_mma` on an odd width (7 columns): a row's pairs do not start at
// 4-byte words, so each A element is read alone (memref.load, zero outside
// the row) and paired, and each finished element goes over the tile alone
// where its column lies inside the row.
// CHECK-LABEL: func @nchw_batch_mma_odd_width
//      CHECK: %[[TILE:.+]] = memref.alloc() {alignment = 16 : i64} : memref<16x56xf16, #gpu.address_space<workgroup>>
//  CHECK-NOT: vector.transfer_read %[[TILE]]
//      CHECK: memref.load %[[TILE]]
//      CHECK: memref.load %[[TILE]]
//      CHECK: vector.from_elements {{.+}} : vector<2xf16>
//      CHECK: nvvm.mma.sync
//      CHECK: gpu.barrier
//      CHECK: scf.if
//      CHECK: vector.extract {{.+}}[0] : f16 from vector<2xf16>
//      CHECK: memref.store {{.+}}, %[[TILE]]
//      CHECK: scf.if
//      CHECK: vector.extract {{.+}}[1] : f16 from vector<2xf16>
//      CHECK: memref.store {{.+}}, %[[TILE]]
//      CHECK: gpu.barrier
//      CHECK: vector.transfer_read %[[TILE]]{{.+}} : memref<16x56xf16, #gpu.address_space<workgroup>>, vector<8xf16>
func.func @nchw_batch_mma_odd_width(%x: tensor<16x2x4x7xf16>, %w: tensor<2x3x3xf16>, %i: tensor<16x2x4x7xf16>) -> tensor<16x2x4x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x2x4x7xf16>, tensor<2x3x3xf16>) outs(%i : tensor<16x2x4x7xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 4, block_cols = 7, threads = 64, rows_per_thread = 4, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma>} -> tensor<16x2x4x7xf16>
  return %0 : tensor<16x2x4x7xf16>
}

// -----

// A 16-bit window of one channel (7x7, the large-window schedule): the lane
// keeps its 49 taps as f32, and the rolled row loop carries 7 rows x 4
// columns of f32 accumulators and the next input row's 10 columns as single
// 2-byte elements, converted to f32 before their multiply-adds.
// CHECK-LABEL: func.func @nhwc_window_7x7_f16_one_channel
// CHECK-COUNT-49: vector.transfer_read {{.+}} : memref<7x7x6xf16>, vector<1xf16>
//          CHECK: scf.for {{.+}} -> ({{(vector<1xf32>, ){28}(vector<1xf16>, ){9}vector<1xf16>}}) {
//          CHECK:   vector.transfer_read {{.+}} : memref<2x16x12x6xf16>, vector<1xf16>
//          CHECK:   arith.extf {{.+}} : vector<1xf16> to vector<1xf32>
//          CHECK:   vector.fma {{.+}} : vector<1xf32>
//          CHECK:   vector.transfer_write {{.+}} : vector<1xf16>, memref<2x16x12x6xf16>
func.func @nhwc_window_7x7_f16_one_channel(%x: tensor<2x16x12x6xf16>, %w: tensor<7x7x6xf16>, %i: tensor<2x16x12x6xf16>) -> tensor<2x16x12x6xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x16x12x6xf16>, tensor<7x7x6xf16>) outs(%i : tensor<2x16x12x6xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>, config = #dwc.depthwise_config<block_channels = 6, block_rows = 4, block_cols = 8, threads = 12, rows_per_thread = 4, cols_per_thread = 4, vector_width = 1, column_reuse = window, unroll_rows = false>} -> tensor<2x16x12x6xf16>
  return %0 : tensor<2x16x12x6xf16>
}

// -----

// NHWC, rolled_window, a 15x11 window: the block copies its 4 channels' 165
// taps into a workgroup tile, each thread a share, and waits; a thread (2
// channels x 2 columns x 2 rows) then walks the filter rows and, in each,
// one step of 8 taps in a rolled loop and the 3 left over unrolled. A step
// reads its 8 taps from the tile and the 2 + 7 input columns of each output
// row into registers.
// CHECK-LABEL: func.func @nhwc_rolled_window
//       CHECK: scf.parallel
//       CHECK:   scf.parallel
//       CHECK:     %[[TAPS:.+]] = memref.alloc() {alignment = 16 : i64} : memref<165x4xf32, #gpu.address_space<workgroup>>
//       CHECK:     scf.for %{{.+}} = %{{.+}} to %c660 step %c8{{.*}} {
//       CHECK:       memref.load %{{.+}} : memref<15x11x4xf32>
//       CHECK:       memref.store %{{.+}}, %[[TAPS]]
//       CHECK:     gpu.barrier
//       CHECK:     scf.for %{{.+}} = %c0{{.*}} to %c15{{.*}} step %c1{{.*}} iter_args({{.*}}) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) {
//       CHECK:       scf.for %{{.+}} = %c0{{.*}} to %c1{{.*}} step %c1{{.*}} iter_args({{.*}}) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) {
// CHECK-COUNT-8:       vector.transfer_read %[[TAPS]]
// CHECK-COUNT-9:       vector.transfer_read %{{.+}} : memref<1x20x12x4xf32>, vector<2xf32>
// CHECK-COUNT-16:      vector.fma
// CHECK-COUNT-9:       vector.transfer_read %{{.+}} : memref<1x20x12x4xf32>, vector<2xf32>
// CHECK-COUNT-16:      vector.fma
//       CHECK:         scf.yield
// The tail: 3 taps, 2 + 2 input columns a row.
// CHECK-COUNT-3:     vector.transfer_read %[[TAPS]]
// CHECK-COUNT-4:     vector.transfer_read %{{.+}} : memref<1x20x12x4xf32>, vector<2xf32>
// CHECK-COUNT-6:     vector.fma
//       CHECK:       scf.yield
// The 2 x 2 outputs leave through the epilogue, each under its guard.
// CHECK-COUNT-4:   scf.if
//   CHECK-NOT: dwc.rotation_period
//       CHECK: return
func.func @nhwc_rolled_window(%x: tensor<1x20x12x4xf32>, %w: tensor<15x11x4xf32>, %i: tensor<1x20x12x4xf32>) -> tensor<1x20x12x4xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x20x12x4xf32>, tensor<15x11x4xf32>) outs(%i : tensor<1x20x12x4xf32>) {padding = array<i64: 7, 7, 5, 5>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 4, block_rows = 4, block_cols = 4, threads = 8, rows_per_thread = 2, cols_per_thread = 2, vector_width = 2, column_reuse = rolled_window, unroll_rows = false>} -> tensor<1x20x12x4xf32>
  return %0 : tensor<1x20x12x4xf32>
}

// -----

// NHWC f16, diagonal (Qin et al.): the block stages its input tile (8 + 6
// rows x 16 + 6 columns x 8 channels, padding as zeros) and its 49 taps;
// each of the 8 warps walks its output row's 16-pixel tiles, one m16n8k16
// product per pair of taps (25 pairs, the last with a zero second tap),
// its A rows read by ldmatrix at the taps' pixels.
// CHECK-LABEL: func.func @nhwc_diagonal
//       CHECK: memref.alloc() {alignment = 16 : i64} : memref<14x22x8xf16, #gpu.address_space<workgroup>>
//       CHECK: vector.transfer_read {{.+}} : memref<2x14x14x16xf16>, vector<8xf16>
//       CHECK: arith.select {{.+}} : vector<8xf16>
//       CHECK: vector.transfer_write {{.+}} : vector<8xf16>, memref<14x22x8xf16, #gpu.address_space<workgroup>>
//       CHECK: memref.alloc() {alignment = 16 : i64} : memref<49x8xf16, #gpu.address_space<workgroup>>
//       CHECK: gpu.barrier
//       CHECK: scf.for %{{.+}} = %{{.+}} to %c25 step %{{.+}} iter_args({{.*}}) -> (f32, f32, f32, f32) {
//       CHECK:   nvgpu.ldmatrix {{.+}} {numTiles = 4 : i32, transpose = false} : memref<14x22x8xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
//       CHECK:   memref.load {{.+}} : memref<49x8xf16, #gpu.address_space<workgroup>>
//       CHECK:   memref.load {{.+}} : memref<49x8xf16, #gpu.address_space<workgroup>>
//       CHECK:   nvvm.mma.sync
//       CHECK: scf.if
//       CHECK:   vector.transfer_write {{.+}} : vector<2xf16>, memref<2x14x14x16xf16>
//       CHECK: scf.if
//       CHECK:   vector.transfer_write {{.+}} : vector<2xf16>, memref<2x14x14x16xf16>
func.func @nhwc_diagonal(%x: tensor<2x14x14x16xf16>, %w: tensor<7x7x16xf16>, %i: tensor<2x14x14x16xf16>) -> tensor<2x14x14x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x14x14x16xf16>, tensor<7x7x16xf16>) outs(%i : tensor<2x14x14x16xf16>) {padding = array<i64: 3, 3, 3, 3>, layout = #dwc<layout nhwc>, config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 1, cols_per_thread = 16, vector_width = 8, column_reuse = diagonal, unroll_rows = false>} -> tensor<2x14x14x16xf16>
  return %0 : tensor<2x14x14x16xf16>
}
