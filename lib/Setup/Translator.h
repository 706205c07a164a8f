//===- Translator.h - One database command into a clang parse --*- C++ -*-===//
//
// The state of one command's translation, shared by the nvcc side
// (CommandTranslation.cpp) and the clang/hipcc side (ClangCommand.cpp).
// Internal to kxSetup.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_SETUP_TRANSLATOR_H
#define KERNEL_EXTRACT_SETUP_TRANSLATOR_H

#include "CommandTranslation.h"
#include "llvm/ADT/ArrayRef.h"
#include <set>

namespace kx {

/// \p Path made absolute against \p Directory, dots removed.
std::string absolutePath(llvm::StringRef Directory, llvm::StringRef Path);

/// Expands `@file` arguments and, for nvcc, `--options-file`/`-optf`: each
/// file's contents (GNU quoting) replace the argument, recursively. Relative
/// names resolve against the command's directory, as the build ran there;
/// unreadable and recursive files go to the result's UnknownOptions.
void expandArgumentFiles(llvm::StringRef Directory, bool NvccOptionsFiles,
                         llvm::ArrayRef<std::string> Args,
                         std::vector<std::string> &Out, ParseCommand &Result);

/// The language a clang-style command gives its source: the last `-x`,
/// else the file's extension. None for a host C/C++ compile.
std::optional<SourceLanguage>
clangLanguage(const std::vector<std::string> &Argv, llvm::StringRef File,
              bool Hipcc);

/// Builds a clang command line from pieces of the original one.
class Translator {
public:
  Translator(const clang::tooling::CompileCommand &Command,
             const TranslationSettings &Settings, ParseCommand &Result)
      : Command(Command), Settings(Settings), Result(Result) {}

  void translateNvcc();
  void translateClang(SourceLanguage Language);
  void finish(SourceLanguage Language);

private:
  void addPathOption(llvm::StringRef Flag, llvm::StringRef Path);
  void keepPreprocessorOption(llvm::StringRef Flag, llvm::StringRef Value);
  void addArch(llvm::StringRef Arch);
  /// Records an nvcc option the unit compiles with (nvcc_options).
  void keepNvccOption(llvm::StringRef Option);
  /// Records the TU's C++ standard among them when it is newer than C++17.
  void keepNewerStandard();
  void addHipArch(llvm::StringRef Arch);
  void addGencode(llvm::StringRef Spec);
  void addHostOptions(llvm::StringRef List);
  void addHostCompilerFacts(std::vector<std::string> &Args) const;
  bool isMainFile(llvm::StringRef Arg) const;
  std::string cudaArch() const;
  std::string rocmPathArg() const;

  const clang::tooling::CompileCommand &Command;
  const TranslationSettings &Settings;
  ParseCommand &Result;
  std::vector<std::string> Flags; ///< Translated user flags, in order.
  unsigned HighestArch = 0;
  /// The spelling of HighestArch with its feature suffix (`sm_90a`), kept
  /// because code tests the macros such an architecture defines.
  std::string HighestArchName;
  /// Every architecture the command names, for `__CUDA_ARCH_LIST__`.
  std::set<unsigned> ArchNumbers;
  std::string HipArch;         ///< The first AMD GPU the command names.
  std::string RocmPath;        ///< The command's own --rocm-path.
  std::string HipPath;         ///< The command's own --hip-path.
  std::string PendingHostFlag; ///< `-Xcompiler -isystem -Xcompiler dir`.
  std::string HostCompiler;    ///< nvcc's -ccbin; empty: its default.
  bool HostOpenMP = false;     ///< `-Xcompiler -fopenmp`.
  bool ExplicitCuda = false;   ///< nvcc's `-x cu`.
  bool FromNvcc = false;       ///< Translated from an nvcc command.
};

} // namespace kx

#endif
