//===- CompilationDatabase.cpp - Loading -p with clear errors -------------===//

#include "CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <fmt/format.h>

using namespace llvm;
using namespace clang::tooling;

namespace kx {

static Error error(std::string Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// What `ninja -t compdb` lists that is a compile: an edge whose input is a
/// source file. Link and copy edges name objects, libraries or nothing.
static bool isCompiledSource(StringRef File) {
  return StringSwitch<bool>(sys::path::extension(File))
      .Cases(".cu", ".hip", ".c", ".cc", ".cpp", ".cxx", ".C", ".c++", true)
      .Default(false);
}

Expected<std::string> compileEntriesOfNinjaDatabase(StringRef Text,
                                                    StringRef Path) {
  Expected<json::Value> Parsed = json::parse(Text);
  if (!Parsed)
    return error(fmt::format("{}: 'ninja -t compdb' printed no database: {}",
                             Path.str(), toString(Parsed.takeError())));
  json::Array *Edges = Parsed->getAsArray();
  if (!Edges)
    return error(fmt::format(
        "{}: 'ninja -t compdb' printed no database: not a JSON array",
        Path.str()));
  json::Array Compiles;
  for (json::Value &Edge : *Edges)
    if (json::Object *Object = Edge.getAsObject())
      if (std::optional<StringRef> File = Object->getString("file"))
        if (isCompiledSource(*File))
          Compiles.push_back(std::move(Edge));
  std::string Out;
  raw_string_ostream(Out) << json::Value(std::move(Compiles));
  return Out;
}

/// `ninja -C <Dir> -t compdb -x`: every edge of the build.ninja in \p Dir,
/// response files expanded. Runs nothing but ninja's reader; its output
/// goes through a temporary file, removed here.
static Expected<std::string> runNinjaCompdb(StringRef Dir, StringRef Shown) {
  ErrorOr<std::string> Ninja = sys::findProgramByName("ninja");
  if (!Ninja)
    return error(fmt::format(
        "-p {}: a build.ninja and no compile_commands.json; ninja, which "
        "turns the one into the other, is not installed (apt-get install "
        "ninja-build)",
        Shown.str()));
  SmallString<128> Output, Errors;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("kx-ninja-compdb", "json", Output))
    return error(fmt::format("cannot create a temporary file: {}",
                             EC.message()));
  FileRemover RemoveOutput(Output);
  if (std::error_code EC =
          sys::fs::createTemporaryFile("kx-ninja-compdb", "log", Errors))
    return error(fmt::format("cannot create a temporary file: {}",
                             EC.message()));
  FileRemover RemoveErrors(Errors);
  StringRef Args[] = {*Ninja, "-C", Dir, "-t", "compdb", "-x"};
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Output),
                                          StringRef(Errors)};
  std::string Message;
  int Code = sys::ExecuteAndWait(*Ninja, Args, std::nullopt, Redirects,
                                 /*SecondsToWait=*/120, 0, &Message);
  if (Code != 0) {
    auto Log = MemoryBuffer::getFile(Errors);
    StringRef First =
        Log ? StringRef((*Log)->getBuffer()).split('\n').first : "";
    return error(fmt::format("-p {}: 'ninja -t compdb' failed: {}", Shown.str(),
                             !First.empty() ? First.str() : Message));
  }
  auto Text = MemoryBuffer::getFile(Output);
  if (!Text)
    return error(fmt::format("-p {}: cannot read what 'ninja -t compdb' "
                             "printed: {}",
                             Shown.str(), Text.getError().message()));
  return (*Text)->getBuffer().str();
}

std::string pytorchExtensionHint(StringRef Directory) {
  SmallString<256> SetupPy(Directory);
  sys::path::append(SetupPy, "setup.py");
  auto Setup = MemoryBuffer::getFile(SetupPy);
  if (!Setup)
    return "";
  StringRef Text = (*Setup)->getBuffer();
  if (!Text.contains("torch.utils.cpp_extension") &&
      !Text.contains("from torch.utils import cpp_extension"))
    return "";
  // The builder writes build/temp.<platform>-<python>/build.ninja; name
  // the one there is, the first in sorted order if there are several.
  SmallString<256> Build(Directory);
  sys::path::append(Build, "build");
  std::vector<std::string> Found;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Build, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    SmallString<256> Ninja(It->path());
    sys::path::append(Ninja, "build.ninja");
    if (Name.starts_with("temp.") && sys::fs::exists(Ninja))
      Found.push_back(("build/" + Name).str());
  }
  std::sort(Found.begin(), Found.end());
  SmallString<256> Shown(Directory);
  if (!Found.empty()) {
    sys::path::append(Shown, Found.front());
    sys::path::remove_dots(Shown, /*remove_dot_dot=*/true);
    return fmt::format(
        "; this is a PyTorch extension, whose builder wrote {}/build.ninja: "
        "give -p {}",
        Shown.str().str(), Shown.str().str());
  }
  sys::path::append(Shown, "build", "temp.*");
  sys::path::remove_dots(Shown, /*remove_dot_dot=*/true);
  return fmt::format(
      "; this is a PyTorch extension: build it once ('python setup.py "
      "build_ext'), then give -p {}, the directory of the build.ninja its "
      "builder writes",
      Shown.str().str());
}

/// A hint for a directory whose Makefile compiles with hipcc, or that holds
/// `.hip` sources: Bear records no hipcc command on a `.hip` file, and
/// clang's `-MJ` writes the entries instead (docs/user-guide.md).
static std::string hipMakefileHint(StringRef Directory) {
  bool Hip = false;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC && !Hip; It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    if (sys::path::extension(Name) == ".hip") {
      Hip = true;
    } else if (Name == "Makefile" || Name == "makefile" ||
               Name == "GNUmakefile") {
      auto Text = MemoryBuffer::getFile(It->path());
      Hip = Text && (*Text)->getBuffer().contains("hipcc");
    }
  }
  if (!Hip)
    return "";
  return "; this build compiles with hipcc: for its .hip files let clang "
         "write the entries ('make clean && make HIPCC=\"hipcc -MJ "
         "$@.mj.json\"', then join the *.mj.json files: docs/user-guide.md, "
         "section 2)";
}

/// What a build in \p Directory needs to give a database, when it is one of
/// those Bear cannot record; else empty.
static std::string hintFor(StringRef Directory) {
  std::string Hint = pytorchExtensionHint(Directory);
  return Hint.empty() ? hipMakefileHint(Directory) : Hint;
}

Expected<std::unique_ptr<CompilationDatabase>>
loadCompilationDatabase(StringRef BuildDir) {
  SmallString<256> Path(BuildDir);
  if (sys::fs::is_directory(Path))
    sys::path::append(Path, "compile_commands.json");
  else if (!sys::fs::exists(Path))
    return error(fmt::format("-p {}: no such directory", BuildDir.str()));
  if (!sys::fs::exists(Path)) {
    SmallString<256> Ninja(BuildDir);
    sys::path::append(Ninja, "build.ninja");
    if (sys::fs::exists(Ninja)) {
      Expected<std::string> Edges = runNinjaCompdb(BuildDir, BuildDir);
      if (!Edges)
        return Edges.takeError();
      Expected<std::string> Compiles =
          compileEntriesOfNinjaDatabase(*Edges, Ninja);
      if (!Compiles)
        return Compiles.takeError();
      return parseCompilationDatabase(*Compiles, Ninja);
    }
    return error(fmt::format(
        "-p {}: no compile_commands.json in that directory (configure with "
        "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or run the build under 'bear "
        "--'){}",
        BuildDir.str(), hintFor(BuildDir)));
  }

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
  if (Database->getAllCompileCommands().empty()) {
    if (sys::path::filename(Path) == "build.ninja")
      return error(fmt::format("{}: no build edge compiles a source file",
                               Path.str()));
    StringRef Directory = sys::path::parent_path(Path);
    std::string Hint = hintFor(Directory.empty() ? "." : Directory);
    if (!Hint.empty())
      return error(fmt::format(
          "{}: the compilation database has no entries (Bear records no "
          "hipcc command on a .hip file, and nothing for a build that was "
          "up to date){}",
          Path.str(), Hint));
    return error(fmt::format(
        "{}: the compilation database has no entries; a build that was "
        "already up to date compiled nothing for Bear to record: run 'make "
        "clean' (or delete the build directory) and capture again with 'bear "
        "-- make'",
        Path.str()));
  }
  // The format requires an absolute directory; a relative one (a template's
  // unfilled `@DIR@`) would reach clang's dependency scanner, which aborts.
  for (const CompileCommand &Command : Database->getAllCompileCommands())
    if (!sys::path::is_absolute(Command.Directory))
      return error(fmt::format(
          "{}: the \"directory\" of {} is '{}', not an absolute path (the "
          "format requires the absolute directory the command ran in)",
          Path.str(), Command.Filename, Command.Directory));
  return std::unique_ptr<CompilationDatabase>(std::move(Database));
}

} // namespace kx
