#!/usr/bin/env python3
"""Writes a network's depthwise-separable blocks (224x224 input, after the
stem) in the dwc dialect, as one function whose arguments are the input and
the weights (BatchNorm folded into the biases):

  mobilenet_v1      MobileNetV1's 13 blocks: `dwc.separable_conv2d`, 3x3
                    depthwise and pointwise, relu after each.
  mobilenet_v2      MobileNetV2's 17 inverted-residual blocks: an optional
                    `dwc.pointwise_conv2d` expansion with relu6, then a
                    `dwc.separable_conv2d` (3x3 depthwise with relu6, linear
                    projection) whose `residual` adds the block's input where
                    the block keeps its shape.
  efficientnet_b0   EfficientNet-B0's 16 MBConv blocks: an optional expansion
                    with silu, a 3x3 or 5x5 `dwc.depthwise_conv2d` with silu,
                    and a linear `dwc.pointwise_conv2d` projection with the
                    residual. The network's squeeze-and-excitation between
                    the depthwise and the projection scales each image's
                    channels by a value computed from the whole image; it is
                    not a convolution, so the blocks here leave it out (in
                    PyTorch, dwc.torch.convert keeps it as PyTorch's), and
                    the two convolutions stay separate ops as in the network.

Usage: gen_networks.py MODEL [--batch N] [--layout nchw|nhwc] [--dtype f32|f16|bf16]
"""

import argparse

# MobileNetV1: (depthwise stride, output channels) of each block.
MOBILENET_V1 = [(1, 64), (2, 128), (1, 128), (2, 256), (1, 256), (2, 512), (1, 512),
                (1, 512), (1, 512), (1, 512), (1, 512), (2, 1024), (1, 1024)]
# The inverted-residual networks: (expansion t, kernel k, first stride s,
# output channels c, repeats n) of each stage.
MOBILENET_V2 = [(1, 3, 1, 16, 1), (6, 3, 2, 24, 2), (6, 3, 2, 32, 3), (6, 3, 2, 64, 4),
                (6, 3, 1, 96, 3), (6, 3, 2, 160, 3), (6, 3, 1, 320, 1)]
EFFICIENTNET_B0 = [(1, 3, 1, 16, 1), (6, 3, 2, 24, 2), (6, 5, 2, 40, 2), (6, 3, 2, 80, 3),
                   (6, 5, 1, 112, 3), (6, 5, 2, 192, 4), (6, 3, 1, 320, 1)]
TITLES = {"mobilenet_v1": "MobileNetV1 depthwise-separable blocks",
          "mobilenet_v2": "MobileNetV2 inverted-residual blocks",
          "efficientnet_b0": "EfficientNet-B0 MBConv blocks (without squeeze-and-excitation)"}


class Writer:
    """Types and ops of one function in one layout and element type."""

    def __init__(self, batch, layout, dtype):
        self.batch, self.layout, self.dtype = batch, layout, dtype
        self.nhwc = layout == "nhwc"
        self.args, self.body = [], []

    def act(self, c, h):
        dims = (self.batch, h, h, c) if self.nhwc else (self.batch, c, h, h)
        return "tensor<" + "x".join(map(str, dims)) + f"x{self.dtype}>"

    def dw_filter(self, c, k):
        return (f"tensor<{k}x{k}x{c}x{self.dtype}>" if self.nhwc
                else f"tensor<{c}x{k}x{k}x{self.dtype}>")

    def pw_filter(self, cin, cout):
        return (f"tensor<{cin}x{cout}x{self.dtype}>" if self.nhwc
                else f"tensor<{cout}x{cin}x{self.dtype}>")

    def vector(self, c):
        return f"tensor<{c}x{self.dtype}>"

    def attrs(self, extra):
        return "{" + ", ".join([f"layout = #dwc<layout {self.layout}>"] + extra) + "}"

    def pointwise(self, name, value, cin, cout, h, activation=None, residual=None):
        """A 1x1 convolution of `value` (cin x h x h) into cout channels."""
        self.args += [f"%{name}_w: {self.pw_filter(cin, cout)}",
                      f"%{name}_b: {self.vector(cout)}"]
        extra = [f"activation = #dwc<activation {activation}>"] if activation else []
        res = f"residual({residual} : {self.act(cout, h)}) " if residual else ""
        self.body += [
            f"%{name}_init = tensor.empty() : {self.act(cout, h)}",
            f"%{name} = dwc.pointwise_conv2d ins({value}, %{name}_w : "
            f"{self.act(cin, h)}, {self.pw_filter(cin, cout)}) bias(%{name}_b : "
            f"{self.vector(cout)}) {res}outs(%{name}_init : {self.act(cout, h)}) "
            f"{self.attrs(extra)} -> {self.act(cout, h)}"]
        return f"%{name}"

    def depthwise(self, name, value, c, h, k, stride, activation):
        """A k x k depthwise convolution, padded to keep h / stride."""
        p = k // 2
        oh = (h + 2 * p - k) // stride + 1
        self.args += [f"%{name}_w: {self.dw_filter(c, k)}", f"%{name}_b: {self.vector(c)}"]
        self.body += [
            f"%{name}_init = tensor.empty() : {self.act(c, oh)}",
            f"%{name} = dwc.depthwise_conv2d ins({value}, %{name}_w : {self.act(c, h)}, "
            f"{self.dw_filter(c, k)}) bias(%{name}_b : {self.vector(c)}) "
            f"outs(%{name}_init : {self.act(c, oh)}) "
            + self.attrs([f"strides = array<i64: {stride}, {stride}>",
                          f"padding = array<i64: {p}, {p}, {p}, {p}>",
                          f"activation = #dwc<activation {activation}>"])
            + f" -> {self.act(c, oh)}"]
        return f"%{name}", oh

    def separable(self, name, value, cin, cout, h, stride, mid_activation, activation=None,
                  residual=None):
        """A 3x3 depthwise convolution and a 1x1 one as one op."""
        oh = (h + 2 - 3) // stride + 1
        self.args += [f"%{name}_dw_w: {self.dw_filter(cin, 3)}",
                      f"%{name}_dw_b: {self.vector(cin)}",
                      f"%{name}_pw_w: {self.pw_filter(cin, cout)}",
                      f"%{name}_pw_b: {self.vector(cout)}"]
        res = f"residual({residual} : {self.act(cout, oh)}) " if residual else ""
        extra = [f"strides = array<i64: {stride}, {stride}>",
                 "padding = array<i64: 1, 1, 1, 1>",
                 f"mid_activation = #dwc<activation {mid_activation}>"]
        if activation:
            extra.append(f"activation = #dwc<activation {activation}>")
        self.body += [
            f"%{name}_init = tensor.empty() : {self.act(cout, oh)}",
            f"%{name} = dwc.separable_conv2d ins({value}, %{name}_dw_w, %{name}_pw_w : "
            f"{self.act(cin, h)}, {self.dw_filter(cin, 3)}, {self.pw_filter(cin, cout)}) "
            f"depthwise_bias(%{name}_dw_b : {self.vector(cin)}) "
            f"pointwise_bias(%{name}_pw_b : {self.vector(cout)}) {res}"
            f"outs(%{name}_init : {self.act(cout, oh)}) {self.attrs(extra)} -> "
            f"{self.act(cout, oh)}"]
        return f"%{name}", oh


def mobilenet_v1(w):
    value, cin, h = "%input", 32, 112
    for index, (stride, c) in enumerate(MOBILENET_V1, 1):
        value, h = w.separable(f"b{index}", value, cin, c, h, stride, "relu", "relu")
        cin = c
    return value, cin, h


def inverted_residuals(w, stages, activation, convolve):
    """The blocks of `stages` ((t, k, s, c, n) each): an expansion by t with
    `activation` where t > 1, then `convolve(name, value, mid, c, h, k,
    stride, residual)`, which returns the block's output and its size; the
    residual is the block's input where the block keeps its shape."""
    value, cin, h, index = "%input", 32, 112, 0
    for t, k, s, c, n in stages:
        for r in range(n):
            stride = s if r == 0 else 1
            index += 1
            block_in, mid = value, cin * t
            if t != 1:
                value = w.pointwise(f"b{index}_expand", value, cin, mid, h, activation)
            residual = block_in if stride == 1 and cin == c else None
            value, h = convolve(f"b{index}", value, mid, c, h, k, stride, residual)
            cin = c
    return value, cin, h


def mobilenet_v2(w):
    def convolve(name, value, mid, c, h, k, stride, residual):
        return w.separable(name, value, mid, c, h, stride, "relu6", residual=residual)
    return inverted_residuals(w, MOBILENET_V2, "relu6", convolve)


def efficientnet_b0(w):
    def convolve(name, value, mid, c, h, k, stride, residual):
        value, h = w.depthwise(f"{name}_dw", value, mid, h, k, stride, "silu")
        return w.pointwise(f"{name}_project", value, mid, c, h, residual=residual), h
    return inverted_residuals(w, EFFICIENTNET_B0, "silu", convolve)


MODELS = {"mobilenet_v1": mobilenet_v1, "mobilenet_v2": mobilenet_v2,
          "efficientnet_b0": efficientnet_b0}


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model", choices=sorted(MODELS))
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--layout", choices=["nchw", "nhwc"], default="nchw")
    p.add_argument("--dtype", choices=["f32", "f16", "bf16"], default="f32")
    a = p.parse_args()
    w = Writer(a.batch, a.layout, a.dtype)
    w.args.append(f"%input: {w.act(32, 112)}")
    value, c, h = MODELS[a.model](w)
    print(f"// {TITLES[a.model]}, batch {a.batch}, {a.layout.upper()}, {a.dtype}.")
    print(f"// Generated by examples/gen_networks.py {a.model}; do not edit.")
    print(f"func.func @{a.model}_blocks(" + ",\n    ".join(w.args) + f") -> {w.act(c, h)} {{")
    for line in w.body:
        print("  " + line)
    print(f"  return {value} : {w.act(c, h)}")
    print("}")


if __name__ == "__main__":
    main()
