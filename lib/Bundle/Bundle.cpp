//===- Bundle.cpp - dwc ops to a kernel bundle ------------------*- C++ -*-===//
//
// Each dwc op becomes one dispatch, a function holding only that op, compiled
// by the dwc-to-ptx pipeline; the bundle is its PTX and a manifest.
//
//===----------------------------------------------------------------------===//

#include "dwc/Bundle/Bundle.h"

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::dwc;

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
      op->emitOpError("is not compiled to GPU kernels yet (bundles hold "
                      "dwc.depthwise_conv2d kernels)");
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

/// Writes `contents` to `path`; fails with a diagnostic at `loc`.
static LogicalResult writeFile(Location loc, StringRef path,
                               StringRef contents) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(path, &error);
  if (!out)
    return emitError(loc) << error;
  out->os() << contents;
  out->keep();
  return success();
}

FailureOr<SmallVector<BundleKernel>>
mlir::dwc::compileBundle(ModuleOp source, const GPUPipelineOptions &options,
                         StringRef outputDir) {
  MLIRContext *context = source.getContext();
  OwningOpRef<ModuleOp> dispatches = ModuleOp::create(source.getLoc());
  SmallVector<Dispatch> kernels;
  if (failed(formDispatches(source, *dispatches, kernels)))
    return failure();

  // Schedules first, so the manifest can record them; the pipeline keeps
  // them.
  PassManager configure(context);
  configure.addPass(createConfigureDepthwisePass(options));
  if (failed(configure.run(*dispatches)))
    return failure();
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

  PassManager pm(context);
  buildGPUPipeline(pm, options);
  if (failed(pm.run(*dispatches)))
    return failure();

  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
    return emitError(source.getLoc())
           << "cannot create " << outputDir << ": " << ec.message();
  llvm::json::Array manifestKernels;
  SmallVector<BundleKernel> written;
  for (auto [index, kernel] : llvm::enumerate(kernels)) {
    gpu::LaunchFuncOp launch;
    kernel.func.walk([&](gpu::LaunchFuncOp op) { launch = op; });
    auto binary = launch ? dispatches->lookupSymbol<gpu::BinaryOp>(
                               launch.getKernelModuleName())
                         : gpu::BinaryOp();
    if (!binary) {
      kernel.func.emitError("produced no kernel");
      return failure();
    }
    auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
    std::string entry = launch.getKernelName().str();
    std::string ptxName = entry + ".ptx";
    StringRef ptx = object.getObject().getValue();
    if (failed(
            writeFile(source.getLoc(), (outputDir + "/" + ptxName).str(), ptx)))
      return failure();
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
      return failure();
    }
    llvm::json::Array args;
    for (Value operand : launch.getKernelOperands()) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (!arg || arg.getOwner()->getParentOp() != kernel.func) {
        launch.emitError("kernel argument is not a dispatch argument");
        return failure();
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
    written.push_back(BundleKernel{kernel.func.getSymName().str(),
                                   entry,
                                   {(*grid)[0], (*grid)[1], (*grid)[2]},
                                   {(*block)[0], (*block)[1], (*block)[2]},
                                   ptx.size()});
    manifestKernels.push_back(std::move(entryJSON));
  }
  llvm::json::Object manifest{{"format", "dwc-bundle-1"},
                              {"chip", options.chip.getValue()},
                              {"kernels", std::move(manifestKernels)}};
  if (failed(writeFile(
          source.getLoc(), (outputDir + "/manifest.json").str(),
          llvm::formatv("{0:2}\n", llvm::json::Value(std::move(manifest)))
              .str())))
    return failure();
  return written;
}
