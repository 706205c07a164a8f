//===- NvccOptions.h - nvcc's options, by name ------------------*- C++ -*-===//
//
// The table of nvcc options (NvccOptions.def) and the small parsers their
// values need. Internal to kxSetup.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_SETUP_NVCCOPTIONS_H
#define KERNEL_EXTRACT_SETUP_NVCCOPTIONS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// What a recognised nvcc option becomes.
enum class NvccAction {
  Keep,          ///< Same spelling in clang (-I, -D, -U, -isystem, ...).
  Drop,          ///< Nothing to do for a device-side parse.
  Arch,          ///< -arch / -code: a GPU architecture.
  Gencode,       ///< -gencode arch=...,code=...
  HostOptions,   ///< -Xcompiler: keep its preprocessor options.
  Std,           ///< -std=c++17.
  FastMath,      ///< --use_fast_math.
  Rdc,           ///< -rdc=true / -dc.
  NvccMacro,     ///< An option for which nvcc defines a macro (NvccDialect).
  DefaultStream, ///< --default-stream per-thread defines a macro.
  Language,      ///< -x cu.
  HostCompiler,  ///< -ccbin: the compiler nvcc preprocesses with.
};

struct NvccOption {
  llvm::StringRef Name; ///< Without leading dashes.
  bool TakesValue;
  NvccAction Action;
};

/// The option named \p Name (dashes removed), or null.
const NvccOption *lookupNvccOption(llvm::StringRef Name);

/// Options spelled as a prefix glued to their value (-Ifoo, -DX=1): the
/// option, with \p Value set to the rest; null when \p Arg is none.
const NvccOption *lookupGluedOption(llvm::StringRef Arg,
                                    llvm::StringRef &Value);

/// nvcc's `-Werror` takes a list of these; a bare `-Werror` before another
/// option or the source is accepted without one.
bool isWerrorKindList(llvm::StringRef List);

/// Splits an `-Xcompiler` value as the shell nvcc pastes it into would:
/// commas and blanks separate options, quotes group and disappear, once or
/// nested (`"'-fPIC'"` is `-fPIC`).
void splitHostOptions(llvm::StringRef List, std::vector<std::string> &Out);

} // namespace kx

#endif
