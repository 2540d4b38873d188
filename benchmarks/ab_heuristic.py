#!/usr/bin/env python3
"""Compiles an A/B of two builds of the configuration heuristic.

    ab_heuristic.py --base BUILD_DIR --new BUILD_DIR LAYERS.mlir... -o OUT
                    [--max-input-elements N]

Each build directory holds `bin/dwc-opt` and `bin/dwc-compile` (e.g. a copy
of build/ from before a heuristic change, and build/ after it). The layers
(`python -m dwc.layers ...` or a generator's output) whose
`#dwc.depthwise_config` differs between the two builds' `dwc-configure-depthwise`
go into OUT/changed.mlir; the base build compiles them into OUT/base, the new
build into OUT/rule, and both are packed as OUT.tar.xz (PTX only) to carry
to the GPU machine, where benchmarks/compare_bundles.sh times them. Layers
whose input holds more than --max-input-elements elements are left out, so
that the float64 check on the GPU stays quick.
"""

import argparse
import math
import os
import re
import shutil
import subprocess
import tarfile

FUNCTION = re.compile(r"^func\.func @([\w.$-]+)\(.*?^}\n", re.S | re.M)
CONFIG = re.compile(r"config = (#dwc\.depthwise_config<[^>]*>)")
INPUT_TYPE = re.compile(r"\(%\w+: tensor<([0-9x]+)x\w+>")


def configs(dwc_opt, path):
    """Config of every function of `path` as `dwc-opt` chooses it (None where
    the function has no depthwise op)."""
    printed = subprocess.run([dwc_opt, "--dwc-configure-depthwise", path], check=True,
                             capture_output=True, text=True).stdout
    result = {}
    for match in re.finditer(r"func\.func @([\w.$-]+)\((.*?)\n\s*}\n", printed, re.S):
        config = CONFIG.search(match.group(2))
        result[match.group(1)] = config.group(1) if config else None
    return result


def input_elements(function):
    shape = INPUT_TYPE.search(function)
    return math.prod(int(d) for d in shape.group(1).split("x")) if shape else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="build directory before the change")
    parser.add_argument("--new", required=True, help="build directory after the change")
    parser.add_argument("layers", nargs="+")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--max-input-elements", type=int, default=64 << 20)
    args = parser.parse_args()
    tool = lambda build, name: os.path.join(build, "bin", name)
    changed = []
    for path in args.layers:
        with open(path) as f:
            functions = {m.group(1): m.group(0) for m in FUNCTION.finditer(f.read())}
        base = configs(tool(args.base, "dwc-opt"), path)
        new = configs(tool(args.new, "dwc-opt"), path)
        moved = [name for name in functions
                 if base.get(name) != new.get(name)
                 and input_elements(functions[name]) <= args.max_input_elements]
        print(f"{path}: {len(moved)} of {len(functions)} layers change")
        changed += [functions[name] for name in moved]
    shutil.rmtree(args.output, ignore_errors=True)
    os.makedirs(args.output)
    layers = os.path.join(args.output, "changed.mlir")
    with open(layers, "w") as f:
        f.write("".join(changed))
    if not changed:
        return
    for variant, build in (("base", args.base), ("rule", args.new)):
        subprocess.run([tool(build, "dwc-compile"), layers, "-o",
                        os.path.join(args.output, variant)], check=True)
    with tarfile.open(args.output.rstrip("/") + ".tar.xz", "w:xz") as tar:
        for variant in ("base", "rule"):
            tar.add(os.path.join(args.output, variant),
                    arcname=os.path.join(os.path.basename(args.output.rstrip("/")), variant))
    print(f"{len(changed)} kernels in {args.output}.tar.xz")


if __name__ == "__main__":
    main()
