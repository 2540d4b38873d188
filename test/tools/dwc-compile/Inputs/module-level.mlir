// A dwc op outside any function (dwc-compile once crashed on it).
%x = tensor.empty() : tensor<1x8x10x10xf32>
%w = tensor.empty() : tensor<8x3x3xf32>
%0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%x : tensor<1x8x10x10xf32>) {padding = array<i64: 1, 1, 1, 1>} -> tensor<1x8x10x10xf32>
