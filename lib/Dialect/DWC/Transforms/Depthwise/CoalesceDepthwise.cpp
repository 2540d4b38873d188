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
// thread waits for memory twice. A row read under a uniform mask (a window
// position that may lie in the padding) becomes predicated loads
// (`@p ld.global` into registers holding the padding): a load followed by a
// select of zero lets ptxas place the select, which waits for the load,
// right behind it, and in some kernels it did so after every few loads.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/GuardedPtx.h"

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

/// `!llvm.ptr<1>`, a pointer to global memory.
LLVM::LLVMPointerType getGlobalPointerType(MLIRContext *ctx) {
  return LLVM::LLVMPointerType::get(
      ctx, static_cast<unsigned>(NVVM::NVVMMemorySpace::Global));
}

/// A 1-D transfer on a memref, minor-identity, that this pass rewrites.
template <typename TransferOp> bool isRowAccess(TransferOp op) {
  return isa<MemRefType>(op.getBase().getType()) &&
         op.getVectorType().getRank() == 1 &&
         op.getPermutationMap().isMinorIdentity() && !op.getMask();
}

/// The row length of a read that may leave its row, if `vectorWidth`-element
/// chunks split both the read and the row; otherwise an error.
FailureOr<int64_t> getChunkedRowLength(vector::TransferReadOp read,
                                       int64_t vectorWidth) {
  int64_t length = read.getVectorType().getDimSize(0);
  int64_t rowLength =
      cast<MemRefType>(read.getBase().getType()).getShape().back();
  if (length % vectorWidth != 0 || ShapedType::isDynamic(rowLength) ||
      rowLength % vectorWidth != 0)
    return read.emitOpError("cannot be split into aligned chunks of ")
           << vectorWidth << " elements";
  return rowLength;
}

LogicalResult coalesceRead(RewriterBase &rewriter, vector::TransferReadOp read,
                           int64_t vectorWidth) {
  VectorType type = read.getVectorType();
  Type elementType = type.getElementType();
  int64_t length = type.getDimSize(0);
  Location loc = read.getLoc();
  rewriter.setInsertionPoint(read);
  if (read.isDimInBounds(0)) {
    rewriter.replaceOp(
        read, vector::LoadOp::create(rewriter, loc, type, read.getBase(),
                                     read.getIndices(), /*nontemporal=*/false,
                                     getAccessAlignment(length, elementType)));
    return success();
  }
  FailureOr<int64_t> rowLength = getChunkedRowLength(read, vectorWidth);
  if (failed(rowLength))
    return failure();
  VectorType chunkType = VectorType::get({vectorWidth}, elementType);
  Value zeros =
      vector::BroadcastOp::create(rewriter, loc, chunkType, read.getPadding());
  Value result =
      vector::BroadcastOp::create(rewriter, loc, type, read.getPadding());
  SmallVector<Value> indices(read.getIndices());
  Value start = indices.back();
  Value rowEnd = arith::ConstantIndexOp::create(rewriter, loc, *rowLength);
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
        /*nontemporal=*/false, getAccessAlignment(vectorWidth, elementType));
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
      getAccessAlignment(type.getDimSize(0), type.getElementType()));
  rewriter.eraseOp(write);
  return success();
}

/// The predicate of a transfer whose mask is one i1 broadcast to every
/// element, or null.
template <typename TransferOp> Value getUniformMask(TransferOp transfer) {
  auto broadcast =
      transfer.getMask()
          ? transfer.getMask().template getDefiningOp<vector::BroadcastOp>()
          : vector::BroadcastOp();
  if (!broadcast || !broadcast.getSource().getType().isInteger(1))
    return Value();
  return broadcast.getSource();
}

/// A 1-D minor-identity row access of a global buffer under a uniform mask.
template <typename TransferOp> bool isPredicatedRowAccess(TransferOp op) {
  auto memrefType = dyn_cast<MemRefType>(op.getBase().getType());
  return memrefType && !memrefType.getMemorySpace() &&
         op.getVectorType().getRank() == 1 &&
         op.getPermutationMap().isMinorIdentity() && getUniformMask(op);
}

/// How a predicated row access moves its row: accesses of `accessBytes`
/// (16 at most), each of 32-bit words, or 16-bit halves where the row is
/// 2-byte aligned only.
struct RowWords {
  int64_t accessBytes;
  int64_t wordBytes;
  int64_t rowBytes;

  explicit RowWords(VectorType row)
      : accessBytes(
            getAccessAlignment(row.getDimSize(0), row.getElementType()).value()),
        wordBytes(std::min<int64_t>(accessBytes, 4)),
        rowBytes(row.getDimSize(0) * row.getElementTypeBitWidth() / 8) {}

  int64_t wordsPerAccess() const { return accessBytes / wordBytes; }
  VectorType wordsType(MLIRContext *ctx) const {
    return VectorType::get({rowBytes / wordBytes},
                           IntegerType::get(ctx, wordBytes * 8));
  }
};

/// The global-space pointer to the first element of `op` (a transfer on a
/// buffer with static strides).
template <typename TransferOp>
FailureOr<Value> getRowAddress(RewriterBase &rewriter, TransferOp op) {
  auto memrefType = cast<MemRefType>(op.getBase().getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memrefType.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return op.emitOpError(
        "expected a buffer with static strides for a predicated row access");
  Location loc = op.getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value element = constant(offset);
  for (auto [index, stride] : llvm::zip(op.getIndices(), strides))
    element = arith::AddIOp::create(
        rewriter, loc, element,
        arith::MulIOp::create(rewriter, loc, index, constant(stride)));
  int64_t elementBytes = op.getVectorType().getElementTypeBitWidth() / 8;
  Value byteAddress = arith::AddIOp::create(
      rewriter, loc,
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc,
                                                     op.getBase()),
      arith::MulIOp::create(rewriter, loc, element, constant(elementBytes)));
  Value address64 = arith::IndexCastOp::create(
      rewriter, loc, rewriter.getI64Type(), byteAddress);
  return LLVM::AddrSpaceCastOp::create(
             rewriter, loc, getGlobalPointerType(rewriter.getContext()),
             LLVM::IntToPtrOp::create(
                 rewriter, loc,
                 LLVM::LLVMPointerType::get(rewriter.getContext()), address64)
                 .getResult())
      .getResult();
}

/// The pointer `start` bytes past `address`.
Value offsetAddress(RewriterBase &rewriter, Location loc, Value address,
                    int64_t start) {
  if (start == 0)
    return address;
  return LLVM::GEPOp::create(
             rewriter, loc, getGlobalPointerType(rewriter.getContext()),
             rewriter.getI8Type(), address, ArrayRef<LLVM::GEPArg>{start})
      .getResult();
}

/// The PTX operand list of `count` operands from `$first` on: `$first` or
/// `{$first, ...}`.
std::string ptxOperands(size_t first, size_t count) {
  SmallVector<std::string> operands;
  for (size_t i = first; i < first + count; ++i)
    operands.push_back("$" + std::to_string(i));
  return count > 1 ? "{" + llvm::join(operands, ", ") + "}" : operands.front();
}

/// `.vN` for an access of `count` words.
std::string vectorSuffix(size_t count) {
  return count > 1 ? ".v" + std::to_string(count) : "";
}

/// `@predicate st.global` of `words` (i16 or i32 values, one access) at
/// `address`.
void storeGlobalIf(RewriterBase &rewriter, Location loc, Value predicate,
                   Value address, ArrayRef<Value> words) {
  unsigned bits = words.front().getType().getIntOrFloatBitWidth();
  std::string store =
      llvm::formatv("st.global{0}.b{1} [$0], {2};", vectorSuffix(words.size()),
                    bits, ptxOperands(1, words.size()));
  SmallVector<Value> arguments{address};
  llvm::append_range(arguments, words);
  createGuardedInlinePtx(rewriter, loc, store, arguments, predicate);
}

/// `@predicate ld.global` of one access of words (i16 or i32) at `address`;
/// where the predicate is false the words keep their `initial` values.
/// Unlike a plain load followed by a select, nothing consumes the loaded
/// words before the arithmetic does, so ptxas cannot place that consumer
/// right behind the load. The assembly has no side effects: the kernels
/// never write their input, so the load may move and, unused, go away
/// like an ordinary load.
SmallVector<Value> loadGlobalIf(RewriterBase &rewriter, Location loc,
                                Value predicate, Value address,
                                ArrayRef<Value> initial) {
  MLIRContext *ctx = rewriter.getContext();
  Type wordType = initial.front().getType();
  unsigned bits = wordType.getIntOrFloatBitWidth();
  size_t count = initial.size();
  std::string ptx = guardPtx(llvm::formatv("ld.global{0}.b{1} {2}, [${3}];",
                                           vectorSuffix(count), bits,
                                           ptxOperands(0, count), count)
                                 .str(),
                             count + 1);
  // Outputs, then the address and the predicate, then the initial words,
  // each tied to its output.
  SmallVector<std::string> constraints(count, bits == 16 ? "=h" : "=r");
  constraints.push_back("l");
  constraints.push_back("b");
  for (size_t i = 0; i < count; ++i)
    constraints.push_back(std::to_string(i));
  Type resultType = count == 1 ? wordType
                               : LLVM::LLVMStructType::getLiteral(
                                     ctx, SmallVector<Type>(count, wordType));
  SmallVector<Value> operands{address, predicate};
  llvm::append_range(operands, initial);
  auto load = LLVM::InlineAsmOp::create(
      rewriter, loc, resultType, operands, ptx, llvm::join(constraints, ","),
      /*has_side_effects=*/false, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
      /*operand_attrs=*/ArrayAttr());
  if (count == 1)
    return {load.getResult(0)};
  SmallVector<Value> words;
  for (size_t i = 0; i < count; ++i)
    words.push_back(
        LLVM::ExtractValueOp::create(rewriter, loc, load.getResult(0), i));
  return words;
}

LogicalResult predicateWrite(RewriterBase &rewriter,
                             vector::TransferWriteOp write) {
  if (!write.isDimInBounds(0))
    return write.emitOpError("expected an in-bounds row store");
  rewriter.setInsertionPoint(write);
  FailureOr<Value> address = getRowAddress(rewriter, write);
  if (failed(address))
    return failure();
  Location loc = write.getLoc();
  RowWords row(write.getVectorType());
  Value words = vector::BitCastOp::create(
      rewriter, loc, row.wordsType(rewriter.getContext()), write.getVector());
  Value predicate = getUniformMask(write);
  for (int64_t start = 0; start < row.rowBytes; start += row.accessBytes) {
    SmallVector<Value> accessWords;
    for (int64_t w = 0; w < row.wordsPerAccess(); ++w)
      accessWords.push_back(vector::ExtractOp::create(
          rewriter, loc, words, start / row.wordBytes + w));
    storeGlobalIf(rewriter, loc, predicate,
                  offsetAddress(rewriter, loc, *address, start), accessWords);
  }
  rewriter.eraseOp(write);
  return success();
}

/// A global row read under a uniform mask becomes the same aligned accesses,
/// predicated, each starting from the padding. A read that may leave the row
/// is split into `vectorWidth` chunks as in coalesceRead, each predicated on
/// the mask and on lying inside the row; it needs no clamped address.
LogicalResult predicateRead(RewriterBase &rewriter, vector::TransferReadOp read,
                            int64_t vectorWidth) {
  VectorType type = read.getVectorType();
  int64_t length = type.getDimSize(0);
  bool inBounds = read.isDimInBounds(0);
  FailureOr<int64_t> rowLength =
      inBounds ? length : getChunkedRowLength(read, vectorWidth);
  if (failed(rowLength))
    return failure();
  rewriter.setInsertionPoint(read);
  FailureOr<Value> address = getRowAddress(rewriter, read);
  if (failed(address))
    return failure();
  Location loc = read.getLoc();
  int64_t chunkLength = inBounds ? length : vectorWidth;
  VectorType chunkType = VectorType::get({chunkLength}, type.getElementType());
  RowWords chunk(chunkType);
  VectorType wordsType = chunk.wordsType(rewriter.getContext());
  Value initial = vector::BitCastOp::create(
      rewriter, loc, wordsType,
      vector::BroadcastOp::create(rewriter, loc, chunkType, read.getPadding()));
  Value mask = getUniformMask(read);
  Value start = read.getIndices().back();
  Value result =
      vector::BroadcastOp::create(rewriter, loc, type, read.getPadding());
  for (int64_t offset = 0; offset < length; offset += chunkLength) {
    Value predicate = mask;
    if (!inBounds) {
      Value column = arith::AddIOp::create(
          rewriter, loc, start,
          arith::ConstantIndexOp::create(rewriter, loc, offset));
      Value inside = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::slt, column,
          arith::ConstantIndexOp::create(rewriter, loc, *rowLength));
      predicate = arith::AndIOp::create(rewriter, loc, mask, inside);
    }
    int64_t chunkStart = offset * chunk.rowBytes / chunkLength;
    SmallVector<Value> words;
    for (int64_t access = 0; access < chunk.rowBytes;
         access += chunk.accessBytes) {
      SmallVector<Value> initialWords;
      for (int64_t w = 0; w < chunk.wordsPerAccess(); ++w)
        initialWords.push_back(vector::ExtractOp::create(
            rewriter, loc, initial, access / chunk.wordBytes + w));
      llvm::append_range(words,
                         loadGlobalIf(rewriter, loc, predicate,
                                      offsetAddress(rewriter, loc, *address,
                                                    chunkStart + access),
                                      initialWords));
    }
    Value loaded = vector::BitCastOp::create(
        rewriter, loc, chunkType,
        vector::FromElementsOp::create(rewriter, loc, wordsType, words));
    if (inBounds) {
      rewriter.replaceOp(read, loaded);
      return success();
    }
    result = vector::InsertStridedSliceOp::create(rewriter, loc, loaded, result,
                                                  ArrayRef<int64_t>{offset},
                                                  ArrayRef<int64_t>{1});
  }
  rewriter.replaceOp(read, result);
  return success();
}

struct CoalesceDepthwisePass
    : dwc::impl::DWCCoalesceDepthwiseBase<CoalesceDepthwisePass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    WalkResult result = getOperation()->walk([&](scf::ParallelOp nest) {
      auto config = nest->getAttrOfType<DepthwiseConfigAttr>(kConfigAttrName);
      if (!config)
        return WalkResult::advance();
      SmallVector<vector::TransferReadOp> reads, predicatedReads;
      SmallVector<vector::TransferWriteOp> writes, predicatedWrites;
      nest->walk([&](Operation *op) {
        if (auto read = dyn_cast<vector::TransferReadOp>(op)) {
          if (isRowAccess(read))
            reads.push_back(read);
          else if (isPredicatedRowAccess(read))
            predicatedReads.push_back(read);
        }
        if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
          if (isRowAccess(write))
            writes.push_back(write);
          else if (isPredicatedRowAccess(write))
            predicatedWrites.push_back(write);
        }
      });
      for (vector::TransferReadOp read : reads)
        if (failed(coalesceRead(rewriter, read, config.getVectorWidth())))
          return WalkResult::interrupt();
      for (vector::TransferReadOp read : predicatedReads)
        if (failed(predicateRead(rewriter, read, config.getVectorWidth())))
          return WalkResult::interrupt();
      for (vector::TransferWriteOp write : writes)
        if (failed(coalesceWrite(rewriter, write)))
          return WalkResult::interrupt();
      for (vector::TransferWriteOp write : predicatedWrites)
        if (failed(predicateWrite(rewriter, write)))
          return WalkResult::interrupt();
      nest->removeAttr(kConfigAttrName);
      return WalkResult::skip();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
