"""Times schedule variants of the same layers against each other on one GPU.

    python -m dwc_bench.compare --bundles NAME=DIR [NAME=DIR ...] --out FILE.json
                          [--only REGEX] [--reps N] [--rounds R] [--serialized]

Each bundle holds the same functions (same names, e.g. from the same layers
file) compiled with different schedules (`#dwc.depthwise_config`,
`#dwc.pointwise_config`, ...), e.g. the chooser's and a user override. For
every function, all variants run on the same tensors: each is checked against
the float64 reference (outputs poisoned first; dwc.bench) and timed as
CUDA-graph replays over the same rotated argument sets. This is how the
choosers' picks are measured; PyTorch is not timed. With R rounds, the
variants of a function are timed in turn R times over (A B C, B C A, ...) and
each reports the median of its rounds: at batch 1, where a launch takes about
2 us, one timing of the same PTX varied by up to 13% with its place in the
run, so single timings cannot rank schedules a few percent apart.
"""

import argparse
import json
import re
import statistics

import torch

from dwc.bench import BundleFunction, check, rotation_sets
from dwc.runtime import Bundle
from dwc.timing import graph_time


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundles", nargs="+", required=True, help="NAME=DIR pairs")
    parser.add_argument("--out", required=True)
    parser.add_argument("--only", help="functions whose name matches this regex only")
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--serialized", action="store_true",
                        help="also time serialized launches (no programmatic launch)")
    args = parser.parse_args()
    variants = dict(pair.split("=", 1) for pair in args.bundles)
    generator = torch.Generator(device="cuda")
    generator.manual_seed(0)
    functions = {variant: {name: BundleFunction(f) for name, f in Bundle(path).functions.items()}
                 for variant, path in variants.items()}
    first = next(iter(functions.values()))
    names = [n for n in first if not args.only or re.search(args.only, n)]
    rows, failures = [], 0
    for name in names:
        own = {variant: fs[name] for variant, fs in functions.items() if name in fs}
        sets = [first[name].make(generator) for _ in range(rotation_sets(first[name]))]
        row = {"function": name, "variants": {}}
        for variant, function in own.items():
            result = check(function, generator)
            failures += not result["pass"]
            result["configs"] = [k.info["config"] for k in function.kernels]
            result["rounds_us"] = []
            if args.serialized:
                result["serialized_rounds_us"] = []
            row["variants"][variant] = result
        order = list(own.items())
        for round_index in range(args.rounds):
            # Each round starts one variant further on, so that none always
            # runs first.
            shift = round_index % len(order)
            for variant, function in order[shift:] + order[:shift]:
                result = row["variants"][variant]
                for serialized in (False, True) if args.serialized else (False,):
                    result["serialized_rounds_us" if serialized else "rounds_us"].append(
                        graph_time([lambda v=v: function.launch(v, serialized=serialized)
                                    for v in sets], args.reps))
        for result in row["variants"].values():
            result["us"] = statistics.median(result["rounds_us"])
            if args.serialized:
                result["serialized_us"] = statistics.median(result["serialized_rounds_us"])
        rows.append(row)
        print(name + ": " + ", ".join(
            f"{v} {r['us']:.2f}{'' if r['pass'] else ' FAIL'}" for v, r in row["variants"].items()),
            flush=True)
    with open(args.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, f, indent=1)
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
