//===- Runtime.cpp - dwc kernel bundle runtime ------------------*- C++ -*-===//
//
// Deliberately free of LLVM and MLIR: a GPU machine may have CUDA and CMake
// only, and bundles compiled elsewhere must run there. The CUDA driver is
// opened with dlopen on the first load, so the library links and loads on
// machines without a GPU and says so when asked to run. The manifest reader
// below handles the JSON that dwc-compile writes (objects, arrays, strings,
// numbers, booleans, null).
//
//===----------------------------------------------------------------------===//

#include "dwc/Runtime/Runtime.h"

#include <cuda.h>
#include <dlfcn.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>
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

/// A parsed JSON value.
struct Json {
  enum class Kind {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object
  } kind = Kind::Null;
  double number = 0;
  bool boolean = false;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  const Json *get(const std::string &key) const {
    auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
  }
};

class JsonParser {
public:
  explicit JsonParser(const std::string &text) : text(text) {}

  bool parse(Json &value) {
    if (!parseValue(value))
      return false;
    skipSpace();
    return pos == text.size();
  }

private:
  void skipSpace() {
    while (pos < text.size() &&
           std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }
  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool parseString(std::string &out) {
    if (!consume('"'))
      return false;
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      if (pos >= text.size())
        return false;
      char escaped = text[pos++];
      switch (escaped) {
      case 'n':
        out.push_back('\n');
        break;
      case 't':
        out.push_back('\t');
        break;
      case 'r':
        out.push_back('\r');
        break;
      case 'b':
        out.push_back('\b');
        break;
      case 'f':
        out.push_back('\f');
        break;
      case 'u': {
        if (pos + 4 > text.size())
          return false;
        unsigned code = std::stoul(text.substr(pos, 4), nullptr, 16);
        pos += 4;
        out.push_back(code < 0x80 ? static_cast<char>(code) : '?');
        break;
      }
      default:
        out.push_back(escaped);
        break;
      }
    }
    return consume('"');
  }
  bool parseValue(Json &value) {
    skipSpace();
    if (pos >= text.size())
      return false;
    char c = text[pos];
    if (c == '{') {
      ++pos;
      value.kind = Json::Kind::Object;
      if (consume('}'))
        return true;
      do {
        std::string key;
        skipSpace();
        if (!parseString(key) || !consume(':') ||
            !parseValue(value.object[key]))
          return false;
      } while (consume(','));
      return consume('}');
    }
    if (c == '[') {
      ++pos;
      value.kind = Json::Kind::Array;
      if (consume(']'))
        return true;
      do {
        value.array.emplace_back();
        if (!parseValue(value.array.back()))
          return false;
      } while (consume(','));
      return consume(']');
    }
    if (c == '"') {
      value.kind = Json::Kind::String;
      return parseString(value.string);
    }
    for (const char *word : {"true", "false", "null"}) {
      std::string w(word);
      if (text.compare(pos, w.size(), w) == 0) {
        pos += w.size();
        value.kind = w == "null" ? Json::Kind::Null : Json::Kind::Bool;
        value.boolean = w == "true";
        return true;
      }
    }
    char *end = nullptr;
    value.number = std::strtod(text.c_str() + pos, &end);
    if (end == text.c_str() + pos)
      return false;
    value.kind = Json::Kind::Number;
    pos = end - text.c_str();
    return true;
  }

  const std::string &text;
  size_t pos = 0;
};

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
};

/// The driver, or null with `lastError` set.
const Driver *driver() {
  static Driver instance;
  static std::string loadError = [] {
    void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!library)
      return std::string("cannot load the CUDA driver (libcuda.so.1): ") +
             dlerror();
#define DWC_RESOLVE(name)                                                      \
  instance.name = reinterpret_cast<decltype(&::name)>(                         \
      dlsym(library, DWC_STRINGIFY_EXPANDED(name)));                           \
  if (!instance.name)                                                          \
    return std::string("the CUDA driver lacks " DWC_STRINGIFY_EXPANDED(name));
    DWC_DRIVER_FUNCTIONS(DWC_RESOLVE)
#undef DWC_RESOLVE
    instance.cuLaunchKernelEx = reinterpret_cast<decltype(&::cuLaunchKernelEx)>(
        dlsym(library, DWC_STRINGIFY_EXPANDED(cuLaunchKernelEx)));
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
  return true;
}

struct Kernel {
  std::string name;
  std::string entry;
  unsigned grid[3] = {1, 1, 1};
  unsigned block[3] = {1, 1, 1};
  unsigned dynamicSharedMemory = 0;
  /// The kernel waits for the grids before it (griddepcontrol.wait), so it
  /// may be launched before they finish.
  bool programmaticLaunch = false;
  std::vector<std::string> argRoles;
  CUmodule module = nullptr;
  CUfunction function = nullptr;
};

bool readDims(const Json *json, unsigned (&dims)[3]) {
  if (!json || json->kind != Json::Kind::Array || json->array.size() != 3)
    return false;
  for (int i = 0; i < 3; ++i)
    dims[i] = static_cast<unsigned>(json->array[i].number);
  return true;
}

} // namespace

struct dwc_bundle {
  std::string manifest;
  std::vector<Kernel> kernels;
};

extern "C" {

const char *dwc_last_error(void) { return lastError.c_str(); }

dwc_status dwc_bundle_load(const char *directory, dwc_bundle **result) {
  auto bundle = std::make_unique<dwc_bundle>();
  std::string dir(directory);
  if (!readFile(dir + "/manifest.json", bundle->manifest))
    return fail(DWC_ERROR_IO, "cannot read " + dir + "/manifest.json");
  Json manifest;
  if (!JsonParser(bundle->manifest).parse(manifest) ||
      manifest.kind != Json::Kind::Object)
    return fail(DWC_ERROR_MANIFEST, "manifest.json is not valid JSON");
  const Json *format = manifest.get("format");
  if (!format || format->string != "dwc-bundle-1")
    return fail(DWC_ERROR_MANIFEST, "unknown bundle format");
  const Json *kernels = manifest.get("kernels");
  if (!kernels || kernels->kind != Json::Kind::Array)
    return fail(DWC_ERROR_MANIFEST, "manifest.json has no kernel list");

  const Driver *cuda = driver();
  if (!cuda)
    return DWC_ERROR_CUDA;
  if (CUresult r = cuda->cuInit(0); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuInit"));
  CUcontext context = nullptr;
  if (CUresult r = cuda->cuCtxGetCurrent(&context); r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuCtxGetCurrent"));
  if (!context) {
    CUdevice device;
    if (CUresult r = cuda->cuDeviceGet(&device, 0); r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuDeviceGet"));
    if (CUresult r = cuda->cuDevicePrimaryCtxRetain(&context, device);
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA,
                  cudaMessage(*cuda, r, "cuDevicePrimaryCtxRetain"));
    if (CUresult r = cuda->cuCtxSetCurrent(context); r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuCtxSetCurrent"));
  }

  for (const Json &entry : kernels->array) {
    Kernel kernel;
    const Json *name = entry.get("name"), *symbol = entry.get("entry"),
               *ptx = entry.get("ptx"), *args = entry.get("args");
    if (!name || !symbol || !ptx || !args || args->kind != Json::Kind::Array ||
        !readDims(entry.get("grid"), kernel.grid) ||
        !readDims(entry.get("block"), kernel.block))
      return fail(DWC_ERROR_MANIFEST, "incomplete kernel entry");
    kernel.name = name->string;
    kernel.entry = symbol->string;
    if (const Json *smem = entry.get("dynamic_shared_memory"))
      kernel.dynamicSharedMemory = static_cast<unsigned>(smem->number);
    if (const Json *programmatic = entry.get("programmatic_launch"))
      kernel.programmaticLaunch = programmatic->boolean;
    for (const Json &arg : args->array) {
      const Json *role = arg.get("role");
      kernel.argRoles.push_back(role ? role->string : "");
    }
    std::string text;
    if (!readFile(dir + "/" + ptx->string, text))
      return fail(DWC_ERROR_IO, "cannot read " + dir + "/" + ptx->string);
    if (CUresult r = cuda->cuModuleLoadData(&kernel.module, text.c_str());
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuModuleLoadData") +
                                      " for " + kernel.name);
    if (CUresult r = cuda->cuModuleGetFunction(&kernel.function, kernel.module,
                                               kernel.entry.c_str());
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA, cudaMessage(*cuda, r, "cuModuleGetFunction") +
                                      " for " + kernel.entry);
    bundle->kernels.push_back(std::move(kernel));
  }
  *result = bundle.release();
  return DWC_SUCCESS;
}

void dwc_bundle_destroy(dwc_bundle *bundle) {
  if (!bundle)
    return;
  if (const Driver *cuda = driver())
    for (Kernel &kernel : bundle->kernels)
      if (kernel.module)
        cuda->cuModuleUnload(kernel.module);
  delete bundle;
}

const char *dwc_bundle_manifest(const dwc_bundle *bundle) {
  return bundle->manifest.c_str();
}

int dwc_bundle_num_kernels(const dwc_bundle *bundle) {
  return static_cast<int>(bundle->kernels.size());
}

int dwc_bundle_find_kernel(const dwc_bundle *bundle, const char *name) {
  for (size_t i = 0; i < bundle->kernels.size(); ++i)
    if (bundle->kernels[i].name == name)
      return static_cast<int>(i);
  return -1;
}

static bool validKernel(const dwc_bundle *bundle, int kernel) {
  return kernel >= 0 && kernel < dwc_bundle_num_kernels(bundle);
}

const char *dwc_kernel_name(const dwc_bundle *bundle, int kernel) {
  return validKernel(bundle, kernel) ? bundle->kernels[kernel].name.c_str()
                                     : nullptr;
}

int dwc_kernel_num_args(const dwc_bundle *bundle, int kernel) {
  return validKernel(bundle, kernel)
             ? static_cast<int>(bundle->kernels[kernel].argRoles.size())
             : -1;
}

const char *dwc_kernel_arg_role(const dwc_bundle *bundle, int kernel, int arg) {
  if (!validKernel(bundle, kernel) || arg < 0 ||
      arg >= dwc_kernel_num_args(bundle, kernel))
    return nullptr;
  return bundle->kernels[kernel].argRoles[arg].c_str();
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
  if (!validKernel(bundle, kernel))
    return fail(DWC_ERROR_ARGUMENT, "no kernel " + std::to_string(kernel));
  const Kernel &k = bundle->kernels[kernel];
  if (num_pointers != static_cast<int>(k.argRoles.size()))
    return fail(DWC_ERROR_ARGUMENT,
                k.name + " takes " + std::to_string(k.argRoles.size()) +
                    " arguments, got " + std::to_string(num_pointers));
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
  if (k.programmaticLaunch && !(flags & DWC_LAUNCH_SERIALIZED) &&
      cuda.cuLaunchKernelEx) {
    CUlaunchAttribute early{};
    early.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
    early.value.programmaticStreamSerializationAllowed = 1;
    CUlaunchConfig config{};
    config.gridDimX = k.grid[0];
    config.gridDimY = k.grid[1];
    config.gridDimZ = k.grid[2];
    config.blockDimX = k.block[0];
    config.blockDimY = k.block[1];
    config.blockDimZ = k.block[2];
    config.sharedMemBytes = k.dynamicSharedMemory;
    config.hStream = static_cast<CUstream>(stream);
    config.attrs = &early;
    config.numAttrs = 1;
    if (CUresult r =
            cuda.cuLaunchKernelEx(&config, k.function, params.data(), nullptr);
        r != CUDA_SUCCESS)
      return fail(DWC_ERROR_CUDA,
                  cudaMessage(cuda, r, "cuLaunchKernelEx") + " for " + k.name);
    return DWC_SUCCESS;
  }
  CUresult r = cuda.cuLaunchKernel(
      k.function, k.grid[0], k.grid[1], k.grid[2], k.block[0], k.block[1],
      k.block[2], k.dynamicSharedMemory, static_cast<CUstream>(stream),
      params.data(), nullptr);
  if (r != CUDA_SUCCESS)
    return fail(DWC_ERROR_CUDA,
                cudaMessage(cuda, r, "cuLaunchKernel") + " for " + k.name);
  return DWC_SUCCESS;
}

} // extern "C"
