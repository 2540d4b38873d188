#!/usr/bin/env python3
"""Assembles every PTX module of a dwc bundle with `ptxas -arch=ARCH -v` and
reports assembly errors and register spills; for kernels the manifest marks
for programmatic launch, it also counts those that touch memory before their
`griddepcontrol.wait`. Exits 1 if there are any (spills do not count with
--allow-spills).

    check_ptxas.py PTXAS BUNDLE ARCH [--allow-spills]"""

import json
import pathlib
import re
import subprocess
import sys


# The first memory instruction of a kernel body.
MEMORY_ACCESS = re.compile(r"\b(ld|st|atom|red|cp\.async)\.")


def accesses_before_wait(ptx):
    """Whether the kernel's body touches memory before griddepcontrol.wait
    (kernel parameters are not memory the previous grid writes, and a
    `prefetch.global.L2` of a buffer the kernel only reads warms L2 without
    returning data)."""
    body = ptx[ptx.index(".entry"):]
    wait = body.find("griddepcontrol.wait")
    access = next((m.start() for m in MEMORY_ACCESS.finditer(body)
                   if not body.startswith("ld.param", m.start())), len(body))
    return wait < 0 or access < wait


def main(ptxas, bundle, arch, allow_spills=False):
    kernels = sorted(pathlib.Path(bundle).glob("*.ptx"))
    manifest = json.loads((pathlib.Path(bundle) / "manifest.json").read_text())
    programmatic = [k["ptx"] for k in manifest["kernels"] if k.get("programmatic_launch")]
    early = [name for name in programmatic
             if accesses_before_wait((pathlib.Path(bundle) / name).read_text())]
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
    print(f"programmatic kernels: {len(programmatic)}")
    print(f"accesses before the grid wait: {len(early)}")
    for line in errors + spills + early:
        print("  " + line)
    return 1 if errors or early or (spills and not allow_spills) else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4], allow_spills="--allow-spills" in sys.argv[4:]))
