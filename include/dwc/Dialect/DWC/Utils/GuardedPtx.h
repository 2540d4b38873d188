//===- GuardedPtx.h - inline PTX under a predicate --------------*- C++ -*-===//
//
// The kernels' predicated accesses (`@p st.global`, `@p ld.global`,
// `@p prefetch.global.L2`) are inline PTX. Their predicate operand (`b`) is
// copied into a guard register inside the assembly, never used as the guard
// itself: LLVM may fold a predicate to a constant (where a launch's known
// block or grid size decides it) and then prints it as an immediate, which
// `mov.pred` takes and a guard (`@-1`) does not. ptxas compiles the copy
// away.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_DIALECT_DWC_UTILS_GUARDEDPTX_H
#define DWC_DIALECT_DWC_UTILS_GUARDEDPTX_H

#include "mlir/IR/Builders.h"

#include <string>

namespace mlir::dwc {

/// PTX that executes `instruction` where predicate operand `$guardIndex`
/// holds.
std::string guardPtx(StringRef instruction, size_t guardIndex);

/// An nvvm.inline_ptx of `instruction` on `arguments` ($0, $1, ...) that
/// executes where `predicate` holds.
void createGuardedInlinePtx(OpBuilder &b, Location loc, StringRef instruction,
                            ValueRange arguments, Value predicate);

} // namespace mlir::dwc

#endif // DWC_DIALECT_DWC_UTILS_GUARDEDPTX_H
