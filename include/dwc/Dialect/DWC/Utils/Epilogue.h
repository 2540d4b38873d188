//===- Epilogue.h - elementwise epilogue builders ---------------*- C++ -*-===//
//
// The bias/activation/rounding arithmetic shared by the reference lowering and
// the GPU kernels, on scalars or vectors of floats.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_UTILS_EPILOGUE_H
#define DWC_DIALECT_DWC_UTILS_EPILOGUE_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"

namespace mlir::dwc {

/// Converts a float (or vector of floats) to the element type of `to` by
/// extension or truncation; `to` is a float type or a matching vector type.
Value castFloat(OpBuilder &b, Location loc, Value value, Type to);

/// A float constant of `type`, splat when `type` is a vector.
Value floatConstant(OpBuilder &b, Location loc, Type type, double value);

/// `activation(x)` computed in the type of `x`, for a result then rounded to
/// `resultType` (which may choose a cheaper form where that holds fewer
/// bits).
Value applyActivation(OpBuilder &b, Location loc, Value x,
                      Activation activation, Type resultType);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_UTILS_EPILOGUE_H
