//===- NvccOptions.cpp - nvcc's options, by name --------------------------===//

#include "NvccOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace kx {

namespace {

const NvccOption NvccOptions[] = {
#define NVCC_OPTION(Name, TakesValue, Action)                                  \
  {Name, TakesValue, NvccAction::Action},
#include "NvccOptions.def"
};

} // namespace

const NvccOption *lookupNvccOption(StringRef Name) {
  for (const NvccOption &Option : NvccOptions)
    if (Option.Name == Name)
      return &Option;
  return nullptr;
}

const NvccOption *lookupGluedOption(StringRef Arg, StringRef &Value) {
  for (StringRef Prefix : {"isystem", "I", "D", "U", "L", "l", "MF", "MT"})
    if (Arg.starts_with(Prefix) && Arg.size() > Prefix.size()) {
      Value = Arg.drop_front(Prefix.size());
      return lookupNvccOption(Prefix);
    }
  return nullptr;
}

bool isWerrorKindList(StringRef List) {
  SmallVector<StringRef, 4> Kinds;
  List.split(Kinds, ',');
  return llvm::all_of(Kinds, [](StringRef Kind) {
    return StringSwitch<bool>(Kind)
        .Cases("all-warnings", "cross-execution-space-call", "reorder", true)
        .Cases("default-stream-launch", "missing-launch-bounds", true)
        .Cases("ext-lambda-captures-this", "deprecated-declarations", true)
        .Default(false);
  });
}

void splitHostOptions(StringRef List, std::vector<std::string> &Out) {
  std::string Current;
  bool Quoted = false; // Current came (partly) from inside quotes.
  char Quote = 0;
  auto Flush = [&] {
    if (Current.empty())
      return;
    if (Quoted && StringRef(Current).find_first_of("'\"") != StringRef::npos)
      splitHostOptions(Current, Out);
    else
      Out.push_back(Current);
    Current.clear();
    Quoted = false;
  };
  for (char C : List) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Current += C;
    } else if (C == '\'' || C == '"') {
      Quote = C;
      Quoted = true;
    } else if (C == ',' || isSpace(C)) {
      Flush();
    } else {
      Current += C;
    }
  }
  Flush();
}

} // namespace kx
