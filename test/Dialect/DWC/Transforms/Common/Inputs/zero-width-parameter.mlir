// A hand-written kernel with a zero-width parameter (found by the IR fuzzer:
// the NVPTX backend stopped with a fatal error on it).
gpu.module @zero_width {
  llvm.func @kernel(%p: i0, %a: !llvm.ptr<1>) {
    llvm.return
  }
}
