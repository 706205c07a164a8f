//===- FrameworkPrefix.h - The framework headers a TU enters first -*- C++ -*-//
//
// A PyTorch extension's TUs spend most of their parse in the same torch and
// ATen headers, and they enter them before any code of their own: through
// their kernel header, the project's helper header, and its #include lines.
// Those headers are what one precompiled preamble could hold for every TU
// whose command is the same and that enters them the same way. The main
// files share no #include lines (each begins with its own kernel header),
// so the prefix is read from the parse: the headers outside the project
// that a project file includes before the parser has read a token of the
// project, and before the project defines anything but an include guard or
// writes a pragma other than `once` (either could change what the headers
// say).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_FRAMEWORKPREFIX_H
#define KERNEL_EXTRACT_LIB_PIPELINE_FRAMEWORKPREFIX_H

#include "ExecutionSpaces.h"
#include "Support/SourceFacts.h"
#include "kernel-extract/Dataset.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace clang {
class MacroDirective;
class Preprocessor;
} // namespace clang

namespace kx {

/// Records into \p Prefix, in the order the parse enters them, the
/// headers outside \p Scope that project files include before the
/// project's own code begins (each named as the project spells it). The
/// returned watcher must see every token the parser reads.
TokenWatcher readFrameworkPrefix(clang::Preprocessor &PP,
                                 const ProjectScope &Scope,
                                 std::vector<PrefixHeader> &Prefix);

/// Whether a file is the project's, by FileID, cached.
class ProjectFiles {
public:
  ProjectFiles(const clang::SourceManager &SM, const ProjectScope &Scope)
      : SM(SM), Scope(Scope) {}
  bool contains(clang::FileID File);
  /// Whether \p Loc (expanded) is in a project file.
  bool contains(clang::SourceLocation Loc) {
    return Loc.isValid() && contains(SM.getFileID(SM.getExpansionLoc(Loc)));
  }

private:
  const clang::SourceManager &SM;
  const ProjectScope &Scope;
  llvm::DenseMap<clang::FileID, bool> Known;
  clang::FileID Last;
  bool LastContained = false;
};

/// The include guards of a project's files: an `#ifndef` and the empty
/// `#define` of the name it tested, which no framework header reads.
class IncludeGuards {
public:
  void sawIfndef(clang::FileID File, const clang::IdentifierInfo *Name) {
    Tested[File] = Name;
  }
  /// Whether \p MD, \p Name's definition in \p File, is its guard.
  bool isGuard(clang::FileID File, const clang::Token &Name,
               const clang::MacroDirective *MD) const;

private:
  llvm::DenseMap<clang::FileID, const clang::IdentifierInfo *> Tested;
};

/// Whether the pragma directive at \p Loc is `#pragma once`.
bool isPragmaOnce(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace kx

#endif
