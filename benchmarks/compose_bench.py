#!/usr/bin/env python3
"""Composes one benchmark from two runs of `python -m dwc_bench.bench`: the rows of
BASE, with those of the kernels named in KERNELS (a JSON list) taken from
OVERRIDE. Used when the kernels a commit compiles are, PTX for PTX, some from
one measured bundle and some from the other (checked before composing).

By default only dwc's time, schedule and check come from OVERRIDE, and
PyTorch's times and the HBM floor stay those of BASE: for two runs on one
warm machine. With `--whole-rows` each named row is taken whole (PyTorch and
the floor measured beside it), for runs on different machines; name whole
groups (e.g. every NCHW kernel) so that no geomean mixes machines.

Usage: compose_bench.py BASE_DIR OVERRIDE_DIR KERNELS.json OUT_DIR COMMIT_NOTE
                        [--whole-rows]
(the plot needs matplotlib, as on the GPU machine).
"""

import json
import os
import sys

sys.path[:0] = [os.path.join(os.path.dirname(__file__), "..", "python"), os.path.dirname(__file__)]
from dwc_bench.report import plot, summarize, write_markdown  # noqa: E402

TAKEN = ("config", "dwc_us", "rel_l2_error", "unwritten", "pass")


def name(row):
    return f"{row['layer']}__n{row['batch']}__{row['dtype']}__{row['layout']}_dw0"


def main(base_dir, override_dir, kernels_path, out_dir, commit_note, whole_rows=False):
    base = json.load(open(os.path.join(base_dir, "bench.json")))
    override = {name(r): r for r in json.load(open(os.path.join(override_dir, "bench.json")))["rows"]}
    kernels = set(json.load(open(kernels_path)))
    missing = kernels - override.keys()
    if missing:
        sys.exit(f"not measured in {override_dir}: {sorted(missing)}")
    rows = []
    for row in base["rows"]:
        if name(row) in kernels:
            taken = override[name(row)]
            row = taken if whole_rows else dict(row, **{key: taken[key] for key in TAKEN})
        rows.append(row)
    meta = dict(base["meta"], commit=commit_note)
    summary = summarize(rows)
    os.makedirs(out_dir, exist_ok=True)
    json.dump({"meta": meta, "summary": summary, "rows": rows},
              open(os.path.join(out_dir, "bench.json"), "w"), indent=1)
    write_markdown(os.path.join(out_dir, "bench.md"), meta, summary, rows)
    plot(os.path.join(out_dir, "bench.png"), rows)


if __name__ == "__main__":
    main(*sys.argv[1:6], whole_rows="--whole-rows" in sys.argv[6:])
