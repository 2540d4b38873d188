//===- ApplyTuningDatabase.cpp - measured schedules onto layers -----------===//

#include "dwc/Dialect/DWC/IR/DWCOps.h"
#include "dwc/Dialect/DWC/Transforms/Passes.h"
#include "dwc/Dialect/DWC/Utils/Debug.h"
#include "dwc/Dialect/DWC/Utils/TuningDatabase.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCAPPLYTUNINGDATABASE
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;
using namespace mlir::dwc;

static constexpr llvm::StringLiteral kDebugType = "dwc-apply-tuning-db";

namespace {
struct ApplyTuningDatabasePass
    : dwc::impl::DWCApplyTuningDatabaseBase<ApplyTuningDatabasePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(path);
    if (!file)
      return emitError(UnknownLoc::get(context))
             << "cannot read the tuning database '" << path
             << "': " << file.getError().message();
    std::string error;
    FailureOr<TuningDatabase> parsed =
        TuningDatabase::parse((*file)->getBuffer(), error);
    if (failed(parsed))
      return emitError(UnknownLoc::get(context))
             << "tuning database '" << path << "': " << error;
    database = std::move(*parsed);
    return success();
  }

  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](Operation *op) {
      std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
      if (!isa_and_nonnull<DWCDialect>(op->getDialect()) || !name ||
          !llvm::is_contained(name->getAttributeNames(), kScheduleAttrName))
        return WalkResult::advance();
      std::string signature = getLayerSignature(op);
      const TuningEntry *entry = database.lookup(chip, signature);
      if (!entry)
        return WalkResult::advance();
      Attribute config = parseAttribute(entry->config, op->getContext());
      if (!config) {
        op->emitOpError("has a tuning database entry ('")
            << path << "') whose config does not parse: " << entry->config;
        return WalkResult::interrupt();
      }
      op->setAttr(kScheduleAttrName, config);
      op->setAttr(kTunedAttrName, UnitAttr::get(op->getContext()));
      // The op's verifier says why a config does not fit its layer.
      if (failed(verify(op))) {
        op->emitOpError("cannot take the config of its tuning database entry ('")
            << path << "')";
        return WalkResult::interrupt();
      }
      if (isDebugEnabled(kDebugType))
        llvm::dbgs() << "[" << kDebugType << "] " << signature << ": " << config
                     << " (" << llvm::formatv("{0:f2}", entry->micros)
                     << " us measured)\n";
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  TuningDatabase database;
};
} // namespace
