//===- TileSeparable.cpp - fused separable convolutions to kernels -*- C++ -*-//
//
// Each dwc.separable_conv2d with strategy = fused becomes one GEMM kernel
// (Pointwise/GemmEmitter.cpp) whose A tiles are the depthwise output,
// computed in the kernel.
//
//===----------------------------------------------------------------------===//

#include "../Pointwise/GemmEmitter.h"

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
#define GEN_PASS_DEF_DWCTILESEPARABLE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
struct TileSeparablePass : dwc::impl::DWCTileSeparableBase<TileSeparablePass> {
  void runOnOperation() override {
    SmallVector<SeparableConv2DOp> ops;
    getOperation()->walk([&](SeparableConv2DOp op) {
      if (op.getStrategy() == SeparableStrategy::Fused && op.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (SeparableConv2DOp op : ops) {
      // The verifier guarantees the fused kernel's shapes and layout.
      PointwiseProblem problem = *PointwiseProblem::get(op);
      auto input = cast<RankedTensorType>(op.getInput().getType());
      auto filter = op.getDepthwiseFilter().getType();
      pointwise::DepthwiseProducer producer{
          op.getDepthwiseFilter(), op.getDepthwiseBias(),
          op.getMidActivation(),   input.getDimSize(1),
          input.getDimSize(2),     filter.getDimSize(0),
          filter.getDimSize(1),    op.getStrides()[0],
          op.getStrides()[1],      op.getDilations()[0],
          op.getDilations()[1],    op.getPadding()[0],
          op.getPadding()[2]};
      pointwise::GemmOperands operands{
          op.getInput(),    op.getPointwiseFilter(), op.getPointwiseBias(),
          op.getResidual(), op.getInit(),            op.getActivation()};
      rewriter.setInsertionPoint(op);
      pointwise::GemmKernelEmitter emitter(rewriter, op.getLoc(), problem,
                                           *op.getConfig(), operands,
                                           producer);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};
} // namespace
