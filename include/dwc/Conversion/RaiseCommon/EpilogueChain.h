//===- EpilogueChain.h - fold elementwise ops into raised ops ---*- C++ -*-===//
//
// What follows a raised convolution is a chain of elementwise ops in the
// front end's dialect (linalg.generic, TOSA). A reader turns each op into an
// expression (ExprBuilder); the chain then finds the longest run that is an
// epilogue the dwc op takes and folds it. The readers differ per dialect; the
// chain, the choice and the folding do not.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_CONVERSION_RAISECOMMON_EPILOGUECHAIN_H
#define DWC_CONVERSION_RAISECOMMON_EPILOGUECHAIN_H

#include "dwc/Conversion/RaiseCommon/Epilogue.h"

namespace mlir::dwc::raise {

/// Per-channel operands hold at most this many elements (they are vectors of
/// one value per channel).
constexpr int64_t kMaxChannelElements = int64_t(1) << 20;

/// Reads a dialect's elementwise ops as expressions of a convolution's
/// result.
class EpilogueReader {
public:
  virtual ~EpilogueReader() = default;

  /// Whether `op` may compute part of an epilogue: the chain follows the
  /// convolution's result through such ops (in its block).
  virtual bool isElementwise(Operation *op) const = 0;

  /// What `op` computes, or null where it is not an elementwise function of
  /// values of the chain (`lookup` gives their expressions, null for other
  /// values), per-channel or scalar constants (channel dimension
  /// `channelDim` of `channels`) and tensors of the result's type.
  virtual const Expr *read(Operation *op, ExprBuilder &builder,
                           function_ref<const Expr *(Value)> lookup,
                           unsigned channelDim, int64_t channels) = 0;
};

/// Folds into `conv` (a dwc.depthwise_conv2d or dwc.pointwise_conv2d) the
/// longest chain of ops after it that `reader` reads as an epilogue the op
/// can take and that nothing else reads; erases the chain and the constants
/// only it read. Fails, changing nothing, where there is none.
LogicalResult foldEpilogueChain(PatternRewriter &rewriter, Operation *conv,
                                EpilogueReader &reader);

} // namespace mlir::dwc::raise

#endif // DWC_CONVERSION_RAISECOMMON_EPILOGUECHAIN_H
