//===- VerifyLLVMTypes.cpp - types the NVPTX backend can lower ------------===//
//
// The LLVM dialect accepts types that LLVM IR has no meaning for or that the
// NVPTX backend cannot pass: a zero-width integer (`i0`; LLVM's integers
// start at one bit) makes instruction selection divide by zero, and a
// zero-sized parameter (an `i0`, an empty struct, an array of no elements)
// is a fatal error when the backend lowers the function's arguments. Both
// come only from hand-written IR; this pass turns them into diagnostics
// before the kernels are translated.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCVERIFYLLVMTYPES
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
/// Whether `type` holds a zero-width integer anywhere inside it.
bool holdsZeroWidthInteger(Type type) {
  return type
      .walk([](IntegerType integer) {
        return integer.getWidth() == 0 ? WalkResult::interrupt()
                                       : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether a value of `type` occupies no bits: an empty struct, an array of
/// no elements, or aggregates of only those.
bool isZeroSized(Type type) {
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type))
    return !structType.isOpaque() &&
           llvm::all_of(structType.getBody(), isZeroSized);
  if (auto arrayType = dyn_cast<LLVM::LLVMArrayType>(type))
    return arrayType.getNumElements() == 0 ||
           isZeroSized(arrayType.getElementType());
  return false;
}

/// Fails with a diagnostic on `op` if a type it produces, takes or names
/// (its results, its blocks' arguments, the types among its attributes)
/// holds a zero-width integer.
LogicalResult verifyIntegerWidths(Operation *op) {
  auto fail = [&](Type type) {
    return op->emitOpError("uses type ")
           << type << ", which holds a zero-width integer: LLVM IR has no "
           << "such type and the NVPTX backend cannot lower it";
  };
  for (Type type : op->getResultTypes())
    if (holdsZeroWidthInteger(type))
      return fail(type);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Type type : block.getArgumentTypes())
        if (holdsZeroWidthInteger(type))
          return fail(type);
  Type named;
  op->getAttrDictionary().walk([&](Type type) {
    if (!named && holdsZeroWidthInteger(type))
      named = type;
  });
  return named ? fail(named) : success();
}

/// Fails with a diagnostic on `func` if one of its parameters or its result
/// occupies no bits.
LogicalResult verifySignature(LLVM::LLVMFuncOp func) {
  LLVM::LLVMFunctionType type = func.getFunctionType();
  for (auto [index, param] : llvm::enumerate(type.getParams()))
    if (isZeroSized(param))
      return func.emitOpError("has parameter ")
             << index << " of type " << param
             << ", which occupies no bits: the NVPTX backend cannot pass it";
  if (isZeroSized(type.getReturnType()))
    return func.emitOpError("returns type ")
           << type.getReturnType()
           << ", which occupies no bits: the NVPTX backend cannot return it";
  return success();
}

struct VerifyLLVMTypesPass
    : dwc::impl::DWCVerifyLLVMTypesBase<VerifyLLVMTypesPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](Operation *op) {
      if (failed(verifyIntegerWidths(op)))
        return WalkResult::interrupt();
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
      if (func && failed(verifySignature(func)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
