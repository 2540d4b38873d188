//===- PointwiseSchedule.h - geometry and verifier of GEMM tiles -*- C++
//-*-===//
//
// What a GPU schedule of dwc.pointwise_conv2d is, independent of who chose
// it: the layer as the GEMM kernel sees it (PointwiseProblem), the workgroup
// tiles a #dwc.pointwise_config implies, and the verifier that says whether a
// config schedules a layer. The op verifier, dwc-configure-pointwise and the
// kernel emitter all read these.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_IR_POINTWISESCHEDULE_H
#define DWC_DIALECT_DWC_IR_POINTWISESCHEDULE_H

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"

namespace mlir::dwc {

/// Rows and columns of one tensor-core tile of C (mma.sync m16n8).
inline constexpr int64_t kGemmMmaRows = 16;
inline constexpr int64_t kGemmMmaCols = 8;
/// The `ffma` schedule's lanes form a 4 x 8 grid over a warp tile.
inline constexpr int64_t kFfmaLaneRows = 4;
inline constexpr int64_t kFfmaLaneCols = 8;

/// K steps whose tiles a GEMM kernel may hold in workgroup memory at once.
inline constexpr int64_t kMaxGemmStages = 4;
/// Workgroup memory a GEMM block may take on any supported chip (sm_90's
/// 227 KB less the anchor of its dynamic workgroup memory, which it takes
/// past 48 KB). The configure pass holds each kernel to its chip's own limit.
inline constexpr int64_t kMaxGemmWorkgroupBytes =
    227 * 1024 - kDynamicWorkgroupAnchorBytes;
/// The most f32 accumulators a GEMM thread may hold (its warp tile's
/// elements over 32 lanes).
inline constexpr int64_t kMaxGemmAccumulators = 128;
/// The most C tiles one GEMM block computes in turn (`tiles_m`).
inline constexpr int64_t kMaxGemmTilesM = 16;

/// The static geometry of a 1x1 convolution as the GEMM `C = A x B` (all
/// row-major) that its kernel computes; see #dwc.pointwise_config.
struct PointwiseProblem {
  int64_t batch, inChannels, outChannels;
  int64_t height, width, outHeight, outWidth;
  int64_t strideH, strideW;
  Layout layout;
  Type elementType;
  Activation activation = Activation::None;
  MathMode math = MathMode::Exact;
  bool hasBias = false, hasResidual = false;
  /// Whether the filter is read transposed (`transpose_filter`): its
  /// chunks then run along the GEMM's K (NHWC) or M (NCHW).
  bool transposedFilter = false;
  /// Whether the GEMM is a filter gradient (see
  /// dwc.pointwise_conv2d_backward_filter): C is the filter, K the images'
  /// pixels, and the activation operand is read transposed.
  bool filterGradient = false;

  /// Fails (without a diagnostic) when a batch or spatial size is dynamic.
  static FailureOr<PointwiseProblem> get(PointwiseConv2DOp op);
  static FailureOr<PointwiseProblem> get(PointwiseConv2DBackwardFilterOp op);
  /// The pointwise half of a separable convolution: the GEMM over the
  /// depthwise output's pixels that the fused kernel computes.
  static FailureOr<PointwiseProblem> get(SeparableConv2DOp op);

  int64_t elementBytes() const {
    return elementType.getIntOrFloatBitWidth() / 8;
  }
  bool isStrided() const { return strideH != 1 || strideW != 1; }
  bool isNHWC() const { return layout == Layout::NHWC; }
  int64_t pixels() const { return outHeight * outWidth; }
  /// C's rows: the output pixels of all images (NHWC) or Cout (NCHW); a
  /// filter gradient's Cin (NHWC) or Cout (NCHW).
  int64_t gemmM() const {
    if (filterGradient)
      return isNHWC() ? inChannels : outChannels;
    return isNHWC() ? batch * pixels() : outChannels;
  }
  /// C's columns: Cout (NHWC) or one image's output pixels (NCHW); a
  /// filter gradient's Cout (NHWC) or Cin (NCHW).
  int64_t gemmN() const {
    if (filterGradient)
      return isNHWC() ? outChannels : inChannels;
    return isNHWC() ? outChannels : pixels();
  }
  /// The reduction: Cin, or a filter gradient's pixels of all images.
  int64_t gemmK() const {
    return filterGradient ? batch * pixels() : inChannels;
  }
  /// Independent GEMMs: one per image in NCHW, where the pixels are columns.
  int64_t gemmBatch() const { return isNHWC() || filterGradient ? 1 : batch; }
  /// Whether A's chunks run along its M (A is read from a matrix that holds
  /// it transposed), or B's along its K.
  bool transposedA() const {
    return filterGradient ? isNHWC() : transposedFilter && !isNHWC();
  }
  bool transposedB() const {
    return filterGradient ? !isNHWC() : transposedFilter && isNHWC();
  }
  /// The run of consecutive K that lies contiguously in memory, where a
  /// chunk runs along K: all of it, or one image's pixels in an NCHW filter
  /// gradient (0 where no chunk runs along K).
  int64_t contiguousK() const {
    if (filterGradient)
      return isNHWC() ? 0 : pixels();
    return gemmK();
  }
  /// Multiply-adds of the layer.
  int64_t multiplyAdds() const {
    return gemmM() * gemmN() * gemmK() * gemmBatch();
  }
};

/// `config`'s block tile, warps, vector width, instruction and pixel layout
/// with the given register limit, stages, K partitions and M tiles: the
/// parameters that choosers vary around a chosen tile.
PointwiseConfigAttr getSameTileConfig(PointwiseConfigAttr config,
                                      int64_t maxRegisters, int64_t stages,
                                      int64_t partitions, int64_t tilesM);

/// f32 accumulators a thread of `config` holds: its warp tile's elements
/// over 32 lanes.
inline int64_t getGemmAccumulators(PointwiseConfigAttr config) {
  return config.getBlockM() * config.getBlockN() /
         (32 * config.getWarpsM() * config.getWarpsN());
}

/// Elements each row of a workgroup tile is padded by, so that the rows of a
/// fragment load fall into distinct banks: A's rows (`mma`'s A is M x K,
/// `ffma`'s is stored K x M) and B's (K x N).
int64_t getGemmTilePaddingA(PointwiseConfigAttr config, Type elementType);
int64_t getGemmTilePaddingB(PointwiseConfigAttr config, Type elementType);
/// Shapes of the workgroup tiles of A and B.
SmallVector<int64_t, 2> getGemmTileShapeA(PointwiseConfigAttr config,
                                          Type elementType);
SmallVector<int64_t, 2> getGemmTileShapeB(PointwiseConfigAttr config,
                                          Type elementType);
/// Whether a config's epilogue goes through workgroup memory: `mma`
/// accumulators lie in pairs of columns, so a warp's direct stores write 8
/// rows x 4 pairs at a time; staged through a per-warp tile of C, each lane
/// stores `vector_width` consecutive elements instead, the 16-byte accesses
/// a copy uses. Pairs already are the access of a vector_width of 2 or less.
bool isGemmEpilogueStaged(PointwiseConfigAttr config);
/// The per-warp staging tile of C, in f32: 16 rows (one row of mma tiles)
/// x the warp's columns, padded by 4 so that rows stay 16-byte aligned and
/// a fragment's rows start in different banks. Empty when not staged.
SmallVector<int64_t, 3> getGemmEpilogueTileShape(PointwiseConfigAttr config);
/// Workgroup memory of a config (all its stages and the staging tiles of C),
/// in bytes.
int64_t getGemmWorkgroupBytes(const PointwiseProblem &problem,
                              PointwiseConfigAttr config);
/// K steps of a block: those of one partition.
int64_t getGemmKSteps(const PointwiseProblem &problem,
                      PointwiseConfigAttr config);
/// The grid: blocks along M, along N, and GEMMs or partitions.
std::array<int64_t, 3> getGemmGrid(const PointwiseProblem &problem,
                                   PointwiseConfigAttr config);

/// Whether `op` may run as one fused kernel; the diagnostic says why not.
LogicalResult
verifySeparableFusion(function_ref<InFlightDiagnostic()> emitError,
                      SeparableConv2DOp op);

/// Whether `config` schedules `problem`; the diagnostic says why not.
LogicalResult
verifyPointwiseConfig(function_ref<InFlightDiagnostic()> emitError,
                      const PointwiseProblem &problem,
                      PointwiseConfigAttr config);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_IR_POINTWISESCHEDULE_H
