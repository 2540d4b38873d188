// Compiles the dwc ops of an .mlir file into a kernel bundle through dwc's
// C++ libraries: compile_bundle_cpp INPUT OUTPUT_DIR [CHIP].
#include "dwc/Bundle/Bundle.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <cstdio>

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: compile_bundle_cpp INPUT OUTPUT_DIR [CHIP]\n");
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::dwc::registerPipelineDependencies(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> source =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!source)
    return 1;
  mlir::dwc::GPUPipelineOptions options;
  if (argc > 3)
    options.chip = argv[3];
  mlir::FailureOr<llvm::SmallVector<mlir::dwc::BundleKernel>> kernels =
      mlir::dwc::compileBundle(*source, options, argv[2]);
  if (mlir::failed(kernels))
    return 1;
  for (const mlir::dwc::BundleKernel &kernel : *kernels)
    std::printf("c++: %s grid %lldx%lldx%lld block %lld\n",
                kernel.entry.c_str(), (long long)kernel.grid[0],
                (long long)kernel.grid[1], (long long)kernel.grid[2],
                (long long)kernel.block[0]);
  return 0;
}
