#!/usr/bin/env bash
# Compiles the data gradients of the depthwise benchmark (every depthwise
# shape of benchmarks/shapes.py x batch {1, 32, 128} x {f32, f16, bf16} x
# {NCHW, NHWC}) and of 200 random layers into .backward/, packed into
# .backward.tar.xz for benchmarks/device_run_backward.sh on the GPU machine.
set -euo pipefail
cd "$(dirname "$0")/.."
SHAPES=${DWC_SHAPES:-benchmarks/shapes.py}
SEED=${DWC_RANDOM_SEED:-$(date +%s)}
rm -rf .backward .backward.tar.xz && mkdir -p .backward
export PYTHONPATH=$PWD/python:$PWD/benchmarks
cp "$SHAPES" .backward/shapes.py
echo "$SEED" > .backward/seed
python3 -m dwc.layers dgrad-bench --shapes "$SHAPES" -o .backward/dgrad.mlir
python3 -m dwc.layers dgrad-random --count 200 --seed "$SEED" -o .backward/dgrad_random.mlir
build/bin/dwc-compile .backward/dgrad.mlir -o .backward/dgrad_bundle &
build/bin/dwc-compile .backward/dgrad_random.mlir -o .backward/dgrad_random_bundle
wait
git rev-parse --short HEAD > .backward/commit
tar cJf .backward.tar.xz .backward
echo "prepared: random seed $SEED"
