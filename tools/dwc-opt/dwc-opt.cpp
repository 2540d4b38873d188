//===- dwc-opt.cpp - dwc optimizer driver -----------------------*- C++ -*-===//

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"
#include "dwc/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::dwc::registerDWCConversionPasses();
  mlir::dwc::registerDWCTransformsPasses();
  mlir::dwc::registerDWCPipelines();
  mlir::dwc::registerDebugOnlyOption();

  mlir::DialectRegistry registry;
  mlir::dwc::registerPipelineDependencies(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "dwc optimizer driver\n", registry));
}
