//===- ProgrammaticLaunch.cpp - grid dependency control ---------*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Heuristics.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCPROGRAMMATICLAUNCH
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

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
    FailureOr<GPUTarget> chip = GPUTarget::get(nvvmTarget.getChip());
    if (failed(chip) || !chip->hasGridDependencyControl)
      return module.emitOpError("targets ")
             << nvvmTarget.getChip()
             << ", but programmatic dependent launch needs sm_90";
  }
  return success();
}

/// Whether the kernel already holds griddepcontrol instructions (a user's).
bool holdsGridDependencyControl(gpu::GPUFuncOp kernel) {
  return kernel.getBody()
      .walk([](NVVM::GriddepcontrolOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// The launch's block count, where its grid is constant.
std::optional<int64_t> getGridBlocks(gpu::LaunchFuncOp launch) {
  std::optional<SmallVector<int64_t>> grid = getConstantIntValues(
      getAsOpFoldResult(ValueRange{launch.getGridSizeX(), launch.getGridSizeY(),
                                   launch.getGridSizeZ()}));
  if (!grid)
    return std::nullopt;
  return (*grid)[0] * (*grid)[1] * (*grid)[2];
}

/// Waits at the kernel's entry and signals its dependents where `signal`
/// says.
void insertGridDependencyControl(gpu::GPUFuncOp kernel,
                                 DependentsSignal signal) {
  Location loc = kernel.getLoc();
  auto builder = OpBuilder::atBlockBegin(&kernel.getBody().front());
  NVVM::GriddepcontrolOp::create(builder, loc, NVVM::GridDepActionKind::wait);
  if (signal == DependentsSignal::Entry) {
    NVVM::GriddepcontrolOp::create(builder, loc,
                                   NVVM::GridDepActionKind::launch_dependents);
    return;
  }
  kernel.walk([&](gpu::ReturnOp exit) {
    builder.setInsertionPoint(exit);
    NVVM::GriddepcontrolOp::create(builder, loc,
                                   NVVM::GridDepActionKind::launch_dependents);
  });
}

struct ProgrammaticLaunchPass
    : dwc::impl::DWCProgrammaticLaunchBase<ProgrammaticLaunchPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<GPUTarget> target = GPUTarget::get(chip, smCount);
    if (failed(target) || !target->hasGridDependencyControl) {
      getOperation()->emitError("programmatic dependent launch needs sm_90, "
                                "got chip '")
          << chip << "'";
      return signalPassFailure();
    }
    std::optional<DependentsSignal> forced;
    if (signalDependents == "entry")
      forced = DependentsSignal::Entry;
    else if (signalDependents == "exit")
      forced = DependentsSignal::Exit;
    else if (signalDependents != "auto") {
      getOperation()->emitError("unknown signal-dependents '")
          << signalDependents << "' (expected auto, entry or exit)";
      return signalPassFailure();
    }

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
      if (!holdsGridDependencyControl(kernel))
        insertGridDependencyControl(kernel,
                                    forced.value_or(chooseDependentsSignal(
                                        getGridBlocks(launch), *target)));
      launch->setAttr(kProgrammaticLaunchAttrName,
                      UnitAttr::get(&getContext()));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
