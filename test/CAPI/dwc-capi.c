/*===- dwc-capi.c - dwc's C API, driven as a C client would ---------------===*\
|*                                                                            *|
|* Registers dwc through the C API, schedules and lowers a depthwise layer    *|
|* with dwc's passes and pipelines, raises linalg and TOSA with its pattern   *|
|* sets, compiles a kernel bundle, and checks that bad input comes back as    *|
|* diagnostics and failures, never as a crash.                                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: rm -rf %t && dwc-capi-test %t 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/manifest.json

#include "dwc-c/Bundle.h"
#include "dwc-c/Dialects.h"
#include "dwc-c/Passes.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Rewrite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *kLayer =
    "func.func @layer(%x: tensor<2x32x28x28xf32>, %w: tensor<32x3x3xf32>,\n"
    "    %init: tensor<2x32x28x28xf32>) -> tensor<2x32x28x28xf32> {\n"
    "  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<2x32x28x28xf32>,\n"
    "         tensor<32x3x3xf32>) outs(%init : tensor<2x32x28x28xf32>)\n"
    "         {padding = array<i64: 1, 1, 1, 1>} -> tensor<2x32x28x28xf32>\n"
    "  return %0 : tensor<2x32x28x28xf32>\n"
    "}\n";

/// A pointwise filter gradient whose batch is known only at run time: GPU
/// kernels are compiled per shape.
static const char *kUnsupported =
    "func.func @grad(%x: tensor<?x8x4x4xf32>, %dy: tensor<?x16x4x4xf32>,\n"
    "                %init: tensor<16x8xf32>) -> tensor<16x8xf32> {\n"
    "  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy :\n"
    "         tensor<?x8x4x4xf32>, tensor<?x16x4x4xf32>)\n"
    "         outs(%init : tensor<16x8xf32>) -> tensor<16x8xf32>\n"
    "  return %0 : tensor<16x8xf32>\n"
    "}\n";

/// A layer whose output is one row too tall.
static const char *kInvalidLayer =
    "func.func @bad(%x: tensor<1x8x10x10xf32>, %w: tensor<8x3x3xf32>,\n"
    "               %init: tensor<1x8x9x8xf32>) -> tensor<1x8x9x8xf32> {\n"
    "  %0 = dwc.depthwise_conv2d ins(%x, %w : tensor<1x8x10x10xf32>,\n"
    "         tensor<8x3x3xf32>) outs(%init : tensor<1x8x9x8xf32>)\n"
    "         -> tensor<1x8x9x8xf32>\n"
    "  return %0 : tensor<1x8x9x8xf32>\n"
    "}\n";

/// A broadcast whose `dimensions` list LLVM 22's linalg parser would
/// dereference as a null attribute.
static const char *kMalformedBroadcast =
    "func.func @b(%b: tensor<8xf32>, %e: tensor<2x8xf32>) -> tensor<2x8xf32> "
    "{\n"
    "  %0 = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : "
    "tensor<2x8xf32>)\n"
    "       dimensions = [}\n"
    "  return %0 : tensor<2x8xf32>\n"
    "}\n";

/// A depthwise layer feeding a pointwise layer, as torch-mlir's linalg
/// form has them: convolutions into zero fills.
static const char *kLinalgLayers =
    "func.func @linalg(%x: tensor<1x2x6x6xf32>, %w: tensor<2x3x3xf32>,\n"
    "                  %p: tensor<4x2x1x1xf32>) -> tensor<1x4x4x4xf32> {\n"
    "  %zero = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<1x2x4x4xf32>\n"
    "  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>)\n"
    "       -> tensor<1x2x4x4xf32>\n"
    "  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : "
    "vector<2xi64>,\n"
    "       strides = dense<1> : vector<2xi64>} ins(%x, %w : "
    "tensor<1x2x6x6xf32>,\n"
    "       tensor<2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> "
    "tensor<1x2x4x4xf32>\n"
    "  %e2 = tensor.empty() : tensor<1x4x4x4xf32>\n"
    "  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x4x4xf32>)\n"
    "       -> tensor<1x4x4x4xf32>\n"
    "  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>,\n"
    "       strides = dense<1> : vector<2xi64>} ins(%d, %p : "
    "tensor<1x2x4x4xf32>,\n"
    "       tensor<4x2x1x1xf32>) outs(%f2 : tensor<1x4x4x4xf32>) -> "
    "tensor<1x4x4x4xf32>\n"
    "  return %y : tensor<1x4x4x4xf32>\n"
    "}\n";

/// A depthwise layer with relu in TOSA.
static const char *kTosaLayer =
    "func.func @tosa(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x1xf32>)\n"
    "    -> tensor<1x4x4x2xf32> {\n"
    "  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xf32>}>\n"
    "       : () -> tensor<1xf32>\n"
    "  %b = \"tosa.const\"() <{values = dense<0.0> : tensor<2xf32>}>\n"
    "       : () -> tensor<2xf32>\n"
    "  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32,\n"
    "       dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>,\n"
    "       stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, "
    "tensor<3x3x2x1xf32>,\n"
    "       tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> "
    "tensor<1x4x4x2xf32>\n"
    "  %r = tosa.clamp %c {max_val = 3.40282347E+38 : f32, min_val = 0.0 : "
    "f32}\n"
    "       : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>\n"
    "  return %r : tensor<1x4x4x2xf32>\n"
    "}\n";

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, print, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static MlirModule parse(MlirContext context, const char *source) {
  return mlirDWCModuleCreateParse(context,
                                  mlirStringRefCreateFromCString(source));
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

/// Runs `passManager` on a fresh parse of kLayer and prints the result.
static void runOnLayer(MlirContext context, MlirPassManager passManager) {
  MlirModule module = parse(context, kLayer);
  MlirLogicalResult result =
      mlirPassManagerRunOnOp(passManager, mlirModuleGetOperation(module));
  printf("run: %s\n", mlirLogicalResultIsSuccess(result) ? "ok" : "failed");
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  printf("\n");
  // Messages that MLIR writes to stderr then come between whole lines.
  fflush(stdout);
  mlirModuleDestroy(module);
}

typedef void (*PopulateFn)(MlirRewritePatternSet);

/// Applies the patterns `populate` (then `fuse`, where not null) add to a
/// parse of `source` in a greedy driver of the client's own, and prints the
/// result.
static void raise(MlirContext context, const char *source, PopulateFn populate,
                  PopulateFn fuse) {
  MlirModule module = parse(context, source);
  MlirGreedyRewriteDriverConfig config = mlirGreedyRewriteDriverConfigCreate();
  PopulateFn steps[] = {populate, fuse};
  int ok = 1;
  for (int i = 0; i < 2 && steps[i]; ++i) {
    MlirRewritePatternSet patterns = mlirRewritePatternSetCreate(context);
    steps[i](patterns);
    MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(patterns);
    ok &= mlirLogicalResultIsSuccess(
        mlirApplyPatternsAndFoldGreedily(module, frozen, config));
    mlirFrozenRewritePatternSetDestroy(frozen);
  }
  mlirGreedyRewriteDriverConfigDestroy(config);
  printf("raise: %s\n", ok ? "ok" : "failed");
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  printf("\n");
  fflush(stdout);
  mlirModuleDestroy(module);
}

/// Compiles `source` into a bundle in `outputDir` and prints the outcome.
static void compileBundle(MlirContext context, const char *source,
                          const char *options, const char *outputDir) {
  MlirModule module = parse(context, source);
  intptr_t numKernels = 0;
  MlirLogicalResult result =
      mlirDWCCompileBundle(module, str(options), str(outputDir), &numKernels);
  if (mlirLogicalResultIsSuccess(result))
    printf("bundle: %ld kernel(s)\n", (long)numKernels);
  else
    printf("bundle: failed\n");
  fflush(stdout);
  mlirModuleDestroy(module);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: dwc-capi-test BUNDLE_DIR\n");
    return 2;
  }

  // The dialect alone, through its handle.
  MlirContext bare = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__dwc__(), bare);
  // CHECK: dwc loaded: 1
  printf("dwc loaded: %d\n",
         !mlirDialectIsNull(mlirContextGetOrLoadDialect(bare, str("dwc"))));
  mlirContextDestroy(bare);

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDWCRegisterPipelineDependencies(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);

  // The verifiers report through the context's diagnostics.
  // CHECK: diagnostic: 'dwc.depthwise_conv2d' op expected 'init' height 8
  // CHECK-SAME: got 9
  // CHECK-NEXT: invalid layer parsed: 0
  // CHECK-NOT: diagnostic
  MlirModule invalid = parse(context, kInvalidLayer);
  printf("invalid layer parsed: %d\n", !mlirModuleIsNull(invalid));

  // Text that upstream's parser crashes on is an error like any other.
  // CHECK: diagnostic: expected 'dimensions = [' 64-bit integers ']' after
  // CHECK-SAME: 'linalg.broadcast'
  // CHECK-NEXT: malformed broadcast parsed: 0
  // CHECK-NOT: diagnostic
  MlirModule malformed = parse(context, kMalformedBroadcast);
  printf("malformed broadcast parsed: %d\n", !mlirModuleIsNull(malformed));

  // A pass created directly: the heuristic records its schedule.
  // CHECK: run: ok
  // CHECK: dwc.depthwise_conv2d
  // CHECK-SAME: config = #dwc.depthwise_config<
  MlirPassManager configure = mlirPassManagerCreate(context);
  mlirPassManagerAddOwnedPass(configure,
                              mlirCreateDWCTransformsDWCConfigureDepthwise());
  runOnLayer(context, configure);
  mlirPassManagerDestroy(configure);

  // The named pipeline through a textual pipeline; registering twice is
  // harmless.
  // CHECK: run: ok
  // CHECK: gpu.binary @layer_kernel
  // CHECK-SAME: .target sm_80
  mlirRegisterDWCTransformsPasses();
  mlirDWCRegisterPipelines();
  mlirDWCRegisterPipelines();
  MlirPassManager textual = mlirPassManagerCreate(context);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(textual),
      str("builtin.module(dwc-to-ptx{chip=sm_80})"), print, NULL);
  if (mlirLogicalResultIsFailure(parsed))
    return 1;
  runOnLayer(context, textual);
  mlirPassManagerDestroy(textual);

  // The GPU pipeline built directly; unknown options fail at once.
  // CHECK: bad options: failed
  // CHECK: run: ok
  // CHECK: gpu.binary @layer_kernel
  // CHECK-SAME: .target sm_90
  MlirPassManager built = mlirPassManagerCreate(context);
  MlirOpPassManager builtOps = mlirPassManagerGetAsOpPassManager(built);
  printf("bad options: %s\n",
         mlirLogicalResultIsSuccess(
             mlirDWCBuildGPUPipeline(builtOps, str("colour=red")))
             ? "accepted"
             : "failed");
  if (mlirLogicalResultIsFailure(mlirDWCBuildGPUPipeline(builtOps, str(""))))
    return 1;
  runOnLayer(context, built);
  mlirPassManagerDestroy(built);

  // The raising patterns in the client's own driver: linalg's pair fuses.
  // CHECK: raise: ok
  // CHECK: dwc.separable_conv2d
  // CHECK-NOT: linalg.
  raise(context, kLinalgLayers, mlirDWCPopulateRaiseLinalgPatterns,
        mlirDWCPopulateRaiseSeparablePatterns);
  // CHECK: raise: ok
  // CHECK: dwc.depthwise_conv2d
  // CHECK-SAME: activation = #dwc<activation relu>
  // CHECK-NOT: tosa.depthwise_conv2d
  // CHECK-NOT: tosa.clamp
  raise(context, kTosaLayer, mlirDWCPopulateRaiseTosaPatterns, NULL);

  // A bundle, and the failures a client must see as diagnostics.
  // CHECK: bundle: 1 kernel(s)
  compileBundle(context, kLayer, "", argv[1]);
  // CHECK: diagnostic: invalid dwc-to-ptx options 'colour=red'
  // CHECK-NEXT: bundle: failed
  compileBundle(context, kLayer, "colour=red", argv[1]);
  // CHECK: diagnostic: 'dwc.pointwise_conv2d_backward_filter' op has no GPU
  // CHECK-SAME: schedule: its shapes are dynamic
  // CHECK-NEXT: bundle: failed
  compileBundle(context, kUnsupported, "", argv[1]);
  // CHECK: diagnostic: cannot create /dev/null/bundle:
  // CHECK-NEXT: bundle: failed
  compileBundle(context, kLayer, "", "/dev/null/bundle");

  mlirContextDestroy(context);
  return 0;
}

// MANIFEST: "chip": "sm_90"
// MANIFEST: "entry": "layer_dw0_kernel"
