//===- PtxIdentifier.h - names that PTX accepts -----------------*- C++ -*-===//
//
// Kernel entry names come from user function names, and MLIR symbols may hold
// any character: `dwc-sanitize-kernel-names` and `dwc-compile`'s dispatch
// names both map them to PTX identifiers the same way, here.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_UTILS_PTXIDENTIFIER_H
#define DWC_DIALECT_DWC_UTILS_PTXIDENTIFIER_H

#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::dwc {
/// Whether `name` is a PTX identifier: letters, digits, `_` and `$`, not
/// starting with a digit or `$`.
bool isPtxIdentifier(StringRef name);

/// `name` with every character other than a letter or digit as `_`, and a
/// leading `_` where it would be empty or start with a digit.
std::string getPtxIdentifier(StringRef name);
} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_UTILS_PTXIDENTIFIER_H
