//===- DWCToLinalg.h - dwc to linalg reference lowering ---------*- C++ -*-===//

#ifndef DWC_CONVERSION_DWCTOLINALG_DWCTOLINALG_H
#define DWC_CONVERSION_DWCTOLINALG_DWCTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace dwc {
/// Patterns that rewrite every dwc op into linalg/tensor/arith/math ops with
/// the op's exact semantics.
void populateDWCToLinalgPatterns(RewritePatternSet &patterns);
} // namespace dwc
} // namespace mlir

#endif // DWC_CONVERSION_DWCTOLINALG_DWCTOLINALG_H
