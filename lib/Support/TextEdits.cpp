//===- TextEdits.cpp - Rewriting a range of a file by offsets -------------===//

#include "TextEdits.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/STLExtras.h"
#include <tuple>

using namespace clang;

namespace kx {

std::string applyEdits(llvm::StringRef Buffer, unsigned Begin, unsigned End,
                       std::vector<TextEdit> Edits) {
  // At one offset, an insertion goes before what replaces the text there,
  // and of two replacements the longer wins. The sort is stable, so two
  // insertions at one offset keep their order.
  llvm::stable_sort(Edits, [](const TextEdit &A, const TextEdit &B) {
    return std::make_tuple(A.Offset, A.Length != 0, -int64_t(A.Length)) <
           std::make_tuple(B.Offset, B.Length != 0, -int64_t(B.Length));
  });
  std::string Text;
  unsigned Cursor = Begin;
  for (const TextEdit &Edit : Edits) {
    if (Edit.Length == 0) {
      // An insertion inside what an edit already replaced goes with it.
      if (Edit.Offset < Cursor || Edit.Offset > End)
        continue;
      Text += Buffer.slice(Cursor, Edit.Offset);
      Text += Edit.Replacement;
      Cursor = Edit.Offset;
      continue;
    }
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

/// Where a conditional group lies in \p File: from the start of its first
/// directive's line to its last directive. False when it is in another file.
static bool groupSpan(const PreprocessorRecord::Conditional &Group,
                      const SourceManager &SM, FileID File, unsigned &Begin,
                      unsigned &Last) {
  if (Group.Directives.empty())
    return false;
  auto [FirstFile, First] = SM.getDecomposedLoc(Group.Directives.front());
  auto [LastFile, LastOffset] = SM.getDecomposedLoc(Group.Directives.back());
  if (FirstFile != File || LastFile != File)
    return false;
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t LineStart = Buffer.rfind('\n', First);
  Begin = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  Last = LastOffset;
  return true;
}

std::vector<TextEdit> conditionalEdits(const PreprocessorRecord &Record,
                                       const SourceManager &SM, FileID File,
                                       unsigned Begin, unsigned End,
                                       bool DeviceBranches) {
  std::vector<TextEdit> Edits;
  llvm::StringRef Buffer = SM.getBufferData(File);
  for (const PreprocessorRecord::Conditional &Group : Record.Conditionals) {
    unsigned GroupBegin, Last;
    bool KeptAsWritten =
        Group.TestsCompiler && !(DeviceBranches && Group.TestsDevicePass);
    if (KeptAsWritten || !groupSpan(Group, SM, File, GroupBegin, Last) ||
        Last < Begin || GroupBegin >= End)
      continue;
    // Also a group the range only partly holds (a declaration that starts
    // inside `#if FAST` and ends after its #endif): its lines in the range
    // go, and so does what it skipped there.
    for (SourceLocation Directive : Group.Directives) {
      unsigned Offset = SM.getFileOffset(Directive);
      if (Offset >= Begin && Offset < End)
        Edits.push_back(lineRemoval(Buffer, Offset));
    }
    // A skipped range starts at its directive's `#`; Directives hold the
    // directive names after it (`#  ifdef`: spaces too).
    // Only what this group skipped: an include guard's group spans the
    // whole file, the branches of the groups inside it included.
    auto LineStart = [&](unsigned Offset) {
      size_t Start = Buffer.rfind('\n', Offset);
      return Start == llvm::StringRef::npos ? 0 : unsigned(Start + 1);
    };
    for (SourceRange Skipped : Record.Skipped) {
      auto [FromFile, From] = SM.getDecomposedLoc(Skipped.getBegin());
      if (FromFile != File || From < GroupBegin || From > Last ||
          llvm::none_of(Group.Directives, [&](SourceLocation Directive) {
            return LineStart(SM.getFileOffset(Directive)) == LineStart(From);
          }))
        continue;
      auto [ToFile, To] = SM.getDecomposedLoc(Skipped.getEnd());
      To = ToFile == File ? std::min(To, Last) : Last;
      From = std::max(From, Begin);
      To = std::min(To, End);
      if (To > From)
        Edits.push_back({From, To - From, ""});
    }
  }
  return Edits;
}

/// The end of the line holding \p Offset (its newline excluded).
static unsigned lineEnd(llvm::StringRef Buffer, unsigned Offset) {
  size_t End = Buffer.find('\n', Offset);
  return End == llvm::StringRef::npos ? Buffer.size() : End;
}

/// Widens [Begin, End) of \p File to each group that tests the compiler
/// and that \p Takes accepts (given the group and its span, its #endif line
/// included), until no group changes it.
template <typename Accept>
static void widenToGroups(const PreprocessorRecord &Record,
                          const SourceManager &SM, FileID File,
                          unsigned &Begin, unsigned &End, Accept Takes) {
  llvm::StringRef Buffer = SM.getBufferData(File);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const PreprocessorRecord::Conditional &Group : Record.Conditionals) {
      unsigned GroupBegin, Last;
      if (!Group.TestsCompiler ||
          !groupSpan(Group, SM, File, GroupBegin, Last))
        continue;
      unsigned GroupEnd = lineEnd(Buffer, Last);
      if ((GroupBegin >= Begin && GroupEnd <= End) ||
          !Takes(Group, GroupBegin, GroupEnd))
        continue;
      Begin = std::min(Begin, GroupBegin);
      End = std::max(End, GroupEnd);
      Changed = true;
    }
  }
}

void widenToCompilerConditionals(const PreprocessorRecord &Record,
                                 const SourceManager &SM, FileID File,
                                 unsigned &Begin, unsigned &End) {
  widenToGroups(Record, SM, File, Begin, End,
                [&](const PreprocessorRecord::Conditional &Group, unsigned,
                    unsigned) {
                  return llvm::any_of(Group.Directives, [&](SourceLocation D) {
                    unsigned Offset = SM.getFileOffset(D);
                    return Offset >= Begin && Offset < End;
                  });
                });
}

/// Whether [Begin, End) of \p Buffer is preprocessor lines only: directives
/// with their continuation lines, comments and blank lines.
static bool onlyPreprocessorLines(llvm::StringRef Buffer, unsigned Begin,
                                  unsigned End) {
  bool Continued = false, InComment = false;
  for (llvm::StringRef Rest = Buffer.slice(Begin, End); !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef Text = Line.trim();
    bool Continues = Text.ends_with("\\");
    if (InComment) {
      InComment = !Text.contains("*/");
    } else if (!Continued && !Text.empty() && !Text.starts_with("#") &&
               !Text.starts_with("//")) {
      if (!Text.starts_with("/*"))
        return false;
      InComment = !Text.contains("*/");
    }
    Continued = Continues;
  }
  return true;
}

void widenToMacroOnlyConditionals(const PreprocessorRecord &Record,
                                  const SourceManager &SM, FileID File,
                                  unsigned &Begin, unsigned &End) {
  llvm::StringRef Buffer = SM.getBufferData(File);
  widenToGroups(Record, SM, File, Begin, End,
                [&](const PreprocessorRecord::Conditional &, unsigned GroupBegin,
                    unsigned GroupEnd) {
                  return GroupBegin < Begin && GroupEnd >= End &&
                         onlyPreprocessorLines(Buffer, GroupBegin, GroupEnd);
                });
}

size_t findWholeWord(StringRef Text, StringRef Word, size_t From) {
  for (size_t At = Text.find(Word, From); At != StringRef::npos;
       At = Text.find(Word, At + 1)) {
    size_t End = At + Word.size();
    if ((At == 0 || !clang::isAsciiIdentifierContinue(Text[At - 1])) &&
        (End == Text.size() || !clang::isAsciiIdentifierContinue(Text[End])))
      return At;
  }
  return StringRef::npos;
}

std::string replaceAll(StringRef Text, StringRef From, StringRef To) {
  std::string Out;
  for (size_t At; (At = Text.find(From)) != StringRef::npos;) {
    Out += Text.take_front(At);
    Out += To;
    Text = Text.drop_front(At + From.size());
  }
  Out += Text;
  return Out;
}

} // namespace kx
