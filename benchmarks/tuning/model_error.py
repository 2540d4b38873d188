"""How well the depthwise cost model (estimateDepthwiseTime), and with
--pointwise-results the pointwise one (estimatePointwiseTime), predict
measured kernel times.

    python benchmarks/tuning/model_error.py --dwc-compile build/bin/dwc-compile \
        --results benchmarks/depthwise/results/bench.json.xz:benchmarks/shapes.py \
        --results benchmarks/depthwise/heldout/bench.json.xz:benchmarks/heldout_shapes.py \
        --pointwise-results benchmarks/separable/results/separable.json.xz:benchmarks/shapes.py \
        --out benchmarks/tuning/model_error

Each --results pairs a benchmark result (dwc_bench.bench's JSON: per kernel
its layer, batch, dtype, layout, config and measured `dwc_us`) with the
shapes file it was built from. Every kernel is compiled again with its
measured config (no ptxas) to read the model's `estimated_us` from the
manifest; the report gives, per set and over all, the Spearman rank
correlation between estimate and measurement, the median and 90th
percentile of |log2(estimate / measured)|, and the same per schedule.
Writes OUT.json and OUT.md.
"""

import argparse
import bisect
import json
import lzma
import math
import os
import pathlib
import re
import runpy
import statistics
import subprocess
import tempfile

from dwc.layers import DepthwiseLayer, PointwiseLayer, config_attr
from dwc.ranking import spearman

def load_result(path):
    """The rows and meta (device, date, commit) of a benchmark result."""
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt") as f:
        result = json.load(f)
    return result["rows"], result["meta"]


def layer_mlir(shape, batch, dtype, layout, config):
    """The layer of a shapes-file entry with `config` (padding K // 2, as
    dwc.layers builds the benchmark)."""
    name, c, h, w, k, s = shape
    p = k // 2
    layer = DepthwiseLayer(name, batch, c, h, w, (k, k), (s, s), (1, 1), (p, p, p, p), dtype,
                           layout)
    return layer.key, layer.mlir().replace(
        "activation = #dwc<activation none>",
        f"activation = #dwc<activation none>, config = {config_attr('depthwise_config', config)}")


#: Functions compiled at a time: one bundle of thousands of functions takes
#: more memory than a development machine has.
CHUNK_FUNCTIONS = 2000


def pointwise_layer_mlir(shape, batch, dtype, layout, config):
    """The 1x1 layer of a shapes-file `PW` entry as the separable benchmark
    builds it (with bias), with `config`."""
    name, cin, cout, h, w = shape
    layer = PointwiseLayer(name, batch, cin, cout, h, w, dtype, layout, bias=True)
    return layer.key, layer.mlir().replace(
        "strides = array<i64: 1, 1>}",
        f"strides = array<i64: 1, 1>, config = {config_attr('pointwise_config', config)}}}")


def estimate(dwc_compile, functions):
    """The model's estimate of each (key, MLIR function) by key, read from the
    manifests of bundles compiled without ptxas. Functions whose config the
    verifier now rejects (configs of older runs) are left out."""
    functions = list(functions)
    estimates = {}
    for first in range(0, len(functions), CHUNK_FUNCTIONS):
        estimates.update(estimate_chunk(dwc_compile, functions[first:first + CHUNK_FUNCTIONS]))
    return estimates


def estimate_chunk(dwc_compile, functions):
    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / "layers.mlir"
        bundle = pathlib.Path(tmp) / "bundle"
        while True:
            first_lines = []
            line = 1
            for _, text in functions:
                first_lines.append(line)
                line += text.count("\n")
            source.write_text("".join(text for _, text in functions))
            run = subprocess.run([dwc_compile, str(source), "-o", str(bundle), "--ptxas=none"],
                                 capture_output=True, text=True)
            if run.returncode == 0:
                break
            rejected = {bisect.bisect_right(first_lines, int(m)) - 1
                        for m in re.findall(r"layers\.mlir:(\d+):\d+: error", run.stderr)}
            if not rejected:
                raise RuntimeError(f"dwc-compile exited with {run.returncode}: {run.stderr}")
            functions = [f for i, f in enumerate(functions) if i not in rejected]
        manifest = json.loads((bundle / "manifest.json").read_text())
    return {kernel["function"]: kernel["estimated_us"]
            for kernel in manifest["kernels"] if "function" in kernel}


def summarize(pairs):
    estimated = [e for e, _ in pairs]
    measured = [m for _, m in pairs]
    errors = sorted(abs(math.log2(e / m)) for e, m in pairs)
    return {"kernels": len(pairs), "spearman": spearman(estimated, measured),
            "median_abs_log2": statistics.median(errors),
            "p90_abs_log2": errors[int(0.9 * (len(errors) - 1))],
            "median_ratio": statistics.median(e / m for e, m in pairs)}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dwc-compile", required=True)
    parser.add_argument("--results", action="append", required=True,
                        help="RESULT_JSON:SHAPES_FILE")
    parser.add_argument("--pointwise-results", action="append", default=[],
                        help="RESULT_JSON:SHAPES_FILE of dwc_bench.separable (its 1x1 layers)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    sets = {}
    measured = {}
    for spec in args.results:
        result, shapes_file = spec.split(":")
        shapes = {entry[0]: entry for entry in runpy.run_path(shapes_file)["DW"]}
        rows, meta = load_result(result)
        functions = [layer_mlir(shapes[row["layer"]], row["batch"], row["dtype"],
                                row["layout"], row["config"]) for row in rows]
        estimates = estimate(args.dwc_compile, functions)
        entries = [{"kernel": key, "column_reuse": row["config"]["column_reuse"],
                    "estimated_us": estimates[key], "measured_us": row["dwc_us"]}
                   for (key, _), row in zip(functions, rows)]
        name = os.path.basename(os.path.dirname(result)) or result
        sets[name] = entries
        measured[name] = f"{meta['device']}, {meta['date']}, PTX of {meta['commit']}"

    pointwise = {}
    for spec in args.pointwise_results:
        result, shapes_file = spec.split(":")
        shapes = {entry[0]: entry for entry in runpy.run_path(shapes_file)["PW"]}
        rows, meta = load_result(result)
        rows = [row for row in rows if row["kind"] == "pointwise" and row["layer"] in shapes]
        functions = [pointwise_layer_mlir(shapes[row["layer"]], row["batch"], row["dtype"],
                                          row["layout"], row["configs"][0]) for row in rows]
        estimates = estimate(args.dwc_compile, functions)
        name = "pointwise " + (os.path.basename(os.path.dirname(result)) or result)
        pointwise[name] = [{"kernel": key, "estimated_us": estimates[key],
                            "measured_us": row["dwc_us"]}
                           for (key, _), row in zip(functions, rows) if key in estimates]
        measured[name] = f"{meta['device']}, {meta['date']}, PTX of {meta['commit']}"

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    report = {"estimates_commit": commit, "measured": measured, "sets": {}, "by_schedule": {}}
    everything = []
    for name, entries in sets.items():
        pairs = [(e["estimated_us"], e["measured_us"]) for e in entries]
        report["sets"][name] = summarize(pairs)
        everything += entries
    report["all"] = summarize([(e["estimated_us"], e["measured_us"]) for e in everything])
    for schedule in sorted({e["column_reuse"] for e in everything}):
        pairs = [(e["estimated_us"], e["measured_us"]) for e in everything
                 if e["column_reuse"] == schedule]
        if len(pairs) >= 3:
            report["by_schedule"][schedule] = summarize(pairs)
    for name, entries in pointwise.items():
        report["sets"][name] = summarize([(e["estimated_us"], e["measured_us"])
                                          for e in entries])
        everything += entries
    report["kernels"] = everything
    with open(args.out + ".json", "w") as f:
        json.dump(report, f, indent=1)
    with open(args.out + ".md", "w") as f:
        f.write(f"Estimates of the compiler at {commit}; measured: " +
                "; ".join(f"{name} on {how}" for name, how in measured.items()) + ".\n\n")
        f.write("| set | kernels | Spearman | median \\|log2 err\\| | p90 \\|log2 err\\| | "
                "median estimate / measured |\n|---|---|---|---|---|---|\n")
        for name, s in list(report["sets"].items()) + [("all depthwise", report["all"])] + [
                (f"all depthwise, {k}", v) for k, v in report["by_schedule"].items()]:
            f.write(f"| {name} | {s['kernels']} | {s['spearman']:.2f} | "
                    f"{s['median_abs_log2']:.2f} | {s['p90_abs_log2']:.2f} | "
                    f"{s['median_ratio']:.2f} |\n")
    print(open(args.out + ".md").read())


if __name__ == "__main__":
    main()
