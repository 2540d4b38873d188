//===- EpilogueChain.cpp - fold elementwise ops into raised ops -----------===//

#include "dwc/Conversion/RaiseCommon/EpilogueChain.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

namespace {
/// The elementwise ops that consume a dwc op's result, directly or through
/// each other, and the expression each computes.
class EpilogueChain {
public:
  EpilogueChain(Operation *conv, EpilogueReader &reader)
      : conv(conv), reader(reader) {
    auto type = cast<RankedTensorType>(conv->getResult(0).getType());
    channelDim = getOutputChannelDim(conv);
    channels = type.getDimSize(channelDim);
    exprs[conv->getResult(0)] = builder.input();
  }

  /// Reads every elementwise op reachable from the convolution, in program
  /// order.
  void build() {
    SmallVector<Value> worklist{conv->getResult(0)};
    SetVector<Operation *> found;
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      for (Operation *user : value.getUsers()) {
        if (user->getBlock() == conv->getBlock() &&
            user->getNumResults() == 1 && reader.isElementwise(user) &&
            found.insert(user))
          worklist.push_back(user->getResult(0));
      }
    }
    ops = found.takeVector();
    llvm::sort(
        ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    Type resultType = conv->getResult(0).getType();
    for (Operation *op : ops) {
      if (op->getResult(0).getType() != resultType)
        continue;
      if (const Expr *expr = reader.read(
              op, builder, [&](Value value) { return exprs.lookup(value); },
              channelDim, channels))
        exprs[op->getResult(0)] = expr;
    }
  }

  /// Whether no elementwise op reads the convolution.
  bool empty() const { return ops.empty(); }

  struct Found {
    Operation *last;
    Epilogue epilogue;
    /// The ops that compute `last`, `last` included.
    SmallVector<Operation *> ops;
  };

  /// The last op whose result is an epilogue of the convolution that the dwc
  /// op can take (`allow`), computed by ops that nothing else reads.
  std::optional<Found>
  findLongest(llvm::function_ref<bool(const Epilogue &)> allow) {
    for (Operation *op : llvm::reverse(ops)) {
      const Expr *expr = exprs.lookup(op->getResult(0));
      if (!expr)
        continue;
      std::optional<Epilogue> epilogue = matchEpilogue(builder, expr);
      if (!epilogue || epilogue->isIdentity() || !allow(*epilogue))
        continue;
      if (std::optional<SmallVector<Operation *>> cone = getClosedCone(op))
        return Found{op, *epilogue, std::move(*cone)};
    }
    return std::nullopt;
  }

private:
  /// The ops that compute `last` from the convolution, where every value
  /// between them is read only by them, so that they all go once `last` is
  /// replaced.
  std::optional<SmallVector<Operation *>> getClosedCone(Operation *last) {
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
      return op == last || llvm::all_of(op->getUsers(), [&](Operation *user) {
               return cone.contains(user);
             });
    });
    if (!closed)
      return std::nullopt;
    SmallVector<Operation *> result;
    for (Operation *op : cone)
      if (op != conv)
        result.push_back(op);
    return result;
  }

  Operation *conv;
  EpilogueReader &reader;
  unsigned channelDim;
  int64_t channels;
  ExprBuilder builder;
  DenseMap<Value, const Expr *> exprs;
  SmallVector<Operation *> ops;
};
} // namespace

LogicalResult mlir::dwc::raise::foldEpilogueChain(PatternRewriter &rewriter,
                                                  Operation *conv,
                                                  EpilogueReader &reader) {
  auto pointwise = dyn_cast<PointwiseConv2DOp>(conv);
  Activation activation = pointwise
                              ? pointwise.getActivation()
                              : cast<DepthwiseConv2DOp>(conv).getActivation();
  bool hasResidual = pointwise && pointwise.getResidual();
  bool hasEpilogue = activation != Activation::None || hasResidual;
  EpilogueChain chain(conv, reader);
  chain.build();
  // An op with an epilogue takes only a residual after it; depthwise ops
  // have none.
  auto allow = [&](const Epilogue &epilogue) {
    if (epilogue.residual && !pointwise)
      return false;
    if (!hasEpilogue)
      return true;
    Epilogue residualOnly;
    residualOnly.residual = epilogue.residual;
    return pointwise && epilogue.residual && !hasResidual &&
           epilogue.activation == Activation::None &&
           residualOnly.scale == epilogue.scale &&
           residualOnly.shift == epilogue.shift;
  };
  auto found = chain.findLongest(allow);
  if (!found && chain.empty())
    return failure();
  if (!found)
    return rewriter.notifyMatchFailure(
        conv, "no elementwise epilogue that the op can take follows it");
  if (failed(foldEpilogue(rewriter, conv, found->epilogue,
                          found->last->getResult(0), found->last)))
    return failure();
  // The chain and the per-channel constants only it read go now.
  llvm::sort(found->ops,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  DenseSet<Operation *> folded(found->ops.begin(), found->ops.end());
  folded.insert(conv);
  SetVector<Value> read;
  for (Operation *op : found->ops)
    for (Value operand : op->getOperands())
      if (!folded.contains(operand.getDefiningOp()))
        read.insert(operand);
  for (Operation *op : found->ops)
    rewriter.eraseOp(op);
  rewriter.eraseOp(conv);
  eraseUnusedConstants(rewriter, read.getArrayRef());
  return success();
}
