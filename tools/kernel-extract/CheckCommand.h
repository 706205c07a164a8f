//===- CheckCommand.h - kernel-extract check --------------------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_TOOL_CHECKCOMMAND_H
#define KERNEL_EXTRACT_TOOL_CHECKCOMMAND_H

namespace kx {

/// `kernel-extract check [options] DATASET` (Argv[1] is "check"): runs the
/// dataset's tasks against their references (Tasks.h). Returns the exit
/// status; bad input ends the process (fail()).
int runCheck(int Argc, const char **Argv, void *MainAddr);

} // namespace kx

#endif
