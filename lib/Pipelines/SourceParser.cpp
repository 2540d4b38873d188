//===- SourceParser.cpp - Parsing of user IR, crash-free --------*- C++ -*-===//
//
// The check reads the text as MLIR's lexer does, as far as it needs to: it
// skips comments, strings and the names of values, symbols, blocks and
// aliases (which may spell an op name), finds the bare names of the ops whose
// parsers crash, and reads the integer list their parser would read.
//
//===----------------------------------------------------------------------===//

#include "dwc/Pipelines/SourceParser.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>

using namespace mlir;

namespace {
/// An op whose LLVM 22 custom parser reads `keyword = [...]` with
/// DenseI64ArrayAttr::parse and stores the result unchecked: a null attribute
/// (after a malformed list) is dereferenced (linalg's parseDenseI64ArrayAttr).
struct HazardousOp {
  llvm::StringLiteral name;
  llvm::StringLiteral keyword;
};
constexpr HazardousOp kHazardousOps[] = {
    {"linalg.broadcast", "dimensions"},
    {"linalg.reduce", "dimensions"},
    {"linalg.transpose", "permutation"},
};

bool isBareIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
}

/// Characters of the names after `%`, `@`, `^`, `#` and `!`.
bool isSuffixIdentifierChar(char c) {
  return isBareIdentifierChar(c) || c == '-';
}

/// Skips whitespace and `//` comments.
const char *skipTrivia(const char *pos, const char *end) {
  while (pos != end) {
    if (llvm::isSpace(*pos)) {
      ++pos;
    } else if (*pos == '/' && pos + 1 != end && pos[1] == '/') {
      pos = std::find(pos, end, '\n');
    } else {
      break;
    }
  }
  return pos;
}

/// Skips a string literal whose opening quote is before `pos`; the lexer ends
/// an unterminated one at the end of its line.
const char *skipString(const char *pos, const char *end) {
  while (pos != end && *pos != '"' && *pos != '\n')
    pos += (*pos == '\\' && pos + 1 != end) ? 2 : 1;
  return pos == end ? end : pos + 1;
}

/// Reads an integer as the parser's parseInteger<int64_t> does: an optional
/// `-`, then decimal or `0x` hexadecimal digits whose value fits in 63 bits
/// (int64_t's minimum is refused too: a list of dimensions never holds it).
/// Returns the position after it, or null.
const char *scanInteger(const char *pos, const char *end) {
  if (pos != end && *pos == '-')
    pos = skipTrivia(pos + 1, end);
  bool hex = end - pos > 2 && pos[0] == '0' && pos[1] == 'x' &&
             llvm::isHexDigit(pos[2]);
  if (hex)
    pos += 2;
  const char *digits = pos;
  while (pos != end && (hex ? llvm::isHexDigit(*pos) : llvm::isDigit(*pos)))
    ++pos;
  llvm::APInt value;
  if (pos == digits ||
      llvm::StringRef(digits, pos - digits).getAsInteger(hex ? 16 : 10, value))
    return nullptr;
  return value.getActiveBits() <= 63 ? pos : nullptr;
}

/// Whether `[` integers `]` (possibly none) starts at `pos`, with the
/// separators and trivia the lexer allows.
bool isIntegerList(const char *pos, const char *end) {
  if (pos == end || *pos != '[')
    return false;
  pos = skipTrivia(pos + 1, end);
  if (pos != end && *pos == ']')
    return true;
  while (true) {
    pos = scanInteger(pos, end);
    if (!pos)
      return false;
    pos = skipTrivia(pos, end);
    if (pos == end)
      return false;
    if (*pos == ']')
      return true;
    if (*pos != ',')
      return false;
    pos = skipTrivia(pos + 1, end);
  }
}
} // namespace

LogicalResult mlir::dwc::checkParserHazards(
    llvm::StringRef source,
    llvm::function_ref<void(const char *position, const llvm::Twine &message)>
        report) {
  // Bytecode holds no text to lex; its reader builds attributes itself.
  if (isBytecode(llvm::MemoryBufferRef(source, "")))
    return success();
  const char *pos = source.begin(), *end = source.end();
  // The op whose keyword comes next in valid IR: its list is the first one
  // after its name.
  const HazardousOp *pending = nullptr;
  bool clean = true;
  while ((pos = skipTrivia(pos, end)) != end) {
    char c = *pos;
    if (c == '"') {
      pos = skipString(pos + 1, end);
    } else if (c == '%' || c == '@' || c == '^' || c == '#' || c == '!') {
      ++pos;
      if (pos != end && *pos == '"')
        pos = skipString(pos + 1, end);
      else
        pos = std::find_if_not(pos, end, isSuffixIdentifierChar);
    } else if (llvm::isAlpha(c) || c == '_') {
      const char *start = pos;
      pos = std::find_if_not(pos, end, isBareIdentifierChar);
      llvm::StringRef word(start, pos - start);
      const HazardousOp *op =
          llvm::find_if(kHazardousOps,
                        [&](const HazardousOp &op) { return op.name == word; });
      if (op != std::end(kHazardousOps)) {
        pending = op;
        continue;
      }
      if (!pending || word != pending->keyword)
        continue;
      // Without `=` the parser fails on its own; with it, the list is read.
      const char *equal = skipTrivia(pos, end);
      if (equal != end && *equal == '=') {
        const char *list = skipTrivia(equal + 1, end);
        if (!isIntegerList(list, end)) {
          clean = false;
          report(list, "expected '" + pending->keyword +
                           " = [' 64-bit integers ']' after '" + pending->name +
                           "'");
        }
      }
      pending = nullptr;
    } else {
      ++pos;
    }
  }
  return success(clean);
}

OwningOpRef<ModuleOp>
mlir::dwc::parseSourceFileChecked(llvm::SourceMgr &sourceMgr,
                                  MLIRContext *context) {
  unsigned bufferId = sourceMgr.getMainFileID();
  const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(bufferId);
  LogicalResult checked =
      checkParserHazards(buffer->getBuffer(), [&](const char *position,
                                                  const llvm::Twine &message) {
        auto [line, column] = sourceMgr.getLineAndColumn(
            llvm::SMLoc::getFromPointer(position), bufferId);
        emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                      line, column))
            << message;
      });
  if (failed(checked))
    return nullptr;
  return parseSourceFile<ModuleOp>(sourceMgr, context);
}

OwningOpRef<ModuleOp> mlir::dwc::parseSourceStringChecked(
    llvm::StringRef source, MLIRContext *context, llvm::StringRef sourceName) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(source, sourceName,
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  return parseSourceFileChecked(sourceMgr, context);
}
