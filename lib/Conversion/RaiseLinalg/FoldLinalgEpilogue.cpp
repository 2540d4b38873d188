//===- FoldLinalgEpilogue.cpp - elementwise linalg into dwc ops -----------===//
//
// torch-mlir emits what follows a convolution as one linalg.generic per
// PyTorch op: BatchNorm as a subtraction, two multiplications and an
// addition with per-channel constants, relu6 as two compare-and-selects,
// hardswish as five ops, silu as a sigmoid and a product that both read the
// convolution. This pattern reads the generics that consume a dwc op's result
// as one expression (raise::ExprBuilder) and folds the longest chain that is
// an epilogue of the op into it.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/RaiseLinalg/RaiseLinalg.h"

#include "dwc/Conversion/RaiseCommon/EpilogueChain.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

namespace {
/// Whether `map` reads one value per `channelDim` of the iteration space
/// (`perChannel`) or one value for all (a scalar), with every other result
/// of the map the constant 0.
bool readsPerChannelOrScalar(AffineMap map, unsigned channelDim,
                             bool &perChannel) {
  perChannel = false;
  for (AffineExpr result : map.getResults()) {
    if (auto constant = dyn_cast<AffineConstantExpr>(result)) {
      if (constant.getValue() != 0)
        return false;
      continue;
    }
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim || dim.getPosition() != channelDim || perChannel)
      return false;
    perChannel = true;
  }
  return true;
}

/// Reads elementwise linalg.generic ops.
class LinalgReader : public EpilogueReader {
public:
  bool isElementwise(Operation *op) const override {
    return isa<linalg::GenericOp>(op);
  }

  const Expr *read(Operation *op, ExprBuilder &builder,
                   function_ref<const Expr *(Value)> lookup,
                   unsigned channelDim, int64_t channels) override {
    auto generic = cast<linalg::GenericOp>(op);
    Value result = generic.getResult(0);
    if (generic.getNumDpsInits() != 1 || !generic.hasPureTensorSemantics() ||
        generic.getNumReductionLoops() != 0 ||
        !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity() ||
        generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
      return nullptr;
    DenseMap<Value, const Expr *> values;
    bool readsChain = false;
    for (OpOperand *operand : generic.getDpsInputOperands()) {
      AffineMap map = generic.getMatchingIndexingMap(operand);
      const Expr *expr = lookup(operand->get());
      bool perChannel;
      if (expr) {
        if (!map.isIdentity())
          return nullptr;
        readsChain = true;
      } else if (map.isIdentity() &&
                 operand->get().getType() == result.getType()) {
        expr = builder.tensor(operand->get());
      } else if (readsPerChannelOrScalar(map, channelDim, perChannel)) {
        std::optional<SmallVector<double>> constant =
            evaluateConstant(operand->get(), kMaxChannelElements);
        if (!constant || static_cast<int64_t>(constant->size()) !=
                             (perChannel ? channels : 1))
          return nullptr;
        expr = builder.constant(std::move(*constant));
      } else {
        return nullptr;
      }
      values[generic.getMatchingBlockArgument(operand)] = expr;
    }
    if (!readsChain)
      return nullptr;
    Block &body = generic.getRegion().front();
    for (Operation &bodyOp : body.without_terminator()) {
      SmallVector<const Expr *> operands;
      for (Value operand : bodyOp.getOperands()) {
        const Expr *expr = values.lookup(operand);
        FloatAttr scalar;
        if (!expr && matchPattern(operand, m_Constant(&scalar)))
          expr = builder.constant({scalar.getValueAsDouble()});
        if (!expr)
          return nullptr;
        operands.push_back(expr);
      }
      FailureOr<SmallVector<const Expr *>> results =
          builder.interpret(&bodyOp, operands);
      if (failed(results) || results->size() != bodyOp.getNumResults())
        return nullptr;
      for (auto [value, expr] : llvm::zip(bodyOp.getResults(), *results))
        values[value] = expr;
    }
    return values.lookup(body.getTerminator()->getOperand(0));
  }
};

/// Folds the epilogue that linalg.generic ops compute from a dwc op's result
/// into the op.
template <typename ConvOp>
struct FoldLinalgEpilogue : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    LinalgReader reader;
    return foldEpilogueChain(rewriter, op, reader);
  }
};
} // namespace

void mlir::dwc::populateRaiseLinalgEpiloguePatterns(
    RewritePatternSet &patterns) {
  patterns.add<FoldLinalgEpilogue<DepthwiseConv2DOp>,
               FoldLinalgEpilogue<PointwiseConv2DOp>>(patterns.getContext());
}
