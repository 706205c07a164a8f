//===- UnitRepair.h - Every unit checked, and repaired from its TU -*- C++ -*-=//
//
// Rules decide what a unit copies; a check proves it. Each unit is compiled
// in process (device side, with the linked clang and the CUDA headers the
// parse used) as it is written. When it fails for a name its translation
// unit declares (an undeclared identifier, no member in a namespace, an
// unknown type or template, an incomplete type, a macro used but not
// defined), that declaration is added to the closure with what it needs
// in turn, and the unit is checked again, until it compiles, a round adds
// nothing, or a small bound is reached. What was added is recorded, so
// that the rules that missed it can be improved; a unit that still fails
// is not self-contained, its first error the blocker.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_UNITREPAIR_H
#define KERNEL_EXTRACT_UNITREPAIR_H

#include "Closure/Closure.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class Preprocessor;
} // namespace clang

namespace kx {

/// What every unit parses first, parsed once: clang's CUDA (HIP) runtime
/// wrapper and the tool's compatibility headers, which a parse includes
/// before the unit's own text and which cost nine tenths of a unit's
/// check; and the `#include` lines units begin with, when several units
/// begin with the same (a TU's variants: `<sstream>`, `<vector>`, ...).
/// One precompiled header per distinct command line and lines, built in a
/// scratch directory removed with this object (and on interrupts).
/// Thread-safe.
class UnitPreludes {
public:
  /// \p ScratchIn: where the scratch directory goes (the output
  /// directory, so that nothing is left outside it); empty: the system's
  /// temporary directory.
  explicit UnitPreludes(std::string ScratchIn);
  ~UnitPreludes();

  /// The precompiled header for units checked with \p Args that begin
  /// with the directives \p Leading, or empty when there is none: it
  /// could not be built, or the checks of such units have not yet spent
  /// on these lines what building it cost (the one for no lines, built at
  /// the first ask: what it costs to build one). Until then a check
  /// parses the lines itself, and a header used by a few small units is
  /// never built: it costs more than it saves.
  std::string precompiledFor(const std::vector<std::string> &Args,
                             llvm::StringRef Leading = "");

  /// Tells how long a check of a unit beginning with \p Leading took
  /// without the precompiled header for these lines.
  void noteCheck(const std::vector<std::string> &Args,
                 llvm::StringRef Leading, double Seconds);

private:
  struct State;
  std::unique_ptr<State> S;
};

/// A unit's text split for a precompiled prelude: the directives it
/// begins with (`#include` and one-line `#define` lines, in order) and the
/// text with every line before its first declaration blanked, so that
/// errors keep their line numbers.
struct LeadingDirectives {
  std::string Directives;
  std::string Rest;
};
LeadingDirectives splitLeadingDirectives(llvm::StringRef UnitText);

struct UnitCheckSettings {
  /// The clang command line a unit of the TU is checked with, less the
  /// unit's file: the parse's own, without what the project's command
  /// added (its -I, -D and -include).
  std::vector<std::string> Args;
  /// Checks after the first, each after a repair.
  unsigned MaxRepairs = 3;
  /// Shared by every TU of a run; none: each check parses its prelude.
  UnitPreludes *Preludes = nullptr;
  /// The TU itself had errors: clang could not read all of its code, so a
  /// check that still fails for anything but a missing name is not its
  /// judgement to make (nvcc's dialect, which clang lacks: device-side
  /// launches, `__shared__ alignas`).
  bool TranslationUnitHadErrors = false;
};

/// Checks \p Unit and, while it fails for names the TU of \p Kernel
/// declares, adds them to \p Additions and calls \p Rebuild for the unit
/// collected again. Fills StandaloneUnit::Check and ::Repaired of the
/// final unit; one that still fails gets its first error as a blocker
/// (or, in a TU with errors, when no name is missing, is "unjudged").
void checkAndRepairUnit(StandaloneUnit &Unit, ClosureAdditions &Additions,
                        const UnitCheckSettings &Settings,
                        clang::ASTContext &Context, clang::Preprocessor &PP,
                        const clang::FunctionDecl &Kernel,
                        llvm::function_ref<StandaloneUnit()> Rebuild);

} // namespace kx

#endif
