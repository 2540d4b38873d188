//===- dwc-compile.cpp - dwc ops to a GPU kernel bundle ---------*- C++ -*-===//
//
// The user's compiler driver (as iree-compile is): each dwc op of the input
// becomes one dispatch, a function holding only that op, compiled by the
// dwc-to-ptx pipeline. The bundle is a directory with one PTX module per
// kernel and manifest.json, which says for each kernel its entry point, grid,
// block, dynamic shared memory, whether it may be launched before the previous
// work on the stream has finished, its arguments in launch order (role, shape,
// element type, access), every tensor of the layer by role (`operands`: the
// kernel may take fewer), the layer's geometry and the chosen schedule. The
// runtime (include/dwc/Runtime) loads it without MLIR.
//
//===----------------------------------------------------------------------===//

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

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
             "tiles wherever they fit, or 'mma' or 'batch_mma' for a "
             "tensor-core schedule wherever it applies"),
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
static cl::opt<bool>
    printPipeline("print-pipeline",
                  cl::desc("Print the textual pass pipeline and exit"));
static cl::opt<bool> verbose("v", cl::desc("Report each kernel compiled"));

namespace {

/// A dispatch: one dwc op outlined into its own function.
struct Dispatch {
  func::FuncOp func;
  DepthwiseConv2DOp op;
  /// Role of each function argument, in order.
  SmallVector<std::string> argRoles;
};

std::string typeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

llvm::json::Array toJSON(ArrayRef<int64_t> values) {
  llvm::json::Array array;
  for (int64_t v : values)
    array.push_back(v);
  return array;
}

/// Outlines every dwc op of `source` into `dispatches`; fails on ops the GPU
/// path does not compile yet.
LogicalResult formDispatches(ModuleOp source, ModuleOp dispatches,
                             SmallVectorImpl<Dispatch> &result) {
  OpBuilder builder = OpBuilder::atBlockEnd(dispatches.getBody());
  llvm::StringMap<unsigned> countPerFunction;
  WalkResult walk = source.walk([&](Operation *op) {
    if (!isa_and_nonnull<DWCDialect>(op->getDialect()))
      return WalkResult::advance();
    auto depthwise = dyn_cast<DepthwiseConv2DOp>(op);
    if (!depthwise) {
      op->emitOpError("is not compiled to GPU kernels yet (dwc-compile "
                      "handles dwc.depthwise_conv2d)");
      return WalkResult::interrupt();
    }
    auto parent = op->getParentOfType<func::FuncOp>();
    std::string base = parent ? parent.getSymName().str() : "module";
    std::string name = base + "_dw" + std::to_string(countPerFunction[base]++);
    Dispatch dispatch;
    SmallVector<Type> argTypes;
    SmallVector<Value> args;
    auto addArg = [&](Value value, StringRef role) {
      if (!value)
        return;
      args.push_back(value);
      argTypes.push_back(value.getType());
      dispatch.argRoles.push_back(role.str());
    };
    addArg(depthwise.getInput(), "input");
    addArg(depthwise.getFilter(), "filter");
    addArg(depthwise.getBias(), "bias");
    addArg(depthwise.getInit(), "output");
    auto func = func::FuncOp::create(
        builder, op->getLoc(), name,
        builder.getFunctionType(argTypes, op->getResultTypes()));
    Block *body = func.addEntryBlock();
    OpBuilder bodyBuilder = OpBuilder::atBlockEnd(body);
    IRMapping mapping;
    for (auto [value, arg] : llvm::zip(args, body->getArguments()))
      mapping.map(value, arg);
    Operation *clone = bodyBuilder.clone(*op, mapping);
    func::ReturnOp::create(bodyBuilder, op->getLoc(), clone->getResults());
    dispatch.func = func;
    dispatch.op = cast<DepthwiseConv2DOp>(clone);
    result.push_back(std::move(dispatch));
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

llvm::json::Object describeConfig(DepthwiseConfigAttr config) {
  return llvm::json::Object{
      {"block_channels", config.getBlockChannels()},
      {"block_rows", config.getBlockRows()},
      {"block_cols", config.getBlockCols()},
      {"threads", config.getThreads()},
      {"rows_per_thread", config.getRowsPerThread()},
      {"cols_per_thread", config.getColsPerThread()},
      {"vector_width", config.getVectorWidth()},
      {"column_reuse", stringifyColumnReuse(config.getColumnReuse()).str()},
      {"prefetch_depth", config.getPrefetchDepth()},
      {"unroll_rows", config.getUnrollRows()},
      {"stage_output", config.getStageOutput()},
      {"stage_in_place", config.getStageInPlace()},
      {"predicated_padding", config.getPredicatedPadding()},
      {"max_registers", config.getMaxRegisters()}};
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  registerDWCConversionPasses();
  registerDWCTransformsPasses();
  cl::ParseCommandLineOptions(argc, argv,
                              "dwc-compile: dwc ops to a PTX kernel bundle\n");

  GPUPipelineOptions pipelineOptions;
  pipelineOptions.chip = chip;
  pipelineOptions.smCount = smCount;
  pipelineOptions.columnReuse = columnReuse;
  pipelineOptions.programmaticLaunch = programmaticLaunch;
  pipelineOptions.prefetchL2 = prefetchL2;
  if (printPipeline) {
    llvm::outs() << getGPUPipeline(pipelineOptions) << "\n";
    return 0;
  }
  if (outputDir.empty()) {
    llvm::errs() << "dwc-compile: missing -o <bundle directory>\n";
    return 1;
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllGPUToLLVMIRTranslations(registry);
  registry.insert<DWCDialect>();
  MLIRContext context(registry);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  auto file = openInputFile(inputFilename, &error);
  if (!file) {
    llvm::errs() << "dwc-compile: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> source = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!source)
    return 1;

  OwningOpRef<ModuleOp> dispatches = ModuleOp::create(source->getLoc());
  SmallVector<Dispatch> kernels;
  if (failed(formDispatches(*source, *dispatches, kernels)))
    return 1;

  // Schedules first, so the manifest can record them; the pipeline keeps
  // them.
  PassManager configure(&context);
  configure.addPass(createDWCConfigureDepthwise({pipelineOptions.chip,
                                                 pipelineOptions.smCount,
                                                 pipelineOptions.columnReuse}));
  if (failed(configure.run(*dispatches)))
    return 1;
  SmallVector<DepthwiseConfigAttr> configs;
  SmallVector<llvm::json::Object> layers;
  for (Dispatch &kernel : kernels) {
    DepthwiseConv2DOp op = kernel.op;
    configs.push_back(*op.getConfig());
    // Every tensor of the layer, whether or not the kernel takes it (a
    // window that only ever covers padding reads no input).
    llvm::json::Object operands;
    auto addOperand = [&](Value value, StringRef role) {
      if (!value)
        return;
      auto type = cast<ShapedType>(value.getType());
      operands[role] =
          llvm::json::Object{{"shape", toJSON(type.getShape())},
                             {"dtype", typeName(type.getElementType())}};
    };
    addOperand(op.getInput(), "input");
    addOperand(op.getFilter(), "filter");
    addOperand(op.getBias(), "bias");
    addOperand(op.getInit(), "output");
    layers.push_back(llvm::json::Object{
        {"op", "depthwise_conv2d"},
        {"operands", std::move(operands)},
        {"layout", stringifyLayout(op.getLayout()).str()},
        {"strides", toJSON(op.getStrides())},
        {"dilations", toJSON(op.getDilations())},
        {"padding", toJSON(op.getPadding())},
        {"activation", stringifyActivation(op.getActivation()).str()},
        {"accumulator", typeName(op.getAccumulatorType())}});
  }

  PassManager pm(&context);
  buildGPUPipeline(pm, pipelineOptions);
  if (failed(pm.run(*dispatches)))
    return 1;

  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir)) {
    llvm::errs() << "dwc-compile: cannot create " << outputDir << ": "
                 << ec.message() << "\n";
    return 1;
  }
  llvm::json::Array manifestKernels;
  for (auto [index, kernel] : llvm::enumerate(kernels)) {
    gpu::LaunchFuncOp launch;
    kernel.func.walk([&](gpu::LaunchFuncOp op) { launch = op; });
    auto binary = launch ? dispatches->lookupSymbol<gpu::BinaryOp>(
                               launch.getKernelModuleName())
                         : gpu::BinaryOp();
    if (!binary) {
      kernel.func.emitError("produced no kernel");
      return 1;
    }
    auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
    std::string entry = launch.getKernelName().str();
    std::string ptxName = entry + ".ptx";
    {
      std::string path = (llvm::Twine(outputDir) + "/" + ptxName).str();
      auto out = openOutputFile(path, &error);
      if (!out) {
        llvm::errs() << "dwc-compile: " << error << "\n";
        return 1;
      }
      out->os() << object.getObject().getValue();
      out->keep();
    }
    std::optional<SmallVector<int64_t>> grid =
        getConstantIntValues(getAsOpFoldResult(
            ValueRange{launch.getGridSizeX(), launch.getGridSizeY(),
                       launch.getGridSizeZ()}));
    std::optional<SmallVector<int64_t>> block =
        getConstantIntValues(getAsOpFoldResult(
            ValueRange{launch.getBlockSizeX(), launch.getBlockSizeY(),
                       launch.getBlockSizeZ()}));
    if (!grid || !block) {
      launch.emitError("launch dimensions are not constants");
      return 1;
    }
    llvm::json::Array args;
    for (Value operand : launch.getKernelOperands()) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (!arg || arg.getOwner()->getParentOp() != kernel.func) {
        launch.emitError("kernel argument is not a dispatch argument");
        return 1;
      }
      auto type = cast<MemRefType>(operand.getType());
      const std::string &role = kernel.argRoles[arg.getArgNumber()];
      args.push_back(
          llvm::json::Object{{"role", role},
                             {"shape", toJSON(type.getShape())},
                             {"dtype", typeName(type.getElementType())},
                             {"access", role == "output" ? "write" : "read"}});
    }
    llvm::json::Object entryJSON = std::move(layers[index]);
    entryJSON["name"] = kernel.func.getSymName().str();
    entryJSON["entry"] = entry;
    entryJSON["ptx"] = ptxName;
    entryJSON["grid"] = toJSON(*grid);
    entryJSON["block"] = toJSON(*block);
    entryJSON["dynamic_shared_memory"] = 0;
    entryJSON["programmatic_launch"] =
        launch->hasAttr(kProgrammaticLaunchAttrName);
    entryJSON["args"] = std::move(args);
    entryJSON["config"] = describeConfig(configs[index]);
    if (verbose)
      llvm::errs() << "dwc-compile: " << entry << ": grid " << (*grid)[0] << "x"
                   << (*grid)[1] << "x" << (*grid)[2] << ", block "
                   << (*block)[0] << ", "
                   << object.getObject().getValue().size() << " bytes of PTX\n";
    manifestKernels.push_back(std::move(entryJSON));
  }
  llvm::json::Object manifest{{"format", "dwc-bundle-1"},
                              {"chip", pipelineOptions.chip.getValue()},
                              {"kernels", std::move(manifestKernels)}};
  auto out = openOutputFile(outputDir + "/manifest.json", &error);
  if (!out) {
    llvm::errs() << "dwc-compile: " << error << "\n";
    return 1;
  }
  out->os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest)))
            << "\n";
  out->keep();
  return 0;
}
