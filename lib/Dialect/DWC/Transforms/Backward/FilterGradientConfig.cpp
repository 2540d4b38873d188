//===- FilterGradientConfig.cpp - the filter gradient chooser -------------===//

#include "dwc/Dialect/DWC/Transforms/Backward/Configure.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dwc;

/// Most K x K sums a thread holds (taps x channels of its chunk): the rest
/// of its registers go to the item's output-gradient block and input row.
static constexpr int64_t kMaxThreadSums = 64;
/// Threads of a block where its channels have items enough.
static constexpr int64_t kBlockThreads = 256;
/// Items every thread of a fully occupied GPU should take at least once the
/// items shrink: below it, rows per item halve (less row reuse, more
/// threads at work).
static constexpr int64_t kMinItemsPerResidentThread = 2;
/// Fewest items a lane takes in one partition, so that the block's final
/// sum stays a small part of its time and the partial sums few.
static constexpr int64_t kMinItemsPerLane = 4;

FilterGradientConfigAttr mlir::dwc::chooseFilterGradientConfig(
    MLIRContext *context, const DepthwiseProblem &p, const GPUTarget &target,
    std::string &why) {
  int64_t taps = p.kernelHeight * p.kernelWidth;
  bool nhwc = p.layout == Layout::NHWC;
  int64_t width = 1;
  if (nhwc && p.multiplier == 1) {
    width = p.widestVectorDividing(p.outChannels());
    while (width > 1 && taps * width > kMaxThreadSums)
      width /= 2;
  }
  int64_t totalChunks = p.outChannels() / width;
  int64_t cols = std::min<int64_t>(nhwc ? 2 : 4, p.outWidth);
  int64_t colBlocks = llvm::divideCeilSigned(p.outWidth, cols);
  auto rowBlocksOf = [&](int64_t rows) {
    return p.batch * llvm::divideCeilSigned(p.outHeight, rows);
  };
  // Rows per item: up to 4 (row reuse), fewer where the items would not
  // keep a fully occupied GPU busy.
  int64_t residentThreads = target.smCount * target.maxThreadsPerSM;
  int64_t rows = std::min<int64_t>(4, p.outHeight);
  while (rows > 1 && rowBlocksOf(rows) * colBlocks * totalChunks <
                         kMinItemsPerResidentThread * residentThreads)
    rows /= 2;
  int64_t rowBlocks = rowBlocksOf(rows);
  int64_t items = rowBlocks * colBlocks;

  // NHWC: channel chunks are the fastest thread index, a power of two that
  // divides the chunks (at most a warp's worth, and the block's sum within
  // workgroup memory); NCHW: a block takes one channel.
  int64_t chunks = 1;
  if (nhwc)
    chunks = std::min<int64_t>(
        kWarpSize, int64_t(1) << llvm::countr_zero(uint64_t(totalChunks)));
  int64_t threads = kBlockThreads;
  auto makeConfig = [&](int64_t partitions) {
    return FilterGradientConfigAttr::get(context, threads, chunks * width,
                                         width, rows, cols, partitions,
                                         /*maxRegisters=*/0);
  };
  while (chunks > 1 && getFilterGradientWorkgroupBytes(p, makeConfig(1)) >
                           kMaxSharedTileBytes)
    chunks /= 2;
  while (threads > std::max<int64_t>(64, chunks * 2) &&
         items < threads / chunks)
    threads /= 2;

  // Partitions: one wave of resident blocks over the channel blocks, each
  // lane keeping kMinItemsPerLane items, the partial sums within
  // kMaxFilterGradientScratchFraction of the input.
  int64_t channelBlocks = p.outChannels() / (chunks * width);
  int64_t lanes = threads / chunks;
  int64_t wave = target.smCount * (target.maxThreadsPerSM / threads);
  // A small layer still takes two blocks a multiprocessor where its lanes
  // have an item each.
  int64_t enough = std::max(
      items / (kMinItemsPerLane * lanes),
      std::min(llvm::divideCeilSigned(2 * target.smCount, channelBlocks),
               items / lanes));
  int64_t partitions = std::min(
      {llvm::divideCeilSigned(wave, channelBlocks), enough, rowBlocks});
  int64_t inputBytes =
      p.batch * p.channels * p.height * p.width * p.elementBytes();
  int64_t scratchPerPartition = p.outChannels() * taps * 4;
  partitions = std::min(partitions,
                        static_cast<int64_t>(kMaxFilterGradientScratchFraction *
                                             inputBytes / scratchPerPartition));
  if (partitions < 2)
    partitions = 1;
  why = llvm::formatv(
      "vector_width {0} ({1} sums a thread), items of {2} x {3} outputs "
      "({4} of them), {5} channels x {6} lanes a block; {7} partitions of "
      "{8} channel blocks for a wave of {9} blocks, {10} items a lane, "
      "partial sums {11} bytes (at most {12:P0} of the input's {13})",
      width, taps * width, rows, cols, items, chunks * width, lanes, partitions,
      channelBlocks, wave, llvm::divideCeilSigned(items, partitions * lanes),
      getFilterGradientScratchBytes(p, partitions),
      kMaxFilterGradientScratchFraction, inputBytes);
  return makeConfig(partitions);
}
