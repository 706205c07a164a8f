//===- HalfContext.cpp - Half variants tried in their unit's context ------===//

#include "HalfContext.h"
#include "Support/TextEdits.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

using llvm::StringRef;

namespace kx {

namespace {

/// A reduced-precision type, its header, and the build defines that switch
/// its operators and conversions off.
struct HalfType {
  StringRef Spelling, Header;
  StringRef Defines[3];
};
constexpr HalfType HalfTypes[] = {
    {"__half",
     "cuda_fp16.h",
     {"__CUDA_NO_HALF_OPERATORS__", "__CUDA_NO_HALF_CONVERSIONS__",
      "__CUDA_NO_HALF2_OPERATORS__"}},
    {"__nv_bfloat16",
     "cuda_bf16.h",
     {"__CUDA_NO_BFLOAT16_OPERATORS__", "__CUDA_NO_BFLOAT16_CONVERSIONS__",
      "__CUDA_NO_BFLOAT162_OPERATORS__"}},
};

bool definesMacro(llvm::ArrayRef<std::string> Args, StringRef Macro) {
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    if (Arg == "-D" && I + 1 < Args.size())
      Arg = Args[++I];
    else if (!Arg.consume_front("-D"))
      continue;
    if (Arg == Macro || Arg.starts_with((Macro + "=").str()))
      return true;
  }
  return false;
}

/// Whether \p Spelling names \p Type: `__half`, `neg<__half>`, not
/// `__half2`.
bool namesType(StringRef Spelling, StringRef Type) {
  return findWholeWord(Spelling, Type) != StringRef::npos;
}

} // namespace

std::optional<HalfRetry> planHalfRetry(const ParseCommand &Command,
                                       const FoundInTU &Found,
                                       const InstantiationOptions &Options) {
  HalfRetry Retry;
  for (const HalfType &Type : HalfTypes) {
    bool Requested =
        llvm::any_of(Options.Types, [&](const std::string &T) {
          return canonicalTypeSpelling(T) == Type.Spelling;
        });
    bool Undeclared = false;
    std::vector<std::string> Kernels;
    for (const Kernel &K : Found.Kernels)
      for (const DroppedInstantiation &Drop : K.Dropped)
        for (const TemplateArgumentValue &Arg : Drop.Arguments)
          if (namesType(Arg.Spelling, Type.Spelling)) {
            if (Kernels.empty() || Kernels.back() != K.Key)
              Kernels.push_back(K.Key);
            Undeclared |= StringRef(Drop.Reason).contains("is not declared");
          }
    if (!Requested || Kernels.empty())
      continue;
    std::vector<std::string> Changes;
    if (Undeclared)
      Changes.push_back(("-include " + Type.Header).str());
    for (StringRef Define : Type.Defines)
      if (definesMacro(Command.Args, Define))
        Changes.push_back(("-U" + Define).str());
    if (Changes.empty())
      continue;
    llvm::append_range(Retry.Context, Changes);
    Retry.Types.push_back(Type.Spelling.str());
    for (std::string &Key : Kernels)
      if (!llvm::is_contained(Retry.Kernels, Key))
        Retry.Kernels.push_back(std::move(Key));
  }
  if (Retry.Types.empty())
    return std::nullopt;
  return Retry;
}

ParseCommand withHalfContext(const ParseCommand &Command,
                             const HalfRetry &Retry) {
  ParseCommand Again = Command;
  for (const std::string &Change : Retry.Context) {
    StringRef Header = Change;
    if (Header.consume_front("-include ")) {
      Again.Args.insert(Again.Args.end() - 1, "-include");
      Again.Args.insert(Again.Args.end() - 1, Header.str());
    } else {
      Again.Args.insert(Again.Args.end() - 1, Change);
    }
  }
  return Again;
}

void adoptHalfVariants(FoundInTU &First, FoundInTU &Second,
                       const HalfRetry &Retry, unsigned MaxInstantiations) {
  llvm::StringMap<Kernel *> Retried;
  for (Kernel &K : Second.Kernels)
    Retried[K.Key] = &K;
  for (Kernel &K : First.Kernels) {
    Kernel *Other = Retried.lookup(K.Key);
    if (!Other)
      continue;
    // Rejected in the unit's context too: that is the reason that counts.
    for (const DroppedInstantiation &Again : Other->Dropped)
      for (DroppedInstantiation &Drop : K.Dropped)
        if (Drop.Arguments == Again.Arguments)
          Drop.Reason = Again.Reason;
    for (KernelVariant &V : Other->Variants) {
      auto Drop = llvm::find_if(K.Dropped, [&](const DroppedInstantiation &D) {
        return D.Arguments == V.Arguments;
      });
      if (Drop == K.Dropped.end())
        continue;
      if (K.Variants.size() >= MaxInstantiations) {
        ++K.CandidatesOverCap;
        continue;
      }
      K.Dropped.erase(Drop);
      V.ValidatedWith = Retry.Context;
      K.Variants.push_back(std::move(V));
    }
  }
}

} // namespace kx
