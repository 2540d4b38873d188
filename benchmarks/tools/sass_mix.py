#!/usr/bin/env python3
"""SASS instruction mix of a bundle's kernels for sm_90, from ptxas and
cuobjdump (neither needs a GPU).

    benchmarks/tools/sass_mix.py BUNDLE [REGEX] [--cuobjdump PATH] [--top N]

For each kernel whose name matches REGEX: its SASS instructions (NOPs left
out), the share of FFMA, and the N most frequent opcodes. The CUDA Toolkit
on the development machine has ptxas but no disassembler; `pip install
triton` brings one (triton/backends/nvidia/bin/cuobjdump), which
--cuobjdump names when it is not on PATH. It counts, e.g., the padding
selects, conversions and shared loads of the 16-bit 5x5 kernels."""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import tempfile

import occupancy  # beside this script

OPCODE = re.compile(r"^\s+/\*[0-9a-f]+\*/\s+(?:@!?U?P[0-9T] )?([A-Z0-9_]+)")


def opcode_counts(ptx, cuobjdump):
    """Opcodes (without modifiers) of the SASS ptxas makes of `ptx`."""
    with tempfile.TemporaryDirectory() as tmp:
        cubin = os.path.join(tmp, "kernel.cubin")
        subprocess.run([occupancy.ptxas(), "-arch=sm_90", "-O3", ptx, "-o", cubin], check=True)
        sass = subprocess.run([cuobjdump, "-sass", cubin], check=True, capture_output=True,
                              text=True).stdout
    counts = collections.Counter()
    for line in sass.splitlines():
        match = OPCODE.match(line)
        if match and match.group(1) != "NOP":
            counts[match.group(1)] += 1
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle")
    parser.add_argument("regex", nargs="?", default=".")
    parser.add_argument("--cuobjdump", default=shutil.which("cuobjdump"))
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    if not args.cuobjdump:
        parser.error("no cuobjdump on PATH; name one with --cuobjdump")
    manifest = json.load(open(os.path.join(args.bundle, "manifest.json")))
    for kernel in manifest["kernels"]:
        if not re.search(args.regex, kernel["name"]):
            continue
        counts = opcode_counts(os.path.join(args.bundle, kernel["ptx"]), args.cuobjdump)
        total = sum(counts.values())
        top = " ".join(f"{op} {n}" for op, n in counts.most_common(args.top))
        print(f"{kernel['name']}: {total} instructions, FFMA {counts['FFMA'] / total:.1%}: {top}")


if __name__ == "__main__":
    main()
