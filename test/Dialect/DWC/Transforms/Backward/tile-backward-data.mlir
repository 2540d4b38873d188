// RUN: dwc-opt %s --split-input-file --dwc-tile-backward-data | FileCheck %s

// A 3x3 stride-2 layer: each thread owns one 2 x 2 cell of 8 channels. It
// reads the 2 x 2 output-gradient elements its cell's taps reach once, and
// multiplies each tap once: 9 products over the cell's 4 elements (4, 2, 2
// and 1 taps), none of them with an inserted zero; then 4 stores.
// CHECK-LABEL: func.func @stride2
//       CHECK: scf.parallel ({{.*}}) = ({{.*}}) to (%{{.*}}, %{{.*}}, %c2) step
//       CHECK:   scf.parallel ({{.*}}) = ({{.*}}) to (%c32) step
//       CHECK:     scf.if
// CHECK-COUNT-9:     vector.load {{.*}} {alignment = 16 : i64} : memref<3x3x16xf16>, vector<8xf16>
// CHECK-COUNT-4:     vector.load {{.*}} {alignment = 16 : i64} : memref<2x4x4x16xf16>, vector<8xf16>
//   CHECK-NOT:       vector.load
// CHECK-COUNT-9:     arith.mulf {{.*}} {dwc.tap} : vector<8xf32>
//   CHECK-NOT:       arith.mulf
//       CHECK:       scf.if
//       CHECK:         arith.truncf {{.*}} : vector<8xf32> to vector<8xf16>
//       CHECK:         vector.store {{.*}} {alignment = 16 : i64} : memref<2x8x8x16xf16>, vector<8xf16>
// CHECK-COUNT-3:     vector.store
//       CHECK:   mapping = [#gpu.loop_dim_map<processor = thread_x
//       CHECK: mapping = [#gpu.loop_dim_map<processor = block_x
func.func @stride2(%dy: tensor<2x4x4x16xf16>, %w: tensor<3x3x16xf16>, %init: tensor<2x8x8x16xf16>) -> tensor<2x8x8x16xf16> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<2x4x4x16xf16>, tensor<3x3x16xf16>) outs(%init : tensor<2x8x8x16xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 32, cells_per_thread = 1, vector_width = 8>} -> tensor<2x8x8x16xf16>
  return %0 : tensor<2x8x8x16xf16>
}

// -----

// NCHW with a channel multiplier of 2: one channel a thread, scalar
// accesses; the taps and window of each output-gradient channel in turn
// add into the same accumulator.
// CHECK-LABEL: func.func @multiplier
//   CHECK-NOT: vector.load
// CHECK-COUNT-9: memref.load {{.*}} : memref<6x3x3xf32>
// CHECK-COUNT-9: memref.load {{.*}} : memref<1x6x5x5xf32>
// CHECK-COUNT-9: arith.mulf {{.*}} {dwc.tap} : f32
// CHECK-COUNT-9: memref.load {{.*}} : memref<6x3x3xf32>
// CHECK-COUNT-9: memref.load {{.*}} : memref<1x6x5x5xf32>
// CHECK-COUNT-9: arith.mulf {{.*}} {dwc.tap} : f32
//       CHECK: memref.store {{.*}} : memref<1x3x5x5xf32>
func.func @multiplier(%dy: tensor<1x6x5x5xf32>, %w: tensor<6x3x3xf32>, %init: tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x6x5x5xf32>, tensor<6x3x3xf32>) outs(%init : tensor<1x3x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 96, cells_per_thread = 1, vector_width = 1>} -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

// Only gather ops with a schedule become loops.
// CHECK-LABEL: func.func @unscheduled
//       CHECK: dwc.depthwise_conv2d_backward_data
func.func @unscheduled(%dy: tensor<1x3x5x5xf32>, %w: tensor<3x3x3xf32>, %init: tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x3x5x5xf32>, tensor<3x3x3xf32>) outs(%init : tensor<1x3x5x5xf32>) {padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient gather>} -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

// NCHW f16, stride 2, 4 cells a thread: each gradient row's 8 elements of
// the thread's cells leave as one aligned 16-byte store.
// CHECK-LABEL: func.func @row_runs
// CHECK-COUNT-9: memref.load {{.*}} : memref<8x3x3xf16>
//   CHECK-NOT: vector.store
//       CHECK: scf.if
//       CHECK:   vector.from_elements {{.*}} : vector<8xf16>
//       CHECK:   vector.store {{.*}} {alignment = 16 : i64} : memref<2x8x16x16xf16>, vector<8xf16>
//       CHECK: scf.if
//       CHECK:   vector.store {{.*}} : memref<2x8x16x16xf16>, vector<8xf16>
//   CHECK-NOT: vector.store
func.func @row_runs(%dy: tensor<2x8x8x8xf16>, %w: tensor<8x3x3xf16>, %init: tensor<2x8x16x16xf16>) -> tensor<2x8x16x16xf16> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<2x8x8x8xf16>, tensor<8x3x3xf16>) outs(%init : tensor<2x8x16x16xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 64, cells_per_thread = 4, vector_width = 1>} -> tensor<2x8x16x16xf16>
  return %0 : tensor<2x8x16x16xf16>
}
