"""Times schedule variants of the same layers against each other on one GPU.

    python -m dwc_bench.compare --bundles NAME=DIR [NAME=DIR ...] --out FILE.json
                          [--only REGEX] [--reps N] [--rounds R] [--serialized]

Each bundle holds the same kernels (same names) compiled with different
`#dwc.depthwise_config`s, e.g. the heuristic's choice and a user override.
For every kernel, all variants run on the same tensors: each is checked
against the float64 reference (output poisoned first) and timed as CUDA-graph
replays over rotated inputs, as in dwc_bench.bench. This is how the configuration
heuristic's choices are measured; PyTorch is not timed. With R rounds, the
variants of a kernel are timed in turn R times over (A B C, B C A, ...) and
each reports the median of its rounds: at batch 1, where a launch takes about
2 us, one timing of the same PTX varied by up to 13% with its place in the
run, so single timings cannot rank schedules a few percent apart.
"""

import argparse
import json
import re
import statistics

import torch

from dwc_bench.bench import DTYPES, Layer, check, dwc_time, make_inputs, rotation_copies
from dwc.runtime import Bundle


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundles", nargs="+", required=True, help="NAME=DIR pairs")
    parser.add_argument("--out", required=True)
    parser.add_argument("--only", help="kernels whose name matches this regex only")
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--serialized", action="store_true",
                        help="also time serialized launches (no programmatic launch)")
    args = parser.parse_args()
    variants = dict(pair.split("=", 1) for pair in args.bundles)
    bundles = {name: Bundle(path) for name, path in variants.items()}
    generator = torch.Generator(device="cuda")
    generator.manual_seed(0)
    first = next(iter(bundles.values()))
    names = [n for n in first.kernels if not args.only or re.search(args.only, n)]
    rows, failures = [], 0
    for name in names:
        layer = Layer(first.kernels[name].info)
        copies = rotation_copies(layer)
        xs, w, b = make_inputs(layer, copies, generator)
        ys = [torch.empty(layer.output_shape, device="cuda", dtype=DTYPES[layer.dtype])
              for _ in range(copies)]
        row = {"kernel": name, "variants": {}}
        kernels = {variant: bundle.kernels[name] for variant, bundle in bundles.items()
                   if name in bundle.kernels}
        for variant, kernel in kernels.items():
            result = check(kernel, layer, generator)
            failures += not result["pass"]
            result["config"] = kernel.info["config"]
            result["rounds_us"] = []
            if args.serialized:
                result["serialized_rounds_us"] = []
            row["variants"][variant] = result
        order = list(kernels.items())
        for round_index in range(args.rounds):
            # Each round starts one variant further on, so that none always
            # runs first.
            shift = round_index % len(order)
            for variant, kernel in order[shift:] + order[:shift]:
                result = row["variants"][variant]
                for serialized in (False, True) if args.serialized else (False,):
                    result["serialized_rounds_us" if serialized else "rounds_us"].append(
                        dwc_time(kernel, xs, w, b, ys, args.reps, serialized))
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
