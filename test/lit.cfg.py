# -*- Python -*-

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "DWC"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dwc_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

llvm_config.with_system_environment(
    ["HOME", "INCLUDE", "LIB", "TMP", "TEMP", "ASAN_OPTIONS", "UBSAN_OPTIONS"]
)
# A sanitizer build (scripts/sanitize.sh) names the ASan runtime, which must
# be loaded before the instrumented libraries that Python and the package
# consumers load. Consumers built outside it cannot link those libraries.
if os.environ.get("DWC_LIT_PRELOAD"):
    config.environment["LD_PRELOAD"] = os.environ["DWC_LIT_PRELOAD"]
    config.available_features.add("sanitized")
    # The ptxas sweeps (hundreds of kernels through paths the other tests
    # cover) take several times as long instrumented; `sanitize.sh --sweeps`
    # keeps them.
    if not os.environ.get("DWC_LIT_SWEEPS"):
        config.available_features.add("sanitized-without-sweeps")
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# The Python that has the project's requirements (numpy); python/ holds the
# float64 reference the integration tests compare against, benchmarks/ the
# benchmark harness (dwc_bench).
config.substitutions.append(("%python", config.python_executable))
for package_root in ("python", "benchmarks"):
    llvm_config.with_environment(
        "PYTHONPATH", os.path.join(config.dwc_src_root, package_root), append_path=True
    )

# Runs the `main` of an LLVM-dialect module on the host (vector.print needs
# the C runner utilities only).
config.substitutions.append(
    (
        "%cpu-run",
        "%s -e main -entry-point-result=void -shared-libs=%s"
        % (
            os.path.join(config.llvm_tools_dir, "mlir-runner"),
            os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils.so"),
        ),
    )
)

# MLIR's C runner utilities (memrefCopy and the like), which host code lowered
# by dwc-cpu-pipeline links against.
config.substitutions.append(
    ("%mlir_runner_utils", os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils.so"))
)

import subprocess


def add_feature_if_importable(feature, modules, missing_note):
    """Adds `feature` where the test Python imports `modules`, else says
    which tests lit reports unsupported."""
    check = [config.python_executable, "-c", "import " + ", ".join(modules)]
    if subprocess.run(check, capture_output=True).returncode == 0:
        config.available_features.add(feature)
    else:
        lit_config.note(missing_note)


# The torch-mlir integration and dwc.torch's CPU tests
# (python/requirements-torch.txt).
add_feature_if_importable(
    "torch-mlir", ["torch_mlir", "torchvision"],
    "torch-mlir or torchvision is missing: the torch-mlir integration tests are "
    "unsupported (pip install -r python/requirements-torch.txt)")
add_feature_if_importable(
    "torch", ["torch", "torchvision"],
    "torch or torchvision is missing: the dwc.torch tests are unsupported")

# The runtime is built when CMake finds the CUDA toolkit's headers.
if os.path.exists(os.path.join(config.dwc_obj_root, "lib", "libDWCRuntime.so")):
    config.available_features.add("dwc-runtime")
# A CUDA driver without a GPU (test/Runtime/CudaStub), built with the runtime.
config.substitutions.append(
    ("%cuda_stub", os.path.join(config.dwc_obj_root, "lib", "libDWCCudaStub.so"))
)

if config.ptxas_executable and os.path.exists(config.ptxas_executable):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas_executable))
    # dwc-compile assembles kernels with the ptxas it finds on PATH.
    llvm_config.with_environment(
        "PATH", os.path.dirname(config.ptxas_executable), append_path=True
    )

tool_dirs = [os.path.join(config.dwc_obj_root, "bin"), config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["dwc-opt", "dwc-compile", "dwc-capi-test"], tool_dirs)
config.substitutions.append(("%dwc_src", config.dwc_src_root))
config.substitutions.append(("%dwc_obj", config.dwc_obj_root))
