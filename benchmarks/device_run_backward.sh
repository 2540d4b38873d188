#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times the gradient bundles of
# benchmarks/prepare_backward.sh that travel in .backward.tar.xz, one
# gradient after the other.
# Usage: [DWC_BACKWARD_OPS="wgrad ..."] benchmarks/device_run_backward.sh OUT_DIR
#        [backward args...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .backward.tar.xz ]; then
  rm -rf .backward && tar xJf .backward.tar.xz
fi
OUT=$1
shift
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/device.txt"
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C /tmp/dwc-runtime >/dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libDWCRuntime.so
export PYTHONPATH=$PWD/python:$PWD/benchmarks PYTHONUNBUFFERED=1
export DWC_COMMIT=$(cat .backward/commit 2>/dev/null || echo unknown)
# DWC_BACKWARD_OPS picks some of the prepared gradients (one device call
# may not fit them all).
for op in ${DWC_BACKWARD_OPS:-$(cat .backward/ops)}; do
  python3 -m dwc_bench.backward --op "$op" --bundle ".backward/${op}_bundle" \
    --shapes .backward/shapes.py --random-bundle ".backward/${op}_random_bundle" \
    --random-seed "$(cat .backward/seed)" --out "$OUT" "$@" 2>&1 | tee "$OUT/log_$op.txt"
done
