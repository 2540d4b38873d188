//===- TilePointwise.cpp - pointwise convolutions to GEMM kernels -*- C++ -*-=//
//
// Each configured dwc.pointwise_conv2d, and each configured
// dwc.pointwise_conv2d_backward_filter, becomes the loop nest of its GEMM
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
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (auto forward = dyn_cast<PointwiseConv2DOp>(op);
          forward && forward.getConfig())
        ops.push_back(op);
      if (auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op);
          gradient && gradient.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      if (auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op)) {
        // Partitions each write a plane of partial sums.
        if (gradient.getConfig()->getPartitions() > 1 &&
            !gradient.isPartial()) {
          gradient.emitOpError("has ")
              << gradient.getConfig()->getPartitions()
              << " partitions but writes its result directly: run "
                 "dwc-split-backward-filter first";
          return signalPassFailure();
        }
        // The verifier guarantees static shapes and f32 accumulation when a
        // config is present.
        PointwiseProblem problem = *PointwiseProblem::get(gradient);
        pointwise::GemmOperands operands;
        operands.input = gradient.getInput();
        operands.gradOutput = gradient.getGradOutput();
        operands.init = gradient.getInit();
        pointwise::GemmKernelEmitter emitter(rewriter, op->getLoc(), problem,
                                             *gradient.getConfig(), operands);
        rewriter.replaceOp(op, emitter.emit());
        continue;
      }
      auto forward = cast<PointwiseConv2DOp>(op);
      if (!isa<Float32Type>(forward.getAccumulatorType())) {
        forward.emitOpError("GPU kernels accumulate in f32; got acc_type ")
            << forward.getAccumulatorType();
        return signalPassFailure();
      }
      PointwiseProblem problem = *PointwiseProblem::get(forward);
      pointwise::GemmOperands operands{
          forward.getInput(),    forward.getFilter(), forward.getBias(),
          forward.getResidual(), forward.getInit(),   forward.getActivation()};
      pointwise::GemmKernelEmitter emitter(rewriter, op->getLoc(), problem,
                                           *forward.getConfig(), operands);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};
} // namespace
