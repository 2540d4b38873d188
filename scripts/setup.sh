#!/usr/bin/env bash
# Installs everything dwc needs to build and test on Debian 12: LLVM/MLIR 22,
# the build tools (xz packs the GPU bundles; the runtime reads manifests with
# nlohmann-json), and the pinned Python packages.
# Idempotent: packages already present are not fetched again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  cmake ninja-build ccache lld clang g++
  xz-utils
  nlohmann-json3-dev
)

# `setup.sh sanitize` adds what scripts/sanitize.sh builds with: clang 22
# with its sanitizer runtimes and libFuzzer.
if [ "${1:-}" = sanitize ]; then
  APT_PACKAGES+=(clang-22 libclang-rt-22-dev libfuzzer-22-dev)
fi

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

PYTHON="${DWC_PYTHON:-python3}"
if ! "$PYTHON" -c 'import numpy' 2>/dev/null \
   || [ "$("$PYTHON" -c 'import numpy; print(numpy.__version__)')" != "$(sed -n 's/^numpy==//p' python/requirements.txt)" ]; then
  echo "setup: pip install -r python/requirements.txt"
  "$PYTHON" -m pip install -q -r python/requirements.txt
fi
# The torch-mlir integration tests (test/Integration/Raise): torch, torchvision
# and torch-mlir, pinned.
if ! "$PYTHON" -c 'import torch_mlir, torchvision' 2>/dev/null; then
  echo "setup: pip install -r python/requirements-torch.txt"
  "$PYTHON" -m pip install -q -r python/requirements-torch.txt
fi
echo "setup: ok (LLVM $(/usr/lib/llvm-22/bin/llvm-config --version), $("$PYTHON" --version))"
