// RUN: dwc-opt %s --split-input-file --dwc-coalesce-depthwise --verify-diagnostics -o /dev/null

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

// -----

// A row store must stay inside the row: the tiling pass clamps nothing there.
func.func @store_past_row(%out: memref<2x10xf32>, %row: index, %col: index, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    // expected-error @+1 {{expected an in-bounds row store}}
    vector.transfer_write %v, %out[%row, %col] : vector<4xf32>, memref<2x10xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// A predicated store addresses the buffer itself: its strides must be known.
func.func @predicated_dynamic_strides(%out: memref<2x16xf32, strided<[?, 1]>>, %row: index, %col: index, %valid: i1, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m = vector.broadcast %valid : i1 to vector<4xi1>
    // expected-error @+1 {{expected a buffer with static strides for a predicated row access}}
    vector.transfer_write %v, %out[%row, %col], %m {in_bounds = [true]} : vector<4xf32>, memref<2x16xf32, strided<[?, 1]>>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// So must a predicated one.
func.func @predicated_past_row(%out: memref<2x10xf32>, %row: index, %col: index, %valid: i1, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m = vector.broadcast %valid : i1 to vector<4xi1>
    // expected-error @+1 {{expected an in-bounds row store}}
    vector.transfer_write %v, %out[%row, %col], %m : vector<4xf32>, memref<2x10xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// A predicated read addresses the buffer itself too.
func.func @predicated_read_dynamic_strides(%in: memref<2x16xf32, strided<[?, 1]>>, %row: index, %col: index, %valid: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m = vector.broadcast %valid : i1 to vector<4xi1>
    // expected-error @+1 {{expected a buffer with static strides for a predicated row access}}
    %v = vector.transfer_read %in[%row, %col], %pad, %m {in_bounds = [true]} : memref<2x16xf32, strided<[?, 1]>>, vector<4xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// A masked read that may leave the row is predicated in vector_width chunks,
// which must split the row.
func.func @predicated_read_past_row(%in: memref<2x10xf32>, %row: index, %col: index, %valid: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m = vector.broadcast %valid : i1 to vector<4xi1>
    // expected-error @+1 {{cannot be split into aligned chunks of 4 elements}}
    %v = vector.transfer_read %in[%row, %col], %pad, %m : memref<2x10xf32>, vector<4xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}
