//===- WorkgroupAttributions.cpp - workgroup allocs to buffers --*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCWORKGROUPATTRIBUTIONS
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
bool isWorkgroupAlloc(memref::AllocOp alloc) {
  return gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloc.getType());
}

int64_t getAlignment(memref::AllocOp alloc) {
  return std::max<int64_t>(alloc.getAlignment().value_or(1),
                           alloc.getType().getElementTypeBitWidth() / 8);
}

/// The byte offset of each buffer laid out one after the other at its
/// alignment, and their end.
struct BufferLayout {
  SmallVector<int64_t> offsets;
  int64_t bytes = 0;
};

BufferLayout layOut(ArrayRef<memref::AllocOp> allocs) {
  BufferLayout layout;
  for (memref::AllocOp alloc : allocs) {
    layout.bytes = llvm::alignTo(layout.bytes, getAlignment(alloc));
    layout.offsets.push_back(layout.bytes);
    MemRefType type = alloc.getType();
    layout.bytes += type.getNumElements() * type.getElementTypeBitWidth() / 8;
  }
  return layout;
}

/// Makes each buffer a view of the kernel's dynamic workgroup memory at its
/// offset in `layout` and gives every launch of the kernel that much of it.
void placeInDynamicMemory(gpu::GPUFuncOp func,
                          MutableArrayRef<memref::AllocOp> allocs,
                          const BufferLayout &layout) {
  Block &body = func.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&body);
  Location loc = func.getLoc();
  auto memory = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(),
                      allocs.front().getType().getMemorySpace()));
  for (auto [index, offset] : llvm::enumerate(layout.offsets)) {
    memref::AllocOp alloc = allocs[index];
    Value shift = arith::ConstantIndexOp::create(b, loc, offset);
    Value view = memref::ViewOp::create(b, loc, alloc.getType(), memory, shift,
                                        ValueRange{});
    alloc.replaceAllUsesWith(view);
    alloc.erase();
  }
  auto module = func->getParentOfType<gpu::GPUModuleOp>();
  Operation *top = module ? module->getParentOp() : nullptr;
  if (!top)
    return;
  top->walk([&](gpu::LaunchFuncOp launch) {
    if (launch.getKernelModuleName() != module.getSymName() ||
        launch.getKernelName() != func.getName())
      return;
    OpBuilder builder(launch);
    Value size = arith::ConstantIntOp::create(builder, launch.getLoc(),
                                              layout.bytes, /*width=*/32);
    launch.getDynamicSharedMemorySizeMutable().assign(size);
  });
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
      if (BufferLayout layout = layOut(allocs);
          layout.bytes > dwc::kMaxStaticWorkgroupBytes) {
        placeInDynamicMemory(func, allocs, layout);
        return WalkResult::advance();
      }
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
