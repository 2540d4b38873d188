#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times the bundles of
# benchmarks/prepare_separable.sh that travel in .sep.tar.xz: the random
# layers (correctness), MobileNetV2's blocks (against PyTorch eager and
# torch.compile) and the pointwise and separable layers.
# Usage: benchmarks/device_run_separable.sh OUT_DIR [separable args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .sep "$1"
shift
# torch.compile's max-autotune without its own CUDA graphs: the timing
# captures the kernels it chose in a graph, as it does every path's.
COMPILE=${DWC_TORCH_COMPILE:-max-autotune-no-cudagraphs}
python3 -m dwc_bench.separable --random-bundle .sep/random_bundle .sep/runs_bundle \
  --bundle .sep/network_bundle \
  $([ "$COMPILE" = none ] || echo --torch-compile "$COMPILE") --out "$OUT/network" 2>&1 |
  tee "$OUT/network.log"
python3 -m dwc_bench.separable --bundle .sep/bench_bundle_* --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
