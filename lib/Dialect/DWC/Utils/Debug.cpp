//===- Debug.cpp - -debug-only for dwc's choosers -------------------------===//

#include "dwc/Dialect/DWC/Utils/Debug.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"

#include <optional>
#include <string>

using namespace llvm;

namespace {
/// dwc's `-debug-only` where LLVM has none; created once.
std::optional<cl::list<std::string>> &getDebugOnlyOption() {
  static std::optional<cl::list<std::string>> option;
  return option;
}
} // namespace

void mlir::dwc::registerDebugOnlyOption() {
  if (getDebugOnlyOption() || cl::getRegisteredOptions().count("debug-only"))
    return;
  getDebugOnlyOption().emplace(
      "debug-only", cl::CommaSeparated, cl::value_desc("debug type"),
      cl::desc("Print the reasoning of the named dwc choosers "
               "(dwc-configure)"));
}

bool mlir::dwc::isDebugEnabled(StringRef type) {
  if (const std::optional<cl::list<std::string>> &option = getDebugOnlyOption())
    return llvm::is_contained(*option, type);
  return false;
}
