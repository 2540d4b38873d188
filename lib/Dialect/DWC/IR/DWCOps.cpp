//===- DWCOps.cpp - dwc operations ------------------------------*- C++ -*-===//
//
// Verifiers. Forward and gradient ops relate the same three shapes (an
// activation on the input side, a filter, an activation on the output side),
// so each op names its operands' roles and the shared checks below do the
// rest; messages name the operand as the user wrote it.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/IR/DataGradientSchedule.h"
#include "dwc/Dialect/DWC/IR/FilterGradientSchedule.h"
#include "dwc/Dialect/DWC/IR/PointwiseSchedule.h"
#include "dwc/Dialect/DWC/IR/Schedules.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include <numeric>

using namespace mlir;
using namespace mlir::dwc;

ActivationDims mlir::dwc::getActivationDims(Layout layout) {
  if (layout == Layout::NCHW)
    return {0, 1, 2, 3};
  return {0, 3, 1, 2};
}

DepthwiseFilterDims mlir::dwc::getDepthwiseFilterDims(Layout layout) {
  if (layout == Layout::NCHW)
    return {0, 1, 2};
  return {2, 0, 1};
}

PointwiseFilterDims mlir::dwc::getPointwiseFilterDims(Layout layout,
                                                      bool transposed) {
  if ((layout == Layout::NCHW) != transposed)
    return {0, 1};
  return {1, 0};
}

int64_t mlir::dwc::getWindowOutputSize(int64_t inputSize, int64_t kernelSize,
                                       int64_t stride, int64_t dilation,
                                       int64_t padLow, int64_t padHigh) {
  if (ShapedType::isDynamic(inputSize))
    return ShapedType::kDynamic;
  int64_t extent = (kernelSize - 1) * dilation + 1;
  int64_t span = inputSize + padLow + padHigh - extent;
  if (span < 0)
    return 0;
  return span / stride + 1;
}

bool mlir::dwc::hasEmptyResult(Operation *op) {
  if (op->getNumResults() != 1)
    return false;
  auto type = dyn_cast<ShapedType>(op->getResult(0).getType());
  return type && type.hasStaticShape() && type.getNumElements() == 0;
}

namespace {

/// An operand as the verifier reports it.
struct NamedTensor {
  StringRef name;
  RankedTensorType type;
};

NamedTensor named(StringRef name, Value value) {
  return {name, cast<RankedTensorType>(value.getType())};
}

struct Window {
  ArrayRef<int64_t> strides, dilations, padding;
};

LogicalResult verifyWindowAttrs(Operation *op, const Window &window) {
  if (window.strides.size() != 2)
    return op->emitOpError("expected 2 strides (height, width), got ")
           << window.strides.size();
  if (window.dilations.size() != 2)
    return op->emitOpError("expected 2 dilations (height, width), got ")
           << window.dilations.size();
  if (window.padding.size() != 4)
    return op->emitOpError(
               "expected 4 padding values (top, bottom, left, right), got ")
           << window.padding.size();
  if (llvm::any_of(window.strides, [](int64_t s) { return s <= 0; }))
    return op->emitOpError("expected positive strides");
  if (llvm::any_of(window.dilations, [](int64_t d) { return d <= 0; }))
    return op->emitOpError("expected positive dilations");
  if (llvm::any_of(window.padding, [](int64_t p) { return p < 0; }))
    return op->emitOpError("expected non-negative padding");
  return success();
}

/// A static tensor's bytes must be countable: extents near 2^63 would
/// otherwise wrap every size and offset computed from them.
LogicalResult verifyByteSize(Operation *op, const NamedTensor &tensor) {
  if (!tensor.type.hasStaticShape())
    return success();
  std::optional<int64_t> bytes =
      llvm::divideCeil(tensor.type.getElementTypeBitWidth(), 8);
  for (int64_t size : tensor.type.getShape())
    if (bytes)
      bytes = llvm::checkedMul(*bytes, size);
  if (!bytes)
    return op->emitOpError("expected '")
           << tensor.name << "' to hold fewer than 2^63 bytes, got "
           << tensor.type;
  return success();
}

/// All tensors count their bytes in 64 bits and share one element type; the
/// accumulator is f32 or that type.
LogicalResult verifyElementTypes(Operation *op, ArrayRef<NamedTensor> tensors,
                                 Type accType) {
  for (const NamedTensor &tensor : tensors)
    if (failed(verifyByteSize(op, tensor)))
      return failure();
  Type elementType = tensors.front().type.getElementType();
  for (const NamedTensor &tensor : tensors.drop_front()) {
    if (tensor.type.getElementType() != elementType)
      return op->emitOpError("expected '")
             << tensor.name << "' to have element type " << elementType
             << " like '" << tensors.front().name << "', got "
             << tensor.type.getElementType();
  }
  if (!accType.isF32() && accType != elementType)
    return op->emitOpError(
               "expected accumulator type to be f32 or the element type (")
           << elementType << "), got " << accType;
  return success();
}

LogicalResult verifyRank(Operation *op, const NamedTensor &tensor, int64_t rank,
                         StringRef form) {
  if (tensor.type.getRank() != rank)
    return op->emitOpError("expected '")
           << tensor.name << "' of rank " << rank << " (" << form
           << "), got rank " << tensor.type.getRank();
  return success();
}

/// Filters are static and not empty.
LogicalResult verifyStaticShape(Operation *op, const NamedTensor &tensor) {
  if (!tensor.type.hasStaticShape())
    return op->emitOpError("expected '")
           << tensor.name << "' to have a static shape, got " << tensor.type;
  if (tensor.type.getNumElements() == 0)
    return op->emitOpError("expected '")
           << tensor.name << "' to have positive sizes, got " << tensor.type;
  return success();
}

LogicalResult verifyStaticChannels(Operation *op, const NamedTensor &tensor,
                                   Layout layout) {
  if (tensor.type.isDynamicDim(getActivationDims(layout).channel))
    return op->emitOpError("expected '")
           << tensor.name << "' to have a static channel dimension";
  return success();
}

/// Two activation dimensions that must agree, when both are static.
LogicalResult verifySameExtent(Operation *op, StringRef dimName,
                               const NamedTensor &lhs, unsigned lhsDim,
                               const NamedTensor &rhs, unsigned rhsDim) {
  int64_t lhsSize = lhs.type.getDimSize(lhsDim);
  int64_t rhsSize = rhs.type.getDimSize(rhsDim);
  if (ShapedType::isDynamic(lhsSize) || ShapedType::isDynamic(rhsSize) ||
      lhsSize == rhsSize)
    return success();
  return op->emitOpError("expected '")
         << rhs.name << "' " << dimName << " " << rhsSize << " to match '"
         << lhs.name << "' " << dimName << " " << lhsSize;
}

LogicalResult verifyChannelCount(Operation *op, const NamedTensor &tensor,
                                 unsigned dim, int64_t expected,
                                 StringRef why) {
  int64_t actual = tensor.type.getDimSize(dim);
  if (actual != expected)
    return op->emitOpError("expected '")
           << tensor.name << "' to have " << expected << " channels (" << why
           << "), got "
           << (ShapedType::isDynamic(actual) ? std::string("?")
                                             : std::to_string(actual));
  return success();
}

LogicalResult verifyBias(Operation *op, const NamedTensor &bias,
                         int64_t channels) {
  if (bias.type.getRank() != 1 || bias.type.getDimSize(0) != channels)
    return op->emitOpError("expected '")
           << bias.name << "' of shape [" << channels << "], got " << bias.type;
  return success();
}

/// Checks how a depthwise window maps `image` (an activation on the input
/// side: the forward input or its gradient) to `output` (the forward result
/// or its gradient) for a filter `filter`. When `outputIsDepthwise` is false
/// the output's channels belong to a later pointwise stage and are not
/// checked. Returns the depthwise output channel count.
FailureOr<int64_t> verifyDepthwiseGeometry(Operation *op, Layout layout,
                                           const Window &window,
                                           const NamedTensor &image,
                                           const NamedTensor &filter,
                                           const NamedTensor &output,
                                           bool outputIsDepthwise = true) {
  StringRef activationForm = layout == Layout::NCHW ? "NCHW" : "NHWC";
  if (failed(verifyRank(op, image, 4, activationForm)) ||
      failed(verifyRank(op, output, 4, activationForm)) ||
      failed(verifyRank(op, filter, 3, layout == Layout::NCHW ? "CHW" : "HWC")))
    return failure();
  if (failed(verifyStaticChannels(op, image, layout)) ||
      failed(verifyStaticShape(op, filter)))
    return failure();

  ActivationDims dims = getActivationDims(layout);
  DepthwiseFilterDims filterDims = getDepthwiseFilterDims(layout);
  int64_t channels = image.type.getDimSize(dims.channel);
  if (channels == 0)
    return op->emitOpError("expected '")
           << image.name << "' to have at least one channel";
  int64_t filterChannels = filter.type.getDimSize(filterDims.channel);
  if (filterChannels < channels || filterChannels % channels != 0)
    return op->emitOpError("expected '")
           << filter.name << "' channels (" << filterChannels
           << ") to be a multiple of '" << image.name << "' channels ("
           << channels << ")";
  if (outputIsDepthwise &&
      failed(verifyChannelCount(op, output, dims.channel, filterChannels,
                                "input channels x channel multiplier")))
    return failure();
  if (failed(verifySameExtent(op, "batch size", image, dims.batch, output,
                              dims.batch)))
    return failure();

  struct SpatialDim {
    StringRef name;
    unsigned activationDim, filterDim, attrIndex;
  };
  SpatialDim spatialDims[] = {{"height", dims.height, filterDims.height, 0},
                              {"width", dims.width, filterDims.width, 1}};
  for (const SpatialDim &dim : spatialDims) {
    int64_t kernel = filter.type.getDimSize(dim.filterDim);
    int64_t stride = window.strides[dim.attrIndex];
    int64_t dilation = window.dilations[dim.attrIndex];
    int64_t padLow = window.padding[2 * dim.attrIndex];
    int64_t padHigh = window.padding[2 * dim.attrIndex + 1];
    std::optional<int64_t> span = llvm::checkedMul(kernel - 1, dilation);
    if (!span || *span >= std::numeric_limits<int32_t>::max())
      return op->emitOpError("dilated kernel extent along ")
             << dim.name << " (kernel " << kernel << ", dilation " << dilation
             << ") is too large";
    int64_t extent = *span + 1;
    if (padLow >= extent || padHigh >= extent)
      return op->emitOpError("expected padding along ")
             << dim.name << " (" << padLow << ", " << padHigh
             << ") to be smaller than the dilated kernel extent " << extent;
    int64_t inputSize = image.type.getDimSize(dim.activationDim);
    int64_t expected = getWindowOutputSize(inputSize, kernel, stride, dilation,
                                           padLow, padHigh);
    if (!ShapedType::isDynamic(inputSize) && expected <= 0)
      return op->emitOpError("dilated kernel extent ")
             << extent << " exceeds the padded '" << image.name << "' "
             << dim.name << " " << inputSize + padLow + padHigh;
    int64_t actual = output.type.getDimSize(dim.activationDim);
    if (!ShapedType::isDynamic(expected) && !ShapedType::isDynamic(actual) &&
        actual != expected)
      return op->emitOpError("expected '")
             << output.name << "' " << dim.name << " " << expected << " (from '"
             << image.name << "' " << dim.name << " " << inputSize
             << ", kernel " << kernel << ", stride " << stride << ", dilation "
             << dilation << ", padding " << padLow << "+" << padHigh
             << "), got " << actual;
  }
  return filterChannels;
}

/// Checks a 1x1 convolution from `input` (Cin side) to `output` (Cout side)
/// through `filter` with `strides` (the output samples every stride-th input
/// pixel).
LogicalResult verifyPointwiseGeometry(Operation *op, Layout layout,
                                      const NamedTensor &input,
                                      const NamedTensor &filter,
                                      const NamedTensor &output,
                                      ArrayRef<int64_t> strides = {1, 1},
                                      bool transposedFilter = false) {
  StringRef activationForm = layout == Layout::NCHW ? "NCHW" : "NHWC";
  PointwiseFilterDims filterDims =
      getPointwiseFilterDims(layout, transposedFilter);
  if (failed(verifyRank(op, input, 4, activationForm)) ||
      failed(verifyRank(op, output, 4, activationForm)) ||
      failed(
          verifyRank(op, filter, 2,
                     filterDims.outChannel == 0 ? "Cout x Cin" : "Cin x Cout")))
    return failure();
  if (failed(verifyStaticShape(op, filter)))
    return failure();
  ActivationDims dims = getActivationDims(layout);
  if (failed(verifyChannelCount(op, input, dims.channel,
                                filter.type.getDimSize(filterDims.inChannel),
                                "the filter's input channels")) ||
      failed(verifyChannelCount(op, output, dims.channel,
                                filter.type.getDimSize(filterDims.outChannel),
                                "the filter's output channels")))
    return failure();
  if (failed(verifySameExtent(op, "batch size", input, dims.batch, output,
                              dims.batch)))
    return failure();
  for (auto [dim, stride, dimName] :
       {std::tuple(dims.height, strides[0], "height"),
        std::tuple(dims.width, strides[1], "width")}) {
    int64_t inputSize = input.type.getDimSize(dim);
    int64_t actual = output.type.getDimSize(dim);
    if (ShapedType::isDynamic(inputSize) || ShapedType::isDynamic(actual))
      continue;
    int64_t expected = inputSize == 0 ? 0 : (inputSize - 1) / stride + 1;
    if (actual != expected && stride == 1)
      return op->emitOpError("expected '")
             << output.name << "' " << dimName << " " << actual
             << " to match '" << input.name << "' " << dimName << " "
             << inputSize;
    if (actual != expected)
      return op->emitOpError("expected '")
             << output.name << "' " << dimName << " " << expected
             << " (from '" << input.name << "' " << dimName << " "
             << inputSize << ", stride " << stride << "), got " << actual;
  }
  return success();
}

/// The strides of a 1x1 convolution: two positive values.
LogicalResult verifyPointwiseStrides(Operation *op, ArrayRef<int64_t> strides) {
  if (strides.size() != 2)
    return op->emitOpError("expected 2 strides (height, width), got ")
           << strides.size();
  if (llvm::any_of(strides, [](int64_t s) { return s <= 0; }))
    return op->emitOpError("expected positive strides");
  return success();
}

/// A residual is added elementwise to the result: it has the result's type.
LogicalResult verifyResidual(Operation *op, Value residual, Value init) {
  if (residual && residual.getType() != init.getType())
    return op->emitOpError("expected 'residual' of type ")
           << init.getType() << " (the result's), got " << residual.getType();
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Forward ops
//===----------------------------------------------------------------------===//

LogicalResult DepthwiseConv2DOp::verify() {
  Window window{getStrides(), getDilations(), getPadding()};
  NamedTensor input = named("input", getInput());
  NamedTensor filter = named("filter", getFilter());
  NamedTensor init = named("init", getInit());
  SmallVector<NamedTensor> tensors = {input, filter, init};
  if (getBias())
    tensors.push_back(named("bias", getBias()));
  if (failed(verifyWindowAttrs(*this, window)) ||
      failed(verifyElementTypes(*this, tensors, getAccumulatorType())))
    return failure();
  FailureOr<int64_t> channels =
      verifyDepthwiseGeometry(*this, getLayout(), window, input, filter, init);
  if (failed(channels))
    return failure();
  if (getBias() &&
      failed(verifyBias(*this, named("bias", getBias()), *channels)))
    return failure();
  if (!getConfig())
    return success();
  FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(*this);
  if (failed(problem))
    return emitOpError("expected static shapes with a 'config' (GPU kernels "
                       "are compiled per shape)");
  return verifyDepthwiseConfig([&]() { return emitOpError(); }, *problem,
                               *getConfig());
}

LogicalResult RegisterLimitOp::verify() {
  if (getMaxRegisters() < kMinRegisterLimit ||
      getMaxRegisters() > kMaxRegisterLimit)
    return emitOpError("expected max_registers in [")
           << kMinRegisterLimit << ", " << kMaxRegisterLimit << "], got "
           << getMaxRegisters();
  return success();
}

LogicalResult PointwiseConv2DOp::verify() {
  NamedTensor input = named("input", getInput());
  NamedTensor filter = named("filter", getFilter());
  NamedTensor init = named("init", getInit());
  SmallVector<NamedTensor> tensors = {input, filter, init};
  if (getBias())
    tensors.push_back(named("bias", getBias()));
  if (getResidual())
    tensors.push_back(named("residual", getResidual()));
  if (failed(verifyPointwiseStrides(*this, getStrides())) ||
      failed(verifyElementTypes(*this, tensors, getAccumulatorType())) ||
      failed(verifyPointwiseGeometry(*this, getLayout(), input, filter, init,
                                     getStrides(), getTransposeFilter())) ||
      failed(verifyResidual(*this, getResidual(), getInit())))
    return failure();
  if (getBias() &&
      failed(verifyBias(*this, named("bias", getBias()),
                        filter.type.getDimSize(getFilterDims().outChannel))))
    return failure();
  if (!getConfig())
    return success();
  FailureOr<PointwiseProblem> problem = PointwiseProblem::get(*this);
  if (failed(problem))
    return emitOpError("expected static shapes with a 'config' (GPU kernels "
                       "are compiled per shape)");
  return verifyPointwiseConfig([&]() { return emitOpError(); }, *problem,
                               *getConfig());
}

LogicalResult SeparableConv2DOp::verify() {
  Window window{getStrides(), getDilations(), getPadding()};
  NamedTensor input = named("input", getInput());
  NamedTensor depthwiseFilter = named("depthwise_filter", getDepthwiseFilter());
  NamedTensor pointwiseFilter = named("pointwise_filter", getPointwiseFilter());
  NamedTensor init = named("init", getInit());
  SmallVector<NamedTensor> tensors = {input, depthwiseFilter, pointwiseFilter,
                                      init};
  if (getDepthwiseBias())
    tensors.push_back(named("depthwise_bias", getDepthwiseBias()));
  if (getPointwiseBias())
    tensors.push_back(named("pointwise_bias", getPointwiseBias()));
  if (getResidual())
    tensors.push_back(named("residual", getResidual()));
  if (failed(verifyWindowAttrs(*this, window)) ||
      failed(verifyElementTypes(*this, tensors, getAccumulatorType())) ||
      failed(verifyResidual(*this, getResidual(), getInit())))
    return failure();
  FailureOr<int64_t> depthwiseChannels = verifyDepthwiseGeometry(
      *this, getLayout(), window, input, depthwiseFilter, init,
      /*outputIsDepthwise=*/false);
  if (failed(depthwiseChannels))
    return failure();
  if (failed(verifyRank(*this, pointwiseFilter, 2,
                        getLayout() == Layout::NCHW ? "Cout x Cin"
                                                    : "Cin x Cout")) ||
      failed(verifyStaticShape(*this, pointwiseFilter)))
    return failure();
  PointwiseFilterDims pointwiseDims = getPointwiseFilterDims(getLayout());
  int64_t pointwiseInChannels =
      pointwiseFilter.type.getDimSize(pointwiseDims.inChannel);
  int64_t outChannels =
      pointwiseFilter.type.getDimSize(pointwiseDims.outChannel);
  if (pointwiseInChannels != *depthwiseChannels)
    return emitOpError("expected 'pointwise_filter' input channels (")
           << pointwiseInChannels
           << ") to match the depthwise output channels (" << *depthwiseChannels
           << ")";
  if (failed(verifyChannelCount(*this, init,
                                getActivationDims(getLayout()).channel,
                                outChannels, "the pointwise output channels")))
    return failure();
  if (getDepthwiseBias() &&
      failed(verifyBias(*this, named("depthwise_bias", getDepthwiseBias()),
                        *depthwiseChannels)))
    return failure();
  if (getPointwiseBias() &&
      failed(verifyBias(*this, named("pointwise_bias", getPointwiseBias()),
                        outChannels)))
    return failure();
  if (getConfig() && getStrategy() != SeparableStrategy::Fused)
    return emitOpError("a 'config' schedules the fused kernel: expected "
                       "strategy = fused");
  if (getStrategy() != SeparableStrategy::Fused)
    return success();
  auto emitError = [&]() { return emitOpError("cannot be fused: "); };
  if (failed(verifySeparableFusion(emitError, *this)))
    return failure();
  if (!getConfig())
    return success();
  return verifyPointwiseConfig([&]() { return emitOpError(); },
                               *PointwiseProblem::get(*this), *getConfig());
}

//===----------------------------------------------------------------------===//
// Gradient ops
//===----------------------------------------------------------------------===//

/// Verifies a depthwise gradient: its window, the element types of `typed`
/// (in the order its messages name them), and its geometry with `in`,
/// `filter` and `out` in the forward op's roles.
static LogicalResult
verifyDepthwiseGradient(Operation *op, Layout layout, const Window &window,
                        ArrayRef<NamedTensor> typed, Type accType,
                        const NamedTensor &in, const NamedTensor &filter,
                        const NamedTensor &out) {
  if (failed(verifyWindowAttrs(op, window)) ||
      failed(verifyElementTypes(op, typed, accType)))
    return failure();
  return verifyDepthwiseGeometry(op, layout, window, in, filter, out);
}

LogicalResult DepthwiseConv2DBackwardDataOp::verify() {
  NamedTensor gradOutput = named("grad_output", getGradOutput());
  NamedTensor filter = named("filter", getFilter());
  NamedTensor init = named("init", getInit());
  if (failed(verifyDepthwiseGradient(
          *this, getLayout(), {getStrides(), getDilations(), getPadding()},
          {gradOutput, filter, init}, getAccumulatorType(), init, filter,
          gradOutput)))
    return failure();
  std::optional<DataGradientStrategy> strategy = getStrategy();
  if (!strategy) {
    if (getConfig())
      return emitOpError("a 'config' needs strategy 'gather'");
    return success();
  }
  FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(*this);
  if (failed(problem))
    return emitOpError("a GPU strategy needs static shapes");
  if (*strategy == DataGradientStrategy::Forward) {
    if (getConfig())
      return emitOpError("strategy 'forward' takes the forward op's "
                         "schedule, not a 'config'");
    std::string reason;
    if (!canRunAsForward(*problem, reason))
      return emitOpError("cannot run as a forward convolution: ") << reason;
    return success();
  }
  if (!getConfig())
    return success();
  return verifyGatherConfig([&]() { return emitOpError(); }, *problem,
                            *getConfig());
}

/// The filter a filter gradient's `init` stands for: `init` itself, or,
/// where it holds partial sums (`partial`), its shape after the leading
/// partitions dimension in `elementType`, once the partial sums are checked
/// against the accumulator type and `config`'s partitions.
template <typename ConfigAttr>
static FailureOr<NamedTensor>
getGradientFilter(Operation *op, const NamedTensor &init, bool partial,
                  Type accType, ConfigAttr config, Type elementType) {
  if (!partial)
    return init;
  RankedTensorType partials = init.type;
  if (!partials.getElementType().isF32() || !accType.isF32())
    return op->emitOpError("expected partial sums ('init' of rank ")
           << partials.getRank() << ") in f32, the accumulator type, got "
           << partials.getElementType();
  if (!config)
    return op->emitOpError("expected a 'config' with partial sums: it says "
                           "what each partition sums");
  if (partials.getDimSize(0) != config.getPartitions())
    return op->emitOpError("expected 'init' to hold ")
           << config.getPartitions() << " partitions (the config's), got "
           << partials.getDimSize(0);
  return NamedTensor{
      "init",
      RankedTensorType::get(partials.getShape().drop_front(), elementType)};
}

LogicalResult DepthwiseConv2DBackwardFilterOp::verify() {
  NamedTensor input = named("input", getInput());
  NamedTensor gradOutput = named("grad_output", getGradOutput());
  NamedTensor init = named("init", getInit());
  Window window{getStrides(), getDilations(), getPadding()};
  FailureOr<NamedTensor> filter =
      getGradientFilter(*this, init, isPartial(), getAccumulatorType(),
                        getConfigAttr(), input.type.getElementType());
  if (failed(filter) ||
      failed(verifyDepthwiseGradient(
          *this, getLayout(), window, {input, gradOutput, *filter},
          getAccumulatorType(), input, *filter, gradOutput)))
    return failure();
  if (!getConfig())
    return success();
  FailureOr<DepthwiseProblem> problem = DepthwiseProblem::get(*this);
  if (failed(problem))
    return emitOpError("expected static shapes with a 'config' (GPU kernels "
                       "are compiled per shape)");
  if (!getAccumulatorType().isF32())
    return emitOpError("GPU kernels accumulate in f32; got acc_type ")
           << getAccumulatorType();
  return verifyFilterGradientConfig([&]() { return emitOpError(); }, *problem,
                                    *getConfig());
}

/// Verifies a pointwise gradient as verifyDepthwiseGradient does, without a
/// window.
static LogicalResult verifyPointwiseGradient(
    Operation *op, Layout layout, ArrayRef<NamedTensor> typed, Type accType,
    const NamedTensor &in, const NamedTensor &filter, const NamedTensor &out) {
  if (failed(verifyElementTypes(op, typed, accType)))
    return failure();
  return verifyPointwiseGeometry(op, layout, in, filter, out);
}

LogicalResult PointwiseConv2DBackwardDataOp::verify() {
  NamedTensor gradOutput = named("grad_output", getGradOutput());
  NamedTensor filter = named("filter", getFilter());
  NamedTensor init = named("init", getInit());
  return verifyPointwiseGradient(*this, getLayout(), {gradOutput, filter, init},
                                 getAccumulatorType(), init, filter,
                                 gradOutput);
}

LogicalResult PointwiseConv2DBackwardFilterOp::verify() {
  NamedTensor input = named("input", getInput());
  NamedTensor gradOutput = named("grad_output", getGradOutput());
  NamedTensor init = named("init", getInit());
  FailureOr<NamedTensor> filter =
      getGradientFilter(*this, init, isPartial(), getAccumulatorType(),
                        getConfigAttr(), input.type.getElementType());
  if (failed(filter) || failed(verifyPointwiseGradient(
                            *this, getLayout(), {input, gradOutput, *filter},
                            getAccumulatorType(), input, *filter, gradOutput)))
    return failure();
  if (!getConfig())
    return success();
  FailureOr<PointwiseProblem> problem = PointwiseProblem::get(*this);
  if (failed(problem))
    return emitOpError("expected static shapes with a 'config' (GPU kernels "
                       "are compiled per shape)");
  if (!getAccumulatorType().isF32())
    return emitOpError("GPU kernels accumulate in f32; got acc_type ")
           << getAccumulatorType();
  return verifyPointwiseConfig([&]() { return emitOpError(); }, *problem,
                               *getConfig());
}

LogicalResult ReducePartialsOp::verify() {
  RankedTensorType partials = getPartials().getType();
  RankedTensorType init = getInit().getType();
  if (partials.getRank() != init.getRank() + 1 ||
      partials.getShape().drop_front() != init.getShape())
    return emitOpError("expected 'partials' to be 'init''s shape (")
           << init << ") after a leading partitions dimension, got "
           << partials;
  return verifyByteSize(*this, named("partials", getPartials()));
}

#define GET_OP_CLASSES
#include "dwc/Dialect/DWC/IR/DWCOps.cpp.inc"
