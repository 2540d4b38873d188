//===- GPUPipeline.cpp - dwc ops to PTX -------------------------*- C++ -*-===//

#include "dwc/Pipelines/Pipelines.h"

#include "dwc/Dialect/DWC/Transforms/Heuristics.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// dwc's passes schedule and tile the convolutions, unroll the row loops by
/// their rotation period and replace the exponential by a polynomial (so no
/// kernel needs libdevice); the rest is upstream. Nothing canonicalizes before
/// convert-parallel-loops-to-gpu: it would merge the block and thread loops and
/// drop their mapping. Once canonicalization has folded the unrolled rows'
/// padding reads into zeros, the taps over them are dropped. Index
/// computations are sunk into the launch before
/// outlining (outlining would otherwise pass constants as kernel arguments);
/// workgroup buffers become aligned attributions of the outlined kernels, and
/// register limits their `nvvm.maxnreg`. On
/// sm_90 the kernels then wait for the grids before them at entry, so the
/// runtime may launch them early (programmatic dependent launch), and small
/// grids first prefetch their read-only buffers into L2. In
/// the GPU module, expand-strided-metadata turns the flat views of the `shared`
/// copy into casts the LLVM lowering knows; convert-nvgpu-to-nvvm lowers the
/// `mma` schedule's ldmatrix; convert-gpu-to-nvvm lowers the
/// vector memory accesses too, since it maps the workgroup address space
/// (convert-vector-to-llvm cannot) and keeps each access's `alignment`, so
/// aligned accesses become 128-bit `ld.global.v4` / `st.shared.v4`;
/// convert-nvvm-to-llvm turns the predicated row stores (nvvm.inline_ptx)
/// into inline assembly; convert-vector-to-llvm then lowers the vector ops
/// left (strided inserts), and convert-arith-to-llvm the constants that
/// creates.
std::string mlir::dwc::getGPUPipeline(const GPUPipelineOptions &options) {
  FailureOr<GPUTarget> target = GPUTarget::get(options.chip);
  bool programmaticLaunch = options.programmaticLaunch && succeeded(target) &&
                            target->hasGridDependencyControl;
  return llvm::formatv(
      "dwc-configure-depthwise{{chip={0} sm-count={1} column-reuse={2}},"
      "dwc-tile-depthwise,"
      "dwc-unroll-row-reuse,"
      "dwc-coalesce-depthwise,"
      "dwc-approximate-math,"
      "one-shot-bufferize{{bufferize-function-boundaries=1 "
      "function-boundary-type-conversion=identity-layout-map},"
      "convert-parallel-loops-to-gpu,"
      "canonicalize,cse,"
      "dwc-drop-padding-taps,"
      "gpu-launch-sink-index-computations,"
      "gpu-kernel-outlining,"
      "dwc-workgroup-attributions,"
      "dwc-apply-register-limits,"
      "lower-affine,"
      "convert-scf-to-cf,"
      "nvvm-attach-target{{chip={0} features=+ptx80 O=3},"
      "{3}"
      "gpu.module(expand-strided-metadata,convert-nvgpu-to-nvvm,"
      "convert-gpu-to-nvvm{{use-bare-ptr-memref-call-conv=1},"
      "convert-nvvm-to-llvm,convert-vector-to-llvm,convert-arith-to-llvm,"
      "canonicalize,cse,reconcile-unrealized-casts),"
      "gpu-module-to-binary{{format=isa}",
      options.chip, options.smCount, options.columnReuse,
      programmaticLaunch
          ? llvm::formatv("dwc-programmatic-launch{{chip={0} sm-count={1} "
                          "prefetch-l2={2}},",
                          options.chip, options.smCount, options.prefetchL2)
                .str()
          : std::string());
}

void mlir::dwc::buildGPUPipeline(OpPassManager &pm,
                                 const GPUPipelineOptions &options) {
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(getGPUPipeline(options), pm, errorStream)))
    llvm::report_fatal_error(llvm::Twine("invalid dwc GPU pipeline: ") + error);
}
