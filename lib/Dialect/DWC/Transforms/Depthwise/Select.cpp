//===- Select.cpp - rank the depthwise schedule candidates ----------------===//
//
// The selector of dwc-configure-depthwise. Each schedule family proposes the
// config it would run a layer with (the *Candidates.cpp files); the lane
// refinements rewrite each proposal on its own (Refine.cpp); then the rules
// below rank them. Rules are listed best first, and each says whether the
// evidence behind it (docs/tuning.md) prefers its candidate for this layer;
// the first preferred candidate is the choice, and nothing after this file
// changes it. -debug-only=dwc-configure prints every candidate and why the
// chosen one won.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Depthwise/Configure.h"

#include "Candidates.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::depthwise;

static constexpr StringLiteral kDebugType = "dwc-configure";

namespace {
/// Collects candidates in rank order, each refined before it is ranked.
class CandidateList {
public:
  CandidateList(MLIRContext *context, const DepthwiseProblem &p,
                const GPUTarget &target, bool userPreference)
      : context(context), p(p), target(target), userPreference(userPreference) {
  }

  /// Adds the candidate of `rule` where its family proposed one.
  void add(StringRef rule, FailureOr<DepthwiseConfigAttr> config,
           bool preferred, const Twine &why) {
    if (failed(config))
      return;
    candidates.push_back({rule, refine(*config), preferred, why.str()});
  }

  SmallVector<DepthwiseCandidate> take() { return std::move(candidates); }

private:
  /// The lane refinements (Refine.cpp). A config the user asked for by
  /// method keeps its lanes; every candidate may stage in place.
  DepthwiseConfigAttr refine(DepthwiseConfigAttr c) const {
    // The refinements trade the unrolled CUDA-core schedules for one
    // another.
    if (c.getColumnReuse() == ColumnReuse::RolledWindow ||
        c.getColumnReuse() == ColumnReuse::Diagonal)
      return c;
    if (!userPreference) {
      c = withWholePlanesForElementAccesses(context, p, c, target);
      c = withWholePlanesForIdleLanes(context, p, c, target);
      c = withWholeRowLanes(context, p, c, target);
      c = withRolledRaggedWindows(p, c);
    }
    return withInPlaceStaging(p, c, target);
  }

  MLIRContext *context;
  const DepthwiseProblem &p;
  const GPUTarget &target;
  bool userPreference;
  SmallVector<DepthwiseCandidate> candidates;
};
} // namespace

/// The NCHW `shuffle` row depth of windows of at most 3 rows that are not
/// staged: see kMaxRowsSmallWindow, kMaxRowsStridedSmallWindow and the
/// whole-map lanes of ShuffleRowDepth::WholeMapWhenFilled.
static FailureOr<DepthwiseConfigAttr>
chooseSmallWindowShuffle(MLIRContext *context, const DepthwiseProblem &p,
                         const GPUTarget &target,
                         FailureOr<DepthwiseConfigAttr> fallback) {
  if (p.extentH() > 3)
    return fallback;
  if (p.strideH == 1)
    return chooseShuffleConfig(context, p, target, kMaxRowsSmallWindow,
                               ShuffleRowDepth::TunedSmallGrid);
  if (p.outHeight >= kSmallMapRows)
    return chooseShuffleConfig(context, p, target, kMaxRowsStridedSmallWindow,
                               ShuffleRowDepth::TunedSmallGrid);
  return chooseShuffleConfig(context, p, target, kMaxRowsPerThread,
                             ShuffleRowDepth::WholeMapWhenFilled);
}

/// `c` as the `shared` schedule: the same lanes over the block's input tile
/// in workgroup memory, rows fetched one ahead unrolled (3 ahead ran slower
/// unrolled; docs/tuning.md, "staged rows").
static DepthwiseConfigAttr asStagedRowSegment(MLIRContext *context,
                                              DepthwiseConfigAttr c) {
  return DepthwiseConfigAttr::get(
      context, c.getBlockChannels(), c.getBlockRows(), c.getBlockCols(),
      c.getThreads(), c.getRowsPerThread(), c.getColsPerThread(),
      c.getVectorWidth(), ColumnReuse::Shared, c.getPrefetchDepth(),
      /*unroll_rows=*/c.getPrefetchDepth() == 1, /*stage_output=*/false,
      /*predicated_padding=*/false,
      /*stage_in_place=*/false);
}

FailureOr<SmallVector<DepthwiseCandidate>> mlir::dwc::getDepthwiseCandidates(
    MLIRContext *context, const DepthwiseProblem &p, const GPUTarget &target,
    std::string &reason, std::optional<ColumnReuse> preferred) {
  bool automatic = !preferred;
  // Past kMaxUnrolledWindowTaps every other schedule would unroll the
  // window's taps into registers.
  if (preferred == ColumnReuse::RolledWindow ||
      (automatic && needsRolledWindow(p))) {
    FailureOr<DepthwiseConfigAttr> rolled =
        chooseRolledWindowConfig(context, p);
    if (failed(rolled)) {
      reason = "the taps of one channel do not fit workgroup memory (" +
               std::to_string(p.kernelHeight) + "x" +
               std::to_string(p.kernelWidth) + " taps of " +
               std::to_string(p.elementBytes()) + " bytes)";
      return failure();
    }
    SmallVector<DepthwiseCandidate> only;
    only.push_back({"rolled_window", *rolled, true,
                    automatic ? "window of more taps than unroll"
                              : "requested by column-reuse"});
    // Its loops are rolled too; ranked for measurement.
    FailureOr<DepthwiseConfigAttr> diagonal = chooseDiagonalConfig(context, p);
    if (automatic && succeeded(diagonal))
      only.push_back(
          {"diagonal", *diagonal, false, "not measured faster here"});
    return only;
  }
  if (preferred == ColumnReuse::Diagonal) {
    FailureOr<DepthwiseConfigAttr> diagonal = chooseDiagonalConfig(context, p);
    if (failed(diagonal)) {
      reason = "'diagonal' needs an NHWC 16-bit layer with a multiple of 8 "
               "channels and no channel multiplier, whose tiles fit "
               "workgroup memory";
      return failure();
    }
    SmallVector<DepthwiseCandidate> only;
    only.push_back({"diagonal", *diagonal, true, "requested by column-reuse"});
    return only;
  }
  if (p.multiplier != 1) {
    SmallVector<DepthwiseCandidate> only;
    only.push_back({"multiplier_window",
                    *chooseMultiplierWindowConfig(context, p, target), true,
                    "the one schedule of channel multipliers above 1"});
    return only;
  }
  bool forcedShared = preferred == ColumnReuse::Shared;
  bool nchw = p.layout == Layout::NCHW;
  CandidateList list(context, p, target, /*userPreference=*/!automatic);

  // Tensor cores over 16 images a block.
  if (fitsBatchMma(p)) {
    FailureOr<DepthwiseConfigAttr> batchMma = chooseBatchMmaConfig(context, p);
    bool wins = succeeded(batchMma) &&
                (preferred == ColumnReuse::BatchMma ||
                 (automatic && prefersBatchMma(p, *batchMma, target)));
    list.add("batch_mma", batchMma, wins,
             !wins       ? "not measured faster here"
             : automatic ? "16-bit planes that fill its blocks"
                         : "requested by column-reuse");
  }

  // Wide lanes of small maps.
  if (automatic)
    list.add("wide_lanes", chooseWideLaneConfig(context, p, target), true,
             "small map whose rows split into 7-14-column lanes");

  // NCHW 5x5 windows as whole planes.
  FailureOr<DepthwiseConfigAttr> deepestShuffle =
      nchw ? chooseShuffleConfig(context, p, target, kMaxRowsPerThread)
           : FailureOr<DepthwiseConfigAttr>(failure());
  if (automatic && succeeded(deepestShuffle) &&
      prefersWholePlane5x5(p, *deepestShuffle))
    list.add("whole_plane_5x5", chooseWholePlaneConfig(context, p), true,
             "5x5 window on a small NCHW map");

  // Tensor cores over 16 rows a warp.
  if (fitsMma(p)) {
    FailureOr<DepthwiseConfigAttr> mma = chooseMmaConfig(context, p);
    bool wins = succeeded(mma) && (preferred == ColumnReuse::Mma ||
                                   (automatic && prefersMma(p, *mma, target)));
    list.add("mma", mma, wins,
             !wins       ? "not measured faster here"
             : automatic ? "window of enough taps over tall maps"
                         : "requested by column-reuse");
  }

  // NCHW row segments: staged in workgroup memory, else shuffles.
  if (nchw) {
    FailureOr<DepthwiseConfigAttr> shuffle = deepestShuffle;
    if (succeeded(shuffle) &&
        (forcedShared || stagesInWorkgroupMemory(p, *shuffle))) {
      if (p.outHeight <= kWholePlaneMaxRows)
        shuffle =
            chooseShuffleConfig(context, p, target, kStagedMaxRowsSmallMap);
      DepthwiseConfigAttr staged = asStagedRowSegment(context, *shuffle);
      bool fits = getSharedTileBytes(p, staged) <= kMaxSharedTileBytes;
      list.add("staged_row_segment", withStagedOutput(p, staged), fits,
               fits ? "3x3 map staged in workgroup memory"
                    : "input tile exceeds workgroup memory");
    }
    shuffle = chooseSmallWindowShuffle(context, p, target, shuffle);
    if (succeeded(shuffle))
      list.add("shuffle", withStagedOutput(p, *shuffle), true,
               "a warp segment covers the row");
  }

  // NHWC and the rows no warp segment covers: register windows.
  if (automatic)
    list.add("large_window", chooseLargeWindowConfig(context, p, target), true,
             "window of at least 7x7 taps");
  FailureOr<DepthwiseConfigAttr> wide =
      automatic ? chooseWideWindowConfig(context, p, target)
                : FailureOr<DepthwiseConfigAttr>(failure());
  bool wideOverStaged =
      succeeded(wide) && prefersWideLanesOverStaged(p, *wide, target);
  if (wideOverStaged)
    list.add("wide_window", wide, true,
             "one-channel lanes whose grid fills the GPU");
  if (automatic || forcedShared)
    list.add("staged_pixel_major",
             chooseStagedNhwcConfig(context, p, target,
                                    /*measuredOnly=*/!forcedShared),
             true, "NHWC planes staged pixel-major");
  if (!wideOverStaged)
    list.add("wide_window", wide, true, "small map of wide register windows");
  list.add("window", chooseWindowConfig(context, p, target), true,
           "the general register window");
  // Ranked for the tuner and for kernels that spill: not measured faster.
  if (automatic) {
    list.add("rolled_window", chooseRolledWindowConfig(context, p), false,
             "not measured faster on windows that unroll");
    list.add("diagonal", chooseDiagonalConfig(context, p), false,
             "not measured faster here");
  }
  return list.take();
}

/// Marks the preferred candidates whose config breaks a limit outside its
/// own family's rules (the launch grid, a thread's registers under a huge
/// stride) as not preferred; returns the last violation seen.
static std::string
dropInvalidPreferences(MLIRContext *context, const DepthwiseProblem &problem,
                       MutableArrayRef<DepthwiseCandidate> candidates) {
  std::string lastViolation;
  for (DepthwiseCandidate &c : candidates) {
    if (!c.preferred)
      continue;
    std::string violation;
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
      violation = diagnostic.str();
      return success();
    });
    if (succeeded(verifyDepthwiseConfig(
            [&]() { return emitError(UnknownLoc::get(context)); }, problem,
            c.config)))
      continue;
    c.preferred = false;
    c.why = "invalid: " + violation;
    lastViolation = violation;
  }
  return lastViolation;
}

/// The candidates of `problem` with those that break a limit outside their
/// family's rules marked not preferred, printed under -debug-only when
/// `explain` is set; failure with `reason` where none is preferred.
static FailureOr<SmallVector<DepthwiseCandidate>>
getValidCandidates(MLIRContext *context, const DepthwiseProblem &problem,
                   const GPUTarget &target, std::string &reason,
                   std::optional<ColumnReuse> preferred, bool explain) {
  FailureOr<SmallVector<DepthwiseCandidate>> candidates =
      getDepthwiseCandidates(context, problem, target, reason, preferred);
  if (failed(candidates))
    return failure();
  // A family's proposal may break a limit outside its own rules: it is
  // marked so and the next one is taken.
  std::string lastViolation =
      dropInvalidPreferences(context, problem, *candidates);
  const DepthwiseCandidate *chosen = llvm::find_if(
      *candidates, [](const DepthwiseCandidate &c) { return c.preferred; });
  if (explain && isDebugEnabled(kDebugType)) {
    llvm::dbgs() << "[" << kDebugType << "] candidates, best rank first:\n";
    for (const DepthwiseCandidate &c : *candidates)
      llvm::dbgs() << "  " << (&c == chosen ? "* " : "  ") << c.rule << " "
                   << c.config << ": "
                   << (c.preferred ? "preferred, " : "not preferred, ") << c.why
                   << llvm::formatv(
                          " (model: {0:f2} us)",
                          estimateDepthwiseTime(problem, c.config, target))
                   << "\n";
    if (chosen != candidates->end())
      llvm::dbgs() << "[" << kDebugType << "] chose " << chosen->rule
                   << ": the first preferred candidate in rank order\n";
  }
  if (chosen == candidates->end()) {
    reason = lastViolation.empty() ? "no schedule family can run this layer"
                                   : lastViolation;
    return failure();
  }
  return candidates;
}

FailureOr<DepthwiseConfigAttr>
mlir::dwc::chooseDepthwiseConfig(MLIRContext *context,
                                 const DepthwiseProblem &problem,
                                 const GPUTarget &target, std::string &reason,
                                 std::optional<ColumnReuse> preferred) {
  FailureOr<SmallVector<DepthwiseCandidate>> candidates = getValidCandidates(
      context, problem, target, reason, preferred, /*explain=*/true);
  if (failed(candidates))
    return failure();
  return llvm::find_if(*candidates,
                       [](const DepthwiseCandidate &c) { return c.preferred; })
      ->config;
}

FailureOr<SmallVector<DepthwiseConfigAttr>>
mlir::dwc::rankDepthwiseConfigs(MLIRContext *context,
                                const DepthwiseProblem &problem,
                                const GPUTarget &target, std::string &reason,
                                std::optional<ColumnReuse> preferred) {
  FailureOr<SmallVector<DepthwiseCandidate>> candidates = getValidCandidates(
      context, problem, target, reason, preferred, /*explain=*/false);
  if (failed(candidates))
    return failure();
  // The preferred candidates in rank order, then the other valid ones: each
  // family's proposal runs the layer, only slower than its evidence expects.
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  auto isValid = [&](DepthwiseConfigAttr config) {
    return succeeded(verifyDepthwiseConfig(
        [&]() { return emitError(UnknownLoc::get(context)); }, problem,
        config));
  };
  SmallVector<DepthwiseConfigAttr> ranked;
  for (const DepthwiseCandidate &c : *candidates)
    if (c.preferred && !llvm::is_contained(ranked, c.config))
      ranked.push_back(c.config);
  for (const DepthwiseCandidate &c : *candidates)
    if (!c.preferred && !llvm::is_contained(ranked, c.config) &&
        isValid(c.config))
      ranked.push_back(c.config);
  return ranked;
}
