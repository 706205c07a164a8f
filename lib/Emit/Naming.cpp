//===- Naming.cpp - Readable, collision-safe output file names ------------===//

#include "Naming.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"
#include <functional>

namespace kx {

std::string sanitizeFileStem(llvm::StringRef Name) {
  std::string Stem;
  for (char C : Name)
    Stem += (llvm::isAlnum(C) || C == '_') ? C : '_';
  if (Stem.empty())
    Stem = "_";
  return Stem;
}

std::vector<std::string> assignFileStems(const std::vector<Kernel> &Kernels) {
  // Each rule adds detail only to kernels whose stems still collide, so a
  // kernel with a unique name keeps a short one.
  const std::function<std::string(const Kernel &, llvm::StringRef)> Rules[] = {
      [](const Kernel &K, llvm::StringRef) { return sanitizeFileStem(K.Name); },
      [](const Kernel &K, llvm::StringRef) {
        std::string Qualified = K.QualifiedName;
        for (size_t Pos; (Pos = Qualified.find("::")) != std::string::npos;)
          Qualified.replace(Pos, 2, "__");
        return sanitizeFileStem(Qualified);
      },
      [](const Kernel &K, llvm::StringRef Stem) {
        return Stem.str() + "__" +
               sanitizeFileStem(llvm::sys::path::stem(K.Span.File));
      },
      [](const Kernel &K, llvm::StringRef Stem) {
        return Stem.str() + "__L" + std::to_string(K.Span.BeginLine);
      },
  };

  std::vector<std::string> Stems(Kernels.size());
  auto Collisions = [&] {
    llvm::StringMap<unsigned> Count;
    for (const std::string &Stem : Stems)
      ++Count[Stem];
    std::vector<bool> Colliding(Stems.size());
    for (size_t I = 0; I < Stems.size(); ++I)
      Colliding[I] = Count[Stems[I]] > 1;
    return Colliding;
  };
  for (size_t I = 0; I < Kernels.size(); ++I)
    Stems[I] = Rules[0](Kernels[I], "");
  for (const auto &Rule : llvm::ArrayRef(Rules, std::size(Rules)).drop_front()) {
    std::vector<bool> Colliding = Collisions();
    for (size_t I = 0; I < Kernels.size(); ++I)
      if (Colliding[I])
        Stems[I] = Rule(Kernels[I], Stems[I]);
  }
  // Two definitions on one line of one file: number them in order.
  std::vector<bool> Colliding = Collisions();
  llvm::StringMap<unsigned> Seen;
  for (size_t I = 0; I < Kernels.size(); ++I)
    if (Colliding[I])
      Stems[I] += "_" + std::to_string(++Seen[Stems[I]]);
  return Stems;
}

} // namespace kx
