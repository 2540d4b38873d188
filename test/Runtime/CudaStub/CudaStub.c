/*===- CudaStub.c - a CUDA driver without a GPU, for runtime tests -------===*\
|*                                                                            *|
|* The entry points the dwc runtime resolves from libcuda.so.1, answering as  *|
|* the driver would for valid and invalid calls without running anything:   *|
|* tests load it through DWC_CUDA_DRIVER to check the runtime's validation,  *|
|* error paths and module lifetimes on a machine without a GPU, and the      *|
|* manifest fuzzer runs against it.                                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include <cuda.h>

#include <stdlib.h>
#include <string.h>

/* A module keeps its PTX so that function lookups can check the entry. */
struct StubModule {
  char *ptx;
};

static int liveModules = 0;
static int fakeContext = 0;
static CUcontext current = NULL;

/* Modules loaded and not yet unloaded; a test reads it after a failed load. */
int dwcStubLiveModules(void) { return liveModules; }

CUresult cuInit(unsigned int flags) {
  return flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult error, const char **name) {
  switch (error) {
  case CUDA_ERROR_INVALID_VALUE:
    *name = "CUDA_ERROR_INVALID_VALUE";
    break;
  case CUDA_ERROR_INVALID_PTX:
    *name = "CUDA_ERROR_INVALID_PTX";
    break;
  case CUDA_ERROR_NOT_FOUND:
    *name = "CUDA_ERROR_NOT_FOUND";
    break;
  default:
    *name = "CUDA_ERROR_UNKNOWN";
  }
  return CUDA_SUCCESS;
}

CUresult cuCtxGetCurrent(CUcontext *context) {
  *context = current;
  return CUDA_SUCCESS;
}

CUresult cuCtxSetCurrent(CUcontext context) {
  current = context;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  if (ordinal != 0)
    return CUDA_ERROR_INVALID_VALUE;
  *device = 0;
  return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
  (void)device;
  *context = (CUcontext)&fakeContext;
  return CUDA_SUCCESS;
}

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  const char *ptx = (const char *)image;
  if (!ptx || !strstr(ptx, ".entry"))
    return CUDA_ERROR_INVALID_PTX;
  struct StubModule *stub = malloc(sizeof(struct StubModule));
  if (!stub)
    return CUDA_ERROR_OUT_OF_MEMORY;
  stub->ptx = strdup(ptx);
  *module = (CUmodule)stub;
  ++liveModules;
  return CUDA_SUCCESS;
}

CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  struct StubModule *stub = (struct StubModule *)module;
  if (!stub || !name || !*name || !strstr(stub->ptx, name))
    return CUDA_ERROR_NOT_FOUND;
  *function = (CUfunction)stub;
  return CUDA_SUCCESS;
}

CUresult cuModuleUnload(CUmodule module) {
  struct StubModule *stub = (struct StubModule *)module;
  if (!stub)
    return CUDA_ERROR_INVALID_VALUE;
  free(stub->ptx);
  free(stub);
  --liveModules;
  return CUDA_SUCCESS;
}

/* CUDA's launch limits (compute capability 7.0 and later). */
static CUresult checkLaunch(CUfunction function, unsigned gx, unsigned gy,
                            unsigned gz, unsigned bx, unsigned by, unsigned bz,
                            void **params) {
  if (!function || !params || gx == 0 || gy == 0 || gz == 0 || bx == 0 ||
      by == 0 || bz == 0 || gx > 2147483647u || gy > 65535 || gz > 65535 ||
      bx > 1024 || by > 1024 || bz > 64 ||
      (unsigned long long)bx * by * bz > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz,
                        unsigned sharedMemBytes, CUstream stream, void **params,
                        void **extra) {
  (void)sharedMemBytes;
  (void)stream;
  (void)extra;
  return checkLaunch(f, gx, gy, gz, bx, by, bz, params);
}

CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f,
                          void **params, void **extra) {
  (void)extra;
  if (!config)
    return CUDA_ERROR_INVALID_VALUE;
  return checkLaunch(f, config->gridDimX, config->gridDimY, config->gridDimZ,
                     config->blockDimX, config->blockDimY, config->blockDimZ,
                     params);
}
