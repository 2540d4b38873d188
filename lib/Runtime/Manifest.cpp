//===- Manifest.cpp - validated manifest.json of a bundle -------*- C++ -*-===//

#include "Manifest.h"

#include <nlohmann/json.hpp>

#include <set>

using json = nlohmann::json;

namespace dwc::runtime {
namespace {

/// Deepest nesting of `[`/`{` outside strings. nlohmann's parser is not
/// recursive, but a manifest no compiler writes should be refused early.
int getNesting(const std::string &text) {
  int depth = 0, deepest = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"')
      inString = true;
    else if (c == '[' || c == '{')
      deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}')
      --depth;
  }
  return deepest;
}

/// Collects the first error; every reader returns false once one is set.
class Reader {
public:
  std::string error;

  bool fail(const std::string &where, const std::string &what) {
    if (error.empty())
      error = where + ": " + what;
    return false;
  }

  const json *field(const json &object, const std::string &where,
                    const char *key) {
    auto it = object.find(key);
    if (it == object.end()) {
      fail(where, std::string("missing \"") + key + "\"");
      return nullptr;
    }
    return &*it;
  }

  bool string(const json &object, const std::string &where, const char *key,
              std::string &out) {
    const json *value = field(object, where, key);
    if (!value)
      return false;
    if (!value->is_string() || value->get_ref<const std::string &>().empty())
      return fail(where,
                  std::string("\"") + key + "\" must be a non-empty string");
    out = value->get<std::string>();
    return true;
  }

  /// An integer in [lo, hi]; floats, strings and booleans are refused.
  bool integer(const json &value, const std::string &where, long long lo,
               long long hi, long long &out) {
    if (!value.is_number_integer())
      return fail(where, "expected an integer, got " + value.dump());
    bool inRange;
    if (value.is_number_unsigned()) {
      unsigned long long size = value.get<unsigned long long>();
      inRange = size <= static_cast<unsigned long long>(hi);
      out = inRange ? static_cast<long long>(size) : hi;
    } else {
      out = value.get<long long>();
      inRange = out >= lo && out <= hi;
    }
    if (!inRange || out < lo)
      return fail(where, value.dump() + " is outside [" + std::to_string(lo) +
                             ", " + std::to_string(hi) + "]");
    return true;
  }

  bool dims(const json &object, const std::string &where, const char *key,
            const long long (&limits)[3], unsigned (&out)[3]) {
    const json *value = field(object, where, key);
    if (!value)
      return false;
    if (!value->is_array() || value->size() != 3)
      return fail(where, std::string("\"") + key +
                             "\" must be an array of 3 integers");
    for (int i = 0; i < 3; ++i) {
      long long size;
      if (!integer((*value)[i],
                   where + "." + key + "[" + std::to_string(i) + "]", 1,
                   limits[i], size))
        return false;
      out[i] = static_cast<unsigned>(size);
    }
    return true;
  }
};

/// A PTX file must lie in the bundle: a plain file name.
bool isBundleFileName(const std::string &name) {
  return !name.empty() && name != "." && name != ".." &&
         name.find_first_of("/\\") == std::string::npos &&
         name.find('\0') == std::string::npos;
}

bool readKernel(Reader &reader, const json &entry, const std::string &where,
                KernelInfo &kernel) {
  if (!entry.is_object())
    return reader.fail(where, "must be an object");
  if (!reader.string(entry, where, "name", kernel.name) ||
      !reader.string(entry, where, "entry", kernel.entry) ||
      !reader.string(entry, where, "ptx", kernel.ptx))
    return false;
  if (!isBundleFileName(kernel.ptx))
    return reader.fail(where, "\"ptx\" must name a file inside the bundle, "
                              "got \"" +
                                  kernel.ptx + "\"");
  if (!reader.dims(entry, where, "grid", {kMaxGridX, kMaxGridYZ, kMaxGridYZ},
                   kernel.grid) ||
      !reader.dims(entry, where, "block",
                   {kMaxBlockXY, kMaxBlockXY, kMaxBlockZ}, kernel.block))
    return false;
  long long threads = 1LL * kernel.block[0] * kernel.block[1] * kernel.block[2];
  if (threads > kMaxBlockThreads)
    return reader.fail(where, "a block of " + std::to_string(threads) +
                                  " threads exceeds " +
                                  std::to_string(kMaxBlockThreads));
  if (auto it = entry.find("dynamic_shared_memory"); it != entry.end()) {
    long long bytes;
    if (!reader.integer(*it, where + ".dynamic_shared_memory", 0,
                        kMaxDynamicSharedMemory, bytes))
      return false;
    kernel.dynamicSharedMemory = static_cast<unsigned>(bytes);
  }
  if (auto it = entry.find("programmatic_launch"); it != entry.end()) {
    if (!it->is_boolean())
      return reader.fail(where, "\"programmatic_launch\" must be a boolean");
    kernel.programmaticLaunch = it->get<bool>();
  }
  const json *args = reader.field(entry, where, "args");
  if (!args)
    return false;
  if (!args->is_array() || args->size() > kMaxKernelArgs)
    return reader.fail(where, "\"args\" must be an array of at most " +
                                  std::to_string(kMaxKernelArgs) + " entries");
  for (size_t i = 0; i < args->size(); ++i) {
    std::string argWhere = where + ".args[" + std::to_string(i) + "]";
    if (!(*args)[i].is_object())
      return reader.fail(argWhere, "must be an object");
    std::string role;
    if (!reader.string((*args)[i], argWhere, "role", role))
      return false;
    kernel.argRoles.push_back(std::move(role));
  }
  return true;
}

} // namespace

bool parseManifest(const std::string &text, Manifest &manifest,
                   std::string &error) noexcept {
  try {
    if (getNesting(text) > kMaxNesting) {
      error = "manifest.json nests deeper than " + std::to_string(kMaxNesting) +
              " levels";
      return false;
    }
    json root = json::parse(text, /*cb=*/nullptr, /*allow_exceptions=*/false);
    if (root.is_discarded()) {
      error = "manifest.json is not valid JSON";
      return false;
    }
    Reader reader;
    if (!root.is_object())
      reader.fail("manifest.json", "must be an object");
    std::string format;
    if (reader.error.empty() &&
        reader.string(root, "manifest.json", "format", format) &&
        format != "dwc-bundle-1")
      reader.fail("manifest.json", "unknown bundle format \"" + format + "\"");
    const json *kernels = reader.error.empty()
                              ? reader.field(root, "manifest.json", "kernels")
                              : nullptr;
    if (kernels && !kernels->is_array())
      reader.fail("manifest.json", "\"kernels\" must be an array");
    std::set<std::string> names;
    for (size_t i = 0; reader.error.empty() && i < kernels->size(); ++i) {
      KernelInfo kernel;
      std::string where = "kernels[" + std::to_string(i) + "]";
      if (!readKernel(reader, (*kernels)[i], where, kernel))
        break;
      if (!names.insert(kernel.name).second)
        reader.fail(where, "a second kernel named \"" + kernel.name + "\"");
      manifest.kernels.push_back(std::move(kernel));
    }
    if (!reader.error.empty()) {
      error = "manifest.json: " + reader.error;
      if (reader.error.rfind("manifest.json", 0) == 0)
        error = reader.error;
      return false;
    }
    return true;
  } catch (const std::exception &e) {
    error = std::string("manifest.json could not be read: ") + e.what();
    return false;
  } catch (...) {
    error = "manifest.json could not be read";
    return false;
  }
}

} // namespace dwc::runtime
