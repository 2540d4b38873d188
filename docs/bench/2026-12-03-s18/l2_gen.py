"""Writes the L2 prefetch-size variants of a bundle: every `ld.global` of its PTX
given `.L2::128B`, `.L2::256B`, or `.nc.L2::256B` (for python -m dwc.compare).

    python3 l2_gen.py BUNDLE_DIR OUT_DIR
"""
import pathlib
import re
import shutil
import sys

source, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for name, qualifier in (("l2_128B", "L2::128B."), ("l2_256B", "L2::256B."),
                        ("nc_256B", "nc.L2::256B.")):
    target = out / name
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target)
    for ptx in target.glob("*.ptx"):
        ptx.write_text(re.sub(r"\bld\.global\.", "ld.global." + qualifier, ptx.read_text()))
