//===- TypeAnalogs.cpp - A launch's instantiation in another type --------===//

#include "TypeAnalogs.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using llvm::StringRef;

using clang::isAsciiIdentifierContinue;

namespace kx {

namespace {

/// What \p Word becomes in \p Type's instantiation; \p Word itself when it
/// is no float type, or \p Type has no vector of that width.
std::string analogWord(StringRef Word, StringRef Type) {
  if (Word == "float")
    return Type.str();
  StringRef Width = Word;
  if (!Width.consume_front("float") || Width.size() != 1 || Width < "2" ||
      Width > "4")
    return Word.str();
  // CUDA's half and bfloat16 come in pairs only.
  std::string Vector = llvm::StringSwitch<std::string>(Type)
                           .Case("__half", Width == "2" ? "__half2" : "")
                           .Case("__nv_bfloat16",
                                 Width == "2" ? "__nv_bfloat162" : "")
                           .Case("double", ("double" + Width).str())
                           .Default("");
  return Vector.empty() ? Word.str() : Vector;
}

} // namespace

std::vector<std::string> typeAnalog(llvm::ArrayRef<std::string> Spellings,
                                    StringRef Type) {
  std::vector<std::string> Analog;
  bool Changed = false;
  for (StringRef Spelling : Spellings) {
    std::string Text;
    for (size_t I = 0; I < Spelling.size();) {
      if (!isAsciiIdentifierContinue(Spelling[I])) {
        Text += Spelling[I++];
        continue;
      }
      size_t End = I;
      while (End < Spelling.size() && isAsciiIdentifierContinue(Spelling[End]))
        ++End;
      StringRef Word = Spelling.slice(I, End);
      std::string Replaced = analogWord(Word, Type);
      Changed |= Replaced != Word;
      Text += Replaced;
      I = End;
    }
    Analog.push_back(std::move(Text));
  }
  if (!Changed)
    return {};
  return Analog;
}

} // namespace kx
