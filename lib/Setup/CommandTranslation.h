//===- CommandTranslation.h - Database command to clang parse ---*- C++ -*-===//
//
// Each compile command of the database (nvcc, hipcc, clang, a host compiler)
// becomes one device-side clang parse: a single compiler job for one GPU
// (__CUDA_ARCH__ or __HIP_DEVICE_COMPILE__ defined), so that ToolInvocation
// can run it and kernels are seen as the GPU compiler sees them.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_COMMANDTRANSLATION_H
#define KERNEL_EXTRACT_COMMANDTRANSLATION_H

#include "kernel-extract/Extraction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// Classifies a command's argv[0] (`/usr/local/cuda/bin/nvcc`, `clang++-19`,
/// `cicc`, ...).
CompilerKind classifyCompiler(llvm::StringRef Argv0);

/// Translates one database command. `@file` response files (any compiler)
/// and nvcc's `--options-file` are expanded first, relative to the command's
/// directory.
ParseCommand translateCommand(const clang::tooling::CompileCommand &Command,
                              const TranslationSettings &Settings);

/// Parses an architecture name in nvcc or clang spelling (`sm_80`,
/// `compute_70`, `80`) into the number, or 0.
unsigned parseGpuArchNumber(llvm::StringRef Arch);

/// The closest architecture the linked clang accepts for CUDA (`sm_90` for
/// `sm_120`, which clang 19 does not know).
std::string clampGpuArch(unsigned ArchNumber);

} // namespace kx

#endif
