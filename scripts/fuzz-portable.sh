#!/usr/bin/env bash
# Packs the IR fuzzer for a long run on a machine without LLVM or MLIR (a
# many-core host): dwc-ir-fuzzer linked statically against Debian's MLIR and
# LLVM archives, stripped and xz-packed, with the seeds and dictionary that
# scripts/sanitize.sh uses and a run.sh that runs one job per core. Run
# scripts/sanitize.sh first (it builds build-sanitize/ and the seeds).
#
#   scripts/fuzz-portable.sh DIR          then on the other machine:
#   DIR/run.sh RESULTS [SECONDS] [JOBS]   executions summed over the jobs,
#                                         their logs and any crashing inputs
#                                         in RESULTS
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BUILD_DIR="${DWC_SANITIZE_BUILD_DIR:-$ROOT/build-sanitize}"
OUT=${1:?usage: $0 DIR}
[ -d "$BUILD_DIR/fuzz/ir-seeds" ] || { echo "run scripts/sanitize.sh first" >&2; exit 1; }
ninja -C "$BUILD_DIR" dwc-ir-fuzzer >/dev/null
mkdir -p "$OUT"
# The instrumented dwc libraries of build-sanitize/, MLIR and LLVM from their
# archives (uninstrumented, as libMLIR.so is there); zstd stays shared.
LLVM_LIB=/usr/lib/llvm-22/lib
clang++-22 -fsanitize=address,undefined,fuzzer -fno-sanitize=vptr,function \
  -fuse-ld=lld -Wl,--gc-sections -static-libstdc++ -static-libgcc \
  "$BUILD_DIR/tools/dwc-ir-fuzzer/CMakeFiles/dwc-ir-fuzzer.dir/dwc-ir-fuzzer.cpp.o" \
  "$BUILD_DIR"/lib/libDWCPipelines.a "$BUILD_DIR"/lib/libDWCToLinalg.a \
  "$BUILD_DIR"/lib/libDWCTransforms.a "$BUILD_DIR"/lib/libDWCUtils.a \
  "$BUILD_DIR"/lib/libDWCDialect.a \
  -Wl,--start-group "$LLVM_LIB"/libMLIR*.a "$LLVM_LIB"/libLLVM*.a -Wl,--end-group \
  -l:libzstd.so.1 -l:libz.a -lrt -ldl -lm -lpthread -o "$OUT/dwc-ir-fuzzer.debug"
strip -o "$OUT/dwc-ir-fuzzer" "$OUT/dwc-ir-fuzzer.debug"
xz -T0 -6 -f "$OUT/dwc-ir-fuzzer"
# The unstripped binary stays here, to symbolize a report from the other
# machine (ASan prints module offsets there).
mv "$OUT/dwc-ir-fuzzer.debug" "$BUILD_DIR/dwc-ir-fuzzer-portable.debug"
rm -rf "$OUT/seeds" && cp -r "$BUILD_DIR/fuzz/ir-seeds" "$OUT/seeds"
cp tools/dwc-ir-fuzzer/dwc.dict "$OUT/"
cat >"$OUT/run.sh" <<'RUN'
#!/usr/bin/env bash
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
RESULTS=$(mkdir -p "$1" && cd "$1" && pwd)
SECONDS_PER_JOB=${2:-3600}
JOBS=${3:-$(nproc)}
xz -d -k -f "$HERE/dwc-ir-fuzzer.xz" && chmod +x "$HERE/dwc-ir-fuzzer"
mkdir -p "$RESULTS/corpus" "$RESULTS/run"
cd "$RESULTS/run"
# LLVM's allocators free some buffers with a different call than allocated
# them, which ASan reports once their code is linked statically.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  "$HERE/dwc-ir-fuzzer" "$RESULTS/corpus" "$HERE/seeds" -jobs="$JOBS" \
  -workers="$JOBS" -max_len=4096 -dict="$HERE/dwc.dict" \
  -max_total_time="$SECONDS_PER_JOB" -timeout=30 -rss_limit_mb=4096 \
  -print_final_stats=1 >driver.log 2>&1
crashes=$(ls crash-* timeout-* oom-* 2>/dev/null | wc -l)
grep -h stat::number_of_executed_units fuzz-*.log |
  awk -v crashes="$crashes" '{ s += $2 } END {
    print "dwc-ir-fuzzer: " s " executions in " NR " jobs, " crashes " crashing inputs" }'
[ "$crashes" = 0 ]
RUN
chmod +x "$OUT/run.sh"
echo "fuzz-portable: $OUT ($(du -sh "$OUT" | cut -f1))"
