//===- Runtime.cpp - dwc kernel bundle runtime ------------------*- C++ -*-===//
//
// Deliberately free of LLVM and MLIR: a GPU machine may have CUDA and CMake
// only, and bundles compiled elsewhere must run there. The CUDA driver is
// opened with dlopen on the first load, so the library links and loads on
// machines without a GPU and says so when asked to run; DWC_CUDA_DRIVER names
// another library with the same entry points (the tests' stub driver). The
// manifest is validated field by field (Manifest.cpp) before any file or
// CUDA call, and no C++ exception leaves the C API.
//
//===----------------------------------------------------------------------===//

#include "dwc/Runtime/Runtime.h"

#include "Manifest.h"

#include <cuda.h>
#include <dlfcn.h>

#include <climits>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

thread_local std::string lastError;

dwc_status fail(dwc_status status, const std::string &message) {
  lastError = message;
  return status;
}

/// The driver entry points the runtime calls, resolved from libcuda.so.1.
/// The names go through cuda.h's macros (e.g. a `_v2` suffix) before lookup.
#define DWC_DRIVER_FUNCTIONS(X)                                                \
  X(cuInit)                                                                    \
  X(cuGetErrorName)                                                            \
  X(cuCtxGetCurrent)                                                           \
  X(cuCtxSetCurrent)                                                           \
  X(cuDeviceGet)                                                               \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuModuleLoadData)                                                          \
  X(cuModuleGetFunction)                                                       \
  X(cuModuleUnload)                                                            \
  X(cuLaunchKernel)

#define DWC_STRINGIFY_EXPANDED(name) DWC_STRINGIFY(name)
#define DWC_STRINGIFY(name) #name

struct Driver {
#define DWC_DECLARE(name) decltype(&::name) name = nullptr;
  DWC_DRIVER_FUNCTIONS(DWC_DECLARE)
#undef DWC_DECLARE
  /// Drivers before CUDA 12 lack it; kernels then start in stream order.
  decltype(&::cuLaunchKernelEx) cuLaunchKernelEx = nullptr;
  /// Only kernels of more than 48 KB of dynamic workgroup memory need it.
  decltype(&::cuFuncSetAttribute) cuFuncSetAttribute = nullptr;
};

/// The driver, or null with `lastError` set.
const Driver *driver() {
  static Driver instance;
  static std::string loadError = [] {
    const char *override = std::getenv("DWC_CUDA_DRIVER");
    std::string path = override && *override ? override : "libcuda.so.1";
    void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (!library)
      return "cannot load the CUDA driver (" + path + "): " + dlerror();
#define DWC_RESOLVE(name)                                                      \
  instance.name = reinterpret_cast<decltype(&::name)>(                         \
      dlsym(library, DWC_STRINGIFY_EXPANDED(name)));                           \
  if (!instance.name)                                                          \
    return std::string("the CUDA driver lacks " DWC_STRINGIFY_EXPANDED(name));
    DWC_DRIVER_FUNCTIONS(DWC_RESOLVE)
#undef DWC_RESOLVE
    instance.cuLaunchKernelEx = reinterpret_cast<decltype(&::cuLaunchKernelEx)>(
        dlsym(library, DWC_STRINGIFY_EXPANDED(cuLaunchKernelEx)));
    instance.cuFuncSetAttribute =
        reinterpret_cast<decltype(&::cuFuncSetAttribute)>(
            dlsym(library, DWC_STRINGIFY_EXPANDED(cuFuncSetAttribute)));
    return std::string();
  }();
  if (!loadError.empty()) {
    lastError = loadError;
    return nullptr;
  }
  return &instance;
}

std::string cudaMessage(const Driver &cuda, CUresult result, const char *call) {
  const char *name = nullptr;
  cuda.cuGetErrorName(result, &name);
  return std::string(call) + " failed: " + (name ? name : "unknown error");
}

bool readFile(const std::string &path, std::string &contents) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return false;
  std::ostringstream stream;
  stream << file.rdbuf();
  contents = stream.str();
  return static_cast<bool>(file) || file.eof();
}

/// The canonical path of `path`, or empty.
std::string getRealPath(const std::string &path) {
  char resolved[PATH_MAX];
  return realpath(path.c_str(), resolved) ? std::string(resolved)
                                          : std::string();
}

struct Kernel {
  dwc::runtime::KernelInfo info;
  CUmodule module = nullptr;
  CUfunction function = nullptr;
};

} // namespace

struct dwc_bundle {
  std::string manifest;
  std::vector<Kernel> kernels;

  /// Unloads what a bundle loaded, whether it is destroyed or failed to load.
  /// Modules imply a loaded driver; without any, the driver is not asked
  /// for (which would replace the caller's error message).
  ~dwc_bundle() {
    for (Kernel &kernel : kernels)
      if (kernel.module)
        driver()->cuModuleUnload(kernel.module);
  }
};

namespace {

/// Makes the current context, retaining device 0's primary one if none is.
dwc_status makeContextCurrent(const Driver &cuda) {
  if (CUresult r = cuda.cuInit(0); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(cuda, r, "cuInit"));
  CUcontext context = nullptr;
  if (CUresult r = cuda.cuCtxGetCurrent(&context); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(cuda, r, "cuCtxGetCurrent"));
  if (context)
    return DWC_SUCCESS;
  CUdevice device;
  if (CUresult r = cuda.cuDeviceGet(&device, 0); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(cuda, r, "cuDeviceGet"));
  if (CUresult r = cuda.cuDevicePrimaryCtxRetain(&context, device);
      r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA,
                cudaMessage(cuda, r, "cuDevicePrimaryCtxRetain"));
  if (CUresult r = cuda.cuCtxSetCurrent(context); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(cuda, r, "cuCtxSetCurrent"));
  return DWC_SUCCESS;
}

dwc_status loadBundle(const char *directory, dwc_bundle **result) {
  if (!result)
    return fail(DWC_ERROR_ARGUMENT, "dwc_bundle_load: null result pointer");
  *result = nullptr;
  if (!directory)
    return fail(DWC_ERROR_ARGUMENT, "dwc_bundle_load: null directory");
  auto bundle = std::make_unique<dwc_bundle>();
  std::string dir(directory);
  if (!readFile(dir + "/manifest.json", bundle->manifest))
    return fail(DWC_ERROR_IO, "cannot read " + dir + "/manifest.json");
  dwc::runtime::Manifest manifest;
  std::string error;
  if (!dwc::runtime::parseManifest(bundle->manifest, manifest, error))
    return fail(DWC_ERROR_MANIFEST, error);
  std::string realDir = getRealPath(dir);

  const Driver *cuda = driver();
  if (!cuda)
    return DWC_ERROR_CUDA;
  if (dwc_status status = makeContextCurrent(*cuda); status != DWC_SUCCESS)
    return status;

  for (dwc::runtime::KernelInfo &info : manifest.kernels) {
    // A link inside the bundle must not lead out of it either.
    std::string path = dir + "/" + info.ptx;
    std::string realPath = getRealPath(path);
    if (realDir.empty() || realPath.rfind(realDir + "/", 0) != 0)
      return fail(DWC_ERROR_IO, "cannot read " + path + " inside the bundle");
    std::string text;
    if (!readFile(realPath, text))
      return fail(DWC_ERROR_IO, "cannot read " + path);
    if (text.find('\0') != std::string::npos)
      return fail(DWC_ERROR_IO, path + " is not PTX text");
    Kernel &kernel = bundle->kernels.emplace_back();
    kernel.info = std::move(info);
    if (CUresult r = cuda->cuModuleLoadData(&kernel.module, text.c_str());
        r != CUDA_SUCCESS) {
      kernel.module = nullptr;
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuModuleLoadData") +
                                      " for " + kernel.info.name);
    }
    if (CUresult r = cuda->cuModuleGetFunction(&kernel.function, kernel.module,
                                               kernel.info.entry.c_str());
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuModuleGetFunction") +
                                      " for " + kernel.info.entry);
    // Past 48 KB a launch's dynamic workgroup memory needs the kernel's
    // opt-in; a chip with less than the kernel asks for refuses it here.
    if (kernel.info.dynamicSharedMemory >
        dwc::runtime::kDefaultDynamicSharedMemory) {
      if (!cuda->cuFuncSetAttribute)
        return fail(DWC_ERROR_CUDA,
                    "the CUDA driver lacks cuFuncSetAttribute, which " +
                        kernel.info.name + " needs for its " +
                        std::to_string(kernel.info.dynamicSharedMemory) +
                        " bytes of dynamic workgroup memory");
      if (CUresult r = cuda->cuFuncSetAttribute(
              kernel.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
              static_cast<int>(kernel.info.dynamicSharedMemory));
          r != CUDA_SUCCESS)
        return fail(DWC_ERROR_CUDA,
                    cudaMessage(*cuda, r, "cuFuncSetAttribute") + " for " +
                        kernel.info.name + " (" +
                        std::to_string(kernel.info.dynamicSharedMemory) +
                        " bytes of dynamic workgroup memory)");
    }
  }
  *result = bundle.release();
  return DWC_SUCCESS;
}

dwc_status launch(const dwc_bundle *bundle, int kernel,
                  const uint64_t *device_pointers, int num_pointers,
                  void *stream, unsigned flags) {
  if (!bundle)
    return fail(DWC_ERROR_ARGUMENT, "null bundle");
  if (kernel < 0 || kernel >= static_cast<int>(bundle->kernels.size()))
    return fail(DWC_ERROR_ARGUMENT, "no kernel " + std::to_string(kernel));
  const Kernel &k = bundle->kernels[kernel];
  const dwc::runtime::KernelInfo &info = k.info;
  if (num_pointers != static_cast<int>(info.argRoles.size()))
    return fail(DWC_ERROR_ARGUMENT,
                info.name + " takes " + std::to_string(info.argRoles.size()) +
                    " arguments, got " + std::to_string(num_pointers));
  if (num_pointers > 0 && !device_pointers)
    return fail(DWC_ERROR_ARGUMENT, info.name + ": null argument array");
  if (flags & ~static_cast<unsigned>(DWC_LAUNCH_SERIALIZED))
    return fail(DWC_ERROR_ARGUMENT,
                "unknown launch flags " + std::to_string(flags));
  // Bare-pointer calling convention: one pointer parameter per buffer.
  std::vector<CUdeviceptr> values(device_pointers,
                                  device_pointers + num_pointers);
  std::vector<void *> params;
  for (CUdeviceptr &value : values)
    params.push_back(&value);
  // A loaded bundle implies a loaded driver.
  const Driver &cuda = *driver();
  if (info.programmaticLaunch && !(flags & DWC_LAUNCH_SERIALIZED) &&
      cuda.cuLaunchKernelEx) {
    CUlaunchAttribute early{};
    early.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
    early.value.programmaticStreamSerializationAllowed = 1;
    CUlaunchConfig config{};
    config.gridDimX = info.grid[0];
    config.gridDimY = info.grid[1];
    config.gridDimZ = info.grid[2];
    config.blockDimX = info.block[0];
    config.blockDimY = info.block[1];
    config.blockDimZ = info.block[2];
    config.sharedMemBytes = info.dynamicSharedMemory;
    config.hStream = static_cast<CUstream>(stream);
    config.attrs = &early;
    config.numAttrs = 1;
    if (CUresult r =
            cuda.cuLaunchKernelEx(&config, k.function, params.data(), nullptr);
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(cuda, r, "cuLaunchKernelEx") +
                                      " for " + info.name);
    return DWC_SUCCESS;
  }
  CUresult r = cuda.cuLaunchKernel(
      k.function, info.grid[0], info.grid[1], info.grid[2], info.block[0],
      info.block[1], info.block[2], info.dynamicSharedMemory,
      static_cast<CUstream>(stream), params.data(), nullptr);
  if (r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA,
                cudaMessage(cuda, r, "cuLaunchKernel") + " for " + info.name);
  return DWC_SUCCESS;
}

/// Runs `body`, turning any C++ exception (e.g. std::bad_alloc) into
/// `status` with a message: nothing unwinds into a C caller.
template <typename Body>
dwc_status guarded(dwc_status status, Body body) noexcept {
  try {
    return body();
  } catch (const std::exception &e) {
    return fail(status, std::string("internal error: ") + e.what());
  } catch (...) {
    return fail(status, "internal error");
  }
}

} // namespace

extern "C" {

const char *dwc_last_error(void) { return lastError.c_str(); }

dwc_status dwc_bundle_load(const char *directory, dwc_bundle **result) {
  return guarded(DWC_ERROR_MANIFEST,
                 [&]() { return loadBundle(directory, result); });
}

void dwc_bundle_destroy(dwc_bundle *bundle) { delete bundle; }

const char *dwc_bundle_manifest(const dwc_bundle *bundle) {
  return bundle ? bundle->manifest.c_str() : nullptr;
}

int dwc_bundle_num_kernels(const dwc_bundle *bundle) {
  return bundle ? static_cast<int>(bundle->kernels.size()) : -1;
}

int dwc_bundle_find_kernel(const dwc_bundle *bundle, const char *name) {
  if (!bundle || !name)
    return -1;
  for (size_t i = 0; i < bundle->kernels.size(); ++i)
    if (bundle->kernels[i].info.name == name)
      return static_cast<int>(i);
  return -1;
}

static bool validKernel(const dwc_bundle *bundle, int kernel) {
  return bundle && kernel >= 0 && kernel < dwc_bundle_num_kernels(bundle);
}

const char *dwc_kernel_name(const dwc_bundle *bundle, int kernel) {
  return validKernel(bundle, kernel) ? bundle->kernels[kernel].info.name.c_str()
                                     : nullptr;
}

int dwc_kernel_num_args(const dwc_bundle *bundle, int kernel) {
  return validKernel(bundle, kernel)
             ? static_cast<int>(bundle->kernels[kernel].info.argRoles.size())
             : -1;
}

const char *dwc_kernel_arg_role(const dwc_bundle *bundle, int kernel, int arg) {
  if (!validKernel(bundle, kernel) || arg < 0 ||
      arg >= dwc_kernel_num_args(bundle, kernel))
    return nullptr;
  return bundle->kernels[kernel].info.argRoles[arg].c_str();
}

dwc_status dwc_kernel_launch(const dwc_bundle *bundle, int kernel,
                             const uint64_t *device_pointers, int num_pointers,
                             void *stream) {
  return dwc_kernel_launch_with_flags(bundle, kernel, device_pointers,
                                      num_pointers, stream, DWC_LAUNCH_DEFAULT);
}

dwc_status dwc_kernel_launch_with_flags(const dwc_bundle *bundle, int kernel,
                                        const uint64_t *device_pointers,
                                        int num_pointers, void *stream,
                                        unsigned flags) {
  return guarded(DWC_ERROR_ARGUMENT, [&]() {
    return launch(bundle, kernel, device_pointers, num_pointers, stream, flags);
  });
}

} // extern "C"
