//===- DatasetTasks.cpp - The tasks a dataset's manifest lists ------------===//

#include "DatasetTasks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

std::string pathIn(StringRef A, StringRef B) {
  SmallString<256> Path(A);
  sys::path::append(Path, B);
  return std::string(Path);
}

std::string readText(StringRef Path) {
  auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/false);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

Expected<std::vector<Task>> readTasks(StringRef Dataset) {
  std::string Manifest = pathIn(Dataset, "manifest.jsonl");
  if (!sys::fs::is_directory(Dataset) || !sys::fs::exists(Manifest))
    return createStringError(fmt::format(
        "{}: not a dataset (no manifest.jsonl)", Dataset));
  std::vector<Task> Tasks;
  SmallVector<StringRef, 0> Rows;
  std::string Text = readText(Manifest);
  StringRef(Text).split(Rows, '\n', -1, false);
  for (StringRef Row : Rows) {
    Expected<json::Value> Value = json::parse(Row);
    if (!Value)
      return createStringError(Manifest + ": " + toString(Value.takeError()));
    const json::Object *O = Value->getAsObject();
    const json::Object *Files = O ? O->getObject("files") : nullptr;
    if (!Files || !O->getString("id"))
      return createStringError(Manifest + ": a row without an id or files");
    auto File = [&](StringRef Key) {
      return Files->getString(Key).value_or("").str();
    };
    Task T{O->getString("id")->str(), File("harness"), File("harness_hip"),
           File("standalone"), File("hip"), {}, ""};
    if (T.Harness.empty())
      continue;
    std::string Metadata = pathIn(Dataset, File("metadata"));
    Expected<json::Value> Meta = json::parse(readText(Metadata));
    if (!Meta)
      return createStringError(Metadata + ": " + toString(Meta.takeError()));
    const json::Object *MetaObject = Meta->getAsObject();
    const json::Object *Record =
        MetaObject ? MetaObject->getObject("task") : nullptr;
    if (!Record || !Record->getArray("input_sets"))
      continue;
    if (const json::Object *HipMeta = MetaObject->getObject("hip"))
      if (const json::Array *Notes = HipMeta->getArray("notes"))
        T.WarpSizeNoted = any_of(*Notes, [](const json::Value &Note) {
          const json::Object *N = Note.getAsObject();
          return N && N->getString("kind") == "warp-size";
        });
    for (const json::Value &SetValue : *Record->getArray("input_sets")) {
      const json::Object *Set = SetValue.getAsObject();
      std::vector<std::string> Arguments;
      if (const json::Array *List = Set ? Set->getArray("arguments") : nullptr)
        for (const json::Value &A : *List)
          Arguments.push_back(A.getAsString().value_or("").str());
      T.Sets.push_back(
          {Set ? Set->getString("name").value_or("").str() : "", Arguments});
    }
    Tasks.push_back(std::move(T));
  }
  if (Tasks.empty())
    return createStringError(
        fmt::format("{} has no tasks: extract it with --tasks", Dataset));
  return Tasks;
}

} // namespace kx
