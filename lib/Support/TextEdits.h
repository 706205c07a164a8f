//===- TextEdits.h - Rewriting a range of a file by offsets -----*- C++ -*-===//
//
// Emitted code is the project's own text with a few edits: template
// parameters replaced, conditional-compilation lines the TU resolved taken
// out. Both are edits on byte offsets of one file.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TEXTEDITS_H
#define KERNEL_EXTRACT_TEXTEDITS_H

#include "PreprocessorRecord.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

struct TextEdit {
  unsigned Offset = 0, Length = 0;
  std::string Replacement; ///< Empty: the range is removed.
};

/// Python's str.replace: every non-overlapping occurrence of \p From in
/// \p Text, left to right, by \p To.
std::string replaceAll(llvm::StringRef Text, llvm::StringRef From,
                       llvm::StringRef To);

/// The first offset at or after \p From where \p Word stands in \p Text
/// as a whole identifier (no identifier character on either side): `__half`
/// in `neg<__half>`, not in `__half2`. `StringRef::npos` when there is none.
size_t findWholeWord(llvm::StringRef Text, llvm::StringRef Word,
                     size_t From = 0);

/// Buffer[Begin, End) with \p Edits applied. Edits may overlap: what an
/// earlier edit covers is not edited again. An edit of length 0 inserts
/// its text before what is at its offset (before an edit that starts
/// there too).
std::string applyEdits(llvm::StringRef Buffer, unsigned Begin, unsigned End,
                       std::vector<TextEdit> Edits);

/// Edits that resolve, within [Begin, End) of \p File, every conditional
/// group the TU decided on project macros alone, also one the range only
/// partly holds: its directive lines and the branches it skipped go.
/// Groups that test compiler macros (__CUDA_ARCH__) stay as written, but
/// with \p DeviceBranches those that tell the device pass from the host
/// pass are resolved to the device branch the parse saw.
std::vector<TextEdit> conditionalEdits(const PreprocessorRecord &Record,
                                       const clang::SourceManager &SM,
                                       clang::FileID File, unsigned Begin,
                                       unsigned End,
                                       bool DeviceBranches = false);

/// Widens [Begin, End) of \p File to whole groups that test compiler
/// macros, which are copied as written: `#ifdef __CUDACC__ __host__
/// __device__ #endif inline float f()` starts at its #ifdef, so the unit
/// never holds an #endif without its #if. Only groups with a directive
/// inside the range: not an include guard around it.
void widenToCompilerConditionals(const PreprocessorRecord &Record,
                                 const clang::SourceManager &SM,
                                 clang::FileID File, unsigned &Begin,
                                 unsigned &End);

/// Widens the #define at [Begin, End) of \p File to the groups around it
/// that test compiler macros and hold nothing but preprocessor lines, so
/// that each compiler of the unit reads its own branch: c10's
/// `#if defined(__clang__) #define X __attribute__((...)) #else #define X
/// #endif` is an attribute to clang and nothing to nvcc's host compiler.
void widenToMacroOnlyConditionals(const PreprocessorRecord &Record,
                                  const clang::SourceManager &SM,
                                  clang::FileID File, unsigned &Begin,
                                  unsigned &End);

} // namespace kx

#endif
