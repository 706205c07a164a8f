//===- OutputWriterTest.cpp - All-or-nothing writes into -o ---------------===//
//
// Tests kx::OutputWriter: files are staged and appear only on commit, the
// staging directory never outlives the writer, paths that could leave the
// output directory are refused, check() rejects unusable output paths, and a
// second run replaces the first one's entries without touching a directory
// kernel-extract did not write. kx::OutputLock holds the run's pid, goes
// with its run and clears what a killed run left. Every test works in a
// fresh temporary directory.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/Output.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace llvm;

namespace {

/// A fresh temporary directory, removed with everything in it at the end.
class OutputWriterTest : public ::testing::Test {
protected:
  void SetUp() override {
    SmallString<256> Prefix;
    sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Prefix);
    sys::path::append(Prefix, "kernel-extract-unittest");
    ASSERT_FALSE(sys::fs::createUniqueDirectory(Prefix, Root));
  }
  void TearDown() override {
    if (Root.empty())
      return;
    // A test may have made a directory read-only.
    std::error_code EC;
    for (sys::fs::recursive_directory_iterator It(Root, EC), End;
         It != End && !EC; It.increment(EC))
      if (sys::fs::is_directory(It->path()))
        sys::fs::setPermissions(It->path(), sys::fs::all_all);
    sys::fs::remove_directories(Root);
  }

  std::string path(StringRef Relative) const {
    SmallString<256> Path(Root);
    sys::path::append(Path, Relative);
    return std::string(Path);
  }

  std::string outDir() const { return path("out"); }

  static std::string readFile(StringRef Path) {
    auto Buffer = MemoryBuffer::getFile(Path);
    if (!Buffer)
      return "<unreadable: " + Buffer.getError().message() + ">";
    return (*Buffer)->getBuffer().str();
  }

  static void writeFile(StringRef Path, StringRef Contents) {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Contents;
  }

  /// Names of the entries directly in \p Dir, sorted.
  static std::vector<std::string> entries(StringRef Dir) {
    std::vector<std::string> Names;
    std::error_code EC;
    for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC))
      Names.push_back(sys::path::filename(It->path()).str());
    llvm::sort(Names);
    return Names;
  }

  static bool hasStagingDir(StringRef Dir) {
    for (const std::string &Name : entries(Dir))
      if (StringRef(Name).starts_with(".kernel-extract-staging"))
        return true;
    return false;
  }

  /// One complete run: opens \p Dir, writes \p Files, commits.
  static void run(StringRef Dir,
                  std::vector<std::pair<std::string, std::string>> Files) {
    Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Dir);
    ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
    for (const auto &[Path, Contents] : Files)
      ASSERT_FALSE(static_cast<bool>((*Writer)->write(Path, Contents)));
    Error E = (*Writer)->commit();
    ASSERT_FALSE(static_cast<bool>(E)) << toString(std::move(E));
  }

  SmallString<256> Root;
};

TEST_F(OutputWriterTest, WriteAndCommitCreatesFiles) {
  std::string Out = outDir();
  {
    Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
    ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
    ASSERT_FALSE(static_cast<bool>(
        (*Writer)->write("kernels/scale.cu", "__global__ void scale() {}\n")));
    ASSERT_FALSE(
        static_cast<bool>((*Writer)->write("kernels/meta/scale.json", "{}\n")));
    ASSERT_FALSE(static_cast<bool>(
        (*Writer)->write("manifest.jsonl", "{\"id\":\"scale\"}\n")));
    EXPECT_EQ((*Writer)->filesWritten(), 3u);
    Error E = (*Writer)->commit();
    ASSERT_FALSE(static_cast<bool>(E)) << toString(std::move(E));
  }
  EXPECT_EQ(readFile(path("out/kernels/scale.cu")),
            "__global__ void scale() {}\n");
  EXPECT_EQ(readFile(path("out/kernels/meta/scale.json")), "{}\n");
  EXPECT_EQ(readFile(path("out/manifest.jsonl")), "{\"id\":\"scale\"}\n");
  EXPECT_EQ(entries(Out),
            (std::vector<std::string>{"kernels", "manifest.jsonl"}));
}

TEST_F(OutputWriterTest, OpenCreatesMissingDirectories) {
  std::string Out = path("a/b/out");
  Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
  ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
  EXPECT_TRUE(sys::fs::is_directory(Out));
}

TEST_F(OutputWriterTest, NothingVisibleBeforeCommit) {
  std::string Out = outDir();
  Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
  ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
  ASSERT_FALSE(static_cast<bool>((*Writer)->write("kernels/k.cu", "k")));
  ASSERT_FALSE(static_cast<bool>((*Writer)->write("manifest.jsonl", "{}")));
  EXPECT_FALSE(sys::fs::exists(path("out/kernels")));
  EXPECT_FALSE(sys::fs::exists(path("out/manifest.jsonl")));
  // Only the staging directory is there.
  std::vector<std::string> Names = entries(Out);
  ASSERT_EQ(Names.size(), 1u);
  EXPECT_TRUE(StringRef(Names[0]).starts_with(".kernel-extract-staging"))
      << Names[0];
}

TEST_F(OutputWriterTest, NoStagingDirAfterDestructionWithoutCommit) {
  std::string Out = outDir();
  {
    Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
    ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
    ASSERT_FALSE(static_cast<bool>((*Writer)->write("kernels/k.cu", "k")));
  }
  EXPECT_TRUE(entries(Out).empty());
}

TEST_F(OutputWriterTest, NoStagingDirAfterDestructionWithCommit) {
  std::string Out = outDir();
  run(Out, {{"kernels/k.cu", "k"}, {"manifest.jsonl", "{}"}});
  EXPECT_FALSE(hasStagingDir(Out));
  EXPECT_EQ(entries(Out),
            (std::vector<std::string>{"kernels", "manifest.jsonl"}));
}

TEST_F(OutputWriterTest, WriteRejectsPathsLeavingTheOutputDir) {
  std::string Out = outDir();
  Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
  ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
  for (const char *Bad :
       {"../x", "/abs", "a/./b", "a/../../x", "", "kernels/..", "a\\b"}) {
    SCOPED_TRACE(Bad);
    Error E = (*Writer)->write(Bad, "x");
    EXPECT_TRUE(static_cast<bool>(E));
    consumeError(std::move(E));
  }
  EXPECT_EQ((*Writer)->filesWritten(), 0u);
  EXPECT_FALSE(sys::fs::exists(path("x")));
  EXPECT_FALSE(sys::fs::exists("/abs"));
}

TEST_F(OutputWriterTest, CheckAcceptsNewAndExistingDirectories) {
  EXPECT_FALSE(static_cast<bool>(OutputWriter::check(path("new/sub"))));
  EXPECT_FALSE(static_cast<bool>(OutputWriter::check(Root)));
  // check() creates nothing.
  EXPECT_FALSE(sys::fs::exists(path("new")));
}

TEST_F(OutputWriterTest, CheckFailsOnRegularFile) {
  std::string File = path("file");
  writeFile(File, "not a directory");
  Error E = OutputWriter::check(File);
  ASSERT_TRUE(static_cast<bool>(E));
  EXPECT_NE(toString(std::move(E)).find("not a directory"), std::string::npos);
}

TEST_F(OutputWriterTest, CheckFailsBelowRegularFile) {
  std::string File = path("file");
  writeFile(File, "not a directory");
  Error E = OutputWriter::check(path("file/out"));
  EXPECT_TRUE(static_cast<bool>(E));
  consumeError(std::move(E));
}

TEST_F(OutputWriterTest, CheckFailsOnEmptyPath) {
  Error E = OutputWriter::check("");
  EXPECT_TRUE(static_cast<bool>(E));
  consumeError(std::move(E));
}

TEST_F(OutputWriterTest, CheckFailsUnderUnwritableParent) {
  std::string Parent = path("readonly");
  ASSERT_FALSE(sys::fs::create_directory(Parent));
  ASSERT_FALSE(sys::fs::setPermissions(Parent, sys::fs::owner_read |
                                                   sys::fs::owner_exe));
  if (!sys::fs::access(Parent, sys::fs::AccessMode::Write))
    GTEST_SKIP() << "a read-only directory is writable for this user "
                    "(running as root): nothing to check";
  Error E = OutputWriter::check(path("readonly/out"));
  ASSERT_TRUE(static_cast<bool>(E));
  EXPECT_NE(toString(std::move(E)).find("not writable"), std::string::npos);
}

TEST_F(OutputWriterTest, SecondRunReplacesKernelsDir) {
  std::string Out = outDir();
  run(Out, {{"kernels/old.cu", "old"}, {"manifest.jsonl", "first"}});
  ASSERT_TRUE(sys::fs::exists(path("out/kernels/old.cu")));
  run(Out, {{"kernels/new.cu", "new"}, {"manifest.jsonl", "second"}});
  EXPECT_FALSE(sys::fs::exists(path("out/kernels/old.cu")));
  EXPECT_EQ(readFile(path("out/kernels/new.cu")), "new");
  EXPECT_EQ(readFile(path("out/manifest.jsonl")), "second");
  EXPECT_FALSE(hasStagingDir(Out));
}

TEST_F(OutputWriterTest, OpenRefusesForeignKernelsDir) {
  std::string Out = outDir();
  ASSERT_FALSE(sys::fs::create_directories(path("out/kernels")));
  writeFile(path("out/kernels/mine.txt"), "user data");
  // Refused before any parsing, by check() as by open().
  EXPECT_TRUE(errorToBool(OutputWriter::check(Out)));
  Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
  ASSERT_FALSE(static_cast<bool>(Writer));
  EXPECT_NE(toString(Writer.takeError()).find("not written by kernel-extract"),
            std::string::npos);
  EXPECT_EQ(readFile(path("out/kernels/mine.txt")), "user data");
  EXPECT_FALSE(hasStagingDir(Out));
}

TEST_F(OutputWriterTest, CommitRefusesKernelsDirCreatedMeanwhile) {
  std::string Out = outDir();
  {
    Expected<std::unique_ptr<OutputWriter>> Writer = OutputWriter::open(Out);
    ASSERT_TRUE(static_cast<bool>(Writer)) << toString(Writer.takeError());
    ASSERT_FALSE(static_cast<bool>((*Writer)->write("kernels/k.cu", "k")));
    ASSERT_FALSE(static_cast<bool>((*Writer)->write("manifest.jsonl", "{}")));
    // Someone else's kernels/ appears while the run parses.
    ASSERT_FALSE(sys::fs::create_directories(path("out/kernels")));
    writeFile(path("out/kernels/mine.txt"), "user data");
    Error E = (*Writer)->commit();
    ASSERT_TRUE(static_cast<bool>(E));
    consumeError(std::move(E));
  }
  EXPECT_EQ(readFile(path("out/kernels/mine.txt")), "user data");
  EXPECT_FALSE(sys::fs::exists(path("out/kernels/k.cu")));
  // Refused as a whole: not even the manifest was moved into place.
  EXPECT_FALSE(sys::fs::exists(path("out/manifest.jsonl")));
  EXPECT_FALSE(hasStagingDir(Out));
}

TEST_F(OutputWriterTest, LockHoldsThePidAndGoesWithItsRun) {
  std::string Out = outDir();
  std::string LockFile = path("out/.kernel-extract.lock");
  {
    Expected<std::unique_ptr<OutputLock>> Lock = OutputLock::acquire(Out);
    ASSERT_TRUE(static_cast<bool>(Lock)) << toString(Lock.takeError());
    EXPECT_EQ(readFile(LockFile),
              std::to_string(sys::Process::getProcessId()) + "\n");
  }
  // The run created the directory and wrote nothing: neither is left.
  EXPECT_FALSE(sys::fs::exists(LockFile));
  EXPECT_FALSE(sys::fs::exists(Out));
}

TEST_F(OutputWriterTest, LockKeepsADirectoryItDidNotCreate) {
  std::string Out = outDir();
  ASSERT_FALSE(sys::fs::create_directories(Out));
  {
    Expected<std::unique_ptr<OutputLock>> Lock = OutputLock::acquire(Out);
    ASSERT_TRUE(static_cast<bool>(Lock)) << toString(Lock.takeError());
  }
  EXPECT_TRUE(sys::fs::is_directory(Out));
  EXPECT_TRUE(entries(Out).empty());
}

TEST_F(OutputWriterTest, LockRemovesWhatAKilledRunLeft) {
  std::string Out = outDir();
  ASSERT_FALSE(
      sys::fs::create_directories(path("out/.kernel-extract-staging-a1b2c3/kernels")));
  ASSERT_FALSE(sys::fs::create_directories(path("out/.kernel-extract-verify-d4e5f6")));
  ASSERT_FALSE(sys::fs::create_directories(path("out/kernels")));
  writeFile(path("out/.kernel-extract.lock"), "12345\n"); // Its lock died.
  writeFile(path("out/.hidden-notes"), "the user's");
  {
    Expected<std::unique_ptr<OutputLock>> Lock = OutputLock::acquire(Out);
    ASSERT_TRUE(static_cast<bool>(Lock)) << toString(Lock.takeError());
    EXPECT_EQ(entries(Out), (std::vector<std::string>{
                                ".hidden-notes", ".kernel-extract.lock",
                                "kernels"}));
  }
  EXPECT_EQ(entries(Out),
            (std::vector<std::string>{".hidden-notes", "kernels"}));
}

} // namespace
