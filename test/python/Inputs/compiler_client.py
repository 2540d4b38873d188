"""Drives dwc.compiler as a Python user would: compiles MLIR text to a
bundle, reads the heuristic's schedules, and prints each failure's
CompileError (bad chip, unparsable source, bad options, an op the GPU path
does not compile, an unknown pass)."""
import sys

from dwc import compiler

source_path, unsupported_path, output_dir = sys.argv[1:]
source = open(source_path).read()
print("kernels:", compiler.compile_bundle(source, output_dir, "chip=sm_80"))
scheduled = compiler.run_pipeline(source, "builtin.module(dwc-configure-depthwise)")
for line in scheduled.splitlines():
    if "#dwc.depthwise_config" in line:
        print("scheduled:", line[line.index("#dwc.depthwise_config"):].split(">")[0] + ">")

failures = [
    lambda: compiler.compile_bundle(source, output_dir + "-bad", "chip=sm_70"),
    lambda: compiler.compile_bundle("func.func @f() {", output_dir + "-bad"),
    lambda: compiler.compile_bundle(
        "func.func @b(%b: tensor<8xf32>, %e: tensor<2x8xf32>) -> tensor<2x8xf32> {\n"
        "  %0 = linalg.transpose ins(%b : tensor<8xf32>) outs(%e : tensor<2x8xf32>)"
        " permutation = [1.5]\n  return %0 : tensor<2x8xf32>\n}\n", output_dir + "-bad"),
    lambda: compiler.compile_bundle(source, output_dir + "-bad", "colour=red"),
    lambda: compiler.compile_bundle(open(unsupported_path).read(), output_dir + "-bad"),
    lambda: compiler.run_pipeline(source, "builtin.module(no-such-pass)"),
]
for failure in failures:
    try:
        failure()
        print("no error")
    except compiler.CompileError as error:
        print("CompileError:", " | ".join(str(error).splitlines()))
