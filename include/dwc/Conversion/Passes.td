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

def DWCRaiseTosa : Pass<"dwc-raise-tosa"> {
  let summary = "Raise TOSA's depthwise and 1x1 convolutions and their epilogues to dwc ops";
  let description = [{
    What a TOSA front end emits for a depthwise-separable network (torch-mlir's
    `tosa` output, TFLite's importers) becomes dwc ops:

    - `tosa.depthwise_conv2d` (filter KH x KW x C x M) becomes
      `dwc.depthwise_conv2d` of C*M channels, its `pad` the op's padding;
    - `tosa.conv2d` with a 1 x 1 filter and no padding becomes
      `dwc.pointwise_conv2d`;
    - a TOSA convolution whose input is a relayout of an NCHW tensor
      (`tosa.transpose` with perms [0, 2, 3, 1], or a `tosa.reshape` from
      N x C x 1 x 1 to N x 1 x 1 x C) and whose every use relayouts it back
      becomes an NCHW dwc op in place of the relayouts (torch-mlir's form of
      a PyTorch network); otherwise the dwc op is NHWC, as TOSA is;
    - a non-zero bias operand becomes the op's `bias`;
    - the elementwise TOSA ops after a raised op fold into it where they
      compute its epilogue: a per-channel scale and shift (eval-mode
      BatchNorm with constant statistics, bias adds), relu and relu6
      (`tosa.clamp`, or `tosa.maximum` and `tosa.minimum`), silu (`tosa.sigmoid`
      times its operand) and hardswish, then for a pointwise op a residual
      add, as in dwc-raise-linalg.
    - with `fuse-separable`, a depthwise op whose only use is a stride-1
      pointwise op of the same layout becomes `dwc.separable_conv2d`.

    A convolution is raised only where its operands are statically shaped and
    of one floating-point type and its zero points are zero. Products are
    summed in f32 (the dwc ops' default `acc_type`) whatever its `acc_type`
    says, which is at least as exact. What does not match stays as it was;
    under `-debug-only=dwc-raise-tosa` each such convolution or epilogue says
    why, and the pass counts the dwc ops and the convolutions left. The TOSA
    ops that stay lower through upstream's TOSA to linalg passes, which
    `dwc-cpu-pipeline` runs.
  }];
  let options = [
    Option<"fuseSeparable", "fuse-separable", "bool", /*default=*/"false",
           "Fuse a depthwise op feeding only a pointwise op into "
           "dwc.separable_conv2d">,
  ];
  let dependentDialects = [
    "::mlir::dwc::DWCDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::tosa::TosaDialect",
  ];
}

#endif // DWC_CONVERSION_PASSES_TD
