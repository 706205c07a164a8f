//===- Toolchain.h - Where clang's and CUDA's headers come from -*- C++ -*-===//
//
// Finding headers is the first thing that goes wrong for a LibTooling program
// built against a distribution's clang: the resource directory (stddef.h,
// float.h, __clang_cuda_*.h), a CUDA SDK that clang accepts, and the ROCm
// install HIP parses use. This header answers each once per run.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TOOLCHAIN_H
#define KERNEL_EXTRACT_TOOLCHAIN_H

#include "kernel-extract/HipOptions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

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

} // namespace kx

#endif
