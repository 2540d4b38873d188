"""How well the depthwise cost model (estimateDepthwiseTime) predicts measured
kernel times.

    python benchmarks/tuning/model_error.py --dwc-compile build/bin/dwc-compile \
        --results benchmarks/depthwise/results/bench.json.xz:benchmarks/shapes.py \
        --results benchmarks/depthwise/heldout/bench.json.xz:benchmarks/heldout_shapes.py \
        --out benchmarks/tuning/model_error

Each --results pairs a benchmark result (dwc_bench.bench's JSON: per kernel
its layer, batch, dtype, layout, config and measured `dwc_us`) with the
shapes file it was built from. Every kernel is compiled again with its
measured config (no ptxas) to read the model's `estimated_us` from the
manifest; the report gives, per set and over all, the Spearman rank
correlation between estimate and measurement, the median and 90th
percentile of |log2(estimate / measured)|, and the same per schedule.
With --history, it also ranks the schedules of the A/B runs kept in git
history (docs/bench/*: every JSON whose rows hold `variants`, each a config
and its measured `us`, of layers found in benchmarks/shapes.py,
benchmarks/heldout_shapes.py or a shapes file beside the run): per kernel,
whether the model's fastest variant is within 10% of the measured fastest,
the time lost when it is not, and the rank correlation among the variants.
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

from dwc.layers import DepthwiseLayer

CONFIG_FIELDS = ["block_channels", "block_rows", "block_cols", "threads", "rows_per_thread",
                 "cols_per_thread", "vector_width", "column_reuse", "prefetch_depth",
                 "unroll_rows", "stage_output", "predicated_padding", "stage_in_place",
                 "max_registers"]


def config_attr(config):
    def value(v):
        return str(v).lower() if isinstance(v, bool) else str(v)
    # Older runs leave out the fields added since (their defaults).
    fields = ", ".join(f"{name} = {value(config[name])}" for name in CONFIG_FIELDS
                       if name in config)
    return f"#dwc.depthwise_config<{fields}>"


def load_rows(path):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt") as f:
        return json.load(f)["rows"]


def layer_mlir(shape, batch, dtype, layout, config, suffix=""):
    """The layer of a shapes-file entry with `config` (padding K // 2, as
    dwc.layers builds the benchmark), its function named key + suffix."""
    name, c, h, w, k, s = shape
    p = k // 2
    layer = DepthwiseLayer(name, batch, c, h, w, (k, k), (s, s), (1, 1), (p, p, p, p), dtype,
                           layout)
    text = layer.mlir().replace(f"@{layer.key}(", f"@{layer.key}{suffix}(")
    return layer.key + suffix, text.replace(
        "activation = #dwc<activation none>",
        "activation = #dwc<activation none>, config = " + config_attr(config))


#: Functions compiled at a time: one bundle of every A/B variant in history
#: (some 50,000 functions) takes more memory than the machine has.
CHUNK_FUNCTIONS = 2000


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


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True).stdout


def history_runs():
    """(commit, path, rows) of every A/B run added under docs/bench whose rows
    hold variants."""
    log = git("log", "--diff-filter=A", "--name-only", "--format=C %h", "--",
              "docs/bench").decode().splitlines()
    commit = None
    for line in log:
        if line.startswith("C "):
            commit = line[2:]
            continue
        if not (line.endswith(".json") or line.endswith(".json.xz")):
            continue
        data = git("show", f"{commit}:{line}")
        if line.endswith(".xz"):
            data = lzma.decompress(data)
        try:
            rows = json.loads(data).get("rows", [])
        except (ValueError, AttributeError):
            continue
        if rows and isinstance(rows[0], dict) and "variants" in rows[0]:
            yield commit, line, rows


def history_shapes(commit, path, base):
    """Shapes a run may name: those of the repository's shapes files and of
    any shapes file beside the run at its commit."""
    shapes = dict(base)
    directory = os.path.dirname(path)
    for name in git("ls-tree", "--name-only", f"{commit}:{directory}").decode().split():
        if name.endswith("shapes.py"):
            with tempfile.NamedTemporaryFile("wb", suffix=".py") as f:
                f.write(git("show", f"{commit}:{directory}/{name}"))
                f.flush()
                try:
                    shapes.update({e[0]: e for e in runpy.run_path(f.name).get("DW", [])})
                except Exception:  # a shapes file of another format
                    pass
    return shapes


def rank_history(dwc_compile, base_shapes):
    """Per kernel of the A/B runs: the variants' configs, measured times and
    the model's estimates."""
    kernels = []
    functions = []
    for commit, path, rows in history_runs():
        shapes = history_shapes(commit, path, base_shapes)
        for row in rows:
            parts = row["kernel"].rsplit("_dw0", 1)[0].split("__")
            # Forward kernels only (gradients and fused layers carry suffixes).
            if len(parts) != 4 or parts[0] not in shapes or parts[3] not in ("nchw", "nhwc"):
                continue
            name, batch, dtype, layout = parts
            variants = [(v["config"], v["us"]) for v in row["variants"].values()
                        if v.get("pass") and v.get("config") and v.get("us")]
            configs = {json.dumps(c, sort_keys=True) for c, _ in variants}
            if len(configs) < 2:
                continue
            entry = {"run": f"{commit}:{path}", "kernel": row["kernel"], "variants": []}
            for index, (config, us) in enumerate(variants):
                key, text = layer_mlir(shapes[name], int(batch[1:]), dtype, layout, config,
                                       f"__{len(kernels)}_{index}")
                functions.append((key, text))
                entry["variants"].append({"key": key, "config": config, "measured_us": us})
            kernels.append(entry)
    estimates = estimate(dwc_compile, functions)
    for entry in kernels:
        entry["variants"] = [dict(v, estimated_us=estimates[v["key"]])
                             for v in entry["variants"] if v["key"] in estimates]
    return [entry for entry in kernels
            if len({json.dumps(v["config"], sort_keys=True) for v in entry["variants"]}) >= 2]


def summarize_ranking(kernels):
    within, losses, correlations = 0, [], []
    for entry in kernels:
        variants = entry["variants"]
        best = min(v["measured_us"] for v in variants)
        pick = min(variants, key=lambda v: v["estimated_us"])
        losses.append(pick["measured_us"] / best)
        within += pick["measured_us"] <= 1.1 * best
        if len(variants) >= 3:
            correlations.append(spearman([v["estimated_us"] for v in variants],
                                         [v["measured_us"] for v in variants]))
    return {"kernels": len(kernels), "runs": len({e["run"] for e in kernels}),
            "pick_within_10pct": within / len(kernels),
            "geomean_pick_over_best": math.exp(statistics.fmean(map(math.log, losses))),
            "worst_pick_over_best": max(losses),
            "median_spearman_3plus": statistics.median(correlations) if correlations else None,
            "kernels_3plus": len(correlations)}


def spearman(xs, ys):
    def ranks(values):
        order = sorted(range(len(values)), key=lambda i: values[i])
        result = [0.0] * len(values)
        for rank, i in enumerate(order):
            result[i] = rank
        return result
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return cov / math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))


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
    parser.add_argument("--history", action="store_true",
                        help="also rank the variants of the A/B runs in git history")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    sets = {}
    all_shapes = {}
    for spec in args.results:
        result, shapes_file = spec.split(":")
        shapes = {entry[0]: entry for entry in runpy.run_path(shapes_file)["DW"]}
        all_shapes.update(shapes)
        rows = load_rows(result)
        functions = [layer_mlir(shapes[row["layer"]], row["batch"], row["dtype"],
                                row["layout"], row["config"]) for row in rows]
        estimates = estimate(args.dwc_compile, functions)
        entries = [{"kernel": key, "column_reuse": row["config"]["column_reuse"],
                    "estimated_us": estimates[key], "measured_us": row["dwc_us"]}
                   for (key, _), row in zip(functions, rows)]
        sets[os.path.basename(os.path.dirname(result)) or result] = entries

    report = {"sets": {}, "by_schedule": {}}
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
    report["kernels"] = everything
    if args.history:
        history = rank_history(args.dwc_compile, all_shapes)
        report["history"] = summarize_ranking(history)
        report["history_kernels"] = history
    with open(args.out + ".json", "w") as f:
        json.dump(report, f, indent=1)
    with open(args.out + ".md", "w") as f:
        f.write("| set | kernels | Spearman | median \\|log2 err\\| | p90 \\|log2 err\\| | "
                "median estimate / measured |\n|---|---|---|---|---|---|\n")
        for name, s in list(report["sets"].items()) + [("all", report["all"])] + [
                (f"all, {k}", v) for k, v in report["by_schedule"].items()]:
            f.write(f"| {name} | {s['kernels']} | {s['spearman']:.2f} | "
                    f"{s['median_abs_log2']:.2f} | {s['p90_abs_log2']:.2f} | "
                    f"{s['median_ratio']:.2f} |\n")
        if args.history:
            h = report["history"]
            f.write(f"\nA/B runs in git history: {h['kernels']} kernels of {h['runs']} runs, "
                    f"each measured with 2 or more configs. The model's fastest config is "
                    f"within 10% of the measured fastest for {h['pick_within_10pct']:.0%} of "
                    f"them; its pick takes {h['geomean_pick_over_best']:.2f}x the best time "
                    f"(geomean; worst {h['worst_pick_over_best']:.2f}x).")
            if h["median_spearman_3plus"] is not None:
                f.write(f" Over the {h['kernels_3plus']} kernels measured with 3 or more "
                        f"configs, the median rank correlation is "
                        f"{h['median_spearman_3plus']:.2f}.")
            f.write("\n")
    print(open(args.out + ".md").read())


if __name__ == "__main__":
    main()
