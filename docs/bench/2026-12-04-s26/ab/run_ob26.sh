#!/bin/bash
# Session 26: batch_mma output bands. Benchmark eb0 kernels (5 rounds), ho26 layers (3), forced banded and odd layers (correctness).
set -e
if [ ! -f /tmp/dwc-runtime/lib/libdwc_runtime.so ]; then
  cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /tmp/cmake.log && ninja -C /tmp/dwc-runtime > /tmp/ninja.log
fi
mkdir -p /tmp/sw && tar xJf proto/ob26.tar.xz -C /tmp/sw
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
S=/tmp/sw/ob26
python -m dwc.compare --bundles old=$S/eb_old new=$S/eb_new --rounds 5 --only eb0_dw5a --out $OUT/ob26_eb.json 2>&1 | tail -6
python -m dwc.compare --bundles old=$S/ho/old new=$S/ho/new --rounds 3 --out $OUT/ob26_ho.json 2>&1 | tail -2
python -m dwc.compare --bundles forced=$S/forced/banded --rounds 1 --reps 5 --out $OUT/ob26_banded.json 2>&1 | tail -2
python -m dwc.compare --bundles forced=$S/forced/odd --rounds 1 --reps 5 --out $OUT/ob26_odd.json 2>&1 | tail -2
