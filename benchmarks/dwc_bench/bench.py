"""Checks and times dwc depthwise kernels against PyTorch on one GPU.

    python -m dwc_bench.bench --bundle BENCH_BUNDLE [--random-bundle DIR] --out DIR

For every kernel of the bundle (see dwc.layers), on the same tensors:
  * correctness: the output is poisoned with NaN, the kernel runs, and the
    result is compared with a float64 reference (PyTorch's conv2d on float64
    copies of the inputs): relative L2 error, and every element written;
  * time: dwc and PyTorch's cuDNN NCHW, cuDNN channels_last and ATen native
    paths, each as CUDA-graph replays of launches over rotated input buffers
    (together larger than L2), median of many replays after a warm-up; dwc
    both as it launches by default (programmatic launch where the bundle has
    it) and serialized, each launch waiting for the previous one to finish;
  * the HBM floor: (input + output + filter) bytes over the measured
    device-to-device copy bandwidth;
  * two references timed the same way, for the fixed costs the floor leaves
    out: a copy kernel moving the layer's input + output bytes, and (once
    per run) an empty kernel.
The random bundle is checked for correctness only. Writes bench.json,
bench.md, bench.png and random.json under --out.
"""

import argparse
import datetime
import json
import math
import os
import re
import statistics
import time

import torch
import torch.nn.functional as F

from dwc.bench import L2_BYTES
from dwc.reference import TOLERANCE
from dwc.runtime import Bundle
from dwc.timing import graph_time
from dwc_bench.report import plot, summarize, write_markdown

DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def copy_bandwidth():
    """Bytes read plus written per second by a large device-to-device copy."""
    n = 1 << 28  # 1 GiB of f32
    src = torch.randn(n, device="cuda")
    dst = torch.empty_like(src)
    for _ in range(3):
        dst.copy_(src)
    times = []
    for _ in range(20):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        dst.copy_(src)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1e3)
    return 2 * src.numel() * 4 / statistics.median(times)


def run_metadata(commit, reps):
    """What a timing run records about itself: the device, date, commit and
    versions, the large copy's bandwidth and an empty kernel's time."""
    return {"device": torch.cuda.get_device_name(), "date": datetime.date.today().isoformat(),
            "commit": commit, "torch": torch.__version__,
            "cudnn": torch.backends.cudnn.version(), "copy_bandwidth_gbs": copy_bandwidth() / 1e9,
            "empty_kernel_us": empty_kernel_time(reps)}


def empty_kernel_time(reps):
    """Microseconds per launch of an empty kernel in a CUDA graph: the launch
    and scheduling cost that every time below includes."""
    return graph_time([lambda: torch.cuda._sleep(0)] * 64, reps)


class Layer:
    """A depthwise layer read back from a manifest entry."""

    def __init__(self, info):
        self.info = info
        # Every tensor of the layer: the kernel's arguments may leave out the
        # input (windows that only cover padding).
        args = info["operands"]
        self.layout = info["layout"]
        self.dtype = args["input"]["dtype"]
        self.element_bytes = torch.tensor([], dtype=DTYPES[self.dtype]).element_size()
        self.input_shape = args["input"]["shape"]
        self.filter_shape = args["filter"]["shape"]
        self.output_shape = args["output"]["shape"]
        self.has_bias = "bias" in args
        self.strides = info["strides"]
        self.dilations = info["dilations"]
        self.padding = info["padding"]
        self.activation = info["activation"]
        # Input channels (PyTorch's groups) and output channels, which a
        # channel multiplier makes a multiple of them.
        self.channels = self.input_shape[1] if self.layout == "nchw" else self.input_shape[3]
        self.out_channels = (self.output_shape[1] if self.layout == "nchw"
                             else self.output_shape[3])

    def nchw(self, t):
        return t if self.layout == "nchw" else t.permute(0, 3, 1, 2)

    def torch_weight(self, w):
        """CHW or HWC filter as PyTorch's (C * multiplier, 1, KH, KW)."""
        chw = w if self.layout == "nchw" else w.permute(2, 0, 1)
        return chw.unsqueeze(1)

    def reference(self, x, w, b):
        """Float64 result in NCHW."""
        x64 = self.nchw(x).double()
        pt, pb, pl, pr = self.padding
        x64 = F.pad(x64, (pl, pr, pt, pb))
        y = F.conv2d(x64, self.torch_weight(w).double(), None if b is None else b.double(),
                     stride=self.strides, dilation=self.dilations, groups=self.channels)
        if self.activation == "relu":
            y = torch.relu(y)
        elif self.activation == "relu6":
            y = torch.clamp(y, 0, 6)
        elif self.activation == "silu":
            y = F.silu(y)
        return y

    def activation_bytes(self):
        """Bytes of the input and the output."""
        return (math.prod(self.input_shape) + math.prod(self.output_shape)) * self.element_bytes

    def bytes_moved(self):
        return self.activation_bytes() + math.prod(self.filter_shape) * self.element_bytes


def rotation_copies(layer):
    """Input copies whose rotation keeps every timed launch's data out of L2."""
    return max(2, min(256, math.ceil(2 * L2_BYTES / layer.bytes_moved())))


def make_inputs(layer, copies, generator):
    dtype = DTYPES[layer.dtype]
    xs = [(torch.rand(layer.input_shape, device="cuda", generator=generator) * 2 - 1).to(dtype)
          for _ in range(copies)]
    w = (torch.rand(layer.filter_shape, device="cuda", generator=generator) * 2 - 1).to(dtype)
    b = ((torch.rand([layer.out_channels], device="cuda", generator=generator) * 2 - 1).to(dtype)
         if layer.has_bias else None)
    return xs, w, b


def run_dwc(kernel, x, w, b, y, serialized=False):
    buffers = {"input": x.data_ptr(), "filter": w.data_ptr(), "output": y.data_ptr()}
    if b is not None:
        buffers["bias"] = b.data_ptr()
    kernel.launch(buffers, torch.cuda.current_stream().cuda_stream, serialized=serialized)


def check(kernel, layer, generator):
    xs, w, b = make_inputs(layer, 1, generator)
    y = torch.full(layer.output_shape, float("nan"), device="cuda", dtype=DTYPES[layer.dtype])
    run_dwc(kernel, xs[0], w, b, y)
    torch.cuda.synchronize()
    unwritten = int(torch.isnan(y).sum().item())
    ref = layer.reference(xs[0], w, b)
    got = layer.nchw(y).double()
    got = torch.nan_to_num(got, nan=0.0)
    denom = torch.linalg.vector_norm(ref).item() or 1.0
    error = torch.linalg.vector_norm(got - ref).item() / denom
    result = {"rel_l2_error": error, "unwritten": unwritten,
              "pass": unwritten == 0 and error < TOLERANCE[layer.dtype]}
    if not result["pass"]:
        # Where it went wrong, for debugging: the NCHW index of the largest
        # difference.
        diff = (got - ref).abs()
        flat = int(torch.argmax(diff).item())
        index = []
        for size in reversed(diff.shape):
            index.append(flat % size)
            flat //= size
        result["worst_nchw_index"] = index[::-1]
        result["worst_difference"] = diff.max().item()
    return result


def dwc_time(kernel, xs, w, b, ys, reps, serialized=False):
    """Microseconds per dwc launch over the rotated inputs `xs` and outputs
    `ys` (graph_time)."""
    return graph_time([lambda x=x, y=y: run_dwc(kernel, x, w, b, y, serialized)
                       for x, y in zip(xs, ys)], reps)


def copy_time(layer, copies, reps):
    """Microseconds per copy kernel that reads and writes as many bytes as the
    layer's input and output, over rotated buffers: PyTorch's elementwise
    kernel (bitwise not of int32 words), a kernel launch like dwc's rather
    than a memcpy node of the graph."""
    # int32 words read (= written): half the bytes moved.
    words = -(-layer.activation_bytes() // 8)
    sources = [torch.zeros(words, dtype=torch.int32, device="cuda") for _ in range(copies)]
    targets = [torch.empty_like(s) for s in sources]
    return graph_time([lambda s=s, t=t: torch.bitwise_not(s, out=t)
                       for s, t in zip(sources, targets)], reps)


def time_layer(kernel, layer, generator, reps):
    copies = rotation_copies(layer)
    xs, w, b = make_inputs(layer, copies, generator)
    dtype = DTYPES[layer.dtype]
    ys = [torch.empty(layer.output_shape, device="cuda", dtype=dtype) for _ in range(copies)]
    results = {"copies": copies}
    results["dwc_us"] = dwc_time(kernel, xs, w, b, ys, reps)
    # Without programmatic launch: each launch starts once the previous one
    # has finished, as PyTorch's do.
    results["dwc_serialized_us"] = dwc_time(kernel, xs, w, b, ys, reps, serialized=True)
    results["copy_us"] = copy_time(layer, copies, reps)
    # PyTorch on the same values, NCHW and channels_last.
    weight = layer.torch_weight(w).contiguous()
    pt, pb, pl, pr = layer.padding
    symmetric = pt == pb and pl == pr
    xs_nchw = [layer.nchw(x).contiguous() for x in xs]
    xs_cl = [x.contiguous(memory_format=torch.channels_last) for x in xs_nchw]

    def conv(x):
        if not symmetric:
            x = F.pad(x, (pl, pr, pt, pb))
        return F.conv2d(x, weight, None if b is None else b, stride=layer.strides,
                        padding=(pt, pl) if symmetric else 0, dilation=layer.dilations,
                        groups=layer.channels)

    results["cudnn_nchw_us"] = graph_time([lambda x=x: conv(x) for x in xs_nchw], reps)
    weight_cl = weight.contiguous(memory_format=torch.channels_last)
    results["cudnn_channels_last_us"] = graph_time(
        [lambda x=x: F.conv2d(x, weight_cl, None if b is None else b, stride=layer.strides,
                              padding=(pt, pl), dilation=layer.dilations,
                              groups=layer.channels) for x in xs_cl], reps) if symmetric else None
    with torch.backends.cudnn.flags(enabled=False):
        results["native_us"] = graph_time([lambda x=x: conv(x) for x in xs_nchw], reps)
    candidates = {k: v for k, v in results.items()
                  if k in ("cudnn_nchw_us", "cudnn_channels_last_us", "native_us") and v}
    best = min(candidates, key=candidates.get)
    results["torch_best"] = best.removesuffix("_us")
    results["torch_best_us"] = candidates[best]
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", help="bench bundle (dwc.layers bench)")
    parser.add_argument("--random-bundle", help="bundle checked for correctness only")
    parser.add_argument("--out", required=True)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--limit", type=int, default=0, help="first N kernels only")
    parser.add_argument("--only", help="kernels whose name matches this regex only")
    parser.add_argument("--commit", default=os.environ.get("DWC_COMMIT", "unknown"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.backends.cudnn.benchmark = True
    generator = torch.Generator(device="cuda")
    generator.manual_seed(int(time.time()))
    meta = run_metadata(args.commit, args.reps)
    print(f"{meta['device']}: copy bandwidth {meta['copy_bandwidth_gbs']:.0f} GB/s, "
          f"empty kernel {meta['empty_kernel_us']:.2f} us", flush=True)

    failures = 0
    if args.random_bundle:
        bundle = Bundle(args.random_bundle)
        results = []
        for name, kernel in bundle.kernels.items():
            layer = Layer(kernel.info)
            result = check(kernel, layer, generator)
            result.update(name=name, layout=layer.layout, dtype=layer.dtype)
            results.append(result)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {name}: {result}", flush=True)
        worst = max(results, key=lambda r: r["rel_l2_error"])
        print(f"random: {sum(r['pass'] for r in results)}/{len(results)} pass, "
              f"worst error {worst['rel_l2_error']:.2e} ({worst['name']})", flush=True)
        with open(os.path.join(args.out, "random.json"), "w") as f:
            json.dump({"meta": meta, "results": results}, f, indent=1)

    if args.bundle:
        bundle = Bundle(args.bundle)
        rows = []
        kernels = list(bundle.kernels.items())
        if args.only:
            kernels = [(n, k) for n, k in kernels if re.search(args.only, n)]
        if args.limit:
            kernels = kernels[:args.limit]
        for name, kernel in kernels:
            layer = Layer(kernel.info)
            result = check(kernel, layer, generator)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {name}: {result}", flush=True)
            timing = time_layer(kernel, layer, generator, args.reps)
            layer_name, batch, _, _ = name.rsplit("_dw", 1)[0].split("__")
            row = {"layer": layer_name, "batch": int(batch[1:]), "dtype": layer.dtype,
                   "layout": layer.layout, "config": kernel.info["config"],
                   "floor_us": layer.bytes_moved() / (meta["copy_bandwidth_gbs"] * 1e9) * 1e6,
                   **result, **timing}
            rows.append(row)
            print(f"{name}: dwc {row['dwc_us']:.2f} us, torch {row['torch_best_us']:.2f} us "
                  f"({row['torch_best']}), copy {row['copy_us']:.2f} us, floor {row['floor_us']:.2f} us, "
                  f"err {row['rel_l2_error']:.1e}", flush=True)
        summary = summarize(rows)
        with open(os.path.join(args.out, "bench.json"), "w") as f:
            json.dump({"meta": meta, "summary": summary, "rows": rows}, f, indent=1)
        write_markdown(os.path.join(args.out, "bench.md"), meta, summary, rows)
        plot(os.path.join(args.out, "bench.png"), rows)
        print("\n| N | dtype | layout | dwc floor | torch floor | speedup |")
        for s in summary:
            print(f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['dwc_floor_fraction']:.2f} | "
                  f"{s['torch_floor_fraction']:.2f} | {s['speedup']:.2f} |")
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
