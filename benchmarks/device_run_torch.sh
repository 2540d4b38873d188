#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times torchvision's networks with dwc.torch
# from the bundles of benchmarks/prepare_torch.sh (.torch.tar.xz).
# Usage: benchmarks/device_run_torch.sh OUT_DIR [torch_e2e args...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .torch.tar.xz ]; then
  rm -rf .torch && tar xJf .torch.tar.xz
fi
OUT=$1
shift
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv | tee "$OUT/device.txt"
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C /tmp/dwc-runtime >/dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libDWCRuntime.so
export PYTHONPATH=$PWD/python:$PWD/benchmarks PYTHONUNBUFFERED=1
export DWC_COMMIT=$(cat .torch/commit 2>/dev/null || echo unknown)
python3 -m dwc_bench.torch_e2e --bundles .torch --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
