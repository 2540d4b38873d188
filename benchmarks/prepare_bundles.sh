#!/usr/bin/env bash
# Compiles the benchmark matrix (every depthwise shape of
# benchmarks/shapes.py x batch {1, 32, 128} x {f32, f16, bf16} x
# {NCHW, NHWC}) and 200 random layers into .device/, and packs it into
# .device.tar.xz (15 MB of PTX in under 1 MB), which travels to the GPU machine
# for benchmarks/device_run.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
SHAPES=${DWC_SHAPES:-benchmarks/shapes.py}
SEED=${DWC_RANDOM_SEED:-$(date +%s)}
rm -rf .device .device.tar.xz && mkdir -p .device
export PYTHONPATH=$PWD/python:$PWD/benchmarks
python3 -m dwc.layers bench --shapes "$SHAPES" -o .device/bench.mlir
python3 -m dwc.layers random --count 200 --seed "$SEED" -o .device/random.mlir
build/bin/dwc-compile .device/bench.mlir -o .device/bench_bundle
build/bin/dwc-compile .device/random.mlir -o .device/random_bundle
git rev-parse --short HEAD > .device/commit
tar cJf .device.tar.xz .device
echo "prepared: $(ls .device/bench_bundle | wc -l) + $(ls .device/random_bundle | wc -l) files, random seed $SEED"
