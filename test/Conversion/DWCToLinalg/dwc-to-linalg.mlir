// RUN: dwc-opt %s --dwc-lower-to-linalg --split-input-file | FileCheck %s

// Depthwise, NCHW, multiplier 2, stride 2, dilation (1, 2), asymmetric
// padding, f16 with f32 accumulation, bias and relu6.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 floordiv 2, d2 * 2 + d4, d3 * 2 + d5 * 2)>
// CHECK-DAG: #[[FLT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CH:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @depthwise_nchw
//  CHECK-SAME: (%[[X:.+]]: tensor<2x4x9x9xf16>, %[[W:.+]]: tensor<8x3x3xf16>, %[[B:.+]]: tensor<8xf16>, %[[INIT:.+]]: tensor<2x8x4x3xf16>)
//       CHECK: %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x8x4x3xf32>)
//       CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 0, 0]
//       CHECK: } : tensor<2x4x9x9xf16> to tensor<2x4x10x10xf16>
//       CHECK: %[[ACC:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[FLT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
//  CHECK-SAME: ins(%[[PAD]], %[[W]] : tensor<2x4x10x10xf16>, tensor<8x3x3xf16>) outs(%[[ZERO]] : tensor<2x8x4x3xf32>)
//       CHECK:   arith.extf %{{.+}} : f16 to f32
//       CHECK:   arith.extf %{{.+}} : f16 to f32
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[CH]], #[[ID]]]
//  CHECK-SAME: ins(%[[ACC]], %[[B]] : tensor<2x8x4x3xf32>, tensor<8xf16>) outs(%[[INIT]] : tensor<2x8x4x3xf16>)
//       CHECK:   arith.addf
//       CHECK:   arith.maximumf
//       CHECK:   arith.minimumf
//       CHECK:   arith.truncf %{{.+}} : f32 to f16
//   CHECK-NOT: dwc.
func.func @depthwise_nchw(%x: tensor<2x4x9x9xf16>, %w: tensor<8x3x3xf16>, %b: tensor<8xf16>, %init: tensor<2x8x4x3xf16>) -> tensor<2x8x4x3xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x4x9x9xf16>, tensor<8x3x3xf16>) bias(%b : tensor<8xf16>) outs(%init : tensor<2x8x4x3xf16>) {strides = array<i64: 2, 2>, dilations = array<i64: 1, 2>, padding = array<i64: 1, 0, 1, 0>, activation = #dwc<activation relu6>} -> tensor<2x8x4x3xf16>
  return %0 : tensor<2x8x4x3xf16>
}

// -----

// Depthwise, NHWC, dynamic batch and space, no padding: no tensor.pad.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2 + d4, d3 + d5, d1)>
// CHECK-DAG: #[[FLT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d1)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d1)>
// CHECK-LABEL: func.func @depthwise_nhwc_dynamic
//   CHECK-NOT: tensor.pad
//   CHECK-DAG: tensor.dim %{{.+}}, %c0
//   CHECK-DAG: tensor.dim %{{.+}}, %c1
//   CHECK-DAG: tensor.dim %{{.+}}, %c2
//       CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[FLT]], #[[OUT]]]
//       CHECK: linalg.generic
//   CHECK-NOT: arith.truncf
//       CHECK: linalg.yield
func.func @depthwise_nhwc_dynamic(%x: tensor<?x?x?x16xf32>, %w: tensor<3x3x16xf32>, %init: tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<?x?x?x16xf32>, tensor<3x3x16xf32>) outs(%init : tensor<?x?x?x16xf32>) {layout = #dwc<layout nhwc>} -> tensor<?x?x?x16xf32>
  return %0 : tensor<?x?x?x16xf32>
}

// -----

// Accumulating in the element type: no widening in the contraction.
// CHECK-LABEL: func.func @depthwise_f16_accumulator
//       CHECK: linalg.fill ins(%{{.+}} : f16) outs(%{{.+}} : tensor<1x4x6x6xf16>)
//   CHECK-NOT: arith.extf
//       CHECK: arith.mulf %{{.+}}, %{{.+}} : f16
func.func @depthwise_f16_accumulator(%x: tensor<1x4x8x8xf16>, %w: tensor<4x3x3xf16>, %init: tensor<1x4x6x6xf16>) -> tensor<1x4x6x6xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf16>, tensor<4x3x3xf16>) outs(%init : tensor<1x4x6x6xf16>) {acc_type = f16} -> tensor<1x4x6x6xf16>
  return %0 : tensor<1x4x6x6xf16>
}

// -----

// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>
// CHECK-DAG: #[[FLT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d4)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @pointwise_nchw
//       CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[FLT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
// A 16-bit result of f32 accumulators takes SiLU as h + h tanh(h), h = x / 2.
//       CHECK: linalg.generic
//       CHECK:   %[[H:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
//       CHECK:   %[[T:.+]] = math.tanh %[[H]] fastmath<afn> : f32
//       CHECK:   %[[P:.+]] = arith.mulf %[[H]], %[[T]] : f32
//       CHECK:   %[[S:.+]] = arith.addf %[[P]], %[[H]] : f32
//       CHECK:   arith.truncf %[[S]] : f32 to bf16
func.func @pointwise_nchw(%x: tensor<2x16x7x7xbf16>, %w: tensor<32x16xbf16>, %init: tensor<2x32x7x7xbf16>) -> tensor<2x32x7x7xbf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xbf16>, tensor<32x16xbf16>) outs(%init : tensor<2x32x7x7xbf16>) {activation = #dwc<activation silu>} -> tensor<2x32x7x7xbf16>
  return %0 : tensor<2x32x7x7xbf16>
}

// -----

// The separable intermediate stays in f32 and is never truncated.
// CHECK-LABEL: func.func @separable
//       CHECK: %[[DW:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<1x8x5x5xf32>)
//       CHECK: %[[MID:.+]] = linalg.generic {{.+}} ins(%[[DW]], %{{.+}} : tensor<1x8x5x5xf32>, tensor<8xf16>) outs(%{{.+}} : tensor<1x8x5x5xf32>)
//       CHECK:   arith.maximumf
//   CHECK-NOT:   arith.truncf
//       CHECK: %[[PW:.+]] = linalg.generic {{.+}} ins(%[[MID]], %{{.+}} : tensor<1x8x5x5xf32>, tensor<16x8xf16>) outs(%{{.+}} : tensor<1x16x5x5xf32>)
//       CHECK: linalg.generic {{.+}} ins(%[[PW]] : tensor<1x16x5x5xf32>) outs(%{{.+}} : tensor<1x16x5x5xf16>)
//       CHECK:   arith.truncf
func.func @separable(%x: tensor<1x8x10x10xf16>, %dw: tensor<8x3x3xf16>, %pw: tensor<16x8xf16>, %db: tensor<8xf16>, %init: tensor<1x16x5x5xf16>) -> tensor<1x16x5x5xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x8x10x10xf16>, tensor<8x3x3xf16>, tensor<16x8xf16>) depthwise_bias(%db : tensor<8xf16>) outs(%init : tensor<1x16x5x5xf16>) {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, mid_activation = #dwc<activation relu>} -> tensor<1x16x5x5xf16>
  return %0 : tensor<1x16x5x5xf16>
}

// -----

// Backward data: rotated filter, grad_output spread by the stride into a
// frame padded by (K-1)*d - pad, then a stride-1 correlation.
// CHECK-DAG: #[[ROT:.+]] = affine_map<(d0, d1, d2, d3) -> (-d2 + 2, -d3 + 2, d0 + d1)>
// CHECK-DAG: #[[SPREAD:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2 + d5, d3 + d6, d1 + d4)>
// CHECK-DAG: #[[RFLT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-LABEL: func.func @depthwise_backward_data
//  CHECK-SAME: (%[[DY:.+]]: tensor<?x4x4x8xf32>, %[[W:.+]]: tensor<3x3x8xf32>, %[[INIT:.+]]: tensor<?x8x8x8xf32>)
//       CHECK: %[[ROTATED:.+]] = linalg.generic {indexing_maps = [#[[ROT]], #{{.+}}]{{.+}} ins(%[[W]] : tensor<3x3x8xf32>) outs(%{{.+}} : tensor<8x1x3x3xf32>)
//       CHECK: %[[FRAME:.+]] = linalg.fill {{.+}} -> tensor<?x10x10x8xf32>
//       CHECK: %[[SPREADV:.+]] = tensor.insert_slice %[[DY]] into %[[FRAME]][0, 1, 1, 0] [%{{.+}}, 4, 4, 8] [1, 2, 2, 1]
//       CHECK: linalg.generic {indexing_maps = [#[[SPREAD]], #[[RFLT]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
//  CHECK-SAME: ins(%[[SPREADV]], %[[ROTATED]] :
func.func @depthwise_backward_data(%dy: tensor<?x4x4x8xf32>, %w: tensor<3x3x8xf32>, %init: tensor<?x8x8x8xf32>) -> tensor<?x8x8x8xf32> {
  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : tensor<?x4x4x8xf32>, tensor<3x3x8xf32>) outs(%init : tensor<?x8x8x8xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>} -> tensor<?x8x8x8xf32>
  return %0 : tensor<?x8x8x8xf32>
}

// -----

// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0 floordiv 2, d4 * 2 + d1, d5 * 2 + d2)>
// CHECK-DAG: #[[DY:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @depthwise_backward_filter
//       CHECK: tensor.pad
//       CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[DY]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
func.func @depthwise_backward_filter(%x: tensor<4x8x10x10xf32>, %dy: tensor<4x16x5x5xf32>, %init: tensor<16x3x3xf32>) -> tensor<16x3x3xf32> {
  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : tensor<4x8x10x10xf32>, tensor<4x16x5x5xf32>) outs(%init : tensor<16x3x3xf32>) {strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>} -> tensor<16x3x3xf32>
  return %0 : tensor<16x3x3xf32>
}

// -----

// CHECK-DAG: #[[DY:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
// CHECK-DAG: #[[FLT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d4)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>
// CHECK-LABEL: func.func @pointwise_backward_data
//       CHECK: linalg.generic {indexing_maps = [#[[DY]], #[[FLT]], #[[OUT]]]
func.func @pointwise_backward_data(%dy: tensor<2x7x7x32xf32>, %w: tensor<16x32xf32>, %init: tensor<2x7x7x16xf32>) -> tensor<2x7x7x16xf32> {
  %0 = dwc.pointwise_conv2d_backward_data ins(%dy, %w : tensor<2x7x7x32xf32>, tensor<16x32xf32>) outs(%init : tensor<2x7x7x16xf32>) {layout = #dwc<layout nhwc>} -> tensor<2x7x7x16xf32>
  return %0 : tensor<2x7x7x16xf32>
}

// -----

// CHECK-DAG: #[[DY:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d2, d0, d3, d4)>
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d2, d1, d3, d4)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
// CHECK-LABEL: func.func @pointwise_backward_filter
//       CHECK: linalg.generic {indexing_maps = [#[[DY]], #[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
func.func @pointwise_backward_filter(%x: tensor<2x16x7x7xf32>, %dy: tensor<2x32x7x7xf32>, %init: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x16x7x7xf32>, tensor<2x32x7x7xf32>) outs(%init : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// Partial sums: the whole sum goes into the first partition, the others
// stay zero (the GPU kernel's partitions split it; any split sums to the
// same gradient).
// CHECK-LABEL: func.func @pointwise_backward_filter_partials
//       CHECK: %[[SUM:.+]] = linalg.generic
//       CHECK: } -> tensor<16x32xf32>
//       CHECK: %[[ZEROS:.+]] = linalg.fill {{.+}} -> tensor<3x16x32xf32>
//       CHECK: tensor.insert_slice %[[SUM]] into %[[ZEROS]][0, 0, 0] [1, 16, 32] [1, 1, 1] : tensor<16x32xf32> into tensor<3x16x32xf32>
func.func @pointwise_backward_filter_partials(%x: tensor<2x7x7x16xf16>, %dy: tensor<2x7x7x32xf16>, %init: tensor<3x16x32xf32>) -> tensor<3x16x32xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x7x7x16xf16>, tensor<2x7x7x32xf16>) outs(%init : tensor<3x16x32xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 32, block_k = 16, warps_m = 1, warps_n = 2, vector_width = 8, instruction = mma, partitions = 3>} -> tensor<3x16x32xf32>
  return %0 : tensor<3x16x32xf32>
}
