"""Layer specifications and the dwc MLIR that compiles them.

    python -m dwc.layers bench --shapes benchmarks/shapes.py -o bench.mlir
    python -m dwc.layers random --count 200 --seed 1 -o random.mlir
    python -m dwc.layers separable-bench --shapes benchmarks/shapes.py -o sep.mlir
    python -m dwc.layers separable-random --count 200 --seed 1 -o sep_random.mlir
    python -m dwc.layers dgrad-bench --shapes benchmarks/shapes.py -o dgrad.mlir
    python -m dwc.layers wgrad-bench --shapes benchmarks/shapes.py -o wgrad.mlir

`bench` is every depthwise shape of the shapes file x batch {1, 32, 128} x
{f32, f16, bf16} x {NCHW, NHWC}; `random` draws odd sizes, strides, dilations
and asymmetric padding; `dgrad-bench` and `dgrad-random` are the data
gradients of the same layers (`<key>__dgrad` functions), `wgrad-bench` and
`wgrad-random` their filter gradients (`<key>__wgrad`); `pw-dgrad-bench` and
`pw-dgrad-random` the data gradients of pointwise layers, `pw-wgrad-bench`
and `pw-wgrad-random` their filter gradients; `network-tuning` and
`network-heldout` the depthwise layers of benchmarks/tuning/layers.py (every
network's own, at native sizes) given as --shapes, `network-large` those of
benchmarks/large_windows/layers.py (RepLKNet, SLaK). Each layer is one function
holding one dwc op;
dwc-compile names its kernels `<layer.key>_dw0` and `<layer.key>_pw0` (a
separable layer has both). `separable-bench` is the pointwise (`PW`) and
separable (`SEPARABLE`) shapes over the same matrix, `pointwise-bench` the
pointwise ones alone; `separable-random`
draws pointwise and separable layers with odd channel counts, odd sizes,
strides, epilogues and residuals, `pixel-runs-random` NCHW pointwise layers
on small maps of pixel counts that are not multiples of 8 (`flat_pixels`).
"""

import argparse
import dataclasses
import random
import runpy

DTYPES = ("f32", "f16", "bf16")
LAYOUTS = ("nchw", "nhwc")
BATCHES = (1, 32, 128)


#: The parameters of #dwc.depthwise_config and #dwc.pointwise_config, in
#: their assembly order.
DEPTHWISE_CONFIG_FIELDS = [
    "block_channels", "block_rows", "block_cols", "threads", "rows_per_thread",
    "cols_per_thread", "vector_width", "column_reuse", "prefetch_depth", "unroll_rows",
    "stage_output", "predicated_padding", "stage_in_place", "max_registers"]
POINTWISE_CONFIG_FIELDS = [
    "block_m", "block_n", "block_k", "warps_m", "warps_n", "vector_width", "instruction",
    "max_registers", "stages", "partitions", "tiles_m", "flat_pixels"]


def config_attr(mnemonic, fields):
    """The attribute `#dwc.<mnemonic><...>` of the parameters in `fields`
    (a manifest's `config`, or a user's); parameters left out keep their
    defaults."""
    order = {"depthwise_config": DEPTHWISE_CONFIG_FIELDS,
             "pointwise_config": POINTWISE_CONFIG_FIELDS}[mnemonic]

    def text(value):
        return str(value).lower() if isinstance(value, bool) else str(value)
    params = ", ".join(f"{name} = {text(fields[name])}" for name in order if name in fields)
    return f"#dwc.{mnemonic}<{params}>"


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
    #: Output channels per input channel: output channel c reads input
    #: channel c // multiplier.
    multiplier: int = 1
    #: "forward"; "backward_data": the gradient of the input from that of
    #: the output (no bias or activation); "backward_filter": the filter's.
    op: str = "forward"

    @property
    def key(self):
        suffix = {"backward_data": "__dgrad", "backward_filter": "__wgrad"}.get(self.op, "")
        return f"{self.name}__n{self.batch}__{self.dtype}__{self.layout}{suffix}"

    @property
    def out_channels(self):
        return self.channels * self.multiplier

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
        return self.activation_shape(self.out_channels, *self.out_hw)

    @property
    def filter_shape(self):
        kh, kw = self.kernel
        c = self.out_channels
        return (c, kh, kw) if self.layout == "nchw" else (kh, kw, c)

    def _window_attrs(self):
        return [f"layout = #dwc<layout {self.layout}>",
                f"strides = array<i64: {self.stride[0]}, {self.stride[1]}>",
                f"dilations = array<i64: {self.dilation[0]}, {self.dilation[1]}>",
                "padding = array<i64: " + ", ".join(map(str, self.padding)) + ">"]

    def mlir(self):
        def t(shape):
            return "tensor<" + "x".join(map(str, shape)) + f"x{self.dtype}>"
        x, w, y = t(self.input_shape), t(self.filter_shape), t(self.output_shape)
        if self.op == "backward_filter":
            attrs = ", ".join(self._window_attrs())
            return (f"func.func @{self.key}(%x: {x}, %dy: {y}, %init: {w}) -> {w} {{\n"
                    f"  %0 = dwc.depthwise_conv2d_backward_filter ins(%x, %dy : {x}, {y}) "
                    f"outs(%init : {w}) {{{attrs}}} -> {w}\n"
                    f"  return %0 : {w}\n}}\n")
        if self.op == "backward_data":
            attrs = ", ".join(self._window_attrs())
            return (f"func.func @{self.key}(%dy: {y}, %w: {w}, %init: {x}) -> {x} {{\n"
                    f"  %0 = dwc.depthwise_conv2d_backward_data ins(%dy, %w : {y}, {w}) "
                    f"outs(%init : {x}) {{{attrs}}} -> {x}\n"
                    f"  return %0 : {x}\n}}\n")
        b = t((self.out_channels,))
        args = f"%x: {x}, %w: {w}" + (f", %b: {b}" if self.bias else "") + f", %init: {y}"
        bias = f" bias(%b : {b})" if self.bias else ""
        attrs = ", ".join(self._window_attrs() +
                          [f"activation = #dwc<activation {self.activation}>"])
        return (f"func.func @{self.key}({args}) -> {y} {{\n"
                f"  %0 = dwc.depthwise_conv2d ins(%x, %w : {x}, {w}){bias} "
                f"outs(%init : {y}) {{{attrs}}} -> {y}\n"
                f"  return %0 : {y}\n}}\n")


def _tensor(shape, dtype):
    return "tensor<" + "x".join(map(str, shape)) + f"x{dtype}>"


@dataclasses.dataclass(frozen=True)
class PointwiseLayer:
    """A 1x1 convolution, or with `depthwise` a separable layer: that
    depthwise layer (its `out_channels` ignored) followed by this pointwise
    convolution of its output."""
    name: str
    batch: int
    in_channels: int
    out_channels: int
    height: int
    width: int
    dtype: str
    layout: str
    stride: tuple = (1, 1)
    bias: bool = False
    activation: str = "none"
    residual: bool = False
    math: str = "exact"
    depthwise: DepthwiseLayer = None
    #: "forward"; "backward_data": the gradient of the input from that of
    #: the output (stride 1, no bias, activation or residual);
    #: "backward_filter": the filter's.
    op: str = "forward"

    @property
    def key(self):
        suffix = {"backward_data": "__dgrad", "backward_filter": "__wgrad"}.get(self.op, "")
        return f"{self.name}__n{self.batch}__{self.dtype}__{self.layout}{suffix}"

    @property
    def in_hw(self):
        return self.depthwise.out_hw if self.depthwise else (self.height, self.width)

    @property
    def out_hw(self):
        h, w = self.in_hw
        return ((h - 1) // self.stride[0] + 1, (w - 1) // self.stride[1] + 1)

    def activation_shape(self, channels, height, width):
        if self.layout == "nchw":
            return (self.batch, channels, height, width)
        return (self.batch, height, width, channels)

    @property
    def input_shape(self):
        if self.depthwise:
            return self.depthwise.input_shape
        return self.activation_shape(self.in_channels, self.height, self.width)

    @property
    def output_shape(self):
        return self.activation_shape(self.out_channels, *self.out_hw)

    @property
    def filter_shape(self):
        if self.layout == "nchw":
            return (self.out_channels, self.in_channels)
        return (self.in_channels, self.out_channels)

    def mlir(self):
        d = self.dtype
        x, w, y = _tensor(self.input_shape, d), _tensor(self.filter_shape, d), _tensor(self.output_shape, d)
        if self.op == "backward_data":
            return (f"func.func @{self.key}(%dy: {y}, %w: {w}, %init: {x}) -> {x} {{\n"
                    f"  %0 = dwc.pointwise_conv2d_backward_data ins(%dy, %w : {y}, {w}) "
                    f"outs(%init : {x}) {{layout = #dwc<layout {self.layout}>}} -> {x}\n"
                    f"  return %0 : {x}\n}}\n")
        if self.op == "backward_filter":
            return (f"func.func @{self.key}(%x: {x}, %dy: {y}, %init: {w}) -> {w} {{\n"
                    f"  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : {x}, {y}) "
                    f"outs(%init : {w}) {{layout = #dwc<layout {self.layout}>}} -> {w}\n"
                    f"  return %0 : {w}\n}}\n")
        b = _tensor((self.out_channels,), d)
        args = [f"%x: {x}"]
        if self.depthwise:
            dw = self.depthwise
            dww, dwb = _tensor(dw.filter_shape, d), _tensor((dw.channels,), d)
            args += [f"%dw: {dww}"] + ([f"%db: {dwb}"] if dw.bias else [])
        args.append(f"%w: {w}")
        operands = ""
        if self.bias:
            args.append(f"%b: {b}")
        if self.residual:
            args.append(f"%r: {y}")
        args.append(f"%init: {y}")
        attrs = [f"layout = #dwc<layout {self.layout}>",
                 f"activation = #dwc<activation {self.activation}>",
                 f"math = #dwc<math {self.math}>"]
        if self.depthwise:
            dw = self.depthwise
            attrs += [f"strides = array<i64: {dw.stride[0]}, {dw.stride[1]}>",
                      f"dilations = array<i64: {dw.dilation[0]}, {dw.dilation[1]}>",
                      "padding = array<i64: " + ", ".join(map(str, dw.padding)) + ">",
                      f"mid_activation = #dwc<activation {dw.activation}>"]
            if dw.bias:
                operands += f" depthwise_bias(%db : {dwb})"
            if self.bias:
                operands += f" pointwise_bias(%b : {b})"
            head = f"dwc.separable_conv2d ins(%x, %dw, %w : {x}, {dww}, {w})"
        else:
            attrs.append(f"strides = array<i64: {self.stride[0]}, {self.stride[1]}>")
            if self.bias:
                operands += f" bias(%b : {b})"
            head = f"dwc.pointwise_conv2d ins(%x, %w : {x}, {w})"
        if self.residual:
            operands += f" residual(%r : {y})"
        return (f"func.func @{self.key}({', '.join(args)}) -> {y} {{\n"
                f"  %0 = {head}{operands} outs(%init : {y}) {{{', '.join(attrs)}}} -> {y}\n"
                f"  return %0 : {y}\n}}\n")


def separable_bench_layers(pointwise, separable, batches=BATCHES, dtypes=DTYPES,
                           layouts=LAYOUTS):
    """Pointwise shapes (name, Cin, Cout, H, W) and separable ones (name, C,
    H, W, K, stride, Cout) as MobileNets run them: pointwise with bias; the
    separable depthwise with bias and relu6, the pointwise with bias."""
    layers = []
    for n in batches:
        for dtype in dtypes:
            for layout in layouts:
                for name, cin, cout, h, w in pointwise:
                    layers.append(PointwiseLayer(name, n, cin, cout, h, w, dtype, layout,
                                                 bias=True))
                for name, c, h, w, k, s, cout in separable:
                    p = k // 2
                    dw = DepthwiseLayer(name, n, c, h, w, (k, k), (s, s), (1, 1), (p, p, p, p),
                                        dtype, layout, True, "relu6")
                    layers.append(PointwiseLayer(name, n, c, cout, h, w, dtype, layout,
                                                 bias=True, depthwise=dw))
    return layers


def separable_random_layers(count, seed):
    """Pointwise and separable layers in turn: channel counts 1-1100 (odd
    ones, not multiples of 8), odd sizes, strides 1-2, every epilogue, a
    residual where the shapes allow, tf32 one f32 layer in four."""
    rng = random.Random(seed)
    layers = []
    while len(layers) < count:
        index = len(layers)
        batch = rng.choice([1, 1, 2, 3, 5, 8, 16])
        cin = rng.choice([rng.randint(1, 64), rng.randint(1, 1100), 58, 1000])
        cout = rng.choice([rng.randint(1, 64), rng.randint(1, 1100), 58, 1000])
        h, w = rng.randint(1, 30), rng.randint(1, 30)
        dtype, layout = rng.choice(DTYPES), rng.choice(LAYOUTS)
        math = "tf32" if dtype == "f32" and rng.random() < 0.25 else "exact"
        act = rng.choice(["none", "relu", "relu6", "silu", "hardswish"])
        bias = rng.random() < 0.5
        if index % 2 == 0:
            stride = rng.choice([(1, 1), (1, 1), (2, 2), (2, 1)])
            layer = PointwiseLayer(f"rpw{index}", batch, cin, cout, h, w, dtype, layout,
                                   stride, bias, act, math=math)
        else:
            k = rng.choice([3, 5])
            s = rng.choice([1, 2])
            dw = DepthwiseLayer(f"rsep{index}", batch, cin, h, w, (k, k), (s, s), (1, 1),
                                (k // 2,) * 4, dtype, layout, rng.random() < 0.5,
                                rng.choice(["none", "relu6", "silu", "hardswish"]))
            layer = PointwiseLayer(f"rsep{index}", batch, cin, cout, h, w, dtype, layout,
                                   bias=bias, activation=act, math=math, depthwise=dw)
        if rng.random() < 0.3:
            layer = dataclasses.replace(layer, residual=True)
        layers.append(layer)
    return layers


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


def network_layers(path, subset, batches=BATCHES, dtypes=DTYPES, layouts=LAYOUTS):
    """The depthwise layers of `subset` ("TUNING", "HELDOUT" or "LARGE") of a
    layers file as benchmarks/tuning/extract_layers.py writes it (name, C, multiplier, H,
    W, kernel, stride, dilation, padding, networks) x batch x dtype x
    layout."""
    return [DepthwiseLayer(name, n, c, h, w, tuple(k), tuple(s), tuple(d), tuple(p), dtype,
                           layout, multiplier=m)
            for name, c, m, h, w, k, s, d, p, _ in runpy.run_path(path)[subset]
            for n in batches for dtype in dtypes for layout in layouts]


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
    NCHW blocks stage whole channel planes (and their outputs). One layer in
    eight has a channel multiplier of 2-4, and one in ten strides of 3-9,
    where a thread's window reaches far across the input row."""
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
        if rng.random() < 0.125:
            layer = dataclasses.replace(layer, multiplier=rng.randint(2, 4))
        if not small_map and rng.random() < 0.1:
            layer = dataclasses.replace(layer, stride=(rng.randint(3, 9), rng.randint(3, 9)))
        if min(layer.out_hw) >= 1:
            layers.append(layer)
    return layers


def as_data_gradients(layers):
    """The data gradients of `layers`' convolutions (their bias and
    activation dropped)."""
    return [dataclasses.replace(layer, op="backward_data", bias=False, activation="none")
            for layer in layers]


def pointwise_gradient_bench_layers(pointwise, op, batches=BATCHES, dtypes=DTYPES,
                                    layouts=LAYOUTS):
    """The `op` gradients ("backward_data" or "backward_filter") of the
    pointwise shapes (name, Cin, Cout, H, W)."""
    return [PointwiseLayer(name, n, cin, cout, h, w, dtype, layout, op=op)
            for n in batches for dtype in dtypes for layout in layouts
            for name, cin, cout, h, w in pointwise]


def pixel_runs_random_layers(count, seed):
    """Unstrided NCHW pointwise layers on small maps whose pixel counts are
    not multiples of 8 (at most 128 pixels), the layers `flat_pixels`
    schedules where their channel counts allow: channels mostly multiples
    of 8, some odd, every dtype (f32 as tf32 one layer in two), every
    epilogue, a residual one layer in four."""
    rng = random.Random(seed)
    layers = []
    while len(layers) < count:
        h, w = rng.randint(1, 11), rng.randint(1, 11)
        if (h * w) % 8 == 0 or h * w > 128:
            continue
        index = len(layers)
        cin = rng.choice([8 * rng.randint(1, 40), rng.randint(1, 300), 58, 960])
        cout = rng.choice([8 * rng.randint(1, 40), rng.randint(1, 300), 160, 1000])
        dtype = rng.choice(DTYPES)
        math = "tf32" if dtype == "f32" and rng.random() < 0.5 else "exact"
        layers.append(PointwiseLayer(
            f"rruns{index}", rng.choice([1, 2, 3, 8, 32]), cin, cout, h, w, dtype, "nchw",
            bias=rng.random() < 0.5,
            activation=rng.choice(["none", "relu", "relu6", "silu", "hardswish"]),
            residual=rng.random() < 0.25, math=math))
    return layers


def pointwise_gradient_random_layers(count, seed, op):
    """The `op` gradients of the pointwise layers that
    separable_random_layers draws (odd channel counts and sizes), stride 1."""
    prefix = {"backward_data": "rpwd", "backward_filter": "rpww"}[op]
    layers, draw = [], 0
    while len(layers) < count:
        for layer in separable_random_layers(2 * count, seed + draw):
            if layer.depthwise is None and len(layers) < count:
                layers.append(dataclasses.replace(
                    layer, name=f"{prefix}{len(layers)}", stride=(1, 1), bias=False,
                    activation="none", residual=False, math="exact", op=op))
        draw += 1
    return layers


def as_filter_gradients(layers):
    """The filter gradients of `layers`' convolutions (their bias and
    activation dropped)."""
    return [dataclasses.replace(layer, op="backward_filter", bias=False, activation="none")
            for layer in layers]


#: The pointwise gradient suites (pw-<name>-bench, pw-<name>-random).
POINTWISE_GRADIENT_SUITES = {"dgrad": "backward_data", "wgrad": "backward_filter"}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite", choices=["bench", "random", "separable-bench", "pointwise-bench",
                                          "separable-random", "pixel-runs-random",
                                          "dgrad-bench", "dgrad-random",
                                          "wgrad-bench", "wgrad-random", "pw-dgrad-bench",
                                          "pw-dgrad-random", "pw-wgrad-bench",
                                          "pw-wgrad-random", "network-tuning",
                                          "network-heldout", "network-large"])
    parser.add_argument("--shapes", help="shapes file (bench), or layers file "
                        "(network-tuning, network-heldout, network-large)")
    parser.add_argument("--dtypes", nargs="+", default=list(DTYPES))
    parser.add_argument("--layouts", nargs="+", default=list(LAYOUTS))
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batches", type=int, nargs="+", default=list(BATCHES))
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    if args.suite == "bench":
        layers = bench_layers(load_shapes(args.shapes), args.batches, args.dtypes,
                              args.layouts)
    elif args.suite.startswith("network-"):
        subset = {"network-tuning": "TUNING", "network-heldout": "HELDOUT",
                  "network-large": "LARGE"}[args.suite]
        layers = network_layers(args.shapes, subset, args.batches, args.dtypes, args.layouts)
    elif args.suite == "separable-bench":
        shapes = runpy.run_path(args.shapes)
        layers = separable_bench_layers(shapes["PW"], shapes["SEPARABLE"], args.batches,
                                        args.dtypes, args.layouts)
    elif args.suite == "pointwise-bench":
        layers = separable_bench_layers(runpy.run_path(args.shapes)["PW"], [], args.batches,
                                        args.dtypes, args.layouts)
    elif args.suite == "separable-random":
        layers = separable_random_layers(args.count, args.seed)
    elif args.suite == "pixel-runs-random":
        layers = pixel_runs_random_layers(args.count, args.seed)
    elif args.suite == "dgrad-bench":
        layers = as_data_gradients(bench_layers(load_shapes(args.shapes), args.batches))
    elif args.suite == "dgrad-random":
        layers = as_data_gradients(random_layers(args.count, args.seed))
    elif args.suite == "wgrad-bench":
        layers = as_filter_gradients(bench_layers(load_shapes(args.shapes), args.batches))
    elif args.suite == "wgrad-random":
        layers = as_filter_gradients(random_layers(args.count, args.seed))
    elif args.suite.startswith("pw-") and args.suite.endswith("-bench"):
        op = POINTWISE_GRADIENT_SUITES[args.suite.split("-")[1]]
        layers = pointwise_gradient_bench_layers(runpy.run_path(args.shapes)["PW"], op,
                                                 args.batches)
    elif args.suite.startswith("pw-"):
        op = POINTWISE_GRADIENT_SUITES[args.suite.split("-")[1]]
        layers = pointwise_gradient_random_layers(args.count, args.seed, op)
    else:
        layers = random_layers(args.count, args.seed)
    with open(args.output, "w") as out:
        out.write("".join(layer.mlir() for layer in layers))


if __name__ == "__main__":
    main()
