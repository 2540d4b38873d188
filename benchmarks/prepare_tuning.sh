#!/usr/bin/env bash
# Compiles the network layers of benchmarks/tuning/layers.py for tuning:
# the TUNING set and the held-out set, each layer with its cost-model kernel
# and up to DWC_TUNE_CANDIDATES (4) next-ranked schedules, into .tune/,
# packed into .tune.tar.xz for benchmarks/device_run_tuning.sh on the GPU
# machine. DWC_TUNE_BATCHES, DWC_TUNE_DTYPES and DWC_TUNE_LAYOUTS pick the
# slice (default 32, f16, nhwc and nchw: the full matrix is 7200
# kernels and more candidates than one device session times). The
# pointwise layers of benchmarks/shapes.py over the same slice go with them
# (their candidates include the pick's variants with several tiles a block,
# tiles_m, which only measurement chooses).
set -euo pipefail
cd "$(dirname "$0")/.."
LAYERS=benchmarks/tuning/layers.py
BATCHES=${DWC_TUNE_BATCHES:-32}
DTYPES=${DWC_TUNE_DTYPES:-f16}
LAYOUTS=${DWC_TUNE_LAYOUTS:-nhwc nchw}
CANDIDATES=${DWC_TUNE_CANDIDATES:-4}
rm -rf .tune .tune.tar.xz && mkdir -p .tune
export PYTHONPATH=$PWD/python
for set in tuning heldout; do
  python3 -m dwc.layers "network-$set" --shapes "$LAYERS" --batches $BATCHES \
    --dtypes $DTYPES --layouts $LAYOUTS -o ".tune/$set.mlir"
  build/bin/dwc-compile ".tune/$set.mlir" -o ".tune/${set}_bundle" \
    --tune-candidates="$CANDIDATES" &
done
python3 -m dwc.layers pointwise-bench --shapes benchmarks/shapes.py --batches $BATCHES \
  --dtypes $DTYPES --layouts $LAYOUTS -o .tune/pointwise.mlir
build/bin/dwc-compile .tune/pointwise.mlir -o .tune/pointwise_bundle \
  --tune-candidates="$CANDIDATES"
wait
git rev-parse --short HEAD > .tune/commit
tar cJf .tune.tar.xz .tune
echo "prepared: batches $BATCHES, dtypes $DTYPES, layouts $LAYOUTS, $CANDIDATES candidates"
