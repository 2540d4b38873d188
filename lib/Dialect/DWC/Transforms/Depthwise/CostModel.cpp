//===- CostModel.cpp - a first-order time model of depthwise kernels ------===//
//
// estimateDepthwiseTime rates a (layer, config) pair from the chip's
// throughputs, as the pointwise model does: the slowest of DRAM traffic,
// the traffic from L2 into the SMs (each block's and thread's halo re-reads
// counted), and the multiply-adds on the unit the schedule uses (tensor-core
// schedules counting the zero products of their banded or diagonal
// matrices), stretched by a grid too small to fill the GPU and by a last
// partial wave; plus the DRAM latencies a thread's sequential row steps
// wait for. It ranks every candidate under -debug-only=dwc-configure and
// goes into the manifest (`estimated_us`), so that dwc.tune can report how
// it orders measured schedules; the measured rules still choose
// (benchmarks/tuning/model_error.py reports its error).
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Depthwise/Configure.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::dwc;

/// Bytes of a sector: the unit in which short rows are read from L2.
static constexpr int64_t kSectorBytes = 32;

/// Input rows and columns one output tile of `rows` x `cols` outputs reads.
static std::pair<int64_t, int64_t> spanOf(const DepthwiseProblem &p,
                                          int64_t rows, int64_t cols) {
  return {std::min(p.height, (rows - 1) * p.strideH + p.extentH()),
          std::min(p.width, (cols - 1) * p.strideW + p.extentW())};
}

int64_t mlir::dwc::estimateDepthwiseRegisters(const DepthwiseProblem &p,
                                              DepthwiseConfigAttr c) {
  int64_t cols = c.getColsPerThread();
  int64_t width = c.getVectorWidth();
  int64_t taps = p.kernelHeight * p.kernelWidth;
  int64_t values = 0;
  switch (c.getColumnReuse()) {
  case ColumnReuse::Window:
    // Accumulators of the open rows, the fetched window and the taps.
    values = width * (p.liveRows() * cols + (cols - 1) * p.strideW +
                      p.extentW() + taps);
    break;
  case ColumnReuse::RolledWindow:
    values = width * (c.getRowsPerThread() * cols + (cols - 1) * p.strideW +
                      2 * getRolledWindowStepTaps(p.kernelWidth));
    break;
  case ColumnReuse::Shuffle:
  case ColumnReuse::Shared:
    values = p.liveRows() * cols + cols * p.strideW + p.extentW() + taps;
    break;
  case ColumnReuse::Mma:
  case ColumnReuse::BatchMma:
  case ColumnReuse::Diagonal:
    // Fragments of a few products (ptxas: 30-60).
    values = 32;
    break;
  }
  // Indices, addresses and loop state.
  return std::min<int64_t>(kMaxRegisterLimit, 24 + values);
}

double mlir::dwc::estimateDepthwiseTime(const DepthwiseProblem &p,
                                        DepthwiseConfigAttr c,
                                        const GPUTarget &target) {
  std::array<int64_t, 3> grid = getDepthwiseGrid(p, c);
  double blocks = double(grid[0]) * grid[1] * grid[2];
  int64_t eb = p.elementBytes();
  int64_t taps = p.kernelHeight * p.kernelWidth;
  double outputs = double(p.batch) * p.outChannels() * p.outHeight * p.outWidth;
  ColumnReuse method = c.getColumnReuse();

  // DRAM: every tensor once (L2 holds the halos neighbouring blocks share).
  double dram =
      double(eb) * (double(p.batch) * p.channels * p.height * p.width +
                    outputs + double(p.outChannels()) * taps);

  // L2 into the SMs: what each block or thread reads of the input, halos
  // included. Staged schedules read their block's tile once; the others
  // read, per thread, the rows and columns its outputs' windows span.
  int64_t blockChannels = std::min(c.getBlockChannels(), p.outChannels());
  double l2;
  bool staged = method == ColumnReuse::Shared || method == ColumnReuse::Mma ||
                method == ColumnReuse::BatchMma ||
                method == ColumnReuse::Diagonal;
  if (staged) {
    auto [rows, cols] = spanOf(p, c.getBlockRows(), c.getBlockCols());
    l2 = blocks * double(blockChannels) * rows * cols * eb;
  } else {
    auto [rows, cols] = spanOf(p, c.getRowsPerThread(), c.getColsPerThread());
    // A rolled window re-reads each filter row's inputs for every output row.
    if (method == ColumnReuse::RolledWindow)
      rows = c.getRowsPerThread() * p.kernelHeight;
    // NCHW rows shorter than a sector still move a sector; NHWC threads
    // read vectors of channels, whole sectors per pixel group.
    double rowBytes = double(cols) * eb;
    if (p.layout == Layout::NCHW)
      rowBytes = std::max<double>(rowBytes, kSectorBytes);
    double threadTiles =
        outputs / (double(c.getRowsPerThread()) * c.getColsPerThread());
    l2 = threadTiles * rows * rowBytes;
  }

  // Multiply-adds, with the zero products of the tensor-core matrices.
  double macs = outputs * taps;
  double rate = target.ffmaRate;
  if (method == ColumnReuse::Mma || method == ColumnReuse::BatchMma) {
    // Per filter row, 16 input columns x 8 outputs for kernelWidth taps.
    macs = outputs * p.kernelHeight * kMmaTileInputCols;
    rate = target.mma16Rate;
  } else if (method == ColumnReuse::Diagonal) {
    // 2 taps x 8 channels x 8 channels per 2 taps x 8 outputs.
    macs = outputs * 2 * llvm::divideCeil(taps, 2) * kMmaTileCols;
    rate = target.mma16Rate;
  }

  // Residency: threads, registers, workgroup memory.
  int64_t resident = getResidentBlocksPerSM(
      target, c.getThreads(),
      c.getMaxRegisters() ? c.getMaxRegisters()
                          : estimateDepthwiseRegisters(p, c));
  int64_t sharedBytes = getSharedTileBytes(p, c);
  if (sharedBytes > 0)
    resident = std::min(resident, target.sharedMemoryPerSM / sharedBytes);
  resident = std::max<int64_t>(resident, 1);
  GridFill fill = getGridFill(target, blocks, resident);
  double throughput = fill.stretch(std::max(
      {dram / target.copyBandwidth, l2 / target.l2Bandwidth, macs / rate}));

  // A thread's row steps each wait for their loads unless fetched ahead:
  // the row loop (rotating schedules), the filter rows (rolled window) or
  // the block's copy and the row walk (staged tensor-core schedules).
  int64_t steps = method == ColumnReuse::RolledWindow
                      ? p.kernelHeight
                      : (staged ? 1 : c.getRowsPerThread());
  double latency = std::ceil(fill.waves) *
                   (1 + double(steps) / c.getPrefetchDepth()) *
                   target.memoryLatency;
  // Resident warps beyond what hides a step's latency overlap their waits.
  double warpsPerSM = double(resident) * c.getThreads() / kWarpSize;
  latency /= std::max(1.0, warpsPerSM / 16.0);
  return (throughput + latency) * 1e6;
}
