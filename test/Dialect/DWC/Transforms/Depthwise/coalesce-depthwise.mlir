// RUN: dwc-opt %s --split-input-file --dwc-coalesce-depthwise --allow-unregistered-dialect | FileCheck %s

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

// -----

// A row write under a uniform mask (a broadcast i1) becomes predicated stores
// of the same aligned widths, with no branch: 16 bytes as one st.global.v4,
// a 4-byte f16 pair as one 32-bit word, a lone f16 as 16 bits, and 7 f32
// (28 bytes, 4-byte aligned) as seven 32-bit stores.
// CHECK-LABEL: func.func @predicated_rows
//  CHECK-SAME: (%[[OUT:.+]]: memref<2x16xf32>, %[[HALF:.+]]: memref<4x8xf16>, %[[WIDE:.+]]: memref<7x7xf32>, %[[ROW:.+]]: index, %[[COL:.+]]: index, %[[VALID:.+]]: i1,
//   CHECK-NOT: scf.if
//       CHECK: %[[C16:.+]] = arith.constant 16 : index
//       CHECK: %[[ROWOFF:.+]] = arith.muli %[[ROW]], %[[C16]]
//       CHECK: %[[BASE:.+]] = memref.extract_aligned_pointer_as_index %[[OUT]]
//       CHECK: %[[C4:.+]] = arith.constant 4 : index
//       CHECK: %[[BYTES:.+]] = arith.muli %{{.+}}, %[[C4]]
//       CHECK: %[[ADDR:.+]] = arith.addi %[[BASE]], %[[BYTES]]
//       CHECK: %[[ADDR64:.+]] = arith.index_cast %[[ADDR]] : index to i64
//       CHECK: %[[PTR:.+]] = llvm.inttoptr %[[ADDR64]] : i64 to !llvm.ptr
//       CHECK: %[[GLOBAL:.+]] = llvm.addrspacecast %[[PTR]] : !llvm.ptr to !llvm.ptr<1>
//       CHECK: %[[WORDS:.+]] = vector.bitcast %{{.+}} : vector<4xf32> to vector<4xi32>
//       CHECK: nvvm.inline_ptx "{ .reg .pred p; mov.pred p, $5; @p st.global.v4.b32 [$0], {$1, $2, $3, $4}; }" ro(%[[GLOBAL]], %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[VALID]] : !llvm.ptr<1>, i32, i32, i32, i32, i1)
//       CHECK: vector.bitcast %{{.+}} : vector<2xf16> to vector<1xi32>
//       CHECK: nvvm.inline_ptx "{ .reg .pred p; mov.pred p, $2; @p st.global.b32 [$0], $1; }" ro(%{{.+}}, %{{.+}}, %[[VALID]] : !llvm.ptr<1>, i32, i1)
//       CHECK: vector.bitcast %{{.+}} : vector<1xf16> to vector<1xi16>
//       CHECK: nvvm.inline_ptx "{ .reg .pred p; mov.pred p, $2; @p st.global.b16 [$0], $1; }" ro(%{{.+}}, %{{.+}}, %[[VALID]] : !llvm.ptr<1>, i16, i1)
//       CHECK: vector.bitcast %{{.+}} : vector<7xf32> to vector<7xi32>
//       CHECK: nvvm.inline_ptx "{ .reg .pred p; mov.pred p, $2; @p st.global.b32 [$0], $1; }"
// CHECK-COUNT-6: llvm.getelementptr %{{.+}}[{{[0-9]+}}] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
//   CHECK-NOT: vector.transfer_write
func.func @predicated_rows(%out: memref<2x16xf32>, %half: memref<4x8xf16>, %wide: memref<7x7xf32>, %row: index, %col: index, %valid: i1, %v4: vector<4xf32>, %h2: vector<2xf16>, %h1: vector<1xf16>, %v7: vector<7xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m4 = vector.broadcast %valid : i1 to vector<4xi1>
    vector.transfer_write %v4, %out[%row, %col], %m4 {in_bounds = [true]} : vector<4xf32>, memref<2x16xf32>
    %m2 = vector.broadcast %valid : i1 to vector<2xi1>
    vector.transfer_write %h2, %half[%row, %col], %m2 {in_bounds = [true]} : vector<2xf16>, memref<4x8xf16>
    %m1 = vector.broadcast %valid : i1 to vector<1xi1>
    vector.transfer_write %h1, %half[%row, %col], %m1 {in_bounds = [true]} : vector<1xf16>, memref<4x8xf16>
    %m7 = vector.broadcast %valid : i1 to vector<7xi1>
    vector.transfer_write %v7, %wide[%row, %c0], %m7 {in_bounds = [true]} : vector<7xf32>, memref<7x7xf32>
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// A row read under a uniform mask (a window position that may lie in the
// padding) becomes predicated loads of the same aligned widths, each into
// registers that hold the padding where the predicate is false: no select
// waits on the loaded value. 16 bytes load as one ld.global.v4, 8 bytes of
// bf16 as a v2 of 32-bit words, a lone f16 as 16 bits.
// CHECK-LABEL: func.func @predicated_reads
//  CHECK-SAME: (%[[IN:.+]]: memref<2x16xf32>, %[[HALF:.+]]: memref<4x8xbf16>, %[[F16:.+]]: memref<4x8xf16>, %[[ROW:.+]]: index, %[[COL:.+]]: index, %[[VALID:.+]]: i1)
//   CHECK-NOT: arith.select
//       CHECK: %[[BASE:.+]] = memref.extract_aligned_pointer_as_index %[[IN]]
//       CHECK: %[[GLOBAL:.+]] = llvm.addrspacecast %{{.+}} : !llvm.ptr to !llvm.ptr<1>
//       CHECK: %[[PAD:.+]] = vector.bitcast %{{.+}} : vector<4xf32> to vector<4xi32>
//       CHECK: %[[P0:.+]] = vector.extract %[[PAD]][0] : i32 from vector<4xi32>
//       CHECK: %[[LOAD:.+]] = llvm.inline_asm asm_dialect = att "{ .reg .pred p; mov.pred p, $5; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,b,0,1,2,3" %[[GLOBAL]], %[[VALID]], %[[P0]], %{{.+}}, %{{.+}}, %{{.+}} : (!llvm.ptr<1>, i1, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
//       CHECK: llvm.extractvalue %[[LOAD]][3]
//       CHECK: %[[WORDS:.+]] = vector.from_elements %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<4xi32>
//       CHECK: vector.bitcast %[[WORDS]] : vector<4xi32> to vector<4xf32>
//       CHECK: llvm.inline_asm asm_dialect = att "{ .reg .pred p; mov.pred p, $3; @p ld.global.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,b,0,1"
//       CHECK: vector.bitcast %{{.+}} : vector<2xi32> to vector<4xbf16>
//       CHECK: llvm.inline_asm asm_dialect = att "{ .reg .pred p; mov.pred p, $2; @p ld.global.b16 $0, [$1]; }", "=h,l,b,0"
//       CHECK: vector.bitcast %{{.+}} : vector<1xi16> to vector<1xf16>
//   CHECK-NOT: vector.transfer_read
func.func @predicated_reads(%in: memref<2x16xf32>, %half: memref<4x8xbf16>, %f16: memref<4x8xf16>, %row: index, %col: index, %valid: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %bpad = arith.constant 0.0 : bf16
  %hpad = arith.constant 0.0 : f16
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m4 = vector.broadcast %valid : i1 to vector<4xi1>
    %v4 = vector.transfer_read %in[%row, %col], %pad, %m4 {in_bounds = [true]} : memref<2x16xf32>, vector<4xf32>
    %b4 = vector.transfer_read %half[%row, %col], %bpad, %m4 {in_bounds = [true]} : memref<4x8xbf16>, vector<4xbf16>
    %m1 = vector.broadcast %valid : i1 to vector<1xi1>
    %h1 = vector.transfer_read %f16[%row, %col], %hpad, %m1 {in_bounds = [true]} : memref<4x8xf16>, vector<1xf16>
    "test.use"(%v4, %b4, %h1) : (vector<4xf32>, vector<4xbf16>, vector<1xf16>) -> ()
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}

// -----

// A masked read that may leave the row (8 columns from a multiple of 8 in a
// row of 12) becomes predicated loads of vector_width = 4 elements, each on
// the mask and on lying inside the row: no clamped address, no select.
// CHECK-LABEL: func.func @predicated_read_past_row
//  CHECK-SAME: (%[[IN:.+]]: memref<2x12xf32>, %[[ROW:.+]]: index, %[[COL:.+]]: index, %[[VALID:.+]]: i1)
//   CHECK-NOT: arith.select
//       CHECK: %[[INSIDE0:.+]] = arith.cmpi slt, %{{.+}}, %{{.+}} : index
//       CHECK: %[[P0:.+]] = arith.andi %[[VALID]], %[[INSIDE0]]
//       CHECK: llvm.inline_asm asm_dialect = att "{ .reg .pred p; mov.pred p, $5; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,b,0,1,2,3" %{{.+}}, %[[P0]],
//       CHECK: vector.insert_strided_slice %{{.+}}, %{{.+}} {offsets = [0], strides = [1]} : vector<4xf32> into vector<8xf32>
//       CHECK: %[[INSIDE1:.+]] = arith.cmpi slt, %{{.+}}, %{{.+}}
//       CHECK: %[[P1:.+]] = arith.andi %[[VALID]], %[[INSIDE1]]
//       CHECK: %[[SECOND:.+]] = llvm.getelementptr %{{.+}}[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
//       CHECK: llvm.inline_asm asm_dialect = att "{ .reg .pred p; mov.pred p, $5; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,b,0,1,2,3" %[[SECOND]], %[[P1]],
//       CHECK: vector.insert_strided_slice %{{.+}}, %{{.+}} {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
//   CHECK-NOT: vector.transfer_read
func.func @predicated_read_past_row(%in: memref<2x12xf32>, %row: index, %col: index, %valid: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %m = vector.broadcast %valid : i1 to vector<8xi1>
    %v = vector.transfer_read %in[%row, %col], %pad, %m : memref<2x12xf32>, vector<8xf32>
    "test.use"(%v) : (vector<8xf32>) -> ()
    scf.reduce
  } {dwc.config = #dwc.depthwise_config<block_channels = 1, block_rows = 1, block_cols = 16, threads = 2, rows_per_thread = 1, cols_per_thread = 4, vector_width = 4, column_reuse = shuffle>}
  return
}
