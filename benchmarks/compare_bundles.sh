#!/usr/bin/env bash
# Runs on the GPU machine: builds the runtime alone, unpacks an A/B made by
# benchmarks/ab_heuristic.py (or any NAME.tar.xz of NAME/<variant>/ bundles)
# and checks and times every variant against `base` on the same tensors with
# python -m dwc_bench.compare (ROUNDS rounds, default 3).
# Usage: benchmarks/compare_bundles.sh NAME.tar.xz OUT.json [--only REGEX]
set -euo pipefail
cd "$(dirname "$0")/.."
ARCHIVE=$1 RESULT=$2
shift 2
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C /tmp/dwc-runtime >/dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libDWCRuntime.so PYTHONPATH=$PWD/python:$PWD/benchmarks
UNPACKED=$(mktemp -d)
tar xJf "$ARCHIVE" -C "$UNPACKED"
NAME=$(ls "$UNPACKED")
bundles=("base=$UNPACKED/$NAME/base")
for dir in "$UNPACKED/$NAME"/*/; do
  variant=$(basename "$dir")
  [ "$variant" != base ] && bundles+=("$variant=$dir")
done
python3 -m dwc_bench.compare --bundles "${bundles[@]}" --out "$RESULT" --rounds "${ROUNDS:-3}" "$@"
