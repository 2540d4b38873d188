"""Checks and times dwc's depthwise data-gradient kernels against PyTorch.

    python -m dwc_bench.backward --bundle DIR --shapes shapes.py
        [--random-bundle DIR --random-seed S] --out DIR

The bundles hold `python -m dwc.layers dgrad-bench` (every depthwise shape of
the shapes file x batch {1, 32, 128} x {f32, f16, bf16} x {NCHW, NHWC}) and
`dgrad-random` layers; each layer's kernel is the one its function launches.
For every layer, on the same tensors:
  * correctness: the input gradient is poisoned with NaN, the kernel runs,
    and the result is compared with float64 autograd through PyTorch's conv2d
    (relative L2 error, every element written);
  * time: dwc, and PyTorch's data gradient (aten.convolution_backward with
    only grad_input) through cuDNN on NCHW and channels_last tensors and
    through ATen's native kernel, each as CUDA-graph replays over rotated
    buffers (bench.graph_time);
  * a copy kernel moving the output gradient + input gradient bytes, timed
    the same way, and the HBM floor (those bytes and the filter's over the
    large copy's bandwidth).
The random bundle is checked for correctness only. Writes dgrad.json,
dgrad.md, dgrad.png and random_dgrad.json under --out.
"""

import argparse
import json
import math
import os
import time

import torch
import torch.nn.functional as F

from dwc import layers as dwc_layers
from dwc.reference import TOLERANCE
from dwc.runtime import Bundle
from dwc_bench.bench import DTYPES, copy_time, graph_time, rotation_copies, run_metadata
from dwc_bench.report import plot, summarize, write_markdown


class DataGradient:
    """A depthwise layer's data gradient (a dwc.layers.DepthwiseLayer with
    op "backward_data")."""

    def __init__(self, spec):
        self.spec = spec
        self.layout = spec.layout
        self.dtype = spec.dtype
        self.element_bytes = torch.tensor([], dtype=DTYPES[spec.dtype]).element_size()

    def nchw(self, t):
        return t if self.layout == "nchw" else t.permute(0, 3, 1, 2)

    def torch_weight(self, w):
        chw = w if self.layout == "nchw" else w.permute(2, 0, 1)
        return chw.unsqueeze(1)

    def reference(self, dy, w):
        """Float64 input gradient in NCHW, by autograd."""
        s = self.spec
        x = torch.zeros(self.nchw(torch.empty(s.input_shape, device="meta")).shape,
                        dtype=torch.float64, device="cuda", requires_grad=True)
        pt, pb, pl, pr = s.padding
        y = F.conv2d(F.pad(x, (pl, pr, pt, pb)), self.torch_weight(w).double(),
                     stride=s.stride, dilation=s.dilation, groups=s.channels)
        y.backward(self.nchw(dy).double())
        return x.grad

    def activation_bytes(self):
        return (math.prod(self.spec.input_shape) +
                math.prod(self.spec.output_shape)) * self.element_bytes

    def bytes_moved(self):
        return self.activation_bytes() + math.prod(self.spec.filter_shape) * self.element_bytes


def make_inputs(layer, copies, generator):
    dtype = DTYPES[layer.dtype]
    dys = [(torch.rand(layer.spec.output_shape, device="cuda", generator=generator) * 2 - 1)
           .to(dtype) for _ in range(copies)]
    w = (torch.rand(layer.spec.filter_shape, device="cuda", generator=generator) * 2 - 1).to(dtype)
    return dys, w


def run_dwc(kernel, dy, w, dx):
    # The forward strategy's kernel takes the output gradient as its input.
    buffers = {"input": dy.data_ptr(), "grad_output": dy.data_ptr(),
               "filter": w.data_ptr(), "output": dx.data_ptr()}
    kernel.launch(buffers, torch.cuda.current_stream().cuda_stream)


def check(kernel, layer, generator):
    dys, w = make_inputs(layer, 1, generator)
    dx = torch.full(layer.spec.input_shape, float("nan"), device="cuda",
                    dtype=DTYPES[layer.dtype])
    run_dwc(kernel, dys[0], w, dx)
    torch.cuda.synchronize()
    unwritten = int(torch.isnan(dx).sum().item())
    ref = layer.reference(dys[0], w)
    got = torch.nan_to_num(layer.nchw(dx).double(), nan=0.0)
    error = (torch.linalg.vector_norm(got - ref).item() /
             (torch.linalg.vector_norm(ref).item() or 1.0))
    return {"rel_l2_error": error, "unwritten": unwritten,
            "pass": unwritten == 0 and error < TOLERANCE[layer.dtype]}


def strategy(kernel):
    info = kernel.info
    return "forward" if info["op"] == "depthwise_conv2d" else info["strategy"]


def time_layer(kernel, layer, generator, reps):
    s = layer.spec
    copies = rotation_copies(layer)
    dys, w = make_inputs(layer, copies, generator)
    dtype = DTYPES[layer.dtype]
    dxs = [torch.empty(s.input_shape, device="cuda", dtype=dtype) for _ in range(copies)]
    results = {"copies": copies}
    results["dwc_us"] = graph_time([lambda dy=dy, dx=dx: run_dwc(kernel, dy, w, dx)
                                    for dy, dx in zip(dys, dxs)], reps)
    results["copy_us"] = copy_time(layer, copies, reps)
    pt, pb, pl, pr = s.padding
    weight = layer.torch_weight(w).contiguous()
    x_nchw = torch.empty(layer.nchw(dxs[0]).shape, device="cuda", dtype=dtype)

    def dgrad(dy, x, weight):
        return torch.ops.aten.convolution_backward(
            dy, x, weight, None, list(s.stride), [pt, pl], list(s.dilation), False,
            [0, 0], s.channels, [True, False, False])[0]

    dys_nchw = [layer.nchw(dy).contiguous() for dy in dys]
    results["cudnn_nchw_us"] = graph_time(
        [lambda dy=dy: dgrad(dy, x_nchw, weight) for dy in dys_nchw], reps)
    dys_cl = [dy.contiguous(memory_format=torch.channels_last) for dy in dys_nchw]
    x_cl = x_nchw.contiguous(memory_format=torch.channels_last)
    weight_cl = weight.contiguous(memory_format=torch.channels_last)
    results["cudnn_channels_last_us"] = graph_time(
        [lambda dy=dy: dgrad(dy, x_cl, weight_cl) for dy in dys_cl], reps)
    with torch.backends.cudnn.flags(enabled=False):
        results["native_us"] = graph_time(
            [lambda dy=dy: dgrad(dy, x_nchw, weight) for dy in dys_nchw], reps)
    candidates = {k: results[k] for k in ("cudnn_nchw_us", "cudnn_channels_last_us", "native_us")}
    best = min(candidates, key=candidates.get)
    results["torch_best"] = best.removesuffix("_us")
    results["torch_best_us"] = candidates[best]
    return results


def kernels_by_function(bundle):
    return {kernel.info["function"]: kernel for kernel in bundle.kernels.values()}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", help="dgrad-bench bundle")
    parser.add_argument("--shapes", help="the shapes file the bundle was built from")
    parser.add_argument("--random-bundle", help="dgrad-random bundle (correctness only)")
    parser.add_argument("--random-seed", type=int, help="the seed it was drawn with")
    parser.add_argument("--random-count", type=int, default=200)
    parser.add_argument("--out", required=True)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--commit", default=os.environ.get("DWC_COMMIT", "unknown"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.backends.cudnn.benchmark = True
    generator = torch.Generator(device="cuda")
    generator.manual_seed(int(time.time()))
    meta = run_metadata(args.commit, args.reps)
    print(f"{meta['device']}: copy bandwidth {meta['copy_bandwidth_gbs']:.0f} GB/s", flush=True)

    failures = 0
    if args.random_bundle:
        kernels = kernels_by_function(Bundle(args.random_bundle))
        specs = dwc_layers.as_data_gradients(
            dwc_layers.random_layers(args.random_count, args.random_seed))
        results = []
        for spec in specs:
            kernel = kernels[spec.key]
            result = check(kernel, DataGradient(spec), generator)
            result.update(name=spec.key, strategy=strategy(kernel))
            results.append(result)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {spec.key}: {result}", flush=True)
        worst = max(results, key=lambda r: r["rel_l2_error"])
        print(f"random: {sum(r['pass'] for r in results)}/{len(results)} pass, "
              f"worst error {worst['rel_l2_error']:.2e} ({worst['name']})", flush=True)
        with open(os.path.join(args.out, "random_dgrad.json"), "w") as f:
            json.dump({"meta": meta, "results": results}, f, indent=1)

    if args.bundle:
        kernels = kernels_by_function(Bundle(args.bundle))
        specs = dwc_layers.as_data_gradients(
            dwc_layers.bench_layers(dwc_layers.load_shapes(args.shapes)))
        rows = []
        for spec in specs:
            kernel, layer = kernels[spec.key], DataGradient(spec)
            result = check(kernel, layer, generator)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {spec.key}: {result}", flush=True)
            row = {"layer": spec.name, "batch": spec.batch, "dtype": spec.dtype,
                   "layout": spec.layout, "strategy": strategy(kernel),
                   "config": kernel.info["config"],
                   "floor_us": layer.bytes_moved() / (meta["copy_bandwidth_gbs"] * 1e9) * 1e6,
                   **result, **time_layer(kernel, layer, generator, args.reps)}
            rows.append(row)
            print(f"{spec.key} ({row['strategy']}): dwc {row['dwc_us']:.2f} us, torch "
                  f"{row['torch_best_us']:.2f} us ({row['torch_best']}), copy "
                  f"{row['copy_us']:.2f} us, err {row['rel_l2_error']:.1e}", flush=True)
        summary = summarize(rows)
        with open(os.path.join(args.out, "dgrad.json"), "w") as f:
            json.dump({"meta": meta, "summary": summary, "rows": rows}, f, indent=1)
        write_markdown(os.path.join(args.out, "dgrad.md"), meta, summary, rows,
                       title="dwc depthwise data gradient vs PyTorch")
        plot(os.path.join(args.out, "dgrad.png"), rows)
        print("\n| N | dtype | layout | dwc / copy | torch floor | speedup |")
        for s in summary:
            print(f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['dwc_copy_fraction']:.2f} | "
                  f"{s['torch_floor_fraction']:.2f} | {s['speedup']:.2f} |")
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
