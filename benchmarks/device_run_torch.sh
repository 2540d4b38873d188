#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times torchvision's networks with dwc.torch
# from the bundles of benchmarks/prepare_torch.sh (.torch.tar.xz).
# Usage: benchmarks/device_run_torch.sh OUT_DIR [torch_e2e args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .torch "$1"
shift
python3 -m dwc_bench.torch_e2e --bundles .torch --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
