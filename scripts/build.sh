#!/usr/bin/env bash
# Configures and builds dwc into build/ (Ninja, clang, lld, ccache, libMLIR.so).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BUILD_DIR="${DWC_BUILD_DIR:-$ROOT/build}"
PYTHON="${DWC_PYTHON:-python3}"

# Absolute include paths differ between clones; let ccache hash relative ones.
export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/dwc-ccache}"

if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DLLVM_USE_LINKER=lld \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DPython3_EXECUTABLE="$(command -v "$PYTHON")"
fi
ninja -C "$BUILD_DIR" "$@"
