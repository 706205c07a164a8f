//===- TypeAnalogs.h - A launch's instantiation in another type -*- C++ -*-===//
//
// The half variant of a reduction launched as
// `row_reduce<128, neg<float>, sum<float>, float>` is that instantiation
// with float replaced throughout, `<128, neg<__half>, sum<__half>,
// __half>`: putting the requested type into every type parameter instead
// (`Op = __half`) is not a reduction. Tried before those, Sema judging.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_INSTANTIATE_TYPEANALOGS_H
#define KERNEL_EXTRACT_LIB_INSTANTIATE_TYPEANALOGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// \p Spellings (one instantiation's template arguments) with \p Type in
/// place of every `float`, and of `float2`..`float4` where \p Type has
/// vectors of its own (`__half2`, `double4`); empty when no argument names
/// float.
std::vector<std::string> typeAnalog(llvm::ArrayRef<std::string> Spellings,
                                    llvm::StringRef Type);

} // namespace kx

#endif
