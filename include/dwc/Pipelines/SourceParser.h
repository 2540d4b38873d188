//===- SourceParser.h - Parsing of user IR, crash-free ----------*- C++ -*-===//
//
// dwc's tools and APIs parse IR written by users (or by fuzzers) with every
// upstream dialect registered. A few of LLVM 22's custom op parsers crash on
// malformed input instead of diagnosing it; these entry points find such
// input first and answer it with an error, then parse as MLIR does.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_PIPELINES_SOURCEPARSER_H
#define DWC_PIPELINES_SOURCEPARSER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::dwc {

/// Calls `report` with the position and a message for each place in
/// `source` that one of LLVM 22's parsers would crash on, and fails if there
/// is one. Such places are the integer lists after `dimensions =` of
/// `linalg.broadcast` and `linalg.reduce` and after `permutation =` of
/// `linalg.transpose` (their parsers store the null attribute of a failed
/// list parse): anything but `[` 64-bit integers `]` is reported. Bytecode
/// has none.
LogicalResult checkParserHazards(
    llvm::StringRef source,
    llvm::function_ref<void(const char *position, const llvm::Twine &message)>
        report);

/// parseSourceFile<ModuleOp> of `sourceMgr`'s main buffer, after
/// checkParserHazards: each hazard is an error at its location in `context`.
OwningOpRef<ModuleOp> parseSourceFileChecked(llvm::SourceMgr &sourceMgr,
                                             MLIRContext *context);

/// parseSourceString<ModuleOp> of `source`, after checkParserHazards.
OwningOpRef<ModuleOp> parseSourceStringChecked(llvm::StringRef source,
                                               MLIRContext *context,
                                               llvm::StringRef sourceName = "");

} // namespace mlir::dwc

#endif // DWC_PIPELINES_SOURCEPARSER_H
