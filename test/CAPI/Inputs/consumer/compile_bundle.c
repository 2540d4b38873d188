/* Compiles the dwc ops of an .mlir file into a kernel bundle through dwc's
 * C API: compile_bundle_c INPUT OUTPUT_DIR [OPTIONS]. */
#include "dwc-c/Bundle.h"
#include "dwc-c/Dialects.h"
#include "dwc-c/Passes.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>

static void print(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  mlirDiagnosticPrint(diagnostic, print, stderr);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

static char *readFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc(size + 1);
  size_t read = fread(text, 1, size, file);
  text[read] = '\0';
  fclose(file);
  return text;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: compile_bundle_c INPUT OUTPUT_DIR [OPTIONS]\n");
    return 2;
  }
  char *source = readFile(argv[1]);
  if (!source) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 1;
  }
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDWCRegisterPipelineDependencies(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);

  int status = 1;
  MlirModule module =
      mlirDWCModuleCreateParse(context, mlirStringRefCreateFromCString(source));
  if (!mlirModuleIsNull(module)) {
    intptr_t numKernels = 0;
    MlirLogicalResult result = mlirDWCCompileBundle(
        module, mlirStringRefCreateFromCString(argc > 3 ? argv[3] : ""),
        mlirStringRefCreateFromCString(argv[2]), &numKernels);
    if (mlirLogicalResultIsSuccess(result)) {
      printf("c: %ld kernels\n", (long)numKernels);
      status = 0;
    }
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(context);
  free(source);
  return status;
}
