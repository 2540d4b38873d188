"""Writes BASE.mlir and SO.mlir from configured layers (dwc-opt
--dwc-configure-depthwise): every function whose name matches REGEX and whose
config is whole-plane `shared` lanes of at most MAX_COLS columns (default 1;
rows_per_thread the whole map) without `stage_output`; SO adds `stage_output`, with as many of the
block's channels as still verify (the output tile beside the input tile).

    python stage_output_variants.py CONFIGURED.mlir REGEX OUTDIR [MAX_COLS]
        (so30.json: the held-out EfficientNet NCHW layers at N=32/128, MAX_COLS 2;
         so30b.json: aim30_gen.py 3003 400 so-rows)
"""
import os
import re
import subprocess
import sys

DWC_OPT = os.environ.get("DWC_OPT", "build/bin/dwc-opt")


def verifies(func):
    run = subprocess.run([DWC_OPT, "-o", os.devnull], input="module {\n" + func + "}\n",
                         text=True, capture_output=True)
    return run.returncode == 0


def staged(func):
    config = re.search(r"block_channels = (\d+),.*?threads = (\d+),", func)
    channels, threads = int(config.group(1)), int(config.group(2))
    lanes = threads // channels
    for cut in range(channels, 0, -1):
        variant = re.sub(r"block_channels = \d+,", f"block_channels = {cut},", func)
        variant = re.sub(r"threads = \d+,", f"threads = {lanes * cut},", variant)
        variant = variant.replace("column_reuse = shared>",
                                  "column_reuse = shared, stage_output = true>")
        if verifies(variant):
            return variant
    return None


def main():
    text = open(sys.argv[1]).read()
    max_cols = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    base, so = [], []
    for func in re.findall(r"  func\.func @\w+\(.*?\n  }\n", text, re.S):
        name = re.match(r"  func\.func @(\w+)", func).group(1)
        config = re.search(r"rows_per_thread = (\d+), cols_per_thread = (\d+),.*?"
                           r"column_reuse = shared>", func)
        rows = re.search(r"block_rows = (\d+),", func)
        if not re.search(sys.argv[2], name) or not config or int(config.group(2)) > max_cols \
                or config.group(1) != rows.group(1):
            continue
        variant = staged(func)
        if variant:
            base.append(func)
            so.append(variant)
    os.makedirs(sys.argv[3], exist_ok=True)
    for name, funcs in (("base", base), ("so", so)):
        with open(os.path.join(sys.argv[3], name + ".mlir"), "w") as f:
            f.write("module {\n" + "".join(funcs) + "}\n")
    print(len(base), "layers")


if __name__ == "__main__":
    main()
