//===- TemplateArgumentSpelling.h - Arguments as spelled -*- C++ -*-===//

#ifndef KERNEL_EXTRACT_TEMPLATEARGUMENTSPELLING_H
#define KERNEL_EXTRACT_TEMPLATEARGUMENTSPELLING_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/TemplateBase.h"
#include <string>

namespace kx {

/// A template argument the project gives a kernel (at a launch, in an
/// explicit instantiation) as it names the same entity at the kernel's
/// scope: an enumerator by its qualified name (`ops::Op::ADD`, not the bare
/// `ADD` clang prints), types by their full names.
std::string spellTemplateArgument(const clang::TemplateArgument &Arg,
                                  const clang::ASTContext &Context);

} // namespace kx

#endif
