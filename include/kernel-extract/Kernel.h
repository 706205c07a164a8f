//===- Kernel.h - What the pipeline knows about a kernel --------*- C++ -*-===//
//
// Plain data that outlives the AST it came from: each translation unit is
// parsed, reduced to these records and released, so a run over a large
// database holds one AST per worker and the records of every kernel.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_KERNEL_H
#define KERNEL_EXTRACT_KERNEL_H

#include <optional>
#include <string>
#include <vector>

namespace kx {

/// A range of source text, in 1-based lines and columns.
struct SourceSpan {
  std::string File; ///< Absolute, symlinks resolved.
  unsigned BeginLine = 0, BeginColumn = 0;
  unsigned EndLine = 0, EndColumn = 0;
  unsigned BeginOffset = 0; ///< Byte offset of the start in File.
};

struct KernelParameter {
  std::string Type; ///< As clang prints it ("const float *").
  std::string Name;
};

struct TemplateParameter {
  enum class Kind { Type, NonType, Template };
  Kind ParamKind = Kind::Type;
  std::string Name;
  std::string Text; ///< As written ("typename T", "int BLOCK = 256").
};

/// A `__global__` function definition of the project.
struct Kernel {
  /// Identity across translation units: the file and offset of its first
  /// token, so a header seen by many TUs yields one kernel.
  std::string Key;
  std::string Name;
  std::string QualifiedName;
  SourceSpan Span;
  std::string Text; ///< The definition exactly as written.
  std::vector<KernelParameter> Parameters;
  /// Empty for a kernel that is not a template.
  std::vector<TemplateParameter> TemplateParameters;
  bool IsTemplate = false;
  /// The translation unit it was taken from (the first that parsed it).
  std::string TranslationUnit;
};

/// A `kernel<<<grid, block, shmem, stream>>>(...)` site.
struct LaunchSite {
  /// The launched kernel's Key when its definition was visible, else empty;
  /// KernelName is then used to attribute it.
  std::string KernelKey;
  std::string KernelQualifiedName;
  std::string File; ///< Absolute path of the launch's (expansion) location.
  unsigned Line = 0, Column = 0;
  std::string EnclosingFunction;
  /// Source text of each configuration argument; nullopt when defaulted.
  std::optional<std::string> Grid, Block, SharedMemory, Stream;
  /// Template arguments of each instantiation launched from this site
  /// ("float", "double"); empty for a non-template kernel.
  std::vector<std::string> TemplateArguments;
};

} // namespace kx

#endif
