#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times the bundles compiled on the
# development machine (benchmarks/prepare_bundles.sh) that travel in
# .device.tar.xz (or unpacked in .device/).
# Usage: benchmarks/device_run.sh OUT_DIR [bench args...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .device.tar.xz ]; then
  rm -rf .device && tar xJf .device.tar.xz
fi
OUT=$1
shift
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/device.txt"
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C /tmp/dwc-runtime >/dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libDWCRuntime.so
export PYTHONPATH=$PWD/python:$PWD/benchmarks PYTHONUNBUFFERED=1
export DWC_COMMIT=$(cat .device/commit 2>/dev/null || echo unknown)
python3 -m dwc_bench.bench --bundle .device/bench_bundle --random-bundle .device/random_bundle \
  --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
