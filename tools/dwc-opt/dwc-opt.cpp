//===- dwc-opt.cpp - dwc optimizer driver -----------------------*- C++ -*-===//

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::dwc::registerDWCConversionPasses();
  mlir::dwc::registerDWCTransformsPasses();
  mlir::dwc::registerDWCPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates GPU modules to LLVM IR.
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  registry.insert<mlir::dwc::DWCDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "dwc optimizer driver\n", registry));
}
