// A hand-written kernel whose PTX names an operand it does not have: the GPU
// pipeline reports it before the NVPTX backend (which aborts on it) runs.
module attributes {gpu.container_module} {
  func.func @store(%out: memref<32xi32>, %v: i32) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@store blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xi32>, %v : i32)
    return
  }
  gpu.module @kernels {
    gpu.func @store(%out: memref<32xi32>, %v: i32) kernel {
      %base = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
      %address = arith.index_cast %base : index to i64
      %pointer = llvm.inttoptr %address : i64 to !llvm.ptr<1>
      nvvm.inline_ptx "st.global.b32 [$0], $7;" ro(%pointer, %v : !llvm.ptr<1>, i32)
      gpu.return
    }
  }
}
