// RUN: dwc-opt %s | dwc-opt | FileCheck %s
// RUN: dwc-opt %s --mlir-print-op-generic | dwc-opt | FileCheck %s

// CHECK-LABEL: func @depthwise_nchw
// CHECK: dwc.depthwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<1x32x112x112xf32>, tensor<32x3x3xf32>) outs(%{{.*}} : tensor<1x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x32x112x112xf32>
func.func @depthwise_nchw(%x: tensor<1x32x112x112xf32>, %w: tensor<32x3x3xf32>, %init: tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x32x112x112xf32>, tensor<32x3x3xf32>) outs(%init : tensor<1x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x32x112x112xf32>
  return %0 : tensor<1x32x112x112xf32>
}

// CHECK-LABEL: func @depthwise_nhwc_full
// CHECK: dwc.depthwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<?x?x?x8xf16>, tensor<5x5x16xf16>) bias(%{{.*}} : tensor<16xf16>) outs(%{{.*}} : tensor<?x?x?x16xf16>)
// CHECK-SAME: acc_type = f32
// CHECK-SAME: activation = #dwc<activation relu6>
// CHECK-SAME: dilations = array<i64: 2, 1>
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-SAME: padding = array<i64: 4, 3, 2, 1>
// CHECK-SAME: strides = array<i64: 2, 2>
func.func @depthwise_nhwc_full(%x: tensor<?x?x?x8xf16>, %w: tensor<5x5x16xf16>, %b: tensor<16xf16>, %init: tensor<?x?x?x16xf16>) -> tensor<?x?x?x16xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<?x?x?x8xf16>, tensor<5x5x16xf16>) bias(%b : tensor<16xf16>) outs(%init : tensor<?x?x?x16xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 2, 1>, padding = array<i64: 4, 3, 2, 1>, acc_type = f32, activation = #dwc<activation relu6>} -> tensor<?x?x?x16xf16>
  return %0 : tensor<?x?x?x16xf16>
}

// CHECK-LABEL: func @pointwise
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<4x24x56x56xbf16>, tensor<144x24xbf16>) bias(%{{.*}} : tensor<144xbf16>) outs(%{{.*}} : tensor<4x144x56x56xbf16>) {activation = #dwc<activation silu>} -> tensor<4x144x56x56xbf16>
func.func @pointwise(%x: tensor<4x24x56x56xbf16>, %w: tensor<144x24xbf16>, %b: tensor<144xbf16>, %init: tensor<4x144x56x56xbf16>) -> tensor<4x144x56x56xbf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<4x24x56x56xbf16>, tensor<144x24xbf16>) bias(%b : tensor<144xbf16>) outs(%init : tensor<4x144x56x56xbf16>) {activation = #dwc<activation silu>} -> tensor<4x144x56x56xbf16>
  return %0 : tensor<4x144x56x56xbf16>
}

// CHECK-LABEL: func @separable
// CHECK: dwc.separable_conv2d ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x28x28x192xf32>, tensor<3x3x192xf32>, tensor<192x64xf32>) depthwise_bias(%{{.*}} : tensor<192xf32>) pointwise_bias(%{{.*}} : tensor<64xf32>) outs(%{{.*}} : tensor<1x14x14x64xf32>)
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-SAME: mid_activation = #dwc<activation relu6>
func.func @separable(%x: tensor<1x28x28x192xf32>, %dw: tensor<3x3x192xf32>, %pw: tensor<192x64xf32>, %db: tensor<192xf32>, %pb: tensor<64xf32>, %init: tensor<1x14x14x64xf32>) -> tensor<1x14x14x64xf32> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x28x28x192xf32>, tensor<3x3x192xf32>, tensor<192x64xf32>) depthwise_bias(%db : tensor<192xf32>) pointwise_bias(%pb : tensor<64xf32>) outs(%init : tensor<1x14x14x64xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, mid_activation = #dwc<activation relu6>} -> tensor<1x14x14x64xf32>
  return %0 : tensor<1x14x14x64xf32>
}

// CHECK-LABEL: func @separable_no_bias
// CHECK: dwc.separable_conv2d ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x8x7x7xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) pointwise_bias(%{{.*}} : tensor<16xf32>) outs(
func.func @separable_no_bias(%x: tensor<2x8x7x7xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<16x8xf32>, %pb: tensor<16xf32>, %init: tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<2x8x7x7xf32>, tensor<8x3x3xf32>, tensor<16x8xf32>) pointwise_bias(%pb : tensor<16xf32>) outs(%init : tensor<2x16x7x7xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<2x16x7x7xf32>
  return %0 : tensor<2x16x7x7xf32>
}

// CHECK-LABEL: func @depthwise_backward_data
// CHECK: dwc.depthwise_conv2d_backward_data ins(%{{.*}}, %{{.*}} : tensor<8x64x28x28xf32>, tensor<64x3x3xf32>) outs(%{{.*}} : tensor<8x32x56x56xf32>) {padding = array<i64: 0, 1, 0, 1>, strides = array<i64: 2, 2>} -> tensor<8x32x56x56xf32>
func.func @depthwise_backward_data(%dy: tensor<8x64x28x28xf32>, %w: tensor<64x3x3xf32>, %init: tensor<8x32x56x56xf32>) -> tensor<8x32x56x56xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<8x64x28x28xf32>, tensor<64x3x3xf32>) outs(%init : tensor<8x32x56x56xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<8x32x56x56xf32>
  return %0 : tensor<8x32x56x56xf32>
}

// CHECK-LABEL: func @depthwise_backward_filter
// CHECK: dwc.depthwise_conv2d_backward_filter ins(%{{.*}}, %{{.*}} : tensor<?x14x14x96xbf16>, tensor<?x14x14x96xbf16>) outs(%{{.*}} : tensor<5x5x96xbf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<5x5x96xbf16>
func.func @depthwise_backward_filter(%x: tensor<?x14x14x96xbf16>, %dy: tensor<?x14x14x96xbf16>, %init: tensor<5x5x96xbf16>) -> tensor<5x5x96xbf16> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<?x14x14x96xbf16>, tensor<?x14x14x96xbf16>) outs(%init : tensor<5x5x96xbf16>) {layout = #dwc<layout nhwc>, padding = array<i64: 2, 2, 2, 2>} -> tensor<5x5x96xbf16>
  return %0 : tensor<5x5x96xbf16>
}

// CHECK-LABEL: func @pointwise_backward_data
// CHECK: dwc.pointwise_conv2d_backward_data ins(%{{.*}}, %{{.*}} : tensor<2x7x7x160xf16>, tensor<960x160xf16>) outs(%{{.*}} : tensor<2x7x7x960xf16>) {layout = #dwc<layout nhwc>} -> tensor<2x7x7x960xf16>
func.func @pointwise_backward_data(%dy: tensor<2x7x7x160xf16>, %w: tensor<960x160xf16>, %init: tensor<2x7x7x960xf16>) -> tensor<2x7x7x960xf16> {
  %0 = dwc.pointwise_conv2d_backward_data ins(%dy, %w : tensor<2x7x7x160xf16>, tensor<960x160xf16>) outs(%init : tensor<2x7x7x960xf16>) {layout = #dwc<layout nhwc>} -> tensor<2x7x7x960xf16>
  return %0 : tensor<2x7x7x960xf16>
}

// CHECK-LABEL: func @pointwise_backward_filter
// CHECK: dwc.pointwise_conv2d_backward_filter ins(%{{.*}}, %{{.*}} : tensor<2x160x7x7xf32>, tensor<2x960x7x7xf32>) outs(%{{.*}} : tensor<960x160xf32>) -> tensor<960x160xf32>
func.func @pointwise_backward_filter(%x: tensor<2x160x7x7xf32>, %dy: tensor<2x960x7x7xf32>, %init: tensor<960x160xf32>) -> tensor<960x160xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x160x7x7xf32>, tensor<2x960x7x7xf32>) outs(%init : tensor<960x160xf32>) -> tensor<960x160xf32>
  return %0 : tensor<960x160xf32>
}

// A user-written schedule round-trips; default-valued parameters are elided.
// CHECK-LABEL: func @depthwise_user_config
// CHECK: config = #dwc.depthwise_config<block_channels = 32, block_rows = 7, block_cols = 7, threads = 256, rows_per_thread = 7, cols_per_thread = 1, vector_width = 1, column_reuse = shared, prefetch_depth = 3, unroll_rows = false, stage_output = true>
func.func @depthwise_user_config(%x: tensor<8x64x7x7xf16>, %w: tensor<64x3x3xf16>, %i: tensor<8x64x7x7xf16>) -> tensor<8x64x7x7xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x64x7x7xf16>, tensor<64x3x3xf16>) outs(%i : tensor<8x64x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 32, block_rows = 7, block_cols = 7, threads = 256, rows_per_thread = 7, cols_per_thread = 1, vector_width = 1, column_reuse = shared, prefetch_depth = 3, unroll_rows = false, stage_output = true>} -> tensor<8x64x7x7xf16>
  return %0 : tensor<8x64x7x7xf16>
}

// A register limit rides in the config and as the kernel-body marker.
// CHECK-LABEL: func @depthwise_register_limit
// CHECK: config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 12, threads = 216, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window, max_registers = 96>
// CHECK: dwc.register_limit 96
func.func @depthwise_register_limit(%x: tensor<8x56x56x144xf32>, %w: tensor<3x3x144xf32>, %i: tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<8x56x56x144xf32>, tensor<3x3x144xf32>) outs(%i : tensor<8x56x56x144xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, config = #dwc.depthwise_config<block_channels = 144, block_rows = 4, block_cols = 12, threads = 216, rows_per_thread = 4, cols_per_thread = 4, vector_width = 2, column_reuse = window, max_registers = 96>} -> tensor<8x56x56x144xf32>
  dwc.register_limit 96
  return %0 : tensor<8x56x56x144xf32>
}

// CHECK-LABEL: func @pointwise_full
// CHECK: dwc.pointwise_conv2d ins(%{{.*}}, %{{.*}} : tensor<2x15x15x24xf32>, tensor<24x40xf32>) bias(%{{.*}} : tensor<40xf32>) residual(%{{.*}} : tensor<2x8x8x40xf32>) outs(%{{.*}} : tensor<2x8x8x40xf32>)
// CHECK-SAME: activation = #dwc<activation hardswish>
// CHECK-SAME: config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 8, warps_m = 2, warps_n = 2, vector_width = 4, instruction = mma>
// CHECK-SAME: layout = #dwc<layout nhwc>
// CHECK-SAME: math = #dwc<math tf32>
// CHECK-SAME: strides = array<i64: 2, 2>
func.func @pointwise_full(%x: tensor<2x15x15x24xf32>, %w: tensor<24x40xf32>, %b: tensor<40xf32>, %r: tensor<2x8x8x40xf32>, %init: tensor<2x8x8x40xf32>) -> tensor<2x8x8x40xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x15x15x24xf32>, tensor<24x40xf32>) bias(%b : tensor<40xf32>) residual(%r : tensor<2x8x8x40xf32>) outs(%init : tensor<2x8x8x40xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, activation = #dwc<activation hardswish>, math = #dwc<math tf32>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 8, warps_m = 2, warps_n = 2, vector_width = 4, instruction = mma>} -> tensor<2x8x8x40xf32>
  return %0 : tensor<2x8x8x40xf32>
}

// CHECK-LABEL: func @separable_residual
// CHECK: dwc.separable_conv2d ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x8x7x7xf16>, tensor<8x3x3xf16>, tensor<8x8xf16>) residual(%{{.*}} : tensor<2x8x7x7xf16>) outs(
func.func @separable_residual(%x: tensor<2x8x7x7xf16>, %dw: tensor<8x3x3xf16>, %pw: tensor<8x8xf16>, %init: tensor<2x8x7x7xf16>) -> tensor<2x8x7x7xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<2x8x7x7xf16>, tensor<8x3x3xf16>, tensor<8x8xf16>) residual(%x : tensor<2x8x7x7xf16>) outs(%init : tensor<2x8x7x7xf16>) {padding = array<i64: 1, 1, 1, 1>, mid_activation = #dwc<activation hardswish>} -> tensor<2x8x7x7xf16>
  return %0 : tensor<2x8x7x7xf16>
}

// CHECK-LABEL: func @data_gradient_schedules
// CHECK: dwc.depthwise_conv2d {{.*}}flip_filter
// CHECK: dwc.depthwise_conv2d_backward_data {{.*}}config = #dwc.gather_config<threads = 64, cells_per_thread = 2, vector_width = 4>{{.*}}strategy = #dwc<data_gradient gather>
// CHECK: dwc.depthwise_conv2d_backward_data {{.*}}strategy = #dwc<data_gradient forward>
func.func @data_gradient_schedules(%dy: tensor<1x4x4x8xf32>, %w: tensor<3x3x8xf32>, %init: tensor<1x8x8x8xf32>, %same: tensor<1x4x4x8xf32>) -> (tensor<1x4x4x8xf32>, tensor<1x8x8x8xf32>, tensor<1x4x4x8xf32>) {
  %0 = dwc.depthwise_conv2d ins(%dy, %w : tensor<1x4x4x8xf32>, tensor<3x3x8xf32>) outs(%same : tensor<1x4x4x8xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, flip_filter} -> tensor<1x4x4x8xf32>
  %1 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x4x4x8xf32>, tensor<3x3x8xf32>) outs(%init : tensor<1x8x8x8xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, strategy = #dwc<data_gradient gather>, config = #dwc.gather_config<threads = 64, cells_per_thread = 2, vector_width = 4>} -> tensor<1x8x8x8xf32>
  %2 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<1x4x4x8xf32>, tensor<3x3x8xf32>) outs(%same : tensor<1x4x4x8xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<data_gradient forward>} -> tensor<1x4x4x8xf32>
  return %0, %1, %2 : tensor<1x4x4x8xf32>, tensor<1x8x8x8xf32>, tensor<1x4x4x8xf32>
}

// CHECK-LABEL: func @pointwise_backward_filter_partials
// CHECK: dwc.pointwise_conv2d_backward_filter ins(%{{.*}}, %{{.*}} : tensor<2x7x7x16xf16>, tensor<2x7x7x32xf16>) outs(%{{.*}} : tensor<3x16x32xf32>) {config = #dwc.pointwise_config<block_m = 16, block_n = 32, block_k = 16, warps_m = 1, warps_n = 2, vector_width = 8, instruction = mma, partitions = 3>, layout = #dwc<layout nhwc>} -> tensor<3x16x32xf32>
func.func @pointwise_backward_filter_partials(%x: tensor<2x7x7x16xf16>, %dy: tensor<2x7x7x32xf16>, %p: tensor<3x16x32xf32>, %init: tensor<16x32xf16>) -> tensor<16x32xf16> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x7x7x16xf16>, tensor<2x7x7x32xf16>) outs(%p : tensor<3x16x32xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 32, block_k = 16, warps_m = 1, warps_n = 2, vector_width = 8, instruction = mma, partitions = 3>} -> tensor<3x16x32xf32>
  %1 = dwc.reduce_partials ins(%0 : tensor<3x16x32xf32>) outs(%init : tensor<16x32xf16>) -> tensor<16x32xf16>
  return %1 : tensor<16x32xf16>
}

// CHECK-LABEL: func @depthwise_backward_filter_partials
// CHECK: dwc.depthwise_conv2d_backward_filter ins(%{{.*}}, %{{.*}} : tensor<2x8x16x16xf16>, tensor<2x8x16x16xf16>) outs(%{{.*}} : tensor<3x8x3x3xf32>) {config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 3>, padding = array<i64: 1, 1, 1, 1>} -> tensor<3x8x3x3xf32>
// CHECK: dwc.reduce_partials ins(%{{.*}} : tensor<3x8x3x3xf32>) outs(%{{.*}} : tensor<8x3x3xf16>) -> tensor<8x3x3xf16>
func.func @depthwise_backward_filter_partials(%x: tensor<2x8x16x16xf16>, %dy: tensor<2x8x16x16xf16>, %p: tensor<3x8x3x3xf32>, %init: tensor<8x3x3xf16>) -> tensor<8x3x3xf16> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<2x8x16x16xf16>, tensor<2x8x16x16xf16>) outs(%p : tensor<3x8x3x3xf32>) {padding = array<i64: 1, 1, 1, 1>, config = #dwc.filter_gradient_config<threads = 64, block_channels = 1, vector_width = 1, rows_per_thread = 2, cols_per_thread = 4, partitions = 3>} -> tensor<3x8x3x3xf32>
  %1 = dwc.reduce_partials ins(%0 : tensor<3x8x3x3xf32>) outs(%init : tensor<8x3x3xf16>) -> tensor<8x3x3xf16>
  return %1 : tensor<8x3x3xf16>
}
