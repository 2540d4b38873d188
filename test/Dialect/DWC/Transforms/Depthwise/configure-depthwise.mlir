// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise | FileCheck %s
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="chip=sm_80 sm-count=8" | FileCheck %s --check-prefix=SMALL
// RUN: not dwc-opt %s --split-input-file --dwc-configure-depthwise="chip=sm_75" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=shared" | FileCheck %s --check-prefix=SHARED
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=mma" | FileCheck %s --check-prefix=MMA
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=batch_mma" | FileCheck %s --check-prefix=BATCH
// RUN: not dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=smem" 2>&1 | FileCheck %s --check-prefix=REUSE
// RUN: dwc-opt %s --split-input-file --dwc-configure-depthwise="column-reuse=rolled_window" | FileCheck %s --check-prefix=ROLLED

// REUSE: error: unknown column-reuse 'smem' (expected auto, shared, mma, batch_mma, rolled_window or diagonal)
// With column-reuse=rolled_window every layer gets the rolled window, which
// can schedule any.
// ROLLED-LABEL: func @nchw_batch1
// ROLLED: config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 112, threads = 224, rows_per_thread = 2, cols_per_thread = 4, vector_width = 1, column_reuse = rolled_window, unroll_rows = false>
// ROLLED-LABEL: func @nchw_batch128
// ROLLED: column_reuse = rolled_window
// With column-reuse=mma, every 16-bit NCHW layer with stride-1 columns gets
// the tensor-core schedule: a warp per 16 output rows, blocks of at most 8
// warps whose row tiles split the map evenly, more channels where the map
// is short; f32 and NHWC layers keep theirs.
// MMA-LABEL: func @nchw_batch1
// MMA: column_reuse = shuffle
// MMA-LABEL: func @nchw_f16_7x7
// MMA: config = #dwc.depthwise_config<block_channels = 8, block_rows = 16, block_cols = 7, threads = 256, rows_per_thread = 16, cols_per_thread = 8, vector_width = 1, column_reuse = mma, unroll_rows = false>
// MMA-LABEL: func @nchw_f16_28x28_wide_lanes
// MMA: config = #dwc.depthwise_config<block_channels = 4, block_rows = 32, block_cols = 28, threads = 256, rows_per_thread = 16, cols_per_thread = 8, vector_width = 4, column_reuse = mma, unroll_rows = false>
// MMA-LABEL: func @nchw_5x5
// MMA: column_reuse = mma
// MMA-LABEL: func @nchw_5x5_28x28
// MMA: column_reuse = mma
// MMA-LABEL: func @nchw_f16_112x112
// The 7 row tiles of a 112-row map with their input and output tiles take
// more than 48 KB: 2 blocks of 4 tiles.
// MMA: config = #dwc.depthwise_config<block_channels = 1, block_rows = 64, block_cols = 112, threads = 128, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma, unroll_rows = false>
// MMA-LABEL: func @nhwc_k5_s2
// MMA: column_reuse = window
// With column-reuse=shared, NCHW schedules stage their input tile when it
// fits 48 KB (the batch-1 tile: 1 channel x 10 rows x 114 columns), and NHWC
// ones stage whole planes, pixel-major, where they fit: lanes of 4 columns
// (the widest of at most 7 dividing the row) walking 4 rows of the 8-row map
// (7 balanced), 32 channels (8-channel chunks) in 128 threads.
// SHARED-LABEL: func @nchw_batch1
// SHARED: column_reuse = shared
// SHARED-LABEL: func @nhwc_k5_s2
// SHARED: config = #dwc.depthwise_config<block_channels = 32, block_rows = 8, block_cols = 8, threads = 128, rows_per_thread = 4, cols_per_thread = 4, vector_width = 8, column_reuse = shared, stage_output = true>

// The dynamic tile-size scheme (the heuristic alone; dwc-tile-depthwise is
// tested with configs written by hand).

// CHIP: error: unknown chip 'sm_75' (expected sm_90 or sm_80)

// Batch 1: the grid is too small for deep row reuse; threads of two rows
// still leave the 32x112x112 layer 57K threads (at least 12 warps per SM),
// over 32 x 7 blocks of 8 row segments. 112 columns = 28 lanes x 4 outputs,
// rounded up to a 32-lane segment.
// CHECK-LABEL: func @nchw_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 112, threads = 256, rows_per_thread = 2, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>
// With 8 SMs the GPU is full with deeper row reuse, up to the 4 rows a
// stride-1 3x3 window's threads walk.
// SMALL-LABEL: func @nchw_batch1
// SMALL: rows_per_thread = 4
func.func @nchw_batch1(%x: tensor<1x32x112x112xf32>, %w: tensor<32x3x3xf32>, %i: tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x32x112x112xf32>, tensor<32x3x3xf32>) outs(%i : tensor<1x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x32x112x112xf32>
  return %0 : tensor<1x32x112x112xf32>
}

// -----

// Batch 128: the grid is full at any depth, so a 3x3 window's rows go 4 deep
// (not 16: the larger grid fills the last wave); the 28 bands of 4 rows
// split evenly into blocks of 7; a large map fetches one row ahead.
// CHECK-LABEL: func @nchw_batch128
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 112, threads = 224, rows_per_thread = 4, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>
func.func @nchw_batch128(%x: tensor<128x32x112x112xf32>, %w: tensor<32x3x3xf32>, %i: tensor<128x32x112x112xf32>) -> tensor<128x32x112x112xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x32x112x112xf32>, tensor<32x3x3xf32>) outs(%i : tensor<128x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x32x112x112xf32>
  return %0 : tensor<128x32x112x112xf32>
}

// -----

// Wide lanes on a 7x7 map: a thread owns a whole channel plane (7 columns,
// all 7 rows; 3 x 7 rotating accumulators), 64 threads per block, input and
// outputs staged in workgroup memory.
// CHECK-LABEL: func @nchw_f16_7x7
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 7, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>
func.func @nchw_f16_7x7(%x: tensor<32x960x7x7xf16>, %w: tensor<960x3x3xf16>, %i: tensor<32x960x7x7xf16>) -> tensor<32x960x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x960x7x7xf16>, tensor<960x3x3xf16>) outs(%i : tensor<32x960x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x960x7x7xf16>
  return %0 : tensor<32x960x7x7xf16>
}

// -----

// In f32 the two tiles take 25088 bytes, so 8 blocks fit an SM (228 KB):
// 1056 blocks on 132 SMs. At batch 128 (1920 blocks) the outputs are staged
// over the input tile, 16 blocks per SM; at batch 32 (480 blocks) the whole
// grid is resident with two tiles already, and they stay apart.
// CHECK-LABEL: func @nchw_f32_7x7_in_place
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 7, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true, stage_in_place = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 7, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>
func.func @nchw_f32_7x7_in_place(%x: tensor<128x960x7x7xf32>, %w: tensor<960x3x3xf32>, %i: tensor<128x960x7x7xf32>, %x32: tensor<32x960x7x7xf32>, %i32: tensor<32x960x7x7xf32>) -> (tensor<128x960x7x7xf32>, tensor<32x960x7x7xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x960x7x7xf32>, tensor<960x3x3xf32>) outs(%i : tensor<128x960x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x960x7x7xf32>
  %1 = dwc.depthwise_conv2d ins(%x32, %w : tensor<32x960x7x7xf32>, tensor<960x3x3xf32>) outs(%i32 : tensor<32x960x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x960x7x7xf32>
  return %0, %1 : tensor<128x960x7x7xf32>, tensor<32x960x7x7xf32>
}
// At batch 8 one thread per plane would leave the grid under an eighth of
// the target threads, so the lanes stay narrow: one output per lane, 8-lane
// segments, 8 channels per block. A stride-1 3x3 layer whose threads walk
// several rows stages its input in workgroup memory; staged rows fetched
// ahead keep the row loop rolled. Its 14-byte output rows are shorter than
// a sector, so the block stages its outputs too.
// CHECK-LABEL: func @nchw_f16_7x7_batch8
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 8, block_cols = 7, threads = 256, rows_per_thread = 2, cols_per_thread = 1, vector_width = 1, column_reuse = shared, prefetch_depth = 2, unroll_rows = false, stage_output = true>
func.func @nchw_f16_7x7_batch8(%x: tensor<8x960x7x7xf16>, %w: tensor<960x3x3xf16>, %i: tensor<8x960x7x7xf16>) -> tensor<8x960x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x960x7x7xf16>, tensor<960x3x3xf16>) outs(%i : tensor<8x960x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x960x7x7xf16>
  return %0 : tensor<8x960x7x7xf16>
}

// A staged tile keeps the deepest row reuse (14 rows, where the shuffle
// schedule would walk 8): the copy is paid once per tile. Its rows are
// fetched one ahead, so the row loop is unrolled (unroll_rows at its default).
// CHECK-LABEL: func @nchw_f16_56x56_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 4, block_rows = 56, block_cols = 56, threads = 256, rows_per_thread = 14, cols_per_thread = 4, vector_width = 4, column_reuse = shared>
func.func @nchw_f16_56x56_staged(%x: tensor<128x144x56x56xf16>, %w: tensor<144x3x3xf16>, %i: tensor<128x144x56x56xf16>) -> tensor<128x144x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x144x56x56xf16>, tensor<144x3x3xf16>) outs(%i : tensor<128x144x56x56xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x144x56x56xf16>
  return %0 : tensor<128x144x56x56xf16>
}

// On maps of at most 28 rows the staged threads walk at most 7 rows, so a
// block covers the map with 4 (28x28) or 2 (14x14) bands of threads (f32
// 3x3 layers of more than 7 columns keep narrow lanes, 14-column maps where
// the grid holds fewer than half the GPU's resident threads).
// CHECK-LABEL: func @nchw_f32_28x28_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 28, block_cols = 28, threads = 256, rows_per_thread = 7, cols_per_thread = 4, vector_width = 4, column_reuse = shared>
func.func @nchw_f32_28x28_staged(%x: tensor<128x192x28x28xf32>, %w: tensor<192x3x3xf32>, %i: tensor<128x192x28x28xf32>) -> tensor<128x192x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf32>, tensor<192x3x3xf32>) outs(%i : tensor<128x192x28x28xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x192x28x28xf32>
  return %0 : tensor<128x192x28x28xf32>
}
// A 16-bit 28x28 map takes wide lanes: 3 x 14 accumulators, so 2 lanes of
// 14 columns per row, 4 rows per thread (about 56 outputs), 7 bands: 14
// threads per plane, 4 planes per block of at most 64 threads.
// CHECK-LABEL: func @nchw_f16_28x28_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 4, block_rows = 28, block_cols = 28, threads = 56, rows_per_thread = 4, cols_per_thread = 14, vector_width = 2, column_reuse = shared, stage_output = true>
func.func @nchw_f16_28x28_wide_lanes(%x: tensor<128x192x28x28xf16>, %w: tensor<192x3x3xf16>, %i: tensor<128x192x28x28xf16>) -> tensor<128x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf16>, tensor<192x3x3xf16>) outs(%i : tensor<128x192x28x28xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x192x28x28xf16>
  return %0 : tensor<128x192x28x28xf16>
}
// CHECK-LABEL: func @nchw_14x14_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 14, block_cols = 14, threads = 256, rows_per_thread = 7, cols_per_thread = 2, vector_width = 2, column_reuse = shared, prefetch_depth = 3, unroll_rows = false>
func.func @nchw_14x14_staged(%x: tensor<32x576x14x14xf32>, %w: tensor<576x3x3xf32>, %i: tensor<32x576x14x14xf32>) -> tensor<32x576x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x576x14x14xf32>, tensor<576x3x3xf32>) outs(%i : tensor<32x576x14x14xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x576x14x14xf32>
  return %0 : tensor<32x576x14x14xf32>
}

// -----

// Where staging measured slower, the lanes shuffle: one row per thread
// (batch 1), stride 2, a 16-bit 5x5 window on a 14x14 map, or a map over 56
// rows (@nchw_batch128). At batch 1, two-row threads would leave maps of 14
// and 28 rows under 12 warps per SM: they keep one row.
// CHECK-LABEL: func @nchw_14x14_batch1
// CHECK: rows_per_thread = 1
// CHECK-SAME: column_reuse = shuffle
// CHECK-LABEL: func @nchw_28x28_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 224, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>
// A strided window at batch 1 takes 2 columns (4 input columns a lane), and
// two rows where 12 warps per SM remain (112 input columns), one where they
// do not (56).
// CHECK-LABEL: func @nchw_stride2_112_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 56, threads = 224, rows_per_thread = 2, cols_per_thread = 2, vector_width = 4, column_reuse = shuffle>
// CHECK-LABEL: func @nchw_stride2_56_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 28, threads = 224, rows_per_thread = 1, cols_per_thread = 2, vector_width = 4, column_reuse = shuffle>
func.func @nchw_14x14_batch1(%x: tensor<1x384x14x14xf32>, %w: tensor<384x3x3xf32>, %i: tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x384x14x14xf32>, tensor<384x3x3xf32>) outs(%i : tensor<1x384x14x14xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x384x14x14xf32>
  return %0 : tensor<1x384x14x14xf32>
}
func.func @nchw_28x28_batch1(%x: tensor<1x192x28x28xf32>, %w: tensor<192x3x3xf32>, %i: tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x192x28x28xf32>, tensor<192x3x3xf32>) outs(%i : tensor<1x192x28x28xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x192x28x28xf32>
  return %0 : tensor<1x192x28x28xf32>
}
func.func @nchw_stride2_112_batch1(%x: tensor<1x96x112x112xf16>, %w: tensor<96x3x3xf16>, %i: tensor<1x96x56x56xf16>) -> tensor<1x96x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x96x112x112xf16>, tensor<96x3x3xf16>) outs(%i : tensor<1x96x56x56xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x96x56x56xf16>
  return %0 : tensor<1x96x56x56xf16>
}
func.func @nchw_stride2_56_batch1(%x: tensor<1x144x56x56xf16>, %w: tensor<144x3x3xf16>, %i: tensor<1x144x28x28xf16>) -> tensor<1x144x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x144x56x56xf16>, tensor<144x3x3xf16>) outs(%i : tensor<1x144x28x28xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x144x28x28xf16>
  return %0 : tensor<1x144x28x28xf16>
}
// A strided 3x3 window walks 2 rows on maps of 14 rows or more, and keeps
// its depth on a 7x7 map.
// CHECK-LABEL: func @nchw_stride2
// CHECK: rows_per_thread = 2
// CHECK-SAME: column_reuse = shuffle
func.func @nchw_stride2(%x: tensor<128x192x28x28xf32>, %w: tensor<192x3x3xf32>, %i: tensor<128x192x14x14xf32>) -> tensor<128x192x14x14xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf32>, tensor<192x3x3xf32>) outs(%i : tensor<128x192x14x14xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x192x14x14xf32>
  return %0 : tensor<128x192x14x14xf32>
}
// CHECK-LABEL: func @nchw_stride2_7x7
// CHECK: rows_per_thread = 7
// CHECK-SAME: column_reuse = shuffle
func.func @nchw_stride2_7x7(%x: tensor<128x512x14x14xf16>, %w: tensor<512x3x3xf16>, %i: tensor<128x512x7x7xf16>) -> tensor<128x512x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x512x14x14xf16>, tensor<512x3x3xf16>) outs(%i : tensor<128x512x7x7xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x512x7x7xf16>
  return %0 : tensor<128x512x7x7xf16>
}
// A 5x5 window keeps its threads walking all 11 rows where no wide lane
// fits: 5 x 7 accumulators at most, and no 7-8 columns divide the row of 12.
// A `shuffle` segment of 16 lanes would leave 4 of them idle on that row, so
// whole planes take it, 3 lanes of 4 columns covering the row
// (withWholePlanesForIdleLanes). (An output map a row shorter than the
// input keeps it off `batch_mma`, which writes its outputs over its input
// tile.)
// CHECK-LABEL: func @nchw_5x5
// CHECK: rows_per_thread = 11, cols_per_thread = 4
// CHECK-SAME: column_reuse = shared
func.func @nchw_5x5(%x: tensor<128x480x12x12xf16>, %w: tensor<480x5x5xf16>, %i: tensor<128x480x11x12xf16>) -> tensor<128x480x11x12xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x480x12x12xf16>, tensor<480x5x5xf16>) outs(%i : tensor<128x480x11x12xf16>) {padding = array<i64: 2, 1, 1, 3>} -> tensor<128x480x11x12xf16>
  return %0 : tensor<128x480x11x12xf16>
}
// With wide lanes: 7 columns (5 x 7 accumulators), 7 rows per thread, 2
// lanes x 2 bands per plane, 16 planes per block of 64 threads (at batch
// 15, under `batch_mma`'s 16 images).
// CHECK-LABEL: func @nchw_5x5_14x14_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 14, block_cols = 14, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>
func.func @nchw_5x5_14x14_wide_lanes(%x: tensor<15x480x14x14xf16>, %w: tensor<480x5x5xf16>, %i: tensor<15x480x14x14xf16>) -> tensor<15x480x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<15x480x14x14xf16>, tensor<480x5x5xf16>) outs(%i : tensor<15x480x14x14xf16>) {padding = array<i64: 2, 2, 1, 3>} -> tensor<15x480x14x14xf16>
  return %0 : tensor<15x480x14x14xf16>
}
// 16-bit NCHW stride-1 windows of at least 5x5 whose grid of 16-image
// blocks holds a block per SM take `batch_mma`: the fewest channels per
// block whose planes go by 16-byte chunks (one 28x28 plane; two 14x14
// ones), a warp per channel and 8-column tile. Maps of at least 20 rows
// arrive in two bands of rows (prefetch_depth = 2) where the chunks allow.
// CHECK-LABEL: func @nchw_f16_5x5_28x28_batch_mma
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>
func.func @nchw_f16_5x5_28x28_batch_mma(%x: tensor<32x240x28x28xf16>, %w: tensor<240x5x5xf16>, %i: tensor<32x240x28x28xf16>) -> tensor<32x240x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x28xf16>, tensor<240x5x5xf16>) outs(%i : tensor<32x240x28x28xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xf16>
  return %0 : tensor<32x240x28x28xf16>
}
// CHECK-LABEL: func @nchw_bf16_7x7_14x14_batch_mma
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>
func.func @nchw_bf16_7x7_14x14_batch_mma(%x: tensor<20x384x14x14xbf16>, %w: tensor<384x7x7xbf16>, %i: tensor<20x384x14x14xbf16>) -> tensor<20x384x14x14xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<20x384x14x14xbf16>, tensor<384x7x7xbf16>) outs(%i : tensor<20x384x14x14xbf16>) {padding = array<i64: 3, 3, 4, 2>} -> tensor<20x384x14x14xbf16>
  return %0 : tensor<20x384x14x14xbf16>
}
// Two 22x18 planes per block go by 16-byte chunks that straddle the planes
// (396 elements each), so the copy cannot be cut into bands of rows.
// CHECK-LABEL: func @nchw_f16_5x5_22x18_one_band
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 22, block_cols = 18, threads = 192, rows_per_thread = 22, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>
func.func @nchw_f16_5x5_22x18_one_band(%x: tensor<32x264x22x18xf16>, %w: tensor<264x5x5xf16>, %i: tensor<32x264x22x18xf16>) -> tensor<32x264x22x18xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x264x22x18xf16>, tensor<264x5x5xf16>) outs(%i : tensor<32x264x22x18xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x264x22x18xf16>
  return %0 : tensor<32x264x22x18xf16>
}
// Odd widths too, from one 8-column tile up: 27 columns (two planes of 756
// elements go by 16-byte chunks, which straddle the planes, so in one band),
// but not the 7 columns of eb0_dw5e's map.
// CHECK-LABEL: func @nchw_f16_5x5_28x27_odd
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 28, block_cols = 27, threads = 256, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>
func.func @nchw_f16_5x5_28x27_odd(%x: tensor<32x240x28x27xf16>, %w: tensor<240x5x5xf16>, %i: tensor<32x240x28x27xf16>) -> tensor<32x240x28x27xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x27xf16>, tensor<240x5x5xf16>) outs(%i : tensor<32x240x28x27xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x27xf16>
  return %0 : tensor<32x240x28x27xf16>
}
// CHECK-LABEL: func @nchw_f16_5x5_7x7
// CHECK-NOT: batch_mma
// BATCH-LABEL: func @nchw_f16_5x5_7x7
// BATCH: config = #dwc.depthwise_config<block_channels = 8, block_rows = 7, block_cols = 7, threads = 256, rows_per_thread = 7, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>
func.func @nchw_f16_5x5_7x7(%x: tensor<128x1152x7x7xf16>, %w: tensor<1152x5x5xf16>, %i: tensor<128x1152x7x7xf16>) -> tensor<128x1152x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x1152x7x7xf16>, tensor<1152x5x5xf16>) outs(%i : tensor<128x1152x7x7xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<128x1152x7x7xf16>
  return %0 : tensor<128x1152x7x7xf16>
}
// Not with fewer blocks than SMs (54 channels in pairs, one image group),
// nor under 16 images, nor for 3x3 windows.
// CHECK-LABEL: func @nchw_f16_5x5_small_grid
// CHECK-NOT: batch_mma
// CHECK-LABEL: func @nchw_f16_5x5_batch8
// CHECK-NOT: batch_mma
// CHECK-LABEL: func @nchw_f16_3x3_28x28
// CHECK-NOT: batch_mma
// CHECK-LABEL: func @nchw_f32_5x5_28x28
// With column-reuse=batch_mma every layer it can compute takes it; the
// others (f32) keep their schedule.
// BATCH-LABEL: func @nchw_f16_5x5_small_grid
// BATCH: column_reuse = batch_mma
// BATCH-LABEL: func @nchw_f16_5x5_batch8
// BATCH: column_reuse = batch_mma
// BATCH-LABEL: func @nchw_f16_3x3_28x28
// BATCH: column_reuse = batch_mma
// BATCH-LABEL: func @nchw_f32_5x5_28x28
// BATCH: column_reuse = shuffle
func.func @nchw_f16_5x5_small_grid(%x: tensor<16x54x24x22xf16>, %w: tensor<54x5x5xf16>, %i: tensor<16x54x24x22xf16>) -> tensor<16x54x24x22xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x54x24x22xf16>, tensor<54x5x5xf16>) outs(%i : tensor<16x54x24x22xf16>) {padding = array<i64: 4, 0, 4, 0>} -> tensor<16x54x24x22xf16>
  return %0 : tensor<16x54x24x22xf16>
}
func.func @nchw_f16_5x5_batch8(%x: tensor<8x240x28x28xf16>, %w: tensor<240x5x5xf16>, %i: tensor<8x240x28x28xf16>) -> tensor<8x240x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x240x28x28xf16>, tensor<240x5x5xf16>) outs(%i : tensor<8x240x28x28xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<8x240x28x28xf16>
  return %0 : tensor<8x240x28x28xf16>
}
func.func @nchw_f16_3x3_28x28(%x: tensor<128x192x28x28xf16>, %w: tensor<192x3x3xf16>, %i: tensor<128x192x28x28xf16>) -> tensor<128x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x192x28x28xf16>, tensor<192x3x3xf16>) outs(%i : tensor<128x192x28x28xf16>) {padding = array<i64: 2, 0, 2, 0>} -> tensor<128x192x28x28xf16>
  return %0 : tensor<128x192x28x28xf16>
}
func.func @nchw_f32_5x5_28x28(%x: tensor<32x240x28x28xf32>, %w: tensor<240x5x5xf32>, %i: tensor<32x240x28x28xf32>) -> tensor<32x240x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x28xf32>, tensor<240x5x5xf32>) outs(%i : tensor<32x240x28x28xf32>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xf32>
  return %0 : tensor<32x240x28x28xf32>
}
// A strided 16-bit 5x5 window walks half as many rows (4 of the 7).
// CHECK-LABEL: func @nchw_5x5_stride2_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 8, block_cols = 7, threads = 64, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = shared, stage_output = true>
func.func @nchw_5x5_stride2_wide_lanes(%x: tensor<128x672x14x14xbf16>, %w: tensor<672x5x5xbf16>, %i: tensor<128x672x7x7xbf16>) -> tensor<128x672x7x7xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x672x14x14xbf16>, tensor<672x5x5xbf16>) outs(%i : tensor<128x672x7x7xbf16>) {strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x672x7x7xbf16>
  return %0 : tensor<128x672x7x7xbf16>
}
// Under 16 images, a stride-1 7x7 window on a map of at most 14 rows keeps
// 7-column wide lanes (7 x 7 accumulators); on 28 rows it stays on the
// `mma` tensor cores.
// CHECK-LABEL: func @nchw_7x7_14x14_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 14, block_cols = 14, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>
func.func @nchw_7x7_14x14_wide_lanes(%x: tensor<15x384x14x14xf16>, %w: tensor<384x7x7xf16>, %i: tensor<15x384x14x14xf16>) -> tensor<15x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<15x384x14x14xf16>, tensor<384x7x7xf16>) outs(%i : tensor<15x384x14x14xf16>) {padding = array<i64: 3, 3, 3, 3>} -> tensor<15x384x14x14xf16>
  return %0 : tensor<15x384x14x14xf16>
}
// A 7x3 window (7 rows, 21 FMAs an output) keeps the narrow lanes.
// CHECK-LABEL: func @nchw_7x3_14x14
// CHECK: column_reuse = shuffle
func.func @nchw_7x3_14x14(%x: tensor<128x384x14x14xf16>, %w: tensor<384x7x3xf16>, %i: tensor<128x384x14x14xf16>) -> tensor<128x384x14x14xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x384x14x14xf16>, tensor<384x7x3xf16>) outs(%i : tensor<128x384x14x14xf16>) {padding = array<i64: 3, 3, 1, 1>} -> tensor<128x384x14x14xf16>
  return %0 : tensor<128x384x14x14xf16>
}
// CHECK-LABEL: func @nchw_7x7_28x28_mma
// CHECK: column_reuse = mma
func.func @nchw_7x7_28x28_mma(%x: tensor<15x192x28x28xf16>, %w: tensor<192x7x7xf16>, %i: tensor<15x192x28x28xf16>) -> tensor<15x192x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<15x192x28x28xf16>, tensor<192x7x7xf16>) outs(%i : tensor<15x192x28x28xf16>) {padding = array<i64: 3, 3, 3, 3>} -> tensor<15x192x28x28xf16>
  return %0 : tensor<15x192x28x28xf16>
}


// A stride-1 5x5 window over a 14-28 row map (16-bit: 28 rows) without
// wide lanes (f32 over 14 rows) stages whole planes: each thread walks the
// whole map, unrolled, for the widest column vector (up to 4) that divides
// the row; the lanes cover the row exactly (7 here, as no shuffle needs a
// power of two) and the block takes as many channels as fit 256 threads and
// the 48 KB tile (15 planes).
// CHECK-LABEL: func @nchw_5x5_28x28
// CHECK: config = #dwc.depthwise_config<block_channels = 15, block_rows = 28, block_cols = 28, threads = 105, rows_per_thread = 28, cols_per_thread = 4, vector_width = 4, column_reuse = shared>
func.func @nchw_5x5_28x28(%x: tensor<32x240x28x28xf32>, %w: tensor<240x5x5xf32>, %i: tensor<32x240x28x28xf32>) -> tensor<32x240x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x240x28x28xf32>, tensor<240x5x5xf32>) outs(%i : tensor<32x240x28x28xf32>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xf32>
  return %0 : tensor<32x240x28x28xf32>
}
// f32 stages 14-row maps too (73 planes of 3 lanes of 4 columns), where the
// row of 12 has no wide lane.
// CHECK-LABEL: func @nchw_f32_5x5_14x12
// CHECK: config = #dwc.depthwise_config<block_channels = 73, block_rows = 14, block_cols = 12, threads = 219, rows_per_thread = 14, cols_per_thread = 4, vector_width = 4, column_reuse = shared>
func.func @nchw_f32_5x5_14x12(%x: tensor<128x480x14x12xf32>, %w: tensor<480x5x5xf32>, %i: tensor<128x480x14x12xf32>) -> tensor<128x480x14x12xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x480x14x12xf32>, tensor<480x5x5xf32>) outs(%i : tensor<128x480x14x12xf32>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<128x480x14x12xf32>
  return %0 : tensor<128x480x14x12xf32>
}
// The tensor-core schedule on taller maps: 5x5 windows over maps of at least
// 28 rows with at least 4 blocks per SM (here 72 x 32 blocks).
// CHECK-LABEL: func @nchw_5x5_56x56
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 64, block_cols = 56, threads = 256, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma, unroll_rows = false>
func.func @nchw_5x5_56x56(%x: tensor<32x144x56x56xf16>, %w: tensor<144x5x5xf16>, %i: tensor<32x144x56x56xf16>) -> tensor<32x144x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x144x56x56xf16>, tensor<144x5x5xf16>) outs(%i : tensor<32x144x56x56xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x144x56x56xf16>
  return %0 : tensor<32x144x56x56xf16>
}
// At batch 1 threads walk one row: neither whole planes nor tensor cores.
// CHECK-LABEL: func @nchw_5x5_28x28_batch1
// CHECK: column_reuse = shuffle
func.func @nchw_5x5_28x28_batch1(%x: tensor<1x240x28x28xbf16>, %w: tensor<240x5x5xbf16>, %i: tensor<1x240x28x28xbf16>) -> tensor<1x240x28x28xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x240x28x28xbf16>, tensor<240x5x5xbf16>) outs(%i : tensor<1x240x28x28xbf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<1x240x28x28xbf16>
  return %0 : tensor<1x240x28x28xbf16>
}
// A 16-bit 3x3 map as large keeps the CUDA cores.
// CHECK-LABEL: func @nchw_f16_112x112
// CHECK: column_reuse = shuffle
func.func @nchw_f16_112x112(%x: tensor<128x32x112x112xf16>, %w: tensor<32x3x3xf16>, %i: tensor<128x32x112x112xf16>) -> tensor<128x32x112x112xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x32x112x112xf16>, tensor<32x3x3xf16>) outs(%i : tensor<128x32x112x112xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x32x112x112xf16>
  return %0 : tensor<128x32x112x112xf16>
}

// -----

// NHWC 5x5 bf16: 25 filter taps per channel dominate the register model,
// which fits one channel per thread and a 4-column window; the vector widens
// to 2 channels (a 4-byte access) and the block keeps its 224 channels with
// half the threads.
// CHECK-LABEL: func @nhwc_k5_s2
// CHECK: config = #dwc.depthwise_config<block_channels = 224, block_rows = 8, block_cols = 4, threads = 112, rows_per_thread = 8, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_k5_s2(%x: tensor<128x16x16x672xbf16>, %w: tensor<5x5x672xbf16>, %i: tensor<128x8x8x672xbf16>) -> tensor<128x8x8x672xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x16x16x672xbf16>, tensor<5x5x672xbf16>) outs(%i : tensor<128x8x8x672xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x8x8x672xbf16>
  return %0 : tensor<128x8x8x672xbf16>
}

// 1152 channel lanes need 5 blocks of at most 256, which do not divide them;
// 6 blocks of 192 do, so no block guards a channel tail. The widened block
// keeps its 192 channels as 96 lanes of 2.
// CHECK-LABEL: func @nhwc_f16_5x5_odd_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 8, block_cols = 4, threads = 96, rows_per_thread = 8, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_f16_5x5_odd_lanes(%x: tensor<128x8x8x1152xf16>, %w: tensor<5x5x1152xf16>, %i: tensor<128x8x8x1152xf16>) -> tensor<128x8x8x1152xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x8x8x1152xf16>, tensor<5x5x1152xf16>) outs(%i : tensor<128x8x8x1152xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x8x8x1152xf16>
  return %0 : tensor<128x8x8x1152xf16>
}

// Wide lanes (maps of at most 28 rows in whole 7-column tiles): 2 channels
// x 7 columns per thread, in 16-bit the whole map of a 5x5 window (strided
// too), channel lanes in blocks of up to 128 threads (here 5 of 116 lanes).
// CHECK-LABEL: func @nhwc_k5_s2_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 224, block_rows = 7, block_cols = 7, threads = 112, rows_per_thread = 7, cols_per_thread = 7, vector_width = 2, column_reuse = window>
func.func @nhwc_k5_s2_wide_lanes(%x: tensor<128x14x14x672xbf16>, %w: tensor<5x5x672xbf16>, %i: tensor<128x7x7x672xbf16>) -> tensor<128x7x7x672xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x14x14x672xbf16>, tensor<5x5x672xbf16>) outs(%i : tensor<128x7x7x672xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x7x7x672xbf16>
  return %0 : tensor<128x7x7x672xbf16>
}
// At batch 32 the same layer's whole-map grid would hold 10.7K threads (under
// 3 warps per SM): its lanes walk bands of 4 rows instead, under a SiLU
// epilogue too.
// CHECK-LABEL: func @nhwc_k5_s2_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 224, block_rows = 4, block_cols = 7, threads = 112, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = window>
// CHECK: config = #dwc.depthwise_config<block_channels = 224, block_rows = 4, block_cols = 7, threads = 112, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = window>
func.func @nhwc_k5_s2_batch32(%x: tensor<32x14x14x672xbf16>, %w: tensor<5x5x672xbf16>, %b: tensor<672xbf16>, %i: tensor<32x7x7x672xbf16>) -> (tensor<32x7x7x672xbf16>, tensor<32x7x7x672xbf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x672xbf16>, tensor<5x5x672xbf16>) outs(%i : tensor<32x7x7x672xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x7x7x672xbf16>
  %1 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x672xbf16>, tensor<5x5x672xbf16>) bias(%b : tensor<672xbf16>) outs(%i : tensor<32x7x7x672xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<32x7x7x672xbf16>
  return %0, %1 : tensor<32x7x7x672xbf16>, tensor<32x7x7x672xbf16>
}
// Stride-1 5x5 windows on maps of at most 14 rows stage whole planes,
// pixel-major, in 16-bit, and on 7-row maps in f32 too: on a 7-row map a
// 16-bit lane walks the whole map, 64 channels (8-channel chunks) in 64
// threads; an f32 lane 4 of 8 rows (balanced), 32 channels in 64 threads; on
// a 14-row map a 16-bit lane walks 7 rows, 32 channels in 128 threads, while
// f32 keeps its window. A grid under 4 warps per SM (batch 1) keeps it too,
// and so does an f32 grid of one-channel wide lanes holding 6 warps per SM
// (1152 channels at batch 32: 36K threads; at batch 16 18K).
// CHECK-LABEL: func @nhwc_f16_5x5_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 7, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 8, column_reuse = shared, stage_output = true>
// CHECK-LABEL: func @nhwc_f32_5x5_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 8, block_cols = 7, threads = 64, rows_per_thread = 4, cols_per_thread = 7, vector_width = 4, column_reuse = shared, stage_output = true>
// CHECK-LABEL: func @nhwc_f32_5x5_7x7_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 7, block_cols = 7, threads = 128, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = window>
// A map of 35 columns has no wide lanes (at most 28 columns), so it keeps
// the staged planes however large its grid.
// CHECK-LABEL: func @nhwc_f32_5x5_7x35_staged
// CHECK: column_reuse = shared, stage_output = true
// CHECK-LABEL: func @nhwc_f16_5x5_14x14_staged
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 7, cols_per_thread = 7, vector_width = 8, column_reuse = shared, stage_output = true>
// f32 keeps lanes of 7 columns where a grid of whole-row (14-column) lanes
// would fill under 70% of one wave (480 channels at batch 32: 48%); at batch
// 128 (1.94 waves against 3.1, its last wave the fuller) it takes the row.
// CHECK-LABEL: func @nhwc_f32_5x5_14x14
// CHECK: config = #dwc.depthwise_config<block_channels = 120, block_rows = 7, block_cols = 7, threads = 120, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_5x5_14x14_batch128
// CHECK: config = #dwc.depthwise_config<block_channels = 120, block_rows = 7, block_cols = 14, threads = 120, rows_per_thread = 7, cols_per_thread = 14, vector_width = 1, column_reuse = window>
// CHECK-LABEL: func @nhwc_f16_5x5_batch1
// CHECK: column_reuse = window
func.func @nhwc_f16_5x5_staged(%x: tensor<128x7x7x1152xf16>, %w: tensor<5x5x1152xf16>, %i: tensor<128x7x7x1152xf16>) -> tensor<128x7x7x1152xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x7x7x1152xf16>, tensor<5x5x1152xf16>) outs(%i : tensor<128x7x7x1152xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x7x7x1152xf16>
  return %0 : tensor<128x7x7x1152xf16>
}
func.func @nhwc_f32_5x5_staged(%x: tensor<16x7x7x1152xf32>, %w: tensor<5x5x1152xf32>, %i: tensor<16x7x7x1152xf32>) -> tensor<16x7x7x1152xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<16x7x7x1152xf32>, tensor<5x5x1152xf32>) outs(%i : tensor<16x7x7x1152xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<16x7x7x1152xf32>
  return %0 : tensor<16x7x7x1152xf32>
}
func.func @nhwc_f32_5x5_7x7_wide_lanes(%x: tensor<32x7x7x1152xf32>, %w: tensor<5x5x1152xf32>, %i: tensor<32x7x7x1152xf32>) -> tensor<32x7x7x1152xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x7x7x1152xf32>, tensor<5x5x1152xf32>) outs(%i : tensor<32x7x7x1152xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x7x7x1152xf32>
  return %0 : tensor<32x7x7x1152xf32>
}
func.func @nhwc_f32_5x5_7x35_staged(%x: tensor<32x7x35x1152xf32>, %w: tensor<5x5x1152xf32>, %i: tensor<32x7x35x1152xf32>) -> tensor<32x7x35x1152xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x7x35x1152xf32>, tensor<5x5x1152xf32>) outs(%i : tensor<32x7x35x1152xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x7x35x1152xf32>
  return %0 : tensor<32x7x35x1152xf32>
}
func.func @nhwc_f16_5x5_14x14_staged(%x: tensor<32x14x14x480xf16>, %w: tensor<5x5x480xf16>, %i: tensor<32x14x14x480xf16>) -> tensor<32x14x14x480xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x480xf16>, tensor<5x5x480xf16>) outs(%i : tensor<32x14x14x480xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x14x14x480xf16>
  return %0 : tensor<32x14x14x480xf16>
}
func.func @nhwc_f32_5x5_14x14(%x: tensor<32x14x14x480xf32>, %w: tensor<5x5x480xf32>, %i: tensor<32x14x14x480xf32>) -> tensor<32x14x14x480xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x480xf32>, tensor<5x5x480xf32>) outs(%i : tensor<32x14x14x480xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x14x14x480xf32>
  return %0 : tensor<32x14x14x480xf32>
}
func.func @nhwc_f32_5x5_14x14_batch128(%x: tensor<128x14x14x480xf32>, %w: tensor<5x5x480xf32>, %i: tensor<128x14x14x480xf32>) -> tensor<128x14x14x480xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x14x14x480xf32>, tensor<5x5x480xf32>) outs(%i : tensor<128x14x14x480xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x14x14x480xf32>
  return %0 : tensor<128x14x14x480xf32>
}
func.func @nhwc_f16_5x5_batch1(%x: tensor<1x7x7x1152xf16>, %w: tensor<5x5x1152xf16>, %i: tensor<1x7x7x1152xf16>) -> tensor<1x7x7x1152xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x7x1152xf16>, tensor<5x5x1152xf16>) outs(%i : tensor<1x7x7x1152xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x7x7x1152xf16>
  return %0 : tensor<1x7x7x1152xf16>
}
// A stride-1 3x3 window walks 4 rows; 96 lanes leave room for one column
// tile per block.
// CHECK-LABEL: func @nhwc_f16_28x28_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 4, block_cols = 7, threads = 96, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = window>
func.func @nhwc_f16_28x28_wide_lanes(%x: tensor<128x28x28x192xf16>, %w: tensor<3x3x192xf16>, %i: tensor<128x28x28x192xf16>) -> tensor<128x28x28x192xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x28x28x192xf16>, tensor<3x3x192xf16>) outs(%i : tensor<128x28x28x192xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x28x28x192xf16>
  return %0 : tensor<128x28x28x192xf16>
}

// -----

// NHWC 3x3 f32: 2-channel vectors and a 4-column window fit the register
// budget (4-channel vectors would not). In a small grid (batch 1), f32
// threads of several columns read the padding by predicated loads.
// CHECK-LABEL: func @nhwc_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 1, block_cols = 12, threads = 216, rows_per_thread = 1, cols_per_thread = 4, vector_width = 2, column_reuse = window, predicated_padding = true>
func.func @nhwc_batch1(%x: tensor<1x56x56x144xf32>, %w: tensor<3x3x144xf32>, %i: tensor<1x56x56x144xf32>) -> tensor<1x56x56x144xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x56x56x144xf32>, tensor<3x3x144xf32>) outs(%i : tensor<1x56x56x144xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x56x56x144xf32>
  return %0 : tensor<1x56x56x144xf32>
}
// At batch 128 a stride-1 3x3 NHWC thread walks at most 4 rows (14 bands);
// f32 keeps column tiles of 4 on a map of more than 28 rows.
// CHECK-LABEL: func @nhwc_56x56_batch128
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 12, threads = 216, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_56x56_batch128(%x: tensor<128x56x56x144xf32>, %w: tensor<3x3x144xf32>, %i: tensor<128x56x56x144xf32>) -> tensor<128x56x56x144xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x144xf32>, tensor<3x3x144xf32>) outs(%i : tensor<128x56x56x144xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x56x56x144xf32>
  return %0 : tensor<128x56x56x144xf32>
}
// 16-bit 3x3: channel lanes that fill a warp (72 here) take blocks of at most
// two column tiles, one band, instead of filling 256 threads (f32 above keeps
// 3).
// CHECK-LABEL: func @nhwc_f16_56x56_two_tiles
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 8, threads = 144, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_f16_56x56_two_tiles(%x: tensor<128x56x56x144xf16>, %w: tensor<3x3x144xf16>, %i: tensor<128x56x56x144xf16>) -> tensor<128x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x144xf16>, tensor<3x3x144xf16>) outs(%i : tensor<128x56x56x144xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x56x56x144xf16>
  return %0 : tensor<128x56x56x144xf16>
}
// Other windows keep blocks that fill 256 threads.
// CHECK-LABEL: func @nhwc_f16_56x56_1x3_full_blocks
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 14, threads = 252, rows_per_thread = 4, cols_per_thread = 1, vector_width = 8, column_reuse = window>
func.func @nhwc_f16_56x56_1x3_full_blocks(%x: tensor<128x56x56x144xf16>, %w: tensor<1x3x144xf16>, %i: tensor<128x56x56x144xf16>) -> tensor<128x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x144xf16>, tensor<1x3x144xf16>) outs(%i : tensor<128x56x56x144xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 0, 0, 1, 1>} -> tensor<128x56x56x144xf16>
  return %0 : tensor<128x56x56x144xf16>
}
// CHECK-LABEL: func @nhwc_bf16_56x56_two_tiles_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 4, block_cols = 8, threads = 128, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_bf16_56x56_two_tiles_batch32(%x: tensor<32x56x56x128xbf16>, %w: tensor<3x3x128xbf16>, %i: tensor<32x56x56x128xbf16>) -> tensor<32x56x56x128xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x128xbf16>, tensor<3x3x128xbf16>) outs(%i : tensor<32x56x56x128xbf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x56x56x128xbf16>
  return %0 : tensor<32x56x56x128xbf16>
}
// f32 wide lanes: 2 channels (8-byte accesses) x 7 columns, 4 rows of a 3x3
// window and of a strided 5x5 one; at batch 1 the grid is too small for
// them (see @nhwc_f32_28x28_batch1).
// CHECK-LABEL: func @nhwc_f32_28x28_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 4, block_cols = 7, threads = 96, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_k5_s2_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 224, block_rows = 4, block_cols = 7, threads = 112, rows_per_thread = 4, cols_per_thread = 7, vector_width = 2, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_28x28_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 1, block_cols = 8, threads = 192, rows_per_thread = 1, cols_per_thread = 4, vector_width = 2, column_reuse = window, predicated_padding = true>
func.func @nhwc_f32_28x28_wide_lanes(%x: tensor<128x28x28x192xf32>, %w: tensor<3x3x192xf32>, %i: tensor<128x28x28x192xf32>) -> tensor<128x28x28x192xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x28x28x192xf32>, tensor<3x3x192xf32>) outs(%i : tensor<128x28x28x192xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x28x28x192xf32>
  return %0 : tensor<128x28x28x192xf32>
}
func.func @nhwc_f32_k5_s2_wide_lanes(%x: tensor<128x14x14x672xf32>, %w: tensor<5x5x672xf32>, %i: tensor<128x7x7x672xf32>) -> tensor<128x7x7x672xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x14x14x672xf32>, tensor<5x5x672xf32>) outs(%i : tensor<128x7x7x672xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x7x7x672xf32>
  return %0 : tensor<128x7x7x672xf32>
}
func.func @nhwc_f32_28x28_batch1(%x: tensor<1x28x28x192xf32>, %w: tensor<3x3x192xf32>, %i: tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x28x28x192xf32>, tensor<3x3x192xf32>) outs(%i : tensor<1x28x28x192xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x28x28x192xf32>
  return %0 : tensor<1x28x28x192xf32>
}
// A 16-bit stride-1 3x3 window at batch 1 on a map of at most 28 rows: one
// column of 4 channels (8-byte accesses) per thread, 48 channel lanes and 2
// column tiles in a block of 96 threads (at most 128); on a 56-row map it
// keeps 4 columns of 2 channels in blocks of up to 256.
// f32 on a map of at most 14 rows takes one channel (4-byte accesses) and 4
// columns instead: 384 lanes in 2 blocks of 192.
// CHECK-LABEL: func @nhwc_f32_14x14_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 1, block_cols = 4, threads = 192, rows_per_thread = 1, cols_per_thread = 4, vector_width = 1, column_reuse = window, predicated_padding = true>
// CHECK-LABEL: func @nhwc_f16_28x28_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 1, block_cols = 2, threads = 96, rows_per_thread = 1, cols_per_thread = 1, vector_width = 4, column_reuse = window>
// CHECK-LABEL: func @nhwc_f16_56x56_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 1, block_cols = 12, threads = 216, rows_per_thread = 1, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_f32_14x14_batch1(%x: tensor<1x14x14x384xf32>, %w: tensor<3x3x384xf32>, %i: tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x384xf32>, tensor<3x3x384xf32>) outs(%i : tensor<1x14x14x384xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x14x14x384xf32>
  return %0 : tensor<1x14x14x384xf32>
}
func.func @nhwc_f16_28x28_batch1(%x: tensor<1x28x28x192xf16>, %w: tensor<3x3x192xf16>, %i: tensor<1x28x28x192xf16>) -> tensor<1x28x28x192xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x28x28x192xf16>, tensor<3x3x192xf16>) outs(%i : tensor<1x28x28x192xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x28x28x192xf16>
  return %0 : tensor<1x28x28x192xf16>
}
func.func @nhwc_f16_56x56_batch1(%x: tensor<1x56x56x144xf16>, %w: tensor<3x3x144xf16>, %i: tensor<1x56x56x144xf16>) -> tensor<1x56x56x144xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x56x56x144xf16>, tensor<3x3x144xf16>) outs(%i : tensor<1x56x56x144xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x56x56x144xf16>
  return %0 : tensor<1x56x56x144xf16>
}
// 16-bit: 28 column tiles of 16 lanes split evenly into 2 blocks of 14 (not
// 16 and 12, which idles a quarter of the second block).
// CHECK-LABEL: func @nhwc_even_column_blocks
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 4, block_cols = 56, threads = 224, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_even_column_blocks(%x: tensor<32x112x112x32xf16>, %w: tensor<3x3x32xf16>, %i: tensor<32x112x112x32xf16>) -> tensor<32x112x112x32xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x112x112x32xf16>, tensor<3x3x32xf16>) outs(%i : tensor<32x112x112x32xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x112x112x32xf16>
  return %0 : tensor<32x112x112x32xf16>
}
// A 16-bit strided 3x3 window: 2-channel (4-byte) accesses leave the
// register budget a 4-column tile, and threads walk 2 rows; at batch 1 that
// grid would hold under a quarter of the GPU, so threads of 2 channels take
// one column and one row instead. f32 takes the 4-column tile on maps of at
// most 14 rows only, and at batch 1 the single column too.
// CHECK-LABEL: func @nhwc_f16_stride2
// CHECK: config = #dwc.depthwise_config<block_channels = 96, block_rows = 2, block_cols = 20, threads = 240, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = window>
// CHECK-LABEL: func @nhwc_f16_stride2_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 96, block_rows = 1, block_cols = 5, threads = 240, rows_per_thread = 1, cols_per_thread = 1, vector_width = 2, column_reuse = window>
func.func @nhwc_f16_stride2(%x: tensor<128x112x112x96xf16>, %w: tensor<3x3x96xf16>, %i: tensor<128x56x56x96xf16>) -> tensor<128x56x56x96xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x96xf16>, tensor<3x3x96xf16>) outs(%i : tensor<128x56x56x96xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x56x56x96xf16>
  return %0 : tensor<128x56x56x96xf16>
}
func.func @nhwc_f16_stride2_batch1(%x: tensor<1x112x112x96xf16>, %w: tensor<3x3x96xf16>, %i: tensor<1x56x56x96xf16>) -> tensor<1x56x56x96xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x112x112x96xf16>, tensor<3x3x96xf16>) outs(%i : tensor<1x56x56x96xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x56x56x96xf16>
  return %0 : tensor<1x56x56x96xf16>
}
// CHECK-LABEL: func @nhwc_f32_stride2_14x14
// CHECK: rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = window
// At batch 32 the 2-row grid still holds 12 warps per SM (86K threads).
// CHECK-LABEL: func @nhwc_f32_stride2_14x14_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 2, block_cols = 8, threads = 192, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = window>
// On maps over 14 rows f32 threads take 2 channels x 2 columns walking at
// most 7 rows, where they walk several; at batch 4 they would walk one, and
// the grid keeps the budget's 4 channels x 1 column.
// CHECK-LABEL: func @nhwc_f32_stride2_56x56
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 7, block_cols = 16, threads = 256, rows_per_thread = 7, cols_per_thread = 2, vector_width = 2, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_stride2_56x56_batch4
// CHECK: rows_per_thread = 1, cols_per_thread = 1, vector_width = 4, column_reuse = window
// CHECK-LABEL: func @nhwc_f32_stride2_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 1, block_cols = 4, threads = 256, rows_per_thread = 1, cols_per_thread = 1, vector_width = 2, column_reuse = window>
// Onto a map of at most 14 rows the batch-1 grid has fewer blocks than SMs:
// blocks of at most 128 threads (one column tile) spread it wider.
// CHECK-LABEL: func @nhwc_f32_stride2_14x14_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 1, block_cols = 1, threads = 96, rows_per_thread = 1, cols_per_thread = 1, vector_width = 2, column_reuse = window>
func.func @nhwc_f32_stride2_14x14(%x: tensor<128x28x28x256xf32>, %w: tensor<3x3x256xf32>, %i: tensor<128x14x14x256xf32>) -> tensor<128x14x14x256xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x28x28x256xf32>, tensor<3x3x256xf32>) outs(%i : tensor<128x14x14x256xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x14x14x256xf32>
  return %0 : tensor<128x14x14x256xf32>
}
func.func @nhwc_f32_stride2_14x14_batch32(%x: tensor<32x28x28x192xf32>, %w: tensor<3x3x192xf32>, %i: tensor<32x14x14x192xf32>) -> tensor<32x14x14x192xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x28x28x192xf32>, tensor<3x3x192xf32>) outs(%i : tensor<32x14x14x192xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x14x14x192xf32>
  return %0 : tensor<32x14x14x192xf32>
}
func.func @nhwc_f32_stride2_56x56(%x: tensor<128x112x112x64xf32>, %w: tensor<3x3x64xf32>, %i: tensor<128x56x56x64xf32>) -> tensor<128x56x56x64xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x112x112x64xf32>, tensor<3x3x64xf32>) outs(%i : tensor<128x56x56x64xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x56x56x64xf32>
  return %0 : tensor<128x56x56x64xf32>
}
func.func @nhwc_f32_stride2_56x56_batch4(%x: tensor<4x112x112x64xf32>, %w: tensor<3x3x64xf32>, %i: tensor<4x56x56x64xf32>) -> tensor<4x56x56x64xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<4x112x112x64xf32>, tensor<3x3x64xf32>) outs(%i : tensor<4x56x56x64xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<4x56x56x64xf32>
  return %0 : tensor<4x56x56x64xf32>
}
func.func @nhwc_f32_stride2_batch1(%x: tensor<1x56x56x128xf32>, %w: tensor<3x3x128xf32>, %i: tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x56x56x128xf32>, tensor<3x3x128xf32>) outs(%i : tensor<1x28x28x128xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x28x28x128xf32>
  return %0 : tensor<1x28x28x128xf32>
}
func.func @nhwc_f32_stride2_14x14_batch1(%x: tensor<1x28x28x192xf32>, %w: tensor<3x3x192xf32>, %i: tensor<1x14x14x192xf32>) -> tensor<1x14x14x192xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x28x28x192xf32>, tensor<3x3x192xf32>) outs(%i : tensor<1x14x14x192xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x14x14x192xf32>
  return %0 : tensor<1x14x14x192xf32>
}
// f32 5x5: the register budget fits one channel and a 4-column window; at
// batch 1 a stride-1 thread on a map of at least 14x14 takes 2 channels
// (8-byte accesses), 4 columns and 2 rows in blocks of at most 64 threads
// instead; on a 12x12 map, 2 channels and 2 columns of one row. At batch 32
// a stride-1 thread on a map of at most 28 columns (a multiple of 7) takes a
// wide window: 1 channel (of a window spanning 5x5 pixels; 2 channels of a
// 5x3 one) x 7 columns x 7 rows, in blocks of at most 128, under a SiLU
// epilogue too.
// CHECK-LABEL: func @nhwc_f32_5x5_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 120, block_rows = 2, block_cols = 4, threads = 60, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = window, predicated_padding = true>
// CHECK-LABEL: func @nhwc_f32_5x5_12x12_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 480, block_rows = 1, block_cols = 2, threads = 240, rows_per_thread = 1, cols_per_thread = 2, vector_width = 2, column_reuse = window, predicated_padding = true>
// CHECK-LABEL: func @nhwc_f32_5x5_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 120, block_rows = 7, block_cols = 7, threads = 120, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_5x3_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 240, block_rows = 7, block_cols = 7, threads = 120, rows_per_thread = 7, cols_per_thread = 7, vector_width = 2, column_reuse = window>
// CHECK-LABEL: func @nhwc_f32_5x5_silu_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 120, block_rows = 7, block_cols = 7, threads = 120, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = window>
func.func @nhwc_f32_5x5_batch1(%x: tensor<1x28x28x240xf32>, %w: tensor<5x5x240xf32>, %i: tensor<1x28x28x240xf32>) -> tensor<1x28x28x240xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x28x28x240xf32>, tensor<5x5x240xf32>) outs(%i : tensor<1x28x28x240xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x28x28x240xf32>
  return %0 : tensor<1x28x28x240xf32>
}
func.func @nhwc_f32_5x5_12x12_batch1(%x: tensor<1x12x12x480xf32>, %w: tensor<5x5x480xf32>, %i: tensor<1x12x12x480xf32>) -> tensor<1x12x12x480xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x12x12x480xf32>, tensor<5x5x480xf32>) outs(%i : tensor<1x12x12x480xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x12x12x480xf32>
  return %0 : tensor<1x12x12x480xf32>
}
func.func @nhwc_f32_5x5_batch32(%x: tensor<32x28x28x240xf32>, %w: tensor<5x5x240xf32>, %i: tensor<32x28x28x240xf32>) -> tensor<32x28x28x240xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x28x28x240xf32>, tensor<5x5x240xf32>) outs(%i : tensor<32x28x28x240xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x28x28x240xf32>
  return %0 : tensor<32x28x28x240xf32>
}
func.func @nhwc_f32_5x3_batch32(%x: tensor<32x28x28x240xf32>, %w: tensor<5x3x240xf32>, %i: tensor<32x28x28x240xf32>) -> tensor<32x28x28x240xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x28x28x240xf32>, tensor<5x3x240xf32>) outs(%i : tensor<32x28x28x240xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 1, 1>} -> tensor<32x28x28x240xf32>
  return %0 : tensor<32x28x28x240xf32>
}
func.func @nhwc_f32_5x5_silu_batch32(%x: tensor<32x28x28x240xf32>, %w: tensor<5x5x240xf32>, %i: tensor<32x28x28x240xf32>) -> tensor<32x28x28x240xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x28x28x240xf32>, tensor<5x5x240xf32>) outs(%i : tensor<32x28x28x240xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<32x28x28x240xf32>
  return %0 : tensor<32x28x28x240xf32>
}
// Onto output maps of at most 7 rows, an f32 batch-1 grid whose blocks of
// up to 256 threads would cover less than half the SMs keeps its thread
// shape in blocks of at most 64 threads: 2 channels x 2 columns of a strided
// 5x5 window (28 blocks; lanes split evenly: 6 blocks of 56 instead), one
// channel x 4 columns of a 3x3 one (56 blocks); 1152 channels of a stride-1
// 5x5 window fill 84 blocks and keep theirs.
// CHECK-LABEL: func @nhwc_f32_5x5_7x7_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 384, block_rows = 1, block_cols = 2, threads = 192, rows_per_thread = 1, cols_per_thread = 2, vector_width = 2, column_reuse = window, predicated_padding = true>
// CHECK-LABEL: func @nhwc_f32_5x5_stride2_7x7_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 112, block_rows = 1, block_cols = 2, threads = 56, rows_per_thread = 1, cols_per_thread = 2, vector_width = 2, column_reuse = window, predicated_padding = true>
// CHECK-LABEL: func @nhwc_f32_7x7_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 1, block_cols = 4, threads = 64, rows_per_thread = 1, cols_per_thread = 4, vector_width = 1, column_reuse = window, predicated_padding = true>
func.func @nhwc_f32_5x5_7x7_batch1(%x: tensor<1x7x7x1152xf32>, %w: tensor<5x5x1152xf32>, %i: tensor<1x7x7x1152xf32>) -> tensor<1x7x7x1152xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x7x1152xf32>, tensor<5x5x1152xf32>) outs(%i : tensor<1x7x7x1152xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x7x7x1152xf32>
  return %0 : tensor<1x7x7x1152xf32>
}
func.func @nhwc_f32_5x5_stride2_7x7_batch1(%x: tensor<1x14x14x672xf32>, %w: tensor<5x5x672xf32>, %i: tensor<1x7x7x672xf32>) -> tensor<1x7x7x672xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x14x14x672xf32>, tensor<5x5x672xf32>) outs(%i : tensor<1x7x7x672xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x7x7x672xf32>
  return %0 : tensor<1x7x7x672xf32>
}
func.func @nhwc_f32_7x7_batch1(%x: tensor<1x7x7x960xf32>, %w: tensor<3x3x960xf32>, %i: tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x7x7x960xf32>, tensor<3x3x960xf32>) outs(%i : tensor<1x7x7x960xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x7x7x960xf32>
  return %0 : tensor<1x7x7x960xf32>
}

// On a map of at most 14 rows whose width is no multiple of 7 (no wide
// window), the 2-channel, 2-column threads walk the whole map where that
// grid holds fewer than half the resident threads (batch 32); at batch 128
// the budget's choice stays. Neither tile divides the 13-column row, so
// both row loops stay rolled.
// CHECK-LABEL: func @nhwc_f32_5x5_small_map_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 480, block_rows = 13, block_cols = 2, threads = 240, rows_per_thread = 13, cols_per_thread = 2, vector_width = 2, column_reuse = window, unroll_rows = false>
// CHECK-LABEL: func @nhwc_f32_5x5_small_map_batch128
// CHECK: rows_per_thread = 13, cols_per_thread = 4, vector_width = 1, column_reuse = window, unroll_rows = false>
func.func @nhwc_f32_5x5_small_map_batch32(%x: tensor<32x13x13x480xf32>, %w: tensor<5x5x480xf32>, %i: tensor<32x13x13x480xf32>) -> tensor<32x13x13x480xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x13x13x480xf32>, tensor<5x5x480xf32>) outs(%i : tensor<32x13x13x480xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x13x13x480xf32>
  return %0 : tensor<32x13x13x480xf32>
}
func.func @nhwc_f32_5x5_small_map_batch128(%x: tensor<128x13x13x480xf32>, %w: tensor<5x5x480xf32>, %i: tensor<128x13x13x480xf32>) -> tensor<128x13x13x480xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x13x13x480xf32>, tensor<5x5x480xf32>) outs(%i : tensor<128x13x13x480xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x13x13x480xf32>
  return %0 : tensor<128x13x13x480xf32>
}

// -----

// A config written by the user is kept.
// CHECK-LABEL: func @user_config
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 4, block_cols = 16, threads = 64, rows_per_thread = 4, cols_per_thread = 2, vector_width = 2, column_reuse = shuffle>
func.func @user_config(%x: tensor<2x4x16x16xf32>, %w: tensor<4x3x3xf32>, %i: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x16x16xf32>, tensor<4x3x3xf32>) outs(%i : tensor<2x4x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 4, block_cols = 16, threads = 64, rows_per_thread = 4, cols_per_thread = 2, vector_width = 2, column_reuse = shuffle>} -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}

// -----

// An NCHW row of 299 outputs fits no warp's row segment: the register-window
// schedule takes it, one channel per thread, threads along the row.
// CHECK-LABEL: func @nchw_wide_odd_row
// CHECK: column_reuse = window
func.func @nchw_wide_odd_row(%x: tensor<1x4x8x300xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x8x299xf32>) -> tensor<1x4x8x299xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x300xf32>, tensor<4x3x3xf32>) outs(%i : tensor<1x4x8x299xf32>) {padding = array<i64: 1, 1, 1, 0>} -> tensor<1x4x8x299xf32>
  return %0 : tensor<1x4x8x299xf32>
}

// -----

// A stride-2 3x3 layer onto a 7x7 map at batch 128: shuffle threads walk all
// 7 rows, and the block stages its 28-byte output rows. So they do at batch
// 32, whose grid of one-column lanes still holds 12 warps per SM, though
// not half the GPU's threads; at batch 4 they walk one row and store
// directly, and lanes of 4 columns (an 8x8 map) walk the rows the grid
// target gives.
// CHECK-LABEL: func @nchw_strided_7x7_staged_output
// CHECK: column_reuse = shuffle, prefetch_depth = 3, stage_output = true>
// CHECK-LABEL: func @nchw_strided_7x7_batch32
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 7, block_cols = 7, threads = 256, rows_per_thread = 7, cols_per_thread = 1, vector_width = 2, column_reuse = shuffle, prefetch_depth = 3, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 4, block_rows = 7, block_cols = 7, threads = 224, rows_per_thread = 1, cols_per_thread = 1, vector_width = 2, column_reuse = shuffle>
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 8, block_cols = 8, threads = 256, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>
func.func @nchw_strided_7x7_staged_output(%x: tensor<128x512x14x14xf32>, %w: tensor<512x3x3xf32>, %i: tensor<128x512x7x7xf32>) -> tensor<128x512x7x7xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x512x14x14xf32>, tensor<512x3x3xf32>) outs(%i : tensor<128x512x7x7xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<128x512x7x7xf32>
  return %0 : tensor<128x512x7x7xf32>
}
func.func @nchw_strided_7x7_batch32(%x: tensor<32x512x14x14xf32>, %w: tensor<512x3x3xf32>, %i: tensor<32x512x7x7xf32>, %x4: tensor<4x512x14x14xf32>, %i4: tensor<4x512x7x7xf32>, %x8: tensor<32x512x16x16xf32>, %i8: tensor<32x512x8x8xf32>) -> (tensor<32x512x7x7xf32>, tensor<4x512x7x7xf32>, tensor<32x512x8x8xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x512x14x14xf32>, tensor<512x3x3xf32>) outs(%i : tensor<32x512x7x7xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x512x7x7xf32>
  %1 = dwc.depthwise_conv2d ins(%x4, %w : tensor<4x512x14x14xf32>, tensor<512x3x3xf32>) outs(%i4 : tensor<4x512x7x7xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<4x512x7x7xf32>
  %2 = dwc.depthwise_conv2d ins(%x8, %w : tensor<32x512x16x16xf32>, tensor<512x3x3xf32>) outs(%i8 : tensor<32x512x8x8xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x512x8x8xf32>
  return %0, %1, %2 : tensor<32x512x7x7xf32>, tensor<4x512x7x7xf32>, tensor<32x512x8x8xf32>
}

// -----

// f32 maps of 14 columns: a stride-1 5x5 window takes lanes of the whole row
// walking 4 rows, in blocks of 32 threads (8 channels x 4 bands); under a
// SiLU epilogue they walk 2 rows, and maps of fewer than 8 rows keep 7-column
// lanes over the whole map. A 3x3 window takes the same lanes in blocks of
// about 128 threads where the grid holds half the GPU's resident threads
// (batch 128: 196,608 threads; below, narrow lanes, as @nchw_14x14_staged).
// CHECK-LABEL: func @nchw_f32_14_columns
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 16, block_cols = 14, threads = 32, rows_per_thread = 4, cols_per_thread = 14, vector_width = 2, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 4, block_rows = 14, block_cols = 14, threads = 28, rows_per_thread = 2, cols_per_thread = 14, vector_width = 2, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 7, block_cols = 14, threads = 64, rows_per_thread = 7, cols_per_thread = 7, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 31, block_rows = 16, block_cols = 14, threads = 124, rows_per_thread = 4, cols_per_thread = 14, vector_width = 2, column_reuse = shared, stage_output = true>
func.func @nchw_f32_14_columns(%x5: tensor<32x480x14x14xf32>, %w5: tensor<480x5x5xf32>, %b5: tensor<480xf32>, %x7: tensor<32x480x7x14xf32>, %x3: tensor<128x384x14x14xf32>, %w3: tensor<384x3x3xf32>) -> (tensor<32x480x14x14xf32>, tensor<32x480x14x14xf32>, tensor<32x480x7x14xf32>, tensor<128x384x14x14xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x5, %w5 : tensor<32x480x14x14xf32>, tensor<480x5x5xf32>) outs(%x5 : tensor<32x480x14x14xf32>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x480x14x14xf32>
  %1 = dwc.depthwise_conv2d ins(%x5, %w5 : tensor<32x480x14x14xf32>, tensor<480x5x5xf32>) bias(%b5 : tensor<480xf32>) outs(%x5 : tensor<32x480x14x14xf32>) {padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<32x480x14x14xf32>
  %2 = dwc.depthwise_conv2d ins(%x7, %w5 : tensor<32x480x7x14xf32>, tensor<480x5x5xf32>) bias(%b5 : tensor<480xf32>) outs(%x7 : tensor<32x480x7x14xf32>) {padding = array<i64: 2, 2, 2, 2>, activation = #dwc<activation silu>} -> tensor<32x480x7x14xf32>
  %3 = dwc.depthwise_conv2d ins(%x3, %w3 : tensor<128x384x14x14xf32>, tensor<384x3x3xf32>) outs(%x3 : tensor<128x384x14x14xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x384x14x14xf32>
  return %0, %1, %2, %3 : tensor<32x480x14x14xf32>, tensor<32x480x14x14xf32>, tensor<32x480x7x14xf32>, tensor<128x384x14x14xf32>
}

// -----

// 16-bit NCHW rows that leave no aligned element pairs (75 and 19 columns):
// the whole-plane `shared` schedule replaces the lanes that would read and
// write single elements (the 75-column window, the strided 5x5 shuffle lanes
// and the 19-column staged bands), except at batch 1, whose whole-plane grid
// would be under 512 threads per SM. f32 lanes take them where they read
// global rows at stride 1 (2 planes of 75x75 fill the tile); the strided f32
// shuffle lanes onto 19-column rows stay. The stride-1 3x3 window over
// 19-column rows takes whole-row lanes instead (@nchw_whole_row_lanes).
// CHECK-LABEL: func @nchw_16bit_odd_rows
// CHECK: config = #dwc.depthwise_config<block_channels = 3, block_rows = 75, block_cols = 75, threads = 225, rows_per_thread = 75, cols_per_thread = 1, vector_width = 1, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 13, block_rows = 1, block_cols = 76, threads = 247, rows_per_thread = 1, cols_per_thread = 4, vector_width = 1, column_reuse = window>
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 75, block_cols = 75, threads = 150, rows_per_thread = 75, cols_per_thread = 1, vector_width = 1, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 4, block_rows = 38, block_cols = 38, threads = 76, rows_per_thread = 38, cols_per_thread = 2, vector_width = 1, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 12, block_rows = 20, block_cols = 19, threads = 60, rows_per_thread = 4, cols_per_thread = 19, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 10, block_cols = 19, threads = 160, rows_per_thread = 2, cols_per_thread = 1, vector_width = 2, column_reuse = shuffle>
func.func @nchw_16bit_odd_rows(%x: tensor<32x192x75x75xf16>, %w: tensor<192x3x3xf16>, %x1: tensor<1x192x75x75xf16>, %xf: tensor<32x192x75x75xf32>, %wf: tensor<192x3x3xf32>, %y: tensor<32x192x38x38xf16>, %w5: tensor<192x5x5xf16>, %x19: tensor<32x576x19x19xbf16>, %w19: tensor<576x3x3xbf16>, %x38: tensor<32x288x38x38xf32>, %w38: tensor<288x3x3xf32>, %y19: tensor<32x288x19x19xf32>) -> (tensor<32x192x75x75xf16>, tensor<1x192x75x75xf16>, tensor<32x192x75x75xf32>, tensor<32x192x38x38xf16>, tensor<32x576x19x19xbf16>, tensor<32x288x19x19xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x192x75x75xf16>, tensor<192x3x3xf16>) outs(%x : tensor<32x192x75x75xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x192x75x75xf16>
  %1 = dwc.depthwise_conv2d ins(%x1, %w : tensor<1x192x75x75xf16>, tensor<192x3x3xf16>) outs(%x1 : tensor<1x192x75x75xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x192x75x75xf16>
  %2 = dwc.depthwise_conv2d ins(%xf, %wf : tensor<32x192x75x75xf32>, tensor<192x3x3xf32>) outs(%xf : tensor<32x192x75x75xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x192x75x75xf32>
  %3 = dwc.depthwise_conv2d ins(%x, %w5 : tensor<32x192x75x75xf16>, tensor<192x5x5xf16>) outs(%y : tensor<32x192x38x38xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x192x38x38xf16>
  %4 = dwc.depthwise_conv2d ins(%x19, %w19 : tensor<32x576x19x19xbf16>, tensor<576x3x3xbf16>) outs(%x19 : tensor<32x576x19x19xbf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x576x19x19xbf16>
  %5 = dwc.depthwise_conv2d ins(%x38, %w38 : tensor<32x288x38x38xf32>, tensor<288x3x3xf32>) outs(%y19 : tensor<32x288x19x19xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x288x19x19xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<32x192x75x75xf16>, tensor<1x192x75x75xf16>, tensor<32x192x75x75xf32>, tensor<32x192x38x38xf16>, tensor<32x576x19x19xbf16>, tensor<32x288x19x19xf32>
}

// -----

// NCHW `shuffle` segments leaving at least a quarter of their lanes idle
// (32 lanes for the 19 lane columns of a 38-column row, 8 for the 5 of a
// 10-column one) give way to whole planes at stride 1 and to windows of 5
// taps a row at stride 2; the strided 3x3 window onto 19 columns keeps its
// segments (@nchw_16bit_odd_rows).
// CHECK-LABEL: func @nchw_idle_shuffle_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 38, block_cols = 38, threads = 152, rows_per_thread = 38, cols_per_thread = 2, vector_width = 2, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 34, block_rows = 10, block_cols = 10, threads = 170, rows_per_thread = 10, cols_per_thread = 2, vector_width = 1, column_reuse = shared>
func.func @nchw_idle_shuffle_lanes(%x: tensor<32x288x38x38xf32>, %w: tensor<288x5x5xf32>, %x19: tensor<32x816x19x19xf32>, %w19: tensor<816x5x5xf32>, %y10: tensor<32x816x10x10xf32>) -> (tensor<32x288x38x38xf32>, tensor<32x816x10x10xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x288x38x38xf32>, tensor<288x5x5xf32>) outs(%x : tensor<32x288x38x38xf32>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x288x38x38xf32>
  %1 = dwc.depthwise_conv2d ins(%x19, %w19 : tensor<32x816x19x19xf32>, tensor<816x5x5xf32>) outs(%y10 : tensor<32x816x10x10xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x816x10x10xf32>
  return %0, %1 : tensor<32x288x38x38xf32>, tensor<32x816x10x10xf32>
}

// -----

// 16-bit NHWC 3x3 windows whose 4-column tiles leave the row ragged (75
// columns) take blocks of one column tile where their channel lanes fill two
// warps (96 and 72 lanes), at stride 1 and 2; 48 lanes keep 2 tiles.
// CHECK-LABEL: func @nhwc_3x3_ragged_rows
// CHECK: config = #dwc.depthwise_config<block_channels = 192, block_rows = 4, block_cols = 4, threads = 96, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 2, block_cols = 4, threads = 72, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = window>
// CHECK: config = #dwc.depthwise_config<block_channels = 96, block_rows = 4, block_cols = 8, threads = 96, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_3x3_ragged_rows(%x: tensor<32x75x75x192xf16>, %w: tensor<3x3x192xf16>, %x150: tensor<32x150x150x144xbf16>, %w150: tensor<3x3x144xbf16>, %y75: tensor<32x75x75x144xbf16>, %x96: tensor<32x75x75x96xf16>, %w96: tensor<3x3x96xf16>) -> (tensor<32x75x75x192xf16>, tensor<32x75x75x144xbf16>, tensor<32x75x75x96xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x75x75x192xf16>, tensor<3x3x192xf16>) outs(%x : tensor<32x75x75x192xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x75x75x192xf16>
  %1 = dwc.depthwise_conv2d ins(%x150, %w150 : tensor<32x150x150x144xbf16>, tensor<3x3x144xbf16>) outs(%y75 : tensor<32x75x75x144xbf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x75x75x144xbf16>
  %2 = dwc.depthwise_conv2d ins(%x96, %w96 : tensor<32x75x75x96xf16>, tensor<3x3x96xf16>) outs(%x96 : tensor<32x75x75x96xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x75x75x96xf16>
  return %0, %1, %2 : tensor<32x75x75x192xf16>, tensor<32x75x75x144xbf16>, tensor<32x75x75x96xf16>
}

// -----

// NHWC 5x5 register windows: 4-column tiles leave the 38-column row ragged,
// so the row loop stays rolled (`unroll_rows = false`); on the 28-column row
// they divide it, and the loop is unrolled by its rotation period.
// CHECK-LABEL: func @nhwc_5x5_ragged_column_tiles
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 13, block_cols = 4, threads = 72, rows_per_thread = 13, cols_per_thread = 4, vector_width = 2, column_reuse = window, unroll_rows = false>
// CHECK: config = #dwc.depthwise_config<block_channels = 240, block_rows = 7, block_cols = 4, threads = 120, rows_per_thread = 7, cols_per_thread = 4, vector_width = 2, column_reuse = window>
func.func @nhwc_5x5_ragged_column_tiles(%x: tensor<32x38x38x288xf16>, %w: tensor<5x5x288xf16>, %x28: tensor<32x28x28x240xf16>, %w28: tensor<5x5x240xf16>) -> (tensor<32x38x38x288xf16>, tensor<32x28x28x240xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x38x38x288xf16>, tensor<5x5x288xf16>) outs(%x : tensor<32x38x38x288xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x38x38x288xf16>
  %1 = dwc.depthwise_conv2d ins(%x28, %w28 : tensor<32x28x28x240xf16>, tensor<5x5x240xf16>) outs(%x28 : tensor<32x28x28x240xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x28x28x240xf16>
  return %0, %1 : tensor<32x38x38x288xf16>, tensor<32x28x28x240xf16>
}

// -----

// A stride-2 row of 72 outputs (145 input columns) at batch 1: lanes of 2
// columns would need more than a warp per row segment, so the small grid
// keeps the 4-column lanes (this once produced cols_per_thread = 0 and a
// division by zero in the verifier).
// CHECK-LABEL: func @nchw_strided_72_columns_batch1
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 16, block_cols = 72, threads = 256, rows_per_thread = 2, cols_per_thread = 4, vector_width = 1, column_reuse = shuffle>
func.func @nchw_strided_72_columns_batch1(%x: tensor<1x119x142x145xf16>, %w: tensor<119x3x3xf16>, %i: tensor<1x119x71x72xf16>) -> tensor<1x119x71x72xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x119x142x145xf16>, tensor<119x3x3xf16>) outs(%i : tensor<1x119x71x72xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 2, 0, 0>} -> tensor<1x119x71x72xf16>
  return %0 : tensor<1x119x71x72xf16>
}

// -----

// A stride-2 window onto 19-column rows from 38-column ones: shuffle lanes
// would read element pairs but store single elements, so whole planes take
// it too.
// CHECK-LABEL: func @nchw_16bit_strided_odd_rows
// CHECK: config = #dwc.depthwise_config<block_channels = 13, block_rows = 19, block_cols = 19, threads = 247, rows_per_thread = 19, cols_per_thread = 1, vector_width = 2, column_reuse = shared>
func.func @nchw_16bit_strided_odd_rows(%x: tensor<32x288x38x38xf16>, %w: tensor<288x3x3xf16>, %y: tensor<32x288x19x19xf16>) -> tensor<32x288x19x19xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x288x38x38xf16>, tensor<288x3x3xf16>) outs(%y : tensor<32x288x19x19xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} -> tensor<32x288x19x19xf16>
  return %0 : tensor<32x288x19x19xf16>
}

// -----

// A 16-bit 5x5 window over a map of more than 28 rows takes `mma`; where the
// row has odd width its row tiles arrive element by element, so whole planes
// replace it (the 64-column map keeps `mma`).
// CHECK-LABEL: func @nchw_16bit_odd_rows_mma
// CHECK: config = #dwc.depthwise_config<block_channels = 3, block_rows = 65, block_cols = 65, threads = 195, rows_per_thread = 65, cols_per_thread = 1, vector_width = 1, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 2, block_rows = 64, block_cols = 64, threads = 256, rows_per_thread = 16, cols_per_thread = 8, vector_width = 8, column_reuse = mma, unroll_rows = false>
func.func @nchw_16bit_odd_rows_mma(%x: tensor<32x128x65x65xf16>, %w: tensor<128x5x5xf16>, %x2: tensor<32x128x64x64xf16>) -> (tensor<32x128x65x65xf16>, tensor<32x128x64x64xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x128x65x65xf16>, tensor<128x5x5xf16>) outs(%x : tensor<32x128x65x65xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x128x65x65xf16>
  %1 = dwc.depthwise_conv2d ins(%x2, %w : tensor<32x128x64x64xf16>, tensor<128x5x5xf16>) outs(%x2 : tensor<32x128x64x64xf16>) {padding = array<i64: 2, 2, 2, 2>} -> tensor<32x128x64x64xf16>
  return %0, %1 : tensor<32x128x65x65xf16>, tensor<32x128x64x64xf16>
}

// -----

// Stride-1 3x3 windows over NCHW rows of at most 21 columns that leave no
// aligned vectors: lanes of the whole output row walk 4 rows (the last band
// of 15 rows holds 3) over staged planes in blocks of about 64 threads, in
// 16-bit (15 columns) and in f32 (19 columns, whose lanes had been staged
// bands). Under a SiLU epilogue the lanes walk 2 rows.
// Kept: 25-column rows and a grid under 384 threads per SM (batch 8).
// CHECK-LABEL: func @nchw_whole_row_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 16, block_cols = 15, threads = 64, rows_per_thread = 4, cols_per_thread = 15, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 16, block_cols = 15, threads = 64, rows_per_thread = 2, cols_per_thread = 15, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 12, block_rows = 20, block_cols = 19, threads = 60, rows_per_thread = 4, cols_per_thread = 19, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 6, block_rows = 20, block_cols = 19, threads = 60, rows_per_thread = 2, cols_per_thread = 19, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 6, block_rows = 20, block_cols = 19, threads = 60, rows_per_thread = 2, cols_per_thread = 19, vector_width = 1, column_reuse = shared, stage_output = true>
// CHECK: config = #dwc.depthwise_config<block_channels = 10, block_rows = 25, block_cols = 25, threads = 250, rows_per_thread = 25, cols_per_thread = 1, vector_width = 1, column_reuse = shared>
// CHECK: config = #dwc.depthwise_config<block_channels = 5, block_rows = 15, block_cols = 15, threads = 240, rows_per_thread = 5, cols_per_thread = 1, vector_width = 1, column_reuse = shared, stage_output = true>
func.func @nchw_whole_row_lanes(%x: tensor<32x480x15x15xf16>, %w: tensor<480x3x3xf16>, %xf: tensor<32x576x19x19xf32>, %wf: tensor<576x3x3xf32>, %xb: tensor<32x576x19x19xbf16>, %wb: tensor<576x3x3xbf16>, %x25: tensor<128x120x25x25xf16>, %w25: tensor<120x3x3xf16>, %x8: tensor<8x480x15x15xf16>) -> (tensor<32x480x15x15xf16>, tensor<32x480x15x15xf16>, tensor<32x576x19x19xf32>, tensor<32x576x19x19xf32>, tensor<32x576x19x19xbf16>, tensor<128x120x25x25xf16>, tensor<8x480x15x15xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x480x15x15xf16>, tensor<480x3x3xf16>) outs(%x : tensor<32x480x15x15xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x480x15x15xf16>
  %1 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x480x15x15xf16>, tensor<480x3x3xf16>) outs(%x : tensor<32x480x15x15xf16>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<32x480x15x15xf16>
  %2 = dwc.depthwise_conv2d ins(%xf, %wf : tensor<32x576x19x19xf32>, tensor<576x3x3xf32>) outs(%xf : tensor<32x576x19x19xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<32x576x19x19xf32>
  %3 = dwc.depthwise_conv2d ins(%xf, %wf : tensor<32x576x19x19xf32>, tensor<576x3x3xf32>) outs(%xf : tensor<32x576x19x19xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<32x576x19x19xf32>
  %4 = dwc.depthwise_conv2d ins(%xb, %wb : tensor<32x576x19x19xbf16>, tensor<576x3x3xbf16>) outs(%xb : tensor<32x576x19x19xbf16>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation silu>} -> tensor<32x576x19x19xbf16>
  %5 = dwc.depthwise_conv2d ins(%x25, %w25 : tensor<128x120x25x25xf16>, tensor<120x3x3xf16>) outs(%x25 : tensor<128x120x25x25xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<128x120x25x25xf16>
  %6 = dwc.depthwise_conv2d ins(%x8, %w : tensor<8x480x15x15xf16>, tensor<480x3x3xf16>) outs(%x8 : tensor<8x480x15x15xf16>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<8x480x15x15xf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<32x480x15x15xf16>, tensor<32x480x15x15xf16>, tensor<32x576x19x19xf32>, tensor<32x576x19x19xf32>, tensor<32x576x19x19xbf16>, tensor<128x120x25x25xf16>, tensor<8x480x15x15xf16>
}

// -----

// NHWC windows of at least 7x7 taps on maps of more than 14 rows: threads of
// one channel (2-byte accesses in 16-bit) x 4 columns walking 4 rows (30
// rows: bands of 4, the last of 2) in a rolled loop, blocks of at most 128
// threads. A 16-bit 14-row map of 14 columns takes one-channel threads of 7
// columns walking the whole map, unrolled; batch 1 (a small grid) keeps its
// one-column threads.
// CHECK-LABEL: func @nhwc_large_windows
// CHECK: config = #dwc.depthwise_config<block_channels = 96, block_rows = 4, block_cols = 4, threads = 96, rows_per_thread = 4, cols_per_thread = 4, vector_width = 1, column_reuse = window, unroll_rows = false>
// CHECK: config = #dwc.depthwise_config<block_channels = 100, block_rows = 4, block_cols = 4, threads = 100, rows_per_thread = 4, cols_per_thread = 4, vector_width = 1, column_reuse = window, unroll_rows = false>
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 14, block_cols = 7, threads = 128, rows_per_thread = 14, cols_per_thread = 7, vector_width = 1, column_reuse = window>
// CHECK: config = #dwc.depthwise_config<block_channels = 96, block_rows = 2, block_cols = 2, threads = 96, rows_per_thread = 2, cols_per_thread = 1, vector_width = 2, column_reuse = window>
func.func @nhwc_large_windows(%x: tensor<32x56x56x96xf16>, %w: tensor<7x7x96xf16>, %i: tensor<32x56x56x96xf16>, %x30: tensor<8x30x30x200xf32>, %w30: tensor<9x9x200xf32>, %i30: tensor<8x30x30x200xf32>, %x14: tensor<32x14x14x384xf16>, %w14: tensor<7x7x384xf16>, %i14: tensor<32x14x14x384xf16>, %x1: tensor<1x56x56x96xf16>, %i1: tensor<1x56x56x96xf16>) -> (tensor<32x56x56x96xf16>, tensor<8x30x30x200xf32>, tensor<32x14x14x384xf16>, tensor<1x56x56x96xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x96xf16>, tensor<7x7x96xf16>) outs(%i : tensor<32x56x56x96xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<32x56x56x96xf16>
  %1 = dwc.depthwise_conv2d ins(%x30, %w30 : tensor<8x30x30x200xf32>, tensor<9x9x200xf32>) outs(%i30 : tensor<8x30x30x200xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 4, 4, 4, 4>} -> tensor<8x30x30x200xf32>
  %2 = dwc.depthwise_conv2d ins(%x14, %w14 : tensor<32x14x14x384xf16>, tensor<7x7x384xf16>) outs(%i14 : tensor<32x14x14x384xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<32x14x14x384xf16>
  %3 = dwc.depthwise_conv2d ins(%x1, %w : tensor<1x56x56x96xf16>, tensor<7x7x96xf16>) outs(%i1 : tensor<1x56x56x96xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<1x56x56x96xf16>
  return %0, %1, %2, %3 : tensor<32x56x56x96xf16>, tensor<8x30x30x200xf32>, tensor<32x14x14x384xf16>, tensor<1x56x56x96xf16>
}

// -----

// f32 threads of such windows on maps of at most 14 rows walk the whole map,
// 7 columns where 7 divides the row (14x14), 4 elsewhere (12x12); a 16-bit
// 12x12 map keeps its 2-channel lanes.
// CHECK-LABEL: func @nhwc_large_windows_small_maps
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 14, block_cols = 7, threads = 128, rows_per_thread = 14, cols_per_thread = 7, vector_width = 1, column_reuse = window, unroll_rows = false>
// CHECK: config = #dwc.depthwise_config<block_channels = 128, block_rows = 12, block_cols = 4, threads = 128, rows_per_thread = 12, cols_per_thread = 4, vector_width = 1, column_reuse = window, unroll_rows = false>
// CHECK: config = #dwc.depthwise_config<block_channels = 256, block_rows = 12, block_cols = 1, threads = 128, rows_per_thread = 12, cols_per_thread = 1, vector_width = 2, column_reuse = window>
func.func @nhwc_large_windows_small_maps(%x: tensor<32x14x14x384xf32>, %w: tensor<7x7x384xf32>, %i: tensor<32x14x14x384xf32>, %x12: tensor<32x12x12x512xf32>, %w12: tensor<7x7x512xf32>, %i12: tensor<32x12x12x512xf32>, %h12: tensor<32x12x12x512xf16>, %v12: tensor<7x7x512xf16>) -> (tensor<32x14x14x384xf32>, tensor<32x12x12x512xf32>, tensor<32x12x12x512xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x14x14x384xf32>, tensor<7x7x384xf32>) outs(%i : tensor<32x14x14x384xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<32x14x14x384xf32>
  %1 = dwc.depthwise_conv2d ins(%x12, %w12 : tensor<32x12x12x512xf32>, tensor<7x7x512xf32>) outs(%i12 : tensor<32x12x12x512xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<32x12x12x512xf32>
  %2 = dwc.depthwise_conv2d ins(%h12, %v12 : tensor<32x12x12x512xf16>, tensor<7x7x512xf16>) outs(%h12 : tensor<32x12x12x512xf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 3, 3, 3, 3>} -> tensor<32x12x12x512xf16>
  return %0, %1, %2 : tensor<32x14x14x384xf32>, tensor<32x12x12x512xf32>, tensor<32x12x12x512xf16>
}

// -----

// A window taller than a wide lane's accumulators (51 live rows, a 51x1
// strip) gets no wide-lane schedule rather than a lane of no columns (it
// divided by zero).
// CHECK-LABEL: func @nchw_taller_than_wide_lanes
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 224, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>
func.func @nchw_taller_than_wide_lanes(%x: tensor<1x256x28x28xf16>, %w: tensor<256x51x1xf16>, %init: tensor<1x256x28x28xf16>) -> tensor<1x256x28x28xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x256x28x28xf16>, tensor<256x51x1xf16>) outs(%init : tensor<1x256x28x28xf16>) {padding = array<i64: 25, 25, 0, 0>} -> tensor<1x256x28x28xf16>
  return %0 : tensor<1x256x28x28xf16>
}

// -----

// A stride of 1000: the row segments' lanes would each read 1000 columns to
// use 3, more than a thread holds; the general register window, which reads
// only the window, is the first valid candidate.
// CHECK-LABEL: func @huge_stride
// CHECK: config = #dwc.depthwise_config<block_channels = 8, block_rows = 1, block_cols = 1, threads = 8, rows_per_thread = 1, cols_per_thread = 1, vector_width = 1, column_reuse = window>
func.func @huge_stride(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x1x1xf32>) {strides = array<i64: 1000, 1000>, padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}

// -----

// A channel multiplier above 1: register windows over single output channels
// (each reads input channel output / 2).
// CHECK-LABEL: func @multiplier
// CHECK: column_reuse = window>
func.func @multiplier(%x: tensor<1x4x8x8xf32>, %w: tensor<8x3x3xf32>, %i: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x3x3xf32>) outs(%i : tensor<1x8x8x8xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

// Windows of more than 121 taps take `rolled_window`, the one schedule that
// does not unroll them: RepLKNet's 31x31 (NHWC f32: 2-channel vectors, as
// many as a warp and the 48 KB tap tile hold, 6 x 7.7 KB), its NCHW f16 form
// (one channel a block) and SLaK's 5x51 strip (2-channel vectors in 16-bit
// too: 32 of them a block).
// CHECK-LABEL: func @replknet_31x31_nhwc
// CHECK: config = #dwc.depthwise_config<block_channels = 12, block_rows = 6, block_cols = 56, threads = 252, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = rolled_window, unroll_rows = false>
func.func @replknet_31x31_nhwc(%x: tensor<32x56x56x128xf32>, %w: tensor<31x31x128xf32>, %i: tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<32x56x56x128xf32>, tensor<31x31x128xf32>) outs(%i : tensor<32x56x56x128xf32>) {padding = array<i64: 15, 15, 15, 15>, layout = #dwc<layout nhwc>} -> tensor<32x56x56x128xf32>
  return %0 : tensor<32x56x56x128xf32>
}
// CHECK-LABEL: func @replknet_31x31_nchw_f16
// CHECK: config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 56, threads = 196, rows_per_thread = 2, cols_per_thread = 4, vector_width = 1, column_reuse = rolled_window, unroll_rows = false>
func.func @replknet_31x31_nchw_f16(%x: tensor<1x128x56x56xf16>, %w: tensor<128x31x31xf16>, %i: tensor<1x128x56x56xf16>) -> tensor<1x128x56x56xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x128x56x56xf16>, tensor<128x31x31xf16>) outs(%i : tensor<1x128x56x56xf16>) {padding = array<i64: 15, 15, 15, 15>} -> tensor<1x128x56x56xf16>
  return %0 : tensor<1x128x56x56xf16>
}
// CHECK-LABEL: func @slak_5x51_nhwc_bf16
// CHECK: config = #dwc.depthwise_config<block_channels = 64, block_rows = 2, block_cols = 28, threads = 224, rows_per_thread = 2, cols_per_thread = 4, vector_width = 2, column_reuse = rolled_window, unroll_rows = false>
func.func @slak_5x51_nhwc_bf16(%x: tensor<128x56x56x96xbf16>, %w: tensor<5x51x96xbf16>, %i: tensor<128x56x56x96xbf16>) -> tensor<128x56x56x96xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<128x56x56x96xbf16>, tensor<5x51x96xbf16>) outs(%i : tensor<128x56x56x96xbf16>) {padding = array<i64: 2, 2, 25, 25>, layout = #dwc<layout nhwc>} -> tensor<128x56x56x96xbf16>
  return %0 : tensor<128x56x56x96xbf16>
}
// A channel multiplier: single output channels.
// CHECK-LABEL: func @rolled_multiplier
// CHECK: config = #dwc.depthwise_config<block_channels = 16, block_rows = 8, block_cols = 16, threads = 256, rows_per_thread = 2, cols_per_thread = 4, vector_width = 1, column_reuse = rolled_window, unroll_rows = false>
func.func @rolled_multiplier(%x: tensor<2x14x14x8xf32>, %w: tensor<13x13x16xf32>, %i: tensor<2x14x14x16xf32>) -> tensor<2x14x14x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x14x14x8xf32>, tensor<13x13x16xf32>) outs(%i : tensor<2x14x14x16xf32>) {padding = array<i64: 6, 6, 6, 6>, layout = #dwc<layout nhwc>} -> tensor<2x14x14x16xf32>
  return %0 : tensor<2x14x14x16xf32>
}
