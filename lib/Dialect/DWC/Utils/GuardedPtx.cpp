//===- GuardedPtx.cpp - inline PTX under a predicate ------------*- C++ -*-===//

#include "dwc/Dialect/DWC/Utils/GuardedPtx.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

std::string mlir::dwc::guardPtx(StringRef instruction, size_t guardIndex) {
  return llvm::formatv("{{ .reg .pred p; mov.pred p, ${0}; @p {1} }",
                       guardIndex, instruction);
}

void mlir::dwc::createGuardedInlinePtx(OpBuilder &b, Location loc,
                                       StringRef instruction,
                                       ValueRange arguments, Value predicate) {
  SmallVector<Value> operands(arguments);
  operands.push_back(predicate);
  NVVM::InlinePtxOp::create(b, loc, TypeRange(), operands, ValueRange(),
                            guardPtx(instruction, arguments.size()),
                            /*predicate=*/Value());
}
