"""`torch.ops.dwc.depthwise_conv2d`, `torch.ops.dwc.pointwise_conv2d`, their
input and weight gradients (`torch.ops.dwc.depthwise_conv2d_grad_input`,
`..._grad_weight`, `torch.ops.dwc.pointwise_conv2d_grad_input`, ...), and
`torch.ops.dwc.separable_conv2d` (a depthwise layer feeding a 1x1 one, one
dwc op: inference only).

They take PyTorch's own parameters (`weight` as nn.Conv2d holds it,
stride / padding / dilation as two ints) and the input as it is: NCHW or
channels_last (a tensor dense in neither is copied to NCHW once; that is the
only copy). The result has the input's memory format. They run dwc's
kernels on the current CUDA stream (CUDA graphs capture them), have fake
implementations for torch.compile and torch.export, and, unless fused with
an activation (an inference-only form, `activation`), gradients. The
backward saves what PyTorch's own convolution saves (input, weight): a
depthwise layer's input and weight gradients run dwc's kernels, and so do an
unstrided 1x1 layer's where it asks (`dwc_gradients`); the bias gradients,
and the other 1x1 layers', PyTorch's convolution backward.
"""

import dataclasses
from typing import List, Optional

import torch

from dwc.runtime import DWCError
from dwc.torch import kernels


def _layout(x):
    if x.is_contiguous():
        return "nchw"
    if x.is_contiguous(memory_format=torch.channels_last):
        return "nhwc"
    return None


def _check(op, x, weight, bias, on_device=True):
    """Rejects what no dwc kernel runs; the fake implementations, which trace
    on any device, leave out `on_device`'s check."""
    tensors = [(name, t) for name, t in (("input", x), ("weight", weight), ("bias", bias))
               if t is not None]
    for name, t in tensors:
        if t.dtype not in kernels.DTYPES:
            raise DWCError(f"dwc.{op}: {name} is {t.dtype}; dwc takes float32, float16 "
                           "and bfloat16")
        if t.dtype != x.dtype:
            raise DWCError(f"dwc.{op}: {name} is {t.dtype}, the input {x.dtype}")
    for name, t in tensors:
        if on_device and t.device.type != "cuda":
            raise DWCError(f"dwc.{op}: {name} is on {t.device}; dwc runs on CUDA tensors")
    if x.dim() != 4:
        raise DWCError(f"dwc.{op}: the input must be N x C x H x W, got {tuple(x.shape)}")


def _output_size(size, kernel, stride, padding, dilation):
    return (size + 2 * padding - dilation * (kernel - 1) - 1) // stride + 1


def _spec(op, x, weight, bias, stride, padding, dilation, activation):
    n, c, h, w = x.shape
    out_channels, _, kh, kw = weight.shape
    if activation not in kernels.ACTIVATIONS:
        raise DWCError(f"dwc.{op}_conv2d: unknown activation {activation!r}; dwc has "
                       f"{', '.join(kernels.ACTIVATIONS)}")
    return kernels.LayerSpec(op, n, c, out_channels, h, w, (kh, kw), tuple(stride),
                             tuple(padding), tuple(dilation), bias is not None,
                             kernels.DTYPES[x.dtype], _layout(x) or "nchw", activation)


def _empty_output(spec, like):
    oh = _output_size(spec.height, spec.kernel[0], spec.stride[0], spec.padding[0],
                      spec.dilation[0])
    ow = _output_size(spec.width, spec.kernel[1], spec.stride[1], spec.padding[1],
                      spec.dilation[1])
    memory_format = torch.channels_last if spec.layout == "nhwc" else torch.contiguous_format
    return torch.empty((spec.batch, spec.out_channels, oh, ow), dtype=like.dtype,
                       device=like.device, memory_format=memory_format)


def _filter(spec, weight):
    """dwc's filter: depthwise C x KH x KW (NCHW) or KH x KW x C (NHWC);
    pointwise Cout x Cin (NCHW) or Cin x Cout (NHWC)."""
    if spec.op.startswith("pointwise"):
        filter_ = weight.reshape(spec.out_channels, spec.in_channels)
        return (filter_.t() if spec.layout == "nhwc" else filter_).contiguous()
    filter_ = weight.reshape(spec.out_channels, *spec.kernel)
    return (filter_.permute(1, 2, 0) if spec.layout == "nhwc" else filter_).contiguous()


def _memory_format(layout):
    return torch.channels_last if layout == "nhwc" else torch.contiguous_format


def _run(op, x, weight, bias, stride, padding, dilation, activation):
    _check(f"{op}_conv2d", x, weight, bias)
    if _layout(x) is None:
        x = x.contiguous()
    spec = _spec(op, x, weight, bias, stride, padding, dilation, activation)
    launcher = kernels.launcher(spec)
    tensors = [x, _filter(spec, weight)] + ([bias.contiguous()] if bias is not None else [])
    output = _empty_output(spec, x)
    launcher.launch(tensors, output)
    return output


def _gradient_spec(layer_op, gradient, x, weight, stride, padding, dilation):
    """The spec of a `layer_op` ("depthwise" or "pointwise") layer's
    `gradient` ("grad_input" or "grad_weight"); `x` is its input."""
    spec = _spec(layer_op, x, weight, None, stride, padding, dilation, "none")
    return dataclasses.replace(spec, op=f"{layer_op}_{gradient}")


def _dwc_gradients(op, stride, activation):
    """Whether dwc's kernels compute a trainable layer's input and weight
    gradients: a depthwise layer's always, a 1x1 layer's where it asks and
    is unstrided (its gradient ops have no stride)."""
    if activation != "none":
        return False
    return op == "depthwise" or tuple(stride) == (1, 1)


def _validate_depthwise(x, weight):
    if weight.shape[1] != 1 or weight.shape[0] != x.shape[1]:
        raise DWCError(f"dwc.depthwise_conv2d: weight {tuple(weight.shape)} is not C x 1 x KH "
                       f"x KW for the input's {x.shape[1]} channels")


def _validate_pointwise(x, weight):
    if weight.shape[2:] != (1, 1) or weight.shape[1] != x.shape[1]:
        raise DWCError(f"dwc.pointwise_conv2d: weight {tuple(weight.shape)} is not Cout x "
                       f"{x.shape[1]} x 1 x 1")


@torch.library.custom_op("dwc::depthwise_conv2d", mutates_args=())
def depthwise_conv2d(input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor],
                     stride: List[int], padding: List[int], dilation: List[int],
                     activation: str = "none") -> torch.Tensor:
    _validate_depthwise(input, weight)
    return _run("depthwise", input, weight, bias, stride, padding, dilation, activation)


@torch.library.custom_op("dwc::pointwise_conv2d", mutates_args=())
def pointwise_conv2d(input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor],
                     stride: List[int], activation: str = "none",
                     dwc_gradients: bool = False) -> torch.Tensor:
    """With `dwc_gradients`, an unstrided layer's input and weight gradients
    run dwc's kernels; otherwise PyTorch's convolution backward."""
    _validate_pointwise(input, weight)
    return _run("pointwise", input, weight, bias, stride, [0, 0], [1, 1], activation)


@depthwise_conv2d.register_fake
def _(input, weight, bias, stride, padding, dilation, activation="none"):
    _check("depthwise_conv2d", input, weight, bias, on_device=False)
    _validate_depthwise(input, weight)
    return _empty_output(_spec("depthwise", input, weight, bias, stride, padding, dilation,
                               activation), input)


@pointwise_conv2d.register_fake
def _(input, weight, bias, stride, activation="none", dwc_gradients=False):
    _check("pointwise_conv2d", input, weight, bias, on_device=False)
    _validate_pointwise(input, weight)
    return _empty_output(_spec("pointwise", input, weight, bias, stride, [0, 0], [1, 1],
                               activation), input)


@torch.library.custom_op("dwc::depthwise_conv2d_grad_input", mutates_args=())
def depthwise_conv2d_grad_input(grad_output: torch.Tensor, input: torch.Tensor,
                                weight: torch.Tensor, stride: List[int], padding: List[int],
                                dilation: List[int]) -> torch.Tensor:
    """The gradient of `input` of dwc.depthwise_conv2d from that of its
    output; `input` gives the shape and memory format (its values are not
    read)."""
    _check("depthwise_conv2d_grad_input", grad_output, weight, None)
    _validate_depthwise(input, weight)
    if _layout(input) is None:
        input = input.contiguous()
    spec = _gradient_spec("depthwise", "grad_input", input, weight, stride, padding, dilation)
    # The output gradient in the input's layout: autograd hands it in the
    # output's, which a model keeps in one format (no copy then).
    grad_output = grad_output.contiguous(memory_format=_memory_format(spec.layout))
    output = torch.empty_like(input, memory_format=_memory_format(spec.layout))
    kernels.launcher(spec).launch([grad_output, _filter(spec, weight)], output)
    return output


@depthwise_conv2d_grad_input.register_fake
def _(grad_output, input, weight, stride, padding, dilation):
    _check("depthwise_conv2d_grad_input", grad_output, weight, None, on_device=False)
    _validate_depthwise(input, weight)
    return torch.empty_like(input, memory_format=_memory_format(_layout(input) or "nchw"))


@torch.library.custom_op("dwc::depthwise_conv2d_grad_weight", mutates_args=())
def depthwise_conv2d_grad_weight(grad_output: torch.Tensor, input: torch.Tensor,
                                 weight: torch.Tensor, stride: List[int], padding: List[int],
                                 dilation: List[int]) -> torch.Tensor:
    """The gradient of `weight` of dwc.depthwise_conv2d from that of its
    output and its `input`; `weight` gives the shape (its values are not
    read). The sum is the same, bit for bit, on every run."""
    _check("depthwise_conv2d_grad_weight", input, weight, None)
    _validate_depthwise(input, weight)
    if _layout(input) is None:
        input = input.contiguous()
    spec = _gradient_spec("depthwise", "grad_weight", input, weight, stride, padding, dilation)
    grad_output = grad_output.contiguous(memory_format=_memory_format(spec.layout))
    # dwc's filter layout (C x KH x KW or KH x KW x C), viewed as PyTorch's.
    kh, kw = spec.kernel
    shape = (spec.out_channels, kh, kw) if spec.layout == "nchw" else (kh, kw, spec.out_channels)
    output = torch.empty(shape, dtype=weight.dtype, device=weight.device)
    kernels.launcher(spec).launch([input, grad_output], output)
    if spec.layout == "nhwc":
        output = output.permute(2, 0, 1)
    return output.reshape(weight.shape)


@depthwise_conv2d_grad_weight.register_fake
def _(grad_output, input, weight, stride, padding, dilation):
    _check("depthwise_conv2d_grad_weight", input, weight, None, on_device=False)
    _validate_depthwise(input, weight)
    return torch.empty_like(weight, memory_format=torch.contiguous_format)


@torch.library.custom_op("dwc::pointwise_conv2d_grad_input", mutates_args=())
def pointwise_conv2d_grad_input(grad_output: torch.Tensor, input: torch.Tensor,
                                weight: torch.Tensor) -> torch.Tensor:
    """The gradient of `input` of an unstrided dwc.pointwise_conv2d from that
    of its output (a 1x1 convolution with the filter transposed); `input`
    gives the shape and memory format (its values are not read)."""
    _check("pointwise_conv2d_grad_input", grad_output, weight, None)
    _validate_pointwise(input, weight)
    if _layout(input) is None:
        input = input.contiguous()
    spec = _gradient_spec("pointwise", "grad_input", input, weight, [1, 1], [0, 0], [1, 1])
    grad_output = grad_output.contiguous(memory_format=_memory_format(spec.layout))
    output = torch.empty_like(input, memory_format=_memory_format(spec.layout))
    kernels.launcher(spec).launch([grad_output, _filter(spec, weight)], output)
    return output


@pointwise_conv2d_grad_input.register_fake
def _(grad_output, input, weight):
    _check("pointwise_conv2d_grad_input", grad_output, weight, None, on_device=False)
    _validate_pointwise(input, weight)
    return torch.empty_like(input, memory_format=_memory_format(_layout(input) or "nchw"))


@torch.library.custom_op("dwc::pointwise_conv2d_grad_weight", mutates_args=())
def pointwise_conv2d_grad_weight(grad_output: torch.Tensor, input: torch.Tensor,
                                 weight: torch.Tensor) -> torch.Tensor:
    """The gradient of `weight` of an unstrided dwc.pointwise_conv2d from
    that of its output and its `input` (a GEMM over every pixel); `weight`
    gives the shape (its values are not read). The sum is the same, bit for
    bit, on every run."""
    _check("pointwise_conv2d_grad_weight", input, weight, None)
    _validate_pointwise(input, weight)
    if _layout(input) is None:
        input = input.contiguous()
    spec = _gradient_spec("pointwise", "grad_weight", input, weight, [1, 1], [0, 0], [1, 1])
    grad_output = grad_output.contiguous(memory_format=_memory_format(spec.layout))
    # dwc's filter layout (Cout x Cin or Cin x Cout), viewed as PyTorch's.
    shape = ((spec.out_channels, spec.in_channels) if spec.layout == "nchw"
             else (spec.in_channels, spec.out_channels))
    output = torch.empty(shape, dtype=weight.dtype, device=weight.device)
    kernels.launcher(spec).launch([input, grad_output], output)
    if spec.layout == "nhwc":
        output = output.t()
    return output.reshape(weight.shape)


@pointwise_conv2d_grad_weight.register_fake
def _(grad_output, input, weight):
    _check("pointwise_conv2d_grad_weight", input, weight, None, on_device=False)
    _validate_pointwise(input, weight)
    return torch.empty_like(weight, memory_format=torch.contiguous_format)


def _separable_spec(x, depthwise_weight, depthwise_bias, pointwise_weight, pointwise_bias,
                    stride, padding, dilation, mid_activation, activation):
    spec = _spec("depthwise", x, depthwise_weight, depthwise_bias, stride, padding, dilation,
                 activation)
    if mid_activation not in kernels.ACTIVATIONS:
        raise DWCError(f"dwc.separable_conv2d: unknown activation {mid_activation!r}")
    return dataclasses.replace(spec, op="separable", out_channels=pointwise_weight.shape[0],
                               mid_activation=mid_activation,
                               pointwise_bias=pointwise_bias is not None)


def _validate_separable(x, depthwise_weight, pointwise_weight, pointwise_bias):
    _validate_depthwise(x, depthwise_weight)
    if pointwise_weight.dim() != 4 or pointwise_weight.shape[1:] != (x.shape[1], 1, 1):
        raise DWCError(f"dwc.separable_conv2d: pointwise weight {tuple(pointwise_weight.shape)} "
                       f"is not Cout x {x.shape[1]} x 1 x 1")
    if pointwise_bias is not None and pointwise_bias.shape != (pointwise_weight.shape[0],):
        raise DWCError(f"dwc.separable_conv2d: pointwise bias {tuple(pointwise_bias.shape)} "
                       f"is not ({pointwise_weight.shape[0]},)")


@torch.library.custom_op("dwc::separable_conv2d", mutates_args=())
def separable_conv2d(input: torch.Tensor, depthwise_weight: torch.Tensor,
                     depthwise_bias: Optional[torch.Tensor], pointwise_weight: torch.Tensor,
                     pointwise_bias: Optional[torch.Tensor], stride: List[int],
                     padding: List[int], dilation: List[int], mid_activation: str,
                     activation: str) -> torch.Tensor:
    """`activation(conv1x1(mid_activation(depthwise(input) + depthwise_bias)) +
    pointwise_bias)` as one dwc.separable_conv2d (fused or split as dwc's
    configure pass decides); inference only."""
    _check("separable_conv2d", input, depthwise_weight, depthwise_bias)
    _check("separable_conv2d", input, pointwise_weight, pointwise_bias)
    _validate_separable(input, depthwise_weight, pointwise_weight, pointwise_bias)
    if _layout(input) is None:
        input = input.contiguous()
    spec = _separable_spec(input, depthwise_weight, depthwise_bias, pointwise_weight,
                           pointwise_bias, stride, padding, dilation, mid_activation,
                           activation)
    depthwise = dataclasses.replace(spec, op="depthwise", out_channels=spec.in_channels)
    pointwise = dataclasses.replace(spec, op="pointwise")
    # The bundle function's arguments: input, depthwise filter and bias,
    # pointwise filter and bias (dwc.layers.PointwiseLayer's order).
    tensors = [input, _filter(depthwise, depthwise_weight)]
    tensors += [depthwise_bias.contiguous()] if depthwise_bias is not None else []
    tensors += [_filter(pointwise, pointwise_weight)]
    tensors += [pointwise_bias.contiguous()] if pointwise_bias is not None else []
    output = _empty_output(spec, input)
    kernels.launcher(spec).launch(tensors, output)
    return output


@separable_conv2d.register_fake
def _(input, depthwise_weight, depthwise_bias, pointwise_weight, pointwise_bias, stride,
      padding, dilation, mid_activation, activation):
    _check("separable_conv2d", input, depthwise_weight, depthwise_bias, on_device=False)
    _check("separable_conv2d", input, pointwise_weight, pointwise_bias, on_device=False)
    _validate_separable(input, depthwise_weight, pointwise_weight, pointwise_bias)
    return _empty_output(_separable_spec(input, depthwise_weight, depthwise_bias,
                                         pointwise_weight, pointwise_bias, stride, padding,
                                         dilation, mid_activation, activation), input)


def _separable_backward(ctx, grad):
    raise DWCError("dwc: a depthwise and a 1x1 layer fused for inference "
                   "(convert(..., inference=True)) have no gradient; convert without "
                   "inference=True to train")


separable_conv2d.register_autograd(_separable_backward)


def _setup_context(ctx, inputs, output, depthwise):
    input, weight, bias = inputs[:3]
    ctx.save_for_backward(input, weight)
    ctx.has_bias = bias is not None
    if depthwise:
        ctx.stride, ctx.padding, ctx.dilation = inputs[3:6]
        ctx.activation, asks = inputs[6], True
    else:
        ctx.stride, ctx.padding, ctx.dilation = inputs[3], [0, 0], [1, 1]
        ctx.activation, asks = inputs[4], inputs[5]
    ctx.op = "depthwise" if depthwise else "pointwise"
    ctx.arguments = len(inputs)
    ctx.dwc_gradients = asks and _dwc_gradients(ctx.op, ctx.stride, ctx.activation)


def _backward(ctx, grad):
    if ctx.activation != "none":
        raise DWCError(f"dwc: a layer fused with its {ctx.activation} for inference "
                       "(convert(..., inference=True)) has no gradient; convert without "
                       "inference=True to train")
    input, weight = ctx.saved_tensors
    stride, padding, dilation = ctx.stride, ctx.padding, ctx.dilation
    groups = input.shape[1] if ctx.op == "depthwise" else 1
    # dwc computes the input and weight gradients where _dwc_gradients says
    # so; PyTorch the rest (the bias's is a reduction of `grad`).
    dwc_input_grad = ctx.dwc_gradients and ctx.needs_input_grad[0]
    dwc_weight_grad = ctx.dwc_gradients and ctx.needs_input_grad[1]
    mask = [ctx.needs_input_grad[0] and not dwc_input_grad,
            ctx.needs_input_grad[1] and not dwc_weight_grad,
            ctx.has_bias and ctx.needs_input_grad[2]]
    grad_input, grad_weight, grad_bias = None, None, None
    if any(mask):
        grad_input, grad_weight, grad_bias = torch.ops.aten.convolution_backward(
            grad, input, weight, [weight.shape[0]] if ctx.has_bias else None, stride,
            padding, dilation, False, [0, 0], groups, mask)
    if ctx.op == "depthwise":
        if dwc_input_grad:
            grad_input = torch.ops.dwc.depthwise_conv2d_grad_input(grad, input, weight, stride,
                                                                   padding, dilation)
        if dwc_weight_grad:
            grad_weight = torch.ops.dwc.depthwise_conv2d_grad_weight(grad, input, weight,
                                                                     stride, padding, dilation)
    else:
        if dwc_input_grad:
            grad_input = torch.ops.dwc.pointwise_conv2d_grad_input(grad, input, weight)
        if dwc_weight_grad:
            grad_weight = torch.ops.dwc.pointwise_conv2d_grad_weight(grad, input, weight)
    return (grad_input, grad_weight, grad_bias) + (None,) * (ctx.arguments - 3)


depthwise_conv2d.register_autograd(
    _backward, setup_context=lambda ctx, inputs, output: _setup_context(ctx, inputs, output,
                                                                        True))
pointwise_conv2d.register_autograd(
    _backward, setup_context=lambda ctx, inputs, output: _setup_context(ctx, inputs, output,
                                                                        False))
