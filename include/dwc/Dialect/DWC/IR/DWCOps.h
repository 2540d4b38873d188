//===- DWCOps.h - dwc operations --------------------------------*- C++ -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCOPS_H
#define DWC_DIALECT_DWC_IR_DWCOPS_H

#include "dwc/Dialect/DWC/IR/DWCDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/Support/MathExtras.h"

#include "dwc/Dialect/DWC/IR/DWCEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dwc/Dialect/DWC/IR/DWCAttrs.h.inc"

namespace mlir::dwc {

inline constexpr int64_t kDefaultStrides[] = {1, 1};
inline constexpr int64_t kDefaultDilations[] = {1, 1};
/// Padding is (top, bottom, left, right).
inline constexpr int64_t kDefaultPadding[] = {0, 0, 0, 0};

/// Positions of the batch, channel, height and width dimensions of an
/// activation tensor (input, output or their gradients).
struct ActivationDims {
  unsigned batch, channel, height, width;
};
ActivationDims getActivationDims(Layout layout);

/// Positions of the channel and kernel dimensions of a depthwise filter: CHW
/// with NCHW activations, HWC with NHWC activations.
struct DepthwiseFilterDims {
  unsigned channel, height, width;
};
DepthwiseFilterDims getDepthwiseFilterDims(Layout layout);

/// Positions of the output- and input-channel dimensions of a pointwise
/// filter: Cout x Cin with NCHW activations, Cin x Cout with NHWC; the other
/// way round for a `transposed` one (dwc.pointwise_conv2d's
/// `transpose_filter`: a data gradient reads the forward filter so).
struct PointwiseFilterDims {
  unsigned outChannel, inChannel;
};
PointwiseFilterDims getPointwiseFilterDims(Layout layout,
                                           bool transposed = false);

/// Output extent of a strided, dilated window over a padded input, or
/// ShapedType::kDynamic when `inputSize` is dynamic. May be <= 0 when the
/// window does not fit.
int64_t getWindowOutputSize(int64_t inputSize, int64_t kernelSize,
                            int64_t stride, int64_t dilation, int64_t padLow,
                            int64_t padHigh);

/// Whether `op`'s single result is a static tensor without elements (a
/// batch of 0, say): such an op computes nothing.
bool hasEmptyResult(Operation *op);

/// The discardable attribute that carries a dwc.depthwise_conv2d's schedule
/// (#dwc.depthwise_config) onto the loop nest dwc-tile-depthwise builds, for
/// dwc-coalesce-depthwise to read.
inline constexpr llvm::StringLiteral kConfigAttrName = "dwc.config";

/// Attaches TilingInterface to the forward depthwise and pointwise ops
/// (DWCTilingInterface.cpp); the dialect does so when it is loaded.
void attachTilingInterface(MLIRContext &context);

} // namespace mlir::dwc

#define GET_OP_CLASSES
#include "dwc/Dialect/DWC/IR/DWCOps.h.inc"

#endif // DWC_DIALECT_DWC_IR_DWCOPS_H
