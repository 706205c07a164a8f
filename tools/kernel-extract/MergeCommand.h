//===- MergeCommand.h - kernel-extract merge --------------------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_TOOL_MERGECOMMAND_H
#define KERNEL_EXTRACT_TOOL_MERGECOMMAND_H

namespace kx {

/// `kernel-extract merge -o OUT IN...` (Argv[1] is "merge"): reads the
/// datasets, combines each project's TUs as a run does and writes one
/// dataset. Returns the exit status; bad input ends the process (fail()).
int runMerge(int Argc, const char **Argv);

} // namespace kx

#endif
