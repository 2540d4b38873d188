//===- Constants.cpp - constant tensors of raised convolutions ------------===//
//
// Folding an epilogue into a convolution needs the values of its per-channel
// operands and of the filter they scale. Front ends compute them from the
// network's parameters in their own ops (torch-mlir's 1/sqrt(var + eps) as
// linalg.generic or TOSA elementwise ops); these functions evaluate such
// computations of constants, and erase them once nothing reads them.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/RaiseCommon/Epilogue.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"

#include <cstring>

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::raise;

using Kind = Expr::Kind;

/// The elements of a dense_resource blob of float type `element`.
static std::optional<SmallVector<double>>
readResource(DenseResourceElementsAttr attr, FloatType element) {
  AsmResourceBlob *blob = attr.getRawHandle().getBlob();
  if (!blob)
    return std::nullopt;
  ArrayRef<char> data = blob->getData();
  unsigned bytes = element.getWidth() / 8;
  int64_t count = attr.getType().getNumElements();
  if (element.getWidth() % 8 ||
      static_cast<int64_t>(data.size()) != count * bytes)
    return std::nullopt;
  SmallVector<double> values;
  values.reserve(count);
  for (int64_t i = 0; i < count; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, data.data() + i * bytes, bytes);
    APFloat value(element.getFloatSemantics(), APInt(element.getWidth(), bits));
    values.push_back(value.convertToDouble());
  }
  return values;
}

/// Whether `map` reads a scalar (no dimension) or the whole iteration space.
static bool isIdentityOrScalar(AffineMap map) {
  return map.isIdentity() ||
         llvm::all_of(map.getResults(), [](AffineExpr expr) {
           return isa<AffineConstantExpr>(expr);
         });
}

/// The values of an elementwise linalg.generic of constants.
static std::optional<SmallVector<double>>
evaluateGeneric(linalg::GenericOp generic, int64_t maxElements) {
  if (generic.getNumDpsInits() != 1 || !generic.hasPureTensorSemantics() ||
      generic.getNumReductionLoops() != 0 ||
      generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
    return std::nullopt;
  ExprBuilder builder;
  Block &body = generic.getRegion().front();
  DenseMap<Value, const Expr *> exprs;
  for (OpOperand *operand : generic.getDpsInputOperands()) {
    if (!isIdentityOrScalar(generic.getMatchingIndexingMap(operand)))
      return std::nullopt;
    std::optional<SmallVector<double>> values =
        evaluateConstant(operand->get(), maxElements);
    if (!values)
      return std::nullopt;
    exprs[generic.getMatchingBlockArgument(operand)] =
        builder.constant(std::move(*values));
  }
  for (Operation &op : body.without_terminator()) {
    SmallVector<const Expr *> operands;
    for (Value operand : op.getOperands()) {
      const Expr *expr = exprs.lookup(operand);
      if (!expr) {
        // A constant defined above the body (torch-mlir hoists them).
        auto value = operand.getDefiningOp<arith::ConstantOp>();
        auto attr = value ? dyn_cast<FloatAttr>(value.getValue()) : FloatAttr();
        if (!attr)
          return std::nullopt;
        expr = builder.constant({attr.getValueAsDouble()});
      }
      operands.push_back(expr);
    }
    FailureOr<SmallVector<const Expr *>> results =
        builder.interpret(&op, operands);
    if (failed(results) || results->size() != op.getNumResults())
      return std::nullopt;
    for (auto [result, expr] : llvm::zip(op.getResults(), *results))
      exprs[result] = expr;
  }
  const Expr *yielded = exprs.lookup(body.getTerminator()->getOperand(0));
  if (!yielded || yielded->kind != Kind::Constant)
    return std::nullopt;
  auto type = cast<RankedTensorType>(generic.getResult(0).getType());
  SmallVector<double> values = yielded->values;
  if (values.size() == 1)
    values.assign(type.getNumElements(), values[0]);
  if (static_cast<int64_t>(values.size()) != type.getNumElements())
    return std::nullopt;
  return values;
}

/// The row-major strides of `shape`.
static SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  return strides;
}

/// `values` of a tensor of shape `shape`, indexed as the tensor of shape
/// `resultShape` whose dimension i is `shape`'s dimension `sourceDims[i]`,
/// or, where `sourceDims[i]` is -1 or `shape`'s dimension is 1 against a
/// larger one, any (a broadcast).
static SmallVector<double> gather(ArrayRef<double> values,
                                  ArrayRef<int64_t> shape,
                                  ArrayRef<int64_t> resultShape,
                                  ArrayRef<int64_t> sourceDims) {
  SmallVector<int64_t> sourceStrides = getStrides(shape);
  SmallVector<int64_t> strides(resultShape.size(), 0);
  for (auto [dim, source] : llvm::enumerate(sourceDims))
    if (source >= 0 && shape[source] == resultShape[dim])
      strides[dim] = sourceStrides[source];
  int64_t count = 1;
  for (int64_t size : resultShape)
    count *= size;
  SmallVector<double> result;
  result.reserve(count);
  SmallVector<int64_t> index(resultShape.size(), 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t offset = 0;
    for (auto [position, stride] : llvm::zip(index, strides))
      offset += position * stride;
    result.push_back(values[offset]);
    for (int64_t dim = static_cast<int64_t>(index.size()) - 1; dim >= 0;
         --dim) {
      if (++index[dim] < resultShape[dim])
        break;
      index[dim] = 0;
    }
  }
  return result;
}

/// The values of the transpose of `source` whose dimension i is `source`'s
/// dimension `permutation[i]`.
static std::optional<SmallVector<double>>
evaluateTranspose(Value source, ArrayRef<int64_t> permutation,
                  RankedTensorType type, int64_t maxElements) {
  std::optional<SmallVector<double>> values =
      evaluateConstant(source, maxElements);
  if (!values)
    return std::nullopt;
  return gather(*values, cast<RankedTensorType>(source.getType()).getShape(),
                type.getShape(), permutation);
}

/// The values of an elementwise TOSA op of constants, its operands
/// broadcast to its result's shape.
static std::optional<SmallVector<double>>
evaluateTosa(Operation *op, RankedTensorType type, int64_t maxElements) {
  ExprBuilder builder;
  SmallVector<const Expr *> operands;
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  for (Value operand : op->getOperands()) {
    auto operandType = dyn_cast<RankedTensorType>(operand.getType());
    if (!operandType || !isa<FloatType>(operandType.getElementType()))
      continue;
    std::optional<SmallVector<double>> values =
        evaluateConstant(operand, maxElements);
    if (!values || operandType.getRank() != type.getRank())
      return std::nullopt;
    operands.push_back(builder.constant(
        gather(*values, operandType.getShape(), type.getShape(), identity)));
  }
  FailureOr<SmallVector<const Expr *>> results =
      builder.interpret(op, operands);
  if (failed(results) || results->size() != 1 ||
      results->front()->kind != Kind::Constant)
    return std::nullopt;
  SmallVector<double> values = results->front()->values;
  if (values.size() == 1)
    values.assign(type.getNumElements(), values[0]);
  return values;
}

std::optional<SmallVector<double>>
mlir::dwc::raise::evaluateConstant(Value value, int64_t maxElements) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() || type.getNumElements() > maxElements)
    return std::nullopt;
  auto element = dyn_cast<FloatType>(type.getElementType());
  if (!element)
    return std::nullopt;
  Operation *producer = value.getDefiningOp();
  if (!producer)
    return std::nullopt;
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
          tosa::ReshapeOp>(producer))
    return evaluateConstant(producer->getOperand(0), maxElements);
  if (auto generic = dyn_cast<linalg::GenericOp>(producer))
    return evaluateGeneric(generic, maxElements);
  if (auto transpose = dyn_cast<linalg::TransposeOp>(producer))
    return evaluateTranspose(transpose.getInput(), transpose.getPermutation(),
                             type, maxElements);
  if (auto transpose = dyn_cast<tosa::TransposeOp>(producer))
    return evaluateTranspose(
        transpose.getInput1(),
        llvm::map_to_vector(transpose.getPerms(),
                            [](int32_t dim) { return int64_t(dim); }),
        type, maxElements);
  if (isTosaElementwise(producer))
    return evaluateTosa(producer, type, maxElements);
  if (auto fill = dyn_cast<linalg::FillOp>(producer)) {
    FloatAttr scalar;
    if (!matchPattern(fill.getInputs()[0], m_Constant(&scalar)))
      return std::nullopt;
    return SmallVector<double>(type.getNumElements(),
                               scalar.getValueAsDouble());
  }
  ElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr))
    return readResource(resource, element);
  auto dense = dyn_cast<DenseFPElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  SmallVector<double> values;
  values.reserve(type.getNumElements());
  for (APFloat element : dense.getValues<APFloat>())
    values.push_back(element.convertToDouble());
  return values;
}

void mlir::dwc::raise::eraseUnusedConstants(RewriterBase &rewriter,
                                            ArrayRef<Value> values) {
  constexpr int64_t kMaxEvaluated = int64_t(1) << 20;
  SmallVector<Operation *> worklist;
  for (Value value : values)
    if (Operation *producer = value.getDefiningOp())
      worklist.push_back(producer);
  // An op may be queued twice; once erased it is only compared, never read.
  DenseSet<Operation *> erased;
  while (!worklist.empty()) {
    Operation *producer = worklist.pop_back_val();
    if (erased.contains(producer) || !producer->use_empty() ||
        !isa<linalg::GenericOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::EmptyOp>(producer))
      continue;
    if (!isa<tensor::EmptyOp>(producer) &&
        !evaluateConstant(producer->getResult(0), kMaxEvaluated))
      continue;
    for (Value operand : producer->getOperands())
      if (Operation *next = operand.getDefiningOp())
        worklist.push_back(next);
    erased.insert(producer);
    rewriter.eraseOp(producer);
  }
}
