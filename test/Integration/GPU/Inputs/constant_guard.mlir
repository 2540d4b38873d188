// Layers whose predicated row stores LLVM proves always taken (blocks of one
// thread): before GuardedPtx.h their PTX read `@-1 st.global` (found by
// compiling random extreme layers).
func.func @one_lane_f16(%x: tensor<256x1x3x1xf16>, %w: tensor<1x9x1xf16>, %b: tensor<1xf16>, %init: tensor<256x1x1x1xf16>) -> tensor<256x1x1x1xf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<256x1x3x1xf16>, tensor<1x9x1xf16>) bias(%b : tensor<1xf16>) outs(%init : tensor<256x1x1x1xf16>) {strides = array<i64: 4, 3>, dilations = array<i64: 3, 1>, padding = array<i64: 5, 18, 0, 0>, activation = #dwc<activation relu6>} -> tensor<256x1x1x1xf16>
  return %0 : tensor<256x1x1x1xf16>
}
func.func @one_lane_bf16(%x: tensor<1x1x3x2xbf16>, %w: tensor<1x5x11xbf16>, %b: tensor<1xbf16>, %init: tensor<1x1x1x2xbf16>) -> tensor<1x1x1x2xbf16> {
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x1x3x2xbf16>, tensor<1x5x11xbf16>) bias(%b : tensor<1xbf16>) outs(%init : tensor<1x1x1x2xbf16>) {strides = array<i64: 2, 5>, padding = array<i64: 2, 1, 9, 7>, activation = #dwc<activation relu>} -> tensor<1x1x1x2xbf16>
  return %0 : tensor<1x1x1x2xbf16>
}
