//===- Epilogue.cpp - epilogues of raised convolutions --------------------===//

#include "dwc/Conversion/RaiseCommon/Epilogue.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

using Kind = Expr::Kind;

//===----------------------------------------------------------------------===//
// Per-channel arithmetic
//===----------------------------------------------------------------------===//

/// `f` applied to each pair of `lhs` and `rhs`, either of which may be one
/// value for all channels.
static ChannelValues zipWith(const ChannelValues &lhs, const ChannelValues &rhs,
                             llvm::function_ref<double(double, double)> f) {
  size_t size = std::max(lhs.size(), rhs.size());
  ChannelValues result(size);
  for (size_t i = 0; i < size; ++i)
    result[i] = f(lhs[lhs.size() == 1 ? 0 : i], rhs[rhs.size() == 1 ? 0 : i]);
  return result;
}

/// Whether `lhs` and `rhs` can be combined: one of them holds one value, or
/// both as many.
static bool compatible(const ChannelValues &lhs, const ChannelValues &rhs) {
  return lhs.size() == 1 || rhs.size() == 1 || lhs.size() == rhs.size();
}

static bool allEqual(const ChannelValues &values, double value) {
  return llvm::all_of(values, [&](double v) { return v == value; });
}

static bool isConstant(const Expr *expr, double value) {
  return expr->kind == Kind::Constant && allEqual(expr->values, value);
}

static bool sameValues(const ChannelValues &lhs, const ChannelValues &rhs) {
  if (!compatible(lhs, rhs))
    return false;
  return allEqual(
      zipWith(lhs, rhs, [](double a, double b) { return a == b ? 1.0 : 0.0; }),
      1.0);
}

static bool evaluatePredicate(arith::CmpFPredicate predicate, double a,
                              double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case P::AlwaysFalse:
    return false;
  case P::AlwaysTrue:
    return true;
  case P::OEQ:
    return !unordered && a == b;
  case P::OGT:
    return !unordered && a > b;
  case P::OGE:
    return !unordered && a >= b;
  case P::OLT:
    return !unordered && a < b;
  case P::OLE:
    return !unordered && a <= b;
  case P::ONE:
    return !unordered && a != b;
  case P::ORD:
    return !unordered;
  case P::UEQ:
    return unordered || a == b;
  case P::UGT:
    return unordered || a > b;
  case P::UGE:
    return unordered || a >= b;
  case P::ULT:
    return unordered || a < b;
  case P::ULE:
    return unordered || a <= b;
  case P::UNE:
    return unordered || a != b;
  case P::UNO:
    return unordered;
  }
  llvm_unreachable("unknown predicate");
}

//===----------------------------------------------------------------------===//
// ExprBuilder
//===----------------------------------------------------------------------===//

const Expr *ExprBuilder::make(Expr expr) {
  nodes.push_back(std::move(expr));
  return &nodes.back();
}

const Expr *ExprBuilder::input() { return make(Expr{Kind::Input}); }

const Expr *ExprBuilder::constant(ChannelValues values) {
  Expr expr{Kind::Constant};
  expr.values = std::move(values);
  return make(std::move(expr));
}

const Expr *ExprBuilder::tensor(Value value) {
  Expr expr{Kind::Tensor};
  expr.tensor = value;
  return make(std::move(expr));
}

namespace {
/// `expr` as base * scale + shift, base not affine itself.
struct AffineView {
  const Expr *base;
  ChannelValues scale, shift;
};
} // namespace

static AffineView viewAffine(const Expr *expr) {
  if (expr->kind == Kind::Affine)
    return {expr->operands[0], expr->values, expr->shift};
  return {expr, {1.0}, {0.0}};
}

const Expr *ExprBuilder::affine(const Expr *base, ChannelValues scale,
                                ChannelValues shift) {
  if (allEqual(scale, 1.0) && allEqual(shift, 0.0))
    return base;
  Expr expr{Kind::Affine, {base}};
  expr.values = std::move(scale);
  expr.shift = std::move(shift);
  return make(std::move(expr));
}

const Expr *ExprBuilder::add(const Expr *lhs, const Expr *rhs) {
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values,
                            [](double a, double b) { return a + b; }));
  if (lhs->kind == Kind::Constant)
    std::swap(lhs, rhs);
  AffineView view = viewAffine(lhs);
  if (rhs->kind == Kind::Constant && compatible(view.shift, rhs->values))
    return affine(view.base, view.scale,
                  zipWith(view.shift, rhs->values,
                          [](double a, double b) { return a + b; }));
  AffineView other = viewAffine(rhs);
  if (rhs->kind != Kind::Constant && view.base == other.base &&
      compatible(view.scale, other.scale) &&
      compatible(view.shift, other.shift))
    return affine(view.base,
                  zipWith(view.scale, other.scale,
                          [](double a, double b) { return a + b; }),
                  zipWith(view.shift, other.shift,
                          [](double a, double b) { return a + b; }));
  return make(Expr{Kind::Add, {lhs, rhs}});
}

const Expr *ExprBuilder::neg(const Expr *operand) {
  if (operand->kind == Kind::Constant)
    return constant(
        zipWith(operand->values, {0.0}, [](double a, double) { return -a; }));
  AffineView view = viewAffine(operand);
  auto negate = [](const ChannelValues &values) {
    return zipWith(values, {0.0}, [](double a, double) { return -a; });
  };
  return affine(view.base, negate(view.scale), negate(view.shift));
}

const Expr *ExprBuilder::sub(const Expr *lhs, const Expr *rhs) {
  return add(lhs, neg(rhs));
}

const Expr *ExprBuilder::mul(const Expr *lhs, const Expr *rhs) {
  auto times = [](double a, double b) { return a * b; };
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values, times));
  if (lhs->kind == Kind::Constant)
    std::swap(lhs, rhs);
  if (rhs->kind == Kind::Constant) {
    AffineView view = viewAffine(lhs);
    if (compatible(view.scale, rhs->values) &&
        compatible(view.shift, rhs->values))
      return affine(view.base, zipWith(view.scale, rhs->values, times),
                    zipWith(view.shift, rhs->values, times));
  }
  return make(Expr{Kind::Mul, {lhs, rhs}});
}

const Expr *ExprBuilder::div(const Expr *lhs, const Expr *rhs) {
  auto divide = [](double a, double b) { return a / b; };
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values, divide));
  // Dividing by a non-zero constant is a scale; by zero it stays a division
  // (an infinity does not fold into a filter).
  if (rhs->kind == Kind::Constant &&
      llvm::none_of(rhs->values, [](double v) { return v == 0.0; }))
    return mul(lhs, constant(zipWith({1.0}, rhs->values, divide)));
  return make(Expr{Kind::Div, {lhs, rhs}});
}

const Expr *ExprBuilder::max(const Expr *lhs, const Expr *rhs) {
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values, [](double a, double b) {
      return std::fmax(a, b);
    }));
  return make(Expr{Kind::Max, {lhs, rhs}});
}

const Expr *ExprBuilder::min(const Expr *lhs, const Expr *rhs) {
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values, [](double a, double b) {
      return std::fmin(a, b);
    }));
  return make(Expr{Kind::Min, {lhs, rhs}});
}

const Expr *ExprBuilder::compare(arith::CmpFPredicate predicate,
                                 const Expr *lhs, const Expr *rhs) {
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return constant(zipWith(lhs->values, rhs->values, [&](double a, double b) {
      return evaluatePredicate(predicate, a, b) ? 1.0 : 0.0;
    }));
  Expr expr{Kind::Compare, {lhs, rhs}};
  expr.predicate = predicate;
  return make(std::move(expr));
}

const Expr *ExprBuilder::select(const Expr *condition, const Expr *ifTrue,
                                const Expr *ifFalse) {
  if (condition->kind == Kind::Constant) {
    if (allEqual(condition->values, 1.0))
      return ifTrue;
    if (allEqual(condition->values, 0.0))
      return ifFalse;
    if (ifTrue->kind == Kind::Constant && ifFalse->kind == Kind::Constant &&
        compatible(ifTrue->values, ifFalse->values) &&
        compatible(condition->values, ifTrue->values)) {
      ChannelValues chosen = zipWith(ifTrue->values, ifFalse->values,
                                     [](double a, double) { return a; });
      ChannelValues other = zipWith(ifTrue->values, ifFalse->values,
                                    [](double, double b) { return b; });
      ChannelValues mask = zipWith(condition->values, chosen,
                                   [](double c, double) { return c; });
      for (size_t i = 0; i < mask.size(); ++i)
        if (mask[i] == 0.0)
          chosen[chosen.size() == 1 ? 0 : i] = other[other.size() == 1 ? 0 : i];
      if (chosen.size() == mask.size() || mask.size() == 1)
        return constant(std::move(chosen));
    }
  }
  return make(Expr{Kind::Select, {condition, ifTrue, ifFalse}});
}

const Expr *ExprBuilder::unary(Kind kind, const Expr *operand) {
  if (operand->kind == Kind::Constant) {
    auto apply = [&](double a, double) {
      switch (kind) {
      case Kind::Exp:
        return std::exp(a);
      case Kind::Sqrt:
        return std::sqrt(a);
      case Kind::Rsqrt:
        return 1.0 / std::sqrt(a);
      default:
        llvm_unreachable("not a unary kind");
      }
    };
    return constant(zipWith(operand->values, {0.0}, apply));
  }
  return make(Expr{kind, {operand}});
}

FailureOr<SmallVector<const Expr *>>
ExprBuilder::interpret(Operation *op, ArrayRef<const Expr *> operands) {
  auto one = [](const Expr *expr) {
    return FailureOr<SmallVector<const Expr *>>(
        SmallVector<const Expr *>{expr});
  };
  if (auto constantOp = dyn_cast<arith::ConstantOp>(op)) {
    if (auto value = dyn_cast<FloatAttr>(constantOp.getValue()))
      return one(constant({value.getValueAsDouble()}));
    return failure();
  }
  if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
    // torch-mlir checks 1/sqrt(var + eps) for a zero divisor; on constants
    // that hold, the check is done.
    if (operands[0]->kind == Kind::Constant &&
        allEqual(operands[0]->values, 1.0))
      return SmallVector<const Expr *>{};
    return failure();
  }
  // Conversions between float types fold only on constants: on the
  // convolution's result they round, which the dwc op's epilogue does not.
  if (isa<arith::TruncFOp, arith::ExtFOp>(op)) {
    if (operands[0]->kind == Kind::Constant)
      return one(operands[0]);
    return failure();
  }
  if (auto compareOp = dyn_cast<arith::CmpFOp>(op))
    return one(compare(compareOp.getPredicate(), operands[0], operands[1]));
  if (op->getDialect() && isa<tosa::TosaDialect>(op->getDialect()))
    return interpretTosa(op, operands);
  return llvm::TypeSwitch<Operation *, FailureOr<SmallVector<const Expr *>>>(op)
      .Case([&](arith::AddFOp) { return one(add(operands[0], operands[1])); })
      .Case([&](arith::SubFOp) { return one(sub(operands[0], operands[1])); })
      .Case([&](arith::MulFOp) { return one(mul(operands[0], operands[1])); })
      .Case([&](arith::DivFOp) { return one(div(operands[0], operands[1])); })
      .Case([&](arith::NegFOp) { return one(neg(operands[0])); })
      .Case<arith::MaximumFOp, arith::MaxNumFOp>(
          [&](auto) { return one(max(operands[0], operands[1])); })
      .Case<arith::MinimumFOp, arith::MinNumFOp>(
          [&](auto) { return one(min(operands[0], operands[1])); })
      .Case([&](arith::SelectOp) {
        return one(select(operands[0], operands[1], operands[2]));
      })
      .Case([&](math::ExpOp) { return one(unary(Kind::Exp, operands[0])); })
      .Case([&](math::SqrtOp) { return one(unary(Kind::Sqrt, operands[0])); })
      .Case([&](math::RsqrtOp) { return one(unary(Kind::Rsqrt, operands[0])); })
      .Default([](Operation *) { return failure(); });
}

bool mlir::dwc::raise::isTosaElementwise(Operation *op) {
  return op->hasTrait<OpTrait::tosa::TosaElementwiseOperator>() ||
         isa<tosa::MulOp, tosa::CastOp>(op);
}

FailureOr<SmallVector<const Expr *>>
ExprBuilder::interpretTosa(Operation *op, ArrayRef<const Expr *> operands) {
  using Result = FailureOr<SmallVector<const Expr *>>;
  auto one = [](const Expr *expr) {
    return Result(SmallVector<const Expr *>{expr});
  };
  if (operands.size() !=
      static_cast<size_t>(llvm::count_if(op->getOperandTypes(), [](Type type) {
        return isa<FloatType>(getElementTypeOrSelf(type));
      })))
    return failure();
  if (auto clamp = dyn_cast<tosa::ClampOp>(op)) {
    auto low = dyn_cast<FloatAttr>(clamp.getMinValAttr());
    auto high = dyn_cast<FloatAttr>(clamp.getMaxValAttr());
    if (!low || !high)
      return failure();
    const Expr *result = max(operands[0], constant({low.getValueAsDouble()}));
    // torch-mlir writes relu as a clamp to the largest finite float.
    auto element =
        cast<FloatType>(getElementTypeOrSelf(op->getResultTypes()[0]));
    if (high.getValue() != APFloat::getLargest(element.getFloatSemantics()) &&
        !high.getValue().isInfinity())
      result = min(result, constant({high.getValueAsDouble()}));
    return one(result);
  }
  if (auto mulOp = dyn_cast<tosa::MulOp>(op)) {
    // The shift of an integer product; zero for floats.
    if (!matchPattern(mulOp.getShift(), m_Zero()))
      return failure();
    return one(mul(operands[0], operands[1]));
  }
  if (isa<tosa::PowOp>(op)) {
    if (operands[0]->kind == Kind::Constant &&
        operands[1]->kind == Kind::Constant)
      return one(
          constant(zipWith(operands[0]->values, operands[1]->values,
                           [](double a, double b) { return std::pow(a, b); })));
    if (isConstant(operands[1], 0.5))
      return one(unary(Kind::Sqrt, operands[0]));
    return failure();
  }
  // Casts fold only on constants, as arith's do.
  if (isa<tosa::CastOp>(op)) {
    if (operands[0]->kind == Kind::Constant)
      return one(operands[0]);
    return failure();
  }
  return llvm::TypeSwitch<Operation *, Result>(op)
      .Case([&](tosa::AddOp) { return one(add(operands[0], operands[1])); })
      .Case([&](tosa::SubOp) { return one(sub(operands[0], operands[1])); })
      .Case([&](tosa::MaximumOp) { return one(max(operands[0], operands[1])); })
      .Case([&](tosa::MinimumOp) { return one(min(operands[0], operands[1])); })
      .Case([&](tosa::ReciprocalOp) {
        return one(div(constant({1.0}), operands[0]));
      })
      .Case([&](tosa::ExpOp) { return one(unary(Kind::Exp, operands[0])); })
      .Case([&](tosa::RsqrtOp) { return one(unary(Kind::Rsqrt, operands[0])); })
      .Case([&](tosa::SigmoidOp) {
        // 1 / (1 + exp(-x)), the form matchEpilogue reads as a sigmoid.
        const Expr *denominator =
            add(unary(Kind::Exp, neg(operands[0])), constant({1.0}));
        return one(div(constant({1.0}), denominator));
      })
      .Default([](Operation *) { return failure(); });
}

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

bool Epilogue::isIdentity() const {
  return allEqual(scale, 1.0) && allEqual(shift, 0.0) &&
         activation == Activation::None && !residual;
}

/// Whether `lhs` and `rhs` compute the same: the same node, or the same
/// scale and shift of one node.
static bool same(const Expr *lhs, const Expr *rhs) {
  if (lhs == rhs)
    return true;
  if (lhs->kind == Kind::Constant && rhs->kind == Kind::Constant)
    return sameValues(lhs->values, rhs->values);
  AffineView a = viewAffine(lhs), b = viewAffine(rhs);
  return a.base == b.base && sameValues(a.scale, b.scale) &&
         sameValues(a.shift, b.shift);
}

namespace {
/// A maximum or minimum of two expressions, as `arith.maximumf` and the like
/// or as a compare and select.
struct Extremum {
  bool isMax;
  const Expr *lhs, *rhs;
};
} // namespace

static std::optional<Extremum> matchExtremum(const Expr *expr) {
  if (expr->kind == Kind::Max || expr->kind == Kind::Min)
    return Extremum{expr->kind == Kind::Max, expr->operands[0],
                    expr->operands[1]};
  if (expr->kind != Kind::Select || expr->operands[0]->kind != Kind::Compare)
    return std::nullopt;
  const Expr *condition = expr->operands[0];
  const Expr *lhs = condition->operands[0], *rhs = condition->operands[1];
  const Expr *ifTrue = expr->operands[1], *ifFalse = expr->operands[2];
  using P = arith::CmpFPredicate;
  bool greater = llvm::is_contained({P::OGT, P::OGE, P::UGT, P::UGE},
                                    condition->predicate);
  bool less = llvm::is_contained({P::OLT, P::OLE, P::ULT, P::ULE},
                                 condition->predicate);
  if (!greater && !less)
    return std::nullopt;
  // (l > r ? l : r) is a maximum, (l > r ? r : l) a minimum; `<` swaps them.
  if (same(ifTrue, lhs) && same(ifFalse, rhs))
    return Extremum{greater, lhs, rhs};
  if (same(ifTrue, rhs) && same(ifFalse, lhs))
    return Extremum{less, lhs, rhs};
  return std::nullopt;
}

/// The operand of `expr` = max(operand, bound) (isMax) or min(operand, bound).
static const Expr *matchBound(const Expr *expr, bool isMax, double bound) {
  std::optional<Extremum> extremum = matchExtremum(expr);
  if (!extremum || extremum->isMax != isMax)
    return nullptr;
  if (isConstant(extremum->rhs, bound))
    return extremum->lhs;
  if (isConstant(extremum->lhs, bound))
    return extremum->rhs;
  return nullptr;
}

/// The operand of relu(operand).
static const Expr *matchRelu(const Expr *expr) {
  return matchBound(expr, /*isMax=*/true, 0.0);
}

/// The operand of a clamp to [0, 6], in either order of its bounds.
static const Expr *matchRelu6(const Expr *expr) {
  if (const Expr *inner = matchBound(expr, /*isMax=*/false, 6.0))
    return matchRelu(inner);
  if (const Expr *inner = matchBound(expr, /*isMax=*/true, 0.0))
    return matchBound(inner, /*isMax=*/false, 6.0);
  return nullptr;
}

/// Whether `expr` is 1 / (1 + exp(-operand)), operand an affine map of the
/// input; sets `operand` to it.
static bool isSigmoidDenominator(ExprBuilder &builder, const Expr *expr,
                                 const Expr *&operand) {
  AffineView view = viewAffine(expr);
  if (view.base->kind != Kind::Exp || !allEqual(view.scale, 1.0) ||
      !allEqual(view.shift, 1.0))
    return false;
  operand = builder.neg(view.base->operands[0]);
  return true;
}

/// The x of x * sigmoid(x) or x / (1 + exp(-x)).
static const Expr *matchSilu(ExprBuilder &builder, const Expr *expr) {
  const Expr *operand = nullptr;
  if (expr->kind == Kind::Div &&
      isSigmoidDenominator(builder, expr->operands[1], operand) &&
      same(operand, expr->operands[0]))
    return expr->operands[0];
  if (expr->kind != Kind::Mul)
    return nullptr;
  for (auto [x, sigmoid] : {std::pair(expr->operands[0], expr->operands[1]),
                            std::pair(expr->operands[1], expr->operands[0])}) {
    if (sigmoid->kind == Kind::Div && isConstant(sigmoid->operands[0], 1.0) &&
        isSigmoidDenominator(builder, sigmoid->operands[1], operand) &&
        same(operand, x))
      return x;
  }
  return nullptr;
}

/// The x of x * clamp(x + 3, 0, 6) / 6, the division anywhere.
static const Expr *matchHardSwish(ExprBuilder &builder, const Expr *expr) {
  AffineView outer = viewAffine(expr);
  if (outer.base->kind != Kind::Mul || !allEqual(outer.shift, 0.0) ||
      outer.scale.size() != 1)
    return nullptr;
  const Expr *product = outer.base;
  for (auto [x, gate] :
       {std::pair(product->operands[0], product->operands[1]),
        std::pair(product->operands[1], product->operands[0])}) {
    AffineView inner = viewAffine(gate);
    if (!allEqual(inner.shift, 0.0) || inner.scale.size() != 1)
      continue;
    double scale = outer.scale[0] * inner.scale[0];
    const Expr *shifted = matchRelu6(inner.base);
    if (shifted && std::abs(scale * 6.0 - 1.0) < 1e-6 &&
        same(shifted, builder.add(x, builder.constant({3.0}))))
      return x;
  }
  return nullptr;
}

std::optional<Epilogue> mlir::dwc::raise::matchEpilogue(ExprBuilder &builder,
                                                        const Expr *expr) {
  Epilogue epilogue;
  // A residual is added last.
  if (expr->kind == Kind::Add) {
    for (auto [value, residual] :
         {std::pair(expr->operands[0], expr->operands[1]),
          std::pair(expr->operands[1], expr->operands[0])}) {
      if (residual->kind == Kind::Tensor) {
        epilogue.residual = residual->tensor;
        expr = value;
        break;
      }
    }
    if (!epilogue.residual)
      return std::nullopt;
  }
  const Expr *linear = expr;
  if (viewAffine(expr).base->kind != Kind::Input) {
    struct Form {
      Activation activation;
      const Expr *operand;
    };
    Form forms[] = {{Activation::Relu6, matchRelu6(expr)},
                    {Activation::Relu, matchRelu(expr)},
                    {Activation::Silu, matchSilu(builder, expr)},
                    {Activation::HardSwish, matchHardSwish(builder, expr)}};
    auto found = llvm::find_if(forms, [](const Form &form) {
      return form.operand && viewAffine(form.operand).base->kind == Kind::Input;
    });
    if (found == std::end(forms))
      return std::nullopt;
    epilogue.activation = found->activation;
    linear = found->operand;
  }
  AffineView view = viewAffine(linear);
  epilogue.scale = view.scale;
  epilogue.shift = view.shift;
  return epilogue;
}

//===----------------------------------------------------------------------===//
// Folding
//===----------------------------------------------------------------------===//

unsigned mlir::dwc::raise::getOutputChannelDim(Operation *conv) {
  Layout layout = isa<DepthwiseConv2DOp>(conv)
                      ? cast<DepthwiseConv2DOp>(conv).getLayout()
                      : cast<PointwiseConv2DOp>(conv).getLayout();
  return getActivationDims(layout).channel;
}

/// A constant of `type` holding `values` rounded to its element type.
static Value createConstant(PatternRewriter &rewriter, Location loc,
                            RankedTensorType type, ArrayRef<double> values) {
  auto element = cast<FloatType>(type.getElementType());
  SmallVector<APFloat> rounded;
  rounded.reserve(values.size());
  for (double value : values) {
    APFloat converted(value);
    bool losesInfo;
    converted.convert(element.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                      &losesInfo);
    rounded.push_back(converted);
  }
  return arith::ConstantOp::create(rewriter, loc, type,
                                   DenseElementsAttr::get(type, rounded));
}

static double at(const ChannelValues &values, int64_t channel) {
  return values[values.size() == 1 ? 0 : channel];
}

LogicalResult mlir::dwc::raise::foldEpilogue(PatternRewriter &rewriter,
                                             Operation *conv,
                                             const Epilogue &epilogue,
                                             Value replaced,
                                             Operation *insertionPoint) {
  auto depthwise = dyn_cast<DepthwiseConv2DOp>(conv);
  auto pointwise = dyn_cast<PointwiseConv2DOp>(conv);
  Value filter = conv->getOperand(1);
  Value bias = depthwise ? depthwise.getBias() : pointwise.getBias();
  auto resultType = cast<RankedTensorType>(conv->getResult(0).getType());
  int64_t channels = resultType.getDimSize(getOutputChannelDim(conv));
  auto filterType = cast<RankedTensorType>(filter.getType());
  unsigned filterChannelDim =
      depthwise ? getDepthwiseFilterDims(depthwise.getLayout()).channel
                : pointwise.getFilterDims().outChannel;
  bool scales = !allEqual(epilogue.scale, 1.0);
  bool shifts = !allEqual(epilogue.shift, 0.0);
  if ((epilogue.scale.size() != 1 &&
       static_cast<int64_t>(epilogue.scale.size()) != channels) ||
      (epilogue.shift.size() != 1 &&
       static_cast<int64_t>(epilogue.shift.size()) != channels))
    return rewriter.notifyMatchFailure(conv,
                                       "epilogue of another channel count");
  constexpr int64_t kMaxFoldedElements = int64_t(1) << 26;

  // Everything is read before anything is created: a failure changes nothing.
  std::optional<SmallVector<double>> weights;
  if (scales) {
    weights = evaluateConstant(filter, kMaxFoldedElements);
    if (!weights)
      return rewriter.notifyMatchFailure(
          conv, "a scale after it needs a constant filter to fold into");
  }
  SmallVector<double> biasValues(channels, 0.0);
  if (bias && (scales || shifts)) {
    std::optional<SmallVector<double>> values =
        evaluateConstant(bias, kMaxFoldedElements);
    if (!values)
      return rewriter.notifyMatchFailure(
          conv, "an epilogue after it needs a constant bias to fold into");
    biasValues = *values;
  }

  rewriter.setInsertionPoint(insertionPoint);
  Location loc = conv->getLoc();
  if (scales) {
    // Element i of the filter belongs to output channel
    // (i / stride) % channels.
    int64_t stride = 1;
    for (unsigned dim = filterChannelDim + 1; dim < filterType.getRank(); ++dim)
      stride *= filterType.getDimSize(dim);
    for (auto [i, weight] : llvm::enumerate(*weights))
      weight *= at(epilogue.scale, (i / stride) % channels);
    filter = createConstant(rewriter, loc, filterType, *weights);
  }
  if (scales || shifts) {
    for (int64_t c = 0; c < channels; ++c)
      biasValues[c] =
          biasValues[c] * at(epilogue.scale, c) + at(epilogue.shift, c);
    bias = createConstant(
        rewriter, loc,
        RankedTensorType::get({channels}, resultType.getElementType()),
        biasValues);
  }
  Value result;
  if (depthwise) {
    result = DepthwiseConv2DOp::create(
        rewriter, loc, resultType, depthwise.getInput(), filter, bias,
        depthwise.getInit(), depthwise.getStrides(), depthwise.getDilations(),
        depthwise.getPadding(), depthwise.getLayout(),
        depthwise.getAccTypeAttr(), epilogue.activation,
        depthwise.getFlipFilter(), depthwise.getConfigAttr());
  } else {
    Activation activation = epilogue.activation;
    if (activation == Activation::None)
      activation = pointwise.getActivation();
    result = PointwiseConv2DOp::create(
        rewriter, loc, resultType, pointwise.getInput(), filter, bias,
        epilogue.residual, pointwise.getInit(), pointwise.getStrides(),
        pointwise.getLayout(), pointwise.getAccTypeAttr(), activation,
        pointwise.getMath(), pointwise.getConfigAttr());
  }
  rewriter.replaceAllUsesWith(replaced, result);
  return success();
}
