//===- TileReducePartials.cpp - ordered sums of partials to GPU loops -----===//
//
// Each dwc.reduce_partials becomes, on its buffers viewed as P x V partial
// sums and V results:
//
//   scf.parallel (block of 32 results)                 block_x
//     scf.parallel (thread: lane + 32 * warp)          thread_x
//       sum of partitions warp, warp + W, ... of result 32 * block + lane,
//         loaded kReduceBatch at a time, added in partition order
//       workgroup memory [W][32]; barrier
//       warp 0: the W sums in warp order, rounded once, stored
//
// A warp's loads of one partition are 32 consecutive floats. The order of
// every addition depends on the shapes alone: the result is bitwise
// reproducible.
//
//===----------------------------------------------------------------------===//

#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEREDUCEPARTIALS
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

/// Most warps of a block: each sums every W-th partition.
static constexpr int64_t kMaxReduceWarps = 32;
/// Partitions a thread loads before it adds them: loads in flight together.
static constexpr int64_t kReduceBatch = 8;

namespace {

Value emitReducePartials(OpBuilder &b, ReducePartialsOp op) {
  KernelBuilder k(b, op.getLoc());
  auto partialsType = op.getPartials().getType();
  auto initType = op.getInit().getType();
  int64_t partitions = partialsType.getDimSize(0);
  int64_t values = initType.getNumElements();
  Type elementType = initType.getElementType();
  Value partialsBuffer = k.toBuffer(op.getPartials(), true);
  Value resultBuffer = k.toBuffer(op.getInit(), false);
  int64_t warps = std::min(kMaxReduceWarps, partitions);
  int64_t steps = llvm::divideCeilSigned(partitions, warps);
  int64_t batch = std::min(kReduceBatch, steps);
  int64_t batches = llvm::divideCeilSigned(steps, batch);
  std::array<int64_t, 3> grid = {llvm::divideCeilSigned(values, kWarpSize), 1,
                                 1};
  k.buildLaunch(
      grid, warps * kWarpSize, /*maxRegisters=*/0,
      [&](ValueRange blockIds, Value threadId) {
        // The buffers as P x V and V (views made in the kernel, which takes
        // the buffers themselves).
        ReassociationIndices trailing =
            llvm::to_vector(llvm::seq<int64_t>(1, partialsType.getRank()));
        Value partials = memref::CollapseShapeOp::create(
            b, k.loc, partialsBuffer,
            ArrayRef<ReassociationIndices>{{0}, trailing});
        Value result =
            initType.getRank() == 1
                ? resultBuffer
                : memref::CollapseShapeOp::create(
                      b, k.loc, resultBuffer,
                      ArrayRef<ReassociationIndices>{llvm::to_vector(
                          llvm::seq<int64_t>(0, initType.getRank()))})
                      .getResult();
        Value lane = k.rem(threadId, kWarpSize);
        Value warp = k.div(threadId, kWarpSize);
        Value value = k.add(k.mul(blockIds[0], kWarpSize), lane);
        Value valid = k.lt(value, values);
        Value clamped = k.clamp(value, 0, values - 1);
        Value zero = floatConstant(b, k.loc, b.getF32Type(), 0.0);
        // Step s of warp w reads partition w + s * warps.
        auto loop = scf::ForOp::create(
            b, k.loc, k.index(0), k.index(batches), k.index(1),
            ValueRange{zero},
            [&](OpBuilder &nb, Location, Value batchIndex, ValueRange args) {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(nb.getInsertionBlock(),
                                  nb.getInsertionPoint());
              SmallVector<Value> loaded;
              for (int64_t j = 0; j < batch; ++j) {
                Value step = k.add(k.mul(batchIndex, batch), j);
                Value partition = k.add(warp, k.mul(step, warps));
                Value inside = k.lt(partition, partitions);
                Value read = memref::LoadOp::create(
                    b, k.loc, partials,
                    ValueRange{k.clamp(partition, 0, partitions - 1), clamped});
                loaded.push_back(k.select(inside, read, zero));
              }
              Value sum = args[0];
              for (Value x : loaded)
                sum = arith::AddFOp::create(b, k.loc, sum, x);
              scf::YieldOp::create(b, k.loc, sum);
            });
        auto workgroup = gpu::AddressSpaceAttr::get(
            b.getContext(), gpu::AddressSpace::Workgroup);
        Value sums = memref::AllocOp::create(
            b, k.loc,
            MemRefType::get({warps, kWarpSize}, b.getF32Type(),
                            MemRefLayoutAttrInterface(), workgroup),
            ValueRange{}, b.getI64IntegerAttr(kMaxAccessBytes));
        memref::StoreOp::create(b, k.loc, loop.getResult(0), sums,
                                ValueRange{warp, lane});
        gpu::BarrierOp::create(b, k.loc);
        Value first = arith::CmpIOp::create(b, k.loc, arith::CmpIPredicate::eq,
                                            warp, k.index(0));
        auto store = scf::IfOp::create(b, k.loc, k.andI(first, valid), false);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(store.thenBlock()->getTerminator());
        Value total = memref::LoadOp::create(b, k.loc, sums,
                                             ValueRange{k.index(0), lane});
        for (int64_t w = 1; w < warps; ++w)
          total = arith::AddFOp::create(
              b, k.loc, total,
              memref::LoadOp::create(b, k.loc, sums,
                                     ValueRange{k.index(w), lane}));
        memref::StoreOp::create(b, k.loc,
                                castFloat(b, k.loc, total, elementType), result,
                                ValueRange{value});
      });
  return k.toTensor(resultBuffer, op.getInit());
}

struct TileReducePartialsPass
    : dwc::impl::DWCTileReducePartialsBase<TileReducePartialsPass> {
  void runOnOperation() override {
    SmallVector<ReducePartialsOp> ops;
    WalkResult result = getOperation()->walk([&](ReducePartialsOp op) {
      if (!op.getPartials().getType().hasStaticShape() ||
          !op.getInit().getType().hasStaticShape()) {
        op.emitOpError("has no GPU kernel: its shapes are dynamic");
        return WalkResult::interrupt();
      }
      if (op.getInit().getType().getNumElements() > 0 &&
          op.getPartials().getType().getDimSize(0) > 0)
        ops.push_back(op);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    for (ReducePartialsOp op : ops) {
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, emitReducePartials(rewriter, op));
    }
  }
};

} // namespace
