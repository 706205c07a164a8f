//===- LibraryBodies.h - Bodies no kernel can reach, left unparsed -*- C++ -*-//
//
// Most of a framework TU's parse is the host code of the framework's
// headers (torch, ATen, pybind11): inline functions no kernel can call, no
// unit copies and no launch is found in. Their bodies are skipped, as clangd
// skips a preamble's: a function outside the project without __device__ or
// __global__. Sema keeps constexpr functions and those whose return type is
// deduced (their bodies can matter to the code that follows); device code,
// the project's own code and every declaration stay as they are.
//
// A skipped body leaves its function's source range at the declarator,
// and a unit that copies a framework class removes its unused members by
// their ranges: the range is carried to the body's closing brace, read
// from the tokens the parser skips.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_LIBRARYBODIES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_LIBRARYBODIES_H

#include "Support/SourceFacts.h"
#include "clang/AST/Decl.h"
#include "clang/Lex/Token.h"
#include <optional>

namespace kx {

/// Answers ASTConsumer::shouldSkipFunctionBody for one parse.
class LibraryBodies {
public:
  /// Counts the bodies skipped in \p Skipped.
  LibraryBodies(const ProjectScope &Scope, unsigned &Skipped)
      : Scope(Scope), Skipped(Skipped) {}

  /// Whether the body of \p D, about to be parsed, can be skipped.
  bool canSkip(const clang::Decl &D);

  /// Every token the parser reads, in order (a TokenWatcher).
  void sawToken(const clang::Token &Tok);

private:
  /// Where a skipped body's tokens are: after `try`, in a constructor's
  /// initializers, in the body or a handler, or in a handler's `(...)`.
  enum class Part { Try, Initializers, Braces, AfterBraces, Handler };

  const ProjectScope &Scope;
  unsigned &Skipped;
  std::optional<SourceFacts> Facts;
  /// The token the parser has just read: at canSkip, the body's first.
  clang::Token Last;
  /// The function whose body is being skipped, and where in it the tokens
  /// are.
  clang::FunctionDecl *Pending = nullptr;
  Part In = Part::Braces;
  unsigned Depth = 0;
  bool FunctionTryBlock = false;
};

} // namespace kx

#endif
