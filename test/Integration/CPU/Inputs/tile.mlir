// Transform sequences for tiled.test: dwc ops tiled through their
// TilingInterface by upstream's scf.for tiling. Tile sizes follow the
// output's layout; they leave partial tiles at the spatial borders.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @depthwise_nchw(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:4 = transform.structured.tile_using_for %op tile_sizes [1, 2, 3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @depthwise_nhwc(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:4 = transform.structured.tile_using_for %op tile_sizes [1, 3, 4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  // Channel multipliers above 1 keep every channel in each tile.
  transform.named_sequence @depthwise_spatial(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.depthwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %op tile_sizes [1, 0, 2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @pointwise_nchw(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:4 = transform.structured.tile_using_for %op tile_sizes [1, 5, 3, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @pointwise_nhwc(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:4 = transform.structured.tile_using_for %op tile_sizes [1, 3, 3, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  // Tile-and-fuse: each pointwise tile computes the depthwise tile it reads.
  transform.named_sequence @fuse_nchw(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:3 = transform.structured.fuse %op tile_sizes [1, 0, 3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @fuse_nhwc(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["dwc.pointwise_conv2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:3 = transform.structured.fuse %op tile_sizes [1, 3, 4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
