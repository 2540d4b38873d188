#!/usr/bin/env bash
# Builds dwc with AddressSanitizer + UndefinedBehaviorSanitizer and libFuzzer
# coverage (clang 22) into build-sanitize/, runs the whole lit suite with it,
# then runs each libFuzzer target for DWC_FUZZ_SECONDS (default 120) from
# seed corpora made of the tests' own inputs, with a fixed random seed
# (DWC_FUZZ_SEED, default 1) so that a failure seen in CI replays here. Any
# sanitizer report, crash or test failure fails the script; a crashing input
# is left in build-sanitize/fuzz/ and its report printed. The ptxas sweeps of
# test/Integration/GPU are left out (they take several times as long
# instrumented) unless --sweeps is given.
#
# Long runs: --fuzz-only skips the lit suite, and DWC_FUZZ_JOBS=N runs N
# fuzzing jobs of each target in parallel (each from its own random seed);
# the executions summed over the jobs are printed.
set -euo pipefail
RUN_LIT=1
for arg in "$@"; do
  case "$arg" in
    --sweeps) export DWC_LIT_SWEEPS=1 ;;
    --fuzz-only) RUN_LIT=0 ;;
    *) echo "usage: $0 [--sweeps] [--fuzz-only]" >&2; exit 2 ;;
  esac
done
FUZZ_JOBS="${DWC_FUZZ_JOBS:-1}"
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BUILD_DIR="${DWC_SANITIZE_BUILD_DIR:-$ROOT/build-sanitize}"
PYTHON="${DWC_PYTHON:-python3}"
SECONDS_PER_TARGET="${DWC_FUZZ_SECONDS:-120}"
FUZZ_SEED="${DWC_FUZZ_SEED:-1}"

export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/dwc-ccache}"

scripts/setup.sh sanitize
# One ASan runtime, the shared one, for the tools and for Python, which loads
# the instrumented libraries (it is preloaded there, see lit.cfg.py).
ASAN_RUNTIME=$(clang-22 -print-file-name=libclang_rt.asan-x86_64.so)
SHARED_ASAN="-shared-libasan -Wl,-rpath,$(dirname "$ASAN_RUNTIME")"
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DLLVM_USE_SANITIZER="Address;Undefined" \
    -DLLVM_UBSAN_FLAGS="-fsanitize=undefined -fno-sanitize=vptr,function -fno-sanitize-recover=all" \
    -DLLVM_USE_SANITIZE_COVERAGE=ON \
    -DCMAKE_EXE_LINKER_FLAGS="$SHARED_ASAN" \
    -DCMAKE_SHARED_LINKER_FLAGS="$SHARED_ASAN" \
    -DPython3_EXECUTABLE="$(command -v "$PYTHON")"
fi
ninja -C "$BUILD_DIR" dwc-opt dwc-compile dwc-capi-test DWCRuntime DWCCudaStub \
  dwc-ir-fuzzer dwc-manifest-fuzzer

export DWC_LIT_PRELOAD="$ASAN_RUNTIME"
# LLVM's and MLIR's process-lifetime singletons are not freed at exit.
# LLVM's allocators poison their slabs in header code, which dwc's
# instrumented code inlines while Debian's uninstrumented libMLIR.so hands the
# same memory out without unpoisoning it: such manual poisoning is off (heap
# and stack checks are not affected).
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:allow_user_poisoning=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
if [ "$RUN_LIT" = 1 ]; then
  ninja -C "$BUILD_DIR" check-dwc
fi

FUZZ_DIR="$BUILD_DIR/fuzz"
rm -rf "$FUZZ_DIR"
mkdir -p "$FUZZ_DIR/ir-seeds" "$FUZZ_DIR/manifest-seeds"
# Every test input, split where the test splits it; a piece longer than the
# IR fuzzer's inputs (-max_len) is split again between its functions.
find test examples -name '*.mlir' | while read -r file; do
  csplit -s -z -f "$FUZZ_DIR/ir-seeds/$(echo "$file" | tr / _)." "$file" \
    '/^\/\/ -----/' '{*}' 2>/dev/null || cp "$file" "$FUZZ_DIR/ir-seeds/"
done
find "$FUZZ_DIR/ir-seeds" -type f -size +4k | while read -r piece; do
  csplit -s -z -f "$piece.f" "$piece" '/^ *func\.func/' '{*}' 2>/dev/null \
    && rm "$piece"
done
find test "$BUILD_DIR/test" -name manifest.json | while read -r file; do
  cp "$file" "$FUZZ_DIR/manifest-seeds/$(echo "$file" | md5sum | cut -c1-16).json"
done

fuzz() {
  local target=$1 seeds=$2
  shift 2
  mkdir -p "$FUZZ_DIR/$target-corpus" "$FUZZ_DIR/$target"
  local log="$FUZZ_DIR/$target.log" parallel=(-seed="$FUZZ_SEED")
  if [ "$FUZZ_JOBS" -gt 1 ]; then
    parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
  fi
  # Each target runs in its own folder: its jobs' logs (fuzz-N.log) and
  # crashing inputs land there.
  local status=0
  (cd "$FUZZ_DIR/$target" && LD_PRELOAD="$ASAN_RUNTIME" \
    "$BUILD_DIR/bin/$target" "$FUZZ_DIR/$target-corpus" "$seeds" \
    "${parallel[@]}" -max_total_time="$SECONDS_PER_TARGET" -timeout=30 \
    -rss_limit_mb=4096 -print_final_stats=1 "$@" >"$log" 2>&1) || status=1
  local logs=("$log")
  if [ "$FUZZ_JOBS" -gt 1 ]; then
    logs=("$FUZZ_DIR/$target"/fuzz-*.log)
    grep -q '^==[0-9]*==\|^ERROR: \|deadly signal' "${logs[@]}" && status=1
  fi
  if [ "$status" != 0 ]; then
    # The report: from the first sanitizer or libFuzzer error line on, and
    # the crashing input.
    local each
    for each in "${logs[@]}"; do
      sed -n '/^==[0-9]*==\|^ERROR: \|deadly signal\|^SUMMARY/,$p' "$each" | head -n 200
    done
    local input
    for input in "$FUZZ_DIR/$target"/crash-* "$FUZZ_DIR/$target"/timeout-* \
                 "$FUZZ_DIR/$target"/oom-*; do
      [ -f "$input" ] || continue
      echo "--- $input (base64):"
      base64 "$input" | head -n 100
    done
    echo "sanitize: $target failed (seed $FUZZ_SEED)" >&2
    return 1
  fi
  tail -n 12 "${logs[0]}"
  echo "sanitize: $target: $(cat "${logs[@]}" | awk '/stat::number_of_executed_units/ {
    s += $2 } END { print s }') executions in ${#logs[@]} job(s), no crash"
}
fuzz dwc-ir-fuzzer "$FUZZ_DIR/ir-seeds" -dict="$ROOT/tools/dwc-ir-fuzzer/dwc.dict" \
  -max_len=4096
fuzz dwc-manifest-fuzzer "$FUZZ_DIR/manifest-seeds" -max_len=8192
echo "sanitize: $([ "$RUN_LIT" = 1 ] && echo "lit suite and ")fuzzers clean"
