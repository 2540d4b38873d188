#!/usr/bin/env python3
"""Writes cache-hint variants of a bundle's N=32/128 f32 and f16 kernels for
`python -m dwc.compare`: the PTX with every global load made `ld.global.cs`
(evict first) or `ld.global.nc` (read-only path), or every global store
`st.global.cs`.

    cache_hints.py BUNDLE OUT   ->  OUT/{default,ldcs,stcs,ldnc}/
"""
import json
import os
import re
import sys

VARIANTS = {
    "default": lambda ptx: ptx,
    "ldcs": lambda ptx: ptx.replace("ld.global.", "ld.global.cs."),
    "stcs": lambda ptx: ptx.replace("st.global.", "st.global.cs."),
    "ldnc": lambda ptx: ptx.replace("ld.global.", "ld.global.nc."),
}

source, out = sys.argv[1], sys.argv[2]
manifest = json.load(open(os.path.join(source, "manifest.json")))
manifest["kernels"] = [k for k in manifest["kernels"]
                       if re.search(r"__n(32|128)__(f32|f16)__", k["name"])]
for variant, rewrite in VARIANTS.items():
    directory = os.path.join(out, variant)
    os.makedirs(directory, exist_ok=True)
    json.dump(manifest, open(os.path.join(directory, "manifest.json"), "w"), indent=1)
    for kernel in manifest["kernels"]:
        with open(os.path.join(source, kernel["ptx"])) as f:
            ptx = f.read()
        with open(os.path.join(directory, kernel["ptx"]), "w") as f:
            f.write(rewrite(ptx))
