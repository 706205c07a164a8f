//===- FrameworkPrefix.h - The framework headers a TU enters first -*- C++ -*-//
//
// A PyTorch extension's TUs spend most of their parse in the same torch and
// ATen headers, and they enter them before any code of their own: through
// their kernel header, the project's helper header, and its #include lines.
// Those headers are what one precompiled preamble could hold for every TU
// whose command is the same and that enters them the same way. The main
// files share no #include lines (each begins with its own kernel header),
// so the prefix is read from the parse: the headers outside the project
// that a project file includes before the parser has read a token of the
// project, and before the project defines anything but an include guard or
// writes a pragma other than `once` (either could change what the headers
// say).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_FRAMEWORKPREFIX_H
#define KERNEL_EXTRACT_LIB_PIPELINE_FRAMEWORKPREFIX_H

#include "ExecutionSpaces.h"
#include "Support/SourceFacts.h"
#include "kernel-extract/Dataset.h"
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace kx {

/// Records into \p Prefix, in the order the parse enters them, the
/// headers outside \p Scope that project files include before the
/// project's own code begins (each named as the project spells it). The
/// returned watcher must see every token the parser reads.
TokenWatcher readFrameworkPrefix(clang::Preprocessor &PP,
                                 const ProjectScope &Scope,
                                 std::vector<PrefixHeader> &Prefix);

} // namespace kx

#endif
