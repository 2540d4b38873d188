//===- VerifyInlineAsm.cpp - inline asm the backend accepts -*- C++ -*-===//
//
// LLVM's code generators treat malformed inline assembly as a programming
// error, not as input: an operand number out of range is a fatal error, and
// constraints that do not parse are undefined behavior in a release build
// (the check is an assertion). Hand-written IR reaches the backend with its
// inline assembly as written, so this pass checks it first and turns what the
// backend would abort on into diagnostics.
//
//===----------------------------------------------------------------------===//

#include "dwc/Dialect/DWC/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"

namespace mlir::dwc {
#define GEN_PASS_DEF_DWCVERIFYINLINEASM
#include "dwc/Dialect/DWC/Transforms/Passes.h.inc"
} // namespace mlir::dwc

using namespace mlir;

namespace {
/// The `${:name}` references the AsmPrinter expands; any other name is a
/// fatal error there.
constexpr StringLiteral kSpecialReferences[] = {"uid", "comment", "private"};

/// The bit width a constraint letter's NVPTX register holds (`nvvm.inline_ptx`
/// chooses its letters the same way), or 0 for a letter the backend has no
/// register class for: those reach instruction selection, where an
/// unselectable operand is a fatal error.
unsigned getRegisterBits(StringRef code) {
  return llvm::StringSwitch<unsigned>(code)
      .Case("b", 1)
      .Case("c", 8)
      .Case("h", 16)
      .Cases("r", "f", 32)
      .Cases("l", "d", 64)
      .Case("q", 128)
      .Default(0);
}

/// The bits of `type` in a register: pointers are 64-bit on NVPTX.
unsigned getValueBits(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return 64;
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 0;
}

/// Checks the constraints as LLVM's IR verifier would, on a function type of
/// the same shape (operand and result types do not enter its rules), then
/// each operand's constraint letter against its type, and returns the number
/// of operands that `$N` may name: outputs and inputs.
FailureOr<unsigned> verifyConstraints(LLVM::InlineAsmOp op) {
  StringRef constraints = op.getConstraints();
  llvm::InlineAsm::ConstraintInfoVector infos =
      llvm::InlineAsm::ParseConstraints(constraints);
  if (infos.empty() && !constraints.empty())
    return op.emitOpError("has constraints \"")
           << constraints << "\" that do not parse";
  unsigned operands = 0;
  for (const llvm::InlineAsm::ConstraintInfo &info : infos) {
    // Indirect operands need pointer operands with element types and labels
    // need callbr: neither is expressible on this op.
    if (info.isIndirect || info.Type == llvm::InlineAsm::isLabel)
      return op.emitOpError("has an indirect or label constraint in \"")
             << constraints << "\", which the GPU path does not compile";
    if (info.Type != llvm::InlineAsm::isClobber)
      ++operands;
  }
  llvm::LLVMContext context;
  llvm::Type *placeholder = llvm::Type::getInt32Ty(context);
  llvm::Type *resultType = llvm::Type::getVoidTy(context);
  if (op.getRes()) {
    resultType = placeholder;
    if (auto structType = dyn_cast<LLVM::LLVMStructType>(op.getRes().getType()))
      resultType = llvm::StructType::get(
          context,
          SmallVector<llvm::Type *>(structType.getBody().size(), placeholder));
  }
  auto *functionType = llvm::FunctionType::get(
      resultType,
      SmallVector<llvm::Type *>(op.getOperands().size(), placeholder),
      /*isVarArg=*/false);
  if (llvm::Error error = llvm::InlineAsm::verify(functionType, constraints))
    return op.emitOpError("has constraints \"")
           << constraints << "\" that do not match its operands and results: "
           << llvm::toString(std::move(error));

  // Outputs are the result (or its struct's fields), inputs the operands,
  // in constraint order; a tied input (a digit) takes its output's register.
  // Each output has no value here, each input its operand.
  SmallVector<std::pair<Type, Value>> slots;
  if (Value result = op.getRes()) {
    if (auto structType = dyn_cast<LLVM::LLVMStructType>(result.getType()))
      for (Type field : structType.getBody())
        slots.push_back({field, Value()});
    else
      slots.push_back({result.getType(), Value()});
  }
  for (Value operand : op.getOperands())
    slots.push_back({operand.getType(), operand});
  for (auto [info, slot] :
       llvm::zip(llvm::make_filter_range(infos,
                                         [](const auto &info) {
                                           return info.Type !=
                                                  llvm::InlineAsm::isClobber;
                                         }),
                 slots)) {
    auto [type, value] = slot;
    for (StringRef code : info.Codes) {
      if (info.Type == llvm::InlineAsm::isInput &&
          llvm::all_of(code, llvm::isDigit))
        continue;
      // An immediate must be an integer constant once translated (`i` also
      // takes a symbol's address); anything else is an error that LLVM
      // reports by ending the process.
      if (info.Type == llvm::InlineAsm::isInput &&
          (code == "n" || code == "i")) {
        auto constant = value.getDefiningOp<LLVM::ConstantOp>();
        if ((constant && isa<IntegerAttr>(constant.getValue())) ||
            (code == "i" && value.getDefiningOp<LLVM::AddressOfOp>()))
          continue;
        return op.emitOpError("has constraint '")
               << code << "' (an immediate) for an operand that is not an "
               << "integer constant"
               << (code == "i" ? " or a symbol's address" : "");
      }
      unsigned bits = getRegisterBits(code);
      if (bits == 0)
        return op.emitOpError("has constraint '")
               << code << "', which names no NVPTX register class (b, c, h, "
               << "r, l, f, d or q; n or i for immediate inputs)";
      if (bits != getValueBits(type))
        return op.emitOpError("has constraint '")
               << code << "' (" << bits << "-bit registers) for a value of "
               << "type " << type;
    }
  }
  return operands;
}

/// Checks each `$` reference of the assembly string as the AsmPrinter reads
/// it: `$$`, `$(`, `$|`, `$)`, `$N`, `${N}`, `${N:c}` and `${:name}`, with N
/// below `operands`.
LogicalResult verifyReferences(LLVM::InlineAsmOp op, unsigned operands) {
  StringRef text = op.getAsmString();
  auto fail = [&](size_t at) {
    return op.emitOpError("has a malformed or out-of-range `$` reference at "
                          "offset ")
           << at << " of its assembly string (it names " << operands
           << " operands: $0 to $" << static_cast<int>(operands) - 1 << ")";
  };
  for (size_t i = text.find('$'); i != StringRef::npos; i = text.find('$', i)) {
    size_t at = i++;
    if (i < text.size() && StringRef("$(|)").contains(text[i])) {
      ++i;
      continue;
    }
    bool braced = i < text.size() && text[i] == '{';
    if (braced)
      ++i;
    if (braced && i < text.size() && text[i] == ':') {
      size_t end = text.find('}', i);
      if (end == StringRef::npos ||
          !llvm::is_contained(kSpecialReferences, text.slice(i + 1, end)))
        return fail(at);
      i = end + 1;
      continue;
    }
    size_t digits = i;
    while (i < text.size() && llvm::isDigit(text[i]))
      ++i;
    unsigned number;
    if (text.slice(digits, i).getAsInteger(10, number) || number >= operands)
      return fail(at);
    if (!braced)
      continue;
    // A modifier letter, then the closing brace.
    if (i < text.size() && text[i] == ':')
      i += 2;
    if (i >= text.size() || text[i] != '}')
      return fail(at);
    ++i;
  }
  return success();
}

struct VerifyInlineAsmPass
    : dwc::impl::DWCVerifyInlineAsmBase<VerifyInlineAsmPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](LLVM::InlineAsmOp op) {
      if (op.getAsmDialect() &&
          *op.getAsmDialect() != LLVM::AsmDialect::AD_ATT) {
        op.emitOpError("uses the Intel assembly dialect, which the NVPTX "
                       "backend does not print");
        return WalkResult::interrupt();
      }
      FailureOr<unsigned> operands = verifyConstraints(op);
      if (failed(operands) || failed(verifyReferences(op, *operands)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
