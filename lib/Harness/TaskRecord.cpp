//===- TaskRecord.cpp - What poses a kernel as a task ---------------------===//
//
// A task's metadata (--tasks): the variant's signature, the leading comment
// its author wrote, each parameter's role with its size, the launch shape
// and the input sets `kernel-extract check` runs (docs/tasks.md).
//
//===----------------------------------------------------------------------===//

#include "Harness.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace kx {

json::Value taskJson(const ExtractedKernel &K, const KernelVariant &V,
                     StringRef Id) {
  const HarnessProgram &Program = *V.Program;
  const Kernel &D = K.Definition;
  std::vector<std::string> Declared;
  for (const KernelParameter &P : V.Parameters) {
    StringRef Type = P.Type;
    Declared.push_back(Type.ends_with("*") || Type.ends_with("&")
                           ? (Type + P.Name).str()
                           : (Type + " " + P.Name).str());
  }
  std::string Signature = "__global__ void " + D.Name + "(" +
                          join(Declared, ", ") + ")";

  auto Find = [](const std::vector<HarnessSize> &Sizes, StringRef Name)
      -> const HarnessSize * {
    for (const HarnessSize &S : Sizes)
      if (S.Name == Name)
        return &S;
    return nullptr;
  };
  json::Array Parameters;
  const std::vector<HarnessParameter> &Params = V.Harness->Parameters;
  size_t NextBuffer = 0;
  for (const HarnessParameter &P : Params) {
    json::Object Entry{{"name", P.Name}};
    if (P.Kind == HarnessParameter::Role::Buffer) {
      // Buffers' counts come first in Sizes, in parameter order.
      const HarnessSize &Count = Program.Sizes[NextBuffer++];
      Entry["role"] = P.Written ? "output" : "input";
      Entry["count"] = Count.Value;
      Entry["origin"] = Count.Origin;
      if (P.LeastValue)
        Entry["least_value"] = P.LeastValue;
    } else if (P.Kind == HarnessParameter::Role::Scalar) {
      const HarnessSize *Value = Find(Program.Scalars, P.Name);
      Entry["role"] = "scalar";
      Entry["value"] = Value ? Value->Value : "";
      Entry["origin"] = Value ? Value->Origin : "";
    } else {
      Entry["role"] = "opaque";
    }
    Parameters.push_back(std::move(Entry));
  }
  json::Object Launch;
  for (StringRef Name : {"block", "grid", "shared_memory"})
    if (const HarnessSize *Size = Find(Program.Sizes, Name))
      Launch[Name] = json::Object{{"value", Size->Value},
                                  {"origin", Size->Origin}};
  json::Array Sets;
  for (const InputSet &Set : Program.InputSets) {
    json::Array Arguments;
    for (const std::string &Argument : Set.Arguments)
      Arguments.push_back(Argument);
    Sets.push_back(
        json::Object{{"name", Set.Name}, {"arguments", std::move(Arguments)}});
  }
  return json::Object{
      {"signature", Signature},
      {"comment", D.LeadingComment.empty() ? json::Value(nullptr)
                                           : json::Value(D.LeadingComment)},
      {"parameters", std::move(Parameters)},
      {"launch", std::move(Launch)},
      {"input_sets", std::move(Sets)},
      {"references", ("references/" + Id + ".json").str()}};
}

} // namespace kx
