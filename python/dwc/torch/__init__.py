"""dwc in PyTorch: depthwise and 1x1 convolutions as custom operators.

    import dwc.torch
    model = dwc.torch.convert(model)                        # nn.Conv2d -> dwc modules
    dwc.torch.compile_bundle(model, (x,), "bundle/")        # here, with the compiler
    dwc.torch.load("bundle/")                               # on the GPU, runtime only

`convert` replaces depthwise `nn.Conv2d` (groups == in_channels ==
out_channels) and 1x1 `nn.Conv2d` layers by modules that hold the same
parameters and call `torch.ops.dwc.depthwise_conv2d` /
`torch.ops.dwc.pointwise_conv2d`. The ops run dwc's kernels for the exact
layer (shape, dtype, layout, chip), from bundles loaded with `load` or, where
the compiler library is present, compiled on first use into a cache. They
have fake implementations (torch.compile and torch.export trace through
them) and gradients. For inference, `convert(model.eval(), inference=True)`
folds BatchNorm and activations into the layers and fuses a depthwise layer
with the 1x1 layer it feeds (`torch.ops.dwc.separable_conv2d`).
"""

from dwc.torch.kernels import LayerSpec, compile_bundle, load
from dwc.torch.modules import DepthwiseConv2d, PointwiseConv2d, SeparableConv2d, convert
from dwc.torch import ops

__all__ = ["LayerSpec", "compile_bundle", "load", "DepthwiseConv2d", "PointwiseConv2d",
           "SeparableConv2d", "convert", "ops"]
