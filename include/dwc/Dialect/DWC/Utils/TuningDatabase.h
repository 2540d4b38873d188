//===- TuningDatabase.h - measured schedules keyed by layer -----*- C++ -*-===//
//
// A tuning database holds, per chip and layer, the schedule that measurement
// found fastest (`python -m dwc.tune` writes it from a bundle's candidate
// kernels). A layer is named by its signature: what the op computes, without
// its schedule, so that the same layer in any module finds its entry.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_UTILS_TUNINGDATABASE_H
#define DWC_DIALECT_DWC_UTILS_TUNINGDATABASE_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::dwc {

/// The name of the attribute that carries a dwc op's schedule.
inline constexpr llvm::StringLiteral kScheduleAttrName = "config";
/// The unit attribute that marks a schedule taken from a tuning database.
inline constexpr llvm::StringLiteral kTunedAttrName = "dwc.tuned";

/// `op`'s name, operand types and attributes other than its schedule
/// (`config`, `dwc.tuned`), sorted by name: e.g.
/// `dwc.depthwise_conv2d(tensor<1x32x112x112xf16>, ...) {padding = ...}`.
std::string getLayerSignature(Operation *op);

/// One measured schedule.
struct TuningEntry {
  std::string chip, signature, config;
  /// The measured time, in microseconds.
  double micros;
};

/// The entries of a tuning database, keyed by chip and signature.
class TuningDatabase {
public:
  /// Parses the JSON text of a database:
  /// `{"version": 1, "entries": [{"chip": "sm_90", "signature": "...",
  /// "config": "#dwc...", "micros": 12.5}, ...]}`, each field checked; a
  /// chip and signature may appear once. Fails with `error` naming the
  /// entry and field.
  static FailureOr<TuningDatabase> parse(llvm::StringRef text,
                                         std::string &error);

  /// The entry for `signature` on `chip`, or null.
  const TuningEntry *lookup(llvm::StringRef chip,
                            llvm::StringRef signature) const;

  size_t size() const { return entries.size(); }

private:
  llvm::StringMap<TuningEntry> entries;
};

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_UTILS_TUNINGDATABASE_H
