//===- Provenance.cpp - Which project, commit and license a dataset is ----===//
//
// Git's files are read directly: HEAD, the ref it names (loose, else in
// packed-refs), and the remotes of config; a worktree's `.git` file points
// at its git directory, whose `commondir` holds the shared refs and config.
//
//===----------------------------------------------------------------------===//

#include "Provenance.h"
#include "Manifest.h"
#include "kernel-extract/Extraction.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace kx {

namespace {

std::optional<std::string> readFile(const Twine &Path) {
  auto Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

std::string joined(StringRef Dir, StringRef Relative) {
  SmallString<256> Path(Dir);
  sys::path::append(Path, Relative);
  return Path.str().str();
}

bool isCommit(StringRef Text) {
  return Text.size() == 40 && llvm::all_of(Text, llvm::isHexDigit);
}

/// A checkout's git directory, the directory holding its refs and config,
/// and its top.
struct GitCheckout {
  std::string GitDir, CommonDir, Top;
};

/// The directories GIT_CEILING_DIRECTORIES names: as git does, the search
/// does not go up into them.
std::vector<std::string> ceilingDirectories() {
  std::vector<std::string> Out;
  if (const char *Env = std::getenv("GIT_CEILING_DIRECTORIES"))
    for (StringRef Dir : llvm::split(Env, ':'))
      if (sys::path::is_absolute(Dir)) {
        SmallString<256> Clean(Dir);
        sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
        Out.push_back(Clean.str().str());
      }
  return Out;
}

std::optional<GitCheckout> findCheckout(StringRef Root) {
  std::vector<std::string> Ceilings = ceilingDirectories();
  for (StringRef Dir = Root; !Dir.empty(); Dir = sys::path::parent_path(Dir)) {
    if (Dir != Root && llvm::is_contained(Ceilings, Dir))
      break;
    std::string Dot = joined(Dir, ".git");
    GitCheckout Git{"", "", Dir.str()};
    if (sys::fs::is_directory(Dot)) {
      Git.GitDir = Dot;
    } else if (std::optional<std::string> Link = readFile(Dot)) {
      StringRef Target = StringRef(*Link).trim();
      if (!Target.consume_front("gitdir:"))
        return std::nullopt;
      Target = Target.trim();
      Git.GitDir = sys::path::is_absolute(Target) ? Target.str()
                                                  : joined(Dir, Target);
    } else {
      if (Dir == sys::path::root_path(Dir))
        break;
      continue;
    }
    Git.CommonDir = Git.GitDir;
    if (std::optional<std::string> Common =
            readFile(joined(Git.GitDir, "commondir"))) {
      StringRef C = StringRef(*Common).trim();
      Git.CommonDir = sys::path::is_absolute(C) ? C.str() : joined(Git.GitDir, C);
    }
    return Git;
  }
  return std::nullopt;
}

std::optional<std::string> headCommit(const GitCheckout &Git) {
  std::optional<std::string> Head = readFile(joined(Git.GitDir, "HEAD"));
  if (!Head)
    return std::nullopt;
  StringRef Ref = StringRef(*Head).trim();
  if (isCommit(Ref))
    return Ref.str();
  if (!Ref.consume_front("ref:"))
    return std::nullopt;
  Ref = Ref.trim();
  for (const std::string &Dir : {Git.GitDir, Git.CommonDir})
    if (std::optional<std::string> Loose = readFile(joined(Dir, Ref))) {
      StringRef Commit = StringRef(*Loose).trim();
      if (isCommit(Commit))
        return Commit.str();
    }
  if (std::optional<std::string> Packed =
          readFile(joined(Git.CommonDir, "packed-refs"))) {
    SmallVector<StringRef> Lines;
    StringRef(*Packed).split(Lines, '\n');
    for (StringRef Line : Lines) {
      auto [Commit, Name] = Line.trim().split(' ');
      if (Name == Ref && isCommit(Commit))
        return Commit.str();
    }
  }
  return std::nullopt;
}

/// The url of remote `origin`, else of the first remote in config.
std::optional<std::string> remoteUrl(const GitCheckout &Git) {
  std::optional<std::string> Config = readFile(joined(Git.CommonDir, "config"));
  if (!Config)
    return std::nullopt;
  std::optional<std::string> First, Origin;
  std::string Section;
  SmallVector<StringRef> Lines;
  StringRef(*Config).split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.trim();
    if (Line.starts_with("[")) {
      Section = Line.str();
      continue;
    }
    if (!StringRef(Section).starts_with("[remote \""))
      continue;
    auto [Key, Value] = Line.split('=');
    if (Key.trim() != "url")
      continue;
    std::string Url = Value.trim().str();
    if (!First)
      First = Url;
    if (Section == "[remote \"origin\"]")
      Origin = Url;
  }
  return Origin ? Origin : First;
}

/// LICENSE, LICENSE.txt, LICENCE.md, COPYING...: the first, by name.
std::optional<std::string> licenseFileIn(StringRef Dir) {
  std::vector<std::string> Found;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    std::string Stem = StringRef(Name).split('.').first.upper();
    if ((Stem == "LICENSE" || Stem == "LICENCE" || Stem == "COPYING") &&
        sys::fs::is_regular_file(It->path()))
      Found.push_back(It->path());
  }
  if (Found.empty())
    return std::nullopt;
  return *std::min_element(Found.begin(), Found.end());
}

} // namespace

std::optional<std::string> spdxOfLicense(StringRef Text) {
  // Compared lowercased with white space folded: files rewrap the texts.
  std::string Folded;
  bool Space = false;
  for (char C : Text) {
    if (llvm::isSpace(C)) {
      Space = !Folded.empty();
      continue;
    }
    if (Space)
      Folded += ' ';
    Space = false;
    Folded += llvm::toLower(C);
  }
  StringRef T = Folded;
  auto Has = [&](StringRef Phrase) { return T.contains(Phrase); };
  if (Has("gnu affero general public license"))
    return "AGPL-3.0";
  if (Has("gnu lesser general public license"))
    return Has("version 3") ? "LGPL-3.0" : "LGPL-2.1";
  if (Has("gnu general public license"))
    return Has("version 3") ? "GPL-3.0" : "GPL-2.0";
  if (Has("apache license") && Has("version 2.0"))
    return "Apache-2.0";
  if (Has("mozilla public license") && Has("2.0"))
    return "MPL-2.0";
  if (Has("boost software license - version 1.0"))
    return "BSL-1.0";
  if (Has("this is free and unencumbered software released into the public "
          "domain"))
    return "Unlicense";
  if (Has("permission is hereby granted, free of charge, to any person "
          "obtaining a copy"))
    return "MIT";
  if (Has("permission to use, copy, modify, and/or distribute this software "
          "for any purpose") ||
      Has("permission to use, copy, modify, and distribute this software for "
          "any purpose with or without fee"))
    return "ISC";
  if (Has("altered source versions must be plainly marked"))
    return "Zlib";
  if (Has("redistribution and use in source and binary forms"))
    return Has("neither the name") || Has("may be used to endorse or promote")
               ? "BSD-3-Clause"
               : "BSD-2-Clause";
  return std::nullopt;
}

std::optional<std::string> publicRemote(StringRef Url) {
  if (Url.empty() || Url.starts_with("/") || Url.starts_with(".") ||
      Url.starts_with("~") || Url.starts_with("file:"))
    return std::nullopt;
  size_t Scheme = Url.find("://");
  if (Scheme == StringRef::npos)
    return Url.str(); // git@host:owner/repo.git
  size_t HostStart = Scheme + 3;
  size_t PathStart = Url.find('/', HostStart);
  size_t At = Url.find('@', HostStart);
  if (At != StringRef::npos && (PathStart == StringRef::npos || At < PathStart))
    return (Url.take_front(HostStart) + Url.drop_front(At + 1)).str();
  return Url.str();
}

Provenance readProvenance(StringRef Root, StringRef Name) {
  Provenance P;
  P.Name = !Name.empty() ? Name.str() : sys::path::filename(Root).str();
  std::optional<GitCheckout> Git = findCheckout(Root);
  if (Git) {
    P.Commit = headCommit(*Git);
    if (std::optional<std::string> Url = remoteUrl(*Git))
      P.Remote = publicRemote(*Url);
  }
  P.LicenseFile = licenseFileIn(Root);
  if (!P.LicenseFile && Git && Git->Top != Root)
    P.LicenseFile = licenseFileIn(Git->Top);
  if (P.LicenseFile)
    if (std::optional<std::string> Text = readFile(*P.LicenseFile))
      P.Spdx = spdxOfLicense(*Text);
  return P;
}

json::Object provenanceJson(const Provenance &P, StringRef Root) {
  json::Object Out{{"name", P.Name}};
  if (P.Commit)
    Out["commit"] = *P.Commit;
  if (P.Remote)
    Out["remote"] = *P.Remote;
  if (P.LicenseFile) {
    json::Object License{{"file", relativeToRoot(*P.LicenseFile, Root)}};
    if (P.Spdx)
      License["spdx"] = *P.Spdx;
    Out["license"] = std::move(License);
  }
  return Out;
}

} // namespace kx
