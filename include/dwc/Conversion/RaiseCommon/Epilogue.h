//===- Epilogue.h - epilogues of raised convolutions ------------*- C++ -*-===//
//
// Front ends emit a convolution's epilogue (a bias, eval-mode BatchNorm, an
// activation, a residual add) as a chain of elementwise ops. dwc-raise-linalg
// and dwc-raise-tosa read such a chain as one per-element function of the
// convolution's result, an expression over per-channel constants, and fold
// what dwc ops express (activation(acc * scale + shift) + residual) into the
// convolution: the scale into its filter, the shift into its bias.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISECOMMON_EPILOGUE_H
#define DWC_CONVERSION_RAISECOMMON_EPILOGUE_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

#include <deque>

namespace mlir::dwc::raise {

/// Values per output channel: one value (the same for every channel) or one
/// per channel.
using ChannelValues = SmallVector<double>;

/// A node of a per-element function of a convolution's result.
struct Expr {
  enum class Kind {
    Input,    // the convolution's result
    Constant, // `values`
    Tensor,   // an element of `tensor`, a value computed elsewhere
    Affine,   // operands[0] * values + shift
    Add,
    Mul,
    Div,
    Max,
    Min,
    Compare, // `predicate`; 1 or 0
    Select,
    Exp,
    Sqrt,
    Rsqrt,
  };
  Kind kind;
  SmallVector<const Expr *, 3> operands;
  ChannelValues values;
  ChannelValues shift;
  arith::CmpFPredicate predicate = arith::CmpFPredicate::AlwaysFalse;
  Value tensor;
};

/// Builds expressions, folding constants and keeping affine maps of one
/// operand as one node, so that BatchNorm's four ops read as one scale and
/// shift.
class ExprBuilder {
public:
  const Expr *input();
  const Expr *constant(ChannelValues values);
  const Expr *tensor(Value value);

  const Expr *add(const Expr *lhs, const Expr *rhs);
  const Expr *sub(const Expr *lhs, const Expr *rhs);
  const Expr *mul(const Expr *lhs, const Expr *rhs);
  const Expr *div(const Expr *lhs, const Expr *rhs);
  const Expr *neg(const Expr *operand);
  const Expr *max(const Expr *lhs, const Expr *rhs);
  const Expr *min(const Expr *lhs, const Expr *rhs);
  const Expr *compare(arith::CmpFPredicate predicate, const Expr *lhs,
                      const Expr *rhs);
  const Expr *select(const Expr *condition, const Expr *ifTrue,
                     const Expr *ifFalse);
  const Expr *unary(Expr::Kind kind, const Expr *operand);

  /// What `op` computes per element from `operands`, or failure where it is
  /// not an op that an epilogue folds: a scalar arith or math op (a
  /// `cf.assert` of a true constant yields nothing), or an elementwise TOSA
  /// op on tensors, whose `operands` are those of its floating-point
  /// operands (tosa.mul's shift, which must be zero, is not one).
  FailureOr<SmallVector<const Expr *>>
  interpret(Operation *op, ArrayRef<const Expr *> operands);

private:
  FailureOr<SmallVector<const Expr *>>
  interpretTosa(Operation *op, ArrayRef<const Expr *> operands);
  const Expr *make(Expr expr);
  const Expr *affine(const Expr *base, ChannelValues scale,
                     ChannelValues shift);
  std::deque<Expr> nodes;
};

/// Whether `op` is an elementwise TOSA op (broadcasting operands of one
/// rank), which ExprBuilder::interpret reads where it is one that an
/// epilogue folds.
bool isTosaElementwise(Operation *op);

/// An epilogue dwc ops compute: activation(acc * scale + shift) + residual.
struct Epilogue {
  ChannelValues scale{1.0};
  ChannelValues shift{0.0};
  Activation activation = Activation::None;
  Value residual;

  bool isIdentity() const;
};

/// `expr` as an epilogue of its Input, or none where it is not one.
std::optional<Epilogue> matchEpilogue(ExprBuilder &builder, const Expr *expr);

/// The elements of the constant tensor `value`, in row-major order: an
/// `arith.constant` or `tosa.const` (dense or dense_resource), through
/// reshapes and transposes (tensor, linalg, tosa), and elementwise
/// linalg.generic or TOSA ops of such constants (torch-mlir computes
/// BatchNorm's 1/sqrt(var + eps) so). None where it is not constant or holds
/// more than `maxElements`.
std::optional<SmallVector<double>> evaluateConstant(Value value,
                                                    int64_t maxElements);

/// Replaces `replaced` with `conv` (a dwc.depthwise_conv2d or
/// dwc.pointwise_conv2d without an activation or residual, or, for a pure
/// residual, a pointwise one without a residual) recomputed with `epilogue`:
/// the scale multiplies its (constant) filter, the shift is added to its bias.
/// Creates the new op before `insertionPoint`. Fails, changing nothing, where
/// the scale or shift needs a filter or bias that is not constant.
LogicalResult foldEpilogue(PatternRewriter &rewriter, Operation *conv,
                           const Epilogue &epilogue, Value replaced,
                           Operation *insertionPoint);

/// Erases the ops that computed `values`, where nothing uses them any more
/// and they compute constants (evaluateConstant): once an epilogue folds, the
/// per-channel vectors it read (torch-mlir's 1/sqrt(var + eps), whose
/// generics hold a `cf.assert` and so are never trivially dead) are not needed.
void eraseUnusedConstants(RewriterBase &rewriter, ArrayRef<Value> values);

/// The output channel dimension of `conv`'s result.
unsigned getOutputChannelDim(Operation *conv);

} // namespace mlir::dwc::raise

#endif // DWC_CONVERSION_RAISECOMMON_EPILOGUE_H
