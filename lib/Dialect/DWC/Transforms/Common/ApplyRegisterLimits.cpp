//===- ApplyRegisterLimits.cpp - limits to nvvm.maxnreg ---------*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCAPPLYREGISTERLIMITS
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
struct ApplyRegisterLimitsPass
    : dwc::impl::DWCApplyRegisterLimitsBase<ApplyRegisterLimitsPass> {
  void runOnOperation() override {
    StringRef attrName = NVVM::NVVMDialect::getMaxnregAttrName();
    SmallVector<dwc::RegisterLimitOp> applied;
    WalkResult result = getOperation()->walk([&](dwc::RegisterLimitOp limit) {
      auto kernel = limit->getParentOfType<gpu::GPUFuncOp>();
      if (!kernel || !kernel.isKernel()) {
        limit.emitOpError("must be inside a gpu.func kernel (run "
                          "gpu-kernel-outlining first)");
        return WalkResult::interrupt();
      }
      int64_t maxRegisters = limit.getMaxRegisters();
      if (auto existing = kernel->getAttrOfType<IntegerAttr>(attrName);
          existing && existing.getInt() != maxRegisters) {
        limit.emitOpError("limits the kernel to ")
            << maxRegisters << " registers, but it is already limited to "
            << existing.getInt();
        return WalkResult::interrupt();
      }
      kernel->setAttr(attrName, IntegerAttr::get(
                                    IntegerType::get(&getContext(), 32),
                                    maxRegisters));
      applied.push_back(limit);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    for (dwc::RegisterLimitOp limit : applied)
      limit.erase();
  }
};
} // namespace
