//===- RolledWindow.cpp - the rolled-window schedule ----------------------===//
//
// `rolled_window`: threads as in `window`, for windows too large to unroll
// (RepLKNet's 31x31, SLaK's 51x5 strips). The block copies its channels'
// taps into workgroup memory once; each thread then walks the window in two
// rolled loops, over filter rows and over steps of up to
// kRolledWindowStepTaps taps of a row. A step loads the input columns its
// taps and the thread's output columns span into registers (column reuse
// within the step) and the step's taps from the tile, then multiplies them
// into every output row's accumulators. The kernel's size, registers and
// compile time are those of one step, whatever the window.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "dwc/Dialect/DWC/Utils/Epilogue.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

Value DepthwiseKernelEmitter::copyTapTile(Value firstChannel, Value threadId) {
  SmallVector<int64_t, 2> shape = getTapTileShape(p, config);
  int64_t blockChannels = shape[1];
  Value tile = allocWorkgroupTile(shape);
  scf::ForOp::create(
      b, k.loc, threadId, k.index(shape[0] * blockChannels),
      k.index(config.getThreads()), ValueRange{},
      [&](OpBuilder &nb, Location, Value i, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        Value tap = k.div(i, blockChannels);
        Value blockChannel = k.rem(i, blockChannels);
        // Channels past the last copy its taps; their outputs are never
        // stored.
        Value channel =
            arith::MinUIOp::create(b, k.loc, k.add(firstChannel, blockChannel),
                                   k.index(p.outChannels() - 1));
        Value value =
            load(filter, filterIndices(channel, k.div(tap, p.kernelWidth),
                                       k.rem(tap, p.kernelWidth)));
        memref::StoreOp::create(b, k.loc, value, tile,
                                ValueRange{tap, blockChannel});
        scf::YieldOp::create(b, k.loc);
      });
  gpu::BarrierOp::create(b, k.loc);
  return tile;
}

void DepthwiseKernelEmitter::emitRolledWindowThread(ValueRange blockIds,
                                                    Value threadId) {
  int64_t cols = config.getColsPerThread();
  int64_t rows = config.getRowsPerThread();
  VectorType accVector = VectorType::get({config.getVectorWidth()}, accType);
  WindowThread t = getWindowThread(blockIds, threadId);
  Value tapTile =
      copyTapTile(k.mul(blockIds[1], config.getBlockChannels()), threadId);
  Value biasValue = loadWindowBias(t);
  Value firstInCol = k.add(k.mul(t.firstOutCol, p.strideW), -p.padLeft);
  int64_t stepTaps = getRolledWindowStepTaps(p.kernelWidth);
  int64_t fullSteps = p.kernelWidth / stepTaps;
  int64_t tailTaps = p.kernelWidth % stepTaps;

  // Adds taps [kw0, kw0 + taps) of filter row `kh` into `accs` (output row
  // r's column c at r * cols + c), reading input rows `inRows`.
  auto step = [&](MutableArrayRef<Value> accs, Value kh, Value kw0,
                  int64_t taps, ArrayRef<Value> inRows) {
    Value firstTap = k.add(k.mul(kh, p.kernelWidth), kw0);
    SmallVector<Value> weights;
    for (int64_t u = 0; u < taps; ++u)
      weights.push_back(castFloat(
          b, k.loc,
          loadChannelVector(tapTile, {k.add(firstTap, u), t.blockChannel}),
          accVector));
    int64_t windowCols = (cols - 1) * p.strideW + (taps - 1) * p.dilationW + 1;
    Value stepFirstCol = k.add(firstInCol, k.mul(kw0, p.dilationW));
    SmallVector<Value> colValid, colClamped;
    for (int64_t i = 0; i < windowCols; ++i) {
      Value col = k.add(stepFirstCol, i);
      colValid.push_back(k.andI(k.ge(col, 0), k.lt(col, p.width)));
      colClamped.push_back(k.clamp(col, 0, p.width - 1));
    }
    for (auto [r, ih] : llvm::enumerate(inRows)) {
      Value rowValid = k.andI(k.ge(ih, 0), k.lt(ih, p.height));
      Value rowClamped = k.clamp(ih, 0, p.height - 1);
      SmallVector<Value> window;
      for (int64_t i = 0; i < windowCols; ++i)
        window.push_back(
            castFloat(b, k.loc,
                      readWindowInput(t, rowClamped, colClamped[i],
                                      k.andI(rowValid, colValid[i])),
                      accVector));
      for (int64_t c = 0; c < cols; ++c)
        for (int64_t u = 0; u < taps; ++u) {
          Value &acc = accs[r * cols + c];
          acc = vector::FMAOp::create(b, k.loc,
                                      window[c * p.strideW + u * p.dilationW],
                                      weights[u], acc);
        }
    }
  };

  SmallVector<Value> init(rows * cols, k.zero(accVector));
  auto rowLoop = scf::ForOp::create(
      b, k.loc, k.index(0), k.index(p.kernelHeight), k.index(1), init,
      [&](OpBuilder &nb, Location, Value kh, ValueRange rowArgs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        // The input row output row r reads at filter row kh.
        SmallVector<Value> inRows;
        for (int64_t r = 0; r < rows; ++r)
          inRows.push_back(
              k.add(k.add(k.mul(k.add(t.firstOutRow, r), p.strideH),
                          k.mul(kh, p.dilationH)),
                    -p.padTop));
        SmallVector<Value> accs(rowArgs);
        auto stepLoop = scf::ForOp::create(
            b, k.loc, k.index(0), k.index(fullSteps), k.index(1), accs,
            [&](OpBuilder &sb, Location, Value s, ValueRange stepArgs) {
              OpBuilder::InsertionGuard stepGuard(b);
              b.setInsertionPoint(sb.getInsertionBlock(),
                                  sb.getInsertionPoint());
              SmallVector<Value> stepAccs(stepArgs);
              step(stepAccs, kh, k.mul(s, stepTaps), stepTaps, inRows);
              scf::YieldOp::create(b, k.loc, stepAccs);
            });
        accs.assign(stepLoop.getResults().begin(), stepLoop.getResults().end());
        if (tailTaps)
          step(accs, kh, k.index(fullSteps * stepTaps), tailTaps, inRows);
        scf::YieldOp::create(b, k.loc, accs);
      });

  SmallVector<Value> outputs(rowLoop.getResults());
  for (int64_t r = 0; r < rows; ++r)
    storeWindowRow(t, k.add(t.firstOutRow, r),
                   ArrayRef<Value>(outputs).slice(r * cols, cols), biasValue);
}
