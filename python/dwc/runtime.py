"""ctypes binding of the dwc runtime (include/dwc/Runtime/Runtime.h).

    bundle = Bundle("path/to/bundle")
    kernel = bundle.kernel("layer_dw0")
    kernel.launch({"input": x.data_ptr(), "filter": w.data_ptr(),
                   "output": y.data_ptr()}, stream=torch.cuda.current_stream().cuda_stream)

The library is DWC_RUNTIME_LIB, else build/lib/libDWCRuntime.so of this
checkout.
"""

import ctypes
import json

from dwc import _library


# dwc_launch_flags of Runtime.h.
_LAUNCH_SERIALIZED = 1


class DWCError(RuntimeError):
    pass


_lib = None


def _load_library():
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(_library.path("DWC_RUNTIME_LIB", "libDWCRuntime.so"))
        lib.dwc_bundle_load.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
        lib.dwc_bundle_load.restype = ctypes.c_int
        lib.dwc_bundle_destroy.argtypes = [ctypes.c_void_p]
        lib.dwc_bundle_manifest.argtypes = [ctypes.c_void_p]
        lib.dwc_bundle_manifest.restype = ctypes.c_char_p
        lib.dwc_kernel_launch.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                          ctypes.POINTER(ctypes.c_uint64), ctypes.c_int,
                                          ctypes.c_void_p]
        lib.dwc_kernel_launch.restype = ctypes.c_int
        lib.dwc_kernel_launch_with_flags.argtypes = [
            ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_uint64), ctypes.c_int,
            ctypes.c_void_p, ctypes.c_uint]
        lib.dwc_kernel_launch_with_flags.restype = ctypes.c_int
        lib.dwc_last_error.restype = ctypes.c_char_p
        _lib = lib
    return _lib


def _check(status):
    if status != 0:
        raise DWCError(_load_library().dwc_last_error().decode())


class Kernel:
    """One kernel of a bundle; `info` is its manifest entry."""

    def __init__(self, bundle, index, info):
        self._bundle = bundle
        self.index = index
        self.info = info
        self.roles = [arg["role"] for arg in info["args"]]

    def launch(self, buffers, stream=0, serialized=False):
        """Launches with `buffers`, a dict from argument role to device
        pointer, on `stream` (a CUstream handle as an int). A kernel built for
        programmatic launch may start while the previous work on the stream
        drains unless `serialized`."""
        pointers = (ctypes.c_uint64 * len(self.roles))(*(buffers[r] for r in self.roles))
        flags = _LAUNCH_SERIALIZED if serialized else 0
        _check(_load_library().dwc_kernel_launch_with_flags(
            self._bundle._handle, self.index, pointers, len(self.roles),
            ctypes.c_void_p(stream), flags))


class Function:
    """A function of the bundle's source: its kernels in launch order and the
    tensors they bind, by the names of the manifest's `functions`."""

    def __init__(self, bundle, info):
        self.name = info["name"]
        self.arguments = info["arguments"]
        self.results = info["results"]
        self.tensors = info["tensors"]
        self.kernels = [k for k in bundle.kernels.values() if k.info.get("function") == self.name]
        if not self.kernels:
            raise DWCError(f"bundle function {self.name} has no kernel")

    @property
    def intermediates(self):
        """The tensors that pass between its kernels (a filter gradient's
        partial sums, a split separable layer's depthwise output), name ->
        {"shape", "dtype"}: the caller allocates them, once or per call."""
        bound = set(self.arguments) | set(self.results)
        return {name: t for name, t in self.tensors.items() if name not in bound}

    def launch(self, pointers, stream=0, serialized=False):
        """Launches its kernels in order on `stream`; `pointers` maps every
        tensor name its kernels bind to a device pointer (Kernel.launch says
        what `serialized` does)."""
        for kernel in self.kernels:
            bindings = kernel.info["bindings"]
            missing = sorted(set(bindings.values()) - set(pointers))
            if missing:
                raise DWCError(f"{self.name}: no pointer for tensor(s) {', '.join(missing)} "
                               f"of kernel {kernel.info['name']}")
            kernel.launch({role: pointers[name] for role, name in bindings.items()}, stream,
                          serialized)


class Bundle:
    """A kernel bundle written by dwc-compile, loaded into the current CUDA
    context."""

    def __init__(self, directory):
        lib = _load_library()
        handle = ctypes.c_void_p()
        _check(lib.dwc_bundle_load(str(directory).encode(), ctypes.byref(handle)))
        self._handle = handle
        # The runtime has validated every field it launches with; what else
        # the manifest holds is read here, and any defect is a DWCError too.
        try:
            self.manifest = json.loads(lib.dwc_bundle_manifest(handle).decode())
            self.kernels = {info["name"]: Kernel(self, i, info)
                            for i, info in enumerate(self.manifest["kernels"])}
            self.functions = {info["name"]: Function(self, info)
                              for info in self.manifest.get("functions", [])}
        except (ValueError, KeyError, TypeError, UnicodeDecodeError) as error:
            raise DWCError(f"{directory}/manifest.json: {error!r}") from error

    def kernel(self, name):
        try:
            return self.kernels[name]
        except KeyError:
            raise DWCError(f"no kernel named {name!r} in the bundle") from None

    def __del__(self):
        if getattr(self, "_handle", None) and _lib is not None:
            _lib.dwc_bundle_destroy(self._handle)
