#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times the bundles compiled on the
# development machine (benchmarks/prepare_bundles.sh) that travel in
# .device.tar.xz (or unpacked in .device/).
# Usage: benchmarks/device_run.sh OUT_DIR [bench args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .device "$1"
shift
python3 -m dwc_bench.bench --bundle .device/bench_bundle --random-bundle .device/random_bundle \
  --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
