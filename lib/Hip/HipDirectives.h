//===- HipDirectives.h - What the preprocessor hides from the AST -*- C++ -*-=//
//
// The HIP translation of what a walk of the AST does not see: compiler tests
// in the copied `#if` lines (`__CUDACC__`, `__CUDA_ARCH__`) and toolchain
// macros expanded in the copied text (`CUDART_PI_F`, `__grid_constant__`).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_HIPDIRECTIVES_H
#define KERNEL_EXTRACT_LIB_HIP_HIPDIRECTIVES_H

#include "HipEditor.h"
#include "HipTranslation.h"
#include "Support/DeclOrigin.h"
#include "Support/PreprocessorRecord.h"

namespace kx {

class HipDirectives : public HipEditor {
public:
  HipDirectives(SourceFacts &Facts, OriginClassifier &Origins,
                const HipOptions &Options, UnitSpelling &Spelling,
                std::vector<HipNote> &Notes,
                std::set<std::string> &Translations,
                std::set<std::string> &Unavailable)
      : HipEditor(Facts, Spelling, Notes, Translations), Origins(Origins),
        Options(Options), Unavailable(Unavailable) {}

  /// Notes on conditional groups kept as written that test __CUDA_ARCH__.
  void conditionals(const PreprocessorRecord &Record,
                    const std::vector<CopiedRange> &Ranges);

  /// Toolchain macros expanded in the copied text (the AST does not see
  /// them).
  void macros(const PreprocessorRecord &Record,
              const std::vector<CopiedRange> &Ranges);

  /// Text nvcc ignores and clang rejects, in the copied text:
  /// dropped (HIP-Clang would reject them).
  void ignoredText(const PreprocessorRecord &Record,
                   const std::vector<CopiedRange> &Ranges);

protected:
  OriginClassifier &Origins;
  const HipOptions &Options;
  std::set<std::string> &Unavailable;

private:
  void translateCompilerTests(clang::SourceLocation Directive);
};

} // namespace kx

#endif
