//===- NvccOverloads.h - Calls nvcc resolves differently --------*- C++ -*-===//
//
// Where clang and nvcc disagree on an overloaded call in device code. Clang
// breaks a tie between candidates by their host/device attributes; nvcc
// does not, so a call clang resolves can be ambiguous to nvcc. A variant
// that makes such a call is not one nvcc compiles.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_INSTANTIATE_NVCCOVERLOADS_H
#define KERNEL_EXTRACT_LIB_INSTANTIATE_NVCCOVERLOADS_H

#include <optional>
#include <string>

namespace clang {
class CallExpr;
} // namespace clang

namespace kx {

/// Why nvcc finds \p Call ambiguous, when it does: a one-argument call whose
/// class argument (`__half`, with its conversions on) converts to some
/// overload's arithmetic parameter through several conversion functions
/// equally well. The standard makes that an ambiguous conversion sequence,
/// as good as any other: `floor(__half)` matches `floor(float)` and
/// `floor(long double)` alike.
std::optional<std::string> nvccAmbiguousCall(const clang::CallExpr &Call);

} // namespace kx

#endif
