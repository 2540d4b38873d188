//===- Bundle.cpp - dwc ops to a kernel bundle ------------------*- C++ -*-===//
//
// Each dwc op becomes one dispatch, a function holding only that op, compiled
// by the dwc-to-ptx pipeline; the bundle is its PTX and a manifest.
//
//===----------------------------------------------------------------------===//

#include "dwc/Bundle/Bundle.h"
#include "Schedules.h"

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"
#include "dwc/Dialect/DWC/Transforms/Depthwise/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Pointwise/Configure.h"
#include "dwc/Dialect/DWC/Transforms/Separable/Configure.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"
#include "dwc/Dialect/DWC/Utils/PtxIdentifier.h"
#include "dwc/Dialect/DWC/Utils/TuningDatabase.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ToolOutputFile.h"

#include <map>

using namespace mlir;
using namespace mlir::dwc;
using namespace mlir::dwc::bundle;

/// -debug-only=dwc-bundle traces the search for schedules that do not spill.
static constexpr llvm::StringLiteral kDebugType = "dwc-bundle";

namespace {

/// A dispatch: one dwc op outlined into its own function.
struct Dispatch {
  func::FuncOp func;
  /// The clone in `func`: a dwc.depthwise_conv2d or dwc.pointwise_conv2d
  /// (null once the bundle is read from a compiled trial module).
  Operation *op;
  /// Whether the source op carried its own config.
  bool userSchedule = false;
  /// Role of each function argument, in order.
  SmallVector<std::string> argRoles;
  /// The source function and its tensors each role is bound to.
  std::string sourceFunction;
  llvm::StringMap<std::string> bindings;
  /// The dispatch whose layer this one computes with another schedule, for
  /// `python -m dwc.tune` (empty for the layer's own kernel).
  std::string candidateOf;
  /// The layer's signature (getLayerSignature) as dispatched.
  std::string signature;
  /// Whether a tuning database gave it its schedule.
  bool tuned = false;
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

/// Whether `op` is a dwc op that becomes a kernel of its own.
bool isKernelOp(Operation *op) {
  return isa<DepthwiseConv2DOp, PointwiseConv2DOp, SeparableConv2DOp,
             DepthwiseConv2DBackwardDataOp, DepthwiseConv2DBackwardFilterOp,
             PointwiseConv2DBackwardFilterOp, ReducePartialsOp>(op);
}

/// The tensors of a compiled op by role, in the kernel's argument order;
/// `output` is the destination.
SmallVector<std::pair<StringRef, Value>> getRoles(Operation *op) {
  if (auto depthwise = dyn_cast<DepthwiseConv2DOp>(op))
    return {{"input", depthwise.getInput()},
            {"filter", depthwise.getFilter()},
            {"bias", depthwise.getBias()},
            {"output", depthwise.getInit()}};
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardDataOp>(op))
    return {{"grad_output", gradient.getGradOutput()},
            {"filter", gradient.getFilter()},
            {"output", gradient.getInit()}};
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardFilterOp>(op))
    return {{"input", gradient.getInput()},
            {"grad_output", gradient.getGradOutput()},
            {"output", gradient.getInit()}};
  if (auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op))
    return {{"input", gradient.getInput()},
            {"grad_output", gradient.getGradOutput()},
            {"output", gradient.getInit()}};
  if (auto reduce = dyn_cast<ReducePartialsOp>(op))
    return {{"partials", reduce.getPartials()}, {"output", reduce.getInit()}};
  if (auto separable = dyn_cast<SeparableConv2DOp>(op))
    return {{"input", separable.getInput()},
            {"depthwise_filter", separable.getDepthwiseFilter()},
            {"pointwise_filter", separable.getPointwiseFilter()},
            {"depthwise_bias", separable.getDepthwiseBias()},
            {"pointwise_bias", separable.getPointwiseBias()},
            {"residual", separable.getResidual()},
            {"output", separable.getInit()}};
  auto pointwise = cast<PointwiseConv2DOp>(op);
  return {{"input", pointwise.getInput()},
          {"filter", pointwise.getFilter()},
          {"bias", pointwise.getBias()},
          {"residual", pointwise.getResidual()},
          {"output", pointwise.getInit()}};
}

/// Names the tensors of a source function for the manifest: arguments
/// `arg<i>`, results of dwc ops `t<i>`.
class TensorNames {
public:
  std::string get(Value value) {
    auto it = names.find(value);
    if (it != names.end())
      return it->second;
    std::string name;
    if (auto arg = dyn_cast<BlockArgument>(value))
      name = "arg" + std::to_string(arg.getArgNumber());
    else
      name = "t" + std::to_string(next++);
    names[value] = name;
    return name;
  }

private:
  DenseMap<Value, std::string> names;
  unsigned next = 0;
};

/// Outlines every dwc op of `source` with a non-empty result into
/// `dispatches`. Describes in `functions` each source function
/// whose ops are all dwc ops (and the `tensor.empty` of their
/// destinations): its tensors, arguments and results, so that a runtime can
/// run it kernel by kernel.
void formDispatches(ModuleOp source, ModuleOp dispatches,
                    const llvm::SmallPtrSetImpl<Operation *> &userScheduled,
                    SmallVectorImpl<Dispatch> &result,
                    llvm::json::Array &functions) {
  OpBuilder builder = OpBuilder::atBlockEnd(dispatches.getBody());
  llvm::StringMap<unsigned> countPerName;
  std::map<std::string, TensorNames> namesPerFunction;
  SymbolTable symbols(dispatches);
  source.walk([&](Operation *op) {
    // dwc-check-gpu-input has rejected every other dwc op.
    if (!isKernelOp(op))
      return;
    auto parent = op->getParentOfType<func::FuncOp>();
    std::string function = parent.getSymName().str();
    TensorNames &names = namesPerFunction[function];
    // An empty result needs no kernel; its function still runs.
    if (hasEmptyResult(op))
      return;
    std::string base = getPtxIdentifier(function);
    std::string kind = isa<DepthwiseConv2DOp>(op)                 ? "_dw"
                       : isa<PointwiseConv2DOp>(op)               ? "_pw"
                       : isa<DepthwiseConv2DBackwardDataOp>(op)   ? "_dgrad"
                       : isa<DepthwiseConv2DBackwardFilterOp>(op) ? "_wgrad"
                       : isa<PointwiseConv2DBackwardFilterOp>(op) ? "_pwgrad"
                       : isa<ReducePartialsOp>(op)                ? "_reduce"
                                                                  : "_sep";
    std::string name =
        base + kind + std::to_string(countPerName[base + kind]++);
    Dispatch dispatch;
    dispatch.sourceFunction = function;
    dispatch.userSchedule = userScheduled.contains(op);
    SmallVector<Type> argTypes;
    SmallVector<Value> args;
    for (auto [role, value] : getRoles(op)) {
      if (!value)
        continue;
      args.push_back(value);
      argTypes.push_back(value.getType());
      dispatch.argRoles.push_back(role.str());
      dispatch.bindings[role] =
          names.get(role == "output" ? op->getResult(0) : value);
    }
    auto func = func::FuncOp::create(
        builder, op->getLoc(), name,
        builder.getFunctionType(argTypes, op->getResultTypes()));
    // Renamed if a source function's own name took this one.
    symbols.insert(func);
    Block *body = func.addEntryBlock();
    OpBuilder bodyBuilder = OpBuilder::atBlockEnd(body);
    IRMapping mapping;
    for (auto [value, arg] : llvm::zip(args, body->getArguments()))
      mapping.map(value, arg);
    Operation *clone = bodyBuilder.clone(*op, mapping);
    func::ReturnOp::create(bodyBuilder, op->getLoc(), clone->getResults());
    dispatch.func = func;
    dispatch.op = clone;
    result.push_back(std::move(dispatch));
  });

  for (auto func : source.getOps<func::FuncOp>()) {
    if (func.isExternal() || !namesPerFunction.count(func.getSymName().str()))
      continue;
    bool runnable = llvm::all_of(func.getBody().getOps(), [](Operation &op) {
      return isKernelOp(&op) || isa<tensor::EmptyOp, func::ReturnOp>(op);
    });
    if (!runnable || !func.getBody().hasOneBlock())
      continue;
    TensorNames &names = namesPerFunction[func.getSymName().str()];
    llvm::json::Object tensors;
    auto describe = [&](Value value) {
      auto type = cast<ShapedType>(value.getType());
      std::string name = names.get(value);
      tensors[name] =
          llvm::json::Object{{"shape", toJSON(type.getShape())},
                             {"dtype", typeName(type.getElementType())}};
      return name;
    };
    llvm::json::Array arguments, results;
    for (BlockArgument arg : func.getArguments())
      arguments.push_back(describe(arg));
    func.walk([&](Operation *op) {
      if (isKernelOp(op))
        describe(op->getResult(0));
    });
    Operation *terminator = func.getBody().front().getTerminator();
    for (Value value : terminator->getOperands())
      results.push_back(names.get(value));
    functions.push_back(llvm::json::Object{{"name", func.getSymName().str()},
                                           {"arguments", std::move(arguments)},
                                           {"results", std::move(results)},
                                           {"tensors", std::move(tensors)}});
  }
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

llvm::json::Object describeConfig(GatherConfigAttr config) {
  return llvm::json::Object{{"threads", config.getThreads()},
                            {"cells_per_thread", config.getCellsPerThread()},
                            {"vector_width", config.getVectorWidth()}};
}

llvm::json::Object describeConfig(FilterGradientConfigAttr config) {
  return llvm::json::Object{{"threads", config.getThreads()},
                            {"block_channels", config.getBlockChannels()},
                            {"vector_width", config.getVectorWidth()},
                            {"rows_per_thread", config.getRowsPerThread()},
                            {"cols_per_thread", config.getColsPerThread()},
                            {"partitions", config.getPartitions()},
                            {"max_registers", config.getMaxRegisters()}};
}

llvm::json::Object describeConfig(PointwiseConfigAttr config) {
  return llvm::json::Object{
      {"block_m", config.getBlockM()},
      {"block_n", config.getBlockN()},
      {"block_k", config.getBlockK()},
      {"warps_m", config.getWarpsM()},
      {"warps_n", config.getWarpsN()},
      {"vector_width", config.getVectorWidth()},
      {"instruction", stringifyGemmInstruction(config.getInstruction()).str()},
      {"max_registers", config.getMaxRegisters()},
      {"stages", config.getStages()},
      {"partitions", config.getPartitions()},
      {"tiles_m", config.getTilesM()},
      {"flat_pixels", config.getFlatPixels()}};
}

/// The cost model's microseconds for a configured depthwise or pointwise
/// kernel (a pointwise filter gradient's partial sums included); none for
/// the other kernels, which have no model yet.
std::optional<double> estimateKernelTime(Operation *op,
                                         const GPUPipelineOptions &options) {
  FailureOr<GPUTarget> target = GPUTarget::get(options.chip, options.smCount);
  if (failed(target))
    return std::nullopt;
  if (auto depthwise = dyn_cast<DepthwiseConv2DOp>(op)) {
    FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(depthwise);
    if (failed(problem) || !depthwise.getConfig())
      return std::nullopt;
    return estimateDepthwiseTime(*problem, *depthwise.getConfig(), *target);
  }
  auto pointwise = [&](auto gemm) -> std::optional<double> {
    FailureOr<PointwiseProblem> problem = PointwiseProblem::get(gemm);
    if (failed(problem) || !gemm.getConfig())
      return std::nullopt;
    return estimatePointwiseTime(*problem, *gemm.getConfig(), *target);
  };
  if (auto gemm = dyn_cast<PointwiseConv2DOp>(op))
    return pointwise(gemm);
  if (auto gemm = dyn_cast<PointwiseConv2DBackwardFilterOp>(op))
    return pointwise(gemm);
  return std::nullopt;
}

/// The layer of a dispatch for the manifest: every tensor of the layer by
/// role (whether or not the kernel takes it), its geometry, epilogue and
/// schedule.
llvm::json::Object describeLayer(Operation *op) {
  llvm::json::Object operands;
  for (auto [role, value] : getRoles(op)) {
    if (!value)
      continue;
    auto type = cast<ShapedType>(value.getType());
    operands[role] =
        llvm::json::Object{{"shape", toJSON(type.getShape())},
                           {"dtype", typeName(type.getElementType())}};
  }
  // What every dwc op has: its layout, strides (a pointwise gradient's are
  // 1), accumulator and schedule; and the window, where it has one.
  auto describe = [&](StringRef name, auto layer) {
    using Layer = decltype(layer);
    llvm::json::Object entry{
        {"op", name},
        {"operands", std::move(operands)},
        {"layout", stringifyLayout(layer.getLayout()).str()},
        {"accumulator", typeName(layer.getAccumulatorType())},
        {"config", describeConfig(*layer.getConfig())}};
    if constexpr (std::is_same_v<Layer, PointwiseConv2DBackwardFilterOp>) {
      entry["strides"] = toJSON({1, 1});
    } else {
      entry["strides"] = toJSON(layer.getStrides());
    }
    if constexpr (!std::is_same_v<Layer, PointwiseConv2DOp> &&
                  !std::is_same_v<Layer, PointwiseConv2DBackwardFilterOp>) {
      entry["dilations"] = toJSON(layer.getDilations());
      entry["padding"] = toJSON(layer.getPadding());
    }
    return entry;
  };
  if (auto depthwise = dyn_cast<DepthwiseConv2DOp>(op)) {
    llvm::json::Object entry = describe("depthwise_conv2d", depthwise);
    entry["activation"] = stringifyActivation(depthwise.getActivation()).str();
    entry["flip_filter"] = depthwise.getFlipFilter();
    return entry;
  }
  if (auto reduce = dyn_cast<ReducePartialsOp>(op))
    return llvm::json::Object{{"op", "reduce_partials"},
                              {"operands", std::move(operands)}};
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardFilterOp>(op)) {
    llvm::json::Object entry =
        describe("depthwise_conv2d_backward_filter", gradient);
    entry["partial"] = gradient.isPartial();
    return entry;
  }
  if (auto gradient = dyn_cast<PointwiseConv2DBackwardFilterOp>(op)) {
    llvm::json::Object entry =
        describe("pointwise_conv2d_backward_filter", gradient);
    entry["partial"] = gradient.isPartial();
    return entry;
  }
  if (auto gradient = dyn_cast<DepthwiseConv2DBackwardDataOp>(op)) {
    llvm::json::Object entry =
        describe("depthwise_conv2d_backward_data", gradient);
    entry["strategy"] =
        stringifyDataGradientStrategy(*gradient.getStrategy()).str();
    return entry;
  }
  if (auto separable = dyn_cast<SeparableConv2DOp>(op)) {
    llvm::json::Object entry = describe("separable_conv2d", separable);
    entry["mid_activation"] =
        stringifyActivation(separable.getMidActivation()).str();
    entry["activation"] = stringifyActivation(separable.getActivation()).str();
    entry["math"] = stringifyMathMode(separable.getMath()).str();
    return entry;
  }
  auto pointwise = cast<PointwiseConv2DOp>(op);
  llvm::json::Object entry = describe("pointwise_conv2d", pointwise);
  entry["activation"] = stringifyActivation(pointwise.getActivation()).str();
  entry["transpose_filter"] = pointwise.getTransposeFilter();
  entry["math"] = stringifyMathMode(pointwise.getMath()).str();
  return entry;
}

/// Writes `contents` to `path`; fails with a diagnostic at `loc`.
LogicalResult writeFile(Location loc, StringRef path, StringRef contents) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(path, &error);
  if (!out)
    return emitError(loc) << error;
  out->os() << contents;
  out->keep();
  return success();
}

/// Bytes of registers that ptxas spills to local memory in `ptx` for `chip`
/// (`ptxas -v`); fails with a diagnostic at `loc` if ptxas rejects it.
FailureOr<int64_t> getSpillBytes(Location loc, StringRef ptxas, StringRef chip,
                                 StringRef ptx) {
  SmallString<128> input, log;
  if (llvm::sys::fs::createTemporaryFile("dwc-kernel", "ptx", input) ||
      llvm::sys::fs::createTemporaryFile("dwc-ptxas", "log", log))
    return emitError(loc) << "cannot create a temporary file for ptxas";
  llvm::FileRemover removeInput(input), removeLog(log);
  if (failed(writeFile(loc, input, ptx)))
    return failure();
  std::string arch = ("-arch=" + chip).str();
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  int status = llvm::sys::ExecuteAndWait(
      ptxas, {ptxas, arch, "-v", input, "-o", "/dev/null"}, std::nullopt,
      redirects);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> output =
      llvm::MemoryBuffer::getFile(log);
  StringRef text = output ? (*output)->getBuffer() : StringRef();
  if (status != 0)
    return emitError(loc) << "ptxas rejected the kernel:\n" << text;
  size_t at = text.find(" bytes spill stores");
  int64_t bytes = 0;
  if (at != StringRef::npos &&
      text.take_front(at).rsplit(' ').second.getAsInteger(10, bytes))
    return emitError(loc) << "cannot read ptxas's report:\n" << text;
  return bytes;
}

/// Adds to `kernels`, for each layer the cost model scheduled, dispatches of
/// up to `tune-candidates` of its next-ranked schedules (getTuneCandidates):
/// `<name>_c<i>`, kept as scheduled and in no function of the manifest.
void addTuneCandidates(ModuleOp dispatches, const GPUPipelineOptions &options,
                       SmallVectorImpl<Dispatch> &kernels) {
  SymbolTable symbols(dispatches);
  size_t layers = kernels.size();
  for (size_t index = 0; index < layers; ++index) {
    if (kernels[index].userSchedule)
      continue;
    SmallVector<Attribute> configs = getTuneCandidates(
        kernels[index].op, options, options.tuneCandidates);
    for (auto [rank, config] : llvm::enumerate(configs)) {
      // A copy: the push below may move `kernels`.
      Dispatch candidate = kernels[index];
      func::FuncOp layerFunc = candidate.func;
      candidate.func = layerFunc.clone();
      candidate.func.setSymName(
          (layerFunc.getSymName() + "_c" + std::to_string(rank + 1)).str());
      symbols.insert(candidate.func);
      candidate.func.walk([&](Operation *op) {
        if (isKernelOp(op))
          candidate.op = op;
      });
      candidate.op->setAttr(kScheduleAttrName, config);
      candidate.userSchedule = true;
      candidate.candidateOf = layerFunc.getSymName().str();
      kernels.push_back(std::move(candidate));
    }
  }
}

/// The kernel that the lowered dispatch `func` launches: its entry and PTX.
FailureOr<std::pair<gpu::LaunchFuncOp, StringRef>>
getLoweredKernel(ModuleOp module, func::FuncOp func) {
  gpu::LaunchFuncOp launch;
  func.walk([&](gpu::LaunchFuncOp op) { launch = op; });
  auto binary =
      launch ? module.lookupSymbol<gpu::BinaryOp>(launch.getKernelModuleName())
             : gpu::BinaryOp();
  if (!binary)
    return func.emitError("produced no kernel");
  auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
  return std::make_pair(launch, object.getObject().getValue());
}

} // namespace

FailureOr<SmallVector<BundleKernel>>
mlir::dwc::compileBundle(ModuleOp source, const GPUPipelineOptions &options,
                         StringRef outputDir, StringRef ptxas) {
  MLIRContext *context = source.getContext();
  // Separable ops the model does not fuse become the two kernels the GPU
  // path compiles, and data gradients the forward kernels compute become
  // forward ops, on a copy so that `source` stays as it was.
  context->getOrLoadDialect<func::FuncDialect>();
  OwningOpRef<ModuleOp> split = cast<ModuleOp>(source->clone());
  PassManager splitPm(context);
  // Ops scheduled by the user keep their config (and their identity: only
  // unscheduled separable ops are split).
  llvm::SmallPtrSet<Operation *, 8> userScheduled;
  split->walk([&](Operation *op) {
    if (isa_and_nonnull<DWCDialect>(op->getDialect()) && op->getAttr("config"))
      userScheduled.insert(op);
  });
  splitPm.addPass(createDWCCheckGPUInput());
  splitPm.addPass(createConfigureSeparablePass(options));
  splitPm.addPass(createDWCSplitSeparable());
  splitPm.addPass(createConfigureBackwardDataPass(options));
  splitPm.addPass(createDWCDecomposeBackwardData());
  splitPm.addPass(createDWCDecomposePointwiseBackwardData());
  splitPm.addPass(createConfigureBackwardFilterPass(options));
  splitPm.addPass(createDWCSplitBackwardFilter());
  if (failed(splitPm.run(*split)))
    return failure();
  OwningOpRef<ModuleOp> dispatches = ModuleOp::create(source.getLoc());
  SmallVector<Dispatch> kernels;
  llvm::json::Array functions;
  formDispatches(*split, *dispatches, userScheduled, kernels, functions);

  // Schedules first, so the manifest can record them; the pipeline keeps
  // them.
  PassManager configure(context);
  if (!options.tuningDb.empty())
    configure.addPass(createApplyTuningDatabasePass(options));
  configure.addPass(createConfigureDepthwisePass(options));
  configure.addPass(createConfigurePointwisePass(options));
  if (failed(configure.run(*dispatches)))
    return failure();
  for (Dispatch &kernel : kernels) {
    kernel.signature = getLayerSignature(kernel.op);
    // A measured schedule stays as measured.
    kernel.tuned = kernel.op->hasAttr(kTunedAttrName);
    kernel.userSchedule |= kernel.tuned;
  }
  if (options.tuneCandidates > 0)
    addTuneCandidates(*dispatches, options, kernels);

  // With ptxas, a heuristic schedule whose kernel spills is measured
  // against its alternatives (getScheduleAlternatives) and the one that
  // spills least, the earliest of equals, is kept; the decision stays in its
  // config, so the manifest shows it. The first trial, of every kernel, is
  // the bundle's compiled module unless a schedule changed; the alternatives
  // are compiled by themselves.
  PassManager pm(context);
  buildGPUPipeline(pm, options);
  SmallVector<int64_t> spillBytes(kernels.size(), 0);
  // Compiles the dispatches `selected` into a module of their own and reads
  // each one's spills into `bytes`.
  auto compileTrial =
      [&](ArrayRef<size_t> selected,
          SmallVectorImpl<int64_t> &bytes) -> FailureOr<OwningOpRef<ModuleOp>> {
    OwningOpRef<ModuleOp> trial = ModuleOp::create(source.getLoc());
    for (size_t index : selected)
      trial->push_back(kernels[index].func->clone());
    if (failed(pm.run(*trial)))
      return failure();
    for (size_t index : selected) {
      Dispatch &kernel = kernels[index];
      auto lowered = getLoweredKernel(
          *trial, trial->lookupSymbol<func::FuncOp>(kernel.func.getSymName()));
      if (failed(lowered))
        return failure();
      FailureOr<int64_t> spilled = getSpillBytes(kernel.op->getLoc(), ptxas,
                                                 options.chip, lowered->second);
      if (failed(spilled))
        return failure();
      bytes[index] = *spilled;
    }
    return trial;
  };
  OwningOpRef<ModuleOp> compiled;
  if (!ptxas.empty() && !kernels.empty()) {
    auto all = llvm::to_vector(llvm::seq<size_t>(0, kernels.size()));
    FailureOr<OwningOpRef<ModuleOp>> trial = compileTrial(all, spillBytes);
    if (failed(trial))
      return failure();
    compiled = std::move(*trial);
    /// A spilling kernel's search: its alternatives, the next to try and
    /// the best schedule so far.
    struct Search {
      size_t index;
      SmallVector<Attribute> alternatives;
      size_t next = 0;
      Attribute chosen, best;
    };
    SmallVector<Search> searches;
    for (auto [index, kernel] : llvm::enumerate(kernels)) {
      if (!spillBytes[index] || kernel.userSchedule ||
          !hasDefaultRegisterLimit(kernel.op))
        continue;
      Attribute chosen = kernel.op->getAttr("config");
      if (isDebugEnabled(kDebugType))
        llvm::dbgs() << "[" << kDebugType << "] " << kernel.func.getSymName()
                     << ": the heuristic's " << chosen << " spills "
                     << spillBytes[index] << " bytes\n";
      searches.push_back({index, getScheduleAlternatives(kernel.op, options), 0,
                          chosen, chosen});
    }
    // Each round compiles the next alternative of every kernel that still
    // spills and has one left.
    while (true) {
      SmallVector<size_t> selected;
      for (Search &search : searches) {
        if (!spillBytes[search.index] ||
            search.next == search.alternatives.size())
          continue;
        kernels[search.index].op->setAttr("config",
                                          search.alternatives[search.next++]);
        selected.push_back(search.index);
      }
      if (selected.empty())
        break;
      SmallVector<int64_t> bytes(kernels.size(), 0);
      if (failed(compileTrial(selected, bytes)))
        return failure();
      for (Search &search : searches) {
        if (!llvm::is_contained(selected, search.index))
          continue;
        if (isDebugEnabled(kDebugType))
          llvm::dbgs() << "[" << kDebugType << "] "
                       << kernels[search.index].func.getSymName() << ": "
                       << kernels[search.index].op->getAttr("config")
                       << " spills " << bytes[search.index] << " bytes\n";
        if (bytes[search.index] >= spillBytes[search.index])
          continue;
        spillBytes[search.index] = bytes[search.index];
        search.best = kernels[search.index].op->getAttr("config");
      }
    }
    for (Search &search : searches) {
      kernels[search.index].op->setAttr("config", search.best);
      if (isDebugEnabled(kDebugType))
        llvm::dbgs() << "[" << kDebugType << "] "
                     << kernels[search.index].func.getSymName() << ": kept "
                     << search.best << ", the first that spills least\n";
      if (search.best != search.chosen)
        compiled = nullptr;
    }
  }
  SmallVector<llvm::json::Object> layers;
  for (Dispatch &kernel : kernels) {
    llvm::json::Object layer = describeLayer(kernel.op);
    layer["signature"] = kernel.signature;
    if (Attribute schedule = kernel.op->getAttr(kScheduleAttrName)) {
      std::string config;
      llvm::raw_string_ostream os(config);
      os << schedule;
      layer["config_attr"] = config;
    }
    layer["tuned"] = kernel.op->hasAttr(kTunedAttrName);
    // The cost model's estimate, which dwc.tune and the benchmarks set
    // against the measured times.
    if (std::optional<double> estimate = estimateKernelTime(kernel.op, options))
      layer["estimated_us"] = *estimate;
    layers.push_back(std::move(layer));
  }
  if (compiled) {
    // The bundle is read from the trial's functions from here on.
    dispatches = std::move(compiled);
    for (Dispatch &kernel : kernels) {
      kernel.func =
          dispatches->lookupSymbol<func::FuncOp>(kernel.func.getSymName());
      kernel.op = nullptr;
    }
  } else if (!kernels.empty() && failed(pm.run(*dispatches))) {
    return failure();
  }

  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
    return emitError(source.getLoc())
           << "cannot create " << outputDir << ": " << ec.message();
  llvm::json::Array manifestKernels;
  SmallVector<BundleKernel> written;
  for (auto [index, kernel] : llvm::enumerate(kernels)) {
    auto lowered = getLoweredKernel(*dispatches, kernel.func);
    if (failed(lowered))
      return failure();
    auto [launch, ptx] = *lowered;
    std::string entry = launch.getKernelName().str();
    std::string ptxName = entry + ".ptx";

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
    // dwc-workgroup-attributions moves a kernel's workgroup buffers past
    // the static 48 KB into dynamic workgroup memory of the launch's size.
    int64_t dynamicShared = 0;
    if (Value size = launch.getDynamicSharedMemorySize()) {
      std::optional<int64_t> bytes = getConstantIntValue(size);
      if (!bytes) {
        launch.emitError("dynamic workgroup memory size is not a constant");
        return failure();
      }
      dynamicShared = *bytes;
    }
    entryJSON["dynamic_shared_memory"] = dynamicShared;
    entryJSON["programmatic_launch"] =
        launch->hasAttr(kProgrammaticLaunchAttrName);
    entryJSON["args"] = std::move(args);
    llvm::json::Object bindings;
    for (const auto &binding : kernel.bindings)
      bindings[binding.getKey()] = binding.getValue();
    // A candidate belongs to no function: it computes its layer again.
    if (kernel.candidateOf.empty())
      entryJSON["function"] = kernel.sourceFunction;
    else
      entryJSON["candidate_of"] = kernel.candidateOf;
    entryJSON["bindings"] = std::move(bindings);
    written.push_back(BundleKernel{kernel.func.getSymName().str(),
                                   entry,
                                   {(*grid)[0], (*grid)[1], (*grid)[2]},
                                   {(*block)[0], (*block)[1], (*block)[2]},
                                   ptx.size(),
                                   kernel.userSchedule,
                                   spillBytes[index],
                                   !kernel.candidateOf.empty(),
                                   kernel.tuned});
    manifestKernels.push_back(std::move(entryJSON));
  }
  llvm::json::Object manifest{{"format", "dwc-bundle-1"},
                              {"chip", options.chip.getValue()},
                              {"kernels", std::move(manifestKernels)},
                              {"functions", std::move(functions)}};
  if (failed(writeFile(
          source.getLoc(), (outputDir + "/manifest.json").str(),
          llvm::formatv("{0:2}\n", llvm::json::Value(std::move(manifest)))
              .str())))
    return failure();
  return written;
}
