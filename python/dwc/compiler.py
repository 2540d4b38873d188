"""ctypes binding of dwc's compiler C API (include/dwc-c, libDWCCAPI.so).

    from dwc import compiler
    kernels = compiler.compile_bundle(source, "bundle/", options="chip=sm_90")
    scheduled = compiler.run_pipeline(source, "builtin.module(dwc-configure-depthwise)")

`source` is MLIR text holding dwc ops (e.g. `dwc.layers.DepthwiseLayer.mlir()`).
Failures raise CompileError with the MLIR diagnostics. The library is
DWC_CAPI_LIB, else build/lib/libDWCCAPI.so of this checkout.
"""

import ctypes

from dwc import _library


class CompileError(RuntimeError):
    pass


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def _handle(name):
    """An MLIR C API handle type: a struct holding one pointer."""
    return type(name, (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})


_Context = _handle("MlirContext")
_DialectRegistry = _handle("MlirDialectRegistry")
_Module = _handle("MlirModule")
_Location = _handle("MlirLocation")
_Operation = _handle("MlirOperation")
_PassManager = _handle("MlirPassManager")
_OpPassManager = _handle("MlirOpPassManager")

# MlirLogicalResult is a struct of one int8_t, returned and passed as one.
_LogicalResult = ctypes.c_int8
_StringCallback = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)
# The diagnostic handler receives an MlirDiagnostic, a struct of one pointer.
_DiagnosticHandler = ctypes.CFUNCTYPE(_LogicalResult, ctypes.c_void_p, ctypes.c_void_p)


_lib = None


def _load_library():
    global _lib
    if _lib is not None:
        return _lib
    lib = ctypes.CDLL(_library.path("DWC_CAPI_LIB", "libDWCCAPI.so"))
    signatures = {
        "mlirDialectRegistryCreate": ([], _DialectRegistry),
        "mlirDialectRegistryDestroy": ([_DialectRegistry], None),
        "mlirDWCRegisterPipelineDependencies": ([_DialectRegistry], None),
        "mlirContextCreateWithRegistry": ([_DialectRegistry, ctypes.c_bool], _Context),
        "mlirContextDestroy": ([_Context], None),
        "mlirContextAttachDiagnosticHandler": (
            [_Context, _DiagnosticHandler, ctypes.c_void_p, ctypes.c_void_p], ctypes.c_uint64),
        "mlirDiagnosticPrint": ([ctypes.c_void_p, _StringCallback, ctypes.c_void_p], None),
        "mlirDiagnosticGetLocation": ([ctypes.c_void_p], _Location),
        "mlirLocationPrint": ([_Location, _StringCallback, ctypes.c_void_p], None),
        "mlirDWCModuleCreateParse": ([_Context, _StringRef], _Module),
        "mlirModuleDestroy": ([_Module], None),
        "mlirModuleGetOperation": ([_Module], _Operation),
        "mlirOperationPrint": ([_Operation, _StringCallback, ctypes.c_void_p], None),
        "mlirPassManagerCreate": ([_Context], _PassManager),
        "mlirPassManagerDestroy": ([_PassManager], None),
        "mlirPassManagerGetAsOpPassManager": ([_PassManager], _OpPassManager),
        "mlirPassManagerRunOnOp": ([_PassManager, _Operation], _LogicalResult),
        "mlirParsePassPipeline": (
            [_OpPassManager, _StringRef, _StringCallback, ctypes.c_void_p], _LogicalResult),
        "mlirRegisterTransformsPasses": ([], None),
        "mlirRegisterDWCConversionPasses": ([], None),
        "mlirRegisterDWCTransformsPasses": ([], None),
        "mlirDWCRegisterPipelines": ([], None),
        "mlirDWCCompileBundle": (
            [_Module, _StringRef, _StringRef, ctypes.POINTER(ctypes.c_ssize_t)], _LogicalResult),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    # Textual pipelines may name dwc's passes and pipelines and the core
    # upstream ones (canonicalize, cse, ...).
    lib.mlirRegisterTransformsPasses()
    lib.mlirRegisterDWCConversionPasses()
    lib.mlirRegisterDWCTransformsPasses()
    lib.mlirDWCRegisterPipelines()
    _lib = lib
    return lib


def _string_ref(text):
    """A _StringRef of `text` and the bytes it points into (keep them alive)."""
    data = text.encode()
    return _StringRef(ctypes.cast(ctypes.c_char_p(data), ctypes.c_void_p), len(data)), data


class _Session:
    """A context with every dialect the pipelines need, collecting its
    diagnostics; parses `source` into a module."""

    def __init__(self, source):
        self._lib = _load_library()
        self.messages = []
        registry = self._lib.mlirDialectRegistryCreate()
        self._lib.mlirDWCRegisterPipelineDependencies(registry)
        self.context = self._lib.mlirContextCreateWithRegistry(registry, False)
        self._lib.mlirDialectRegistryDestroy(registry)
        self._collect_text = _StringCallback(self._append_text)
        self._on_diagnostic = _DiagnosticHandler(self._diagnostic)
        self._lib.mlirContextAttachDiagnosticHandler(self.context, self._on_diagnostic, None,
                                                     None)
        text, _ = _string_ref(source)
        self.module = self._lib.mlirDWCModuleCreateParse(self.context, text)
        if not self.module.ptr:
            self.close()
            raise CompileError(self._report("cannot parse the source"))

    def _append_text(self, text, user_data):
        self._pieces.append(ctypes.string_at(text.data, text.length).decode())

    def _diagnostic(self, diagnostic, user_data):
        self._pieces = []
        self._lib.mlirLocationPrint(self._lib.mlirDiagnosticGetLocation(diagnostic),
                                    self._collect_text, None)
        self._pieces.append(": ")
        self._lib.mlirDiagnosticPrint(diagnostic, self._collect_text, None)
        self.messages.append("".join(self._pieces))
        return 1

    def _report(self, what):
        return "\n".join([what] + self.messages)

    def print_module(self):
        self._pieces = []
        self._lib.mlirOperationPrint(self._lib.mlirModuleGetOperation(self.module),
                                     self._collect_text, None)
        return "".join(self._pieces)

    def close(self):
        if self.module.ptr:
            self._lib.mlirModuleDestroy(self.module)
            self.module = _Module()
        if self.context.ptr:
            self._lib.mlirContextDestroy(self.context)
            self.context = _Context()


def compile_bundle(source, output_dir, options=""):
    """Compiles every dwc op of `source` into a kernel bundle in `output_dir`
    (as dwc-compile does) and returns the number of kernels. `options` are
    those of `dwc-opt --dwc-to-ptx="..."`, e.g. "chip=sm_80"."""
    session = _Session(source)
    try:
        options_ref, keep_options = _string_ref(options)
        output_ref, keep_output = _string_ref(str(output_dir))
        count = ctypes.c_ssize_t(0)
        result = session._lib.mlirDWCCompileBundle(session.module, options_ref, output_ref,
                                                   ctypes.byref(count))
        if not result:
            raise CompileError(session._report("dwc could not compile the bundle"))
        return count.value
    finally:
        session.close()


def run_pipeline(source, pipeline):
    """Runs the textual pass `pipeline` (anchored on builtin.module) on
    `source` and returns the resulting module as text."""
    session = _Session(source)
    lib = session._lib
    pass_manager = lib.mlirPassManagerCreate(session.context)
    try:
        pipeline_ref, keep = _string_ref(pipeline)
        session._pieces = []
        if not lib.mlirParsePassPipeline(lib.mlirPassManagerGetAsOpPassManager(pass_manager),
                                         pipeline_ref, session._collect_text, None):
            raise CompileError("invalid pass pipeline: " + "".join(session._pieces))
        if not lib.mlirPassManagerRunOnOp(pass_manager, lib.mlirModuleGetOperation(session.module)):
            raise CompileError(session._report("the pass pipeline failed"))
        return session.print_module()
    finally:
        lib.mlirPassManagerDestroy(pass_manager)
        session.close()
