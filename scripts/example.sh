#!/usr/bin/env bash
# Sets up, builds, and compiles the bundled example (MobileNetV2's
# depthwise-separable blocks in the dwc dialect) with dwc-opt, printing each
# step and what it produced. Outputs go to build/examples/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
OUT=build/examples
mkdir -p "$OUT"
EXAMPLE=examples/mobilenet_v2.mlir
DWC_OPT=build/bin/dwc-opt

count_ops() {
  grep -oE '(dwc|linalg|tensor|scf|llvm)\.[a-z_0-9]+' "$1" | sort | uniq -c | sort -rn | head -8 |
    awk '{printf "    %5d %s\n", $1, $2}'
}

echo "== input: $EXAMPLE"
count_ops "$EXAMPLE"

echo "== dwc-opt: parse and verify every op"
"$DWC_OPT" "$EXAMPLE" -o "$OUT/mobilenet_v2.verified.mlir"

echo "== dwc-opt --dwc-lower-to-linalg -> $OUT/mobilenet_v2.linalg.mlir"
"$DWC_OPT" "$EXAMPLE" --dwc-lower-to-linalg -o "$OUT/mobilenet_v2.linalg.mlir"
count_ops "$OUT/mobilenet_v2.linalg.mlir"

echo "== dwc-opt --dwc-cpu-pipeline -> $OUT/mobilenet_v2.llvm.mlir (pass timing below)"
"$DWC_OPT" "$EXAMPLE" --dwc-cpu-pipeline --mlir-timing -o "$OUT/mobilenet_v2.llvm.mlir" 2>&1 |
  grep -E 'Total Execution Time|Total$|DWCLowerToLinalg|OneShotBufferize|ConvertToLLVM' | sed 's/^/    /'
count_ops "$OUT/mobilenet_v2.llvm.mlir"

GPU_EXAMPLE=examples/mobilenet_v2_depthwise.mlir
echo "== dwc-compile $GPU_EXAMPLE -> $OUT/mobilenet_v2_depthwise (PTX for sm_90 + manifest.json)"
build/bin/dwc-compile "$GPU_EXAMPLE" -o "$OUT/mobilenet_v2_depthwise" -v 2>&1 | sed 's/^dwc-compile: /    /'
python3 - "$OUT/mobilenet_v2_depthwise/manifest.json" <<'PY'
import json, sys
for k in json.load(open(sys.argv[1]))["kernels"]:
    c = k["config"]
    print(f"    {k['name']:28s} {c['column_reuse']:8s} {c['threads']:4d} threads, "
          f"{c['rows_per_thread']:2d} rows x {c['cols_per_thread']} cols per thread, "
          f"{c['vector_width']}-wide accesses")
PY
echo "example: ok"
