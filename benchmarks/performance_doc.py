#!/usr/bin/env python3
"""Writes benchmarks/depthwise/README.md from a benchmark run (bench.json of
`python -m dwc_bench.bench`) and the shapes file: geomeans per batch, dtype and
layout, per kernel size, and the issue's targets against the measurement.

Usage: performance_doc.py RUN_DIR (under benchmarks/depthwise) SHAPES [NOTE] > benchmarks/depthwise/README.md
(RUN_DIR_UNDER_DOCS is e.g. bench/2026-12-02-final, relative to docs/; NOTE,
a paragraph placed under the first, says where the sources have moved on
from the measured commit).
"""

import json
import lzma
import os
import runpy
import sys

sys.path[:0] = [os.path.join(os.path.dirname(__file__), "..", "python"), os.path.dirname(__file__)]
from dwc_bench.report import geomean, serialized_table, summarize, summary_table  # noqa: E402


def main(run_dir, shapes_path, note=None):
    page_dir = os.path.join(os.path.dirname(__file__), "depthwise")
    path = os.path.join(page_dir, run_dir, "bench.json")
    data = json.load(lzma.open(path + ".xz") if os.path.exists(path + ".xz") else open(path))
    meta, rows = data["meta"], data["rows"]
    summary = summarize(rows)
    kernel = {s[0]: s[4] for s in runpy.run_path(shapes_path)["DW"]}
    out = [
        "# Depthwise forward on the H200", "",
        f"Measured {meta['date']} on an {meta['device']}, dwc commit `{meta['commit']}`, "
        f"torch {meta['torch']}, cuDNN {meta['cudnn']}; copy bandwidth "
        f"{meta['copy_bandwidth_gbs']:.0f} GB/s (read + write, 1 GiB device-to-device copy). "
        "Made by `benchmarks/prepare_bundles.sh` (development machine) and "
        "`benchmarks/device_run.sh` (GPU machine), i.e. `python -m dwc_bench.bench`; this page by "
        f"`benchmarks/performance_doc.py`. Every layer is in [{run_dir}/bench.md]({run_dir}/bench.md), "
        "raw data in `bench.json.xz` and a plot in `bench.png` beside it.", ""]
    if note:
        out += [note, ""]
    out += [
        "Method: every depthwise layer of `benchmarks/shapes.py` (24 shapes, padding K/2) x batch "
        "{1, 32, 128} x {f32, f16, bf16} x {NCHW, NHWC}, no bias or activation. dwc and PyTorch run "
        "on the same tensors, both timed as CUDA-graph replays of launches over rotated input "
        "buffers (together more than twice the L2), median of 30 replays after 30 ms of warm-up "
        "replays, per launch. PyTorch's "
        "baseline is the best of cuDNN NCHW, cuDNN channels_last and the ATen native kernel "
        "(cudnn.benchmark on). Floor fraction = ((input + output + filter) bytes / copy bandwidth) "
        "/ time. Before timing, each kernel's output (poisoned with NaN) is compared with a float64 "
        "reference; the same run checks 200 random shapes (odd sizes, stride 2, dilation, "
        "asymmetric padding, bias, activations, batches 1-6 and 256; one in four a small map over "
        "16-64 images).", "",
        "## Geomean over the 24 shapes", ""] + summary_table(summary)
    serialized = serialized_table(summary)
    if serialized:
        out += ["", "## Programmatic launch against serialized launches", "",
                "dwc's sm_90 kernels wait for the previous work on the stream inside the kernel, so "
                "the runtime launches them with programmatic stream serialization: their blocks may "
                "be scheduled while the previous launch drains (docs/design.md, \"Programmatic "
                "launch\"). The same kernels launched serialized, in plain stream order as "
                "PyTorch's kernels run, on the same tensors in the same run:", ""] + serialized
    out += ["", "## By kernel size (geomean; 16-bit = f16 and bf16)", "",
            "| N | layout | K | dtype | dwc floor fraction | PyTorch floor fraction | speedup |",
            "|---|---|---|---|---|---|---|"]
    for batch in (1, 32, 128):
        for layout in ("nchw", "nhwc"):
            for k in (3, 5):
                for name, dtypes in (("f32", ("f32",)), ("16-bit", ("f16", "bf16"))):
                    sel = [r for r in rows if r["batch"] == batch and r["layout"] == layout
                           and kernel[r["layer"]] == k and r["dtype"] in dtypes]
                    if sel:
                        out.append(
                            f"| {batch} | {layout} | {k} | {name} | "
                            f"{geomean([r['floor_us'] / r['dwc_us'] for r in sel]):.2f} | "
                            f"{geomean([r['floor_us'] / r['torch_best_us'] for r in sel]):.2f} | "
                            f"{geomean([r['torch_best_us'] / r['dwc_us'] for r in sel]):.2f} |")

    if all("copy_us" in r for r in rows):
        out += ["", "## Against a copy of the same bytes", "",
                "Each layer's input + output bytes moved by a copy kernel (PyTorch's "
                "elementwise kernel), timed like the kernels, and an empty kernel "
                f"({meta['empty_kernel_us']:.2f} us per launch): the fixed cost of a launch and of "
                "a round trip to memory that the HBM floor leaves out. \"Copy floor fraction\" is "
                "what the copy itself reaches of the floor; \"PyTorch / copy\" is the speedup dwc "
                "would have if it ran as fast as the copy.", "",
                "| N | dtype | layout | copy us | copy floor fraction | dwc floor fraction | "
                "copy / dwc | PyTorch / copy | speedup |",
                "|---|---|---|---|---|---|---|---|---|"]
        for s in summary:
            out.append(
                f"| {s['batch']} | {s['dtype']} | {s['layout']} | {s['copy_us']:.2f} | "
                f"{s['copy_floor_fraction']:.2f} | {s['dwc_floor_fraction']:.2f} | "
                f"{s['dwc_copy_fraction']:.2f} | {s['torch_copy_ratio']:.2f} | "
                f"{s['speedup']:.2f} |")

    def span(batch, key):
        values = [s[key] for s in summary if s["batch"] == batch]
        return f"{min(values):.2f} - {max(values):.2f}"

    def reached(batch, key, goal):
        values = [s[key] for s in summary if s["batch"] == batch]
        hits = sum(v >= goal for v in values)
        return "yes" if hits == len(values) else ("no" if hits == 0 else f"{hits} of {len(values)} groups")

    def row(label, batch, key, goal, unit=""):
        line = f"| {label} | {span(batch, key)}{unit} | {reached(batch, key, goal)} |"
        if serialized:
            serialized_key = {"dwc_floor_fraction": "serialized_floor_fraction",
                              "speedup": "serialized_speedup"}[key]
            line += (f" {span(batch, serialized_key)}{unit}, "
                     f"{reached(batch, serialized_key, goal)} |")
        return line

    out += ["", "## Against the targets (issue 3)", "",
            "| target (geomean, each dtype and layout) | measured | reached |" +
            (" serialized launches |" if serialized else ""),
            "|---|---|---|" + ("---|" if serialized else ""),
            row(">= 0.85 of the HBM floor at N=128", 128, "dwc_floor_fraction", 0.85),
            row(">= 0.75 of the HBM floor at N=32", 32, "dwc_floor_fraction", 0.75),
            row(">= 1.3x PyTorch's best at N=128", 128, "speedup", 1.3, "x"),
            row(">= 1.3x PyTorch's best at N=32", 32, "speedup", 1.3, "x"),
            row(">= 1.5x PyTorch's best at N=1 (graph-timed)", 1, "speedup", 1.5, "x"),
            "", "What each rule of the chooser did: docs/tuning.md. Layers outside the "
            "benchmark: [heldout/README.md](heldout/README.md)."]
    print("\n".join(out))


if __name__ == "__main__":
    main(*sys.argv[1:4])
