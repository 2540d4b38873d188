"""Modules that run nn.Conv2d's depthwise and 1x1 layers through dwc, and
`convert`, which puts them in a model."""

import logging

import torch
import torch.nn.functional as F
from torch import nn

from dwc.torch import kernels, ops

log = logging.getLogger("dwc.torch")


def _autocast(*tensors):
    """`tensors` in CUDA autocast's dtype where autocast is on, as nn.Conv2d
    runs under it (the casts are differentiable: the parameters keep their
    dtype and get their gradients in it); as they are otherwise."""
    if kernels.recording is not None:
        dtype = kernels.recording.autocast
    elif torch.is_autocast_enabled("cuda"):
        dtype = torch.get_autocast_dtype("cuda")
    else:
        dtype = None
    if dtype is None:
        return tensors
    return tuple(t.to(dtype) if t is not None and t.is_floating_point() else t
                 for t in tensors)


class _DWCConv(nn.Module):
    """Holds the parameters of the nn.Conv2d it replaces (the same
    Parameter objects, so optimizers and state dicts see no change)."""

    def __init__(self, conv):
        super().__init__()
        self.weight = conv.weight
        self.bias = conv.bias
        self.stride = tuple(conv.stride)
        self.padding = tuple(conv.padding)
        self.dilation = tuple(conv.dilation)
        self.groups = conv.groups
        #: An activation fused for inference (`convert(..., inference=True)`).
        self.activation = "none"
        #: Whether dwc's kernels compute the input and weight gradients
        #: (a depthwise layer's always; a 1x1 layer's with
        #: `convert(..., pointwise_gradients="dwc")`, where unstrided).
        self.dwc_gradients = self.op == "depthwise"

    def forward(self, x):
        x, weight, bias = _autocast(x, self.weight, self.bias)
        if kernels.recording is not None:
            # compile_bundle's dry run on meta tensors: note the layer.
            memory_format = kernels.recording.memory_format
            x = x.contiguous(memory_format=memory_format)
            kernels.recording.specs.append(ops._spec(self.op, x, weight, bias, self.stride,
                                                     self.padding, self.dilation,
                                                     self.activation))
            if self.dwc_gradients and ops._dwc_gradients(self.op, self.stride,
                                                         self.activation):
                # A layer that can be trained: its input and filter
                # gradients too.
                for gradient in ("grad_input", "grad_weight"):
                    kernels.recording.specs.append(ops._gradient_spec(
                        self.op, gradient, x, weight, self.stride, self.padding,
                        self.dilation))
            out = F.conv2d(x, weight, bias, self.stride, self.padding, self.dilation,
                           self.groups)
            return out.contiguous(memory_format=memory_format)
        return self._call(x, weight, bias)

    def extra_repr(self):
        return (f"{self.weight.shape[1] * self.groups}, {self.weight.shape[0]}, "
                f"kernel_size={tuple(self.weight.shape[2:])}, stride={self.stride}, "
                f"padding={self.padding}, dilation={self.dilation}, bias={self.bias is not None}"
                + (f", activation={self.activation}" if self.activation != "none" else ""))

    def fold(self, batchnorm, activation):
        """Takes an eval-mode `batchnorm` after it into its weight and bias
        (new tensors: the model's parameters stay) and `activation`."""
        scale = batchnorm.weight / torch.sqrt(batchnorm.running_var + batchnorm.eps)
        bias = self.bias if self.bias is not None else torch.zeros_like(scale)
        with torch.no_grad():
            self.weight = nn.Parameter(self.weight * scale.reshape(-1, 1, 1, 1),
                                       requires_grad=False)
            self.bias = nn.Parameter((bias - batchnorm.running_mean) * scale + batchnorm.bias,
                                     requires_grad=False)
        self.activation = activation


class DepthwiseConv2d(_DWCConv):
    op = "depthwise"

    def _call(self, x, weight, bias):
        return torch.ops.dwc.depthwise_conv2d(x, weight, bias, list(self.stride),
                                              list(self.padding), list(self.dilation),
                                              self.activation)


class PointwiseConv2d(_DWCConv):
    op = "pointwise"

    def _call(self, x, weight, bias):
        return torch.ops.dwc.pointwise_conv2d(x, weight, bias, list(self.stride),
                                              self.activation, self.dwc_gradients)


class SeparableConv2d(nn.Module):
    """A folded depthwise layer and the folded 1x1 layer it feeds, as one
    `torch.ops.dwc.separable_conv2d` (convert(..., inference=True)): the
    intermediate need not pass through memory."""

    def __init__(self, depthwise, pointwise):
        super().__init__()
        self.depthwise, self.pointwise = depthwise, pointwise

    def forward(self, x):
        d, p = self.depthwise, self.pointwise
        x, dw, db, pw, pb = _autocast(x, d.weight, d.bias, p.weight, p.bias)
        if kernels.recording is not None:
            # compile_bundle's dry run on meta tensors: note the layer.
            memory_format = kernels.recording.memory_format
            x = x.contiguous(memory_format=memory_format)
            kernels.recording.specs.append(ops._separable_spec(
                x, dw, db, pw, pb, d.stride, d.padding, d.dilation, d.activation,
                p.activation))
            mid = F.conv2d(x, dw, db, d.stride, d.padding, d.dilation, d.groups)
            return F.conv2d(mid, pw, pb).contiguous(memory_format=memory_format)
        return torch.ops.dwc.separable_conv2d(
            x, dw, db, pw, pb, list(d.stride), list(d.padding), list(d.dilation),
            d.activation, p.activation)


def _why_not(conv):
    """Why `conv` stays a PyTorch module, or None where dwc takes it."""
    if conv.padding_mode != "zeros":
        return f"padding_mode {conv.padding_mode!r}"
    if isinstance(conv.padding, str):
        return f"padding {conv.padding!r}"
    if conv.weight.dtype not in kernels.DTYPES:
        return f"dtype {conv.weight.dtype}"
    depthwise = conv.groups == conv.in_channels == conv.out_channels and conv.groups > 1
    pointwise = conv.groups == 1 and tuple(conv.kernel_size) == (1, 1)
    if depthwise:
        return None
    if pointwise:
        return None if tuple(conv.padding) == (0, 0) else "a padded 1x1 convolution"
    if conv.groups > 1 and conv.groups == conv.in_channels:
        return "a channel multiplier above 1"
    return "neither depthwise nor 1x1" if conv.groups == 1 else "a grouped convolution"


_said = set()
_ACTIVATIONS = {nn.ReLU: "relu", nn.ReLU6: "relu6", nn.SiLU: "silu", nn.Hardswish: "hardswish"}


def _fold_sequence(sequence):
    """In `sequence` (an nn.Sequential), a dwc module followed by an
    eval-mode BatchNorm2d and optionally an activation takes both; they
    become nn.Identity."""
    children = list(sequence.named_children())
    for i, (_, child) in enumerate(children):
        if not isinstance(child, _DWCConv) or i + 1 >= len(children):
            continue
        name, batchnorm = children[i + 1]
        if not (isinstance(batchnorm, nn.BatchNorm2d) and not batchnorm.training
                and batchnorm.track_running_stats and batchnorm.affine):
            continue
        activation = "none"
        if i + 2 < len(children) and type(children[i + 2][1]) in _ACTIVATIONS:
            activation = _ACTIVATIONS[type(children[i + 2][1])]
            setattr(sequence, children[i + 2][0], nn.Identity())
        child.fold(batchnorm, activation)
        setattr(sequence, name, nn.Identity())


def _sole_layer(module):
    """The dwc layer `module` computes alone (itself, or the one layer of an
    nn.Sequential whose other children folded into it), with its parent and
    name there; None where it computes anything else."""
    if isinstance(module, _DWCConv):
        return module
    if isinstance(module, nn.Sequential):
        rest = [(name, child) for name, child in module.named_children()
                if not isinstance(child, nn.Identity)]
        if len(rest) == 1 and isinstance(rest[0][1], _DWCConv):
            return rest[0][1]
    return None


def _replace(parent, old, new):
    """Puts `new` where `old` is: among `parent`'s children or theirs."""
    for name, child in parent.named_children():
        if child is old:
            setattr(parent, name, new)
            return
        if isinstance(child, nn.Sequential) and any(c is old for c in child.children()):
            _replace(child, old, new)
            return


def _fuse_separable(sequence):
    """In `sequence`, a folded depthwise layer directly followed by a folded
    unstrided 1x1 layer (nothing between them but what folded into them)
    becomes one SeparableConv2d; the 1x1 layer's place an nn.Identity."""
    children = list(sequence.children())
    for first, second in zip(children, children[1:]):
        d, p = _sole_layer(first), _sole_layer(second)
        if (isinstance(d, DepthwiseConv2d) and isinstance(p, PointwiseConv2d)
                and tuple(p.stride) == (1, 1)):
            _replace(sequence, d, SeparableConv2d(d, p))
            _replace(sequence, p, nn.Identity())


def convert(model, depthwise=True, pointwise=True, inference=False, separable=True,
            pointwise_gradients="pytorch"):
    """Replaces, in place, each depthwise (with `depthwise`) and 1x1 (with
    `pointwise`) nn.Conv2d of `model` by a dwc module with the same
    parameters and returns `model`. A layer dwc does not take stays, and the
    reason is logged once (logger "dwc.torch"). A depthwise layer's input and
    weight gradients run dwc's kernels; an unstrided 1x1 layer's run
    PyTorch's convolution backward (cuBLAS / cuDNN GEMMs), or dwc's with
    `pointwise_gradients="dwc"`. With `inference` (a model in
    eval mode), a BatchNorm2d and an activation (ReLU, ReLU6, SiLU,
    Hardswish) that follow a converted layer in an nn.Sequential fold into
    it, as one kernel without a gradient; and with `separable` as well, a
    depthwise layer that feeds a 1x1 layer with nothing else between them
    (MobileNetV2's blocks) becomes one fused separable layer."""
    if inference and model.training:
        raise ValueError("convert(..., inference=True) folds BatchNorm: call model.eval() first")
    if pointwise_gradients not in ("pytorch", "dwc"):
        raise ValueError(f"pointwise_gradients is 'pytorch' or 'dwc', got {pointwise_gradients!r}")
    for name, child in list(model.named_children()):
        if isinstance(child, nn.Conv2d):
            reason = _why_not(child)
            if reason is None:
                is_depthwise = child.groups > 1
                if depthwise if is_depthwise else pointwise:
                    module = (DepthwiseConv2d if is_depthwise else PointwiseConv2d)(child)
                    if not is_depthwise:
                        module.dwc_gradients = pointwise_gradients == "dwc"
                    setattr(model, name, module)
            elif reason not in _said:
                _said.add(reason)
                log.info("dwc.torch.convert: keeping nn.Conv2d layers with %s", reason)
        else:
            convert(child, depthwise, pointwise, inference, separable, pointwise_gradients)
    if inference and isinstance(model, nn.Sequential):
        _fold_sequence(model)
        if separable:
            _fuse_separable(model)
    return model
