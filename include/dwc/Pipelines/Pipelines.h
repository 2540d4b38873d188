//===- Pipelines.h - dwc pass pipelines -------------------------*- C++ -*-===//

#ifndef DWC_PIPELINES_PIPELINES_H
#define DWC_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::dwc {

/// Lowers dwc ops through the linalg reference lowering, bufferization and
/// loops to the LLVM dialect, for execution on the host (mlir-runner).
void buildCPUReferencePipeline(OpPassManager &pm);

struct GPUPipelineOptions : public PassPipelineOptions<GPUPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target GPU architecture (sm_90, sm_80)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<int64_t> smCount{
      *this, "sm-count",
      llvm::cl::desc("Multiprocessor count; 0 takes the chip's usual count"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> columnReuse{
      *this, "column-reuse",
      llvm::cl::desc("auto, 'shared' to stage NCHW input tiles in "
                     "workgroup memory wherever they fit, or 'mma' or "
                     "'batch_mma' for a tensor-core schedule wherever it "
                     "applies"),
      llvm::cl::init("auto")};
  PassOptions::Option<bool> programmaticLaunch{
      *this, "programmatic-launch",
      llvm::cl::desc("Build kernels that may start while the previous work "
                     "on the stream drains (programmatic dependent launch; "
                     "sm_90 only, ignored for older chips)"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> prefetchL2{
      *this, "prefetch-l2",
      llvm::cl::desc("auto (small grids), on or off: with programmatic "
                     "launch, kernels prefetch the buffers they only read "
                     "into L2 before they wait"),
      llvm::cl::init("auto")};
};

/// The textual pass pipeline from dwc ops on tensors to a module whose
/// kernels are PTX in `gpu.binary` ops, launched by `gpu.launch_func`.
std::string getGPUPipeline(const GPUPipelineOptions &options);

/// Adds the GPU pipeline to `pm` (anchored on the module).
void buildGPUPipeline(OpPassManager &pm, const GPUPipelineOptions &options);

/// Registers the named pipelines with the pass registry (dwc-opt).
void registerDWCPipelines();

} // namespace mlir::dwc

#endif // DWC_PIPELINES_PIPELINES_H
