//===- ParseDiagnostics.h - What went wrong in a TU, and the fix -*- C++ -*-=//
//
// A failed parse is reported with its first error. The commonest failure in
// real projects is a third-party header that is not installed or not on the
// include path (ATen, say): that one is named, with the -I that would fix it
// when a directory on this machine provides the header.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PARSEDIAGNOSTICS_H
#define KERNEL_EXTRACT_PARSEDIAGNOSTICS_H

#include "IgnoredSpellings.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace kx {

/// A place in a file: its real path and an offset.
using SourceSite = std::pair<std::string, unsigned>;

/// What a parse reads as nvcc reads it, because an earlier parse of the TU
/// failed where nvcc does not.
struct NvccReadings {
  /// Functions declared with two execution spaces (ExecutionSpaces.h).
  std::vector<SourceSite> HostDevice;
  /// Text nvcc ignores (IgnoredSpellings.h): restrict qualifiers on types
  /// that are not pointers, default arguments added out of line.
  std::vector<IgnoredSpelling> Ignored;

  /// Adds \p More's sites, each once; whether any was new.
  bool add(const NvccReadings &More);
};

/// Collects a TU's errors: the first, up to a few more for metadata, the
/// headers not found, and where each error is (to tell which kernels'
/// own code parsed).
class ParseDiagnostics : public clang::DiagnosticConsumer {
public:
  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  std::string FirstError;
  std::vector<std::string> Errors; ///< The first few, described.
  std::vector<std::string> MissingHeaders;
  /// Each error's expansion location.
  std::vector<SourceSite> ErrorLocations;
  /// What the errors ask the next parse to read as nvcc does: both
  /// declarations of each function clang rejected for being declared with
  /// two execution spaces, the restrict qualifiers it rejected on values,
  /// the default arguments it rejected on templates' out-of-line members.
  NvccReadings Asked;

  static constexpr unsigned MaxKeptErrors = 10;

private:
  /// The note after such an error names the other declaration.
  bool NextNoteIsRedeclared = false;
  const clang::LangOptions *LangOpts = nullptr;
  const clang::Preprocessor *PP = nullptr;
};

/// The directory that, given as -I, makes `#include <Header>` resolve: the
/// first (by path) directory under \p ProjectRoot, /usr/include or
/// /usr/local/include that holds Header. Empty when none does.
std::string includeDirectoryFor(llvm::StringRef Header,
                                llvm::StringRef ProjectRoot);

/// The one-line advice for a missing header.
std::string missingHeaderAdvice(llvm::StringRef Header,
                                llvm::StringRef ProjectRoot);

} // namespace kx

#endif
