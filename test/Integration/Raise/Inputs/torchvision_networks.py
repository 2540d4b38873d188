#!/usr/bin/env python3
"""Exports torchvision networks with torch-mlir, raises them to dwc and checks
what came of every depthwise and 1x1 convolution.

For each network (random weights and BatchNorm statistics from a fixed seed,
eval mode) this
  - exports it with torch_mlir.fx.export_and_import, to linalg-on-tensors or
    (--form tosa) to TOSA,
  - runs dwc-raise-linalg or dwc-raise-tosa and counts the dwc ops against
    the network's own depthwise (groups == in_channels > 1) and 1x1
    nn.Conv2d modules,
  - with --run, lowers the raised module with dwc-cpu-pipeline, links it
    into a shared library (mlir-translate, llc, cc) and compares its output
    with PyTorch's on the same input (f32, relative L2 error < 1e-4),
  - compiles the raised module's dwc ops into a GPU bundle with dwc-compile
    and checks that the manifest holds a kernel for each.

Usage: torchvision_networks.py --work DIR --runner-utils LIB [--form FORM]
       [--run NAME ...] -- NAME...
"""

import argparse
import ctypes
import json
import os
import re
import subprocess
import sys

import numpy as np
import torch
import torchvision
from torch_mlir import fx

INPUT_SIZE = 224
# torch-mlir's output type and the pass that raises it, per --form.
FORMS = {"linalg": ("linalg-on-tensors", "dwc-raise-linalg"),
         "tosa": ("tosa", "dwc-raise-tosa")}
# Paths of dwc-opt and dwc-compile (--dwc-opt, --dwc-compile).
TOOLS = {}


def build(name):
    torch.manual_seed(0)
    model = getattr(torchvision.models, name)(weights=None).eval()
    # Default BatchNorm statistics (mean 0, var 1, weight 1, bias 0) would
    # fold into a near-identity: random ones test the folding.
    generator = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, torch.nn.BatchNorm2d):
                n = module.num_features
                module.running_mean.copy_(torch.randn(n, generator=generator) * 0.1)
                module.running_var.copy_(torch.rand(n, generator=generator) + 0.5)
                module.weight.copy_(torch.rand(n, generator=generator) + 0.5)
                module.bias.copy_(torch.randn(n, generator=generator) * 0.1)
    return model


def count_modules(model):
    depthwise = pointwise = 0
    for module in model.modules():
        if not isinstance(module, torch.nn.Conv2d):
            continue
        if module.groups > 1 and module.groups == module.in_channels:
            depthwise += 1
        elif module.groups == 1 and module.kernel_size == (1, 1):
            pointwise += 1
    return depthwise, pointwise


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr[-4000:]}")
    return result


class MemRef4(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * 4),
                ("strides", ctypes.c_int64 * 4)]


class MemRef2(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * 2),
                ("strides", ctypes.c_int64 * 2)]


def run_on_host(raised, work, name, x, runner_utils):
    """Lowers `raised` for the host, links it and runs @forward on `x`."""
    text = open(raised).read()
    # The C interface (_mlir_ciface_forward) takes and returns descriptors by
    # pointer, which ctypes calls portably.
    text, found = re.subn(r"(func\.func @forward\([^)]*\) -> [^{]*)\{",
                          r"\1attributes {llvm.emit_c_interface} {", text, count=1)
    if not found:
        sys.exit(f"{name}: no @forward in {raised}")
    host = os.path.join(work, f"{name}.host.mlir")
    open(host, "w").write(text)
    llvm_dialect = os.path.join(work, f"{name}.llvm.mlir")
    run([TOOLS["dwc-opt"], "--dwc-cpu-pipeline", host, "-o", llvm_dialect])
    ir = os.path.join(work, f"{name}.ll")
    run(["mlir-translate", "--mlir-to-llvmir", llvm_dialect, "-o", ir])
    obj = os.path.join(work, f"{name}.o")
    run(["llc", "-O2", "-filetype=obj", "-relocation-model=pic", ir, "-o", obj])
    library = os.path.join(work, f"{name}.so")
    # memrefCopy and the like come from MLIR's C runner utilities.
    run([os.environ.get("CC", "cc"), "-shared", obj, "-o", library,
         runner_utils, f"-Wl,-rpath,{os.path.dirname(runner_utils)}", "-lm"])
    lib = ctypes.CDLL(library)
    data = np.ascontiguousarray(x.numpy(), dtype=np.float32)
    strides = [s // 4 for s in data.strides]
    argument = MemRef4(data.ctypes.data, data.ctypes.data, 0,
                       (ctypes.c_int64 * 4)(*data.shape),
                       (ctypes.c_int64 * 4)(*strides))
    result = MemRef2()
    lib._mlir_ciface_forward(ctypes.byref(result), ctypes.byref(argument))
    count = result.sizes[0] * result.sizes[1]
    buffer = (ctypes.c_float * count).from_address(
        result.aligned + 4 * result.offset)
    return np.frombuffer(buffer, dtype=np.float32).reshape(
        result.sizes[0], result.sizes[1]).copy()


def check(name, work, form, execute, runner_utils):
    model = build(name)
    x = torch.randn(1, 3, INPUT_SIZE, INPUT_SIZE,
                    generator=torch.Generator().manual_seed(2))
    output_type, raise_pass = FORMS[form]
    exported = fx.export_and_import(model, x, output_type=output_type,
                                    func_name="forward")
    source = os.path.join(work, f"{name}.{form}.mlir")
    with open(source, "w") as f:
        f.write(str(exported))
    raised = os.path.join(work, f"{name}.raised.mlir")
    trace = run([TOOLS["dwc-opt"], f"--{raise_pass}", f"-debug-only={raise_pass}",
                 source, "-o", raised]).stderr
    text = open(raised).read()
    depthwise = len(re.findall(r"= dwc\.depthwise_conv2d ", text))
    pointwise = len(re.findall(r"= dwc\.pointwise_conv2d ", text))
    activations = sorted(set(re.findall(r"activation = #dwc<activation (\w+)>", text)))
    residuals = len(re.findall(r"residual\(", text))
    expected_depthwise, expected_pointwise = count_modules(model)
    left = re.search(r"(\d+) (linalg|TOSA) convolution\(s\) left", trace).group(1)
    print(f"{name}: depthwise {depthwise}/{expected_depthwise}, 1x1 "
          f"{pointwise}/{expected_pointwise}, activations "
          f"{','.join(activations) or 'none'}, residuals {residuals}, "
          f"other convolutions left {left}")
    ok = depthwise == expected_depthwise and pointwise == expected_pointwise

    fused = run([TOOLS["dwc-opt"], f"--{raise_pass}=fuse-separable", raised]).stdout
    print(f"{name}: fuse-separable: "
          f"{len(re.findall(r'= dwc.separable_conv2d ', fused))} separable, "
          f"{len(re.findall(r'= dwc.depthwise_conv2d ', fused))} depthwise, "
          f"{len(re.findall(r'= dwc.pointwise_conv2d ', fused))} 1x1 left")

    bundle = os.path.join(work, f"{name}.bundle")
    run([TOOLS["dwc-compile"], raised, "-o", bundle])
    with open(os.path.join(bundle, "manifest.json")) as f:
        kernels = len(json.load(f)["kernels"])
    print(f"{name}: GPU bundle: {kernels} kernels for {depthwise + pointwise} dwc ops")
    ok &= kernels == depthwise + pointwise

    if execute:
        with torch.no_grad():
            expected = model(x).numpy().astype(np.float64)
        actual = run_on_host(raised, work, name, x, runner_utils).astype(np.float64)
        error = np.linalg.norm(actual - expected) / np.linalg.norm(expected)
        print(f"{name}: host run after raising vs PyTorch: relative error "
              f"{error:.2e} ({'pass' if error < 1e-4 else 'FAIL'})")
        ok &= bool(error < 1e-4)
    print(f"{name}: {'ok' if ok else 'FAILED'}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("networks", nargs="+")
    parser.add_argument("--run", nargs="*", default=[],
                        help="networks also run on the host after raising")
    parser.add_argument("--work", required=True)
    parser.add_argument("--form", choices=sorted(FORMS), default="linalg",
                        help="what torch-mlir exports and dwc raises")
    parser.add_argument("--dwc-opt", default="dwc-opt")
    parser.add_argument("--dwc-compile", default="dwc-compile")
    parser.add_argument("--runner-utils", required=True,
                        help="MLIR's libmlir_c_runner_utils.so")
    args = parser.parse_args()
    TOOLS.update({"dwc-opt": args.dwc_opt, "dwc-compile": args.dwc_compile})
    os.makedirs(args.work, exist_ok=True)
    results = [check(name, args.work, args.form, name in args.run, args.runner_utils)
               for name in args.networks]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
