"""Random layers whose heuristic schedule is `window`, tiled, unrolled and
(without predicated accesses) coalesced by dwc's GPU passes, then run on the
host against the float64 reference (as test/Integration/CPU/gpu-schedules.test
does): host_window_fuzz.py SEED COUNT [BUILD_DIR]. Prints each wrong or
failing layer and the counts; layers given another schedule are skipped."""
import os
import random
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
LLVM_BIN = "/usr/lib/llvm-22/bin"


def run(command, text):
    return subprocess.run(command, input=text, capture_output=True, text=True)


def random_args(rng, seed):
    kh, kw = rng.choice([1, 3, 3, 5, 7]), rng.choice([1, 3, 3, 5, 7])
    sh, sw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
    dh, dw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
    eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    pad = [rng.randint(0, eh - 1), rng.randint(0, eh - 1),
           rng.randint(0, ew - 1), rng.randint(0, ew - 1)]
    h, w = rng.randint(1, 20), rng.randint(1, 20)
    if h + pad[0] + pad[1] < eh or w + pad[2] + pad[3] < ew:
        return None
    layout = rng.choice(["nhwc", "nchw"])
    c = rng.choice([1, 2, 3, 4, 6, 8, 16, 24])
    args = ["depthwise", "--layout", layout, "--c", str(c), "--h", str(h), "--w", str(w),
            "--n", str(rng.randint(1, 3)), "--kh", str(kh), "--kw", str(kw),
            "--stride", str(sh), str(sw), "--dilation", str(dh), str(dw),
            "--pad", *map(str, pad), "--dtype", rng.choice(["f32", "f16", "bf16"]),
            "--act", rng.choice(["none", "relu", "relu6", "silu"]), "--seed", str(seed)]
    if rng.random() < 0.5:
        args.append("--bias")
    return args


def main():
    rng = random.Random(int(sys.argv[1]))
    build = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, "build")
    dwc_opt = os.path.join(build, "bin", "dwc-opt")
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    counts = {"pass": 0, "wrong": 0, "skipped": 0}
    for i in range(int(sys.argv[2])):
        args = random_args(rng, i)
        if args is None:
            continue
        case = subprocess.run(
            [sys.executable, os.path.join(ROOT, "test/Integration/CPU/Inputs/emit_case.py"), *args],
            capture_output=True, text=True, env=env, check=True).stdout
        configured = run([dwc_opt, "--dwc-configure-depthwise", "-"], case)
        config = re.search(r"#dwc\.depthwise_config<([^>]*)>", configured.stdout)
        if not config or "column_reuse = window" not in config.group(1):
            counts["skipped"] += 1
            continue
        coalesce = [] if "predicated_padding = true" in config.group(1) else [
            "--dwc-coalesce-depthwise"]
        tiled = run([dwc_opt, "--dwc-tile-depthwise", "--dwc-unroll-row-reuse", *coalesce, "-"],
                    configured.stdout)
        lowered = run([dwc_opt, "--dwc-cpu-pipeline", "-"], tiled.stdout)
        result = run([os.path.join(LLVM_BIN, "mlir-runner"), "-e", "main",
                      "-entry-point-result=void",
                      "-shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"],
                     lowered.stdout)
        if "pass = 1" in result.stdout:
            counts["pass"] += 1
        else:
            counts["wrong"] += 1
            print("WRONG", " ".join(args), config.group(1),
                  (tiled.stderr + lowered.stderr + result.stdout).replace("\n", " ")[:400])
    print(counts)


if __name__ == "__main__":
    main()
