//===- LeadingComment.cpp - The comment written above a kernel ------------===//

#include "LeadingComment.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

using namespace llvm;

namespace kx {

std::string leadingComment(StringRef Text, size_t Offset) {
  StringRef Before = Text.take_front(Offset);
  size_t LineStart = Before.find_last_of('\n');
  if (LineStart == StringRef::npos ||
      !Before.drop_front(LineStart + 1).trim().empty())
    return {};
  SmallVector<StringRef, 16> Lines;
  Before.take_front(LineStart).split(Lines, '\n');
  size_t First = Lines.size();
  if (Lines.empty())
    return {};
  StringRef Last = Lines.back().trim();
  if (Last.starts_with("//")) {
    while (First > 0 && Lines[First - 1].trim().starts_with("//"))
      --First;
  } else if (Last.ends_with("*/")) {
    while (First > 0 && !Lines[First - 1].contains("/*"))
      --First;
    if (First == 0)
      return {};
    --First;
    // The block must open its line: not `int x; /* ... */`.
    if (!Lines[First].trim().starts_with("/*"))
      return {};
  } else {
    return {};
  }
  std::string Out;
  for (size_t I = First; I < Lines.size(); ++I)
    Out += Lines[I].rtrim().str() + (I + 1 < Lines.size() ? "\n" : "");
  return Out;
}

} // namespace kx
