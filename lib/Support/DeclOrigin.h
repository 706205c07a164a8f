//===- DeclOrigin.h - Whose code a declaration is ---------------*- C++ -*-===//
//
// Every stage that writes code asks where a declaration came from: the
// project's own code is copied, the toolchain's (CUDA SDK, ROCm, clang, the
// C and C++ libraries, and header-only libraries installed in the system's
// include directories) is #included; anything else is a third-party
// dependency whose declarations a unit copies when it can.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_DECLORIGIN_H
#define KERNEL_EXTRACT_DECLORIGIN_H

#include "SourceFacts.h"
#include <string>
#include <vector>

namespace kx {

/// Directories whose headers are the toolchain's (the CUDA SDK or bundled
/// headers, clang's resource directory, ROCm, the C and C++ libraries):
/// what they declare is #included, never copied.
struct ToolchainDirectories {
  std::vector<std::string> Roots;
  bool contains(llvm::StringRef RealPath) const;
};

enum class Origin {
  Project,    ///< Under the project root, not a system header.
  Toolchain,  ///< A toolchain header (see ToolchainDirectories).
  ThirdParty, ///< Any other header (ATen, a vendored library...).
  Builtin     ///< No file: predefined, the command line, a builtin.
};

/// Whether \p RealPath is a header of a library installed where every
/// compiler looks (`/usr/include/glm/vec3.hpp`): a unit includes it as the
/// project does, as it includes CUB, and copies none of it. PyTorch's
/// headers are not such a library: a unit carries what device code uses of
/// them.
bool isSystemLibraryHeader(llvm::StringRef RealPath);

class OriginClassifier {
public:
  OriginClassifier(SourceFacts &Facts, const ProjectScope &Scope,
                   const ToolchainDirectories &Toolchain)
      : Facts(Facts), Scope(Scope), Toolchain(Toolchain) {}

  /// Where the code at \p Loc (its expansion) was written.
  Origin of(clang::SourceLocation Loc);

private:
  SourceFacts &Facts;
  const ProjectScope &Scope;
  const ToolchainDirectories &Toolchain;
};

} // namespace kx

#endif
