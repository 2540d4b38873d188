#!/usr/bin/env bash
# Compiles the depthwise layers of benchmarks/large_windows/layers.py
# (RepLKNet-31B, SLaK-T) x batch {1, 32, 128} x {f32, f16, bf16} x
# {NCHW, NHWC} into .large/bundle, and, forced to the `diagonal` schedule
# (checked for correctness only), the NHWC 16-bit layers of
# benchmarks/shapes.py at batch 32 and of the large windows at batch 1 into
# .large/diagonal_bundle; packed into .large.tar.xz for
# benchmarks/device_run_large_windows.sh. Writes .large/compile_times.txt:
# per large-window layer, the seconds dwc-compile took (ptxas included) for
# sm_90.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .large .large.tar.xz && mkdir -p .large/layers
export PYTHONPATH=$PWD/python:$PWD/benchmarks
python3 -m dwc.layers network-large --shapes benchmarks/large_windows/layers.py \
  -o .large/large.mlir
build/bin/dwc-compile .large/large.mlir -o .large/bundle
python3 -m dwc.layers bench --shapes benchmarks/shapes.py --batches 32 --dtypes f16 bf16 \
  --layouts nhwc -o .large/diagonal.mlir
python3 -m dwc.layers network-large --shapes benchmarks/large_windows/layers.py --batches 1 \
  --dtypes f16 bf16 --layouts nhwc -o .large/diagonal_large.mlir
cat .large/diagonal_large.mlir >> .large/diagonal.mlir
build/bin/dwc-compile .large/diagonal.mlir --column-reuse=diagonal -o .large/diagonal_bundle
# Each layer alone, timed: one function per layer (see dwc.layers).
python3 - <<'PY'
import pathlib, re, subprocess, time
text = pathlib.Path(".large/large.mlir").read_text()
functions = re.split(r"(?m)^(?=func\.func )", text)
with open(".large/compile_times.txt", "w") as out:
    for function in filter(str.strip, functions):
        name = re.match(r"func\.func @(\w+)", function).group(1)
        path = pathlib.Path(f".large/layers/{name}.mlir")
        path.write_text(function)
        start = time.monotonic()
        subprocess.run(["build/bin/dwc-compile", str(path), "-o", f".large/layers/{name}"],
                       check=True)
        out.write(f"{name} {time.monotonic() - start:.2f}\n")
PY
rm -rf .large/layers .large/diagonal_large.mlir
git rev-parse --short HEAD > .large/commit
tar cJf .large.tar.xz .large
sort -k2 -n -r .large/compile_times.txt | head -3
