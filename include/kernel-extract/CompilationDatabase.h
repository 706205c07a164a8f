//===- CompilationDatabase.h - Loading -p with clear errors -----*- C++ -*-===//
//
// clang's loaders print several lines and guess; users of a dataset tool need
// one line that says what is wrong with their database and how to fix it.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_COMPILATIONDATABASE_H
#define KERNEL_EXTRACT_COMPILATIONDATABASE_H

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace kx {

/// Loads `<BuildDir>/compile_commands.json` (BuildDir may also name the file
/// itself). Errors are one line: missing file, malformed JSON, or a database
/// with no entries (a cached build under Bear records nothing).
llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
loadCompilationDatabase(llvm::StringRef BuildDir);

/// The same checks on a database's text; \p Path names it in errors.
llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
parseCompilationDatabase(llvm::StringRef Text, llvm::StringRef Path);

} // namespace kx

#endif
