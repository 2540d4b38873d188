"""The kernels behind dwc's PyTorch ops: one layer spec per distinct layer
(shape, dtype, layout), bundles compiled for them, and the registry the ops
launch from.

A bundle that `compile_bundle` writes holds one function per spec and an
`index.json` naming the spec of each; `load` registers them for the current
GPU. A spec that no loaded bundle holds is compiled on first use where the
compiler library is present (into $DWC_CACHE_DIR, else ~/.cache/dwc), and
is an error naming the layer where it is not.
"""

import contextlib
import copy
import dataclasses
import hashlib
import json
import os
import pathlib

import torch

from dwc.layers import DepthwiseLayer, PointwiseLayer
from dwc.runtime import Bundle, DWCError

INDEX = "index.json"
DTYPES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16"}
TORCH_DTYPES = {name: dtype for dtype, name in DTYPES.items()}
ACTIVATIONS = ("none", "relu", "relu6", "silu", "hardswish")


@dataclasses.dataclass(frozen=True)
class LayerSpec:
    """One layer as dwc compiles it: `op` is "depthwise", "pointwise",
    "separable" (a depthwise layer, with `bias` and `mid_activation`, whose
    output feeds a 1x1 layer, with `pointwise_bias` and `activation`; one
    dwc.separable_conv2d), "depthwise_grad_input" (the depthwise layer's
    input gradient, from its output gradient; no bias or activation),
    "depthwise_grad_weight" (its filter gradient, from its input and output
    gradient), or "pointwise_grad_input" / "pointwise_grad_weight" (the same
    of an unstrided 1x1 layer);
    `padding` is PyTorch's (rows, columns), on both sides."""
    op: str
    batch: int
    in_channels: int
    out_channels: int
    height: int
    width: int
    kernel: tuple
    stride: tuple
    padding: tuple
    dilation: tuple
    bias: bool
    dtype: str
    layout: str
    activation: str = "none"
    mid_activation: str = "none"
    pointwise_bias: bool = False

    def __post_init__(self):
        if self.op not in ("depthwise", "pointwise", "separable", "depthwise_grad_input",
                           "depthwise_grad_weight", "pointwise_grad_input",
                           "pointwise_grad_weight"):
            raise ValueError(f"unknown op {self.op!r}")
        if self.activation not in ACTIVATIONS or self.mid_activation not in ACTIVATIONS:
            raise ValueError(f"unknown activation {self.activation!r} or "
                             f"{self.mid_activation!r}")
        if self.dtype not in DTYPES.values() or self.layout not in ("nchw", "nhwc"):
            raise ValueError(f"unsupported dtype {self.dtype!r} or layout {self.layout!r}")
        for name in ("kernel", "stride", "padding", "dilation"):
            value = getattr(self, name)
            if len(value) != 2 or not all(isinstance(v, int) and v >= 0 for v in value):
                raise ValueError(f"{name} must be two non-negative ints, got {value!r}")
        for name in ("batch", "in_channels", "out_channels", "height", "width"):
            if not isinstance(getattr(self, name), int) or getattr(self, name) < 1:
                raise ValueError(f"{name} must be a positive int")

    @classmethod
    def from_json(cls, fields):
        tuples = {k: tuple(v) for k, v in fields.items()
                  if k in ("kernel", "stride", "padding", "dilation")}
        return cls(**{**fields, **tuples})

    @property
    def name(self):
        """A digest of every field."""
        digest = hashlib.sha1(repr(dataclasses.astuple(self)).encode()).hexdigest()
        prefix = {"depthwise": "d", "pointwise": "p", "separable": "s",
                  "depthwise_grad_input": "g", "depthwise_grad_weight": "w",
                  "pointwise_grad_input": "q", "pointwise_grad_weight": "v"}[self.op]
        return f"dwc_{prefix}{digest[:16]}"

    @property
    def function(self):
        """The bundle function that compiles this spec."""
        return self.layer().key

    def describe(self):
        return (f"{self.op} conv N={self.batch} C={self.in_channels}->{self.out_channels} "
                f"{self.height}x{self.width} kernel {self.kernel} stride {self.stride} "
                f"padding {self.padding} dilation {self.dilation} bias {self.bias} "
                f"activation {self.activation} {self.dtype} {self.layout}")

    def layer(self):
        """The dwc.layers layer whose MLIR compiles this spec."""
        if self.op == "separable":
            ph, pw = self.padding
            depthwise = DepthwiseLayer(self.name, self.batch, self.in_channels, self.height,
                                       self.width, self.kernel, self.stride, self.dilation,
                                       (ph, ph, pw, pw), self.dtype, self.layout,
                                       bias=self.bias, activation=self.mid_activation)
            return PointwiseLayer(self.name, self.batch, self.in_channels, self.out_channels,
                                  self.height, self.width, self.dtype, self.layout,
                                  bias=self.pointwise_bias, activation=self.activation,
                                  depthwise=depthwise)
        if not self.op.startswith("pointwise"):
            ph, pw = self.padding
            return DepthwiseLayer(self.name, self.batch, self.in_channels, self.height,
                                  self.width, self.kernel, self.stride, self.dilation,
                                  (ph, ph, pw, pw), self.dtype, self.layout, bias=self.bias,
                                  activation=self.activation,
                                  op={"depthwise": "forward",
                                      "depthwise_grad_input": "backward_data",
                                      "depthwise_grad_weight": "backward_filter"}[self.op])
        return PointwiseLayer(self.name, self.batch, self.in_channels, self.out_channels,
                              self.height, self.width, self.dtype, self.layout,
                              stride=self.stride, bias=self.bias, activation=self.activation,
                              op={"pointwise": "forward",
                                  "pointwise_grad_input": "backward_data",
                                  "pointwise_grad_weight": "backward_filter"}[self.op])


class Launcher:
    """The kernels of one bundle function and how its tensors bind to them."""

    def __init__(self, bundle, function):
        self.bundle = bundle
        self.kernels = [k for k in bundle.kernels.values()
                        if k.info.get("function") == function["name"]]
        if not self.kernels:
            raise DWCError(f"bundle function {function['name']} has no kernel")
        self.arguments = function["arguments"]
        self.result = function["results"][0]
        self.tensors = function["tensors"]

    def launch(self, tensors, output):
        """Runs the kernels on the current stream: `tensors` are the
        function's arguments in order (the `init` one excluded). A tensor
        between two kernels (a split separable layer's intermediate, a filter
        gradient's partial sums) is allocated here, as the manifest describes
        it."""
        values = dict(zip(self.arguments, tensors))
        values[self.result] = output
        stream = torch.cuda.current_stream().cuda_stream
        for kernel in self.kernels:
            for name in kernel.info["bindings"].values():
                if name not in values:
                    described = self.tensors[name]
                    values[name] = torch.empty(described["shape"], device=output.device,
                                               dtype=TORCH_DTYPES[described["dtype"]])
            kernel.launch({role: values[name].data_ptr()
                           for role, name in kernel.info["bindings"].items()}, stream)


_registry = {}


@dataclasses.dataclass
class Recording:
    """What compile_bundle's dry run on meta tensors collects: the specs of
    the layers run, and the memory format the model's input has. Meta
    convolutions do not propagate channels_last as CUDA ones do, so the dry
    run gives each layer's input that format, as a channels_last model keeps
    it throughout on the GPU. `autocast` is the dtype of the CUDA autocast
    the model is to run under (None: none)."""
    memory_format: torch.memory_format
    autocast: torch.dtype = None
    specs: list = dataclasses.field(default_factory=list)


#: The dry run under way, else None.
recording = None


def chip():
    major, minor = torch.cuda.get_device_capability()
    return f"sm_{major}{minor}"


def load(directory):
    """Registers the kernels of a bundle `compile_bundle` wrote; returns the
    number of layers. The bundle must be for this GPU's chip."""
    directory = pathlib.Path(directory)
    try:
        index = json.loads((directory / INDEX).read_text())
        specs = {name: LayerSpec.from_json(fields) for name, fields in index["layers"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise DWCError(f"{directory / INDEX}: not a dwc.torch bundle index ({error})") from None
    bundle = Bundle(directory)
    if torch.cuda.is_available() and bundle.manifest.get("chip") != chip():
        raise DWCError(f"{directory} is compiled for {bundle.manifest.get('chip')}, "
                       f"this GPU is {chip()}")
    functions = {f["name"]: f for f in bundle.manifest.get("functions", [])}
    for name, spec in specs.items():
        if name not in functions or spec.function != name:
            raise DWCError(f"{directory}: index names {name}, which the bundle does not hold")
        _registry[spec] = Launcher(bundle, functions[name])
    return len(specs)


def _compile(specs, directory, target, tuning_db=None):
    from dwc import compiler
    specs = sorted(set(specs), key=lambda s: s.name)
    source = "\n".join(spec.layer().mlir() for spec in specs)
    options = f"chip={target}" + (f' tuning-db="{tuning_db}"' if tuning_db else "")
    compiler.compile_bundle(source, directory, options)
    index = {"layers": {spec.function: dataclasses.asdict(spec) for spec in specs}}
    pathlib.Path(directory, INDEX).write_text(json.dumps(index, indent=1))


def launcher(spec):
    """The kernels for `spec`: loaded, cached, or compiled now."""
    found = _registry.get(spec)
    if found:
        return found
    cache = pathlib.Path(os.environ.get("DWC_CACHE_DIR", pathlib.Path.home() / ".cache" / "dwc"))
    directory = cache / chip() / spec.name
    if not (directory / INDEX).exists():
        try:
            _compile([spec], directory, chip())
        except (ImportError, OSError) as error:
            raise DWCError(f"no dwc kernel for the {spec.describe()} and no compiler to build "
                           f"one ({error}); compile a bundle with dwc.torch.compile_bundle "
                           "and dwc.torch.load it") from None
    load(directory)
    return _registry[spec]


@contextlib.contextmanager
def _recording(memory_format, autocast):
    global recording
    recording = Recording(memory_format, autocast)
    try:
        yield recording.specs
    finally:
        recording = None


def compile_bundle(model, example_inputs, directory, target="sm_90", autocast=None,
                   tuning_db=None):
    """Compiles the kernels of every dwc layer that `model` (converted; or a
    list of models, which then share one bundle) runs on `example_inputs`
    into a bundle in `directory` for the chip `target`, without a GPU: the
    models run on meta tensors to find their layers. `autocast` is the dtype
    of the `torch.autocast("cuda", dtype)` the model will run under, whose
    layers run in that dtype (CUDA autocast cannot be entered on a machine
    without a GPU; under an enabled one its dtype is taken). With
    `tuning_db` (a database `python -m dwc.tune` wrote), its layers get
    their measured schedules. Returns the number of distinct layers."""
    models = model if isinstance(model, (list, tuple)) else [model]
    inputs = [x.to("meta") if isinstance(x, torch.Tensor) else x for x in example_inputs]
    channels_last = any(isinstance(x, torch.Tensor) and x.dim() == 4 and not x.is_contiguous()
                        and x.is_contiguous(memory_format=torch.channels_last)
                        for x in inputs)
    memory_format = torch.channels_last if channels_last else torch.contiguous_format
    if autocast is None and torch.is_autocast_enabled("cuda"):
        autocast = torch.get_autocast_dtype("cuda")
    with _recording(memory_format, autocast) as specs, torch.no_grad():
        for each in models:
            copy.deepcopy(each).to("meta")(*inputs)
    if not specs:
        raise DWCError("the model ran no dwc layer: convert it with dwc.torch.convert first")
    _compile(specs, directory, target, tuning_db)
    return len(set(specs))
