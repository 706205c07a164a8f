//===- DiagnosticText.h - One line per clang diagnostic ---------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_DIAGNOSTICTEXT_H
#define KERNEL_EXTRACT_DIAGNOSTICTEXT_H

#include "clang/Basic/Diagnostic.h"
#include <string>

namespace kx {

/// "file:line:col: message", or the message alone when it has no location.
std::string describeDiagnostic(const clang::Diagnostic &Info);

} // namespace kx

#endif
