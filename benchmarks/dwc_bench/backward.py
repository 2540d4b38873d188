"""Checks and times dwc's depthwise gradient kernels against PyTorch.

    python -m dwc_bench.backward --op dgrad|wgrad|pw-dgrad|pw-wgrad --bundle DIR --shapes shapes.py
        [--random-bundle DIR --random-seed S] --out DIR

The bundles hold `python -m dwc.layers dgrad-bench` / `wgrad-bench` (every
depthwise shape of the shapes file x batch {1, 32, 128} x {f32, f16, bf16} x
{NCHW, NHWC}) or `pw-dgrad-bench` / `pw-wgrad-bench` (its pointwise shapes) and the matching
`-random` layers; each layer runs the
kernels its function launches (a filter gradient's partial sums, where it
has them, are allocated once beside its other tensors, as a caller of the
runtime does). For every layer, on the same tensors:
  * correctness: the gradient is poisoned with NaN, the kernels run, and the
    result is compared with float64 autograd through PyTorch's conv2d
    (relative L2 error, every element written); a filter gradient also runs
    twice more and must be bitwise identical each time;
  * time: dwc, and PyTorch's gradient (aten.convolution_backward with only
    grad_input or grad_weight) through cuDNN on NCHW and channels_last
    tensors and through ATen's native kernel (a pointwise layer: cuBLAS
    through matmul instead), each as CUDA-graph replays over rotated buffers
    (bench.graph_time);
  * a copy kernel moving the bytes of the two activation tensors (output
    gradient and input or input gradient), timed the same way, and the HBM
    floor (those bytes and the filter's over the large copy's bandwidth).
The random bundle is checked for correctness only. Writes <op>.json,
<op>.md, <op>.png and random_<op>.json under --out.
"""

import argparse
import json
import math
import os
import re
import runpy
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


class PointwiseDataGradient(DataGradient):
    """A pointwise layer's data gradient (a dwc.layers.PointwiseLayer with
    op "backward_data")."""

    def torch_weight(self, w):
        cout_cin = w if self.layout == "nchw" else w.t()
        return cout_cin[:, :, None, None]

    def reference(self, dy, w):
        """Float64 input gradient in NCHW."""
        return torch.einsum("nohw,oi->nihw", self.nchw(dy).double(),
                            self.torch_weight(w)[:, :, 0, 0].double())


class FilterGradient(DataGradient):
    """A depthwise layer's filter gradient (op "backward_filter")."""

    def reference(self, x, dy):
        """Float64 filter gradient in the layer's filter layout, by autograd."""
        s = self.spec
        w = torch.zeros((s.out_channels, 1, *s.kernel), dtype=torch.float64, device="cuda",
                        requires_grad=True)
        pt, pb, pl, pr = s.padding
        y = F.conv2d(F.pad(self.nchw(x).double(), (pl, pr, pt, pb)), w, stride=s.stride,
                     dilation=s.dilation, groups=s.channels)
        y.backward(self.nchw(dy).double())
        chw = w.grad[:, 0]
        return chw if self.layout == "nchw" else chw.permute(1, 2, 0)


class PointwiseFilterGradient(PointwiseDataGradient):
    """A pointwise layer's filter gradient (op "backward_filter")."""

    def reference(self, x, dy):
        """Float64 filter gradient in the layer's filter layout."""
        cout_cin = torch.einsum("nohw,nihw->oi", self.nchw(dy).double(), self.nchw(x).double())
        return cout_cin if self.layout == "nchw" else cout_cin.t()


def with_torch_best(results, *keys):
    """`results` with the fastest of PyTorch's paths `keys` as its baseline."""
    best = min(keys, key=results.get)
    results["torch_best"] = best.removesuffix("_us")
    results["torch_best_us"] = results[best]
    return results


def make_inputs(layer, copies, generator):
    dtype = DTYPES[layer.dtype]
    dys = [(torch.rand(layer.spec.output_shape, device="cuda", generator=generator) * 2 - 1)
           .to(dtype) for _ in range(copies)]
    w = (torch.rand(layer.spec.filter_shape, device="cuda", generator=generator) * 2 - 1).to(dtype)
    return dys, w


def make_filter_inputs(layer, copies, generator):
    dtype = DTYPES[layer.dtype]

    def draw(shape):
        return (torch.rand(shape, device="cuda", generator=generator) * 2 - 1).to(dtype)
    return ([draw(layer.spec.input_shape) for _ in range(copies)],
            [draw(layer.spec.output_shape) for _ in range(copies)])


class FilterRun:
    """The kernels of one filter-gradient function, with its intermediate
    tensors allocated once."""

    def __init__(self, function):
        self.function = function
        self.scratch = {name: torch.empty(t["shape"], device="cuda", dtype=DTYPES[t["dtype"]])
                        for name, t in function.intermediates.items()}
        self.scratch_bytes = sum(t.numel() * t.element_size() for t in self.scratch.values())

    def __call__(self, x, dy, dw):
        x_name, dy_name, init_name = self.function.arguments
        pointers = {name: t.data_ptr() for name, t in self.scratch.items()}
        pointers.update({x_name: x.data_ptr(), dy_name: dy.data_ptr(),
                         init_name: dw.data_ptr(), self.function.results[0]: dw.data_ptr()})
        self.function.launch(pointers, torch.cuda.current_stream().cuda_stream)


def check_filter(run, layer, generator):
    xs, dys = make_filter_inputs(layer, 1, generator)
    shape, dtype = layer.spec.filter_shape, DTYPES[layer.dtype]
    results = []
    for _ in range(3):
        dw = torch.full(shape, float("nan"), device="cuda", dtype=dtype)
        run(xs[0], dys[0], dw)
        results.append(dw)
    torch.cuda.synchronize()
    dw = results[0]
    unwritten = int(torch.isnan(dw).sum().item())
    reproducible = all(torch.equal(dw.view(torch.int16 if dw.element_size() == 2 else
                                           torch.int32),
                                   r.view(torch.int16 if r.element_size() == 2 else torch.int32))
                       for r in results[1:])
    ref = layer.reference(xs[0], dys[0])
    got = torch.nan_to_num(dw.double(), nan=0.0)
    error = (torch.linalg.vector_norm(got - ref).item() /
             (torch.linalg.vector_norm(ref).item() or 1.0))
    return {"rel_l2_error": error, "unwritten": unwritten, "reproducible": reproducible,
            "scratch_bytes": run.scratch_bytes,
            "scratch_fraction": run.scratch_bytes / (math.prod(layer.spec.input_shape) *
                                                    layer.element_bytes),
            "pass": unwritten == 0 and reproducible and error < TOLERANCE[layer.dtype]}


def time_cudnn(results, gradient, operands, weight, reps):
    """Times `gradient(*tensors, weight)` over the rotated tuples `operands`
    (NCHW) as they are and as channels_last, into `results`' cudnn_nchw_us
    and cudnn_channels_last_us. A tensor several tuples share stays shared."""
    results["cudnn_nchw_us"] = graph_time(
        [lambda o=o: gradient(*o, weight) for o in operands], reps)
    converted = {}

    def channels_last(t):
        if id(t) not in converted:
            converted[id(t)] = t.contiguous(memory_format=torch.channels_last)
        return converted[id(t)]
    cl = [tuple(channels_last(t) for t in o) for o in operands]
    weight_cl = weight.contiguous(memory_format=torch.channels_last)
    results["cudnn_channels_last_us"] = graph_time(
        [lambda o=o: gradient(*o, weight_cl) for o in cl], reps)


def time_dwc_filter(run, layer, generator, reps):
    """dwc's filter gradient timed over rotated inputs: the results so far
    and those inputs (xs, dys)."""
    copies = rotation_copies(layer)
    xs, dys = make_filter_inputs(layer, copies, generator)
    dws = [torch.empty(layer.spec.filter_shape, device="cuda", dtype=DTYPES[layer.dtype])
           for _ in range(copies)]
    results = {"copies": copies}
    results["dwc_us"] = graph_time([lambda x=x, dy=dy, dw=dw: run(x, dy, dw)
                                    for x, dy, dw in zip(xs, dys, dws)], reps)
    results["copy_us"] = copy_time(layer, copies, reps)
    return results, xs, dys


def time_dwc_data(kernel, layer, generator, reps):
    """dwc's data gradient timed over rotated buffers: the results so far,
    the output gradients, the filter and an NCHW placeholder of the input
    (the shape PyTorch's backward takes)."""
    copies = rotation_copies(layer)
    dys, w = make_inputs(layer, copies, generator)
    dtype = DTYPES[layer.dtype]
    dxs = [torch.empty(layer.spec.input_shape, device="cuda", dtype=dtype)
           for _ in range(copies)]
    results = {"copies": copies}
    results["dwc_us"] = graph_time([lambda dy=dy, dx=dx: run_dwc(kernel, dy, w, dx)
                                    for dy, dx in zip(dys, dxs)], reps)
    results["copy_us"] = copy_time(layer, copies, reps)
    x_nchw = torch.empty(layer.nchw(dxs[0]).shape, device="cuda", dtype=dtype)
    return results, dys, w, x_nchw


def time_filter(run, layer, generator, reps):
    s = layer.spec
    results, xs, dys = time_dwc_filter(run, layer, generator, reps)
    pt, pb, pl, pr = s.padding
    weight = torch.empty((s.out_channels, 1, *s.kernel), device="cuda",
                         dtype=DTYPES[layer.dtype])
    # PyTorch pads symmetrically; an asymmetric layer's input is padded
    # first, as F.pad would.
    symmetric = pt == pb and pl == pr

    def prepare(x):
        x = layer.nchw(x).contiguous()
        return x if symmetric else F.pad(x, (pl, pr, pt, pb))
    padding = [pt, pl] if symmetric else [0, 0]

    def wgrad(dy, x, weight):
        return torch.ops.aten.convolution_backward(
            dy, x, weight, None, list(s.stride), padding, list(s.dilation), False,
            [0, 0], s.channels, [False, True, False])[1]

    pairs = [(layer.nchw(dy).contiguous(), prepare(x)) for x, dy in zip(xs, dys)]
    time_cudnn(results, wgrad, pairs, weight, reps)
    with torch.backends.cudnn.flags(enabled=False):
        results["native_us"] = graph_time(
            [lambda dy=dy, x=x: wgrad(dy, x, weight) for dy, x in pairs], reps)
    return with_torch_best(results, "cudnn_nchw_us", "cudnn_channels_last_us", "native_us")


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
    results, dys, w, x_nchw = time_dwc_data(kernel, layer, generator, reps)
    pt, pb, pl, pr = s.padding
    weight = layer.torch_weight(w).contiguous()

    def dgrad(dy, x, weight):
        return torch.ops.aten.convolution_backward(
            dy, x, weight, None, list(s.stride), [pt, pl], list(s.dilation), False,
            [0, 0], s.channels, [True, False, False])[0]

    dys_nchw = [layer.nchw(dy).contiguous() for dy in dys]
    time_cudnn(results, dgrad, [(dy, x_nchw) for dy in dys_nchw], weight, reps)
    with torch.backends.cudnn.flags(enabled=False):
        results["native_us"] = graph_time(
            [lambda dy=dy: dgrad(dy, x_nchw, weight) for dy in dys_nchw], reps)
    return with_torch_best(results, "cudnn_nchw_us", "cudnn_channels_last_us", "native_us")


def time_pointwise_data_gradient(kernel, layer, generator, reps):
    """dwc against PyTorch's pointwise data gradient: cuDNN's
    convolution_backward on NCHW and channels_last tensors, and cuBLAS
    through matmul (NHWC: one GEMM over the pixels; NCHW: one per image)."""
    results, dys, w, x_nchw = time_dwc_data(kernel, layer, generator, reps)
    weight = layer.torch_weight(w).contiguous()

    def dgrad(dy, x, weight):
        return torch.ops.aten.convolution_backward(
            dy, x, weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1,
            [True, False, False])[0]

    dys_nchw = [layer.nchw(dy).contiguous() for dy in dys]
    time_cudnn(results, dgrad, [(dy, x_nchw) for dy in dys_nchw], weight, reps)
    cout_cin = weight[:, :, 0, 0].contiguous()
    n, cout, h, wd = dys_nchw[0].shape
    if layer.layout == "nhwc":
        rows = [dy.reshape(-1, cout) for dy in dys]
        results["matmul_us"] = graph_time([lambda r=r: r @ cout_cin for r in rows], reps)
    else:
        cin_cout = cout_cin.t().contiguous()
        planes = [dy.reshape(n, cout, h * wd) for dy in dys_nchw]
        results["matmul_us"] = graph_time([lambda p=p: cin_cout @ p for p in planes], reps)
    return with_torch_best(results, "cudnn_nchw_us", "cudnn_channels_last_us", "matmul_us")


def time_pointwise_filter_gradient(run, layer, generator, reps):
    """dwc against PyTorch's pointwise filter gradient: cuDNN's
    convolution_backward on NCHW and channels_last tensors, and cuBLAS
    through matmul (NHWC: one GEMM over all pixels; NCHW: one per image,
    then their sum)."""
    s = layer.spec
    results, xs, dys = time_dwc_filter(run, layer, generator, reps)
    weight = torch.empty((s.out_channels, s.in_channels, 1, 1), device="cuda",
                         dtype=DTYPES[layer.dtype])

    def wgrad(dy, x, weight):
        return torch.ops.aten.convolution_backward(
            dy, x, weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1,
            [False, True, False])[1]

    pairs = [(layer.nchw(dy).contiguous(), layer.nchw(x).contiguous())
             for x, dy in zip(xs, dys)]
    time_cudnn(results, wgrad, pairs, weight, reps)
    if layer.layout == "nhwc":
        rows = [(x.reshape(-1, s.in_channels), dy.reshape(-1, s.out_channels))
                for x, dy in zip(xs, dys)]
        results["matmul_us"] = graph_time([lambda x=x, dy=dy: x.t() @ dy for x, dy in rows],
                                          reps)
    else:
        n = s.batch
        planes = [(dy.reshape(n, s.out_channels, -1), x.reshape(n, s.in_channels, -1))
                  for dy, x in pairs]
        results["matmul_us"] = graph_time(
            [lambda dy=dy, x=x: torch.bmm(dy, x.transpose(1, 2)).sum(0) for dy, x in planes],
            reps)
    return with_torch_best(results, "cudnn_nchw_us", "cudnn_channels_last_us", "matmul_us")


def kernels_by_function(bundle):
    return {kernel.info["function"]: kernel for kernel in bundle.kernels.values()}


class DataGradientSuite:
    """How the harness builds, checks and times data gradients."""
    name, title = "dgrad", "dwc depthwise data gradient vs PyTorch"
    layer = DataGradient

    @staticmethod
    def bench_specs(shapes):
        return dwc_layers.as_data_gradients(
            dwc_layers.bench_layers(dwc_layers.load_shapes(shapes)))

    @staticmethod
    def random_specs(count, seed):
        return dwc_layers.as_data_gradients(dwc_layers.random_layers(count, seed))

    def __init__(self, bundle):
        self.kernels = kernels_by_function(bundle)

    def check(self, spec, layer, generator):
        kernel = self.kernels[spec.key]
        return {**check(kernel, layer, generator), "strategy": strategy(kernel),
                "config": kernel.info["config"]}

    def time(self, spec, layer, generator, reps):
        return time_layer(self.kernels[spec.key], layer, generator, reps)


class PointwiseSpecs:
    """The pointwise layers of a suite of gradient `op`: the shapes file's
    PW shapes, or random ones."""
    op = None

    @classmethod
    def bench_specs(cls, shapes):
        return dwc_layers.pointwise_gradient_bench_layers(runpy.run_path(shapes)["PW"],
                                                          cls.op)

    @classmethod
    def random_specs(cls, count, seed):
        return dwc_layers.pointwise_gradient_random_layers(count, seed, cls.op)


class PointwiseDataGradientSuite(PointwiseSpecs, DataGradientSuite):
    """How the harness builds, checks and times pointwise data gradients."""
    name, title = "pw_dgrad", "dwc pointwise data gradient vs PyTorch"
    layer, op = PointwiseDataGradient, "backward_data"

    def check(self, spec, layer, generator):
        kernel = self.kernels[spec.key]
        return {**check(kernel, layer, generator), "strategy": "gemm",
                "config": kernel.info["config"]}

    def time(self, spec, layer, generator, reps):
        return time_pointwise_data_gradient(self.kernels[spec.key], layer, generator, reps)


class FilterGradientSuite:
    """How the harness builds, checks and times filter gradients."""
    name, title = "wgrad", "dwc depthwise filter gradient vs PyTorch"
    layer = FilterGradient

    @staticmethod
    def bench_specs(shapes):
        return dwc_layers.as_filter_gradients(
            dwc_layers.bench_layers(dwc_layers.load_shapes(shapes)))

    @staticmethod
    def random_specs(count, seed):
        return dwc_layers.as_filter_gradients(dwc_layers.random_layers(count, seed))

    def __init__(self, bundle):
        self.bundle = bundle

    def run(self, spec):
        return FilterRun(self.bundle.functions[spec.key])

    def check(self, spec, layer, generator):
        run = self.run(spec)
        config = run.function.kernels[0].info["config"]
        return {**check_filter(run, layer, generator),
                "strategy": f"{config['partitions']} partitions", "config": config}

    def time(self, spec, layer, generator, reps):
        return time_filter(self.run(spec), layer, generator, reps)


class PointwiseFilterGradientSuite(PointwiseSpecs, FilterGradientSuite):
    """How the harness builds, checks and times pointwise filter gradients."""
    name, title = "pw_wgrad", "dwc pointwise filter gradient vs PyTorch"
    layer, op = PointwiseFilterGradient, "backward_filter"

    def time(self, spec, layer, generator, reps):
        return time_pointwise_filter_gradient(self.run(spec), layer, generator, reps)


SUITES = {"dgrad": DataGradientSuite, "wgrad": FilterGradientSuite,
          "pw-dgrad": PointwiseDataGradientSuite, "pw-wgrad": PointwiseFilterGradientSuite}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--op", choices=sorted(SUITES), default="dgrad")
    parser.add_argument("--bundle", help="the <op>-bench bundle")
    parser.add_argument("--shapes", help="the shapes file the bundle was built from")
    parser.add_argument("--random-bundle", help="the <op>-random bundle "
                        "(correctness only)")
    parser.add_argument("--random-seed", type=int, help="the seed it was drawn with")
    parser.add_argument("--random-count", type=int, default=200)
    parser.add_argument("--out", required=True)
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--only", help="benchmark kernels whose name matches this regex only")
    parser.add_argument("--check-only", action="store_true",
                        help="check the benchmark layers without timing them")
    parser.add_argument("--commit", default=os.environ.get("DWC_COMMIT", "unknown"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.backends.cudnn.benchmark = True
    generator = torch.Generator(device="cuda")
    generator.manual_seed(int(time.time()))
    meta = run_metadata(args.commit, args.reps)
    print(f"{meta['device']}: copy bandwidth {meta['copy_bandwidth_gbs']:.0f} GB/s", flush=True)
    Suite = SUITES[args.op]

    failures = 0
    if args.random_bundle:
        suite = Suite(Bundle(args.random_bundle))
        results = []
        for spec in Suite.random_specs(args.random_count, args.random_seed):
            result = suite.check(spec, Suite.layer(spec), generator)
            result.update(name=spec.key)
            results.append(result)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {spec.key}: {result}", flush=True)
        worst = max(results, key=lambda r: r["rel_l2_error"])
        print(f"random: {sum(r['pass'] for r in results)}/{len(results)} pass, "
              f"worst error {worst['rel_l2_error']:.2e} ({worst['name']})", flush=True)
        with open(os.path.join(args.out, f"random_{Suite.name}.json"), "w") as f:
            json.dump({"meta": meta, "results": results}, f, indent=1)

    if args.bundle:
        suite = Suite(Bundle(args.bundle))
        rows = []
        for spec in Suite.bench_specs(args.shapes):
            if args.only and not re.search(args.only, spec.key):
                continue
            layer = Suite.layer(spec)
            result = suite.check(spec, layer, generator)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {spec.key}: {result}", flush=True)
            if args.check_only:
                rows.append({"name": spec.key, **result})
                continue
            row = {"layer": spec.name, "batch": spec.batch, "dtype": spec.dtype,
                   "layout": spec.layout,
                   "floor_us": layer.bytes_moved() / (meta["copy_bandwidth_gbs"] * 1e9) * 1e6,
                   **result, **suite.time(spec, layer, generator, args.reps)}
            rows.append(row)
            print(f"{spec.key} ({row['strategy']}): dwc {row['dwc_us']:.2f} us, torch "
                  f"{row['torch_best_us']:.2f} us ({row['torch_best']}), copy "
                  f"{row['copy_us']:.2f} us, err {row['rel_l2_error']:.1e}", flush=True)
        if args.check_only:
            worst = max(rows, key=lambda r: r["rel_l2_error"])
            print(f"bench: {sum(r['pass'] for r in rows)}/{len(rows)} pass, worst error "
                  f"{worst['rel_l2_error']:.2e} ({worst['name']})", flush=True)
            with open(os.path.join(args.out, f"check_{Suite.name}.json"), "w") as f:
                json.dump({"meta": meta, "results": rows}, f, indent=1)
            print(f"{failures} correctness failures")
            return 1 if failures else 0
        summary = summarize(rows)
        with open(os.path.join(args.out, f"{Suite.name}.json"), "w") as f:
            json.dump({"meta": meta, "summary": summary, "rows": rows}, f, indent=1)
        write_markdown(os.path.join(args.out, f"{Suite.name}.md"), meta, summary, rows,
                       title=Suite.title)
        plot(os.path.join(args.out, f"{Suite.name}.png"), rows)
        print("\n| N | dtype | layout | dwc / copy | torch floor | speedup |")
        for s in summary:
            print(f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['dwc_copy_fraction']:.2f} | "
                  f"{s['torch_floor_fraction']:.2f} | {s['speedup']:.2f} |")
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
