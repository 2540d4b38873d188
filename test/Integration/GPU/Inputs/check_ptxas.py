#!/usr/bin/env python3
"""Assembles every PTX module of a dwc bundle with `ptxas -arch=ARCH -v` and
reports assembly errors and register spills; exits 1 if there are any (spills
do not count with --allow-spills).

    check_ptxas.py PTXAS BUNDLE ARCH [--allow-spills]"""

import pathlib
import re
import subprocess
import sys


def main(ptxas, bundle, arch, allow_spills=False):
    kernels = sorted(pathlib.Path(bundle).glob("*.ptx"))
    errors, spills, registers = [], [], []
    for ptx in kernels:
        run = subprocess.run([ptxas, f"-arch={arch}", "-v", str(ptx), "-o", "/dev/null"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            errors.append(f"{ptx.name}: {run.stderr.strip()}")
            continue
        stores = re.search(r"(\d+) bytes spill stores", run.stderr)
        if not stores or int(stores.group(1)):
            spills.append(f"{ptx.name}: {stores.group(0) if stores else 'no report'}")
        used = re.search(r"Used (\d+) registers", run.stderr)
        registers.append(int(used.group(1)) if used else 0)
    print(f"kernels: {len(kernels)}")
    print(f"assembly errors: {len(errors)}")
    print(f"spilling kernels: {len(spills)}")
    print(f"max registers: {max(registers, default=0)}")
    for line in errors + spills:
        print("  " + line)
    return 1 if errors or (spills and not allow_spills) else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4], allow_spills="--allow-spills" in sys.argv[4:]))
