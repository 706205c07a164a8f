//===- TextEdits.cpp - Rewriting a range of a file by offsets -------------===//

#include "kernel-extract/TextEdits.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace kx {

std::string applyEdits(llvm::StringRef Buffer, unsigned Begin, unsigned End,
                       std::vector<TextEdit> Edits) {
  llvm::sort(Edits, [](const TextEdit &A, const TextEdit &B) {
    return std::make_pair(A.Offset, -int64_t(A.Length)) <
           std::make_pair(B.Offset, -int64_t(B.Length));
  });
  std::string Text;
  unsigned Cursor = Begin;
  for (const TextEdit &Edit : Edits) {
    unsigned EditEnd = Edit.Offset + Edit.Length;
    if (Edit.Offset < Begin || EditEnd > End || EditEnd <= Cursor)
      continue;
    if (Edit.Offset < Cursor) { // Overlaps a removal already made.
      Cursor = EditEnd;
      continue;
    }
    Text += Buffer.slice(Cursor, Edit.Offset);
    Text += Edit.Replacement;
    Cursor = EditEnd;
  }
  Text += Buffer.slice(Cursor, End);
  return Text;
}

/// The whole line holding \p Offset, its newline included.
static TextEdit lineRemoval(llvm::StringRef Buffer, unsigned Offset) {
  size_t Start = Buffer.rfind('\n', Offset);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  size_t Stop = Offset;
  // A directive may continue over lines ending in a backslash.
  while (true) {
    Stop = Buffer.find('\n', Stop);
    if (Stop == llvm::StringRef::npos) {
      Stop = Buffer.size();
      break;
    }
    if (Stop == 0 || Buffer[Stop - 1] != '\\') {
      ++Stop;
      break;
    }
    ++Stop;
  }
  return {unsigned(Start), unsigned(Stop - Start), ""};
}

std::vector<TextEdit> conditionalEdits(const PreprocessorRecord &Record,
                                       const SourceManager &SM, FileID File,
                                       unsigned Begin, unsigned End) {
  std::vector<TextEdit> Edits;
  llvm::StringRef Buffer = SM.getBufferData(File);
  auto Inside = [&](SourceLocation Loc, unsigned &Offset) {
    auto [FID, Off] = SM.getDecomposedLoc(Loc);
    Offset = Off;
    return FID == File && Off >= Begin && Off < End;
  };
  for (const PreprocessorRecord::Conditional &Group : Record.Conditionals) {
    if (Group.TestsCompiler || Group.Directives.empty())
      continue;
    unsigned First, Last;
    if (!Inside(Group.Directives.front(), First) ||
        !Inside(Group.Directives.back(), Last))
      continue;
    for (SourceLocation Directive : Group.Directives) {
      unsigned Offset;
      if (Inside(Directive, Offset))
        Edits.push_back(lineRemoval(Buffer, Offset));
    }
    // A skipped range starts at its directive's `#`; Directives hold the
    // directive names after it (`#  ifdef`: spaces too).
    size_t FirstLine = Buffer.rfind('\n', First);
    FirstLine = FirstLine == llvm::StringRef::npos ? 0 : FirstLine + 1;
    for (SourceRange Skipped : Record.Skipped) {
      unsigned From, To;
      if (Inside(Skipped.getBegin(), From) && From >= FirstLine &&
          From <= Last) {
        auto [FID, Off] = SM.getDecomposedLoc(Skipped.getEnd());
        To = FID == File ? std::min(Off, Last) : Last;
        if (To > From)
          Edits.push_back({From, To - From, ""});
      }
    }
  }
  return Edits;
}

} // namespace kx
