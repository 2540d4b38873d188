# Sourced by the device_run scripts on the GPU machine (CUDA, CMake, PyTorch;
# no LLVM/MLIR), from the repository root:
#   source benchmarks/device_setup.sh .DIR OUT_DIR
# unpacks .DIR.tar.xz (what a prepare script packed) where it travelled,
# makes OUT_DIR ($OUT) with the GPU's description in device.txt, builds the
# runtime alone and exports what the harness needs: DWC_RUNTIME_LIB,
# PYTHONPATH, and DWC_COMMIT (the commit the bundles were compiled at).
PACKED=$1
OUT=$2
if [ -f "$PACKED.tar.xz" ]; then
  rm -rf "$PACKED" && tar xJf "$PACKED.tar.xz"
fi
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/device.txt"
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C /tmp/dwc-runtime >/dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libDWCRuntime.so
export PYTHONPATH=$PWD/python:$PWD/benchmarks PYTHONUNBUFFERED=1
DWC_COMMIT=$(cat "$PACKED/commit" 2>/dev/null || echo unknown)
export DWC_COMMIT
