//===- ProgrammaticLaunch.cpp - grid dependency control ---------*- C++ -*-===//

#include "dwc/Dialect/DWC/Transforms/LaunchHeuristics.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/GuardedPtx.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCPROGRAMMATICLAUNCH
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

namespace {
/// Fails on a module that targets a chip without grid dependency control.
LogicalResult verifyTargets(gpu::GPUModuleOp module) {
  std::optional<ArrayAttr> targets = module.getTargets();
  if (!targets)
    return success();
  for (Attribute target : *targets) {
    auto nvvmTarget = dyn_cast<NVVM::NVVMTargetAttr>(target);
    if (!nvvmTarget)
      continue;
    FailureOr<GPUTarget> chip = GPUTarget::get(nvvmTarget.getChip());
    if (failed(chip) || !chip->hasGridDependencyControl)
      return module.emitOpError("targets ")
             << nvvmTarget.getChip()
             << ", but programmatic dependent launch needs sm_90";
  }
  return success();
}

/// Whether the kernel already holds griddepcontrol instructions (a user's).
bool holdsGridDependencyControl(gpu::GPUFuncOp kernel) {
  return kernel.getBody()
      .walk([](NVVM::GriddepcontrolOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// The launch's grid, where it is constant.
std::optional<SmallVector<int64_t>> getGrid(gpu::LaunchFuncOp launch) {
  return getConstantIntValues(getAsOpFoldResult(ValueRange{
      launch.getGridSizeX(), launch.getGridSizeY(), launch.getGridSizeZ()}));
}

/// The launch's block count, where its grid is constant.
std::optional<int64_t> getGridBlocks(gpu::LaunchFuncOp launch) {
  std::optional<SmallVector<int64_t>> grid = getGrid(launch);
  if (!grid)
    return std::nullopt;
  return (*grid)[0] * (*grid)[1] * (*grid)[2];
}

/// Whether PTX `assembly` only loads from global memory.
bool isLoadOnly(StringRef assembly) {
  return assembly.contains("ld.global") && !assembly.contains("st.") &&
         !assembly.contains("red.") && !assembly.contains("atom.");
}

/// Whether every use of `buffer`, through views and the address arithmetic of
/// predicated accesses, only reads memory. Anything unknown counts as a
/// write.
bool isOnlyRead(Value buffer) {
  SmallVector<Value> worklist{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      // The predicated accesses of dwc-coalesce-depthwise are assembly.
      StringRef assembly;
      if (auto ptx = dyn_cast<NVVM::InlinePtxOp>(user))
        assembly = ptx.getPtxCode();
      else if (auto inlineAsm = dyn_cast<LLVM::InlineAsmOp>(user))
        assembly = inlineAsm.getAsmString();
      if (!assembly.empty()) {
        if (!isLoadOnly(assembly))
          return false;
        continue;
      }
      // A value passed on through a branch is not followed.
      if (user->getNumSuccessors() != 0)
        return false;
      if (isa<ViewLikeOpInterface, memref::ExtractAlignedPointerAsIndexOp,
              LLVM::IntToPtrOp, LLVM::AddrSpaceCastOp, LLVM::GEPOp>(user) ||
          isPure(user)) {
        llvm::append_range(worklist, user->getResults());
        continue;
      }
      // Effects on other values (a copy's destination) do not touch the
      // buffer; effects on no value in particular may.
      auto memory = dyn_cast<MemoryEffectOpInterface>(user);
      if (!memory)
        return false;
      SmallVector<MemoryEffects::EffectInstance> effects;
      memory.getEffects(effects);
      if (llvm::any_of(effects, [&](MemoryEffects::EffectInstance &effect) {
            Value on = effect.getValue();
            return (!on || on == value) &&
                   !isa<MemoryEffects::Read>(effect.getEffect());
          }))
        return false;
    }
  }
  return true;
}

/// The byte size of `type` where it is a static buffer with the identity
/// layout.
std::optional<int64_t> getStaticBytes(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || !memref.getLayout().isIdentity() ||
      !memref.getElementType().isIntOrFloat())
    return std::nullopt;
  return memref.getNumElements() *
         llvm::divideCeil(memref.getElementTypeBitWidth(), 8);
}

/// A launch's grid and block sizes, where both are constant.
struct LaunchShape {
  SmallVector<int64_t> grid, block;

  int64_t blockThreads() const { return block[0] * block[1] * block[2]; }
  int64_t gridBlocks() const { return grid[0] * grid[1] * grid[2]; }
  int64_t gridThreads() const { return gridBlocks() * blockThreads(); }
};

/// The launch's grid and the kernel's known block size, where both are
/// constant.
std::optional<LaunchShape> getLaunchShape(gpu::LaunchFuncOp launch,
                                          gpu::GPUFuncOp kernel) {
  std::optional<SmallVector<int64_t>> grid = getGrid(launch);
  std::optional<ArrayRef<int32_t>> block = kernel.getKnownBlockSize();
  if (!grid || !block)
    return std::nullopt;
  return LaunchShape{*grid, llvm::to_vector_of<int64_t>(*block)};
}

/// Has the grid's threads bring every line of `buffers` into L2, one line
/// per thread and pass (`prefetch.global.L2` under a predicate, which
/// upstream's nvvm.prefetch only takes for tensor maps; GuardedPtx.h).
void prefetchIntoL2(ArrayRef<Value> buffers, const LaunchShape &shape,
                    Location loc, OpBuilder &builder) {
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  auto linearize = [&](ArrayRef<Value> ids, ArrayRef<int64_t> sizes) {
    Value linear = ids[2];
    for (int dim = 1; dim >= 0; --dim)
      linear = arith::AddIOp::create(
          builder, loc, ids[dim],
          arith::MulIOp::create(builder, loc, linear, index(sizes[dim])));
    return linear;
  };
  SmallVector<Value> blockIds, threadIds;
  for (gpu::Dimension dim :
       {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
    blockIds.push_back(gpu::BlockIdOp::create(builder, loc, dim));
    threadIds.push_back(gpu::ThreadIdOp::create(builder, loc, dim));
  }
  Value thread = arith::AddIOp::create(
      builder, loc, linearize(threadIds, shape.block),
      arith::MulIOp::create(builder, loc, linearize(blockIds, shape.grid),
                            index(shape.blockThreads())));
  auto pointerType = LLVM::LLVMPointerType::get(
      builder.getContext(),
      static_cast<unsigned>(NVVM::NVVMMemorySpace::Global));
  for (Value buffer : buffers) {
    int64_t lines =
        llvm::divideCeil(*getStaticBytes(buffer.getType()), kL2LineBytes);
    Value base =
        memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
    for (int64_t first = 0; first < lines; first += shape.gridThreads()) {
      Value line = arith::AddIOp::create(builder, loc, thread, index(first));
      Value inside = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::ult, line, index(lines));
      Value address = arith::AddIOp::create(
          builder, loc, base,
          arith::MulIOp::create(builder, loc, line, index(kL2LineBytes)));
      Value address64 = arith::IndexCastOp::create(
          builder, loc, builder.getI64Type(), address);
      Value pointer =
          LLVM::IntToPtrOp::create(builder, loc, pointerType, address64);
      createGuardedInlinePtx(builder, loc, "prefetch.global.L2 [$0];", pointer,
                             inside);
    }
  }
}

/// Waits at the kernel's entry and signals its dependents where `signal`
/// says. Before the wait, the grid brings `prefetched` into L2: a prefetch
/// only warms L2, the point of coherence of global memory, so it cannot
/// return data the grids before have not written yet.
void insertGridDependencyControl(gpu::GPUFuncOp kernel, DependentsSignal signal,
                                 ArrayRef<Value> prefetched,
                                 const std::optional<LaunchShape> &shape) {
  Location loc = kernel.getLoc();
  auto builder = OpBuilder::atBlockBegin(&kernel.getBody().front());
  if (!prefetched.empty())
    prefetchIntoL2(prefetched, *shape, loc, builder);
  NVVM::GriddepcontrolOp::create(builder, loc, NVVM::GridDepActionKind::wait);
  if (signal == DependentsSignal::Entry) {
    NVVM::GriddepcontrolOp::create(builder, loc,
                                   NVVM::GridDepActionKind::launch_dependents);
    return;
  }
  kernel.walk([&](gpu::ReturnOp exit) {
    builder.setInsertionPoint(exit);
    NVVM::GriddepcontrolOp::create(builder, loc,
                                   NVVM::GridDepActionKind::launch_dependents);
  });
}

struct ProgrammaticLaunchPass
    : dwc::impl::DWCProgrammaticLaunchBase<ProgrammaticLaunchPass> {
  using Base::Base;

  /// Checks the options once, before any operation is seen, so that a bad
  /// one is reported by itself.
  LogicalResult initialize(MLIRContext *context) override {
    auto fail = [&]() { return emitError(UnknownLoc::get(context)); };
    FailureOr<GPUTarget> chosen = GPUTarget::get(chip, smCount);
    if (failed(chosen) || !chosen->hasGridDependencyControl)
      return fail() << "programmatic dependent launch needs sm_90, got chip '"
                    << chip << "'";
    target = *chosen;
    if (signalDependents == "entry")
      forcedSignal = DependentsSignal::Entry;
    else if (signalDependents == "exit")
      forcedSignal = DependentsSignal::Exit;
    else if (signalDependents != "auto")
      return fail() << "unknown signal-dependents '" << signalDependents
                    << "' (expected auto, entry or exit)";
    if (prefetchL2 != "auto" && prefetchL2 != "on" && prefetchL2 != "off")
      return fail() << "unknown prefetch-l2 '" << prefetchL2
                    << "' (expected auto, on or off)";
    return success();
  }

  void runOnOperation() override {
    SymbolTableCollection symbols;
    WalkResult result = getOperation()->walk([&](gpu::LaunchFuncOp launch) {
      auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel());
      if (!kernel || kernel.isExternal()) {
        launch.emitOpError("launches ")
            << launch.getKernel() << ", which is not a gpu.func with a body";
        return WalkResult::interrupt();
      }
      if (failed(verifyTargets(kernel->getParentOfType<gpu::GPUModuleOp>())))
        return WalkResult::interrupt();
      if (!holdsGridDependencyControl(kernel)) {
        std::optional<LaunchShape> shape = getLaunchShape(launch, kernel);
        // The buffers the kernel only reads, where the grid is known.
        SmallVector<Value> readOnly;
        for (BlockArgument buffer : kernel.getArguments())
          if (shape && getStaticBytes(buffer.getType()) && isOnlyRead(buffer))
            readOnly.push_back(buffer);
        auto fits = [&](Value buffer) {
          return fitsL2Prefetch(shape->gridThreads(),
                                *getStaticBytes(buffer.getType()));
        };
        bool prefetchesAll =
            !readOnly.empty() &&
            (prefetchL2 == "on" ||
             (prefetchL2 == "auto" && llvm::all_of(readOnly, fits)));
        DependentsSignal signal = forcedSignal.value_or(chooseDependentsSignal(
            getGridBlocks(launch),
            shape ? std::optional(shape->gridThreads()) : std::nullopt, target,
            prefetchesAll));
        // Only the blocks of a grid that signals at entry start early.
        SmallVector<Value> prefetched;
        if (prefetchL2 == "on")
          prefetched = readOnly;
        else if (prefetchL2 == "auto" && signal == DependentsSignal::Entry)
          llvm::append_range(prefetched,
                             llvm::make_filter_range(readOnly, fits));
        insertGridDependencyControl(kernel, signal, prefetched, shape);
      }
      launch->setAttr(kProgrammaticLaunchAttrName,
                      UnitAttr::get(&getContext()));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  GPUTarget target{};
  std::optional<DependentsSignal> forcedSignal;
};
} // namespace
