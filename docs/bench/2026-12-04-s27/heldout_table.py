#!/usr/bin/env python3
"""Markdown tables of the held-out layers (heldout_shapes.py) for docs/heldout.md:
per batch, dtype and layout, before and after, and the kernels still slower
than PyTorch's best after. Each side is a list of `dwc.bench` runs (paths
relative to docs/bench), later runs' kernels replacing earlier ones'.
By default, before: heldout/ (26b71de); after: the session-27 rules
(heldout-rules/, 9180af4, with the 4 kernels that 2611f43 changes re-timed in
heldout-d3d/). Session 28's tables:

    python3 docs/bench/2026-12-04-s27/heldout_table.py \
        --before 2026-12-04-s27/heldout-rules 2026-12-04-s27/heldout-d3d \
        --after 2026-12-04-s28/heldout-s28"""
import argparse
import json
import lzma
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)


def geomean(values):
    return math.exp(sum(map(math.log, values)) / len(values))


def load(run):
    path = os.path.join(BENCH, run, "bench.json")
    opener = open if os.path.exists(path) else lzma.open
    with opener(path if opener is open else path + ".xz", "rt") as f:
        data = json.load(f)
    return data["meta"], {(r["layer"], r["batch"], r["dtype"], r["layout"]): r
                          for r in data["rows"]}


def load_runs(runs):
    """The first run's meta and the kernels of all runs, later runs replacing earlier."""
    meta, rows = load(runs[0])
    for run in runs[1:]:
        rows.update(load(run)[1])
    return meta, rows


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", nargs="+", default=["2026-12-04-s27/heldout"])
    parser.add_argument("--after", nargs="+", default=["2026-12-04-s27/heldout-rules",
                                                       "2026-12-04-s27/heldout-d3d"])
    args = parser.parse_args()
    meta_a, before = load_runs(args.before)
    meta_b, after = load_runs(args.after)
    print(f"Before: commit {meta_a['commit']}, copy bandwidth {meta_a['copy_bandwidth_gbs']:.0f} GB/s; "
          f"after: {meta_b['commit']}, {meta_b['copy_bandwidth_gbs']:.0f} GB/s ({meta_b['date']}, "
          f"{meta_b['device']}, torch {meta_b['torch']}, cuDNN {meta_b['cudnn']}).\n")
    print("| N | dtype | layout | layers | speedup before | speedup after | copy / dwc before "
          "| copy / dwc after | floor fraction after | slower than PyTorch before | after |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    groups = sorted({k[1:] for k in after})
    for n, dtype, layout in groups:
        keys = [k for k in after if k[1:] == (n, dtype, layout)]
        a = [before[k] for k in keys]
        b = [after[k] for k in keys]
        speed = lambda rs: geomean([r["torch_best_us"] / r["dwc_us"] for r in rs])
        copy = lambda rs: geomean([r["copy_us"] / r["dwc_us"] for r in rs])
        slower = lambda rs: sum(r["torch_best_us"] < r["dwc_us"] for r in rs)
        floor = geomean([r["floor_us"] / r["dwc_us"] for r in b])
        print(f"| {n} | {dtype} | {layout} | {len(keys)} | {speed(a):.2f} | {speed(b):.2f} | "
              f"{copy(a):.2f} | {copy(b):.2f} | {floor:.2f} | {slower(a)} | {slower(b)} |")
    print("\nKernels still slower than PyTorch's best (after), slowest first:\n")
    print("| layer | N | dtype | layout | dwc us | PyTorch us | speedup | copy / dwc | schedule |")
    print("|---|---|---|---|---|---|---|---|---|")
    slow = sorted((r for r in after.values() if r["torch_best_us"] < r["dwc_us"]),
                  key=lambda r: r["torch_best_us"] / r["dwc_us"])
    for r in slow:
        c = r["config"]
        print(f"| {r['layer']} | {r['batch']} | {r['dtype']} | {r['layout']} | {r['dwc_us']:.2f} | "
              f"{r['torch_best_us']:.2f} | {r['torch_best_us'] / r['dwc_us']:.2f} | "
              f"{r['copy_us'] / r['dwc_us']:.2f} | {c['column_reuse']}, {c['threads']} threads, "
              f"{c['rows_per_thread']}x{c['cols_per_thread']}x{c['vector_width']} |")


if __name__ == "__main__":
    main()
