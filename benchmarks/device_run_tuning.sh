#!/usr/bin/env bash
# Runs on the GPU machine (CUDA, CMake, PyTorch; no LLVM/MLIR): builds the
# runtime alone, then measures the candidates of benchmarks/prepare_tuning.sh
# (.tune.tar.xz) with python -m dwc.tune: the TUNING set's fastest schedules
# extend the database OUT_DIR/tuning.json; the held-out set is measured the
# same way for its report only (its layers stay out of the database). The
# pointwise benchmark layers are measured into OUT_DIR/pointwise_tuning.json
# and their own report, apart from the network database: what their
# candidates (several tiles a block among them) gain.
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
python3 -m dwc.tune .tune/pointwise_bundle --out "$OUT/pointwise_tuning.json" \
  --report "$OUT/report_pointwise.json" "$@" 2>&1 | tee "$OUT/log_pointwise.txt"
echo "commit $DWC_COMMIT" >> "$OUT/device.txt"
