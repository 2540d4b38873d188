//===- KernelBuilder.cpp - the launch of a kernel as loops ----------------===//

#include "KernelBuilder.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::dwc;

Value KernelBuilder::loadF32(Value buffer, ValueRange indices, int64_t width) {
  Type elementType = cast<MemRefType>(buffer.getType()).getElementType();
  Type f32 = b.getF32Type();
  if (width == 1)
    return castFloat(b, loc, memref::LoadOp::create(b, loc, buffer, indices),
                     f32);
  Value value = vector::LoadOp::create(
      b, loc, VectorType::get({width}, elementType), buffer, indices,
      /*nontemporal=*/false, getAccessAlignment(width, elementType));
  return castFloat(b, loc, value, VectorType::get({width}, f32));
}

Value KernelBuilder::toBuffer(Value tensor, bool readOnly) {
  if (!tensor)
    return Value();
  auto type = cast<RankedTensorType>(tensor.getType());
  return bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      readOnly);
}

Value KernelBuilder::toTensor(Value buffer, Value like) {
  return bufferization::ToTensorOp::create(b, loc, like.getType(), buffer,
                                           b.getUnitAttr(), b.getUnitAttr());
}

scf::ParallelOp KernelBuilder::buildLaunch(
    ArrayRef<int64_t> grid, int64_t threads, int64_t maxRegisters,
    function_ref<void(ValueRange blockIds, Value threadId)> thread) {
  MLIRContext *ctx = b.getContext();
  auto mapping = [&](gpu::Processor processor) {
    AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
    return gpu::ParallelLoopDimMappingAttr::get(ctx, processor, id, id);
  };
  SmallVector<Value> zeros(3, index(0)), ones(3, index(1));
  SmallVector<Value> sizes =
      llvm::map_to_vector(grid, [&](int64_t size) { return index(size); });
  auto blockLoop = scf::ParallelOp::create(
      b, loc, zeros, sizes, ones,
      [&](OpBuilder &nb, Location nloc, ValueRange blockIds) {
        auto threadLoop = scf::ParallelOp::create(
            nb, nloc, ValueRange{index(0)}, ValueRange{index(threads)},
            ValueRange{index(1)},
            [&](OpBuilder &tb, Location, ValueRange threadIds) {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(tb.getInsertionBlock(),
                                  tb.getInsertionPoint());
              if (maxRegisters)
                RegisterLimitOp::create(b, loc, maxRegisters);
              thread(blockIds, threadIds[0]);
            });
        (void)gpu::setMappingAttr(threadLoop,
                                  {mapping(gpu::Processor::ThreadX)});
      });
  (void)gpu::setMappingAttr(blockLoop, {mapping(gpu::Processor::BlockX),
                                        mapping(gpu::Processor::BlockY),
                                        mapping(gpu::Processor::BlockZ)});
  return blockLoop;
}
