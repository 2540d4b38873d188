// RUN: dwc-opt %s --dwc-coalesce-depthwise --verify-diagnostics -o /dev/null

// The schedule's vector width must split the row.
func.func @bad_width(%in: memref<2x10xf32>, %row: index, %col: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    // expected-error @+1 {{cannot be split into aligned chunks of 4 elements}}
    %v = vector.transfer_read %in[%row, %col], %pad : memref<2x10xf32>, vector<8xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}
