#!/usr/bin/env bash
# Compiles the depthwise gradients of the benchmark (every depthwise shape of
# benchmarks/shapes.py x batch {1, 32, 128} x {f32, f16, bf16} x {NCHW, NHWC})
# and of 200 random layers into .backward/, packed into .backward.tar.xz for
# benchmarks/device_run_backward.sh on the GPU machine. DWC_BACKWARD_OPS
# names the gradients (default: "dgrad wgrad pw-dgrad pw-wgrad": the depthwise
# data and filter gradients, the pointwise data and filter gradients).
set -euo pipefail
cd "$(dirname "$0")/.."
SHAPES=${DWC_SHAPES:-benchmarks/shapes.py}
SEED=${DWC_RANDOM_SEED:-$(date +%s)}
OPS=${DWC_BACKWARD_OPS:-dgrad wgrad pw-dgrad pw-wgrad}
rm -rf .backward .backward.tar.xz && mkdir -p .backward
export PYTHONPATH=$PWD/python:$PWD/benchmarks
cp "$SHAPES" .backward/shapes.py
echo "$SEED" > .backward/seed
echo "$OPS" > .backward/ops
for op in $OPS; do
  python3 -m dwc.layers "$op-bench" --shapes "$SHAPES" -o ".backward/$op.mlir"
  python3 -m dwc.layers "$op-random" --count 200 --seed "$SEED" -o ".backward/${op}_random.mlir"
  build/bin/dwc-compile ".backward/$op.mlir" -o ".backward/${op}_bundle" &
  build/bin/dwc-compile ".backward/${op}_random.mlir" -o ".backward/${op}_random_bundle"
  wait
done
git rev-parse --short HEAD > .backward/commit
tar cJf .backward.tar.xz .backward
echo "prepared $OPS: random seed $SEED"
