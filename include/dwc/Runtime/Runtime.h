/*===- Runtime.h - dwc kernel bundle runtime (C API) -------------*- C -*-===*\
|*                                                                            *|
|* Loads a bundle written by dwc-compile (manifest.json plus one PTX module   *|
|* per kernel) through the CUDA driver API and launches its kernels on a      *|
|* given stream. Needs CUDA, not LLVM or MLIR.                                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef DWC_RUNTIME_RUNTIME_H
#define DWC_RUNTIME_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dwc_bundle dwc_bundle;

typedef enum dwc_status {
  DWC_SUCCESS = 0,
  DWC_ERROR_IO = 1,       /* a bundle file could not be read, or lies
                             outside the bundle */
  DWC_ERROR_MANIFEST = 2, /* manifest.json is malformed: a field of the wrong
                             type or out of range (the message names it) */
  DWC_ERROR_CUDA = 3,     /* a CUDA driver call failed */
  DWC_ERROR_ARGUMENT = 4  /* a null pointer, bad kernel index or argument
                             count */
} dwc_status;

/* Loads every kernel of the bundle in `directory` into the calling thread's
 * current CUDA context (the primary context of device 0 when none is
 * current). The manifest is validated first (types, ranges, launch limits,
 * PTX files inside the bundle); on failure nothing stays loaded and
 * `*bundle` is null. The driver is libcuda.so.1, or the library the
 * environment variable DWC_CUDA_DRIVER names. No function of this API throws
 * or aborts; null pointers are reported as DWC_ERROR_ARGUMENT (or answered
 * with null / -1 by the queries). */
dwc_status dwc_bundle_load(const char *directory, dwc_bundle **bundle);
void dwc_bundle_destroy(dwc_bundle *bundle);

/* The manifest's text, for callers that want its full detail. */
const char *dwc_bundle_manifest(const dwc_bundle *bundle);

int dwc_bundle_num_kernels(const dwc_bundle *bundle);
/* Index of the kernel named `name` (the dispatch name), or -1. */
int dwc_bundle_find_kernel(const dwc_bundle *bundle, const char *name);
const char *dwc_kernel_name(const dwc_bundle *bundle, int kernel);
int dwc_kernel_num_args(const dwc_bundle *bundle, int kernel);
/* "input", "filter", "bias" or "output": the argument's role. */
const char *dwc_kernel_arg_role(const dwc_bundle *bundle, int kernel,
                                int arg);

/* Launches `kernel` on `stream` (a CUstream; 0 for the default stream) with
 * one device pointer per argument, in the manifest's argument order. A kernel
 * whose manifest entry has "programmatic_launch" (sm_90 bundles) is launched
 * with programmatic stream serialization: its blocks may be scheduled while
 * the work before it on the stream drains, and wait in the kernel until that
 * work has completed and its memory is visible. */
dwc_status dwc_kernel_launch(const dwc_bundle *bundle, int kernel,
                             const uint64_t *device_pointers,
                             int num_pointers, void *stream);

typedef enum dwc_launch_flags {
  DWC_LAUNCH_DEFAULT = 0,
  /* No block starts before the previous work on the stream has finished,
   * even for a kernel built for programmatic launch. */
  DWC_LAUNCH_SERIALIZED = 1
} dwc_launch_flags;

/* dwc_kernel_launch with `flags`, a combination of dwc_launch_flags. */
dwc_status dwc_kernel_launch_with_flags(const dwc_bundle *bundle, int kernel,
                                        const uint64_t *device_pointers,
                                        int num_pointers, void *stream,
                                        unsigned flags);

/* Message of the calling thread's last failure. */
const char *dwc_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* DWC_RUNTIME_RUNTIME_H */
