//===- Epilogue.cpp - elementwise epilogue builders -------------*- C++ -*-===//

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::dwc;

Value mlir::dwc::castFloat(OpBuilder &b, Location loc, Value value, Type to) {
  Type from = value.getType();
  if (from == to)
    return value;
  if (getElementTypeOrSelf(from).getIntOrFloatBitWidth() <
      getElementTypeOrSelf(to).getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, to, value);
  return arith::TruncFOp::create(b, loc, to, value);
}

Value mlir::dwc::floatConstant(OpBuilder &b, Location loc, Type type,
                               double value) {
  auto scalar = b.getFloatAttr(getElementTypeOrSelf(type), value);
  if (auto vectorType = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(vectorType, scalar));
  return arith::ConstantOp::create(b, loc, scalar);
}

Value mlir::dwc::applyActivation(OpBuilder &b, Location loc, Value x,
                                 Activation activation, Type resultType) {
  Type type = x.getType();
  switch (activation) {
  case Activation::None:
    return x;
  case Activation::Relu:
    return arith::MaximumFOp::create(b, loc, x, floatConstant(b, loc, type, 0));
  case Activation::Relu6: {
    Value relu =
        arith::MaximumFOp::create(b, loc, x, floatConstant(b, loc, type, 0));
    return arith::MinimumFOp::create(b, loc, relu,
                                     floatConstant(b, loc, type, 6));
  }
  case Activation::HardSwish: {
    // x * relu6(x + 3) / 6, MobileNetV3's cheap stand-in for silu.
    Value shifted =
        arith::AddFOp::create(b, loc, x, floatConstant(b, loc, type, 3));
    Value clamped = arith::MinimumFOp::create(
        b, loc,
        arith::MaximumFOp::create(b, loc, shifted,
                                  floatConstant(b, loc, type, 0)),
        floatConstant(b, loc, type, 6));
    return arith::MulFOp::create(
        b, loc, x,
        arith::MulFOp::create(b, loc, clamped,
                              floatConstant(b, loc, type, 1.0 / 6.0)));
  }
  case Activation::Silu: {
    // The functions are approximate (`afn`): on the GPU, its ex2, tanh and
    // reciprocal units (dwc-approximate-math, then NVPTX's div.approx)
    // instead of polynomials and a correctly rounded division, which cost
    // more than a 3x3 window's products an output.
    auto approximate = arith::FastMathFlags::afn;
    if (getElementTypeOrSelf(resultType).getIntOrFloatBitWidth() <
        getElementTypeOrSelf(type).getIntOrFloatBitWidth()) {
      // x * sigmoid(x) = h + h tanh(h) with h = x / 2: one approximation
      // instead of two where the result is rounded to fewer bits anyway
      // (tanh.approx's error is about 2^-11).
      Value half =
          arith::MulFOp::create(b, loc, x, floatConstant(b, loc, type, 0.5));
      Value tanh = math::TanhOp::create(b, loc, half, approximate);
      return arith::AddFOp::create(
          b, loc, arith::MulFOp::create(b, loc, half, tanh), half);
    }
    // x * sigmoid(x) = x / (1 + exp(-x)).
    Value expNeg = math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x),
                                       approximate);
    Value denominator =
        arith::AddFOp::create(b, loc, floatConstant(b, loc, type, 1), expNeg);
    return arith::DivFOp::create(b, loc, x, denominator, approximate);
  }
  }
  llvm_unreachable("unknown activation");
}
