//===- TranslationUnitResult.h - One TU's findings as JSON -------*- C++ -*-===//
//
// What the parse of one translation unit found (TranslationUnitResult,
// Dataset.h) is what a shard hands to `kernel-extract merge`, in
// translation-units.json: merging the TUs of every shard with the same code
// a single run uses gives the single run's dataset.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TRANSLATIONUNITRESULT_H
#define KERNEL_EXTRACT_TRANSLATIONUNITRESULT_H

#include "kernel-extract/Dataset.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace kx {

llvm::json::Value toJSON(const TranslationUnitResult &R);
bool fromJSON(const llvm::json::Value &V, TranslationUnitResult &R,
              llvm::json::Path P);

} // namespace kx

#endif
