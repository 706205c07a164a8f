//===- OutputWriter.cpp - All-or-nothing writes into -o -------------------===//

#include "Support/ScratchFiles.h"
#include "kernel-extract/Output.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

static Error error(std::string Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// The file whose presence says a directory holds an earlier run's output.
static constexpr StringLiteral ManifestName = "manifest.jsonl";

/// The directories a run replaces wholesale.
static constexpr StringLiteral OwnedDirectories[] = {"kernels"};

/// A run replaces kernels/ wholesale: only one an earlier run wrote.
static Error checkNoForeignEntries(StringRef Dir) {
  SmallString<256> Manifest(Dir);
  sys::path::append(Manifest, ManifestName);
  if (sys::fs::exists(Manifest))
    return Error::success();
  for (StringRef Owned : OwnedDirectories) {
    SmallString<256> Entry(Dir);
    sys::path::append(Entry, Owned);
    if (sys::fs::exists(Entry))
      return error(fmt::format("-o {}: '{}' exists and was not written by "
                               "kernel-extract; choose another directory",
                               Dir.str(), Owned.str()));
  }
  return Error::success();
}

Error OutputWriter::check(StringRef Dir) {
  if (Dir.empty())
    return error("no output directory: give -o <dir>");
  sys::fs::file_status Status;
  if (!sys::fs::status(Dir, Status)) {
    if (!sys::fs::is_directory(Status))
      return error(fmt::format("-o {}: exists and is not a directory",
                               Dir.str()));
    if (sys::fs::access(Dir, sys::fs::AccessMode::Write))
      return error(fmt::format("-o {}: directory is not writable", Dir.str()));
    return checkNoForeignEntries(Dir);
  }
  // Not there yet: the nearest existing ancestor must be a writable dir.
  SmallString<256> Ancestor(Dir);
  sys::fs::make_absolute(Ancestor);
  while (!Ancestor.empty() && !sys::fs::exists(Ancestor))
    sys::path::remove_filename(Ancestor);
  if (Ancestor.empty() || !sys::fs::is_directory(Ancestor))
    return error(fmt::format("-o {}: cannot be created ('{}' is not a "
                             "directory)",
                             Dir.str(), Ancestor.str().str()));
  if (sys::fs::access(Ancestor, sys::fs::AccessMode::Write))
    return error(fmt::format("-o {}: cannot be created ('{}' is not "
                             "writable)",
                             Dir.str(), Ancestor.str().str()));
  return Error::success();
}

Error OutputWriter::checkHoldsNoSource(StringRef Dir,
                                       ArrayRef<std::string> Sources) {
  SmallString<256> Real;
  if (sys::fs::real_path(Dir, Real))
    return Error::success(); // Not there yet: it holds nothing.
  for (const std::string &Source : Sources) {
    SmallString<256> RealSource;
    if (sys::fs::real_path(Source, RealSource))
      continue;
    StringRef Rest = RealSource;
    if (Rest.consume_front(Real) && sys::path::is_separator(Rest.front()))
      return error(fmt::format(
          "-o {}: holds '{}', a source the database compiles; choose a "
          "directory outside the sources (a dataset's .cu files there would "
          "join the next build)",
          Dir.str(), Rest.drop_front().str()));
  }
  return Error::success();
}

Expected<std::unique_ptr<OutputWriter>> OutputWriter::open(StringRef Dir) {
  if (Error E = check(Dir))
    return E;
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return error(fmt::format("-o {}: cannot create directory: {}", Dir.str(),
                             EC.message()));
  // Absolute, or the staging directory would be made in the temp directory
  // and the final renames would cross file systems.
  SmallString<256> Absolute(Dir);
  sys::fs::make_absolute(Absolute);
  SmallString<256> Prefix(Absolute), Staging;
  sys::path::append(Prefix, StagingPrefix);
  if (std::error_code EC = createDirectoryRemovedOnInterrupt(Prefix, Staging))
    return error(fmt::format("-o {}: cannot write there: {}", Dir.str(),
                             EC.message()));
  return std::unique_ptr<OutputWriter>(
      new OutputWriter(std::string(Absolute), std::string(Staging)));
}

OutputWriter::~OutputWriter() {
  if (Staging.empty())
    return;
  dontRemoveOnInterrupt(Staging);
  sys::fs::remove_directories(Staging, /*IgnoreErrors=*/true);
}

static bool isSafeRelativePath(StringRef Path) {
  if (Path.empty() || sys::path::is_absolute(Path) || Path.contains('\\'))
    return false;
  for (auto It = sys::path::begin(Path), End = sys::path::end(Path);
       It != End; ++It)
    if (*It == ".." || *It == "." || It->empty())
      return false;
  return true;
}

Error OutputWriter::write(StringRef RelativePath, StringRef Contents) {
  if (!isSafeRelativePath(RelativePath))
    return error(fmt::format("refusing to write '{}': not a plain path "
                             "inside the output directory",
                             RelativePath.str()));
  SmallString<256> Path(Staging);
  sys::path::append(Path, RelativePath);
  if (std::error_code EC =
          sys::fs::create_directories(sys::path::parent_path(Path)))
    return error(fmt::format("cannot create directory for '{}': {}",
                             RelativePath.str(), EC.message()));
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return error(fmt::format("cannot write '{}': {}", RelativePath.str(),
                             EC.message()));
  OS << Contents;
  OS.close();
  if (OS.has_error()) {
    // Cleared, or the stream's destructor would end the process.
    std::string Reason = OS.error().message();
    OS.clear_error();
    return error(
        fmt::format("cannot write '{}': {}", RelativePath.str(), Reason));
  }
  Written.push_back(std::string(RelativePath));
  return Error::success();
}

Error OutputWriter::commit() {
  // Top-level entries in a fixed order, the manifest last: a reader that
  // sees the new manifest sees the files it lists.
  StringSet<> Seen;
  std::vector<std::string> Entries;
  for (const std::string &Path : Written) {
    std::string Top = sys::path::begin(Path)->str();
    if (Seen.insert(Top).second)
      Entries.push_back(Top);
  }
  llvm::sort(Entries, [](const std::string &A, const std::string &B) {
    return std::make_pair(A == ManifestName, A) <
           std::make_pair(B == ManifestName, B);
  });

  // Checked again: the directory may have changed during the parse.
  if (Error E = checkNoForeignEntries(Dir))
    return E;
  for (const std::string &Entry : Entries) {
    SmallString<256> From(Staging), To(Dir);
    sys::path::append(From, Entry);
    sys::path::append(To, Entry);
    if (sys::fs::is_directory(To)) {
      SmallString<256> Old(Staging);
      sys::path::append(Old, ".old-" + Entry);
      if (std::error_code EC = sys::fs::rename(To, Old))
        return error(fmt::format("cannot replace '{}': {}", To.str().str(),
                                 EC.message()));
    }
    if (std::error_code EC = sys::fs::rename(From, To))
      return error(fmt::format("cannot move '{}' into place: {}",
                               To.str().str(), EC.message()));
  }
  return Error::success();
}

} // namespace kx
