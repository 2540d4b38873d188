"""Bundles dwc's shared libraries into the Python package: the compiler's C
API (libDWCCAPI.so) and the runtime (libDWCRuntime.so) from build/lib, built
there first with scripts/build.sh when neither is found (a machine without
LLVM/MLIR builds the runtime alone). DWC_BUILD_DIR names another build."""

import os
import pathlib
import shutil
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = pathlib.Path(__file__).resolve().parent
LIBRARIES = ("libDWCCAPI.so", "libDWCRuntime.so")


class BuildWithLibraries(build_py):
    def run(self):
        super().run()
        build_dir = pathlib.Path(os.environ.get("DWC_BUILD_DIR", ROOT / "build"))
        if not any((build_dir / "lib" / name).exists() for name in LIBRARIES):
            subprocess.run([str(ROOT / "scripts" / "build.sh")], check=True,
                           env={**os.environ, "DWC_BUILD_DIR": str(build_dir)})
        target = pathlib.Path(self.build_lib) / "dwc" / "_lib"
        target.mkdir(parents=True, exist_ok=True)
        for name in LIBRARIES:
            if (build_dir / "lib" / name).exists():
                shutil.copy2(build_dir / "lib" / name, target / name)


setup(cmdclass={"build_py": BuildWithLibraries})
