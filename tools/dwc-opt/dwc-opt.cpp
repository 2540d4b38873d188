//===- dwc-opt.cpp - dwc optimizer driver -----------------------*- C++ -*-===//
//
// mlir-opt with dwc's dialect, passes and pipelines, which first checks its
// input for the text that LLVM 22's parsers crash on (SourceParser.h).
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"
#include "dwc/Pipelines/Pipelines.h"
#include "dwc/Pipelines/SourceParser.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  dwc::registerDWCConversionPasses();
  dwc::registerDWCTransformsPasses();
  dwc::registerDWCPipelines();
  dwc::registerDebugOnlyOption();

  DialectRegistry registry;
  dwc::registerPipelineDependencies(registry);
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "dwc optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // These print and read no input.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  // The whole input is checked, every piece of -split-input-file included.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  LogicalResult checked = dwc::checkParserHazards(
      input->getBuffer(),
      [&](const char *position, const llvm::Twine &message) {
        sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(position),
                               llvm::SourceMgr::DK_Error, message);
      });
  if (failed(checked))
    return EXIT_FAILURE;

  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
