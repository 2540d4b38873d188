"""Checks and times dwc pointwise and separable layers against PyTorch.

    python -m dwc_bench.separable --bundle BUNDLE [--random-bundle DIR] --out DIR

Each layer is one function of the bundle's manifest (`functions`, see
dwc.layers separable-bench): its kernels run in order over the function's
tensors. On the same tensors:
  * correctness: every tensor a kernel writes is poisoned with NaN, the
    kernels run, and the result is compared with a float64 reference
    (PyTorch's conv2d on float64 copies; a separable layer's intermediate is
    kept in float64): relative L2 error, and every element written;
  * time: dwc's kernels and PyTorch's best path (cuDNN NCHW and
    channels_last, and for a 1x1 convolution of NHWC data cuBLAS through
    addmm), with the layer's epilogue, as CUDA-graph replays over rotated
    inputs, median after a warm-up; f32 without TF32 unless the layer asks
    for it;
  * a copy kernel moving as many bytes as the layer's input and output,
    timed the same way: the ceiling of a memory-bound layer.
Writes separable.json, separable.md, separable.png (speedup per layer) and
random_separable.json under --out.
"""

import argparse
import json
import math
import os
import re
import time

import torch
import torch.nn.functional as F

from dwc.bench import BundleFunction, activation, check, rotation_sets
from dwc.runtime import Bundle
from dwc_bench.bench import graph_time, run_metadata
from dwc_bench.report import plot

def torch_program(layer):
    """The layer's kernels as a PyTorch function of its arguments in
    PyTorch's own layouts (see `arguments`): cuDNN convolutions, the epilogue
    as PyTorch's elementwise kernels."""
    steps = [(k.info, k.info["bindings"]) for k in layer.kernels]

    def run(args):
        env = dict(args)
        for info, bind in steps:
            x = env[bind["input"]]
            if info["op"] in ("depthwise_conv2d", "separable_conv2d"):
                fused = info["op"] == "separable_conv2d"
                w = env[bind["depthwise_filter" if fused else "filter"]]
                b = env.get(bind.get("depthwise_bias" if fused else "bias"))
                pt, pb, pl, pr = info["padding"]
                if pt == pb and pl == pr:
                    x = F.conv2d(x, w, b, stride=info["strides"], padding=(pt, pl),
                                 dilation=info["dilations"], groups=x.shape[1])
                else:
                    x = F.conv2d(F.pad(x, (pl, pr, pt, pb)), w, b, stride=info["strides"],
                                 dilation=info["dilations"], groups=x.shape[1])
                x = activation(x, info["mid_activation" if fused else "activation"])
                if not fused:
                    env[bind["output"]] = x
                    continue
            fused = "pointwise_filter" in bind
            w = env[bind["pointwise_filter" if fused else "filter"]]
            b = env.get(bind.get("pointwise_bias" if fused else "bias"))
            strides = info["strides"] if info["op"] == "pointwise_conv2d" else [1, 1]
            y = activation(F.conv2d(x, w, b, stride=strides), info["activation"])
            if "residual" in bind:
                y = y + env[bind["residual"]]
            env[bind["output"]] = y
        return env[steps[-1][1]["output"]]

    return run


def arguments(layer, values, fmt):
    """The layer's arguments in PyTorch's layouts, made once: activations
    N x C x H x W in memory format `fmt`, depthwise filters C x 1 x KH x KW,
    pointwise ones Cout x Cin x 1 x 1."""
    args = {name: values[name] for name in layer.arguments}
    nhwc = layer.layout == "nhwc"
    filters = {}
    for bind in (k.info["bindings"] for k in layer.kernels):
        for role, name in bind.items():
            w = args.get(name)
            if role in ("filter", "depthwise_filter") and w is not None and w.dim() == 3:
                filters[name] = (w.permute(2, 0, 1) if nhwc else w).unsqueeze(1)
            elif role in ("filter", "pointwise_filter") and w is not None and w.dim() == 2:
                filters[name] = (w.t() if nhwc else w)[:, :, None, None]
    filters = {name: w.contiguous(memory_format=fmt) for name, w in filters.items()}
    for name, t in args.items():
        if name in filters:
            args[name] = filters[name]
        elif t.dim() == 4:
            args[name] = (t.permute(0, 3, 1, 2) if nhwc else t).contiguous(memory_format=fmt)
    return args


def torch_paths(layer, values):
    """PyTorch's ways to compute the layer on `values`, by name."""
    paths = {}
    for name, fmt in (("cudnn_nchw", torch.contiguous_format),
                      ("cudnn_channels_last", torch.channels_last)):
        program, args = torch_program(layer), arguments(layer, values, fmt)
        paths[name] = lambda program=program, args=args: program(args)
    pw = layer.kernels[-1].info
    if (len(layer.kernels) == 1 and pw["op"] == "pointwise_conv2d"
            and pw["strides"] == [1, 1]):
        # cuBLAS on the NHWC pixels x Cin matrix.
        bind = pw["bindings"]
        x = layer.nchw(values[bind["input"]])
        rows = x.permute(0, 2, 3, 1).contiguous().view(-1, x.shape[1])
        w = values[bind["filter"]]
        wt = (w.t() if layer.layout == "nchw" else w).contiguous()
        b = values.get(bind.get("bias"))
        r = values.get(bind.get("residual"))
        rr = (layer.nchw(r).permute(0, 2, 3, 1).contiguous().view(-1, wt.shape[1])
              if r is not None else None)

        def matmul():
            y = torch.addmm(b, rows, wt) if b is not None else rows @ wt
            y = activation(y, pw["activation"])
            return y + rr if rr is not None else y

        paths["cublas_matmul"] = matmul
    return paths


def time_layer(layer, generator, reps, copy_rate, compile_mode=None):
    copies = rotation_sets(layer)
    sets = [layer.make(generator) for _ in range(copies)]
    results = {"copies": copies}
    results["dwc_us"] = graph_time([lambda v=v: layer.launch(v) for v in sets], reps)
    words = -(-layer.bytes_moved() // 8)
    sources = [torch.zeros(words, dtype=torch.int32, device="cuda") for _ in range(copies)]
    targets = [torch.empty_like(s) for s in sources]
    results["copy_us"] = graph_time([lambda s=s, t=t: torch.bitwise_not(s, out=t)
                                     for s, t in zip(sources, targets)], reps)
    tf32 = layer.math == "tf32"
    torch.backends.cudnn.allow_tf32 = tf32
    torch.backends.cuda.matmul.allow_tf32 = tf32
    candidates = {}
    paths = [torch_paths(layer, v) for v in sets]
    if compile_mode:
        # One compilation for all rotated sets (same shapes), channels_last
        # as inductor prefers.
        compiled = torch.compile(torch_program(layer), mode=compile_mode)
        for p, v in zip(paths, sets):
            args = arguments(layer, v, torch.channels_last)
            p["torch_compile"] = lambda args=args: compiled(args)
            p["torch_compile"]()
    for name in paths[0]:
        try:
            candidates[name] = graph_time([p[name] for p in paths], reps)
        except RuntimeError as error:  # a path PyTorch cannot capture
            print(f"  {layer.name}: {name} skipped ({error})", flush=True)
    results.update({f"{k}_us": v for k, v in candidates.items()})
    best = min(candidates, key=candidates.get)
    results["torch_best"] = best
    results["torch_best_us"] = candidates[best]
    results["floor_us"] = layer.bytes_moved() / copy_rate * 1e6
    return results


def layers_of(bundle):
    """The layers (functions) of a bundle, each with its kernels in order."""
    return [BundleFunction(f) for f in bundle.functions.values()]


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def summarize(rows):
    groups = {}
    for row in rows:
        key = (row["kind"], row["batch"], row["dtype"], row["layout"])
        groups.setdefault(key, []).append(row)
    summary = []
    for (kind, batch, dtype, layout), group in sorted(groups.items()):
        summary.append({
            "kind": kind, "batch": batch, "dtype": dtype, "layout": layout,
            "layers": len(group),
            "speedup": geomean([r["torch_best_us"] / r["dwc_us"] for r in group]),
            "dwc_copy_fraction": geomean([r["copy_us"] / r["dwc_us"] for r in group]),
            "torch_copy_fraction": geomean([r["copy_us"] / r["torch_best_us"] for r in group]),
        })
    return summary


def write_markdown(path, meta, summary, rows):
    with open(path, "w") as f:
        f.write(f"# Pointwise and separable layers: dwc against PyTorch\n\n"
                f"{meta['device']}, {meta['date']}, commit {meta['commit']}, torch "
                f"{meta['torch']}, cuDNN {meta['cudnn']}; copy bandwidth "
                f"{meta['copy_bandwidth_gbs']:.0f} GB/s. Times are CUDA-graph medians; "
                "`copy` is a kernel moving the layer's bytes, timed the same way; "
                "speedup and fractions are geomeans.\n\n"
                "| kind | N | dtype | layout | layers | speedup | dwc / copy | torch / copy |\n"
                "|---|---|---|---|---|---|---|---|\n")
        for s in summary:
            f.write(f"| {s['kind']} | {s['batch']} | {s['dtype']} | {s['layout']} | "
                    f"{s['layers']} | {s['speedup']:.2f} | {s['dwc_copy_fraction']:.2f} | "
                    f"{s['torch_copy_fraction']:.2f} |\n")
        f.write("\n| layer | N | dtype | layout | dwc us | torch us | best path | copy us | "
                "error |\n|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {r['layer']} | {r['batch']} | {r['dtype']} | {r['layout']} | "
                    f"{r['dwc_us']:.2f} | {r['torch_best_us']:.2f} | {r['torch_best']} | "
                    f"{r['copy_us']:.2f} | {r['rel_l2_error']:.1e} |\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", nargs="+", default=[],
                        help="bundles of layers to check and time")
    parser.add_argument("--random-bundle", nargs="+", default=[],
                        help="bundles of layers to check only")
    parser.add_argument("--out", required=True)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--only", help="layers whose name matches this regex only")
    parser.add_argument("--no-time", action="store_true", help="check correctness only")
    parser.add_argument("--torch-compile", metavar="MODE",
                        help="also time torch.compile(mode=MODE) of layers matching --compile-only")
    parser.add_argument("--compile-only", default="mobilenet|efficientnet",
                        help="regex of the layers --torch-compile applies to")
    parser.add_argument("--commit", default=os.environ.get("DWC_COMMIT", "unknown"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.backends.cudnn.benchmark = True
    generator = torch.Generator(device="cuda")
    generator.manual_seed(int(time.time()))
    meta = run_metadata(args.commit, args.reps)
    copy_rate = meta["copy_bandwidth_gbs"] * 1e9
    print(f"{meta['device']}: copy bandwidth {meta['copy_bandwidth_gbs']:.0f} GB/s", flush=True)
    failures = 0
    if args.random_bundle:
        results = []
        for layer in [l for b in args.random_bundle for l in layers_of(Bundle(b))]:
            result = check(layer, generator)
            result.update(name=layer.name, dtype=layer.dtype, layout=layer.layout,
                          math=layer.math)
            results.append(result)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {layer.name}: {result}", flush=True)
        print(f"random: {sum(r['pass'] for r in results)}/{len(results)} pass, worst "
              f"{max(r['rel_l2_error'] for r in results):.2e}", flush=True)
        with open(os.path.join(args.out, "random_separable.json"), "w") as f:
            json.dump({"meta": meta, "results": results}, f, indent=1)
    if args.bundle:
        rows = []
        for layer in [l for b in args.bundle for l in layers_of(Bundle(b))]:
            if args.only and not re.search(args.only, layer.name):
                continue
            result = check(layer, generator)
            if not result["pass"]:
                failures += 1
                print(f"FAIL {layer.name}: {result}", flush=True)
            parts = layer.name.split("__")
            name, batch = parts[0], parts[1] if len(parts) > 1 else "n0"
            kind = ("pointwise" if layer.kernels[-1].info["op"] == "pointwise_conv2d"
                    and len(layer.kernels) == 1 else "separable")
            row = {"layer": name, "kind": kind,
                   "fused": any(k.info["op"] == "separable_conv2d" for k in layer.kernels),
                   "batch": int(batch[1:]), "dtype": layer.dtype, "layout": layer.layout,
                   "configs": [k.info["config"] for k in layer.kernels], **result}
            if not args.no_time:
                mode = (args.torch_compile if args.torch_compile and
                        re.search(args.compile_only, layer.name) else None)
                row.update(time_layer(layer, generator, args.reps, copy_rate, mode))
                print(f"{layer.name}: dwc {row['dwc_us']:.2f} us, torch {row['torch_best_us']:.2f}"
                      f" us ({row['torch_best']}), copy {row['copy_us']:.2f} us, err "
                      f"{row['rel_l2_error']:.1e}", flush=True)
            rows.append(row)
        output = {"meta": meta, "rows": rows}
        if not args.no_time:
            output["summary"] = summarize(rows)
            write_markdown(os.path.join(args.out, "separable.md"), meta, output["summary"], rows)
            plot(os.path.join(args.out, "separable.png"), rows)
        with open(os.path.join(args.out, "separable.json"), "w") as f:
            json.dump(output, f, indent=1)
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
