//===- dwc-ir-fuzzer.cpp - libFuzzer target over dwc IR ---------*- C++ -*-===//
//
// Parses each input as an MLIR module (dwc and upstream dialects) as dwc's
// tools do, verifies it, and runs what a user would run on IR that verifies:
// the CPU reference pipeline and the GPU pipeline to PTX (sm_90), each on its
// own copy.
// Diagnostics are the expected outcome of bad input and are dropped; a crash,
// an abort, a sanitizer report or a timeout is a bug.
//
//===----------------------------------------------------------------------===//

#include "dwc/Pipelines/Pipelines.h"
#include "dwc/Pipelines/SourceParser.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace mlir;

namespace {
const DialectRegistry &getRegistry() {
  static const DialectRegistry *registry = [] {
    auto *result = new DialectRegistry();
    dwc::registerPipelineDependencies(*result);
    return result;
  }();
  return *registry;
}

/// Runs `build`'s pipeline on a copy of `module`; failures are diagnostics.
template <typename Build> void runPipeline(ModuleOp module, Build build) {
  OwningOpRef<ModuleOp> copy = cast<ModuleOp>(module->clone());
  PassManager pm(module.getContext());
  build(pm);
  (void)pm.run(*copy);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler dropDiagnostics(
      &context, [](Diagnostic &) { return success(); });
  // The lexer reads up to a terminating NUL, which libFuzzer's buffer lacks.
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module = dwc::parseSourceStringChecked(text, &context);
  if (!module)
    return 0;
  runPipeline(*module,
              [](PassManager &pm) { dwc::buildCPUReferencePipeline(pm); });
  runPipeline(*module, [](PassManager &pm) {
    dwc::buildGPUPipeline(pm, dwc::GPUPipelineOptions());
  });
  return 0;
}
