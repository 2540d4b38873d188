#!/bin/bash
# Session 25 A/B of the batch_mma rule: benchmark kernels (5 rounds), aimed
# random layers (3 rounds), forced random layers (correctness, 1 round).
set -e
if [ ! -f /tmp/dwc-runtime/lib/libdwc_runtime.so ]; then
  cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /tmp/cmake.log && ninja -C /tmp/dwc-runtime > /tmp/ninja.log
fi
mkdir -p /tmp/sw && tar xJf proto/ab25.tar.xz -C /tmp/sw
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
python -m dwc.compare --bundles old=/tmp/sw/ab25/bench/old new=/tmp/sw/ab25/bench/new --rounds 5 --out $OUT/ab25_bench.json 2>&1 | tail -3
python -m dwc.compare --bundles old=/tmp/sw/ab25/aim/old new=/tmp/sw/ab25/aim/new --rounds 3 --out $OUT/ab25_aim.json 2>&1 | tail -3
python -m dwc.compare --bundles forced=/tmp/sw/ab25/forced/bm --rounds 1 --reps 5 --out $OUT/ab25_forced.json 2>&1 | tail -3
