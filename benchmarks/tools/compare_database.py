#!/usr/bin/env python3
"""Writes the fastest schedule of each function of a dwc_bench.compare
result into a tuning database (the one dwc-compile --tuning-db reads).

    compare_database.py RESULT.json --bundles NAME=DIR [NAME=DIR ...] --out DB.json

RESULT.json is what `python -m dwc_bench.compare` wrote for the same
NAME=DIR bundles: one set of layers compiled with different schedules (the
chooser's and forced ones, e.g. by sweep_configs.py). For every function,
the variant that passed its float64 check in the least time gives each of
its kernels an entry: the bundle's chip, the kernel's layer signature and
config (the manifest's `signature` and `config_attr`), and `micros`, the
function's measured time. Entries of the same chip and signature already in
DB.json are replaced. Needs no GPU.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from dwc import tuning_db  # noqa: E402


def read_manifest(directory):
    with open(os.path.join(directory, "manifest.json")) as f:
        return json.load(f)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("result")
    parser.add_argument("--bundles", nargs="+", required=True, help="NAME=DIR pairs")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    manifests = {name: read_manifest(path)
                 for name, path in (pair.split("=", 1) for pair in args.bundles)}
    with open(args.result) as f:
        rows = json.load(f)["rows"]
    measured = {}
    for row in rows:
        passed = {v: r for v, r in row["variants"].items() if r["pass"] and v in manifests}
        if not passed:
            print(f"{row['function']}: no variant passed, left out", file=sys.stderr)
            continue
        variant, result = min(passed.items(), key=lambda item: item[1]["us"])
        manifest = manifests[variant]
        for kernel in manifest["kernels"]:
            if kernel.get("function") != row["function"]:
                continue
            key = (manifest["chip"], kernel["signature"])
            # Layers of the same signature (two networks' equal layers) are
            # one layer timed twice: the faster timing stands.
            if key not in measured or result["us"] < measured[key]["micros"]:
                measured[key] = {"chip": manifest["chip"], "signature": kernel["signature"],
                                 "config": kernel["config_attr"], "micros": result["us"]}
    database = tuning_db.merge(tuning_db.load(args.out), list(measured.values()))
    tuning_db.save(args.out, database)
    print(f"{args.out}: {len(measured)} entries written, {len(database['entries'])} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
