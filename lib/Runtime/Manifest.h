//===- Manifest.h - validated manifest.json of a bundle ---------*- C++ -*-===//
//
// The runtime trusts nothing it reads: every field the launch uses is checked
// for its type and range here, before any file is opened or CUDA is called.
//
//===----------------------------------------------------------------------===//

#ifndef DWC_LIB_RUNTIME_MANIFEST_H
#define DWC_LIB_RUNTIME_MANIFEST_H

#include <string>
#include <vector>

namespace dwc::runtime {

/// CUDA's launch limits (compute capability 7.0 and later).
inline constexpr long long kMaxGridX = 2147483647;
inline constexpr long long kMaxGridYZ = 65535;
inline constexpr long long kMaxBlockXY = 1024;
inline constexpr long long kMaxBlockZ = 64;
inline constexpr long long kMaxBlockThreads = 1024;
/// Dynamic workgroup memory a launch gets without the kernel's opt-in
/// attribute, which the runtime sets for kernels that ask for more.
inline constexpr long long kDefaultDynamicSharedMemory = 49152;
/// The most dynamic workgroup memory a block of any supported chip holds
/// (sm_90: 227 KB); the driver refuses more than the chip's own.
inline constexpr long long kMaxDynamicSharedMemory = 232448;
/// Most kernel arguments (pointers) a bundle kernel takes.
inline constexpr size_t kMaxKernelArgs = 64;
/// Deepest nesting of arrays and objects a manifest may have (dwc-compile
/// writes 4 levels).
inline constexpr int kMaxNesting = 32;

struct KernelInfo {
  std::string name;
  std::string entry;
  /// A file name inside the bundle directory (no directories).
  std::string ptx;
  unsigned grid[3];
  unsigned block[3];
  unsigned dynamicSharedMemory = 0;
  bool programmaticLaunch = false;
  std::vector<std::string> argRoles;
};

struct Manifest {
  std::vector<KernelInfo> kernels;
};

/// Parses and validates `text`; on failure returns false with `error` naming
/// the field. Never throws.
bool parseManifest(const std::string &text, Manifest &manifest,
                   std::string &error) noexcept;

} // namespace dwc::runtime

#endif // DWC_LIB_RUNTIME_MANIFEST_H
