//===- EraseEmpty.cpp - drop dwc ops without work ---------------*- C++ -*-===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCERASEEMPTY
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct EraseEmptyPass : dwc::impl::DWCEraseEmptyBase<EraseEmptyPass> {
  void runOnOperation() override {
    SmallVector<DestinationStyleOpInterface> empty;
    getOperation()->walk([&](DestinationStyleOpInterface op) {
      if (isa<DWCDialect>(op->getDialect()) && hasEmptyResult(op))
        empty.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (DestinationStyleOpInterface op : empty)
      rewriter.replaceOp(op, op.getDpsInits().front());
  }
};
} // namespace
