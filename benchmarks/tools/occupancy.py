#!/usr/bin/env python3
"""Registers, workgroup memory, resident blocks per SM and waves of a
bundle's kernels on an H200 (sm_90: 132 SMs), from ptxas's counts.

    benchmarks/tools/occupancy.py BUNDLE [REGEX]

For each kernel whose name matches REGEX: registers and workgroup memory
(static and dynamic), threads per block, resident blocks per SM (bounded by
registers, allocated per warp in units of 256; by threads; by workgroup
memory, of which the hardware keeps 1 KiB per block), grid blocks, waves (grid
blocks over resident blocks of the whole GPU) and how full the last wave is.
A memory-bound kernel's time follows its waves when it has few of them."""

import argparse
import json
import math
import os
import re
import shutil
import subprocess

SM_COUNT = 132
REGISTERS_PER_SM = 64 * 1024
THREADS_PER_SM = 2048
SHARED_BYTES_PER_SM = 228 * 1024
RESERVED_SHARED_BYTES_PER_BLOCK = 1024
MAX_BLOCKS_PER_SM = 32
WARP_REGISTER_UNIT = 256


def ptxas():
    """The CUDA Toolkit's ptxas: on PATH, else at its default install path."""
    return shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"


def ptxas_usage(ptx_path):
    """(registers per thread, static workgroup bytes) of a PTX kernel."""
    out = subprocess.run([ptxas(), "-arch=sm_90", "-v", ptx_path, "-o", os.devnull],
                         capture_output=True, text=True, check=True).stderr
    registers = int(re.search(r"Used (\d+) registers", out).group(1))
    shared = re.search(r"(\d+) bytes smem", out)
    return registers, int(shared.group(1)) if shared else 0


def resident_blocks(threads, registers, shared_bytes=0):
    """Blocks of `threads` threads an SM holds at once."""
    warps = math.ceil(threads / 32)
    warp_registers = math.ceil(registers * 32 / WARP_REGISTER_UNIT) * WARP_REGISTER_UNIT
    bounds = [REGISTERS_PER_SM // (warps * warp_registers),
              THREADS_PER_SM // (warps * 32), MAX_BLOCKS_PER_SM]
    if shared_bytes:
        bounds.append(SHARED_BYTES_PER_SM // (shared_bytes + RESERVED_SHARED_BYTES_PER_BLOCK))
    return min(bounds)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle")
    parser.add_argument("regex", nargs="?", default=".")
    args = parser.parse_args()
    manifest = json.load(open(os.path.join(args.bundle, "manifest.json")))
    print("kernel registers shared_bytes threads blocks_per_sm grid_blocks waves last_wave_fill")
    for kernel in manifest["kernels"]:
        if not re.search(args.regex, kernel["name"]):
            continue
        registers, shared = ptxas_usage(os.path.join(args.bundle, kernel["ptx"]))
        shared += kernel["dynamic_shared_memory"]
        threads = math.prod(kernel["block"])
        per_sm = resident_blocks(threads, registers, shared)
        blocks = math.prod(kernel["grid"])
        waves = blocks / (per_sm * SM_COUNT)
        print(f"{kernel['name']} {registers} {shared} {threads} {per_sm} {blocks} "
              f"{waves:.2f} {waves / math.ceil(waves):.2f}")


if __name__ == "__main__":
    main()
