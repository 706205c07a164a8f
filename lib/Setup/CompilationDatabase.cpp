//===- CompilationDatabase.cpp - Loading -p with clear errors -------------===//

#include "kernel-extract/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

using namespace llvm;
using namespace clang::tooling;

namespace kx {

static Error error(std::string Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

Expected<std::unique_ptr<CompilationDatabase>>
loadCompilationDatabase(StringRef BuildDir) {
  SmallString<256> Path(BuildDir);
  if (sys::fs::is_directory(Path))
    sys::path::append(Path, "compile_commands.json");
  else if (!sys::fs::exists(Path))
    return error(fmt::format("-p {}: no such directory", BuildDir.str()));
  if (!sys::fs::exists(Path))
    return error(fmt::format(
        "-p {}: no compile_commands.json in that directory (configure with "
        "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or run the build under 'bear --')",
        BuildDir.str()));

  auto Text = MemoryBuffer::getFile(Path);
  if (!Text)
    return error(fmt::format("{}: cannot read: {}", Path.str().str(),
                             Text.getError().message()));
  return parseCompilationDatabase((*Text)->getBuffer(), Path);
}

Expected<std::unique_ptr<CompilationDatabase>>
parseCompilationDatabase(StringRef Text, StringRef Path) {
  std::string Message;
  std::unique_ptr<JSONCompilationDatabase> Database =
      JSONCompilationDatabase::loadFromBuffer(
          Text, Message, JSONCommandLineSyntax::AutoDetect);
  if (!Database) {
    // clang's message can span lines; the user needs the file and the gist.
    std::replace(Message.begin(), Message.end(), '\n', ' ');
    return error(fmt::format("{}: not a valid compilation database: {}",
                             Path.str(), StringRef(Message).trim().str()));
  }
  if (Database->getAllCompileCommands().empty())
    return error(fmt::format(
        "{}: the compilation database has no entries; a build that was "
        "already up to date compiled nothing for Bear to record: run 'make "
        "clean' (or delete the build directory) and capture again with 'bear "
        "-- make'",
        Path.str()));
  return std::unique_ptr<CompilationDatabase>(std::move(Database));
}

} // namespace kx
