//===- ProgrammaticLaunch.cpp - grid dependency control ---------*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Heuristics.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCPROGRAMMATICLAUNCH
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
/// Fails on a module that targets a chip without grid dependency control.
LogicalResult verifyTargets(gpu::GPUModuleOp module) {
  std::optional<ArrayAttr> targets = module.getTargets();
  if (!targets)
    return success();
  for (Attribute target : *targets) {
    auto nvvmTarget = dyn_cast<NVVM::NVVMTargetAttr>(target);
    if (!nvvmTarget)
      continue;
    FailureOr<dwc::GPUTarget> chip = dwc::GPUTarget::get(nvvmTarget.getChip());
    if (failed(chip) || !chip->hasGridDependencyControl)
      return module.emitOpError("targets ")
             << nvvmTarget.getChip()
             << ", but programmatic dependent launch needs sm_90";
  }
  return success();
}

bool hasGridDependencyControl(gpu::GPUFuncOp kernel) {
  return kernel.getBody()
      .walk([](NVVM::GriddepcontrolOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

struct ProgrammaticLaunchPass
    : dwc::impl::DWCProgrammaticLaunchBase<ProgrammaticLaunchPass> {
  void runOnOperation() override {
    SymbolTableCollection symbols;
    WalkResult result = getOperation()->walk([&](gpu::LaunchFuncOp launch) {
      auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel());
      if (!kernel || kernel.isExternal()) {
        launch.emitOpError("launches ")
            << launch.getKernel() << ", which is not a gpu.func with a body";
        return WalkResult::interrupt();
      }
      if (failed(verifyTargets(kernel->getParentOfType<gpu::GPUModuleOp>())))
        return WalkResult::interrupt();
      if (!hasGridDependencyControl(kernel)) {
        // Signal first: the dependents' blocks may then be placed while this
        // grid still waits for its own prerequisites and runs.
        auto builder = OpBuilder::atBlockBegin(&kernel.getBody().front());
        NVVM::GriddepcontrolOp::create(
            builder, kernel.getLoc(),
            NVVM::GridDepActionKind::launch_dependents);
        NVVM::GriddepcontrolOp::create(builder, kernel.getLoc(),
                                       NVVM::GridDepActionKind::wait);
      }
      launch->setAttr(dwc::kProgrammaticLaunchAttrName,
                      UnitAttr::get(&getContext()));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
