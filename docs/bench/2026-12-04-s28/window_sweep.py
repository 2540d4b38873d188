#!/usr/bin/env python3
"""Session 28's sweep of NHWC register-window schedules.

    window_sweep.py -o DIR [--shapes k7_shapes.py] [--only REGEX]
                    [--cols 1 2 4 7] [--max-registers 168]

For every NHWC f32 and f16 layer of the shapes file at N=32 and 128 (whose
key matches REGEX), the
`window` schedule with V channels (1 or 2; 1 is 2-byte accesses in 16-bit),
C columns (--cols, default 1, 2, 4 or 7) and R rows (the full map up to 14 rows, 7 or 4) per
thread in blocks of at most T threads (128 or 256), its row loop unrolled (u)
or rolled (r): `w<V>_c<C>_r<R>_t<T>_<u|r>`, plus the heuristic's `default`.
Kernels that ptxas compiles to more than --max-registers registers or with
spills are dropped from their variant's bundle (`default` keeps them all).
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "scripts", "gpu"))
from dwc.layers import bench_layers, load_shapes  # noqa: E402
import sweep_configs as sweep  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=os.path.join(HERE, "k7_shapes.py"))
    parser.add_argument("--only", default=".")
    parser.add_argument("--cols", type=int, nargs="+", default=[1, 2, 4, 7])
    parser.add_argument("--max-registers", type=int, default=168)
    parser.add_argument("--dwc-compile", default=os.path.join(ROOT, "build", "bin", "dwc-compile"))
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    layers = [l for l in bench_layers(load_shapes(args.shapes), [32, 128], ["f32", "f16"],
                                      ["nhwc"]) if re.search(args.only, l.key)]
    by_variant = {"default": {l.key: sweep.with_config(l, None) for l in layers}}
    for layer in layers:
        out_h = layer.out_hw[0]
        for width in (1, 2):
            for cols in args.cols:
                for label, rows in (("full", min(out_h, 14)), ("7", 7), ("4", 4)):
                    if label != "full" and rows >= min(out_h, 14):
                        continue
                    for threads in (128, 256):
                        for unroll in (True, False):
                            cfg = sweep.window_variant(layer, width, cols, rows, threads, unroll)
                            if cfg:
                                name = f"w{width}_c{cols}_r{label}_t{threads}_{'u' if unroll else 'r'}"
                                by_variant.setdefault(name, {})[layer.key] = \
                                    sweep.with_config(layer, cfg)
    shutil.rmtree(args.output, ignore_errors=True)
    os.makedirs(args.output)
    summary = {}

    def build(name):
        functions = by_variant[name]
        directory = os.path.join(args.output, name)
        sweep.compile_bundle(args.dwc_compile, functions, directory)
        manifest_path = os.path.join(directory, "manifest.json")
        if not os.path.exists(manifest_path):
            shutil.rmtree(directory, ignore_errors=True)
            return
        manifest = json.load(open(manifest_path))
        kept = []
        for kernel in manifest["kernels"]:
            ptx = os.path.join(directory, kernel["ptx"])
            out = subprocess.run(["ptxas", "-arch=sm_90", "-v", ptx, "-o", os.devnull],
                                 capture_output=True, text=True).stderr
            registers = int(re.search(r"Used (\d+) registers", out).group(1))
            spills = " 0 bytes spill stores" not in out
            summary.setdefault(name, {})[kernel["name"]] = [registers, spills]
            if name == "default" or (registers <= args.max_registers and not spills):
                kept.append(kernel)
            else:
                os.remove(ptx)
        manifest["kernels"] = kept
        if kept:
            json.dump(manifest, open(manifest_path, "w"), indent=1)
        else:
            shutil.rmtree(directory)
        os.remove(directory + ".mlir")
        print(f"{name}: {len(kept)} kernels", flush=True)

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        list(pool.map(build, by_variant))
    json.dump(summary, open(os.path.join(args.output, "registers.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
