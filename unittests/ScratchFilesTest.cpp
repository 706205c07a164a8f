//===- ScratchFilesTest.cpp - Temporaries removed on every exit -----------===//
//
// Tests kx::ScratchDirectory, kx::createDirectoryRemovedOnInterrupt and
// kx::runStoppedOnInterrupt outside a signal: the interrupt itself is
// exercised by the lit test interrupted-run.test.
//
//===----------------------------------------------------------------------===//

#include "Support/ScratchFiles.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace llvm;

namespace {

TEST(ScratchFilesTest, DirectoryIsFreshAndRemovedWithItsFiles) {
  SmallString<128> Parent;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("kx-scratch-test", Parent));
  SmallString<128> Prefix(Parent);
  sys::path::append(Prefix, "run");
  std::string Kept;
  {
    Expected<ScratchDirectory> First = ScratchDirectory::create(Prefix);
    Expected<ScratchDirectory> Second = ScratchDirectory::create(Prefix);
    ASSERT_TRUE(bool(First)) << toString(First.takeError());
    ASSERT_TRUE(bool(Second)) << toString(Second.takeError());
    EXPECT_NE(First->path(), Second->path());
    EXPECT_TRUE(First->path().starts_with((Prefix + "-").str()));
    Kept = First->path().str();
    std::string File = First->newFile("unit", "cu");
    EXPECT_EQ(sys::path::parent_path(File), First->path());
    ASSERT_FALSE(sys::fs::create_directory(Kept + "/nested"));
    std::error_code EC;
    raw_fd_ostream(File, EC) << "x";
    ASSERT_FALSE(EC);
  }
  EXPECT_FALSE(sys::fs::exists(Kept));
  std::error_code EC;
  EXPECT_TRUE(sys::fs::directory_iterator(Parent, EC) ==
              sys::fs::directory_iterator());
  sys::fs::remove_directories(Parent);
}

TEST(ScratchFilesTest, UnwritablePrefixIsAnError) {
  SmallString<128> Path;
  EXPECT_TRUE(bool(createDirectoryRemovedOnInterrupt(
      "/proc/kx-cannot-be-made/run", Path)));
}

TEST(ScratchFilesTest, ChildExitStatusIsReturned) {
  std::string Error;
  StringRef Shell = "/bin/sh";
  EXPECT_EQ(runStoppedOnInterrupt(Shell, {Shell, "-c", "exit 3"}, std::nullopt,
                                  {}, 10, &Error),
            3);
  EXPECT_EQ(runStoppedOnInterrupt(Shell, {Shell, "-c", "true"}, std::nullopt,
                                  {}, 10, &Error),
            0);
  EXPECT_EQ(runStoppedOnInterrupt("/nonexistent/compiler",
                                  {"/nonexistent/compiler"}, std::nullopt, {},
                                  10, &Error),
            -1);
  EXPECT_FALSE(Error.empty());
}

} // namespace
