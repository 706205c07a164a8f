//===- Provenance.h - Which project, commit and license a dataset is --*- C++ -*-===//
//
// A dataset merged from many projects must say where each kernel came from
// and under which license: a training set has to honour them. Read from the
// files of the checkout (git need not be installed).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PROVENANCE_H
#define KERNEL_EXTRACT_PROVENANCE_H

#include "kernel-extract/Dataset.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace kx {

/// The SPDX identifier of a license text, when it is one of the common
/// licenses (MIT, Apache-2.0, BSD-2/3-Clause, GPL/LGPL 2 and 3, AGPL-3.0,
/// MPL-2.0, BSL-1.0, ISC, Unlicense, Zlib).
std::optional<std::string> spdxOfLicense(llvm::StringRef Text);

/// A remote's URL as a dataset may hold it: `user:token@` removed; none for
/// a local path or file:// URL (a machine's own path).
std::optional<std::string> publicRemote(llvm::StringRef Url);

/// `{"name", "commit", "remote", "license": {"file", "spdx"}}`, the known
/// fields only; the license file relative to \p Root.
llvm::json::Object provenanceJson(const Provenance &P, llvm::StringRef Root);

} // namespace kx

#endif
