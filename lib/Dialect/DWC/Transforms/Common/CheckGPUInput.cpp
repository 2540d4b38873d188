//===- CheckGPUInput.cpp - what the GPU path cannot compile -----*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCHECKGPUINPUT
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct CheckGPUInputPass : dwc::impl::DWCCheckGPUInputBase<CheckGPUInputPass> {
  void runOnOperation() override {
    bool found = false, failedCheck = false;
    getOperation()->walk([&](Operation *op) {
      if (!isa_and_nonnull<DWCDialect>(op->getDialect()) ||
          isa<RegisterLimitOp>(op))
        return;
      found = true;
      if (!op->getParentOfType<func::FuncOp>()) {
        op->emitOpError("must be inside a func.func to be compiled to GPU "
                        "kernels (kernels are launched from host functions)");
        failedCheck = true;
      }
    });
    if (failedCheck)
      return signalPassFailure();
    if (!found)
      getOperation().emitWarning(
          "holds no dwc op: the GPU pipeline compiles no kernel (was the "
          "input lowered already, e.g. by dwc-lower-to-linalg?)");
  }
};
} // namespace
