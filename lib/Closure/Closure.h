//===- Closure.h - A kernel with everything it needs, alone -----*- C++ -*-===//
//
// A kernel file alone does not compile: it calls __device__ helpers and uses
// project macros, types and constants. The closure collects them on the AST
// (transitively, overloads as Sema resolved them), copies the project's own
// text in source order, and turns declarations of system and SDK headers
// into #include lines.
//
// Collecting and writing are separate: the same contents are written as the
// CUDA unit and, with a translation's edits, as the HIP unit.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_CLOSURE_H
#define KERNEL_EXTRACT_CLOSURE_H

#include "Support/DeclOrigin.h"
#include "Support/LiftedLambda.h"
#include "Support/PreprocessorRecord.h"
#include "Support/SourceFacts.h"
#include "Support/TextEdits.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/DenseMap.h"
#include <set>

namespace clang {
class Decl;
class FunctionDecl;
class NamedDecl;
} // namespace clang

namespace kx {

/// A range of a file copied into a unit, with the namespaces it is wrapped
/// in.
struct CopiedRange {
  clang::FileID File;
  unsigned Begin = 0, End = 0;
  std::string Open, Close; ///< `namespace a {` lines and their closing.
  /// Edits of the text itself (members of a library class left out).
  std::vector<TextEdit> Edits;
  /// A library's declaration: its `#if __CUDA_ARCH__` groups keep the
  /// device branch, whose dependencies the walk (of the device parse) saw;
  /// the host branch reaches into the library's host-only helpers.
  bool DeviceBranchesOnly = false;
};

/// How the kernel itself ends a unit: its text with \p Edits (template
/// arguments), then \p Trailer (an explicit instantiation).
struct KernelSource {
  CopiedRange Range;
  std::vector<TextEdit> Edits;
  std::string Trailer;
};

/// The kernel as written from \p Begin (its first token, or the first after
/// `template <...>`) to its end, with \p Edits.
KernelSource kernelSource(const clang::FunctionDecl &Kernel, unsigned Begin,
                          std::vector<TextEdit> Edits, SourceFacts &Facts);

/// What a unit holds, before it is written.
struct UnitContents {
  /// The kernel as written: the pattern of a template's specialization.
  const clang::FunctionDecl *WrittenKernel = nullptr;
  /// The definition the unit is for: the specialization of a variant (its
  /// calls resolved), else WrittenKernel.
  const clang::FunctionDecl *Definition = nullptr;
  /// Declarations whose text is copied, in TU order, and their ranges.
  std::vector<const clang::Decl *> Decls;
  std::vector<CopiedRange> Code;
  /// #define lines of project macros, in definition order.
  std::vector<CopiedRange> MacroDefinitions;
  /// Macros given on the command line (-DTHREADS=256), and library macros
  /// written in standard terms, as #define lines.
  std::string CommandLineMacros;
  /// The build's defines that switch CUDA's half and bfloat16 operators and
  /// conversions off (PyTorch's -D__CUDA_NO_HALF_OPERATORS__), as #define
  /// lines: a unit that includes <cuda_fp16.h> or <cuda_bf16.h> states them
  /// first, so that it compiles in the context its variant was validated
  /// in (c10::Half's comparisons are otherwise ambiguous).
  std::string HalfDefines;
  /// Standard headers those standard spellings need (`<cassert>`).
  std::set<std::string> StandardIncludes;
  /// The lambdas the kernel is instantiated with, written as named classes
  /// between the copied declarations and the kernel: each a sequence of
  /// pieces, its namespaces' lines around them.
  std::vector<std::vector<CopiedRange>> Lambdas;
  /// Their call operators and what they use of their enclosing functions:
  /// walked, and translated, like copied declarations.
  std::vector<const clang::Decl *> LambdaDecls;
  KernelSource Kernel;
  /// File names of the toolchain headers whose declarations the unit uses
  /// (`cuda_fp16.hpp`), whether or not an #include names them; not those
  /// of the CUDA runtime itself.
  std::set<std::string> ToolchainHeaders;
  /// The metadata of the unit (StandaloneUnit without its text).
  StandaloneUnit Facts;
};

/// Whether \p Spelled (`<cuda/std/utility>`, with its brackets) names a
/// header meant to be included: not a library's implementation detail
/// (`<bits/...>`, `<ext/...>`, `<crt/...>`, a `detail`, `impl` or
/// `internal` directory, a component starting with `__`).
bool isPublicHeader(llvm::StringRef Spelled);

/// What a unit's check found missing and its TU declares (lib/Repair): the
/// closure takes them as if the kernel used them, with what they need in
/// turn.
struct ClosureAdditions {
  /// Declarations; a UsingShadowDecl brings its using-declaration too
  /// (`namespace at { using c10::Half; }` for `at::Half`).
  std::vector<const clang::NamedDecl *> Decls;
  /// Macros the TU defines.
  std::vector<std::string> Macros;
  bool empty() const { return Decls.empty() && Macros.empty(); }
};

/// Collects the unit of one variant. \p Definition is the kernel, or for a
/// template the specialization Sema instantiated (its body names the
/// overloads and specializations used). \p Additions, when given, are
/// added to what the walk finds.
UnitContents collectUnit(const clang::FunctionDecl &Definition,
                         KernelSource Kernel, SourceFacts &Facts,
                         const PreprocessorRecord &Record,
                         const ProjectScope &Scope,
                         const ToolchainDirectories &Toolchain,
                         const ClosureAdditions *Additions = nullptr);

/// How to write a unit: its #include lines, what precedes them, and edits
/// on the copied text beyond resolving the TU's conditional compilation.
struct UnitSpelling {
  std::string Prologue;
  std::vector<std::string> Includes; ///< Spelled: `<cuda_fp16.h>`.
  /// Written after the includes: what the unit defines for a toolchain
  /// that lacks it.
  std::string Definitions;
  llvm::DenseMap<clang::FileID, std::vector<TextEdit>> Edits;
  /// Source positions whose 1-based line in the written unit is wanted
  /// (where a translation note points); 0 when the unit does not hold it.
  std::vector<std::pair<clang::FileID, unsigned>> Anchors;
};

struct WrittenUnit {
  std::string Text;
  std::vector<unsigned> AnchorLines; ///< One per UnitSpelling::Anchors.
};

WrittenUnit writeUnit(const UnitContents &Contents,
                      const UnitSpelling &Spelling, SourceFacts &Facts,
                      const PreprocessorRecord &Record);

/// Every range of text \p Contents copies: declarations, macro
/// definitions, lambdas, the kernel.
std::vector<CopiedRange> copiedRanges(const UnitContents &Contents);

/// Whether \p Offset of \p File lies in one of \p Ranges.
bool isCopied(llvm::ArrayRef<CopiedRange> Ranges, clang::FileID File,
              unsigned Offset);

/// The CUDA unit: the includes the closure found, no edits.
StandaloneUnit buildStandaloneUnit(const UnitContents &Contents,
                                   SourceFacts &Facts,
                                   const PreprocessorRecord &Record);

} // namespace kx

#endif
