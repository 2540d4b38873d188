"""Loads hostile bundles through the runtime (Python binding) against the
stub CUDA driver and prints one line per case: the DWCError message, or
what was expected and not seen. Exits non-zero on any surprise."""

import ctypes
import gc
import json
import os
import sys
import tempfile

from dwc.runtime import Bundle, DWCError, _load_library

PTX = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k_kernel()\n{\n ret;\n}\n"

failures = 0


def kernel(**overrides):
    entry = {"name": "k", "entry": "k_kernel", "ptx": "k.ptx",
             "grid": [1, 1, 1], "block": [32, 1, 1], "dynamic_shared_memory": 0,
             "programmatic_launch": False,
             "args": [{"role": "input"}, {"role": "output"}]}
    entry.update(overrides)
    return entry


def manifest(kernels, **overrides):
    root = {"format": "dwc-bundle-1", "chip": "sm_90", "kernels": kernels,
            "functions": []}
    root.update(overrides)
    return json.dumps(root)


def make_bundle(root, name, text, files=None):
    directory = os.path.join(root, name)
    os.makedirs(directory)
    with open(os.path.join(directory, "manifest.json"), "w") as f:
        f.write(text)
    for file_name, contents in (files or {"k.ptx": PTX}).items():
        path = os.path.join(directory, file_name)
        if isinstance(contents, tuple):  # ("link", target)
            os.symlink(contents[1], path)
        else:
            with open(path, "w") as f:
                f.write(contents)
    return directory


def expect_error(root, name, text, files=None):
    global failures
    try:
        Bundle(make_bundle(root, name, text, files))
    except DWCError as error:
        print(f"{name}: DWCError: {error}")
        return
    except Exception as error:  # The binding must not leak other errors.
        print(f"{name}: UNEXPECTED {type(error).__name__}: {error}")
        failures += 1
        return
    print(f"{name}: UNEXPECTED success")
    failures += 1


def main():
    global failures
    lib = _load_library()
    stub = ctypes.CDLL(os.environ["DWC_CUDA_DRIVER"])
    with tempfile.TemporaryDirectory() as root:
        expect_error(root, "nested", "[" * 100000)
        expect_error(root, "bad_escape", '{"format": "\\uZZZZ"}')
        expect_error(root, "not_object", "[1, 2]")
        expect_error(root, "format", manifest([], format="dwc-bundle-0"))
        expect_error(root, "no_kernels", json.dumps({"format": "dwc-bundle-1"}))
        for label, grid in [("grid_negative", [-1, 1, 1]),
                            ("grid_huge", [1e300, 1, 1]),
                            ("grid_fraction", [2.9, 1, 1]),
                            ("grid_string", ["7", 1, 1]),
                            ("grid_zero", [0, 1, 1]),
                            ("grid_y", [1, 65536, 1]),
                            ("grid_x", [2**31, 1, 1]),
                            ("grid_short", [1, 1])]:
            expect_error(root, label, manifest([kernel(grid=grid)]))
        expect_error(root, "grid_nan", manifest([kernel()]).replace(
            '"grid": [1, 1, 1]', '"grid": [NaN, 1, 1]'))
        expect_error(root, "block_threads", manifest([kernel(block=[64, 32, 1])]))
        expect_error(root, "block_z", manifest([kernel(block=[1, 1, 65])]))
        expect_error(root, "shared_memory",
                     manifest([kernel(dynamic_shared_memory=1 << 20)]))
        expect_error(root, "programmatic", manifest([kernel(programmatic_launch=1)]))
        expect_error(root, "ptx_number", manifest([kernel(ptx=123)]))
        expect_error(root, "ptx_escape", manifest([kernel(ptx="../../../etc/hostname")]))
        expect_error(root, "ptx_absolute", manifest([kernel(ptx="/etc/hostname")]))
        expect_error(root, "ptx_link", manifest([kernel(ptx="link.ptx")]),
                     {"link.ptx": ("link", "/etc/hostname")})
        expect_error(root, "ptx_missing", manifest([kernel(ptx="gone.ptx")]))
        expect_error(root, "args_missing", manifest([{k: v for k, v in kernel().items()
                                                       if k != "args"}]))
        expect_error(root, "role_number", manifest([kernel(args=[{"role": 3}])]))
        expect_error(root, "name_twice", manifest([kernel(), kernel()]))
        # Past 48 KB of dynamic workgroup memory a kernel needs the driver's
        # opt-in, which the stub lacks; its loaded module must not stay.
        expect_error(root, "shared_opt_in",
                     manifest([kernel(dynamic_shared_memory=100000)]))
        # The second kernel's PTX does not load: the first's module must not
        # stay loaded.
        expect_error(root, "second_fails",
                     manifest([kernel(), kernel(name="k2", ptx="bad.ptx")]),
                     {"k.ptx": PTX, "bad.ptx": "not ptx"})
        live = stub.dwcStubLiveModules()
        print(f"live modules after failed loads: {live}")
        failures += live != 0

        bundle = Bundle(make_bundle(root, "valid", manifest([kernel()])))
        print(f"valid: {len(bundle.kernels)} kernel")
        try:
            bundle.kernel("nope")
            print("lookup: UNEXPECTED success")
            failures += 1
        except DWCError as error:
            print(f"lookup: DWCError: {error}")
        k = bundle.kernel("k")
        try:
            k.launch({"input": 1, "output": 2})
            print("launch: ok")
        except DWCError as error:
            print(f"launch: UNEXPECTED DWCError: {error}")
            failures += 1
        for label, call in [
                ("launch_count", lambda: lib.dwc_kernel_launch_with_flags(
                    bundle._handle, 0, (ctypes.c_uint64 * 1)(1), 1, None, 0)),
                ("launch_null_pointers", lambda: lib.dwc_kernel_launch_with_flags(
                    bundle._handle, 0, None, 2, None, 0)),
                ("launch_index", lambda: lib.dwc_kernel_launch_with_flags(
                    bundle._handle, -1, None, 0, None, 0)),
                ("launch_null_bundle", lambda: lib.dwc_kernel_launch_with_flags(
                    None, 0, None, 0, None, 0)),
                ("load_null_directory", lambda: lib.dwc_bundle_load(
                    None, ctypes.byref(ctypes.c_void_p()))),
                ("load_null_result", lambda: lib.dwc_bundle_load(
                    root.encode(), None))]:
            status = call()
            print(f"{label}: status {status}: {lib.dwc_last_error().decode()}")
            failures += status == 0
        lib.dwc_bundle_num_kernels.argtypes = [ctypes.c_void_p]
        lib.dwc_bundle_find_kernel.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        print(f"queries on null: {lib.dwc_bundle_num_kernels(None)} "
              f"{lib.dwc_bundle_find_kernel(None, b'k')} "
              f"{lib.dwc_bundle_find_kernel(bundle._handle, None)}")
        del k, bundle
        gc.collect()  # Kernels and their bundle refer to each other.
        print(f"live modules at exit: {stub.dwcStubLiveModules()}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
