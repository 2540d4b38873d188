// RUN: rm -rf %t && dwc-compile %s -o %t -v 2>&1 | FileCheck %s --check-prefix=LOG
// RUN: FileCheck %s --input-file=%t/manifest.json
// RUN: FileCheck %s --input-file=%t/layer_dw0_kernel.ptx --check-prefix=PTX
// RUN: dwc-compile --print-pipeline --chip=sm_80 | FileCheck %s --check-prefix=PIPELINE
// RUN: rm -rf %t.serial && dwc-compile %s -o %t.serial --programmatic-launch=0
// RUN: FileCheck %s --input-file=%t.serial/manifest.json --check-prefix=SERIAL
// RUN: not dwc-compile %S/Inputs/unsupported.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=NOT-YET
// RUN: not dwc-compile %s 2>&1 | FileCheck %s --check-prefix=NO-OUTPUT
// RUN: not dwc-compile %s -o %t.bad --prefetch-l2=some 2>&1 | FileCheck %s --check-prefix=BAD-PREFETCH
// RUN: not dwc-compile %s -o %t.bad --column-reuse=tiles 2>&1 | FileCheck %s --check-prefix=BAD-REUSE

// LOG: dwc-compile: layer_dw0_kernel: grid 7x32x2, block 256, {{[0-9]+}} bytes of PTX
// LOG: dwc-compile: layer_dw1_kernel: grid 2x1x1, block 120,

// One kernel per dwc op, named after its function.
// CHECK: "chip": "sm_90"
// CHECK: "format": "dwc-bundle-1"
// CHECK: "activation": "relu6"
// Arguments in launch order, each with its role.
// CHECK: "role": "filter"
// CHECK: "role": "bias"
// CHECK: "role": "input"
// CHECK: "access": "write"
// CHECK-NEXT: "dtype": "f32"
// CHECK-NEXT: "role": "output"
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK: "column_reuse": "shuffle"
// CHECK: "prefetch_depth": 1
// CHECK: "stage_in_place": false
// CHECK: "stage_output": false
// CHECK: "unroll_rows": true
// CHECK: "dynamic_shared_memory": 0
// CHECK: "entry": "layer_dw0_kernel"
// CHECK: "grid": [
// CHECK-NEXT: 7,
// CHECK-NEXT: 32,
// CHECK-NEXT: 2
// CHECK: "layout": "nchw"
// CHECK: "name": "layer_dw0"
// CHECK: "padding": [
// The kernel waits for the grids before it, so it may start early.
// CHECK: "programmatic_launch": true,
// CHECK: "ptx": "layer_dw0_kernel.ptx"
// CHECK: "column_reuse": "window"
// CHECK: "name": "layer_dw1"
// Every tensor of the layer by role, whether or not the kernel takes it: the
// windows of @padding_only cover only padding, so its kernel reads no input.
// CHECK: "args": [
// CHECK-NOT: "role": "input"
// CHECK: "name": "padding_only_dw0"
// CHECK-NEXT: "op": "depthwise_conv2d",
// CHECK-NEXT: "operands": {
// CHECK-NEXT: "filter": {
// CHECK: "input": {
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "shape": [
// CHECK-NEXT: 5,
// CHECK-NEXT: 18,
// CHECK: "output": {

// PTX: .target sm_90
// PTX: .visible .entry layer_dw0_kernel(
// PIPELINE: builtin.module(dwc-check-gpu-input,dwc-erase-empty,dwc-configure-separable{chip=sm_80 fusion=auto sm-count=0},dwc-split-separable,dwc-configure-backward-data{chip=sm_80 sm-count=0 strategy=auto},dwc-decompose-backward-data,dwc-decompose-pointwise-backward-data,dwc-configure-backward-filter{chip=sm_80 partitions=0 sm-count=0},dwc-split-backward-filter,dwc-configure-depthwise{chip=sm_80 column-reuse=auto sm-count=0},dwc-configure-pointwise{chip=sm_80 sm-count=0},dwc-tile-depthwise,dwc-tile-pointwise,dwc-tile-separable,dwc-tile-backward-data,dwc-tile-backward-filter,dwc-tile-reduce-partials,dwc-unroll-row-reuse,dwc-coalesce-depthwise,dwc-approximate-math,one-shot-bufferize{
// PIPELINE-NOT: dwc-programmatic-launch
// SERIAL: "programmatic_launch": false,
// NOT-YET: error: 'dwc.pointwise_conv2d_backward_filter' op has no GPU schedule: its shapes are dynamic
// NO-OUTPUT: dwc-compile: missing -o <bundle directory>
// The passes check their options before they see the IR.
// BAD-PREFETCH: error: unknown prefetch-l2 'some' (expected auto, on or off)
// BAD-PREFETCH-NOT: note
// BAD-REUSE: error: unknown column-reuse 'tiles' (expected auto, shared, mma, batch_mma, rolled_window or diagonal)
// BAD-REUSE-NOT: note
func.func @layer(%x: tensor<2x32x112x112xf32>, %w: tensor<32x3x3xf32>, %b: tensor<32xf32>, %init: tensor<2x32x112x112xf32>, %y: tensor<1x7x7x120xf16>, %v: tensor<5x5x120xf16>, %o: tensor<1x4x4x120xf16>) -> (tensor<2x32x112x112xf32>, tensor<1x4x4x120xf16>) {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x32x112x112xf32>, tensor<32x3x3xf32>) bias(%b : tensor<32xf32>) outs(%init : tensor<2x32x112x112xf32>) {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>} -> tensor<2x32x112x112xf32>
  %1 = dwc.depthwise_conv2d ins(%y, %v : tensor<1x7x7x120xf16>, tensor<5x5x120xf16>) outs(%o : tensor<1x4x4x120xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} -> tensor<1x4x4x120xf16>
  return %0, %1 : tensor<2x32x112x112xf32>, tensor<1x4x4x120xf16>
}
func.func @padding_only(%x: tensor<5x18x1x59xf32>, %w: tensor<3x3x59xf32>, %init: tensor<5x10x1x59xf32>) -> tensor<5x10x1x59xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<5x18x1x59xf32>, tensor<3x3x59xf32>) outs(%init : tensor<5x10x1x59xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 2>, padding = array<i64: 2, 1, 3, 1>} -> tensor<5x10x1x59xf32>
  return %0 : tensor<5x10x1x59xf32>
}
