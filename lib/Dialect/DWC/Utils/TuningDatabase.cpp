//===- TuningDatabase.cpp - measured schedules keyed by layer -------------===//

#include "dwc/Dialect/DWC/Utils/TuningDatabase.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::dwc;

std::string mlir::dwc::getLayerSignature(Operation *op) {
  std::string signature;
  llvm::raw_string_ostream os(signature);
  os << op->getName() << "(";
  llvm::interleaveComma(op->getOperandTypes(), os);
  os << ")";
  // Inherent and discardable attributes, sorted by name (a DictionaryAttr
  // is), without the schedule.
  SmallVector<NamedAttribute> attributes;
  for (NamedAttribute attribute : op->getAttrDictionary())
    if (attribute.getName() != kScheduleAttrName &&
        attribute.getName() != kTunedAttrName)
      attributes.push_back(attribute);
  if (!attributes.empty()) {
    os << " {";
    llvm::interleaveComma(attributes, os, [&](NamedAttribute attribute) {
      os << attribute.getName().getValue() << " = " << attribute.getValue();
    });
    os << "}";
  }
  return signature;
}

/// The key of an entry: chip and signature.
static std::string getKey(llvm::StringRef chip, llvm::StringRef signature) {
  return (chip + "\n" + signature).str();
}

FailureOr<TuningDatabase> TuningDatabase::parse(llvm::StringRef text,
                                                std::string &error) {
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (!json) {
    error = "not JSON: " + llvm::toString(json.takeError());
    return failure();
  }
  const llvm::json::Object *root = json->getAsObject();
  if (!root) {
    error = "expected an object with 'version' and 'entries'";
    return failure();
  }
  std::optional<int64_t> version = root->getInteger("version");
  if (!version || *version != 1) {
    error = "expected 'version' 1";
    return failure();
  }
  const llvm::json::Array *list = root->getArray("entries");
  if (!list) {
    error = "expected an array 'entries'";
    return failure();
  }
  TuningDatabase database;
  for (auto [index, value] : llvm::enumerate(*list)) {
    std::string where = "entry " + std::to_string(index);
    const llvm::json::Object *object = value.getAsObject();
    if (!object) {
      error = where + ": expected an object";
      return failure();
    }
    TuningEntry entry;
    for (auto [field, target] :
         {std::pair{"chip", &entry.chip}, std::pair{"signature", &entry.signature},
          std::pair{"config", &entry.config}}) {
      std::optional<llvm::StringRef> string = object->getString(field);
      if (!string || string->empty()) {
        error = where + ": expected a non-empty string '" + field + "'";
        return failure();
      }
      *target = string->str();
    }
    std::optional<double> micros = object->getNumber("micros");
    if (!micros || !std::isfinite(*micros) || *micros <= 0) {
      error = where + ": expected a positive number 'micros'";
      return failure();
    }
    entry.micros = *micros;
    std::string key = getKey(entry.chip, entry.signature);
    if (!database.entries.try_emplace(key, std::move(entry)).second) {
      error = where + ": a second entry for the same chip and signature";
      return failure();
    }
  }
  return database;
}

const TuningEntry *TuningDatabase::lookup(llvm::StringRef chip,
                                          llvm::StringRef signature) const {
  auto it = entries.find(getKey(chip, signature));
  return it == entries.end() ? nullptr : &it->second;
}
