#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks every kernel of the large-window bundle of
# benchmarks/prepare_large_windows.sh (.large.tar.xz) against float64 and
# times it against PyTorch's best path, as the depthwise benchmark does, and
# checks the forced `diagonal` kernels (random.json).
# Usage: benchmarks/device_run_large_windows.sh OUT_DIR [bench args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .large "$1"
shift
python3 -m dwc_bench.bench --bundle .large/bundle --random-bundle .large/diagonal_bundle \
  --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
