//===- Pipelines.h - dwc pass pipelines -------------------------*- C++ -*-===//

#ifndef DWC_PIPELINES_PIPELINES_H
#define DWC_PIPELINES_PIPELINES_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::dwc {

/// Lowers dwc ops through the linalg reference lowering, bufferization and
/// loops to the LLVM dialect, for execution on the host (mlir-runner); the
/// linalg, tensor, arith and TOSA ops around them (a raised network's other
/// layers) lower through upstream. The passes are created directly: none
/// need be registered.
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
                     "workgroup memory wherever they fit, 'mma' or "
                     "'batch_mma' for a tensor-core schedule wherever it "
                     "applies, 'rolled_window' (any layer) or 'diagonal' "
                     "(NHWC 16-bit)"),
      llvm::cl::init("auto")};
  PassOptions::Option<std::string> fusion{
      *this, "fusion",
      llvm::cl::desc("How separable convolutions run: auto (the model of "
                     "dwc-configure-separable), 'fused' wherever the fused "
                     "kernel can run one, or 'split' into two kernels"),
      llvm::cl::init("auto")};
  PassOptions::Option<std::string> dataGradient{
      *this, "data-gradient",
      llvm::cl::desc("How depthwise data gradients run: auto (the forward "
                     "kernels wherever they compute one, else the gather "
                     "kernel) or 'gather' for all"),
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
  PassOptions::Option<std::string> tuningDb{
      *this, "tuning-db",
      llvm::cl::desc("A tuning database (JSON, `python -m dwc.tune`): its "
                     "layers get their measured schedules, the others the "
                     "cost model's"),
      llvm::cl::init("")};
  PassOptions::Option<int64_t> tuneCandidates{
      *this, "tune-candidates",
      llvm::cl::desc("Bundles only: besides each layer's kernel, up to this "
                     "many kernels of its next-ranked schedules, for "
                     "`python -m dwc.tune` to measure"),
      llvm::cl::init(0)};
};

/// The GPU pipeline's schedule choosers, dwc-configure-depthwise and
/// dwc-configure-pointwise, with `options`' target and schedule choice.
std::unique_ptr<Pass>
createConfigureDepthwisePass(const GPUPipelineOptions &options);
std::unique_ptr<Pass>
createConfigurePointwisePass(const GPUPipelineOptions &options);
/// dwc-apply-tuning-db with `options`' database and chip.
std::unique_ptr<Pass>
createApplyTuningDatabasePass(const GPUPipelineOptions &options);
/// dwc-configure-separable with `options`' target and fusion choice.
std::unique_ptr<Pass>
createConfigureSeparablePass(const GPUPipelineOptions &options);
/// dwc-configure-backward-data with `options`' target and data gradient
/// strategy.
std::unique_ptr<Pass>
createConfigureBackwardDataPass(const GPUPipelineOptions &options);
/// dwc-configure-backward-filter with `options`' target.
std::unique_ptr<Pass>
createConfigureBackwardFilterPass(const GPUPipelineOptions &options);

/// Adds to `pm` (anchored on the module) the passes from dwc ops on tensors
/// to a module whose kernels are PTX in `gpu.binary` ops, launched by
/// `gpu.launch_func`. The passes are created directly: none need be
/// registered.
void buildGPUPipeline(OpPassManager &pm, const GPUPipelineOptions &options);

/// buildGPUPipeline's passes as a textual pipeline, every option spelled out
/// (what `--pass-pipeline` takes).
std::string getGPUPipeline(const GPUPipelineOptions &options);

/// Adds to `registry` the dialects, interfaces and LLVM IR translations that
/// the pipelines need: dwc's and upstream's, and the translation to PTX.
void registerPipelineDependencies(DialectRegistry &registry);

/// Registers the named pipelines (`dwc-cpu-pipeline`, `dwc-to-ptx`) with the
/// pass registry; later calls do nothing.
void registerDWCPipelines();

} // namespace mlir::dwc

#endif // DWC_PIPELINES_PIPELINES_H
