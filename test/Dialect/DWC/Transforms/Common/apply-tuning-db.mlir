// RUN: dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db.json | FileCheck %s
// RUN: dwc-opt %s --dwc-apply-tuning-db="path=%S/Inputs/tuning-db.json chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db.json -debug-only=dwc-apply-tuning-db -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-bad-version.json 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-bad-entry.json 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-duplicate.json 2>&1 | FileCheck %s --check-prefix=DUPLICATE
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-not-json.txt 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/no-such-db.json 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-unparsable.json 2>&1 | FileCheck %s --check-prefix=UNPARSABLE
// RUN: not dwc-opt %s --dwc-apply-tuning-db=path=%S/Inputs/tuning-db-misfit.json 2>&1 | FileCheck %s --check-prefix=MISFIT

// The layer of the database gets the chip's measured schedule, marked
// dwc.tuned; a layer without an entry (another batch) is left to the
// configure passes.
// CHECK-LABEL: func.func @layers
//       CHECK: dwc.depthwise_conv2d {{.*}} {config = #dwc.depthwise_config<block_channels = 8, block_rows = 10, block_cols = 12, threads = 240, rows_per_thread = 1, cols_per_thread = 4, vector_width = 1, column_reuse = window>, dwc.tuned, padding = array<i64: 1, 1, 1, 1>}
//   CHECK-NOT: dwc.tuned
//       CHECK: return
// SM80: max_registers = 128>, dwc.tuned
// DEBUG: [dwc-apply-tuning-db] dwc.depthwise_conv2d(tensor<2x8x10x10xf32>, tensor<8x3x3xf32>, tensor<2x8x10x10xf32>) {activation = #dwc<activation none>, dilations = array<i64: 1, 1>, layout = #dwc<layout nchw>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>}: #dwc.depthwise_config<{{.*}}> (3.50 us measured)
// DEBUG-NOT: [dwc-apply-tuning-db]
// VERSION: error: tuning database '{{.*}}tuning-db-bad-version.json': expected 'version' 1
// ENTRY: error: tuning database '{{.*}}': entry 0: expected a positive number 'micros'
// DUPLICATE: error: tuning database '{{.*}}': entry 1: a second entry for the same chip and signature
// JSON: error: tuning database '{{.*}}tuning-db-not-json.txt': not JSON: [1:1, byte=1]: Invalid JSON value (number?)
// MISSING: error: cannot read the tuning database '{{.*}}no-such-db.json': No such file or directory
// UNPARSABLE: error: struct is missing required parameter: block_rows
// UNPARSABLE: error: 'dwc.depthwise_conv2d' op has a tuning database entry ('{{.*}}') whose config does not parse: #dwc.depthwise_config<block_channels = 8>
// MISFIT: error: 'dwc.depthwise_conv2d' op 'mma' column reuse needs f16 or bf16 elements (tensor-core operands), got 'f32'
// MISFIT: error: 'dwc.depthwise_conv2d' op cannot take the config of its tuning database entry ('{{.*}}tuning-db-misfit.json')
func.func @layers(%x: tensor<2x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<2x8x10x10xf32>, %y: tensor<1x8x10x10xf32>) -> (tensor<2x8x10x10xf32>, tensor<1x8x10x10xf32>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<2x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<2x8x10x10xf32>
  %1 = dwc.depthwise_conv2d ins(%y, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%y : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0, %1 : tensor<2x8x10x10xf32>, tensor<1x8x10x10xf32>
}
