//===- dwc-compile.cpp - dwc ops to a GPU kernel bundle ---------*- C++ -*-===//
//
// The user's compiler driver (as iree-compile is): the dwc ops of the input
// file to a kernel bundle (dwc/Bundle/Bundle.h), which the runtime
// (include/dwc/Runtime) loads without MLIR.
//
//===----------------------------------------------------------------------===//

#include "dwc/Bundle/Bundle.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"
#include "dwc/Pipelines/SourceParser.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace mlir::dwc;
namespace cl = llvm::cl;

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<input .mlir>"), cl::init("-"));
static cl::opt<std::string> outputDir("o", cl::desc("Bundle directory"),
                                      cl::value_desc("dir"));
static cl::opt<std::string> chip("chip", cl::desc("Target (sm_90, sm_80)"),
                                 cl::init("sm_90"));
static cl::opt<int64_t>
    smCount("sm-count",
            cl::desc("Multiprocessor count (0: the chip's usual count)"),
            cl::init(0));
static cl::opt<std::string> columnReuse(
    "column-reuse",
    cl::desc("auto (the measured rules), 'shared' to stage NCHW input "
             "tiles wherever they fit, 'mma' or 'batch_mma' for a "
             "tensor-core schedule wherever it applies, 'rolled_window' "
             "(any layer) or 'diagonal' (NHWC 16-bit)"),
    cl::init("auto"));
static cl::opt<std::string>
    fusion("fusion",
           cl::desc("auto (the model), 'fused' wherever the fused kernel "
                    "can run a separable convolution, or 'split'"),
           cl::init("auto"));
static cl::opt<std::string> dataGradient(
    "data-gradient",
    cl::desc("auto (the forward kernels wherever they compute a depthwise "
             "data gradient, else the gather kernel) or 'gather' for all"),
    cl::init("auto"));
static cl::opt<bool> programmaticLaunch(
    "programmatic-launch",
    cl::desc("Let kernels start while the previous work on the stream "
             "drains (sm_90; the manifest tells the runtime)"),
    cl::init(true));
static cl::opt<std::string> prefetchL2(
    "prefetch-l2",
    cl::desc("auto (small grids), on or off: kernels prefetch the buffers "
             "they only read into L2 before waiting for the previous work"),
    cl::init("auto"));
static cl::opt<std::string> tuningDb(
    "tuning-db",
    cl::desc("A tuning database (python -m dwc.tune): its layers get their "
             "measured schedules, the others the cost model's"),
    cl::init(""));
static cl::opt<int64_t> tuneCandidates(
    "tune-candidates",
    cl::desc("Also compile up to this many next-ranked schedules of each "
             "layer as kernels of their own, for python -m dwc.tune"),
    cl::init(0));
static cl::opt<bool>
    printPipeline("print-pipeline",
                  cl::desc("Print the textual pass pipeline and exit"));
static cl::opt<bool> verbose("v", cl::desc("Report each kernel compiled"));
static cl::opt<std::string> ptxasPath(
    "ptxas",
    cl::desc("ptxas to assemble each kernel with: a heuristic schedule that "
             "spills registers is measured against its block's register "
             "ceiling and the next ranked schedules, and a hand-written one "
             "that spills gets a warning (default: ptxas on PATH or in "
             "CUDA_HOME/bin; 'none' skips)"),
    cl::init(""));

/// The ptxas to check kernels with, or empty.
static std::string findPtxas() {
  if (ptxasPath == "none")
    return "";
  if (!ptxasPath.empty())
    return ptxasPath;
  if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName("ptxas"))
    return *found;
  if (const char *cudaHome = std::getenv("CUDA_HOME"))
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(
            "ptxas", {std::string(cudaHome) + "/bin"}))
      return *found;
  return "";
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerDebugOnlyOption();
  cl::ParseCommandLineOptions(argc, argv,
                              "dwc-compile: dwc ops to a PTX kernel bundle\n");

  GPUPipelineOptions pipelineOptions;
  pipelineOptions.chip = chip;
  pipelineOptions.smCount = smCount;
  pipelineOptions.columnReuse = columnReuse;
  pipelineOptions.fusion = fusion;
  pipelineOptions.dataGradient = dataGradient;
  pipelineOptions.programmaticLaunch = programmaticLaunch;
  pipelineOptions.prefetchL2 = prefetchL2;
  pipelineOptions.tuningDb = tuningDb;
  pipelineOptions.tuneCandidates = tuneCandidates;
  if (printPipeline) {
    llvm::outs() << getGPUPipeline(pipelineOptions) << "\n";
    return 0;
  }
  if (outputDir.empty()) {
    llvm::errs() << "dwc-compile: missing -o <bundle directory>\n";
    return 1;
  }

  DialectRegistry registry;
  registerPipelineDependencies(registry);
  MLIRContext context(registry);
  // Diagnostics point at the user's source; a dump of the IR would bury them.
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  auto file = openInputFile(inputFilename, &error);
  if (!file) {
    llvm::errs() << "dwc-compile: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> source = parseSourceFileChecked(sourceMgr, &context);
  if (!source)
    return 1;

  FailureOr<SmallVector<BundleKernel>> kernels =
      compileBundle(*source, pipelineOptions, outputDir, findPtxas());
  if (failed(kernels))
    return 1;
  // A candidate that spills is for dwc.tune to measure, not a warning.
  for (const BundleKernel &kernel : *kernels)
    if (kernel.spillBytes && !kernel.candidate)
      llvm::WithColor::warning(llvm::errs(), "dwc-compile")
          << kernel.name << " spills " << kernel.spillBytes
          << " bytes of registers to local memory (ptxas -v): its "
          << (kernel.tuned ? "measured config (tuning database) holds more "
                             "values per thread than the registers do\n"
              : kernel.userSchedule
                  ? "hand-written config holds more values per thread than "
                    "the registers do\n"
                  : "schedule, and every ranked alternative tried, hold more "
                    "values per thread than the registers do\n");
  if (verbose)
    for (const BundleKernel &kernel : *kernels)
      llvm::errs() << llvm::formatv(
          "dwc-compile: {0}: grid {1}x{2}x{3}, block {4}, {5} bytes of PTX\n",
          kernel.entry, kernel.grid[0], kernel.grid[1], kernel.grid[2],
          kernel.block[0], kernel.ptxBytes);
  return 0;
}
