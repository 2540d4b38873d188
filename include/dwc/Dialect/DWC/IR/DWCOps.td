//===- DWCOps.td - dwc operations ---------------------------*- tablegen -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCOPS_TD
#define DWC_DIALECT_DWC_IR_DWCOPS_TD

include "dwc/Dialect/DWC/IR/DWCDialect.td"
include "dwc/Dialect/DWC/IR/DWCAttrs.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

defvar DWC_FloatTensor = RankedTensorOf<[F32, F16, BF16]>;

// Window geometry of the depthwise ops; padding is (top, bottom, left, right).
defvar DWC_WindowAttrs = (ins
  DefaultValuedAttr<DenseI64ArrayAttr, "::mlir::dwc::kDefaultStrides">:$strides,
  DefaultValuedAttr<DenseI64ArrayAttr, "::mlir::dwc::kDefaultDilations">:$dilations,
  DefaultValuedAttr<DenseI64ArrayAttr, "::mlir::dwc::kDefaultPadding">:$padding);
defvar DWC_LayoutAndAccAttrs = (ins
  DefaultValuedAttr<DWC_LayoutAttr, "::mlir::dwc::Layout::NCHW">:$layout,
  OptionalAttr<TypeAttrOf<AnyFloat>>:$acc_type);
defvar DWC_ActivationArg = (ins
  DefaultValuedAttr<DWC_ActivationAttr, "::mlir::dwc::Activation::None">:$activation);

/// Tensor op in destination-passing style: `init` names the result's shape and
/// storage; its values are not read.
class DWC_ConvOp<string mnemonic, list<Trait> traits = []>
    : DWC_Op<mnemonic, !listconcat([Pure, DestinationStyleOpInterface],
                                   traits)> {
  let results = (outs DWC_FloatTensor:$result);
  let hasVerifier = 1;
  code commonExtraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getInitMutable();
    }
    /// The type partial sums are kept in: `acc_type`, f32 when absent.
    ::mlir::Type getAccumulatorType() {
      if (auto accType = getAccType())
        return *accType;
      return ::mlir::Float32Type::get(getContext());
    }
  }];
  let extraClassDeclaration = commonExtraClassDeclaration;
}

//===----------------------------------------------------------------------===//
// Kernel hints
//===----------------------------------------------------------------------===//

def DWC_RegisterLimitOp : DWC_Op<"register_limit"> {
  let summary = "Limits the registers of each thread of the enclosing kernel";
  let description = [{
    Marks the kernel whose body holds it: each of its threads may use at most
    `max_registers` registers (ptxas's `.maxnreg`). `dwc-tile-depthwise`
    places it in a block's body where the op's config sets `max_registers`;
    the GPU lowering carries it into the outlined `gpu.func` (upstream's
    outlining keeps no attribute of `gpu.launch`), where
    `dwc-apply-register-limits` replaces it by the function's `nvvm.maxnreg`.
    It has no memory-effect interface, so no dead-code elimination drops it
    on the way.

    ```mlir
    dwc.register_limit 96
    ```
  }];
  let arguments = (ins I64Attr:$max_registers);
  let assemblyFormat = "$max_registers attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Forward ops
//===----------------------------------------------------------------------===//

def DWC_DepthwiseConv2DOp : DWC_ConvOp<"depthwise_conv2d"> {
  let summary = "2-D depthwise convolution with an optional bias and activation";
  let description = [{
    Each input channel `c` is convolved with its own `M` filters, where the
    channel multiplier `M` is the filter's channel count over the input's.
    Output channel `o` reads input channel `o / M`. In NCHW layout:

    ```
    acc[n, o, oh, ow] = sum_{kh, kw} input[n, o / M, oh * sh + kh * dh - pt,
                                              ow * sw + kw * dw - pl]
                                     * filter[o, kh, kw]
    result = activation(acc + bias[o])
    ```

    The optional `config` is the GPU schedule (`#dwc.depthwise_config`).
    With `flip_filter` the filter is applied rotated by 180 degrees
    (`filter[o, KH-1-kh, KW-1-kw]`, a convolution rather than a correlation):
    the data gradient of a stride-1 layer is this op over the output
    gradient, which is how `dwc-decompose-backward-data` runs it on the
    forward kernels.

    Out-of-range input elements read as zero (explicit padding `[top, bottom,
    left, right]`); a tap over the padding may also be skipped, as the GPU
    kernels do, so a non-finite weight reaches only the outputs whose window
    covers it with input. The filter is `C*M x KH x KW` (CHW) in NCHW layout and
    `KH x KW x C*M` (HWC) in NHWC layout. Products are summed in `acc_type`
    (f32 by default), the epilogue runs in `acc_type`, and the result is
    rounded once to the element type.

    ```mlir
    %y = dwc.depthwise_conv2d ins(%x, %w : tensor<1x32x112x112xf32>, tensor<32x3x3xf32>)
           outs(%init : tensor<1x32x112x112xf32>)
           {padding = array<i64: 1, 1, 1, 1>, activation = #dwc<activation relu6>}
           -> tensor<1x32x112x112xf32>
    ```
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$input, DWC_FloatTensor:$filter,
         Optional<DWC_FloatTensor>:$bias, DWC_FloatTensor:$init),
    DWC_WindowAttrs, DWC_LayoutAndAccAttrs, DWC_ActivationArg,
    (ins UnitAttr:$flip_filter,
         OptionalAttr<DWC_DepthwiseConfigAttr>:$config));
  let assemblyFormat = [{
    `ins` `(` $input `,` $filter `:` type($input) `,` type($filter) `)`
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

def DWC_PointwiseConv2DOp : DWC_ConvOp<"pointwise_conv2d",
                                       [AttrSizedOperandSegments]> {
  let summary = "1x1 convolution (Cin -> Cout) with an optional bias, activation and residual";
  let description = [{
    In NCHW layout (filter `Cout x Cin`; in NHWC it is `Cin x Cout`):

    ```
    acc[n, co, oh, ow] = sum_ci input[n, ci, oh * sh, ow * sw] * filter[co, ci]
    result = activation(acc + bias[co]) + residual[n, co, oh, ow]
    ```

    A stride subsamples the input (`OH = (H - 1) / sh + 1`). The epilogue is
    that of `dwc.depthwise_conv2d`, then the optional `residual` (shaped like
    the result) is added: MobileNetV2's inverted residual, whose projection
    has no activation. `math = tf32` lets f32 products run on the tensor
    cores with 10-bit mantissas (as `torch.backends.cuda.matmul.allow_tf32`);
    `exact` (the default) keeps them f32. The CPU reference computes exactly
    either way. The optional `config` is the GPU schedule
    (`#dwc.pointwise_config`). With `transpose_filter` the filter is given
    the other way round (`Cin x Cout` in NCHW, `Cout x Cin` in NHWC): the
    data gradient of a pointwise convolution is this op over the output
    gradient with the forward filter so read
    (`dwc-decompose-pointwise-backward-data`).

    ```mlir
    %y = dwc.pointwise_conv2d ins(%x, %w : tensor<1x14x14x96xf16>, tensor<96x576xf16>)
           bias(%b : tensor<576xf16>)
           outs(%init : tensor<1x14x14x576xf16>)
           {layout = #dwc<layout nhwc>, activation = #dwc<activation relu6>}
           -> tensor<1x14x14x576xf16>
    ```
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$input, DWC_FloatTensor:$filter,
         Optional<DWC_FloatTensor>:$bias, Optional<DWC_FloatTensor>:$residual,
         DWC_FloatTensor:$init),
    (ins DefaultValuedAttr<DenseI64ArrayAttr,
                           "::mlir::dwc::kDefaultStrides">:$strides),
    DWC_LayoutAndAccAttrs, DWC_ActivationArg,
    (ins DefaultValuedAttr<DWC_MathModeAttr, "::mlir::dwc::MathMode::Exact">:$math,
         OptionalAttr<DWC_PointwiseConfigAttr>:$config,
         UnitAttr:$transpose_filter));
  let assemblyFormat = [{
    `ins` `(` $input `,` $filter `:` type($input) `,` type($filter) `)`
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`residual` `(` $residual^ `:` type($residual) `)`)?
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
  let extraClassDeclaration = commonExtraClassDeclaration # [{
    /// Where the filter's channels are, `transpose_filter` considered.
    ::mlir::dwc::PointwiseFilterDims getFilterDims() {
      return ::mlir::dwc::getPointwiseFilterDims(getLayout(),
                                                 getTransposeFilter());
    }
  }];
}

def DWC_SeparableConv2DOp : DWC_ConvOp<"separable_conv2d",
                                       [AttrSizedOperandSegments]> {
  let summary = "depthwise convolution followed by a pointwise convolution";
  let description = [{
    The fusion target: `activation(pointwise(mid_activation(depthwise(input)
    + depthwise_bias)) + pointwise_bias) + residual`. The depthwise part has
    the geometry of `dwc.depthwise_conv2d`, the pointwise part the epilogue
    and `math` of `dwc.pointwise_conv2d`. The reference keeps the
    intermediate in `acc_type`.

    On the GPU, `strategy` (chosen by `dwc-configure-separable`, or written
    by a user) says how the op runs: `split` into its two convolutions
    (`dwc-split-separable`), whose intermediate is a tensor of the element
    type, as between two framework convolutions; or `fused` (NHWC), one
    GEMM kernel (`config`, a `#dwc.pointwise_config` over the depthwise
    output's pixels x channels) that computes each tile of the depthwise
    output into workgroup memory as its A operand, so the intermediate never
    reaches memory. The fused tile is rounded to the element type where the
    tensor cores take it (16-bit) and stays f32 for `ffma`.
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$input, DWC_FloatTensor:$depthwise_filter,
         DWC_FloatTensor:$pointwise_filter,
         Optional<DWC_FloatTensor>:$depthwise_bias,
         Optional<DWC_FloatTensor>:$pointwise_bias,
         Optional<DWC_FloatTensor>:$residual, DWC_FloatTensor:$init),
    DWC_WindowAttrs, DWC_LayoutAndAccAttrs,
    (ins DefaultValuedAttr<DWC_ActivationAttr,
                           "::mlir::dwc::Activation::None">:$mid_activation),
    DWC_ActivationArg,
    (ins DefaultValuedAttr<DWC_MathModeAttr, "::mlir::dwc::MathMode::Exact">:$math,
         OptionalAttr<DWC_SeparableStrategyAttr>:$strategy,
         OptionalAttr<DWC_PointwiseConfigAttr>:$config));
  let assemblyFormat = [{
    `ins` `(` $input `,` $depthwise_filter `,` $pointwise_filter `:`
      type($input) `,` type($depthwise_filter) `,` type($pointwise_filter) `)`
    (`depthwise_bias` `(` $depthwise_bias^ `:` type($depthwise_bias) `)`)?
    (`pointwise_bias` `(` $pointwise_bias^ `:` type($pointwise_bias) `)`)?
    (`residual` `(` $residual^ `:` type($residual) `)`)?
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Gradient ops
//===----------------------------------------------------------------------===//
// These are the gradients of the linear convolution. The gradient of a bias
// is a reduction of `grad_output` over batch and space, and that of an
// activation an elementwise product; both are left to upstream ops.

def DWC_DepthwiseConv2DBackwardDataOp
    : DWC_ConvOp<"depthwise_conv2d_backward_data"> {
  let summary = "gradient of a depthwise convolution with respect to its input";
  let description = [{
    `init` has the shape of the forward input. With the forward geometry given
    by the attributes, each input element receives the sum, over the output
    elements whose window covers it, of `grad_output * filter`.

    On the GPU, `strategy` (chosen by `dwc-configure-backward-data`, or
    written by a user) says how the op runs: `forward` (stride 1, channel
    multiplier 1) as a
    `dwc.depthwise_conv2d` with `flip_filter` over `grad_output`
    (`dwc-decompose-backward-data`), which the forward schedules then
    compile; or `gather`, its own kernel (`config`, a `#dwc.gather_config`)
    in which each thread computes the stride x stride input elements of one
    cell from the few output-gradient elements whose windows cover them,
    multiplying only the taps that reach each element.
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$grad_output, DWC_FloatTensor:$filter,
         DWC_FloatTensor:$init),
    DWC_WindowAttrs, DWC_LayoutAndAccAttrs,
    (ins OptionalAttr<DWC_DataGradientStrategyAttr>:$strategy,
         OptionalAttr<DWC_GatherConfigAttr>:$config));
  let assemblyFormat = [{
    `ins` `(` $grad_output `,` $filter `:` type($grad_output) `,` type($filter) `)`
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

def DWC_DepthwiseConv2DBackwardFilterOp
    : DWC_ConvOp<"depthwise_conv2d_backward_filter"> {
  let summary = "gradient of a depthwise convolution with respect to its filter";
  let description = [{
    `init` has the shape of the filter. `result[o, kh, kw]` (CHW) sums
    `input[n, o / M, oh*sh + kh*dh - pt, ow*sw + kw*dw - pl] *
    grad_output[n, o, oh, ow]` over `n, oh, ow`.

    `init` may instead be partial sums: f32 (the accumulator type), with a
    leading dimension of `config`'s `partitions` before the filter's; their
    sum over it is the gradient. The config says which part of the N x OH x
    OW domain each partial sums (on the host, all of it is in the first).
    `dwc-split-backward-filter` writes this form, followed by a
    `dwc.reduce_partials`, for a config with more than one partition.

    On the GPU, `config` (a `#dwc.filter_gradient_config`, chosen by
    `dwc-configure-backward-filter` or written by a user) is the kernel's
    schedule.
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$input, DWC_FloatTensor:$grad_output,
         DWC_FloatTensor:$init),
    DWC_WindowAttrs, DWC_LayoutAndAccAttrs,
    (ins OptionalAttr<DWC_FilterGradientConfigAttr>:$config));
  let extraClassDeclaration = commonExtraClassDeclaration # [{
    /// Whether `init` holds partial sums (a leading partitions dimension).
    bool isPartial() {
      return getInit().getType().getRank() ==
             getGradOutput().getType().getRank();
    }
  }];
  let assemblyFormat = [{
    `ins` `(` $input `,` $grad_output `:` type($input) `,` type($grad_output) `)`
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

def DWC_PointwiseConv2DBackwardDataOp
    : DWC_ConvOp<"pointwise_conv2d_backward_data"> {
  let summary = "gradient of a pointwise convolution with respect to its input";
  let description = [{
    `result[n, ci, h, w] = sum_co grad_output[n, co, h, w] * filter[co, ci]`
    (NCHW; the filter is `Cin x Cout` in NHWC).
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$grad_output, DWC_FloatTensor:$filter,
         DWC_FloatTensor:$init),
    DWC_LayoutAndAccAttrs);
  let assemblyFormat = [{
    `ins` `(` $grad_output `,` $filter `:` type($grad_output) `,` type($filter) `)`
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

def DWC_PointwiseConv2DBackwardFilterOp
    : DWC_ConvOp<"pointwise_conv2d_backward_filter"> {
  let summary = "gradient of a pointwise convolution with respect to its filter";
  let description = [{
    `result[co, ci] = sum_{n, h, w} grad_output[n, co, h, w] * input[n, ci, h, w]`
    (NCHW; `init` has the filter's shape, `Cin x Cout` in NHWC).

    On the GPU, `config` (a `#dwc.pointwise_config`, chosen by
    `dwc-configure-backward-filter` or written by a user) schedules it as
    the GEMM `C = A x B` over K = N x H x W: in NHWC, C is `init` (Cin x
    Cout), A the input's pixels read transposed and B the output
    gradient's; in NCHW, C is Cout x Cin, A the output gradient's Cout x
    pixels of each image and B the input's, read transposed.

    `init` may instead be partial sums: f32 (the accumulator type), with a
    leading dimension of the config's `partitions`; their sum over it is
    the gradient (on the host, all of it is in the first).
    `dwc-split-backward-filter` writes this form, followed by a
    `dwc.reduce_partials`, for a config with more than one partition.
  }];
  let arguments = !con(
    (ins DWC_FloatTensor:$input, DWC_FloatTensor:$grad_output,
         DWC_FloatTensor:$init),
    DWC_LayoutAndAccAttrs,
    (ins OptionalAttr<DWC_PointwiseConfigAttr>:$config));
  let extraClassDeclaration = commonExtraClassDeclaration # [{
    /// Whether `init` holds partial sums (a leading partitions dimension).
    bool isPartial() { return getInit().getType().getRank() == 3; }
  }];
  let assemblyFormat = [{
    `ins` `(` $input `,` $grad_output `:` type($input) `,` type($grad_output) `)`
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

def DWC_ReducePartialsOp : DWC_Op<"reduce_partials",
    [Pure, DestinationStyleOpInterface]> {
  let summary = "sums partial results over their leading dimension, in order";
  let description = [{
    `result[i...] = round(sum_p partials[p, i...])`, the sum taken in the
    order p = 0, 1, ... in `partials`' type (f32) and rounded once to
    `init`'s element type. It is the second stage of a deterministic
    two-stage reduction: a gradient op writes one partial sum per block of
    its reduction domain, and this op combines them the same way on every
    run (no atomics, so the result is bitwise reproducible).

    ```mlir
    %g = dwc.reduce_partials ins(%p : tensor<8x32x3x3xf32>)
        outs(%init : tensor<32x3x3xf16>) -> tensor<32x3x3xf16>
    ```
  }];
  let arguments = (ins RankedTensorOf<[F32]>:$partials,
                       DWC_FloatTensor:$init);
  let results = (outs DWC_FloatTensor:$result);
  let assemblyFormat = [{
    `ins` `(` $partials `:` type($partials) `)`
    `outs` `(` $init `:` type($init) `)` attr-dict `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getInitMutable();
    }
  }];
}

#endif // DWC_DIALECT_DWC_IR_DWCOPS_TD
