// RUN: dwc-opt %s --split-input-file --dwc-coalesce-depthwise | FileCheck %s

// A row read that may leave the row (16 columns, 8 read from a multiple of 8)
// becomes two aligned 128-bit loads of vector_width = 4 elements; a chunk
// outside the row loads column 0 and is replaced by zeros, with no branch.
// In-bounds reads and writes become aligned vector.load / vector.store.
// CHECK-LABEL: func.func @row_accesses
//  CHECK-SAME: (%[[IN:.+]]: memref<2x16xf32>, %[[OUT:.+]]: memref<2x16xf32>, %[[ROW:.+]]: index, %[[COL:.+]]: index)
//       CHECK: %[[C16:.+]] = arith.constant 16 : index
//       CHECK: %[[C0:.+]] = arith.constant 0 : index
//       CHECK: %[[INSIDE0:.+]] = arith.cmpi slt, %[[COL]], %[[C16]]
//       CHECK: %[[COL0:.+]] = arith.select %[[INSIDE0]], %[[COL]], %[[C0]]
//       CHECK: %[[LOAD0:.+]] = vector.load %[[IN]][%[[ROW]], %[[COL0]]] {alignment = 16 : i64} : memref<2x16xf32>, vector<4xf32>
//       CHECK: %[[CHUNK0:.+]] = arith.select %[[INSIDE0]], %[[LOAD0]], %{{.+}} : vector<4xf32>
//       CHECK: vector.insert_strided_slice %[[CHUNK0]], %{{.+}} {offsets = [0], strides = [1]} : vector<4xf32> into vector<8xf32>
//       CHECK: %[[C4:.+]] = arith.constant 4 : index
//       CHECK: %[[NEXT:.+]] = arith.addi %[[COL]], %[[C4]]
//       CHECK: %[[INSIDE1:.+]] = arith.cmpi slt, %[[NEXT]], %[[C16]]
//       CHECK: vector.load %[[IN]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<2x16xf32>, vector<4xf32>
//       CHECK: vector.insert_strided_slice %{{.+}}, %{{.+}} {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
//       CHECK: vector.load %[[IN]][%[[ROW]], %[[COL]]] {alignment = 8 : i64} : memref<2x16xf32>, vector<2xf32>
//       CHECK: vector.store %{{.+}}, %[[OUT]][%[[ROW]], %[[COL]]] {alignment = 16 : i64} : memref<2x16xf32>, vector<4xf32>
//   CHECK-NOT: vector.transfer_
//   CHECK-NOT: dwc.config
func.func @row_accesses(%in: memref<2x16xf32>, %out: memref<2x16xf32>, %row: index, %col: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %v = vector.transfer_read %in[%row, %col], %pad : memref<2x16xf32>, vector<8xf32>
    %s = vector.transfer_read %in[%row, %col], %pad {in_bounds = [true]} : memref<2x16xf32>, vector<2xf32>
    %w = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
    vector.transfer_write %w, %out[%row, %col] {in_bounds = [true]} : vector<4xf32>, memref<2x16xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// Accesses outside dwc loop nests are left alone.
// CHECK-LABEL: func.func @untouched
//       CHECK: vector.transfer_read
func.func @untouched(%in: memref<16xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %in[%i], %pad : memref<16xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
