//===- SanitizeKernelNames.cpp - kernels named as PTX allows ----*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCSANITIZEKERNELNAMES
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
/// Whether `name` is a PTX identifier: letters, digits, `_` and `$`, not
/// starting with a digit or `$`.
bool isPtxIdentifier(StringRef name) {
  return !name.empty() &&
         (llvm::isAlpha(name.front()) || name.front() == '_') &&
         llvm::all_of(name, [](char c) {
           return llvm::isAlnum(c) || c == '_' || c == '$';
         });
}

struct SanitizeKernelNamesPass
    : dwc::impl::DWCSanitizeKernelNamesBase<SanitizeKernelNamesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      SymbolTable symbols(gpuModule);
      for (auto func :
           llvm::make_early_inc_range(gpuModule.getOps<gpu::GPUFuncOp>())) {
        if (isPtxIdentifier(func.getName()))
          continue;
        std::string base;
        for (char c : func.getName())
          base.push_back(llvm::isAlnum(c) ? c : '_');
        if (!llvm::isAlpha(base.front()))
          base.insert(base.begin(), '_');
        std::string name = base;
        for (unsigned suffix = 0; symbols.lookup(name); ++suffix)
          name = base + "_" + std::to_string(suffix);
        auto newName = StringAttr::get(&getContext(), name);
        if (failed(SymbolTable::replaceAllSymbolUses(func, newName, module)))
          return signalPassFailure();
        symbols.remove(func);
        SymbolTable::setSymbolName(func, newName);
        symbols.insert(func);
      }
    }
  }
};
} // namespace
