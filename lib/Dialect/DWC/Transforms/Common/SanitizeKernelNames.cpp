//===- SanitizeKernelNames.cpp - kernels named as PTX allows ----*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/PtxIdentifier.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCSANITIZEKERNELNAMES
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
struct SanitizeKernelNamesPass
    : dwc::impl::DWCSanitizeKernelNamesBase<SanitizeKernelNamesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      SymbolTable symbols(gpuModule);
      for (auto func :
           llvm::make_early_inc_range(gpuModule.getOps<gpu::GPUFuncOp>())) {
        if (dwc::isPtxIdentifier(func.getName()))
          continue;
        std::string base = dwc::getPtxIdentifier(func.getName());
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
