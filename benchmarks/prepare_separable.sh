#!/usr/bin/env bash
# Compiles the pointwise and separable benchmark (the PW and SEPARABLE shapes
# of benchmarks/shapes.py x batch {1, 32, 128} x {f32, f16, bf16} x
# {NCHW, NHWC}), 200 random pointwise and separable layers, 120 random NCHW
# pointwise layers of odd pixel counts (pixel-runs-random) and the blocks of
# MobileNetV1, MobileNetV2 and EfficientNet-B0 (examples/gen_networks.py; f16
# NHWC, batch 1, 32 and 128; one bundle) into .sep/, packed into .sep.tar.xz
# for benchmarks/device_run_separable.sh on the GPU machine. The benchmark's
# layers that benchmarks/tuning/pointwise_tuning.json holds take their
# measured schedules.
set -euo pipefail
cd "$(dirname "$0")/.."
SHAPES=${DWC_SHAPES:-benchmarks/shapes.py}
SEED=${DWC_RANDOM_SEED:-$(date +%s)}
rm -rf .sep .sep.tar.xz && mkdir -p .sep
export PYTHONPATH=$PWD/python:$PWD/benchmarks
python3 -m dwc.layers separable-bench --shapes "$SHAPES" -o .sep/bench.mlir
python3 -m dwc.layers separable-random --count 200 --seed "$SEED" -o .sep/random.mlir
python3 -m dwc.layers pixel-runs-random --count 120 --seed "$SEED" -o .sep/runs.mlir
for model in mobilenet_v1 mobilenet_v2 efficientnet_b0; do
  for n in 1 32 128; do
    python3 examples/gen_networks.py $model --batch $n --layout nhwc --dtype f16 |
      sed "s/@${model}_blocks/@${model}__n${n}__f16__nhwc/"
  done
done > .sep/network.mlir
# The benchmark in one part per core, compiled side by side.
PARTS=$(nproc)
python3 - "$PARTS" <<'PY'
import sys
parts = int(sys.argv[1])
functions = open(".sep/bench.mlir").read().split("func.func")[1:]
for i in range(parts):
    with open(f".sep/bench_part{i}.mlir", "w") as f:
        f.write("".join("func.func" + s for s in functions[i::parts]))
PY
for i in $(seq 0 $((PARTS - 1))); do
  build/bin/dwc-compile .sep/bench_part$i.mlir -o .sep/bench_bundle_$i \
    --tuning-db=benchmarks/tuning/pointwise_tuning.json &
done
build/bin/dwc-compile .sep/random.mlir -o .sep/random_bundle
build/bin/dwc-compile .sep/runs.mlir -o .sep/runs_bundle
build/bin/dwc-compile .sep/network.mlir -o .sep/network_bundle
wait
git rev-parse --short HEAD > .sep/commit
tar cJf .sep.tar.xz .sep
echo "prepared: random seed $SEED"
