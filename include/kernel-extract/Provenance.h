//===- Provenance.h - Which project, commit and license a dataset is --*- C++ -*-===//
//
// A dataset merged from many projects must say where each kernel came from
// and under which license: a training set has to honour them. Read from the
// files of the checkout (git need not be installed).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PROVENANCE_H
#define KERNEL_EXTRACT_PROVENANCE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace kx {

struct Provenance {
  std::string Name; ///< --project-name, else the project root's name.
  /// When the root is in a git checkout: HEAD's commit, and the URL of the
  /// remote `origin` (else the first remote), credentials removed; a remote
  /// that is a path of this machine is not written.
  std::optional<std::string> Commit;
  std::optional<std::string> Remote;
  /// The license file at the root (else at the checkout's top), absolute,
  /// and its SPDX identifier when it is one of the common licenses.
  std::optional<std::string> LicenseFile;
  std::optional<std::string> Spdx;
};

/// Reads the provenance of the project at \p Root (absolute).
Provenance readProvenance(llvm::StringRef Root, llvm::StringRef Name);

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
