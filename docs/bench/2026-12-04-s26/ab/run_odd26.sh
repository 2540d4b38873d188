#!/bin/bash
# Session 26: batch_mma on odd widths and left padding. Benchmark eb0 kernels (5 rounds), aimed odd layers (3), forced odd layers (correctness).
set -e
if [ ! -f /tmp/dwc-runtime/lib/libdwc_runtime.so ]; then
  cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /tmp/cmake.log && ninja -C /tmp/dwc-runtime > /tmp/ninja.log
fi
mkdir -p /tmp/sw && tar xJf proto/odd26.tar.xz -C /tmp/sw
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
S=/tmp/sw/odd26
python -m dwc.compare --bundles old=$S/eb_old new=$S/eb_new --rounds 5 --out $OUT/odd26_eb.json 2>&1 | tail -2
python -m dwc.compare --bundles old=$S/ab/old new=$S/ab/new --rounds 3 --out $OUT/odd26_aim.json 2>&1 | tail -2
python -m dwc.compare --bundles forced=$S/forced/bm --rounds 1 --reps 5 --out $OUT/odd26_forced.json 2>&1 | tail -2
