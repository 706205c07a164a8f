//===- Audit.h - Does the dataset hold every kernel the build compiled? -*-===//
//
// nvcc compiles a host stub for every kernel instantiation it emits
// (`__device_stub__Z1kPfi`, for `_Z1kPfi`), and so does clang
// (`__device_stub__k`); the objects a build produced therefore list its
// kernels. The audit reads them and compares with the dataset, so that users
// can prove the dataset complete on their own build.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_AUDIT_H
#define KERNEL_EXTRACT_AUDIT_H

#include "kernel-extract/Dataset.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace kx {

/// A kernel instantiation found in an object.
struct CompiledKernel {
  std::string Symbol; ///< Mangled: `_Z1kIfEvPT_`, or `k` for extern "C".
  std::string Name;   ///< Qualified, without template arguments: `ns::k`.
};

/// The kernel a host-stub symbol stands for, or nullopt when \p Symbol is no
/// stub. Takes nvcc's stubs (`_Z20__device_stub__Z1kPfiPfi`, whose name
/// embeds the kernel's symbol) and clang's (`_Z16__device_stub__kPf`).
std::optional<CompiledKernel> kernelOfStubSymbol(llvm::StringRef Symbol);

/// The qualified name, without template arguments, of a mangled function
/// symbol (`_ZN2ns1kIfEEvPT_` is `ns::k`); the symbol itself when it is not
/// mangled (extern "C").
std::string functionNameOfSymbol(llvm::StringRef Symbol);

/// The kernels whose host stubs the object file at \p Path defines, sorted
/// and unique by symbol.
llvm::Expected<std::vector<CompiledKernel>>
kernelsInObject(llvm::StringRef Path);

/// The object each database entry produced: its `output`, else the value
/// of its `-o`, absolute; entries that name none are left out. Sorted.
std::vector<std::string>
objectsOfDatabase(const clang::tooling::CompilationDatabase &Database);

/// Reads \p Objects and compares their kernels with \p Data's kernels
/// (by qualified name); kernels defined outside the project
/// (Dataset::KernelsOutsideProject) are counted apart, not as missing.
AuditReport auditDataset(const Dataset &Data,
                         const std::vector<std::string> &Objects);

} // namespace kx

#endif
