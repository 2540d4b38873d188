#!/usr/bin/env bash
# Sets up, builds, and runs every dwc test: the `check-dwc` target, the lit
# suite (dialect, passes, tools, benchmark harness, and CPU integration tests
# against the float64 reference).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
LOG=$(mktemp)
status=0
scripts/build.sh check-dwc 2>&1 | tee "$LOG" || status=$?
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$LOG")
failed=$(sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p' "$LOG")
echo "${passed:-0} passed, ${failed:-0} failed"
rm -f "$LOG"
exit $status
