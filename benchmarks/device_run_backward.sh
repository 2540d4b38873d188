#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then checks and times the gradient bundles of
# benchmarks/prepare_backward.sh that travel in .backward.tar.xz, one
# gradient after the other.
# Usage: [DWC_BACKWARD_OPS="wgrad ..."] benchmarks/device_run_backward.sh OUT_DIR
#        [backward args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .backward "$1"
shift
# DWC_BACKWARD_OPS picks some of the prepared gradients (one device call
# may not fit them all).
for op in ${DWC_BACKWARD_OPS:-$(cat .backward/ops)}; do
  python3 -m dwc_bench.backward --op "$op" --bundle ".backward/${op}_bundle" \
    --shapes .backward/shapes.py --random-bundle ".backward/${op}_random_bundle" \
    --random-seed "$(cat .backward/seed)" --out "$OUT" "$@" 2>&1 | tee "$OUT/log_$op.txt"
done
