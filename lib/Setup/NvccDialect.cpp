//===- NvccDialect.cpp - What nvcc defines and tolerates ------------------===//

#include "NvccDialect.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace kx {

StringRef nvccOptionMacro(StringRef Option) {
#define NVCC_OPTION_MACRO(Name, Macro)                                         \
  if (Option == Name)                                                          \
    return Macro;
#include "NvccDialect.def"
  return "";
}

void addNvccDialect(const CudaHeaders &Cuda, ArrayRef<unsigned> ArchNumbers,
                    std::vector<std::string> &Args) {
#define NVCC_PREDEFINE(Macro, Value)                                           \
  Args.push_back(std::string("-D") + Macro + "=" + Value);
#include "NvccDialect.def"

  // nvcc's version is that of the CUDA headers parsed with: headers and code
  // test __CUDACC_VER_MAJOR__ against the cuda.h they see.
  unsigned Major = 0, Minor = 0;
  auto Parse = [&](StringRef Version) {
    auto [MajorText, MinorText] = Version.split('.');
    return !MajorText.getAsInteger(10, Major) &&
           !MinorText.getAsInteger(10, Minor);
  };
  unsigned Build = Cuda.NvccBuild;
  if (!Parse(Cuda.Version)) {
    Parse(newestCudaVersionKnownToClang());
    Build = 0;
  }
  for (StringRef Prefix : {"__CUDACC_VER", "__CUDA_API_VER"}) {
    Args.push_back(("-D" + Prefix + "_MAJOR__=" + Twine(Major)).str());
    Args.push_back(("-D" + Prefix + "_MINOR__=" + Twine(Minor)).str());
  }
  Args.push_back("-D__CUDACC_VER_BUILD__=" + std::to_string(Build));

  std::vector<std::string> List;
  for (unsigned Arch : ArchNumbers)
    List.push_back(std::to_string(Arch * 10));
  if (!List.empty())
    Args.push_back("-D__CUDA_ARCH_LIST__=" + join(List, ","));

#define NVCC_TOLERATED(Warning) Args.push_back(std::string("-Wno-") + Warning);
#include "NvccDialect.def"
}

} // namespace kx
