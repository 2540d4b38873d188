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

#include "dwc/Conversion/RaiseCommon/Epilogue.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

namespace {
/// Per-channel operands hold at most this many elements (they are vectors of
/// one value per channel).
constexpr int64_t kMaxChannelElements = int64_t(1) << 20;

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

/// The elementwise linalg.generic ops that consume a dwc op's result,
/// directly or through each other, and the expression each computes.
class EpilogueChain {
public:
  EpilogueChain(Operation *conv) : conv(conv) {
    auto type = cast<RankedTensorType>(conv->getResult(0).getType());
    channelDim = getOutputChannelDim(conv);
    channels = type.getDimSize(channelDim);
    exprs[conv->getResult(0)] = builder.input();
  }

  /// Reads every generic reachable from the convolution, in program order.
  void build() {
    SmallVector<Value> worklist{conv->getResult(0)};
    SetVector<linalg::GenericOp> found;
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      for (Operation *user : value.getUsers()) {
        auto generic = dyn_cast<linalg::GenericOp>(user);
        if (generic && generic->getBlock() == conv->getBlock() &&
            found.insert(generic))
          worklist.push_back(generic.getResult(0));
      }
    }
    generics = found.takeVector();
    llvm::sort(generics, [](linalg::GenericOp a, linalg::GenericOp b) {
      return a->isBeforeInBlock(b);
    });
    for (linalg::GenericOp generic : generics)
      if (const Expr *expr = read(generic))
        exprs[generic.getResult(0)] = expr;
  }

  /// The last generic whose result is an epilogue of the convolution that
  /// the dwc op can take (`allow`), computed by generics that nothing else
  /// reads.
  /// Whether no elementwise generic reads the convolution.
  bool empty() const { return generics.empty(); }

  struct Found {
    linalg::GenericOp last;
    Epilogue epilogue;
    /// The generics that compute `last`, `last` included.
    SmallVector<Operation *> generics;
  };
  std::optional<Found>
  findLongest(llvm::function_ref<bool(const Epilogue &)> allow) {
    for (linalg::GenericOp generic : llvm::reverse(generics)) {
      const Expr *expr = exprs.lookup(generic.getResult(0));
      if (!expr)
        continue;
      std::optional<Epilogue> epilogue = matchEpilogue(builder, expr);
      if (!epilogue || epilogue->isIdentity() || !allow(*epilogue))
        continue;
      if (std::optional<SmallVector<Operation *>> cone = getClosedCone(generic))
        return Found{generic, *epilogue, std::move(*cone)};
    }
    return std::nullopt;
  }

private:
  /// The expression `generic` computes, or null where it is not an
  /// elementwise function of the convolution and per-channel constants.
  const Expr *read(linalg::GenericOp generic) {
    Value result = generic.getResult(0);
    if (generic.getNumDpsInits() != 1 || generic->getNumResults() != 1 ||
        !generic.hasPureTensorSemantics() ||
        generic.getNumReductionLoops() != 0 ||
        result.getType() != conv->getResult(0).getType() ||
        !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity() ||
        generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
      return nullptr;
    DenseMap<Value, const Expr *> values;
    bool readsConvolution = false;
    for (OpOperand *operand : generic.getDpsInputOperands()) {
      AffineMap map = generic.getMatchingIndexingMap(operand);
      const Expr *expr = exprs.lookup(operand->get());
      bool perChannel;
      if (expr) {
        if (!map.isIdentity())
          return nullptr;
        readsConvolution = true;
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
    if (!readsConvolution)
      return nullptr;
    Block &body = generic.getRegion().front();
    for (Operation &op : body.without_terminator()) {
      SmallVector<const Expr *> operands;
      for (Value operand : op.getOperands()) {
        const Expr *expr = values.lookup(operand);
        FloatAttr scalar;
        if (!expr && matchPattern(operand, m_Constant(&scalar)))
          expr = builder.constant({scalar.getValueAsDouble()});
        if (!expr)
          return nullptr;
        operands.push_back(expr);
      }
      FailureOr<SmallVector<const Expr *>> results =
          builder.interpret(&op, operands);
      if (failed(results) || results->size() != op.getNumResults())
        return nullptr;
      for (auto [value, expr] : llvm::zip(op.getResults(), *results))
        values[value] = expr;
    }
    return values.lookup(body.getTerminator()->getOperand(0));
  }

  /// The generics that compute `last` from the convolution, where every
  /// value between them is read only by them, so that they all go once
  /// `last` is replaced.
  std::optional<SmallVector<Operation *>>
  getClosedCone(linalg::GenericOp last) {
    SetVector<Operation *> cone;
    SmallVector<Operation *> worklist{last};
    cone.insert(conv);
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      if (!cone.insert(op))
        continue;
      for (Value operand : op->getOperands())
        if (exprs.count(operand))
          if (Operation *producer = operand.getDefiningOp())
            worklist.push_back(producer);
    }
    bool closed = llvm::all_of(cone, [&](Operation *op) {
      return op == last.getOperation() ||
             llvm::all_of(op->getUsers(),
                          [&](Operation *user) { return cone.contains(user); });
    });
    if (!closed)
      return std::nullopt;
    SmallVector<Operation *> ops;
    for (Operation *op : cone)
      if (op != conv)
        ops.push_back(op);
    return ops;
  }

  Operation *conv;
  unsigned channelDim;
  int64_t channels;
  ExprBuilder builder;
  DenseMap<Value, const Expr *> exprs;
  SmallVector<linalg::GenericOp> generics;
};

/// Folds the epilogue that linalg.generic ops compute from a dwc op's result
/// into the op.
template <typename ConvOp>
struct FoldLinalgEpilogue : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    constexpr bool isPointwise = std::is_same_v<ConvOp, PointwiseConv2DOp>;
    bool hasResidual = false;
    if constexpr (isPointwise)
      hasResidual = static_cast<bool>(op.getResidual());
    bool hasEpilogue = op.getActivation() != Activation::None || hasResidual;
    EpilogueChain chain(op);
    chain.build();
    // An op with an epilogue takes only a residual after it; depthwise ops
    // have none.
    auto allow = [&](const Epilogue &epilogue) {
      if (epilogue.residual && !isPointwise)
        return false;
      if (!hasEpilogue)
        return true;
      Epilogue residualOnly;
      residualOnly.residual = epilogue.residual;
      return isPointwise && epilogue.residual && !hasResidual &&
             epilogue.activation == Activation::None &&
             residualOnly.scale == epilogue.scale &&
             residualOnly.shift == epilogue.shift;
    };
    auto found = chain.findLongest(allow);
    if (!found && chain.empty())
      return failure();
    if (!found)
      return rewriter.notifyMatchFailure(
          op, "no elementwise epilogue that the op can take follows it");
    if (failed(foldEpilogue(rewriter, op, found->epilogue,
                            found->last.getResult(0), found->last)))
      return failure();
    // The chain and the per-channel constants only it read go now.
    llvm::sort(found->generics, [](Operation *a, Operation *b) {
      return b->isBeforeInBlock(a);
    });
    DenseSet<Operation *> folded(found->generics.begin(),
                                 found->generics.end());
    folded.insert(op);
    SetVector<Value> read;
    for (Operation *generic : found->generics)
      for (Value operand : generic->getOperands())
        if (!folded.contains(operand.getDefiningOp()))
          read.insert(operand);
    for (Operation *generic : found->generics)
      rewriter.eraseOp(generic);
    rewriter.eraseOp(op);
    eraseUnusedConstants(rewriter, read.getArrayRef());
    return success();
  }
};
} // namespace

void mlir::dwc::populateRaiseLinalgEpiloguePatterns(
    RewritePatternSet &patterns) {
  patterns.add<FoldLinalgEpilogue<DepthwiseConv2DOp>,
               FoldLinalgEpilogue<PointwiseConv2DOp>>(patterns.getContext());
}
