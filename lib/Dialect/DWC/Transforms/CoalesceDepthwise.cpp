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
// A row write to global memory under a uniform mask (a broadcast i1: the
// lane stores its whole row or nothing) becomes the same aligned stores,
// each predicated (`@p st.global`, through nvvm.inline_ptx): LLVM has no
// predicated store, and the branch it would make instead draws the row's
// FMAs into it; ptxas then turns the branch into an early exit and issues
// the filter loads behind it, after the input loads return, so a batch-1
// thread waits for memory twice.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
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

/// The predicate of a write whose mask is one i1 broadcast to every element,
/// or null.
Value getUniformMask(vector::TransferWriteOp write) {
  auto broadcast = write.getMask()
                       ? write.getMask().getDefiningOp<vector::BroadcastOp>()
                       : vector::BroadcastOp();
  if (!broadcast || !broadcast.getSource().getType().isInteger(1))
    return Value();
  return broadcast.getSource();
}

/// A 1-D minor-identity write of a row to a global buffer under a uniform
/// mask.
bool isPredicatedRowWrite(vector::TransferWriteOp write) {
  auto memrefType = dyn_cast<MemRefType>(write.getBase().getType());
  return memrefType && !memrefType.getMemorySpace() &&
         write.getVectorType().getRank() == 1 &&
         write.getPermutationMap().isMinorIdentity() && getUniformMask(write);
}

/// `@predicate st.global` of `words` (i16 or i32 values, one access) at
/// `address`.
void storeGlobalIf(RewriterBase &rewriter, Location loc, Value predicate,
                   Value address, ArrayRef<Value> words) {
  unsigned bits = words.front().getType().getIntOrFloatBitWidth();
  SmallVector<std::string> operands;
  for (size_t i = 0; i < words.size(); ++i)
    operands.push_back("$" + std::to_string(i + 1));
  std::string vectorSuffix =
      words.size() > 1 ? ".v" + std::to_string(words.size()) : "";
  std::string values = words.size() > 1 ? "{" + llvm::join(operands, ", ") + "}"
                                        : operands.front();
  std::string ptx =
      llvm::formatv("st.global{0}.b{1} [$0], {2};", vectorSuffix, bits, values);
  SmallVector<Value> arguments{address};
  llvm::append_range(arguments, words);
  NVVM::InlinePtxOp::create(rewriter, loc, TypeRange(), arguments, ValueRange(),
                            ptx, predicate);
}

LogicalResult predicateWrite(RewriterBase &rewriter,
                             vector::TransferWriteOp write) {
  if (!write.isDimInBounds(0))
    return write.emitOpError("expected an in-bounds row store");
  auto memrefType = cast<MemRefType>(write.getBase().getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memrefType.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return write.emitOpError(
        "expected a buffer with static strides for a predicated row store");
  VectorType type = write.getVectorType();
  int64_t elementBytes = type.getElementTypeBitWidth() / 8;
  int64_t accessBytes =
      accessAlignment(type.getDimSize(0), type.getElementType()).value();
  Location loc = write.getLoc();
  rewriter.setInsertionPoint(write);
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value element = constant(offset);
  for (auto [index, stride] : llvm::zip(write.getIndices(), strides))
    element = arith::AddIOp::create(
        rewriter, loc, element,
        arith::MulIOp::create(rewriter, loc, index, constant(stride)));
  Value byteAddress = arith::AddIOp::create(
      rewriter, loc,
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc,
                                                     write.getBase()),
      arith::MulIOp::create(rewriter, loc, element, constant(elementBytes)));
  auto genericPointer = LLVM::LLVMPointerType::get(rewriter.getContext());
  auto globalPointer = LLVM::LLVMPointerType::get(
      rewriter.getContext(),
      static_cast<unsigned>(NVVM::NVVMMemorySpace::Global));
  Value address64 = arith::IndexCastOp::create(
      rewriter, loc, rewriter.getI64Type(), byteAddress);
  Value address = LLVM::AddrSpaceCastOp::create(
      rewriter, loc, globalPointer,
      LLVM::IntToPtrOp::create(rewriter, loc, genericPointer, address64)
          .getResult());
  // Accesses of accessBytes (16 at most) move 32-bit words, or 16-bit
  // halves where the row is 2-byte aligned only.
  int64_t wordBytes = std::min<int64_t>(accessBytes, 4);
  int64_t rowBytes = type.getDimSize(0) * elementBytes;
  Value words = vector::BitCastOp::create(
      rewriter, loc,
      VectorType::get({rowBytes / wordBytes},
                      rewriter.getIntegerType(wordBytes * 8)),
      write.getVector());
  Value predicate = getUniformMask(write);
  int64_t wordsPerAccess = accessBytes / wordBytes;
  for (int64_t start = 0; start < rowBytes; start += accessBytes) {
    Value accessAddress =
        start == 0 ? address
                   : LLVM::GEPOp::create(rewriter, loc, globalPointer,
                                         rewriter.getI8Type(), address,
                                         ArrayRef<LLVM::GEPArg>{start})
                         .getResult();
    SmallVector<Value> accessWords;
    for (int64_t w = 0; w < wordsPerAccess; ++w)
      accessWords.push_back(vector::ExtractOp::create(rewriter, loc, words,
                                                      start / wordBytes + w));
    storeGlobalIf(rewriter, loc, predicate, accessAddress, accessWords);
  }
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
      SmallVector<vector::TransferWriteOp> writes, predicatedWrites;
      nest->walk([&](Operation *op) {
        if (auto read = dyn_cast<vector::TransferReadOp>(op);
            read && isRowAccess(read))
          reads.push_back(read);
        if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
          if (isRowAccess(write))
            writes.push_back(write);
          else if (isPredicatedRowWrite(write))
            predicatedWrites.push_back(write);
        }
      });
      for (vector::TransferReadOp read : reads)
        if (failed(coalesceRead(rewriter, read, config.getVectorWidth())))
          return WalkResult::interrupt();
      for (vector::TransferWriteOp write : writes)
        if (failed(coalesceWrite(rewriter, write)))
          return WalkResult::interrupt();
      for (vector::TransferWriteOp write : predicatedWrites)
        if (failed(predicateWrite(rewriter, write)))
          return WalkResult::interrupt();
      nest->removeAttr("dwc.config");
      return WalkResult::skip();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
