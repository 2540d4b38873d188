//===- PtxIdentifier.cpp - names that PTX accepts ---------------*- C++ -*-===//

#include "dwc/Dialect/DWC/Utils/PtxIdentifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

bool dwc::isPtxIdentifier(StringRef name) {
  return !name.empty() &&
         (llvm::isAlpha(name.front()) || name.front() == '_') &&
         llvm::all_of(name, [](char c) {
           return llvm::isAlnum(c) || c == '_' || c == '$';
         });
}

std::string dwc::getPtxIdentifier(StringRef name) {
  std::string identifier;
  for (char c : name)
    identifier.push_back(llvm::isAlnum(c) ? c : '_');
  if (identifier.empty() || llvm::isDigit(identifier.front()))
    identifier.insert(identifier.begin(), '_');
  return identifier;
}
