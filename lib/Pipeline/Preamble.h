//===- Preamble.h - Framework headers parsed once per run -------*- C++ -*-===//
//
// The TUs of a PyTorch extension enter the same torch and ATen headers
// before their own code (FrameworkPrefix.h). A precompiled header of those
// headers, built once per command and parsed with every TU of that command
// that enters them the same way, saves each TU most of its parse.
//
// A TU parsed on a preamble must give the dataset its own parse gives:
// - The preamble is used only where it reads the same: a check watches the
//   TU's preprocessing until its own code begins (PreambleCheck.h) and finds
//   whether the TU enters the same headers, in the same order, with no
//   macro of theirs read or redefined before they would have been entered.
//   A TU that does not is parsed again without the preamble.
// - The preprocessor record (what units copy of macros, conditionals and
//   #include lines) of the preamble's headers comes from its build: the
//   precompiled header keeps no callbacks. Locations move by the offset the
//   reader gives the preamble's source locations; the headers the TU
//   enters are named by its own #include lines.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_PREAMBLE_H
#define KERNEL_EXTRACT_LIB_PIPELINE_PREAMBLE_H

#include "Support/PreprocessorRecord.h"
#include "Support/SourceFacts.h"
#include "kernel-extract/Dataset.h"
#include "llvm/ADT/StringMap.h"
#include <array>
#include <memory>
#include <string>
#include <vector>

namespace kx {

/// The preprocessor record of a preamble's build, in the build's source
/// locations (raw encodings), cut where the TU's own record interleaves:
/// part 0 is what the command pre-includes, part I + 1 the tree of the
/// prefix's header I.
struct PreambleRecord {
  struct Expansion {
    unsigned Loc, Definition;
    std::string Name;
  };
  struct Conditional {
    std::vector<unsigned> Directives;
    bool TestsCompiler, TestsDevicePass;
  };
  struct Inclusion {
    unsigned File, HashLoc; ///< The file's first location; the directive.
    std::string Spelled;
  };
  std::vector<std::vector<Expansion>> Expansions;
  std::vector<std::vector<Conditional>> Conditionals;
  std::vector<std::vector<std::pair<unsigned, unsigned>>> Skipped;
  std::vector<Inclusion> Inclusions;
  /// The first location of each prefix header's file.
  std::vector<unsigned> PrefixFiles;
};

/// A precompiled preamble: the prefix it holds, and what its build saw.
struct Preamble {
  std::string Pch; ///< The precompiled header's path.
  std::vector<PrefixHeader> Prefix;
  /// Every file the build entered: the part of the record it is in.
  llvm::StringMap<unsigned> PartOf;
  PreambleRecord Record;
};

/// Builds the preamble of \p Prefix for \p Args (a parse command run in
/// \p Directory, its file last; \p AsNvcc: nvcc's) into \p Pch, through
/// the \p Header it writes; null where clang could not, or the headers had
/// errors.
std::unique_ptr<Preamble>
buildPreamble(const std::vector<std::string> &Args, llvm::StringRef Directory,
              bool AsNvcc, const std::vector<PrefixHeader> &Prefix,
              const ProjectScope &Scope, bool SkipLibraryBodies,
              const std::string &Header, const std::string &Pch);

/// The preambles of a run, by command: built once, after a TU of that
/// command parsed without one found its prefix, where enough TUs share the
/// command to pay for it; removed with the run's scratch directory.
class PreambleCache {
public:
  /// \p Commands: every command the run parses first (files last).
  PreambleCache(std::string ScratchIn, const ProjectScope &Scope,
                bool SkipLibraryBodies,
                const std::vector<std::vector<std::string>> &Commands);
  ~PreambleCache();

  /// A preamble of \p Args's command for \p File: the one of prefix
  /// \p Hint (what an earlier parse of the TU found), or without a hint
  /// the one that served most TUs, unless TUs of \p File's directory did
  /// not fit the preambles they were tried on more often than they did;
  /// null if none was built.
  const Preamble *find(const std::vector<std::string> &Args,
                       llvm::StringRef File,
                       const std::vector<PrefixHeader> &Hint);

  /// Whether \p Used \p Served the TU of \p File as its own parse would
  /// have.
  void used(const Preamble &Used, llvm::StringRef File, bool Served);

  /// A parse of \p Args without a preamble found \p Prefix: builds the
  /// preamble of that prefix for the command once a second TU has found
  /// it, unless fewer than three TUs have \p FirstArgs's command (\p Args
  /// itself, or the one a half context's parse was made from).
  void offer(const std::vector<std::string> &Args, llvm::StringRef Directory,
             bool AsNvcc, const std::vector<PrefixHeader> &Prefix,
             const std::vector<std::string> &FirstArgs);

private:
  struct State;
  std::unique_ptr<State> S;
};

/// A command's key: its arguments but the file.
std::string commandKey(const std::vector<std::string> &Args);

} // namespace kx

#endif
