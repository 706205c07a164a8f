//===- UnitText.cpp - Writing a unit from its collected contents ----------===//
//
// A unit is written as: a comment naming the kernel, the prologue, the
// #include lines, the macros, the copied declarations in source order, the
// lambdas the kernel is instantiated with as named classes, the kernel.
// Copied text loses the conditional-compilation lines the TU resolved, and
// takes the spelling's own edits (a translation's).
//
//===----------------------------------------------------------------------===//

#include "Closure.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/STLExtras.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

class UnitWriter {
public:
  UnitWriter(const UnitSpelling &Spelling, SourceFacts &Facts,
             const PreprocessorRecord &Record, WrittenUnit &Out)
      : Spelling(Spelling), SM(Facts.SM), Record(Record), Out(Out) {
    Out.AnchorLines.assign(Spelling.Anchors.size(), 0);
  }

  void text(llvm::StringRef Text) { Out.Text += Text; }

  /// Writes \p Range with \p Edits, the spelling's edits and the resolved
  /// conditionals applied, and places the anchors it holds.
  void copy(const CopiedRange &Range, std::vector<TextEdit> Edits,
            bool ResolveConditionals) {
    llvm::append_range(Edits, Range.Edits);
    if (ResolveConditionals)
      for (TextEdit &Edit :
           conditionalEdits(Record, SM, Range.File, Range.Begin, Range.End,
                            Range.DeviceBranchesOnly))
        Edits.push_back(std::move(Edit));
    if (auto It = Spelling.Edits.find(Range.File); It != Spelling.Edits.end())
      for (const TextEdit &Edit : It->second)
        if (Edit.Offset >= Range.Begin &&
            Edit.Offset + Edit.Length <= Range.End)
          Edits.push_back(Edit);
    llvm::StringRef Buffer = SM.getBufferData(Range.File);
    unsigned FirstLine = 1 + llvm::count(Out.Text, '\n');
    for (size_t I = 0; I < Spelling.Anchors.size(); ++I) {
      auto [File, Offset] = Spelling.Anchors[I];
      if (File != Range.File || Offset < Range.Begin || Offset >= Range.End ||
          Out.AnchorLines[I])
        continue;
      std::string Before = applyEdits(Buffer, Range.Begin, Offset, Edits);
      Out.AnchorLines[I] = FirstLine + llvm::count(Before, '\n');
    }
    Out.Text += applyEdits(Buffer, Range.Begin, Range.End, std::move(Edits));
  }

private:
  const UnitSpelling &Spelling;
  const SourceManager &SM;
  const PreprocessorRecord &Record;
  WrittenUnit &Out;
};

} // namespace

std::vector<CopiedRange> copiedRanges(const UnitContents &Contents) {
  std::vector<CopiedRange> Ranges = Contents.Code;
  llvm::append_range(Ranges, Contents.MacroDefinitions);
  for (const std::vector<CopiedRange> &Lambda : Contents.Lambdas)
    llvm::append_range(Ranges, Lambda);
  Ranges.push_back(Contents.Kernel.Range);
  return Ranges;
}

bool isCopied(llvm::ArrayRef<CopiedRange> Ranges, clang::FileID File,
              unsigned Offset) {
  return llvm::any_of(Ranges, [&](const CopiedRange &R) {
    return R.File == File && Offset >= R.Begin && Offset < R.End;
  });
}

WrittenUnit writeUnit(const UnitContents &Contents,
                      const UnitSpelling &Spelling, SourceFacts &Facts,
                      const PreprocessorRecord &Record) {
  WrittenUnit Out;
  UnitWriter Writer(Spelling, Facts, Record, Out);
  Writer.text(fmt::format(
      "// {}: the kernel and what it needs from its project, in source\n"
      "// order (written by kernel-extract).\n",
      Contents.WrittenKernel->getQualifiedNameAsString()));
  Writer.text(Spelling.Prologue);
  if (llvm::any_of(Spelling.Includes, [](llvm::StringRef Include) {
        return Include == "<cuda_fp16.h>" || Include == "<cuda_bf16.h>";
      }))
    Writer.text(Contents.HalfDefines);
  for (const std::string &Include : Spelling.Includes)
    Writer.text("#include " + Include + "\n");
  Writer.text("\n");
  Writer.text(Spelling.Definitions);

  if (!Contents.CommandLineMacros.empty() ||
      !Contents.MacroDefinitions.empty()) {
    Writer.text(Contents.CommandLineMacros);
    for (const CopiedRange &Definition : Contents.MacroDefinitions) {
      Writer.copy(Definition, {}, /*ResolveConditionals=*/false);
      Writer.text("\n");
    }
    Writer.text("\n");
  }

  for (const CopiedRange &Range : Contents.Code) {
    Writer.text(Range.Open);
    Writer.copy(Range, {}, /*ResolveConditionals=*/true);
    Writer.text("\n" + Range.Close + "\n");
  }

  for (const std::vector<CopiedRange> &Lambda : Contents.Lambdas) {
    for (const CopiedRange &Piece : Lambda) {
      Writer.text(Piece.Open);
      Writer.copy(Piece, {}, /*ResolveConditionals=*/true);
      Writer.text(Piece.Close);
    }
    Writer.text("\n");
  }

  const KernelSource &Kernel = Contents.Kernel;
  Writer.text(Kernel.Range.Open);
  Writer.copy(Kernel.Range, Kernel.Edits, /*ResolveConditionals=*/true);
  Writer.text(Kernel.Trailer);
  if (!Kernel.Range.Close.empty())
    Writer.text("\n" + Kernel.Range.Close);
  Writer.text("\n");
  return Out;
}

} // namespace kx
