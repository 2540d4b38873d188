//===- dwc-opt.cpp - dwc optimizer driver -----------------------*- C++ -*-===//

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "dwc/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::dwc::registerDWCConversionPasses();
  mlir::dwc::registerDWCPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::dwc::DWCDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "dwc optimizer driver\n", registry));
}
