//===- HipEditor.h - Edits and notes on a unit's HIP spelling ---*- C++ -*-===//
//
// What the HIP translation writes: edits at spelling locations (a rename, a
// replaced range) and porting notes anchored where they apply. The
// translation's visitor decides what to edit; this records it, once per
// place.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_HIPEDITOR_H
#define KERNEL_EXTRACT_LIB_HIP_HIPEDITOR_H

#include "Closure/Closure.h"
#include "Support/SourceFacts.h"
#include "Support/TextEdits.h"
#include "kernel-extract/Kernel.h"
#include "clang/Basic/SourceLocation.h"
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace clang {
class Expr;
} // namespace clang

namespace kx {

class HipEditor {
public:
  HipEditor(SourceFacts &Facts, UnitSpelling &Spelling,
            std::vector<HipNote> &Notes, std::set<std::string> &Translations);

  void addNote(llvm::StringRef Kind, clang::FileID File, unsigned Offset,
               std::string Text, std::string Message);

protected:
  /// Whether the token at \p Loc's spelling is \p Name in a file.
  bool spelledToken(clang::SourceLocation Loc, llvm::StringRef Name);

  void rename(clang::SourceLocation Loc, llvm::StringRef Cuda,
              llvm::StringRef Hip);

  /// Replaces the whole of \p Range, when it is written in one place.
  bool replace(clang::SourceRange Range, std::string Text);

  /// Removes the keyword \p Keyword, and the blanks after it, where it is
  /// written as a token between \p Begin and \p End in one file.
  bool removeKeyword(clang::SourceLocation Begin, clang::SourceLocation End,
                     llvm::StringRef Keyword);

  void addEdit(clang::FileID File, TextEdit Edit);

  /// Writes \p Before and \p After around \p Range, whose ends are
  /// written in one file outside macros; the edits inside it stay.
  bool wrap(clang::SourceRange Range, llvm::StringRef Before,
            llvm::StringRef After);

  void untranslated(const clang::Expr &E, llvm::StringRef Name);

  void note(llvm::StringRef Kind, clang::SourceRange Range,
            std::string Message);

  SourceFacts &Facts;
  clang::SourceManager &SM;
  const clang::LangOptions &LO;
  UnitSpelling &Spelling;
  std::vector<HipNote> &Notes;
  std::set<std::string> &Translations;

private:
  std::set<std::pair<clang::FileID, unsigned>> Edited, Inserted;
  std::set<std::tuple<clang::FileID, unsigned, unsigned>> Wrapped;
  std::map<std::tuple<std::string, clang::FileID, unsigned>, size_t> Noted;
};

} // namespace kx

#endif
