// Embeds the dwc runtime through its installed CMake package and checks the
// errors it reports before touching a GPU.
#include "dwc/Runtime/Runtime.h"

#include <cstdio>

int main(int argc, char **argv) {
  dwc_bundle *bundle = nullptr;
  dwc_status status = dwc_bundle_load(argv[1], &bundle);
  std::printf("status %d: %s\n", static_cast<int>(status), dwc_last_error());
  return status == DWC_SUCCESS ? 0 : 1;
}
