// RUN: dwc-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Output channel o reads input channel o / M: tiles of a channel multiplier
// above 1 must keep every channel.
func.func @multiplier(%x: tensor<1x4x8x8xf32>, %w: tensor<8x3x3xf32>, %init: tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error @below {{'dwc.depthwise_conv2d' op with channel multiplier 2 cannot be tiled along channels}}
  // expected-error @below {{to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  // expected-note @below {{when applied to this op}}
  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x3x3xf32>) outs(%init : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to apply}}
    %tiled, %loop = transform.structured.tile_using_forall %op tile_sizes [1, 2, 3, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The ops' channel counts are static: a channel tile that leaves a partial
// tile (6 channels by 4) has a dynamic size.
func.func @partial_channel_tile(%x: tensor<1x6x8x8xf32>, %w: tensor<10x6xf32>, %init: tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32> {
  // expected-error @below {{'dwc.pointwise_conv2d' op cannot be tiled along channels by a dynamic size}}
  // expected-error @below {{to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  // expected-note @below {{when applied to this op}}
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x6x8x8xf32>, tensor<10x6xf32>) outs(%init : tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %0 : tensor<1x10x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to apply}}
    %tiled, %loop = transform.structured.tile_using_forall %op tile_sizes [0, 4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
