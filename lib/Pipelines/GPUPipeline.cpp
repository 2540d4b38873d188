//===- GPUPipeline.cpp - dwc ops to PTX -------------------------*- C++ -*-===//

#include "dwc/Pipelines/Pipelines.h"

#include "dwc/Dialect/DWC/Transforms/GPUTarget.h"

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::unique_ptr<Pass>
mlir::dwc::createConfigureDepthwisePass(const GPUPipelineOptions &options) {
  DWCConfigureDepthwiseOptions configure;
  configure.chip = options.chip;
  configure.smCount = options.smCount;
  configure.columnReuse = options.columnReuse;
  return createDWCConfigureDepthwise(configure);
}

std::unique_ptr<Pass>
mlir::dwc::createConfigureSeparablePass(const GPUPipelineOptions &options) {
  DWCConfigureSeparableOptions configure;
  configure.chip = options.chip;
  configure.smCount = options.smCount;
  configure.fusion = options.fusion;
  return createDWCConfigureSeparable(configure);
}

std::unique_ptr<Pass>
mlir::dwc::createConfigureBackwardDataPass(const GPUPipelineOptions &options) {
  DWCConfigureBackwardDataOptions configure;
  configure.chip = options.chip;
  configure.smCount = options.smCount;
  configure.strategy = options.dataGradient;
  return createDWCConfigureBackwardData(configure);
}

std::unique_ptr<Pass> mlir::dwc::createConfigureBackwardFilterPass(
    const GPUPipelineOptions &options) {
  DWCConfigureBackwardFilterOptions configure;
  configure.chip = options.chip;
  configure.smCount = options.smCount;
  return createDWCConfigureBackwardFilter(configure);
}

std::unique_ptr<Pass>
mlir::dwc::createApplyTuningDatabasePass(const GPUPipelineOptions &options) {
  DWCApplyTuningDatabaseOptions passOptions;
  passOptions.path = options.tuningDb;
  passOptions.chip = options.chip;
  return createDWCApplyTuningDatabase(passOptions);
}

std::unique_ptr<Pass>
mlir::dwc::createConfigurePointwisePass(const GPUPipelineOptions &options) {
  DWCConfigurePointwiseOptions configure;
  configure.chip = options.chip;
  configure.smCount = options.smCount;
  return createDWCConfigurePointwise(configure);
}

/// The input is checked first (ops the GPU path does not compile are reported
/// by name), and ops with empty results are dropped. Separable convolutions
/// run fused or split into their depthwise and
/// pointwise convolutions, as dwc-configure-separable decides; depthwise data
/// gradients run as flipped forward convolutions or gather kernels, as
/// dwc-configure-backward-data decides; pointwise data gradients run as 1x1
/// convolutions that read the filter transposed; depthwise filter gradients get
/// their schedule and, where it cuts the reduction into partitions, become
/// partial sums and their ordered reduction; dwc's passes schedule and tile the
/// convolutions, unroll the row loops by their rotation period and replace the
/// exponential by a polynomial (so no kernel needs libdevice); the rest is
/// upstream. Nothing canonicalizes before convert-parallel-loops-to-gpu: it
/// would merge the block and thread loops and drop their mapping. Once
/// canonicalization has folded the unrolled rows' padding reads into zeros, the
/// taps over them are dropped. Index computations are sunk into the launch
/// before outlining (outlining would otherwise pass constants as kernel
/// arguments); outlined kernels are renamed where their functions' names are no
/// PTX identifiers; workgroup buffers become aligned attributions of the
/// outlined kernels, and register limits their `nvvm.maxnreg`. On sm_90 the
/// kernels then wait for the grids before them at entry, so the runtime may
/// launch them early (programmatic dependent launch), and small grids first
/// prefetch their read-only buffers into L2. In the GPU module,
/// expand-strided-metadata turns the flat views of the `shared` copy into casts
/// the LLVM lowering knows; convert-nvgpu-to-nvvm lowers the `mma` schedule's
/// ldmatrix; convert-gpu-to-nvvm lowers the vector memory accesses too, since
/// it maps the workgroup address space (convert-vector-to-llvm cannot) and
/// keeps each access's `alignment`, so aligned accesses become 128-bit
/// `ld.global.v4` / `st.shared.v4`; convert-nvvm-to-llvm turns the predicated
/// row stores (nvvm.inline_ptx) into inline assembly; convert-vector-to-llvm
/// then lowers the vector ops left (strided inserts), and convert-arith-to-llvm
/// the constants that creates. The passes are created directly, so an embedding
/// compiler needs no pass registered to run the pipeline.
void mlir::dwc::buildGPUPipeline(OpPassManager &pm,
                                 const GPUPipelineOptions &options) {
  pm.addPass(createDWCCheckGPUInput());
  pm.addPass(createDWCEraseEmpty());
  pm.addPass(createConfigureSeparablePass(options));
  pm.addPass(createDWCSplitSeparable());
  pm.addPass(createConfigureBackwardDataPass(options));
  pm.addPass(createDWCDecomposeBackwardData());
  pm.addPass(createDWCDecomposePointwiseBackwardData());
  pm.addPass(createConfigureBackwardFilterPass(options));
  pm.addPass(createDWCSplitBackwardFilter());
  if (!options.tuningDb.empty())
    pm.addPass(createApplyTuningDatabasePass(options));
  pm.addPass(createConfigureDepthwisePass(options));
  pm.addPass(createConfigurePointwisePass(options));
  pm.addPass(createDWCTileDepthwise());
  pm.addPass(createDWCTilePointwise());
  pm.addPass(createDWCTileSeparable());
  pm.addPass(createDWCTileBackwardData());
  pm.addPass(createDWCTileBackwardFilter());
  pm.addPass(createDWCTileReducePartials());
  pm.addPass(createDWCUnrollRowReuse());
  pm.addPass(createDWCCoalesceDepthwise());
  pm.addPass(createDWCApproximateMath());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createConvertParallelLoopToGpuPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createDWCDropPaddingTaps());
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createDWCSanitizeKernelNames());
  pm.addPass(createDWCWorkgroupAttributions());
  pm.addPass(createDWCApplyRegisterLimits());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  GpuNVVMAttachTargetOptions nvvmTarget;
  nvvmTarget.chip = options.chip;
  nvvmTarget.features = "+ptx80";
  nvvmTarget.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(nvvmTarget));
  FailureOr<GPUTarget> target = GPUTarget::get(options.chip);
  if (options.programmaticLaunch && succeeded(target) &&
      target->hasGridDependencyControl) {
    DWCProgrammaticLaunchOptions launch;
    launch.chip = options.chip;
    launch.smCount = options.smCount;
    launch.prefetchL2 = options.prefetchL2;
    pm.addPass(createDWCProgrammaticLaunch(launch));
  }
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(memref::createExpandStridedMetadataPass());
  kernels.addPass(createConvertNVGPUToNVVMPass());
  ConvertGpuOpsToNVVMOpsOptions toNVVM;
  toNVVM.useBarePtrCallConv = true;
  kernels.addPass(createConvertGpuOpsToNVVMOps(toNVVM));
  kernels.addPass(createConvertNVVMToLLVMPass());
  kernels.addPass(createConvertVectorToLLVMPass());
  kernels.addPass(createArithToLLVMConversionPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  kernels.addPass(createDWCVerifyLLVMTypes());
  kernels.addPass(createDWCVerifyInlineAsm());
  GpuModuleToBinaryPassOptions toBinary;
  toBinary.compilationTarget = "isa";
  pm.addPass(createGpuModuleToBinaryPass(toBinary));
}

std::string mlir::dwc::getGPUPipeline(const GPUPipelineOptions &options) {
  OpPassManager pm(ModuleOp::getOperationName());
  buildGPUPipeline(pm, options);
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  pm.printAsTextualPipeline(os);
  return pipeline;
}
