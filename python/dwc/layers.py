"""Depthwise layer specifications and the dwc MLIR that compiles them.

    python -m dwc.layers bench --shapes benchmarks/shapes.py -o bench.mlir
    python -m dwc.layers random --count 200 --seed 1 -o random.mlir

`bench` is every depthwise shape of the shapes file x batch {1, 32, 128} x
{f32, f16, bf16} x {NCHW, NHWC}; `random` draws odd sizes, strides, dilations
and asymmetric padding. Each layer is one function holding one
dwc.depthwise_conv2d; dwc-compile names its kernel `<layer.key>_dw0`.
"""

import argparse
import dataclasses
import random
import runpy

DTYPES = ("f32", "f16", "bf16")
LAYOUTS = ("nchw", "nhwc")
BATCHES = (1, 32, 128)


@dataclasses.dataclass(frozen=True)
class DepthwiseLayer:
    name: str
    batch: int
    channels: int
    height: int
    width: int
    kernel: tuple
    stride: tuple
    dilation: tuple
    padding: tuple  # (top, bottom, left, right)
    dtype: str
    layout: str
    bias: bool = False
    activation: str = "none"

    @property
    def key(self):
        return f"{self.name}__n{self.batch}__{self.dtype}__{self.layout}"

    @property
    def out_hw(self):
        def size(n, k, s, d, lo, hi):
            return (n + lo + hi - (k - 1) * d - 1) // s + 1
        pt, pb, pl, pr = self.padding
        return (size(self.height, self.kernel[0], self.stride[0], self.dilation[0], pt, pb),
                size(self.width, self.kernel[1], self.stride[1], self.dilation[1], pl, pr))

    def activation_shape(self, channels, height, width):
        if self.layout == "nchw":
            return (self.batch, channels, height, width)
        return (self.batch, height, width, channels)

    @property
    def input_shape(self):
        return self.activation_shape(self.channels, self.height, self.width)

    @property
    def output_shape(self):
        return self.activation_shape(self.channels, *self.out_hw)

    @property
    def filter_shape(self):
        kh, kw = self.kernel
        return (self.channels, kh, kw) if self.layout == "nchw" else (kh, kw, self.channels)

    def mlir(self):
        def t(shape):
            return "tensor<" + "x".join(map(str, shape)) + f"x{self.dtype}>"
        x, w, y = t(self.input_shape), t(self.filter_shape), t(self.output_shape)
        b = t((self.channels,))
        args = f"%x: {x}, %w: {w}" + (f", %b: {b}" if self.bias else "") + f", %init: {y}"
        bias = f" bias(%b : {b})" if self.bias else ""
        attrs = ", ".join([
            f"layout = #dwc<layout {self.layout}>",
            f"strides = array<i64: {self.stride[0]}, {self.stride[1]}>",
            f"dilations = array<i64: {self.dilation[0]}, {self.dilation[1]}>",
            "padding = array<i64: " + ", ".join(map(str, self.padding)) + ">",
            f"activation = #dwc<activation {self.activation}>"])
        return (f"func.func @{self.key}({args}) -> {y} {{\n"
                f"  %0 = dwc.depthwise_conv2d ins(%x, %w : {x}, {w}){bias} "
                f"outs(%init : {y}) {{{attrs}}} -> {y}\n"
                f"  return %0 : {y}\n}}\n")


def load_shapes(path):
    """(name, C, H, W, K, stride) depthwise entries of a shapes file."""
    return runpy.run_path(path)["DW"]


def bench_layers(shapes, batches=BATCHES, dtypes=DTYPES, layouts=LAYOUTS):
    layers = []
    for name, c, h, w, k, s in shapes:
        for n in batches:
            for dtype in dtypes:
                for layout in layouts:
                    p = k // 2
                    layers.append(DepthwiseLayer(name, n, c, h, w, (k, k), (s, s), (1, 1),
                                                 (p, p, p, p), dtype, layout))
    return layers


def draw_layers(draws, seed, count):
    """`count` layers from the functions `draws` ((rng, index) -> a layer, or
    None to draw again), taken in turn over one random.Random(seed): the
    generators behind the A/B sets of docs/bench."""
    rng = random.Random(seed)
    layers = []
    while len(layers) < count:
        layer = draws[len(layers) % len(draws)](rng, len(layers))
        if layer:
            layers.append(layer)
    return layers


def random_layers(count, seed):
    """Odd sizes, strides 1-2, dilations 1-2, asymmetric padding, bias and
    activations; rows up to 80 wide, so NCHW meets both the shuffle schedule
    and, for rows no warp segment covers, the window schedule. Batches are
    1-6, and 256 (the largest the schedules are meant for) one time in 20.
    One layer in four is a small map (5-28 rows, stride 1, 3x3 or 5x5) over
    16-64 images of 16-256 channels, where threads walk several rows and
    NCHW blocks stage whole channel planes (and their outputs)."""
    rng = random.Random(seed)
    layers = []
    while len(layers) < count:
        small_map = rng.random() < 0.25
        if small_map:
            kh = kw = rng.choice([3, 5])
            sh = sw = dh = dw = 1
        else:
            kh, kw = rng.choice([1, 3, 5, 7]), rng.choice([1, 3, 5, 7])
            sh, sw = rng.choice([1, 2]), rng.choice([1, 2])
            dh, dw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
        eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
        pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
        if small_map:
            batch, channels = rng.randint(16, 64), rng.randint(16, 256)
            height, width = rng.randint(5, 28), rng.randint(5, 28)
        else:
            batch = 256 if rng.random() < 0.05 else rng.randint(1, 6)
            channels, height, width = rng.randint(1, 80), rng.randint(1, 40), rng.randint(1, 80)
        layer = DepthwiseLayer(
            f"rand{len(layers)}", batch, channels, height, width, (kh, kw), (sh, sw),
            (dh, dw), pad, rng.choice(DTYPES), rng.choice(LAYOUTS), rng.random() < 0.5,
            rng.choice(["none", "relu", "relu6", "silu"]))
        if min(layer.out_hw) >= 1:
            layers.append(layer)
    return layers


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite", choices=["bench", "random"])
    parser.add_argument("--shapes", help="shapes file (bench)")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batches", type=int, nargs="+", default=list(BATCHES))
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    if args.suite == "bench":
        layers = bench_layers(load_shapes(args.shapes), args.batches)
    else:
        layers = random_layers(args.count, args.seed)
    with open(args.output, "w") as out:
        out.write("".join(layer.mlir() for layer in layers))


if __name__ == "__main__":
    main()
