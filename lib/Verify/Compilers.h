//===- Compilers.h - External compilers run by the checks -------*- C++ -*-===//
//
// How the unit checks (Verify.cpp) and the harness checks (HarnessCheck.cpp)
// run nvcc and hipcc: in the run's scratch directory, their temporaries
// there too, each check's command recorded as a user would run it from the
// output directory.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_VERIFY_COMPILERS_H
#define KERNEL_EXTRACT_VERIFY_COMPILERS_H

#include "kernel-extract/Kernel.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

class ScratchDirectory;

/// Where the external compilers run: their logs, and TMPDIR pointed into
/// the run's scratch directory, so the temporaries nvcc and hipcc leave
/// behind (hipcc leaves directories) go when the scratch directory does.
struct CompilerScratch {
  ScratchDirectory &Scratch;
  std::vector<std::string> Environment;
  std::vector<llvm::StringRef> EnvironmentRefs;

  explicit CompilerScratch(ScratchDirectory &Scratch);
};

/// \p Message with the temporary copy \p File named as the user sees it.
std::string showUnitAs(std::string Message, llvm::StringRef File,
                       llvm::StringRef Shown);

/// Runs \p Program with \p Args in \p Where; \p Shown is the command
/// recorded, and \p File is named \p ShownFile in the error.
VerifyResult runCompiler(CompilerScratch &Where, llvm::StringRef Program,
                         std::vector<std::string> Args, std::string Shown,
                         llvm::StringRef File, llvm::StringRef ShownFile);

/// A check by an external compiler (nvcc, hipcc): `<compiler> <flags> -c
/// <unit> -o /dev/null`, the flags naming the standard (nvccUnitOptions);
/// what the units of one batch share.
struct CompilerCheck {
  std::string Program; ///< The path run.
  std::string Name;    ///< As recorded: `nvcc`, `hipcc`.
  std::vector<std::string> Flags;

  /// The arguments for \p File.
  std::vector<std::string> argsFor(llvm::StringRef File) const;
  /// The command recorded for the unit shown as \p Shown: one a user can
  /// run from the output directory.
  std::string recorded(llvm::StringRef Shown) const;
  bool operator==(const CompilerCheck &O) const {
    return Program == O.Program && Flags == O.Flags;
  }
};

VerifyResult checkWithCompiler(CompilerScratch &Where,
                               const CompilerCheck &Compiler,
                               llvm::StringRef File, llvm::StringRef Shown);

/// A HIP check failed only for a ROCm library the machine lacks (rocThrust,
/// hipCUB) is skipped, naming what is missing.
void skipForMissingLibrary(VerifyResult &Result);

} // namespace kx

#endif
