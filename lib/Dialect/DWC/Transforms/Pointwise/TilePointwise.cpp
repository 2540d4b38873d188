//===- TilePointwise.cpp - pointwise convolutions to GEMM kernels -*- C++ -*-=//
//
// Each configured dwc.pointwise_conv2d becomes the loop nest of its GEMM
// (GemmEmitter.cpp).
//
//===----------------------------------------------------------------------===//

#include "GemmEmitter.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEPOINTWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct TilePointwisePass : dwc::impl::DWCTilePointwiseBase<TilePointwisePass> {
  void runOnOperation() override {
    SmallVector<PointwiseConv2DOp> ops;
    getOperation()->walk([&](PointwiseConv2DOp op) {
      if (op.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (PointwiseConv2DOp op : ops) {
      if (!isa<Float32Type>(op.getAccumulatorType())) {
        op.emitOpError("GPU kernels accumulate in f32; got acc_type ")
            << op.getAccumulatorType();
        return signalPassFailure();
      }
      // The verifier guarantees static shapes when a config is present.
      PointwiseProblem problem = *PointwiseProblem::get(op);
      rewriter.setInsertionPoint(op);
      pointwise::GemmOperands operands{op.getInput(),    op.getFilter(),
                                       op.getBias(),     op.getResidual(),
                                       op.getInit(),     op.getActivation()};
      pointwise::GemmKernelEmitter emitter(rewriter, op.getLoc(), problem,
                                           *op.getConfig(), operands);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};
} // namespace
