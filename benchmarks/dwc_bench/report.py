"""Summaries, tables and plots of `python -m dwc_bench.bench` results (no torch
needed, so they also run where the results are committed)."""

import math


def geomean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def summarize(rows):
    groups = {}
    for row in rows:
        groups.setdefault((row["batch"], row["dtype"], row["layout"]), []).append(row)
    summary = []
    for (batch, dtype, layout), group in sorted(groups.items()):
        summary.append({
            "batch": batch, "dtype": dtype, "layout": layout, "layers": len(group),
            "dwc_floor_fraction": geomean([r["floor_us"] / r["dwc_us"] for r in group]),
            "torch_floor_fraction": geomean([r["floor_us"] / r["torch_best_us"] for r in group]),
            "speedup": geomean([r["torch_best_us"] / r["dwc_us"] for r in group]),
            "dwc_us": geomean([r["dwc_us"] for r in group]),
            "torch_us": geomean([r["torch_best_us"] for r in group]),
        })
        if all("dwc_serialized_us" in r for r in group):
            summary[-1].update({
                "dwc_serialized_us": geomean([r["dwc_serialized_us"] for r in group]),
                "serialized_speedup": geomean(
                    [r["torch_best_us"] / r["dwc_serialized_us"] for r in group]),
                "serialized_floor_fraction": geomean(
                    [r["floor_us"] / r["dwc_serialized_us"] for r in group]),
            })
        if all("copy_us" in r for r in group):
            summary[-1].update({
                "copy_us": geomean([r["copy_us"] for r in group]),
                "dwc_copy_fraction": geomean([r["copy_us"] / r["dwc_us"] for r in group]),
                "copy_floor_fraction": geomean([r["floor_us"] / r["copy_us"] for r in group]),
                "torch_copy_ratio": geomean([r["torch_best_us"] / r["copy_us"] for r in group]),
            })
    return summary


def summary_table(summary):
    """Markdown rows of the per-(batch, dtype, layout) geomeans; with the
    same-bytes copy's time where the run measured it."""
    copies = all("copy_us" in s for s in summary)
    lines = ["| N | dtype | layout | layers | dwc us | PyTorch us | dwc floor fraction | "
             "PyTorch floor fraction | speedup |" + (" copy us | copy / dwc |" if copies else ""),
             "|---|---|---|---|---|---|---|---|---|" + ("---|---|" if copies else "")]
    for s in summary:
        lines.append(f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['layers']} | "
                     f"{s['dwc_us']:.2f} | {s['torch_us']:.2f} | {s['dwc_floor_fraction']:.2f} | "
                     f"{s['torch_floor_fraction']:.2f} | {s['speedup']:.2f} |" +
                     (f" {s['copy_us']:.2f} | {s['dwc_copy_fraction']:.2f} |" if copies else ""))
    return lines


def serialized_table(summary):
    """Markdown rows comparing dwc's default launches with serialized ones,
    where the run measured both."""
    if not all("dwc_serialized_us" in s for s in summary):
        return []
    lines = ["| N | dtype | layout | dwc us | dwc serialized us | serialized / default | "
             "speedup | speedup serialized | floor fraction serialized |",
             "|---|---|---|---|---|---|---|---|---|"]
    for s in summary:
        lines.append(f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['dwc_us']:.2f} | "
                     f"{s['dwc_serialized_us']:.2f} | {s['dwc_serialized_us'] / s['dwc_us']:.2f} | "
                     f"{s['speedup']:.2f} | {s['serialized_speedup']:.2f} | "
                     f"{s['serialized_floor_fraction']:.2f} |")
    return lines


def write_markdown(path, meta, summary, rows, title="dwc depthwise forward vs PyTorch"):
    method = (f"Date {meta['date']}, commit {meta['commit']}, torch {meta['torch']}, "
              f"cuDNN {meta['cudnn']}, copy bandwidth {meta['copy_bandwidth_gbs']:.0f} GB/s "
              "(read + write). Times are CUDA-graph replays over rotated inputs, median, "
              "per launch. Floor fraction = (input + output + filter bytes / copy bandwidth) "
              "/ time. Speedup = PyTorch's best path / dwc.")
    if "empty_kernel_us" in meta:
        method += (" Copy = a copy kernel reading and writing the layer's input + "
                   "output bytes, timed the same way; an empty kernel takes "
                   f"{meta['empty_kernel_us']:.2f} us.")
    lines = [f"# {title} ({meta['device']})", "", method, "",
             "## Geomean per batch, dtype and layout", ""] + summary_table(summary)
    serialized = serialized_table(summary)
    if serialized:
        lines += ["", "## Programmatic launch against serialized launches", ""] + serialized
    lines += ["", "## Every layer", "",
              "| layer | N | dtype | layout | dwc us | dwc serialized us | PyTorch best us (path) | "
              "floor us | copy us | dwc floor fraction | speedup | rel. L2 error |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        copy = f"{r['copy_us']:.2f}" if "copy_us" in r else "-"
        serialized = f"{r['dwc_serialized_us']:.2f}" if "dwc_serialized_us" in r else "-"
        lines.append(f"| {r['layer']} | {r['batch']} | {r['dtype']} | {r['layout']} | "
                     f"{r['dwc_us']:.2f} | {serialized} | {r['torch_best_us']:.2f} ({r['torch_best']}) | "
                     f"{r['floor_us']:.2f} | {copy} | {r['floor_us'] / r['dwc_us']:.2f} | "
                     f"{r['torch_best_us'] / r['dwc_us']:.2f} | {r['rel_l2_error']:.1e} |")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def plot(path, rows):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    batches = sorted({r["batch"] for r in rows})
    fig, axes = plt.subplots(len(batches), 1, figsize=(14, 4 * len(batches)), squeeze=False)
    for ax, batch in zip(axes[:, 0], batches):
        group = [r for r in rows if r["batch"] == batch]
        names = sorted({r["layer"] for r in group}, key=lambda n: [r["layer"] for r in rows].index(n))
        for dtype in ("f32", "f16", "bf16"):
            for layout, marker in (("nchw", "o"), ("nhwc", "s")):
                pts = [(names.index(r["layer"]), r["torch_best_us"] / r["dwc_us"]) for r in group
                       if r["dtype"] == dtype and r["layout"] == layout]
                if pts:
                    ax.scatter(*zip(*pts), marker=marker, label=f"{dtype} {layout}")
        ax.axhline(1.0, color="gray", lw=0.8)
        ax.set_xticks(range(len(names)))
        ax.set_xticklabels(names, rotation=60, fontsize=7)
        ax.set_ylabel("speedup vs PyTorch best")
        ax.set_title(f"batch {batch}")
        ax.legend(fontsize=7, ncol=6)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
