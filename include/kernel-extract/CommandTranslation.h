//===- CommandTranslation.h - Database command to clang parse ---*- C++ -*-===//
//
// Each compile command of the database (nvcc, hipcc, clang, a host compiler)
// becomes one device-side clang parse: a single compiler job for one GPU
// (__CUDA_ARCH__ or __HIP_DEVICE_COMPILE__ defined), so that ToolInvocation
// can run it and kernels are seen as the GPU compiler sees them.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_COMMANDTRANSLATION_H
#define KERNEL_EXTRACT_COMMANDTRANSLATION_H

#include "kernel-extract/HostCompiler.h"
#include "kernel-extract/Toolchain.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

enum class CompilerKind { Nvcc, Clang, Hipcc, HostCompiler, NvccInternal };

/// The language a command's source is parsed as.
enum class SourceLanguage { Cuda, Hip };

/// Classifies a command's argv[0] (`/usr/local/cuda/bin/nvcc`, `clang++-19`,
/// `cicc`, ...).
CompilerKind classifyCompiler(llvm::StringRef Argv0);

/// What every translated command gets besides its own flags.
struct TranslationSettings {
  /// CUDA headers; their arguments go on CUDA parses only.
  CudaHeaders Cuda;
  /// The ROCm install HIP parses take their headers from (findRocmPath()),
  /// unless the command names its own `--rocm-path`; empty leaves the choice
  /// to clang's own detection.
  std::string RocmPath;
  std::string ClangResourceDir;
  /// `--extra-arg-before` and `--extra-arg`, as clang tools name them.
  std::vector<std::string> ExtraArgsBefore;
  std::vector<std::string> ExtraArgs;
  /// Used when a CUDA command names no GPU architecture.
  std::string DefaultGpuArch = "sm_80";
  /// Used when a HIP command names no GPU architecture.
  std::string DefaultHipArch = "gfx90a";
  /// Asks nvcc's host compiler for its include directories and _OPENMP
  /// (queryHostCompiler); unset, nvcc parses get neither.
  HostCompilerQuery QueryHostCompiler;
  /// Searched just before the host compiler's directories: stand-ins for
  /// its headers that clang cannot read as they are (gcc's omp.h).
  std::string HostCompatDir;
};

/// A database command turned into a clang command line.
struct ParseCommand {
  std::string File;      ///< Absolute path of the main file.
  std::string Directory; ///< The command's working directory.
  CompilerKind Compiler = CompilerKind::Nvcc;
  /// `-x cuda` or `-x hip` in Args; meaningful when SkipReason is unset.
  SourceLanguage Language = SourceLanguage::Cuda;
  std::vector<std::string> Args; ///< Full clang argv, the file last.
  /// What a standalone unit of this TU is checked with (UnitRepair.h): Args
  /// without the file and without what the project's command added, less
  /// its language standard and device-code options.
  std::vector<std::string> UnitArgs;
  /// The one architecture parsed for: `sm_80` (CUDA) or `gfx90a` (HIP).
  std::string GpuArch;
  /// nvcc options of the original command that change which code nvcc
  /// accepts (`--expt-relaxed-constexpr`, `--extended-lambda`): a unit of
  /// this TU's code compiles with them.
  std::vector<std::string> NvccDialect;
  /// Options of the original command that were dropped because nothing in a
  /// device-side parse corresponds to them ("-Xptxas -v", ...).
  std::vector<std::string> DroppedOptions;
  /// Options the translator does not know, and response or options files
  /// it cannot read; reported once per run.
  std::vector<std::string> UnknownOptions;
  /// Set when the command is not a parse of a CUDA source (a host compile of
  /// a .cpp, an nvcc-internal step, ...): the reason, for the summary.
  std::optional<std::string> SkipReason;
};

/// Translates one database command. `@file` response files (any compiler)
/// and nvcc's `--options-file` are expanded first, relative to the command's
/// directory.
ParseCommand translateCommand(const clang::tooling::CompileCommand &Command,
                              const TranslationSettings &Settings);

/// Parses an architecture name in nvcc or clang spelling (`sm_80`,
/// `compute_70`, `80`) into the number, or 0.
unsigned parseGpuArchNumber(llvm::StringRef Arch);

/// The closest architecture the linked clang accepts for CUDA (`sm_90` for
/// `sm_120`, which clang 19 does not know).
std::string clampGpuArch(unsigned ArchNumber);

} // namespace kx

#endif
