//===- TileDepthwise.cpp - depthwise convolutions to GPU loops --*- C++ -*-===//
//
// Each configured dwc.depthwise_conv2d becomes, on its operands' buffers:
//
//   scf.parallel (block x, y, z)        mapped to block_x/y/z
//     scf.parallel (thread)             mapped to thread_x
//       filter taps and bias -> registers
//       prologue: input rows that precede the first output row's last tap
//       scf.for over rows_per_thread output rows, iter_args = accumulators
//                                             and the fetched input rows
//         fetch the input rows of output row i + prefetch_depth
//         add each fetched row times every filter row into the accumulator
//           of the output row it belongs to (row reuse)
//         store the finished row with bias, activation, rounding
//         rotate the accumulators
//
// The tensor-core schedule (`mma`) replaces the thread body: the block's
// input rows go to workgroup memory, each warp multiplies 16 of them per
// filter row by the filter row as a banded matrix (nvgpu.ldmatrix,
// nvvm.mma.sync) for each 8-column tile of its output rows, and the outputs
// leave through a workgroup tile.
//
// The batched tensor-core schedule (`batch_mma`) takes 16 images per block:
// their whole channel planes go to workgroup memory, and each warp multiplies
// every input row of its channel, 16 images x 16 columns, by all filter rows
// as banded matrices (nvvm.mma.sync) into rotating accumulators for one
// 8-column output tile; the finished rows go over the input tile, which
// leaves as one run per image.
//
// With the config's `stage_output`, finished rows go to a workgroup tile of
// the block's whole channel planes, which leaves after the row loop as one
// contiguous run of aligned chunks.
//
// With the config's `unroll_rows`, the row loop carries its rotation period
// (`dwc.rotation_period`, the number of live rows) for dwc-unroll-row-reuse.
//
// Rows are fetched `prefetch_depth` steps ahead because the stores may alias
// the input as far as the compiler knows: a load written after a store cannot
// be issued before it, so without the prefetch each thread would have one
// load in flight.
//
// The accumulators hold the `liveRows` output rows whose windows overlap the
// current input row; each is `cols` values (NCHW) or `cols` vectors of
// `vector_width` channels (NHWC). Loop trip counts are static so that every
// lane of a warp runs every shuffle; out-of-range rows, columns and channels
// are clamped for loads and guarded at the store.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEDEPTHWISE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

namespace {

struct TileDepthwisePass : dwc::impl::DWCTileDepthwiseBase<TileDepthwisePass> {
  void runOnOperation() override {
    SmallVector<DepthwiseConv2DOp> ops;
    getOperation()->walk([&](DepthwiseConv2DOp op) {
      if (op.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (DepthwiseConv2DOp op : ops) {
      // The verifier guarantees static shapes when a config is present.
      DepthwiseProblem problem = *DepthwiseProblem::get(op);
      if (!isa<Float32Type>(op.getAccumulatorType())) {
        op.emitOpError("GPU kernels accumulate in f32; got acc_type ")
            << op.getAccumulatorType();
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      DepthwiseKernelEmitter emitter(rewriter, op, problem);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};

} // namespace
