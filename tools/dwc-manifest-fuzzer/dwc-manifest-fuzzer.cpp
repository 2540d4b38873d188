//===- dwc-manifest-fuzzer.cpp - libFuzzer target over bundles --*- C++ -*-===//
//
// Writes each input as the manifest.json of a bundle that also holds a valid
// PTX file, loads it with the runtime against the stub CUDA driver
// (test/Runtime/CudaStub, so no GPU is needed), launches every kernel it
// loaded and destroys it. A crash, an exception reaching the C API, a
// sanitizer report, or a module left loaded is a bug.
//
//===----------------------------------------------------------------------===//

#include "dwc/Runtime/Runtime.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {
std::string bundleDir;
int (*liveModules)() = nullptr;

bool writeFile(const std::string &path, const void *data, size_t size) {
  FILE *file = std::fopen(path.c_str(), "wb");
  if (!file)
    return false;
  bool written = std::fwrite(data, 1, size, file) == size;
  return std::fclose(file) == 0 && written;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  setenv("DWC_CUDA_DRIVER", DWC_CUDA_STUB_PATH, /*overwrite=*/1);
  char pattern[] = "/tmp/dwc-manifest-fuzzer-XXXXXX";
  if (!mkdtemp(pattern))
    std::abort();
  bundleDir = pattern;
  const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                     ".visible .entry k_kernel()\n{\n ret;\n}\n";
  if (!writeFile(bundleDir + "/k.ptx", ptx, sizeof(ptx) - 1))
    std::abort();
  void *stub = dlopen(DWC_CUDA_STUB_PATH, RTLD_NOW | RTLD_GLOBAL);
  liveModules =
      stub ? reinterpret_cast<int (*)()>(dlsym(stub, "dwcStubLiveModules"))
           : nullptr;
  if (!liveModules)
    std::abort();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!writeFile(bundleDir + "/manifest.json", data, size))
    std::abort();
  dwc_bundle *bundle = nullptr;
  if (dwc_bundle_load(bundleDir.c_str(), &bundle) == DWC_SUCCESS) {
    for (int k = 0; k < dwc_bundle_num_kernels(bundle); ++k) {
      std::vector<uint64_t> pointers(dwc_kernel_num_args(bundle, k), 256);
      (void)dwc_kernel_launch(bundle, k, pointers.data(),
                              static_cast<int>(pointers.size()), nullptr);
      (void)dwc_kernel_arg_role(bundle, k, 0);
    }
    dwc_bundle_destroy(bundle);
  } else if (bundle) {
    // A failed load must leave no bundle behind.
    __builtin_trap();
  }
  if (liveModules() != 0)
    __builtin_trap();
  return 0;
}
