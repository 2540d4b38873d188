#!/usr/bin/env python3
"""How many global loads a bundle's kernels issue before they first wait on
one, in the SASS that ptxas makes of their PTX.

    benchmarks/tools/load_waits.py BUNDLE OUT.json [--cuobjdump PATH]

For each kernel: [global loads, waits on a load issued after the previous
wait (memory round trips of straight-line code), loads issued before the
first wait, registers]. A batch-1 thread does one pass over its loads, so a
first wait after a few of them costs a round trip to memory each. Needs ptxas and a cuobjdump (the CUDA
Toolkit's, or the one in Triton's wheel: triton/backends/nvidia/bin)."""

import argparse
import json
import os
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

INSTRUCTION = re.compile(r"/\*([0-9a-f]{4,5})\*/\s+(.*?);")
REGISTER = re.compile(r"\bR(\d+)(\.64)?\b")


def registers(text):
    found = set()
    for match in REGISTER.finditer(text):
        found.add(int(match.group(1)))
        if match.group(2):
            found.add(int(match.group(1)) + 1)
    return found


def load_waits(sass):
    """[loads, round trips, loads before the first wait] of one kernel."""
    pending = {}  # register -> index of the load that writes it
    loads = round_trips = 0
    last_waited = 0
    first_wait = None
    for line in sass.splitlines():
        match = INSTRUCTION.search(line)
        if not match:
            continue
        body = re.sub(r"^@!?U?P[T\d]+\s+", "", match.group(2).strip())
        opcode = body.split()[0]
        if opcode in ("BRA", "EXIT", "BSSY", "BSYNC"):
            continue
        operands = [o.strip() for o in body[len(opcode):].split(",")]
        if opcode.startswith("STG"):
            written, read = set(), registers(body[len(opcode):])
        else:
            written = registers(operands[0]) if operands[0] else set()
            read = registers(",".join(operands[1:]))
        waited = read & set(pending)
        if waited:
            newest = max(pending[r] for r in waited)
            if newest > last_waited:
                round_trips += 1
                first_wait = loads if first_wait is None else first_wait
                last_waited = newest
            pending = {r: i for r, i in pending.items() if i > newest}
        if opcode.startswith("LDG"):
            loads += 1
            width = 4 if ".128" in opcode else 2 if ".64" in opcode else 1
            base = int(re.match(r"R(\d+)", operands[0]).group(1))
            for k in range(width):
                pending[base + k] = loads
        else:
            for r in written:
                pending.pop(r, None)
    return [loads, round_trips, loads if first_wait is None else first_wait]


def analyze(ptx, cuobjdump):
    with tempfile.TemporaryDirectory() as tmp:
        cubin = os.path.join(tmp, "kernel.cubin")
        run = subprocess.run(["ptxas", "-arch=sm_90", "-v", "-o", cubin, ptx],
                             capture_output=True, text=True, check=True)
        used = int(re.search(r"Used (\d+) registers", run.stderr).group(1))
        sass = subprocess.run([cuobjdump, "-sass", cubin], capture_output=True,
                              text=True, check=True).stdout
    return load_waits(sass) + [used]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle")
    parser.add_argument("output")
    parser.add_argument("--cuobjdump", default="cuobjdump")
    args = parser.parse_args()
    manifest = json.load(open(os.path.join(args.bundle, "manifest.json")))
    kernels = {k["name"]: os.path.join(args.bundle, k["ptx"]) for k in manifest["kernels"]}
    with ThreadPoolExecutor(os.cpu_count()) as pool:
        results = dict(zip(kernels, pool.map(lambda p: analyze(p, args.cuobjdump),
                                             kernels.values())))
    json.dump(results, open(args.output, "w"), indent=0)


if __name__ == "__main__":
    main()
