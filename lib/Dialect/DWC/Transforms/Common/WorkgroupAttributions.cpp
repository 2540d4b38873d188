//===- WorkgroupAttributions.cpp - workgroup allocs to buffers --*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCWORKGROUPATTRIBUTIONS
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
bool isWorkgroupAlloc(memref::AllocOp alloc) {
  return gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloc.getType());
}

struct WorkgroupAttributionsPass
    : dwc::impl::DWCWorkgroupAttributionsBase<WorkgroupAttributionsPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](gpu::GPUFuncOp func) {
      if (func.isExternal())
        return WalkResult::advance();
      Block &body = func.getBody().front();
      SmallVector<memref::AllocOp> allocs;
      WalkResult nested = func.getBody().walk([&](memref::AllocOp alloc) {
        if (!isWorkgroupAlloc(alloc))
          return WalkResult::advance();
        if (alloc->getBlock() != &body) {
          alloc.emitOpError("in workgroup memory must be in the entry block "
                            "of the gpu.func to become an attribution");
          return WalkResult::interrupt();
        }
        if (!alloc.getType().hasStaticShape()) {
          alloc.emitOpError("in workgroup memory needs a static shape to "
                            "become an attribution");
          return WalkResult::interrupt();
        }
        allocs.push_back(alloc);
        return WalkResult::advance();
      });
      if (nested.wasInterrupted())
        return WalkResult::interrupt();
      for (memref::AllocOp alloc : allocs) {
        BlockArgument buffer =
            func.addWorkgroupAttribution(alloc.getType(), alloc.getLoc());
        // The alignment vector accesses to the buffer rely on; the NVVM
        // lowering reads it from `llvm.align` (the element size otherwise).
        if (std::optional<uint64_t> alignment = alloc.getAlignment())
          func.setWorkgroupAttributionAttr(
              func.getNumWorkgroupAttributions() - 1,
              LLVM::LLVMDialect::getAlignAttrName(),
              IntegerAttr::get(IntegerType::get(&getContext(), 64),
                               *alignment));
        alloc.replaceAllUsesWith(buffer);
        alloc.erase();
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
