//===- Debug.h - -debug-only for dwc's choosers -----------------*- C++ -*-===//
//
// dwc's choosers explain themselves under `-debug-only=<type>` (e.g.
// dwc-configure). LLVM defines that option only in builds with assertions,
// and Debian's LLVM has none, so dwc's tools register it where LLVM did not,
// and the choosers ask isDebugEnabled instead of LLVM_DEBUG, whose output
// release builds compile out.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_UTILS_DEBUG_H
#define DWC_DIALECT_DWC_UTILS_DEBUG_H

#include "llvm/ADT/StringRef.h"

namespace mlir::dwc {

/// Registers `-debug-only` (a comma-separated list of debug types) unless
/// the LLVM the tool links already has it. Call before the command line is
/// parsed.
void registerDebugOnlyOption();

/// Whether dwc's `-debug-only` (registerDebugOnlyOption) names `type`; false
/// where LLVM owns the option, whose values it does not export.
bool isDebugEnabled(llvm::StringRef type);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_UTILS_DEBUG_H
