//===- CPUReferencePipeline.cpp - dwc reference pipeline --------*- C++ -*-===//

#include "dwc/Pipelines/Pipelines.h"

#include "dwc/Conversion/Passes.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// Every step is an upstream pass but two: the TOSA ops that raising left of
/// a network (dwc-raise-tosa) lower first, through upstream's TOSA to linalg,
/// arith and tensor passes; then ops with empty results
/// (a batch of 0) are dropped, as on the GPU, before the reference lowering
/// (upstream's subview verifier rejects the slices of empty tensors that it
/// would build). Vector code (the `window`
/// kernels of dwc's GPU passes, whose parallel loops may run in sequence)
/// goes through convert-vector-to-llvm: convert-to-llvm lowers no masked
/// transfer.
/// `arith-expand` rewrites bf16 conversions into integer ops, which the host
/// backend always supports. The passes are created directly, so running the
/// pipeline needs none registered.
void mlir::dwc::buildCPUReferencePipeline(OpPassManager &pm) {
  pm.addNestedPass<func::FuncOp>(tosa::createTosaToLinalgNamed());
  pm.addNestedPass<func::FuncOp>(tosa::createTosaToLinalg());
  pm.addNestedPass<func::FuncOp>(createTosaToArithPass());
  pm.addNestedPass<func::FuncOp>(createTosaToTensorPass());
  pm.addPass(createDWCEraseEmpty());
  pm.addPass(createDWCLowerToLinalg());
  pm.addNestedPass<func::FuncOp>(createCanonicalizerPass());
  pm.addPass(bufferization::createEmptyTensorToAllocTensorPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addNestedPass<func::FuncOp>(arith::createArithExpandOpsPass(expand));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}
