// RUN: dwc-opt %s --transform-interpreter --split-input-file | FileCheck %s

// The depthwise op tiles over its output: each tile reads the window under
// its outputs, padded with zeros where that crosses the op's padding, and is
// the same op without padding or GPU schedule; the epilogue stays.
// CHECK-LABEL: func.func @depthwise_padded
// CHECK: scf.forall (%[[N:[a-z0-9]+]], %{{.*}}) in (2, 4, 4, 2)
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %{{.*}}[%[[N]], %{{.*}}, %{{.*}}, %{{.*}}] [1, 8, %{{.*}}, %{{.*}}] [1, 1, 1, 1] : tensor<2x32x55x28xf32> to tensor<1x8x?x?xf32>
// CHECK: %[[INPUT:.*]] = tensor.pad %[[SLICE]] low[0, 0, %{{.*}}, %{{.*}}] high[0, 0, %{{.*}}, %{{.*}}]
// CHECK: } : tensor<1x8x?x?xf32> to tensor<1x8x15x16xf32>
// CHECK: %[[FILTER:.*]] = tensor.extract_slice %{{.*}} [8, 3, 3] [1, 1, 1] : tensor<32x3x3xf32> to tensor<8x3x3xf32>
// CHECK: %[[BIAS:.*]] = tensor.extract_slice %{{.*}} [8] [1] : tensor<32xf32> to tensor<8xf32>
// CHECK: %[[INIT:.*]] = tensor.extract_slice %{{.*}} [1, 8, 7, 14] [1, 1, 1, 1]
// CHECK: dwc.depthwise_conv2d ins(%[[INPUT]], %[[FILTER]] : tensor<1x8x15x16xf32>, tensor<8x3x3xf32>) bias(%[[BIAS]] : tensor<8xf32>) outs(%[[INIT]] : tensor<1x8x7x14xf32>)
// CHECK-SAME: {activation = #dwc<activation relu6>, strides = array<i64: 2, 1>} -> tensor<1x8x7x14xf32>
// CHECK: tensor.parallel_insert_slice
func.func @depthwise_padded(%x: tensor<2x32x55x28xf32>, %w: tensor<32x3x3xf32>, %b: tensor<32xf32>, %init: tensor<2x32x28x28xf32>) -> tensor<2x32x28x28xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x32x55x28xf32>, tensor<32x3x3xf32>) bias(%b : tensor<32xf32>) outs(%init : tensor<2x32x28x28xf32>) {strides = array<i64: 2, 1>, padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 224, rows_per_thread = 4, cols_per_thread = 1, vector_width = 1, column_reuse = shuffle>} -> tensor<2x32x28x28xf32>
  return %0 : tensor<2x32x28x28xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %op tile_sizes [1, 8, 7, 14] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Without padding every window lies inside the input: a plain slice, at the
// tile's outputs times the stride. NHWC tiles follow the NHWC output, and a
// channel multiplier above 1 keeps every channel.
// CHECK-LABEL: func.func @depthwise_unpadded_nhwc
// CHECK: scf.forall (%[[N:[a-z0-9]+]], %{{.*}}) in (2, 3)
// CHECK: %[[INPUT:.*]] = tensor.extract_slice %{{.*}}[%[[N]], %{{.*}}, 0, 0] [1, 9, 13, 4] [1, 1, 1, 1]
// CHECK-NOT: tensor.pad
// CHECK: dwc.depthwise_conv2d ins(%[[INPUT]], %{{.*}} : tensor<1x9x13x4xf32>, tensor<3x3x8xf32>)
// CHECK-SAME: -> tensor<1x4x6x8xf32>
func.func @depthwise_unpadded_nhwc(%x: tensor<2x25x13x4xf32>, %w: tensor<3x3x8xf32>, %init: tensor<2x12x6x8xf32>) -> tensor<2x12x6x8xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x25x13x4xf32>, tensor<3x3x8xf32>) outs(%init : tensor<2x12x6x8xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>} -> tensor<2x12x6x8xf32>
  return %0 : tensor<2x12x6x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %op tile_sizes [1, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A pointwise tile reads every input channel of its pixels and its output
// channels' filter rows.
// CHECK-LABEL: func.func @pointwise_nhwc
// CHECK: scf.for %[[H:[a-z0-9]+]] =
// CHECK: scf.for %[[C:[a-z0-9]+]] =
// CHECK: %[[INPUT:.*]] = tensor.extract_slice %{{.*}}[0, %[[H]], 0, 0] [1, 4, 8, 24] [1, 1, 1, 1]
// CHECK: %[[FILTER:.*]] = tensor.extract_slice %{{.*}}[0, %[[C]]] [24, 8] [1, 1]
// CHECK: %[[BIAS:.*]] = tensor.extract_slice %{{.*}}[%[[C]]] [8] [1]
// CHECK: dwc.pointwise_conv2d ins(%[[INPUT]], %[[FILTER]] : tensor<1x4x8x24xf16>, tensor<24x8xf16>) bias(%[[BIAS]] : tensor<8xf16>)
// CHECK-SAME: {activation = #dwc<activation silu>, layout = #dwc<layout nhwc>} -> tensor<1x4x8x8xf16>
func.func @pointwise_nhwc(%x: tensor<1x8x8x24xf16>, %w: tensor<24x16xf16>, %b: tensor<16xf16>, %init: tensor<1x8x8x16xf16>) -> tensor<1x8x8x16xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x8x8x24xf16>, tensor<24x16xf16>) bias(%b : tensor<16xf16>) outs(%init : tensor<1x8x8x16xf16>) {layout = #dwc<layout nhwc>, activation = #dwc<activation silu>} -> tensor<1x8x8x16xf16>
  return %0 : tensor<1x8x8x16xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %op tile_sizes [0, 4, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tile-and-fuse: each tile of the pointwise op computes the depthwise tile
// it reads (generateResultTileValue), the separable block's fusion; the
// intermediate never exists whole.
// CHECK-LABEL: func.func @separable_block
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[INPUT:.*]] = tensor.pad
// CHECK: } : tensor<1x8x?x?xf32> to tensor<1x8x6x10xf32>
// CHECK: %[[DEPTHWISE:.*]] = dwc.depthwise_conv2d ins(%[[INPUT]], %{{.*}} : tensor<1x8x6x10xf32>, tensor<8x3x3xf32>)
// CHECK-SAME: -> tensor<1x8x4x8xf32>
// CHECK: dwc.pointwise_conv2d ins(%[[DEPTHWISE]], %{{.*}} : tensor<1x8x4x8xf32>, tensor<12x8xf32>)
// CHECK-SAME: -> tensor<1x12x4x8xf32>
// CHECK: tensor.insert_slice
func.func @separable_block(%x: tensor<1x8x16x16xf32>, %dw: tensor<8x3x3xf32>, %pw: tensor<12x8xf32>) -> tensor<1x12x16x16xf32> {
  %e0 = tensor.empty() : tensor<1x8x16x16xf32>
  %e1 = tensor.empty() : tensor<1x12x16x16xf32>
  %0 = dwc.depthwise_conv2d ins(%x, %dw : tensor<1x8x16x16xf32>, tensor<8x3x3xf32>) outs(%e0 : tensor<1x8x16x16xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<1x8x16x16xf32>
  %1 = dwc.pointwise_conv2d ins(%0, %pw : tensor<1x8x16x16xf32>, tensor<12x8xf32>) outs(%e1 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
  return %1 : tensor<1x12x16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.fuse %op tile_sizes [0, 0, 4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
