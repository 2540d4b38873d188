//===- Passes.td - dwc conversion passes --------------------*- tablegen -*-===//

#ifndef DWC_CONVERSION_PASSES_TD
#define DWC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def DWCLowerToLinalg : Pass<"dwc-lower-to-linalg"> {
  let summary = "Lower dwc ops to linalg, tensor and arith with their exact semantics";
  let description = [{
    The reference lowering: every dwc op becomes zero-initialised
    `linalg.generic` contractions in the accumulator type, explicit
    `tensor.pad` for padding, and an elementwise epilogue (bias, activation,
    one rounding to the element type) written into the op's `init`.
    Depthwise backward-data zero-inserts `grad_output` by the stride and
    correlates it with the 180-degree-rotated filter. The result runs on the
    CPU through upstream bufferization and LLVM lowering (see the
    `dwc-cpu-pipeline` pipeline) and defines what the GPU kernels must compute.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // DWC_CONVERSION_PASSES_TD
