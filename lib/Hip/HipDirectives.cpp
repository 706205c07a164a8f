//===- HipDirectives.cpp - What the preprocessor hides from the AST -------===//

#include "HipDirectives.h"
#include "clang/Lex/MacroInfo.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

void HipDirectives::conditionals(const PreprocessorRecord &Record,
                                 const std::vector<CopiedRange> &Ranges) {
  for (const PreprocessorRecord::Conditional &Group : Record.Conditionals) {
    if (!Group.TestsCompiler || Group.Directives.empty())
      continue;
    auto [File, Offset] = SM.getDecomposedLoc(Group.Directives.front());
    if (!isCopied(Ranges, File, Offset))
      continue;
    llvm::StringRef Buffer = SM.getBufferData(File);
    for (SourceLocation Directive : Group.Directives)
      translateCompilerTests(Directive);
    size_t LineStart = Buffer.rfind('\n', Offset);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Line = Buffer.substr(LineStart).split('\n').first.rtrim();
    if (Line.contains("__CUDA_ARCH__"))
      addNote("cuda-arch", File, Offset, Line.str(),
              "HIP-Clang does not define __CUDA_ARCH__: the device pass "
              "takes the branch written for the host");
  }
}

void HipDirectives::macros(const PreprocessorRecord &Record,
                           const std::vector<CopiedRange> &Ranges) {
  for (const PreprocessorRecord::Expansion &Use : Record.Expansions) {
    auto [File, Offset] = SM.getDecomposedLoc(Use.Loc);
    if (!isCopied(Ranges, File, Offset) ||
        Origins.of(Use.Macro->getDefinitionLoc()) != Origin::Toolchain)
      continue;
    // HIP passes kernel arguments in constant memory already.
    if (Use.Name == "__grid_constant__" && spelledToken(Use.Loc, Use.Name)) {
      llvm::StringRef Buffer = SM.getBufferData(File);
      size_t Next = Buffer.find_first_not_of(" \t", Offset + Use.Name.size());
      addEdit(File, {Offset, unsigned(Next - Offset), ""});
      Translations.insert("__grid_constant__ -> (removed: HIP kernel "
                          "arguments are constant)");
      continue;
    }
    // math_constants.h: hip_math_constants.h has each CUDART_X as HIP_X.
    if (llvm::StringRef(Use.Name).starts_with("CUDART_")) {
      if (Options.Version.atLeast(5, 3)) {
        rename(Use.Loc, Use.Name, "HIP_" + Use.Name.substr(7));
      } else {
        std::string Why = fmt::format(
            "{}: HIP has its math constants (HIP_*) from 5.3 on", Use.Name);
        note("no-hip-equivalent", SourceRange(Use.Loc, Use.Loc), Why);
        Unavailable.insert(Use.Name);
      }
      continue;
    }
    if (std::optional<llvm::StringRef> Hip = hipName(Use.Name, Options.Version))
      rename(Use.Loc, Use.Name, *Hip);
  }
}

void HipDirectives::ignoredText(const PreprocessorRecord &Record,
                                const std::vector<CopiedRange> &Ranges) {
  for (const IgnoredText &Ignored : Record.Ignored) {
    auto [File, Offset] = SM.getDecomposedLoc(Ignored.Range.getBegin());
    if (!isCopied(Ranges, File, Offset))
      continue;
    // HIP-Clang rejects the construction as clang does: the porter's call.
    if (Ignored.What == IgnoredText::Kind::SharedWithConstructor) {
      note("shared-constructor", Ignored.Range.getAsRange(),
           "a __shared__ variable whose constructor runs code: nvcc skips "
           "the construction (a warning), HIP-Clang rejects it");
      continue;
    }
    llvm::StringRef Buffer = SM.getBufferData(File);
    unsigned End = SM.getFileOffset(Ignored.Range.getEnd());
    size_t Next = Buffer.find_first_not_of(" \t", End);
    addEdit(File, {Offset, unsigned(Next - Offset), ""});
    bool OnValue = Ignored.What == IgnoredText::Kind::RestrictOnValue;
    Translations.insert(fmt::format(
        "{} {} -> (removed: nvcc ignores it, HIP-Clang rejects it)",
        Buffer.slice(Offset, End).trim().str(),
        OnValue ? "on a value" : "on a template member's out-of-line "
                                 "definition"));
  }
}

/// `#ifdef __CUDACC__` means "compiled by the GPU compiler": HIP-Clang
/// says so with __HIPCC__. (__CUDA_ARCH__ has no faithful equivalent
/// for its numeric tests: it is flagged, not rewritten.)
void HipDirectives::translateCompilerTests(SourceLocation Directive) {
  auto [File, Offset] = SM.getDecomposedLoc(Directive);
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t End = Buffer.find('\n', Offset);
  if (End == llvm::StringRef::npos)
    End = Buffer.size();
  for (size_t At = findWholeWord(Buffer, "__CUDACC__", Offset); At < End;
       At = findWholeWord(Buffer, "__CUDACC__", At + 1)) {
    addEdit(File, {unsigned(At), 10, "__HIPCC__"});
    Translations.insert("__CUDACC__ -> __HIPCC__");
  }
}

} // namespace kx
