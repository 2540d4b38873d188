//===- Bundle.h - dwc ops to a kernel bundle --------------------*- C++ -*-===//
//
// A kernel bundle is what the runtime (include/dwc/Runtime) loads without
// MLIR: a directory with one PTX module per dwc op and manifest.json, which
// says for each kernel its entry point, grid, block, dynamic shared memory,
// whether it may be launched before the previous work on the stream has
// finished, its arguments in launch order (role, shape, element type,
// access), every tensor of the layer by role (`operands`: the kernel may take
// fewer), the layer's geometry and the chosen schedule.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_BUNDLE_BUNDLE_H
#define DWC_BUNDLE_BUNDLE_H

#include "dwc/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"

#include <array>
#include <string>

namespace mlir::dwc {

/// One kernel that compileBundle wrote.
struct BundleKernel {
  /// `<function>_dw<index>` or `<function>_pw<index>`: the dwc op's function
  /// and its place among the ops of its kind there.
  std::string name;
  /// The PTX entry point.
  std::string entry;
  std::array<int64_t, 3> grid;
  std::array<int64_t, 3> block;
  size_t ptxBytes;
  /// Whether the source op carried its own config (schedule), or a tuning
  /// database gave it one, rather than the heuristic's.
  bool userSchedule;
  /// Bytes of registers ptxas spills (0 without ptxas).
  int64_t spillBytes;
  /// Whether it is a tuning candidate (`tune-candidates`): another schedule
  /// of a layer whose own kernel the bundle holds.
  bool candidate = false;
  /// Whether its schedule came from a tuning database (`tuning-db`).
  bool tuned = false;
};

/// Compiles every dwc op of `source` into its own kernel (a function holding
/// only that op, compiled by buildGPUPipeline with `options`) and writes the
/// bundle into `outputDir`, creating it if needed. `source` is not modified.
/// Failures are reported as diagnostics on the source's context; its dialect
/// registry must hold registerPipelineDependencies'. With `ptxas` (a path),
/// every kernel is assembled for the target: a heuristic schedule whose
/// kernel spills registers gets the most registers its block may hold (its
/// config's `max_registers`) and is compiled again, and each kernel reports
/// its spills.
FailureOr<SmallVector<BundleKernel>>
compileBundle(ModuleOp source, const GPUPipelineOptions &options,
              StringRef outputDir, StringRef ptxas = "");

} // namespace mlir::dwc

#endif // DWC_BUNDLE_BUNDLE_H
