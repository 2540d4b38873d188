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

def DWCRaiseLinalg : Pass<"dwc-raise-linalg"> {
  let summary = "Raise linalg's depthwise and 1x1 convolutions and their epilogues to dwc ops";
  let description = [{
    What an ML front end emits for a depthwise-separable network (torch-mlir's
    linalg-on-tensors form) becomes dwc ops, which the configure, tile and
    lowering passes then compile:

    - `linalg.depthwise_conv_2d_nchw_chw`, `_nhwc_hwc` and `_nhwc_hwcm` (its
      filter and result reshaped to the channel multiplier's C*M channels)
      become `dwc.depthwise_conv2d`, with a producing `tensor.pad` of zeros
      folded into `padding`;
    - `linalg.conv_2d_nchw_fchw`, `_nhwc_hwcf` and `_nhwc_fhwc` with a 1x1
      filter and no padding become `dwc.pointwise_conv2d` (the filter
      reshaped, and transposed for `_nhwc_fhwc`), and so does a
      `linalg.matmul` of an image reshaped to pixels x channels (NHWC) or,
      for a batch of one, channels x pixels (NCHW);
    - the `linalg.generic` forms of these convolutions are raised alike;
    - a convolution that accumulates into a broadcast per-channel vector
      takes it as its `bias`;
    - the elementwise `linalg.generic` ops after a raised op fold into it
      where they compute what its epilogue does: a per-channel scale and
      shift (eval-mode BatchNorm with constant statistics, a bias add; the
      scale multiplies the constant filter), relu, relu6 (a clamp to 0..6),
      silu (x * sigmoid(x)) and hardswish, then for a pointwise op a
      residual add. The longest such chain that nothing else reads folds.
    - with `fuse-separable`, a depthwise op whose only use is a stride-1
      pointwise op of the same layout becomes `dwc.separable_conv2d`.

    A convolution is raised only where it accumulates into a zero
    `linalg.fill` or a broadcast bias (dwc ops do not read their `init`),
    its shapes are static and its operands share one floating-point type.
    Products are then summed in f32 (the dwc ops' default `acc_type`), as
    f32 front ends already do and 16-bit ones gain from. What does not match
    stays as it was; under `-debug-only=dwc-raise-linalg` each such
    convolution or epilogue says why, and the pass counts the dwc ops and
    the convolutions left.
  }];
  let options = [
    Option<"fuseSeparable", "fuse-separable", "bool", /*default=*/"false",
           "Fuse a depthwise op feeding only a pointwise op into "
           "dwc.separable_conv2d">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::dwc::DWCDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // DWC_CONVERSION_PASSES_TD
