// Bundles for tuning: --tune-candidates adds, beside each layer's kernel,
// kernels of its next-ranked schedules (in no function of the manifest;
// `candidate_of` names the layer's kernel), and every kernel carries its
// layer's signature and config; --tuning-db gives a layer found in the
// database its measured schedule (`tuned`) and it gets no candidates.
// RUN: rm -rf %t && dwc-compile %s -o %t/candidates --tune-candidates=2
// RUN: FileCheck %s --input-file=%t/candidates/manifest.json --check-prefix=CANDIDATES
// RUN: dwc-compile %s -o %t/tuned --tune-candidates=2 --tuning-db=%S/../../Dialect/DWC/Transforms/Common/Inputs/tuning-db.json
// RUN: FileCheck %s --input-file=%t/tuned/manifest.json --check-prefix=TUNED
// RUN: not dwc-compile %s -o %t/bad --tuning-db=%S/../../Dialect/DWC/Transforms/Common/Inputs/tuning-db-duplicate.json 2>&1 | FileCheck %s --check-prefix=BAD

// CANDIDATES: "config_attr": "#dwc.depthwise_config<block_channels = 3,
// CANDIDATES: "function": "layer",
// CANDIDATES: "name": "layer_dw0",
// CANDIDATES: "signature": "dwc.depthwise_conv2d(tensor<2x8x10x10xf32>, tensor<8x3x3xf32>, tensor<2x8x10x10xf32>) {activation = #dwc<activation none>, dilations = array<i64: 1, 1>, layout = #dwc<layout nchw>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>}",
// CANDIDATES: "tuned": false
// CANDIDATES: "candidate_of": "layer_dw0",
// CANDIDATES: "config_attr": "#dwc.depthwise_config<block_channels = 8,
// CANDIDATES-NOT: "function"
// CANDIDATES: "name": "layer_dw0_c1",
// The rolled window, ranked last, measured too.
// CANDIDATES: "candidate_of": "layer_dw0",
// CANDIDATES: "config_attr": "#dwc.depthwise_config<{{.*}}column_reuse = rolled_window
// CANDIDATES: "name": "layer_dw0_c2",
// CANDIDATES-NOT: "candidate_of"
// TUNED: "config_attr": "#dwc.depthwise_config<block_channels = 8, block_rows = 10, block_cols = 12, threads = 240, rows_per_thread = 1, cols_per_thread = 4, vector_width = 1, column_reuse = window>",
// TUNED: "name": "layer_dw0",
// TUNED: "tuned": true
// TUNED-NOT: "candidate_of"
// BAD: error: tuning database '{{.*}}tuning-db-duplicate.json': entry 1: a second entry for the same chip and signature
func.func @layer(%x: tensor<2x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<2x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<2x8x10x10xf32>
  return %0 : tensor<2x8x10x10xf32>
}
