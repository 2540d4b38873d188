// Malformed and invalid input give a diagnostic and a non-zero exit code.
// RUN: not dwc-opt %s 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: not dwc-opt %s --dwc-lower-to-linalg 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: echo 'func.func @f( {' | not dwc-opt 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not dwc-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=OPTION

// INVALID: error: 'dwc.depthwise_conv2d' op expected 'init' height 8 (from 'input' height 10, kernel 3, stride 1, dilation 1, padding 0+0), got 10
// SYNTAX: error:
// OPTION: Unknown command line argument '--no-such-pass'
func.func @f(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  return %0 : tensor<1x8x10x10xf32>
}
