//===- FoldTosaEpilogue.cpp - elementwise TOSA ops into dwc ops -----------===//
//
// torch-mlir's TOSA form computes a convolution's epilogue with one TOSA op
// per PyTorch op: BatchNorm as tosa.sub, two tosa.mul and tosa.add with
// per-channel constants (1 x C x 1 x 1), relu and relu6 as tosa.clamp,
// silu as tosa.sigmoid times its operand, hardswish as an add, a clamp and
// two products. The reader turns them into one expression of the
// convolution's result; the chain (RaiseCommon/EpilogueChain) folds the
// longest epilogue into the dwc op.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/RaiseTosa/RaiseTosa.h"

#include "dwc/Conversion/RaiseCommon/EpilogueChain.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

namespace {
/// Reads elementwise TOSA ops, whose operands broadcast along dimensions of
/// size 1.
class TosaReader : public EpilogueReader {
public:
  bool isElementwise(Operation *op) const override {
    return isTosaElementwise(op);
  }

  const Expr *read(Operation *op, ExprBuilder &builder,
                   function_ref<const Expr *(Value)> lookup,
                   unsigned channelDim, int64_t channels) override {
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<const Expr *> operands;
    bool readsChain = false;
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      // tosa.mul's shift, which interpret checks.
      if (type && !isa<FloatType>(type.getElementType()))
        continue;
      if (const Expr *expr = lookup(operand)) {
        operands.push_back(expr);
        readsChain = true;
        continue;
      }
      if (type == resultType) {
        operands.push_back(builder.tensor(operand));
        continue;
      }
      std::optional<bool> perChannel = readsPerChannelOrScalar(
          type, resultType.getRank(), channelDim, channels);
      if (!perChannel)
        return nullptr;
      std::optional<SmallVector<double>> constant =
          evaluateConstant(operand, kMaxChannelElements);
      if (!constant)
        return nullptr;
      operands.push_back(builder.constant(std::move(*constant)));
    }
    if (!readsChain)
      return nullptr;
    FailureOr<SmallVector<const Expr *>> results =
        builder.interpret(op, operands);
    if (failed(results) || results->size() != 1)
      return nullptr;
    return results->front();
  }

private:
  /// Whether `type` holds one value per channel (true) or one for all
  /// (false) of a result of rank `rank`; none where it is neither.
  static std::optional<bool> readsPerChannelOrScalar(RankedTensorType type,
                                                     int64_t rank,
                                                     unsigned channelDim,
                                                     int64_t channels) {
    if (!type || !type.hasStaticShape() || type.getRank() != rank)
      return std::nullopt;
    bool perChannel = false;
    for (auto [dim, size] : llvm::enumerate(type.getShape())) {
      if (size == 1)
        continue;
      if (dim != channelDim || size != channels)
        return std::nullopt;
      perChannel = true;
    }
    return perChannel;
  }
};

/// Folds the epilogue that elementwise TOSA ops compute from a dwc op's
/// result into the op.
template <typename ConvOp> struct FoldTosaEpilogue : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    TosaReader reader;
    return foldEpilogueChain(rewriter, op, reader);
  }
};
} // namespace

void mlir::dwc::populateRaiseTosaEpiloguePatterns(RewritePatternSet &patterns) {
  patterns.add<FoldTosaEpilogue<DepthwiseConv2DOp>,
               FoldTosaEpilogue<PointwiseConv2DOp>>(patterns.getContext());
}
