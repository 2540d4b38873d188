"""Runs, checks and times the functions of a kernel bundle on the GPU.

    python -m dwc.bench BUNDLE [--only REGEX] [--reps N] [--no-time] [--json FILE]

Every function of the bundle's manifest (one function of the compiled
source, e.g. all blocks of examples/mobilenet_v2.mlir) runs as its kernels
in order, through dwc.runtime, on fresh random arguments with every tensor a
kernel writes poisoned with NaN first. Each result is compared with a float64
reference of the same ops (PyTorch's conv2d on float64 copies, on the GPU):
relative L2 error within dwc.reference.TOLERANCE, and every element written.
Unless --no-time, the function is then timed as CUDA-graph replays over
rotated argument sets (dwc.timing), beside a copy kernel moving as many bytes
as its kernels read and write, timed the same way: the ceiling of a chain of
memory-bound kernels. Exit status 1 when any check fails. Needs PyTorch with
CUDA. The forward ops are checked here; the gradients are checked by
`python -m dwc.tune` (per kernel) and the benchmark harnesses.
"""

import argparse
import json
import math
import re
import sys

from dwc.reference import TOLERANCE
from dwc.runtime import Bundle, DWCError

#: The ops whose float64 reference this module computes.
FORWARD_OPS = ("depthwise_conv2d", "pointwise_conv2d", "separable_conv2d")

#: TF32 products keep 10 mantissa bits: relative L2 errors near 2^-11 per
#: product, averaged down over K.
TF32_TOLERANCE = 5e-3

#: At least the L2 of the chips dwc targets (50 MB on an H100 and H200): a
#: timing rotates through twice this many bytes of argument sets, so that no
#: replay finds its inputs in L2.
L2_BYTES = 64 << 20


def _torch():
    import torch  # an optional dependency: only this module and dwc.torch need it

    return torch


def activation(y, kind):
    functional = _torch().nn.functional
    return {"none": lambda t: t, "relu": functional.relu, "relu6": functional.relu6,
            "silu": functional.silu, "hardswish": functional.hardswish}[kind](y)


def torch_dtype(name):
    torch = _torch()
    return {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[name]


class BundleFunction:
    """A function of a bundle (dwc.runtime.Function) with what checking and
    timing it needs: arguments, a float64 reference and its bytes."""

    def __init__(self, function):
        self.function = function
        self.name = function.name
        self.kernels = function.kernels
        self.arguments = function.arguments
        self.results = function.results
        self.tensors = function.tensors
        self.dtype = self.tensors[self.arguments[0]]["dtype"]
        self.layout = self.kernels[0].info["layout"]
        self.math = self.kernels[-1].info.get("math", "exact")
        self.written = [k.info["bindings"]["output"] for k in self.kernels]
        self.unsupported = sorted({k.info["op"] for k in self.kernels} - set(FORWARD_OPS))

    def shape(self, name):
        return self.tensors[name]["shape"]

    def nchw(self, t):
        return t if self.layout == "nchw" or t.dim() != 4 else t.permute(0, 3, 1, 2)

    def make(self, generator):
        """Random arguments (in [-1, 1), weights scaled by 1/sqrt(fan-in)
        so that activations stay of order one) and NaN-poisoned outputs."""
        torch = _torch()
        dtype = torch_dtype(self.dtype)
        values = {}
        for name in self.arguments:
            shape = self.shape(name)
            t = torch.rand(shape, device="cuda", generator=generator) * 2 - 1
            if len(shape) == 2:
                t = t / math.sqrt(min(shape))
            values[name] = t.to(dtype)
        for name in self.written:
            values[name] = torch.full(self.shape(name), float("nan"), device="cuda", dtype=dtype)
        return values

    def launch(self, values, stream=None, serialized=False):
        stream = stream or _torch().cuda.current_stream().cuda_stream
        self.function.launch({name: t.data_ptr() for name, t in values.items()}, stream,
                             serialized)

    def reference(self, values):
        """Float64 NCHW results of every kernel, by tensor name."""
        functional = _torch().nn.functional
        ref = {name: self.nchw(v.double()) for name, v in values.items()
               if name not in self.written}
        for kernel in self.kernels:
            info, bind = kernel.info, kernel.info["bindings"]
            x = ref[bind["input"]]
            if info["op"] in ("depthwise_conv2d", "separable_conv2d"):
                fused = info["op"] == "separable_conv2d"
                w = ref[bind["depthwise_filter" if fused else "filter"]]
                b = ref.get(bind.get("depthwise_bias" if fused else "bias"))
                chw = w if self.layout == "nchw" else w.permute(2, 0, 1)
                pt, pb, pl, pr = info["padding"]
                x = functional.conv2d(functional.pad(x, (pl, pr, pt, pb)), chw.unsqueeze(1), b,
                                      stride=info["strides"], dilation=info["dilations"],
                                      groups=x.shape[1])
                x = activation(x, info["mid_activation" if fused else "activation"])
                if not fused:
                    ref[bind["output"]] = x
                    continue
            w = ref[bind["pointwise_filter" if "pointwise_filter" in bind else "filter"]]
            b = ref.get(bind.get("pointwise_bias" if "pointwise_filter" in bind else "bias"))
            oi = w if self.layout == "nchw" else w.t()
            strides = info["strides"] if info["op"] == "pointwise_conv2d" else [1, 1]
            y = activation(functional.conv2d(x, oi[:, :, None, None], b, stride=strides),
                           info["activation"])
            if "residual" in bind:
                y = y + ref[bind["residual"]]
            ref[bind["output"]] = y
        return ref

    def bytes_moved(self):
        """Bytes of the arguments (input, weights, residual) and results: what
        the function must move at least, however its kernels split it."""
        names = set(self.arguments[:-1]) | set(self.results)
        return sum(math.prod(self.shape(n)) for n in names) * torch_dtype(self.dtype).itemsize

    def kernel_bytes(self):
        """Bytes its kernels move, each reading its operands and writing its
        result once: what a chain of kernels (a network's blocks) must move."""
        return sum(math.prod(arg["shape"]) * torch_dtype(arg["dtype"]).itemsize
                   for kernel in self.kernels for arg in kernel.info["args"])


def check(function, generator):
    """Runs `function` once on fresh arguments and compares its results with
    the float64 reference: {"unwritten", "rel_l2_error", "pass"}."""
    torch = _torch()
    values = function.make(generator)
    function.launch(values)
    torch.cuda.synchronize()
    ref = function.reference(values)
    result = {"unwritten": 0, "rel_l2_error": 0.0}
    for name in function.results:
        got = function.nchw(values[name].double())
        result["unwritten"] += int(torch.isnan(got).sum().item())
        want = ref[name]
        denom = torch.linalg.vector_norm(want).item() or 1.0
        error = torch.linalg.vector_norm(torch.nan_to_num(got, nan=0.0) - want).item() / denom
        result["rel_l2_error"] = max(result["rel_l2_error"], error)
    tolerance = (TF32_TOLERANCE if function.math == "tf32" and function.dtype == "f32"
                 else TOLERANCE[function.dtype])
    result["pass"] = result["unwritten"] == 0 and result["rel_l2_error"] < tolerance
    return result


def rotation_sets(function):
    """Argument sets a timing rotates through, so that the inputs of each
    replay come from DRAM as they would in a network."""
    return max(2, min(64, math.ceil(2 * L2_BYTES / function.bytes_moved())))


def time_function(function, generator, reps):
    """{"dwc_us", "copy_us"}: CUDA-graph medians of the function and of a
    copy of as many bytes as its kernels move, over the same number of
    rotated sets."""
    from dwc.timing import graph_time

    torch = _torch()
    sets = [function.make(generator) for _ in range(rotation_sets(function))]
    dwc_us = graph_time([lambda v=v: function.launch(v) for v in sets], reps)
    words = -(-function.kernel_bytes() // 8)
    sources = [torch.zeros(words, dtype=torch.int32, device="cuda") for _ in sets]
    targets = [torch.empty_like(s) for s in sources]
    copy_us = graph_time([lambda s=s, t=t: torch.bitwise_not(s, out=t)
                          for s, t in zip(sources, targets)], reps)
    return {"dwc_us": dwc_us, "copy_us": copy_us}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m dwc.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", help="a bundle directory written by dwc-compile")
    parser.add_argument("--only", help="functions whose name matches this regex only")
    parser.add_argument("--reps", type=int, default=20, help="timed graph replays (median)")
    parser.add_argument("--no-time", action="store_true", help="check correctness only")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: fresh)")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args(argv)
    try:
        torch = _torch()
    except ImportError:
        parser.error("needs PyTorch (pip install torch)")
    if not torch.cuda.is_available():
        parser.error("needs a CUDA GPU; none is visible to PyTorch")
    torch.cuda.init()
    try:
        bundle = Bundle(args.bundle)
    except DWCError as error:
        parser.error(str(error))
    generator = torch.Generator(device="cuda")
    generator.manual_seed(args.seed if args.seed is not None else torch.seed())
    rows, failures = [], 0
    print(f"{torch.cuda.get_device_name()}: {args.bundle}")
    for info in bundle.functions.values():
        if args.only and not re.search(args.only, info.name):
            continue
        function = BundleFunction(info)
        row = {"function": function.name, "kernels": len(function.kernels),
               "dtype": function.dtype, "layout": function.layout}
        if function.unsupported:
            row["skipped"] = f"no reference here for {', '.join(function.unsupported)}"
            print(f"{function.name}: skipped ({row['skipped']})")
            rows.append(row)
            continue
        row.update(check(function, generator))
        failures += not row["pass"]
        line = (f"{function.name}: {row['kernels']} kernels, "
                f"{'pass' if row['pass'] else 'FAIL'} (rel. L2 error {row['rel_l2_error']:.1e}, "
                f"{row['unwritten']} unwritten)")
        if not args.no_time:
            row.update(time_function(function, generator, args.reps))
            line += (f", {row['dwc_us']:.1f} us, copy of its kernels' bytes "
                     f"{row['copy_us']:.1f} us ({row['copy_us'] / row['dwc_us']:.2f})")
        print(line, flush=True)
        rows.append(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(), "bundle": args.bundle,
                       "functions": rows}, f, indent=1)
    checked = [r for r in rows if "pass" in r]
    print(f"{sum(r['pass'] for r in checked)}/{len(checked)} functions pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
