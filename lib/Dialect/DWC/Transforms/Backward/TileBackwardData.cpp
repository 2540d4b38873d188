//===- TileBackwardData.cpp - gather data gradients to GPU loops ----------===//
//
// Each dwc.depthwise_conv2d_backward_data with strategy `gather` becomes, on
// its operands' buffers:
//
//   scf.parallel (block x: an image's threads, z: images)   block_x, block_z
//     scf.parallel (thread)                                 thread_x
//       scf.if the thread has cells
//         for each output-gradient channel of the channel multiplier:
//           filter taps -> registers
//           window: the output-gradient elements its cells' taps read
//           each element (phase) of each cell += the taps that reach it
//         round and store each element (NCHW: a row of the thread's cells
//         as one access where getGatherRowRun allows)
//
// A cell is stride_h x stride_w gradient elements; element (rh, rw) of cell
// (R, C) takes tap (kh, kw) from output-gradient element (R + oh, C + ow)
// exactly when rh + pt - kh*dh = oh*sh and rw + pl - kw*dw = ow*sw
// (getGatherTaps), so the taps of each element are known when the kernel is
// built and no inserted zero is read or multiplied. Window reads outside
// the output gradient (the layer's padding) are clamped loads replaced by
// zero.
//
//===----------------------------------------------------------------------===//

#include "../Common/KernelBuilder.h"
#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCTILEBACKWARDDATA
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {

/// Emits the loop nest of one gather-strategy data gradient.
class GatherEmitter {
public:
  GatherEmitter(OpBuilder &b, DepthwiseConv2DBackwardDataOp op,
                const DepthwiseProblem &problem)
      : b(b), op(op), p(problem), config(*op.getConfig()), k(b, op.getLoc()),
        rowTaps(
            getGatherTaps(p.strideH, p.padTop, p.kernelHeight, p.dilationH)),
        colTaps(
            getGatherTaps(p.strideW, p.padLeft, p.kernelWidth, p.dilationW)) {}

  /// Replaces `op` by the loop nest; returns the result tensor.
  Value emit();

private:
  /// Builds the body of the thread `flatThread` of image `image`.
  void emitThread(Value image, Value flatThread);

  SmallVector<Value> activationIndices(Value image, Value channel, Value row,
                                       Value col) {
    return KernelBuilder::activationIndices(p.layout, image, channel, row, col);
  }
  SmallVector<Value> filterIndices(Value channel, int64_t kh, int64_t kw) {
    return k.depthwiseFilterIndices(p.layout, channel, kh, kw);
  }

  OpBuilder &b;
  DepthwiseConv2DBackwardDataOp op;
  const DepthwiseProblem &p;
  GatherConfigAttr config;
  KernelBuilder k;
  SmallVector<GatherTap> rowTaps, colTaps;
  Value gradOutput, filter, result;
};

Value GatherEmitter::emit() {
  gradOutput = k.toBuffer(op.getGradOutput(), true);
  filter = k.toBuffer(op.getFilter(), true);
  result = k.toBuffer(op.getInit(), false);
  k.buildLaunch(
      getGatherGrid(p, config), config.getThreads(), config.getMaxRegisters(),
      [&](ValueRange blockIds, Value threadId) {
        emitThread(blockIds[2],
                   k.add(k.mul(blockIds[0], config.getThreads()), threadId));
      });
  return k.toTensor(result, op.getInit());
}

void GatherEmitter::emitThread(Value image, Value flatThread) {
  int64_t width = config.getVectorWidth();
  int64_t cells = config.getCellsPerThread();
  int64_t channelGroups = p.channels / width;
  int64_t cellGroups = llvm::divideCeilSigned(getGatherCellCols(p), cells);
  Value hasCells = k.lt(flatThread, getGatherThreadsPerImage(p, width, cells));
  auto ifOp = scf::IfOp::create(b, k.loc, hasCells, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());

  // Consecutive threads take consecutive channel chunks (NHWC) or cells
  // (NCHW): the dimension their accesses are contiguous along.
  Value channelGroup, cellGroup, cellRow;
  if (p.layout == Layout::NHWC) {
    channelGroup = k.rem(flatThread, channelGroups);
    Value rest = k.div(flatThread, channelGroups);
    cellGroup = k.rem(rest, cellGroups);
    cellRow = k.div(rest, cellGroups);
  } else {
    cellGroup = k.rem(flatThread, cellGroups);
    Value rest = k.div(flatThread, cellGroups);
    cellRow = k.rem(rest, getGatherCellRows(p));
    channelGroup = k.div(rest, getGatherCellRows(p));
  }
  Value channel = k.mul(channelGroup, width);
  Value firstCell = k.mul(cellGroup, cells);

  Type f32 = b.getF32Type();
  VectorType elementVector = VectorType::get({width}, p.elementType);
  Type accType = width == 1 ? f32 : Type(VectorType::get({width}, f32));

  // The window: output-gradient rows cellRow + [firstRow, lastRow] and
  // columns firstCell + [firstCol, lastCol + cells - 1], zero outside.
  auto [firstRow, lastRow] = getGatherOffsetRange(rowTaps);
  auto [firstCol, lastCol] = getGatherOffsetRange(colTaps);
  int64_t windowRows = rowTaps.empty() ? 0 : lastRow - firstRow + 1;
  int64_t windowCols = colTaps.empty() ? 0 : lastCol - firstCol + cells;
  Value zero = floatConstant(b, k.loc, accType, 0.0);
  // One accumulator per element of the thread's cells, in (cell, rh, rw)
  // order; each output-gradient channel of the multiplier adds into them in
  // turn, so that only its window and taps are live at once.
  SmallVector<Value> accs(cells * p.strideH * p.strideW, zero);
  for (int64_t m = 0; m < p.multiplier; ++m) {
    Value filterChannel = k.add(k.mul(channel, p.multiplier), m);
    SmallVector<Value> taps;
    for (int64_t kh = 0; kh < p.kernelHeight; ++kh)
      for (int64_t kw = 0; kw < p.kernelWidth; ++kw)
        taps.push_back(
            k.loadF32(filter, filterIndices(filterChannel, kh, kw), width));
    // window[r * windowCols + c]
    SmallVector<Value> window;
    for (int64_t r = 0; r < windowRows; ++r) {
      Value row = k.add(cellRow, firstRow + r);
      Value rowValid = k.andI(k.ge(row, 0), k.lt(row, p.outHeight));
      Value rowClamped = k.clamp(row, 0, p.outHeight - 1);
      for (int64_t c = 0; c < windowCols; ++c) {
        Value col = k.add(firstCell, firstCol + c);
        Value valid =
            k.andI(rowValid, k.andI(k.ge(col, 0), k.lt(col, p.outWidth)));
        Value value =
            k.loadF32(gradOutput,
                      activationIndices(image, filterChannel, rowClamped,
                                        k.clamp(col, 0, p.outWidth - 1)),
                      width);
        window.push_back(k.select(valid, value, zero));
      }
    }
    // Each element of each cell takes the taps of its phase.
    for (int64_t cell = 0; cell < cells; ++cell)
      for (const GatherTap &rowTap : rowTaps)
        for (const GatherTap &colTap : colTaps) {
          Value &acc = accs[(cell * p.strideH + rowTap.phase) * p.strideW +
                            colTap.phase];
          int64_t r = rowTap.offset - firstRow;
          int64_t c = cell + colTap.offset - firstCol;
          acc = k.tap(window[r * windowCols + c],
                      taps[rowTap.tap * p.kernelWidth + colTap.tap], acc);
        }
  }

  // NCHW rows whose cells' elements form one aligned run: a store a row.
  if (int64_t run = getGatherRowRun(p, config); run > 1) {
    VectorType runType = VectorType::get({run}, p.elementType);
    Value firstCol = k.mul(firstCell, p.strideW);
    for (int64_t rh = 0; rh < p.strideH; ++rh) {
      Value row = k.add(k.mul(cellRow, p.strideH), rh);
      Value inside = k.andI(k.lt(row, p.height), k.lt(firstCol, p.width));
      auto store = scf::IfOp::create(b, k.loc, inside, false);
      OpBuilder::InsertionGuard storeGuard(b);
      b.setInsertionPoint(store.thenBlock()->getTerminator());
      SmallVector<Value> elements;
      for (int64_t cell = 0; cell < cells; ++cell)
        for (int64_t rw = 0; rw < p.strideW; ++rw)
          elements.push_back(castFloat(
              b, k.loc, accs[(cell * p.strideH + rh) * p.strideW + rw],
              p.elementType));
      vector::StoreOp::create(
          b, k.loc, vector::FromElementsOp::create(b, k.loc, runType, elements),
          result, activationIndices(image, channel, row, firstCol),
          /*nontemporal=*/false, getAccessAlignment(run, p.elementType));
    }
    return;
  }
  // One store per element, inside the gradient.
  for (int64_t cell = 0; cell < cells; ++cell)
    for (int64_t rh = 0; rh < p.strideH; ++rh)
      for (int64_t rw = 0; rw < p.strideW; ++rw) {
        Value row = k.add(k.mul(cellRow, p.strideH), rh);
        Value col = k.add(k.mul(k.add(firstCell, cell), p.strideW), rw);
        Value inside = k.andI(k.lt(row, p.height), k.lt(col, p.width));
        auto store = scf::IfOp::create(b, k.loc, inside, false);
        OpBuilder::InsertionGuard storeGuard(b);
        b.setInsertionPoint(store.thenBlock()->getTerminator());
        Value rounded =
            castFloat(b, k.loc, accs[(cell * p.strideH + rh) * p.strideW + rw],
                      width == 1 ? p.elementType : Type(elementVector));
        SmallVector<Value> indices =
            activationIndices(image, channel, row, col);
        if (width == 1)
          memref::StoreOp::create(b, k.loc, rounded, result, indices);
        else
          vector::StoreOp::create(b, k.loc, rounded, result, indices,
                                  /*nontemporal=*/false,
                                  getAccessAlignment(width, p.elementType));
      }
}

struct TileBackwardDataPass
    : dwc::impl::DWCTileBackwardDataBase<TileBackwardDataPass> {
  void runOnOperation() override {
    SmallVector<DepthwiseConv2DBackwardDataOp> ops;
    getOperation()->walk([&](DepthwiseConv2DBackwardDataOp op) {
      if (op.getStrategy() == DataGradientStrategy::Gather && op.getConfig())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (DepthwiseConv2DBackwardDataOp op : ops) {
      if (!op.getAccumulatorType().isF32()) {
        op.emitOpError("GPU kernels accumulate in f32; got acc_type ")
            << op.getAccumulatorType();
        return signalPassFailure();
      }
      // The verifier guarantees static shapes when a config is present.
      DepthwiseProblem problem = *DepthwiseProblem::get(op);
      rewriter.setInsertionPoint(op);
      GatherEmitter emitter(rewriter, op, problem);
      rewriter.replaceOp(op, emitter.emit());
    }
  }
};

} // namespace
