//===- WorkgroupAttributions.cpp - workgroup allocs to attributions -*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
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
    WalkResult result = getOperation()->walk([&](gpu::LaunchOp launch) {
      Block &body = launch.getBody().front();
      SmallVector<memref::AllocOp> allocs;
      WalkResult nested = launch.getBody().walk([&](memref::AllocOp alloc) {
        if (!isWorkgroupAlloc(alloc))
          return WalkResult::advance();
        if (alloc->getBlock() != &body) {
          alloc.emitOpError("in workgroup memory must be at the top level of "
                            "the gpu.launch body to become an attribution");
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
            launch.addWorkgroupAttribution(alloc.getType(), alloc.getLoc());
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
