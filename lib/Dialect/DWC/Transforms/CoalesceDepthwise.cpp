//===- CoalesceDepthwise.cpp - wide aligned depthwise accesses --*- C++ -*-===//
//
// The tiling pass states each row access as a 1-D vector.transfer_read/write
// whose start is a multiple of its length and whose innermost dimension is a
// multiple of `vector_width` (the schedule's verifier guarantees it). That is
// enough to make every access an aligned vector.load/store of up to 16 bytes:
// consecutive lanes then touch consecutive 16-byte chunks, so each warp access
// is coalesced. A read that may run past the row is split into
// `vector_width` chunks, each entirely inside or entirely outside the row;
// an outside chunk loads a clamped address and is replaced by zeros with a
// select, so no branch enters the inner loop.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCCOALESCEDEPTHWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

/// Largest power-of-two byte alignment of `elements` consecutive elements
/// starting at a multiple of `elements`, capped at the widest access.
llvm::Align accessAlignment(int64_t elements, Type elementType) {
  uint64_t bytes = elements * elementType.getIntOrFloatBitWidth() / 8;
  return llvm::Align(
      std::min<uint64_t>(1ull << llvm::countr_zero(bytes), kMaxAccessBytes));
}

/// A 1-D transfer on a memref, minor-identity, that this pass rewrites.
template <typename TransferOp> bool isRowAccess(TransferOp op) {
  return isa<MemRefType>(op.getBase().getType()) &&
         op.getVectorType().getRank() == 1 &&
         op.getPermutationMap().isMinorIdentity() && !op.getMask();
}

LogicalResult coalesceRead(RewriterBase &rewriter, vector::TransferReadOp read,
                           int64_t vectorWidth) {
  VectorType type = read.getVectorType();
  auto memrefType = cast<MemRefType>(read.getBase().getType());
  Type elementType = type.getElementType();
  int64_t length = type.getDimSize(0);
  Location loc = read.getLoc();
  rewriter.setInsertionPoint(read);
  if (read.isDimInBounds(0)) {
    rewriter.replaceOp(
        read, vector::LoadOp::create(rewriter, loc, type, read.getBase(),
                                     read.getIndices(), /*nontemporal=*/false,
                                     accessAlignment(length, elementType)));
    return success();
  }
  int64_t rowLength = memrefType.getShape().back();
  if (length % vectorWidth != 0 || ShapedType::isDynamic(rowLength) ||
      rowLength % vectorWidth != 0)
    return read.emitOpError("cannot be split into aligned chunks of ")
           << vectorWidth << " elements";
  VectorType chunkType = VectorType::get({vectorWidth}, elementType);
  Value zeros =
      vector::BroadcastOp::create(rewriter, loc, chunkType, read.getPadding());
  Value result =
      vector::BroadcastOp::create(rewriter, loc, type, read.getPadding());
  SmallVector<Value> indices(read.getIndices());
  Value start = indices.back();
  Value rowEnd = arith::ConstantIndexOp::create(rewriter, loc, rowLength);
  Value zeroIndex = arith::ConstantIndexOp::create(rewriter, loc, 0);
  for (int64_t offset = 0; offset < length; offset += vectorWidth) {
    Value column = offset == 0
                       ? start
                       : arith::AddIOp::create(rewriter, loc, start,
                                               arith::ConstantIndexOp::create(
                                                   rewriter, loc, offset));
    Value inside = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt, column, rowEnd);
    indices.back() =
        arith::SelectOp::create(rewriter, loc, inside, column, zeroIndex);
    Value chunk = vector::LoadOp::create(
        rewriter, loc, chunkType, read.getBase(), indices,
        /*nontemporal=*/false, accessAlignment(vectorWidth, elementType));
    chunk = arith::SelectOp::create(rewriter, loc, inside, chunk, zeros);
    result = vector::InsertStridedSliceOp::create(rewriter, loc, chunk, result,
                                                  ArrayRef<int64_t>{offset},
                                                  ArrayRef<int64_t>{1});
  }
  rewriter.replaceOp(read, result);
  return success();
}

LogicalResult coalesceWrite(RewriterBase &rewriter,
                            vector::TransferWriteOp write) {
  if (!write.isDimInBounds(0))
    return write.emitOpError("expected an in-bounds row store");
  VectorType type = write.getVectorType();
  rewriter.setInsertionPoint(write);
  vector::StoreOp::create(
      rewriter, write.getLoc(), write.getVector(), write.getBase(),
      write.getIndices(),
      /*nontemporal=*/false,
      accessAlignment(type.getDimSize(0), type.getElementType()));
  rewriter.eraseOp(write);
  return success();
}

struct CoalesceDepthwisePass
    : dwc::impl::DWCCoalesceDepthwiseBase<CoalesceDepthwisePass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    WalkResult result = getOperation()->walk([&](scf::ParallelOp nest) {
      auto config = nest->getAttrOfType<DepthwiseConfigAttr>("dwc.config");
      if (!config)
        return WalkResult::advance();
      SmallVector<vector::TransferReadOp> reads;
      SmallVector<vector::TransferWriteOp> writes;
      nest->walk([&](Operation *op) {
        if (auto read = dyn_cast<vector::TransferReadOp>(op);
            read && isRowAccess(read))
          reads.push_back(read);
        if (auto write = dyn_cast<vector::TransferWriteOp>(op);
            write && isRowAccess(write))
          writes.push_back(write);
      });
      for (vector::TransferReadOp read : reads)
        if (failed(coalesceRead(rewriter, read, config.getVectorWidth())))
          return WalkResult::interrupt();
      for (vector::TransferWriteOp write : writes)
        if (failed(coalesceWrite(rewriter, write)))
          return WalkResult::interrupt();
      nest->removeAttr("dwc.config");
      return WalkResult::skip();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
