//===- CompilationDatabase.h - Loading -p with clear errors -----*- C++ -*-===//
//
// clang's loaders print several lines and guess; users of a dataset tool need
// one line that says what is wrong with their database and how to fix it.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_COMPILATIONDATABASE_H
#define KERNEL_EXTRACT_COMPILATIONDATABASE_H

#include "kernel-extract/Extraction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace kx {

/// The same checks on a database's text; \p Path names it in errors.
llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
parseCompilationDatabase(llvm::StringRef Text, llvm::StringRef Path);

/// The compile edges of what `ninja -t compdb` printed (\p Text): those
/// whose file is a C, C++, CUDA or HIP source; link and copy edges go.
llvm::Expected<std::string> compileEntriesOfNinjaDatabase(llvm::StringRef Text,
                                                          llvm::StringRef Path);

/// When \p Directory holds a `setup.py` that uses torch.utils.cpp_extension,
/// the text appended to a database error: the `build/temp.*` directory whose
/// build.ninja to give to -p. Empty for any other project.
std::string pytorchExtensionHint(llvm::StringRef Directory);

} // namespace kx

#endif
