//===- References.cpp - A task's reference outputs ------------------------===//

#include "References.h"
#include "DatasetTasks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Compression.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {
namespace {

constexpr int FormatVersion = 1;

std::string dataPath(StringRef Id, StringRef Set) {
  return fmt::format("references/{}/{}.bin.zz", Id.str(), Set.str());
}

} // namespace

Error writeFileWhole(StringRef Path, StringRef Contents) {
  if (std::error_code EC =
          sys::fs::create_directories(sys::path::parent_path(Path)))
    return createStringError(EC, "cannot create the directory of " + Path);
  std::string Temporary = (Path + ".partial").str();
  {
    std::error_code EC;
    raw_fd_ostream Out(Temporary, EC);
    if (EC)
      return createStringError(EC, "cannot write " + Temporary);
    Out << Contents;
    Out.close();
    if (Out.has_error()) {
      sys::fs::remove(Temporary);
      return createStringError(Out.error(), "cannot write " + Temporary);
    }
  }
  if (std::error_code EC = sys::fs::rename(Temporary, Path)) {
    sys::fs::remove(Temporary);
    return createStringError(EC, "cannot write " + Path);
  }
  return Error::success();
}

Expected<std::optional<References>> readReferences(StringRef Dataset,
                                                   StringRef Id) {
  std::string Path = pathIn(Dataset, ("references/" + Id + ".json").str());
  if (!sys::fs::exists(Path))
    return std::nullopt;
  auto Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer)
    return createStringError(Buffer.getError(), "cannot read " + Path);
  Expected<json::Value> Value = json::parse((*Buffer)->getBuffer());
  if (!Value)
    return createStringError(Path + ": " + toString(Value.takeError()));
  const json::Object *Root = Value->getAsObject();
  auto Bad = [&](StringRef What) {
    return createStringError(fmt::format("{}: {}", Path, What.str()));
  };
  if (!Root || Root->getInteger("format") != FormatVersion)
    return Bad(fmt::format("not a references file of format {}", FormatVersion));
  References Refs;
  Refs.Unit = Root->getString("unit").value_or("cuda").str();
  Refs.Device = Root->getString("device").value_or("cpu").str();
  Refs.WarpSize = Root->getInteger("warp_size").value_or(32);
  Refs.FastMath = Root->getBoolean("fast_math").value_or(false);
  const json::Array *Sets = Root->getArray("input_sets");
  if (!Sets)
    return Bad("no input_sets");
  for (const json::Value &SetValue : *Sets) {
    const json::Object *Set = SetValue.getAsObject();
    if (!Set || !Set->getString("name") || !Set->getArray("outputs"))
      return Bad("an input set without a name or outputs");
    ReferenceSet Ref;
    Ref.Name = Set->getString("name")->str();
    if (const json::Array *Arguments = Set->getArray("arguments"))
      for (const json::Value &A : *Arguments)
        if (auto S = A.getAsString())
          Ref.Arguments.push_back(S->str());
    Ref.Undefined = Set->getString("undefined").value_or("").str();
    Ref.Outputs.Checksum = Set->getString("checksum").value_or("").str();
    uint64_t Total = 0;
    for (const json::Value &OutValue : *Set->getArray("outputs")) {
      const json::Object *O = OutValue.getAsObject();
      if (!O)
        return Bad("an output that is not an object");
      OutputBuffer B{O->getString("name").value_or("").str(),
                     O->getString("kind").value_or("bytes").str(),
                     uint64_t(O->getInteger("bytes").value_or(0))};
      Total += B.Bytes;
      Ref.Outputs.Buffers.push_back(std::move(B));
    }
    std::optional<StringRef> Data = Set->getString("data");
    Ref.Outputs.HasData = Data.has_value();
    if (Data) {
      std::string DataPath = pathIn(Dataset, *Data);
      auto Bytes = MemoryBuffer::getFile(DataPath, /*IsText=*/false);
      if (!Bytes)
        return createStringError(Bytes.getError(), "cannot read " + DataPath);
      SmallVector<uint8_t, 0> Out;
      if (Error E = compression::zlib::decompress(
              arrayRefFromStringRef((*Bytes)->getBuffer()), Out, Total))
        return createStringError(DataPath + ": " + toString(std::move(E)));
      Ref.Outputs.Data = toStringRef(Out).str();
    }
    Refs.Sets.push_back(std::move(Ref));
  }
  return Refs;
}

void removeReferences(StringRef Dataset, StringRef Id) {
  sys::fs::remove(pathIn(Dataset, ("references/" + Id + ".json").str()));
  sys::fs::remove_directories(pathIn(Dataset, ("references/" + Id).str()));
}

Error writeReferences(StringRef Dataset, StringRef Id, const References &Refs,
                      uint64_t Cap) {
  if (!compression::zlib::isAvailable())
    return createStringError("this build of LLVM has no zlib: references "
                             "cannot be stored");
  json::Array Sets;
  uint64_t Kept = 0;
  for (const ReferenceSet &Set : Refs.Sets) {
    json::Array Outputs;
    for (const OutputBuffer &B : Set.Outputs.Buffers) {
      Tolerance T = toleranceFor(B.Kind, Refs.FastMath);
      Outputs.push_back(json::Object{
          {"name", B.Name},
          {"kind", B.Kind},
          {"bytes", int64_t(B.Bytes)},
          {"tolerance",
           json::Object{{"absolute", T.Absolute}, {"relative", T.Relative}}}});
    }
    json::Value Data = nullptr;
    if (Set.Outputs.HasData && Kept + Set.Outputs.Data.size() <= Cap) {
      Kept += Set.Outputs.Data.size();
      SmallVector<uint8_t, 0> Compressed;
      compression::zlib::compress(arrayRefFromStringRef(Set.Outputs.Data),
                                  Compressed);
      std::string Relative = dataPath(Id, Set.Name);
      if (Error E = writeFileWhole(pathIn(Dataset, Relative), toStringRef(Compressed)))
        return E;
      Data = Relative;
    }
    json::Array Arguments;
    for (const std::string &A : Set.Arguments)
      Arguments.push_back(A);
    json::Object Entry{{"name", Set.Name},
                       {"arguments", std::move(Arguments)},
                       {"checksum", Set.Outputs.Checksum},
                       {"outputs", std::move(Outputs)},
                       {"data", std::move(Data)}};
    if (!Set.Undefined.empty())
      Entry["undefined"] = Set.Undefined;
    Sets.push_back(std::move(Entry));
  }
  json::Object Root{{"format", FormatVersion},
                    {"unit", Refs.Unit},
                    {"device", Refs.Device},
                    {"warp_size", Refs.WarpSize},
                    {"fast_math", Refs.FastMath},
                    {"input_sets", std::move(Sets)}};
  std::string Text;
  raw_string_ostream(Text) << formatv("{0:2}", json::Value(std::move(Root)))
                           << "\n";
  return writeFileWhole(pathIn(Dataset, ("references/" + Id + ".json").str()), Text);
}

} // namespace kx
