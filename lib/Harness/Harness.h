//===- Harness.h - Host programs that run each unit -------------*- C++ -*-===//
//
// The dataset's second stage: for each standalone unit, a host wrapper that
// copies inputs to the device, launches the kernel and copies its outputs
// back, and a `main` that feeds it deterministic inputs. Sizes come from a
// model of the kernel (its bounds checks and index expressions, read from
// the AST while it is at hand) and from the project's launches; what
// neither gives is assumed, taken from the harness's command line, and said
// so in the metadata.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HARNESS_H
#define KERNEL_EXTRACT_HARNESS_H

#include "kernel-extract/Dataset.h"
#include "llvm/Support/JSON.h"

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace kx {

/// The model of \p Kernel, a definition (a template's instantiation).
HarnessModel describeHarnessModel(const clang::FunctionDecl &Kernel,
                                  clang::ASTContext &Context);

/// Writes the HarnessProgram of every variant with a unit and a model, from
/// the model and the kernel's launches: the same dataset gives the same
/// programs, so a merge writes them again.
void buildHarnesses(Dataset &Data);

/// `harness` of a variant's metadata: its sizes and scalar values, each
/// with its origin.
llvm::json::Value harnessJson(const HarnessProgram &Program);

/// `task` of a variant's metadata (--tasks), for a variant with a program:
/// its signature, leading comment, parameters' roles and sizes, launch
/// shape, input sets, and where `kernel-extract check` keeps its
/// references (`references/<id>.json`).
llvm::json::Value taskJson(const ExtractedKernel &K, const KernelVariant &V,
                           llvm::StringRef Id);

} // namespace kx

#endif
