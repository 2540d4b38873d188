"""Measures a bundle's candidate schedules on the GPU and writes a tuning
database (runtime and PyTorch only; no compiler).

    dwc-compile model.mlir -o bundle --tune-candidates=4      # with the compiler
    python -m dwc.tune bundle --out tuning.json               # on the GPU
    dwc-compile model.mlir -o tuned --tuning-db=tuning.json   # measured schedules

For each layer of the bundle that has candidates (kernels whose manifest
entry says `candidate_of`), the layer's own kernel (the cost model's pick)
and each candidate run on the same random tensors, their output poisoned
with NaN first:
  * each result is checked: a depthwise convolution against float64 PyTorch,
    other layers against the cost model's kernel (which the benchmark suites
    check against float64); a kernel that writes partial sums is compared by
    their sum, since schedules may split the reduction differently;
  * each passing kernel is timed as the benchmarks time it: the median of
    CUDA-graph replays of one launch on each of several copies of the
    tensors, together more than twice the L2, so that no launch finds its
    inputs there; the fastest is the layer's entry. A depthwise layer's
    PyTorch convolution (cuDNN, on the tensors' own memory format) is timed
    the same way, for the report's speedups.
The database (merged into --out where it exists) holds, per chip and layer
signature, the fastest schedule and its time. The report says how often the
cost model's pick is within 10% of the measured best, how its ranking
correlates (Spearman) with the measured order, and how the best kernels
compare with PyTorch (geomean, and how many are slower).
"""

import argparse
import json
import os
import statistics

import torch
import torch.nn.functional as F

from dwc.ranking import spearman
from dwc.reference import TOLERANCE
from dwc import tuning_db
from dwc.runtime import Bundle
from dwc.timing import graph_time

DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}

#: Where the cost model's pick counts as good: within this of the best.
PICK_TOLERANCE = 1.10


def _activation(x, kind):
    if kind == "none":
        return x
    if kind == "relu":
        return x.clamp_min(0)
    if kind == "relu6":
        return x.clamp(0, 6)
    if kind == "silu":
        return F.silu(x)
    if kind == "hardswish":
        return F.hardswish(x)
    return None


def depthwise_reference(layer, tensors):
    """Float64 output of a dwc.depthwise_conv2d layer in its own layout, or
    None where the layer is not one."""
    if layer.get("op") != "depthwise_conv2d":
        return None
    nhwc = layer["layout"] == "nhwc"
    x = tensors["input"].double()
    w = tensors["filter"].double()
    if nhwc:
        x, w = x.permute(0, 3, 1, 2), w.permute(2, 0, 1)
    if layer.get("flip_filter"):
        w = w.flip(-1, -2)
    top, bottom, left, right = layer["padding"]
    y = F.conv2d(F.pad(x, (left, right, top, bottom)), w.unsqueeze(1),
                 stride=layer["strides"], dilation=layer["dilations"], groups=x.shape[1])
    if "bias" in tensors:
        y = y + tensors["bias"].double()[None, :, None, None]
    y = _activation(y, layer.get("activation", "none"))
    if y is None:
        return None
    return y.permute(0, 2, 3, 1) if nhwc else y


def _relative_error(got, expected):
    got = torch.nan_to_num(got.double(), nan=float("inf"))
    norm = torch.linalg.vector_norm(expected.double()).item() or 1.0
    return torch.linalg.vector_norm(got - expected.double()).item() / norm


#: Most copies of a layer's tensors that the timing rotates over.
MAX_COPIES = 64


def rotation(tensors, output, output_role):
    """Copies of the layer's `tensors` (role -> tensor) and `output` that
    together exceed twice the L2: the tensor sets (kept alive while they
    are used) and each set's buffers (role -> pointer)."""
    layer_bytes = sum(t.numel() * t.element_size() for t in [*tensors.values(), output])
    l2 = torch.cuda.get_device_properties(output.device).L2_cache_size
    copies = min(MAX_COPIES, max(1, -(-2 * l2 // max(layer_bytes, 1))))
    sets = [(tensors, output)] + [({role: t.clone() for role, t in tensors.items()},
                                   torch.empty_like(output)) for _ in range(copies - 1)]
    buffers = [{**{role: t.data_ptr() for role, t in ins.items()}, output_role: out.data_ptr()}
               for ins, out in sets]
    return sets, buffers


def time_kernel(kernel, rotated, reps):
    """Microseconds a launch of `kernel`, once on each buffer set of
    `rotated` (graph_time: a graph, so that the host's launch cost does not
    hide a small kernel's time)."""
    def launch(buffers):
        kernel.launch(buffers, torch.cuda.current_stream().cuda_stream)
    return graph_time([lambda b=b: launch(b) for b in rotated], reps)


def time_pytorch(layer, sets, reps):
    """Microseconds of PyTorch's depthwise convolution (cuDNN, on the
    tensors' own memory format) on the same tensor sets, or None for a layer
    that is not a depthwise convolution."""
    if layer.get("op") != "depthwise_conv2d" or layer.get("flip_filter"):
        return None
    nhwc = layer["layout"] == "nhwc"
    top, bottom, left, right = layer["padding"]
    symmetric = top == bottom and left == right
    memory_format = torch.channels_last if nhwc else torch.contiguous_format

    def operands(tensors):
        # An NHWC tensor viewed as NCHW is channels_last: no copy.
        x = tensors["input"].permute(0, 3, 1, 2) if nhwc else tensors["input"]
        w = tensors["filter"].permute(2, 0, 1) if nhwc else tensors["filter"]
        return x, w.unsqueeze(1).contiguous(memory_format=memory_format), tensors.get("bias")

    def conv(x, w, b):
        if not symmetric:
            x = F.pad(x, (left, right, top, bottom))
        y = F.conv2d(x, w, b, stride=layer["strides"],
                     padding=(top, left) if symmetric else 0,
                     dilation=layer["dilations"], groups=w.shape[0])
        return _activation(y, layer.get("activation", "none"))
    torch.backends.cudnn.benchmark = True
    return graph_time([lambda o=operands(ins): conv(*o) for ins, _ in sets], reps)


def tune_layer(own, candidates, reps, generator):
    """Checks and times `own` and `candidates` (dwc.runtime.Kernel) on the
    same tensors; returns a report row."""
    tensors, output = {}, None
    for arg in own.info["args"]:
        dtype = DTYPES[arg["dtype"]]
        if arg["access"] == "write":
            output = arg
            continue
        tensors[arg["role"]] = (torch.rand(arg["shape"], device="cuda", generator=generator)
                                * 2 - 1).to(dtype)
    out = torch.empty(output["shape"], device="cuda", dtype=DTYPES[output["dtype"]])
    buffers = {role: t.data_ptr() for role, t in tensors.items()}
    buffers[output["role"]] = out.data_ptr()
    partial = own.info.get("partial", False)

    def run(kernel):
        out.fill_(float("nan"))
        kernel.launch(buffers, torch.cuda.current_stream().cuda_stream)
        torch.cuda.synchronize()
        result = out.double()
        return result.sum(0) if partial else result

    # The timing's tensor sets; `sets` keeps them alive.
    sets, rotated = rotation(tensors, out, output["role"])
    reference = depthwise_reference(own.info, tensors)
    checked_against = "float64"
    if reference is None:
        reference, checked_against = run(own), "cost model's kernel"
    dtype = own.info["operands"]["input" if "input" in own.info["operands"] else
                                 next(iter(own.info["operands"]))]["dtype"]
    rows = []
    for rank, kernel in enumerate([own] + candidates):
        error = _relative_error(run(kernel), reference)
        passed = error < TOLERANCE.get(dtype, 1e-2)
        micros = time_kernel(kernel, rotated, reps) if passed else None
        rows.append({"kernel": kernel.info["name"], "rank": rank,
                     "config": kernel.info["config_attr"], "rel_l2_error": error,
                     "pass": passed, "micros": micros})
    return {"layer": own.info["name"], "signature": own.info["signature"],
            "checked_against": checked_against, "kernels": rows,
            "torch_us": time_pytorch(own.info, sets, reps)}


def summarize(layers):
    within, correlations, losses, speedups = 0, [], [], []
    for layer in layers:
        timed = [k for k in layer["kernels"] if k["micros"] is not None]
        if not timed or not layer["kernels"][0]["pass"]:
            continue
        best = min(k["micros"] for k in timed)
        pick = layer["kernels"][0]["micros"]
        if layer.get("torch_us"):
            speedups.append(layer["torch_us"] / best)
        within += pick <= best * PICK_TOLERANCE
        losses.append(pick / best)
        correlation = spearman([k["rank"] for k in timed], [k["micros"] for k in timed])
        if correlation is not None:
            correlations.append(correlation)
    count = len(losses)
    return {"layers": count,
            "pick_within_10_percent": within / count if count else None,
            "pick_over_best_geomean": (statistics.geometric_mean(losses) if count else None),
            "spearman_mean": statistics.fmean(correlations) if correlations else None,
            "best_over_pytorch_geomean": (statistics.geometric_mean(speedups)
                                          if speedups else None),
            "slower_than_pytorch": sum(s < 1 for s in speedups)}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", help="a bundle compiled with --tune-candidates")
    parser.add_argument("--out", required=True, help="the tuning database to write or extend")
    parser.add_argument("--report", help="where to write the per-kernel report (JSON)")
    parser.add_argument("--reps", type=int, default=20)
    args = parser.parse_args()
    bundle = Bundle(args.bundle)
    chip = bundle.manifest.get("chip")
    kernels = bundle.kernels
    candidates = {}
    for kernel in kernels.values():
        if "candidate_of" in kernel.info:
            candidates.setdefault(kernel.info["candidate_of"], []).append(kernel)
    if not candidates:
        raise SystemExit(f"{args.bundle}: no candidate kernels (compile with --tune-candidates)")
    generator = torch.Generator(device="cuda")
    generator.manual_seed(0)
    layers = []
    for name in sorted(candidates):
        layer = tune_layer(kernels[name], candidates[name], args.reps, generator)
        layers.append(layer)
        timed = [k for k in layer["kernels"] if k["micros"] is not None]
        failed = [k["kernel"] for k in layer["kernels"] if not k["pass"]]
        best = min(timed, key=lambda k: k["micros"]) if timed else None
        print(f"{name}: best {best['kernel'] if best else None} "
              f"{best['micros'] if best else float('nan'):.2f} us, cost model's "
              f"{layer['kernels'][0]['micros'] or float('nan'):.2f} us"
              + (f", FAILED {failed}" if failed else ""), flush=True)
    measured = []
    for layer in layers:
        timed = [k for k in layer["kernels"] if k["micros"] is not None]
        if timed:
            best = min(timed, key=lambda k: k["micros"])
            measured.append({"chip": chip, "signature": layer["signature"],
                             "config": best["config"], "micros": best["micros"]})
    tuning_db.save(args.out, tuning_db.merge(tuning_db.load(args.out), measured))
    summary = summarize(layers)
    print(json.dumps(summary))
    if args.report:
        with open(args.report, "w") as f:
            json.dump({"chip": chip, "summary": summary, "layers": layers}, f, indent=1)
    failures = sum(not k["pass"] for layer in layers for k in layer["kernels"])
    print(f"{failures} kernels failed their check")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
