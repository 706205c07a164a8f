//===- Toolchain.h - The compilers and headers a run reads ------*- C++ -*-===//
//
// Finding headers is the first thing that goes wrong for a LibTooling program
// built against a distribution's clang: the resource directory (stddef.h,
// float.h, __clang_cuda_*.h), a CUDA SDK that clang accepts, the ROCm install
// HIP parses use, and what nvcc's host compiler adds. This header answers
// each once per run; TranslationSettings carries the answers to every
// translated command, HipOptions says which HIP the output targets.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TOOLCHAIN_H
#define KERNEL_EXTRACT_TOOLCHAIN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kx {

struct HipVersion {
  unsigned Major = 5, Minor = 2;
  bool atLeast(unsigned M, unsigned N) const {
    return Major > M || (Major == M && Minor >= N);
  }
};

/// Parses `MAJOR.MINOR` (5.2 or newer).
llvm::Expected<HipVersion> parseHipVersion(llvm::StringRef Text);

struct HipOptions {
  /// The oldest HIP the output must compile with: `__shfl_*_sync` and the
  /// bfloat16 header depend on it.
  HipVersion Version;
  /// Launches in translated code: `<<<>>>` (HIP-Clang accepts it) or
  /// `hipLaunchKernelGGL`.
  bool LaunchGgl = false;
};

/// Returns clang's resource directory for the libclang-cpp this process runs
/// with, or an empty string when none holds `include/stddef.h`.
std::string findClangResourceDir();

/// Returns kernel-extract's own resource directory (bundled CUDA headers and
/// SDK stand-ins): `<bin>/../share/kernel-extract`, else the source tree's.
std::string findToolResourceDir(const char *Argv0, void *MainAddr);

/// The CUDA headers a parse uses, and the clang arguments that select them.
struct CudaHeaders {
  enum class Kind { SDK, Bundled };
  Kind Source = Kind::Bundled;
  /// The SDK root, or the bundled header directory.
  std::string Path;
  /// `major.minor` read from the SDK's cuda.h, or the version the bundled
  /// headers model.
  std::string Version;
  /// The build number of the SDK's nvcc (88 for `V13.0.88`), for the
  /// `__CUDACC_VER_BUILD__` nvcc commands are parsed with; 0 when unknown,
  /// and for the bundled headers.
  unsigned NvccBuild = 0;
  /// Arguments that go on every CUDA parse (after argv[0]).
  std::vector<std::string> Args;
  /// Arguments that go on the parse of an nvcc command, after Args: the
  /// pre-included header of nvcc's builtins (kernel_extract_nvcc.h).
  std::vector<std::string> NvccArgs;

  /// One line for the user: which headers, and why.
  std::string describe() const;
};

/// The newest CUDA version the linked clang knows, as `major.minor`.
llvm::StringRef newestCudaVersionKnownToClang();

/// Picks the CUDA headers for \p Request: "auto" (an SDK when one is found,
/// else bundled), "bundled", or the path of an SDK. \p ToolResourceDir is the
/// result of findToolResourceDir().
llvm::Expected<CudaHeaders> selectCudaHeaders(llvm::StringRef Request,
                                              llvm::StringRef ToolResourceDir);

/// Returns the root of a ROCm install whose `include/hip/hip_runtime.h`
/// exists, for `--rocm-path`: `$ROCM_PATH`, `$HIP_PATH`, the directory above
/// the `bin/` holding `hipcc` on PATH (`/usr` for Debian's packages), then
/// `/opt/rocm`. Empty when none is found.
std::string findRocmPath();

/// The HIP version of the ROCm install at \p RocmRoot, read from its
/// `include/hip/hip_version.h`; nothing when there is none.
std::optional<HipVersion> installedHipVersion(llvm::StringRef RocmRoot);

/// What a host compiler's preprocessor uses that a clang parse may lack.
struct HostCompilerFacts {
  /// The `#include <...>` search path, in order, C++ standard library
  /// directories left out (clang chooses its own).
  std::vector<std::string> IncludeDirs;
  /// The value of `_OPENMP` when asked with OpenMP on, else empty.
  std::string OpenMPVersion;
};

/// Runs \p Compiler (a name on PATH or a path) as a C++ preprocessor, with
/// -fopenmp when \p OpenMP, and returns what it said; nullopt when it cannot
/// run. Results are cached per (compiler, OpenMP) for the process.
std::optional<HostCompilerFacts> queryHostCompiler(llvm::StringRef Compiler,
                                                   bool OpenMP);

/// How command translation asks; tests give their own.
using HostCompilerQuery =
    std::function<std::optional<HostCompilerFacts>(llvm::StringRef, bool)>;

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

} // namespace kx

#endif
