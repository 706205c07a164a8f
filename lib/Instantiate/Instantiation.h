//===- Instantiation.h - Template kernels made concrete by Sema -*- C++ -*-===//
//
// A template is a poor sample: users want the kernel with T made concrete,
// and only the instantiations that really compile. Sema decides: each
// candidate is instantiated (declaration and definition) with its
// diagnostics trapped, and the emitted text is the original source with
// every parameter reference replaced.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_INSTANTIATION_H
#define KERNEL_EXTRACT_INSTANTIATION_H

#include "Support/SourceFacts.h"
#include "Support/TextEdits.h"
#include "kernel-extract/Extraction.h"
#include "llvm/Support/Error.h"

namespace clang {
class FunctionTemplateDecl;
class Sema;
} // namespace clang

namespace kx {

/// Records that \p V was also reached for \p Origin ("launch" or
/// "requested"): a variant both launched and requested says "both".
void addVariantOrigin(KernelVariant &V, llvm::StringRef Origin);

/// The spelling a type argument is emitted with: `half` → `__half`,
/// `bfloat16` → `__nv_bfloat16`; others unchanged.
std::string canonicalTypeSpelling(llvm::StringRef Requested);

/// A short file-name part for an argument: `__half` → `half`,
/// `c10::Half` → `c10_Half`, `unsigned int` → `unsigned_int`.
std::string argumentFileSuffix(llvm::StringRef Spelling);

/// Fills \p K's variants (or its drop reasons) from its template \p Pattern:
/// the requested candidates (types × the non-type values launched in this
/// TU, else defaults) and/or the instantiations \p Launches make.
/// \p OnVariant sees each accepted variant with the specialization Sema
/// instantiated for it.
void instantiateKernel(
    clang::Sema &S, clang::FunctionTemplateDecl &Pattern,
    llvm::ArrayRef<LaunchSite> Launches, const InstantiationOptions &Options,
    SourceFacts &Facts, Kernel &K,
    llvm::function_ref<void(KernelVariant &, const clang::FunctionDecl &)>
        OnVariant);

/// Where a template kernel's text is (after `template <...>`), and the edits
/// that write each parameter reference as its argument.
struct KernelTextEdits {
  clang::FileID File;
  unsigned Begin = 0, End = 0;
  std::vector<TextEdit> Edits;
};

/// The edits of substituteTemplateArguments, for callers that add their own
/// (the standalone unit also resolves conditional compilation).
std::optional<KernelTextEdits>
templateArgumentEdits(const clang::FunctionTemplateDecl &Pattern,
                      llvm::ArrayRef<std::string> Spellings,
                      SourceFacts &Facts);

/// The text of \p Range inside the kernel, as \p Edits write it; nullopt
/// when the range is not in the kernel's text (a macro's definition).
std::optional<std::string> editedText(const KernelTextEdits &Edits,
                                      clang::SourceRange Range,
                                      SourceFacts &Facts);

/// The kernel's text with each template parameter replaced by its argument,
/// the `template <...>` line removed. Fails (nullopt) when a parameter is
/// referenced where text cannot reach (inside a macro's definition).
std::optional<std::string>
substituteTemplateArguments(const clang::FunctionTemplateDecl &Pattern,
                            llvm::ArrayRef<std::string> Spellings,
                            SourceFacts &Facts);

} // namespace kx

#endif
