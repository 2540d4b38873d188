#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then measures the candidates of benchmarks/prepare_tuning.sh
# (.tune.tar.xz) with python -m dwc.tune: the TUNING set's fastest schedules
# extend the database OUT_DIR/tuning.json; the held-out set is measured the
# same way for its report only (its layers stay out of the database).
# Usage: benchmarks/device_run_tuning.sh OUT_DIR [dwc.tune args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .tune "$1"
shift
cp benchmarks/tuning/tuning.json "$OUT/tuning.json" 2>/dev/null || true
python3 -m dwc.tune .tune/tuning_bundle --out "$OUT/tuning.json" \
  --report "$OUT/report_tuning.json" "$@" 2>&1 | tee "$OUT/log_tuning.txt"
python3 -m dwc.tune .tune/heldout_bundle --out "$OUT/heldout_unused.json" \
  --report "$OUT/report_heldout.json" "$@" 2>&1 | tee "$OUT/log_heldout.txt"
echo "commit $DWC_COMMIT" >> "$OUT/device.txt"
