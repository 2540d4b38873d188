// Inputs that once crashed dwc-compile or ptxas, each with its answer.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir %t
// RUN: dwc-compile %s -o %t/names
// RUN: FileCheck %s --input-file=%t/names/manifest.json --check-prefix=NAMES
// RUN: %ptxas -arch=sm_90 %t/names/a_b_dw0_kernel.ptx -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/names/a_b_dw1_kernel.ptx -o /dev/null
// RUN: %ptxas -arch=sm_90 %t/names/_9lives_dw0_kernel.ptx -o /dev/null
// RUN: not dwc-compile %S/Inputs/module-level.mlir -o %t/module 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: dwc-compile %S/Inputs/empty-batch.mlir -o %t/empty
// RUN: FileCheck %s --input-file=%t/empty/manifest.json --check-prefix=EMPTY
// RUN: dwc-compile %S/Inputs/huge-stride.mlir -o %t/stride -v 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: %ptxas -arch=sm_90 %t/stride/huge_stride_dw0_kernel.ptx -o /dev/null
// RUN: dwc-compile %S/Inputs/spilling-config.mlir -o %t/spill 2>&1 | FileCheck %s --check-prefix=SPILL

// Quoted symbols may hold characters no PTX entry may; kernels get
// identifiers of letters, digits and '_', still unique.
// NAMES-DAG: "entry": "a_b_dw0_kernel"
// NAMES-DAG: "entry": "a_b_dw1_kernel"
// NAMES-DAG: "entry": "_9lives_dw0_kernel"
// NAMES-DAG: "function": "a/b"
// NAMES-DAG: "function": "a b"
func.func @"a/b"(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
func.func @"a b"(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
func.func @"9lives"(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}

// MODULE: module-level.mlir:4:6: error: 'dwc.depthwise_conv2d' op must be inside a func.func to be compiled to GPU kernels

// A batch of 0 compiles to no kernel; its function still runs (and returns
// the empty tensor).
// EMPTY: "functions": [
// EMPTY: "name": "empty_batch",
// EMPTY: "results": [
// EMPTY-NEXT: "t0"
// EMPTY: "shape": [
// EMPTY-NEXT: 0,
// EMPTY: "kernels": []

// A stride of 2^62 compiles at once: no loop runs over the columns it skips.
// STRIDE: dwc-compile: huge_stride_dw0_kernel: grid 1x1x1

// A hand-written config that spills is compiled as written, with a warning.
// SPILL: warning: tight_dw0 spills {{[0-9]+}} bytes of registers to local memory (ptxas -v): its hand-written config holds more values per thread than the registers do
