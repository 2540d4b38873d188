//===- KernelBuilder.h - index and float arithmetic of kernels --*- C++ -*-===//
//
// The arithmetic every kernel emitter of dwc writes over and over (indices,
// clamps, masked row reads, fused multiply-adds), on one builder and
// location.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_DIALECT_DWC_TRANSFORMS_COMMON_KERNELBUILDER_H
#define DWC_LIB_DIALECT_DWC_TRANSFORMS_COMMON_KERNELBUILDER_H

#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::dwc {

/// Index and float arithmetic on one builder and location.
class KernelBuilder {
public:
  KernelBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// Zero of a scalar or (splat) vector type.
  Value zero(Type type) {
    return arith::ConstantOp::create(b, loc,
                                     cast<TypedAttr>(b.getZeroAttr(type)));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, index(y)) : x; }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, loc, x, index(y));
  }
  Value div(Value x, int64_t y) {
    return y == 1 ? x : arith::DivUIOp::create(b, loc, x, index(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, loc, x, index(y));
  }
  Value lt(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x,
                                 index(y));
  }
  Value ge(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x,
                                 index(y));
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  /// `x` clamped to [lo, hi].
  Value clamp(Value x, int64_t lo, int64_t hi) {
    Value low = arith::MaxSIOp::create(b, loc, x, index(lo));
    return arith::MinSIOp::create(b, loc, low, index(hi));
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// A row read of `type` that yields zeros where `valid` is false: a
  /// transfer_read under a uniform mask, which dwc-coalesce-depthwise makes
  /// predicated loads.
  Value maskedRead(VectorType type, Value memref, ValueRange indices,
                   Value valid, bool inBounds) {
    Value mask = vector::BroadcastOp::create(
        b, loc, VectorType::get(type.getShape(), b.getI1Type()), valid);
    return vector::TransferReadOp::create(
        b, loc, type, memref, indices,
        AffineMap::getMinorIdentityMap(indices.size(), 1, b.getContext()),
        zero(type.getElementType()), mask, b.getBoolArrayAttr({inBounds}));
  }
  /// The tap `input * weight + acc`, contractible into one fma (math.fma
  /// would become a libdevice call on NVVM); the multiply is marked for
  /// dwc-drop-padding-taps.
  Value tap(Value input, Value weight, Value acc) {
    auto contract = arith::FastMathFlags::contract;
    auto product = arith::MulFOp::create(b, loc, input, weight, contract);
    product->setAttr(kTapAttrName, b.getUnitAttr());
    return arith::AddFOp::create(b, loc, product, acc, contract);
  }

  /// Calls `batch` with each batch of the chunks that `threadId` moves of a
  /// block's `chunks` (its j-th is threadId + j * threads): up to `maxBatch`
  /// chunks a batch, unrolled, so that their accesses are in flight
  /// together; several batches run in an scf.for. Indices may pass `chunks`
  /// in the last batch.
  void forEachChunkBatch(int64_t chunks, int64_t threads, Value threadId,
                         int64_t maxBatch,
                         function_ref<void(ArrayRef<Value>)> batch) {
    int64_t chunksPerThread = llvm::divideCeil(chunks, threads);
    int64_t batchSize = std::min(chunksPerThread, maxBatch);
    int64_t batches = llvm::divideCeil(chunksPerThread, batchSize);
    auto emitBatch = [&](Value first) {
      SmallVector<Value> batchChunks;
      for (int64_t j = 0; j < batchSize; ++j)
        batchChunks.push_back(add(first, j * threads));
      batch(batchChunks);
    };
    if (batches == 1) {
      emitBatch(threadId);
      return;
    }
    scf::ForOp::create(
        b, loc, index(0), index(batches), index(1), ValueRange{},
        [&](OpBuilder &nb, Location, Value batchIndex, ValueRange) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          emitBatch(add(threadId, mul(batchIndex, batchSize * threads)));
          scf::YieldOp::create(b, loc);
        });
  }

  /// Indices of (image, channel, row, col) in an activation of `layout`.
  static SmallVector<Value> activationIndices(Layout layout, Value image,
                                              Value channel, Value row,
                                              Value col) {
    if (layout == Layout::NCHW)
      return {image, channel, row, col};
    return {image, row, col, channel};
  }
  /// Indices of tap (kh, kw) of `channel` in a depthwise filter of `layout`
  /// (CHW or HWC).
  SmallVector<Value> depthwiseFilterIndices(Layout layout, Value channel,
                                            int64_t kh, int64_t kw) {
    if (layout == Layout::NCHW)
      return {channel, index(kh), index(kw)};
    return {index(kh), index(kw), channel};
  }

  /// `width` consecutive elements (one access; a scalar for 1) of `buffer`
  /// at `indices`, widened to f32 (a scalar or a vector of `width`).
  Value loadF32(Value buffer, ValueRange indices, int64_t width);

  /// The buffer of `tensor` (null for a null tensor), through which a
  /// kernel's loop nest reads (`readOnly`) or writes it.
  Value toBuffer(Value tensor, bool readOnly);
  /// The tensor that the buffer `buffer` of `like` holds after the kernel.
  Value toTensor(Value buffer, Value like);

  /// A kernel launch as loops: an scf.parallel over the `grid` blocks mapped
  /// to block_x/y/z, holding one over `threads` threads mapped to thread_x,
  /// whose body `thread(blockIds, threadId)` builds after a
  /// dwc.register_limit where `maxRegisters` is set (outlining carries the
  /// kernel's body, not the launch's attributes, into the kernel; see
  /// dwc-apply-register-limits; it sits in the thread loop, since
  /// convert-parallel-loops-to-gpu maps no block loop with side effects
  /// outside its thread loops). Returns the block loop.
  scf::ParallelOp
  buildLaunch(ArrayRef<int64_t> grid, int64_t threads, int64_t maxRegisters,
              function_ref<void(ValueRange blockIds, Value threadId)> thread);

  OpBuilder &b;
  Location loc;
};

/// Largest power-of-two byte alignment of `elements` consecutive elements of
/// `elementType` starting at a multiple of `elements`, capped at the widest
/// access.
inline llvm::Align getAccessAlignment(int64_t elements, Type elementType) {
  uint64_t bytes = elements * elementType.getIntOrFloatBitWidth() / 8;
  return llvm::Align(
      std::min<uint64_t>(1ull << llvm::countr_zero(bytes), kMaxAccessBytes));
}

} // namespace mlir::dwc

#endif // DWC_LIB_DIALECT_DWC_TRANSFORMS_COMMON_KERNELBUILDER_H
