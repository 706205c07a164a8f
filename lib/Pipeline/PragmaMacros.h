//===- PragmaMacros.h - `#define UNROLL #pragma unroll`, as nvcc reads it -===//
//
// nvcc preprocesses a TU with its host compiler and hands the output to its
// front end, which reads it again: a macro whose body is `#pragma unroll`,
// used alone on a line, becomes a real `#pragma unroll` line there. Clang
// expands it into the tokens `# pragma unroll` inside the code, an error
// ("expected expression"). For nvcc commands, such a macro's body is turned
// into the `_Pragma("unroll")` it stands for, as it is defined.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PRAGMAMACROS_H
#define KERNEL_EXTRACT_PRAGMAMACROS_H

namespace clang {
class Preprocessor;
} // namespace clang

namespace kx {

/// Makes \p PP rewrite, from now on, each object-like macro whose body
/// starts with `#pragma` into `_Pragma("<the rest>")`.
void readPragmaMacrosAsNvcc(clang::Preprocessor &PP);

} // namespace kx

#endif
