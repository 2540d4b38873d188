//===- Pipelines.h - dwc pass pipelines -------------------------*- C++ -*-===//

#ifndef DWC_PIPELINES_PIPELINES_H
#define DWC_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"

namespace mlir::dwc {

/// Lowers dwc ops through the linalg reference lowering, bufferization and
/// loops to the LLVM dialect, for execution on the host (mlir-runner).
void buildCPUReferencePipeline(OpPassManager &pm);

/// Registers the named pipelines with the pass registry (dwc-opt).
void registerDWCPipelines();

} // namespace mlir::dwc

#endif // DWC_PIPELINES_PIPELINES_H
