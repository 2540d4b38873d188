//===- GemmEmitter.h - the pointwise GEMM kernel emitter --------*- C++ -*-===//
//
// The kernel of one configured dwc.pointwise_conv2d as the GEMM C = A x B of
// #dwc.pointwise_config: a grid of block tiles of C, each stepping over K
// with its A and B tiles in workgroup memory, multiplied by fused
// multiply-adds (`ffma`) or tensor-core tiles (`mma`), and an epilogue of
// bias, activation, residual and rounding on the accumulators in registers.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_DIALECT_DWC_TRANSFORMS_POINTWISE_GEMMEMITTER_H
#define DWC_LIB_DIALECT_DWC_TRANSFORMS_POINTWISE_GEMMEMITTER_H

#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/IR/PointwiseSchedule.h"

#include <functional>

namespace mlir::dwc::pointwise {

/// The tensors of a GEMM kernel: for a pointwise convolution its own; for a
/// fused separable one, the depthwise input and the pointwise filter, bias,
/// residual and destination; for a filter gradient, the input, the output
/// gradient and the destination (the gradient or its partial sums).
struct GemmOperands {
  Value input, filter, bias, residual, init;
  Activation activation = Activation::None;
  Value gradOutput = {};
};

/// The depthwise convolution whose output a fused kernel computes as its A
/// operand (NHWC): its filter (HWC), bias, activation and window over an
/// input of `height` x `width` pixels.
struct DepthwiseProducer {
  Value filter, bias;
  Activation activation;
  int64_t height, width, kernelHeight, kernelWidth;
  int64_t strideH, strideW, dilationH, dilationW, padTop, padLeft;
};

/// Emits the loop nest of one pointwise convolution, or of a separable one
/// fused into one kernel.
class GemmKernelEmitter {
public:
  GemmKernelEmitter(OpBuilder &b, Location loc, const PointwiseProblem &problem,
                    PointwiseConfigAttr config, const GemmOperands &operands,
                    std::optional<DepthwiseProducer> producer = std::nullopt)
      : b(b), p(problem), config(config), operands(operands),
        producer(producer), k(b, loc) {}

  /// Emits the loop nest at the builder's insertion point; returns the
  /// result tensor.
  Value emit();

private:
  /// The per-thread body: the K loop over workgroup tiles, then the
  /// epilogue.
  void emitThread(ValueRange blockIds, Value threadId);

  /// Where element (row, col) of A, B or C (and the residual) lies in its
  /// buffer's view, for the GEMM of image `gemm`.
  SmallVector<Value> indexA(Value row, Value col);
  SmallVector<Value> indexB(Value row, Value col);
  SmallVector<Value> indexC(Value row, Value col);
  /// Where element (row, col) of an operand read transposed lies, in the
  /// rows and columns of the matrix that holds it: a transposed filter's
  /// (N, K) of B in NHWC, (K, M) of A in NCHW; a filter gradient's input
  /// pixels x Cin, (K, M) of A in NHWC, or Cin x pixels of an image,
  /// (N, K) of B in NCHW.
  SmallVector<Value> indexTransposed(Value row, Value col);
  /// Where row `row` at K `kIndex` of an NCHW filter gradient's operand
  /// (channels x pixels of each image) lies: image kIndex / pixels, pixel
  /// kIndex % pixels.
  SmallVector<Value> indexImageRow(Value row, Value kIndex) {
    return {k.div(kIndex, p.pixels()), row, k.rem(kIndex, p.pixels())};
  }

  /// Starts the copy of the block's A and B tiles of the K step at `k0` into
  /// stage `stage` of workgroup memory, in `vector_width` chunks; chunks
  /// outside the GEMM, or all of them where `live` is false, are zeros.
  /// Chunks stored as loaded go by cp.async (committed by the caller); the
  /// others are loaded into registers (a fused kernel computes its A chunks:
  /// produceChunk), and where one batch holds all of a thread's, their
  /// stores are appended to `deferredStores` for the caller to emit after
  /// the multiply, so that the loads overlap it.
  void copyTiles(Value m0, Value n0, Value k0, Value stage, Value live,
                 Value threadId,
                 SmallVectorImpl<std::function<void()>> &deferredStores);

  /// `vector_width` channels from `channel` of the depthwise output at
  /// GEMM row `row` (an output pixel), rounded to the element type for the
  /// tensor cores; zeros where `valid` is false.
  Value produceChunk(Value row, Value channel, Value valid);

  /// Adds the product of the tiles of stage `stage` into `acc`, one
  /// instruction kind each.
  void multiplyFfma(Value stage, Value warpM, Value warpN, Value lane,
                    MutableArrayRef<Value> acc);
  void multiplyMma(Value stage, Value warpM, Value warpN, Value lane,
                   MutableArrayRef<Value> acc);

  /// The epilogue of the C tile at row `m0`, column `n0`: `acc` of each
  /// warp's tile, stored where they lie in C.
  void storeTile(Value m0, Value n0, Value warpM, Value warpN, Value lane,
                 ArrayRef<Value> acc);

  /// The staged form of storeTile's `mma` epilogue (see
  /// isGemmEpilogueStaged): a row of mma tiles at a time, the warp's
  /// accumulators go to its staging tile as pairs and come back as runs of
  /// `vector_width` columns, which storeC stores.
  void storeTileStaged(Value rowBase, Value colBase, Value lane,
                       ArrayRef<Value> acc);

  /// Hands a warp's `chunks` out lane by lane, 32 a pass: `body` gets the
  /// chunk and, in a last partial pass, whether it is one (null otherwise).
  void forEachLaneChunk(int64_t chunks, Value lane,
                        function_ref<void(Value, Value)> body);

  /// The flat_pixels form of storeTileStaged's stores: the warp's 16 rows
  /// of C from `firstRow`, all of an image's pixels each, read back from its
  /// staging tile and stored as one run of `vector_width` chunks.
  void storeRowsAsRun(Value firstRow, Value lane);

  /// Bias, activation, residual and rounding of `values`, consecutive
  /// elements of C's row `row` from column `col`, stored as one access
  /// under `valid`.
  void storeC(Value row, Value col, ArrayRef<Value> values, Value valid);

  /// storeC's epilogue of `values` at `indices` of C (and of the residual,
  /// viewed alike), with the bias that `loadBias` loads as a vector of C's
  /// element type.
  void storeResult(ArrayRef<Value> values, Value valid,
                   function_ref<Value(VectorType)> loadBias,
                   ArrayRef<Value> indices);

  /// A 16-bit register pair as the mma's operand: f16 pairs as they are,
  /// bf16 pairs as the 32-bit word the NVVM op takes.
  Value mmaOperand(Value pair);

  int64_t warpRows() const { return config.getBlockM() / config.getWarpsM(); }
  int64_t warpCols() const { return config.getBlockN() / config.getWarpsN(); }
  int64_t threads() const {
    return 32 * config.getWarpsM() * config.getWarpsN();
  }
  bool isMma() const { return config.getInstruction() == GemmInstruction::Mma; }
  bool isTF32() const { return isMma() && p.elementBytes() == 4; }
  /// Whether cp.async moves a chunk of the tiles: it copies 4, 8 or 16 bytes
  /// into workgroup memory as they are.
  bool isAsyncChunk() const {
    return config.getVectorWidth() * p.elementBytes() >= 4;
  }

  OpBuilder &b;
  const PointwiseProblem &p;
  PointwiseConfigAttr config;
  GemmOperands operands;
  std::optional<DepthwiseProducer> producer;
  KernelBuilder k;
  /// The producer's filter and bias buffers.
  Value producerFilter, producerBias;
  /// The operands' buffers, and their views in the kernel: A, B and C (and
  /// the residual's) as matrices, with a leading image dimension in NCHW.
  Value input, filter, output, residualBuffer, bias, gradOutput;
  Value a, bMatrix, c, residual;
  /// The workgroup tiles, `stages` x rows x columns, and the warps' staging
  /// tiles of C (warps x rows x columns, f32) where the epilogue is staged.
  Value tileA, tileB, epilogueTile;
  /// The thread's warp in its block.
  Value warpIndex;
  /// The image of an NCHW GEMM, or a filter gradient's partition.
  Value gemm;
  /// The first K of the block's partition.
  Value kBase;
};

} // namespace mlir::dwc::pointwise

#endif // DWC_LIB_DIALECT_DWC_TRANSFORMS_POINTWISE_GEMMEMITTER_H
