//===- CompilationDatabaseTest.cpp - Databases from ninja and their hints -===//
//
// Tests kx::compileEntriesOfNinjaDatabase (only the edges that compile a
// source file are entries) and kx::pytorchExtensionHint (a project whose
// setup.py uses torch's extension builder is pointed at its build.ninja).
//
//===----------------------------------------------------------------------===//

#include "Setup/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

std::vector<std::string> filesOf(StringRef Database) {
  std::vector<std::string> Files;
  Expected<json::Value> Parsed = json::parse(Database);
  EXPECT_TRUE(bool(Parsed));
  if (!Parsed)
    return Files;
  for (const json::Value &Entry : *Parsed->getAsArray())
    Files.push_back(Entry.getAsObject()->getString("file")->str());
  return Files;
}

TEST(NinjaDatabase, KeepsOnlyCompilesOfSources) {
  const char *Printed = R"([
    {"directory": "/b", "command": "c++ -c /p/a.cpp -o a.o", "file": "/p/a.cpp", "output": "a.o"},
    {"directory": "/b", "command": "nvcc -c /p/k.cu -o k.o", "file": "/p/k.cu", "output": "k.o"},
    {"directory": "/b", "command": "hipcc -c /p/h.hip -o h.o", "file": "/p/h.hip", "output": "h.o"},
    {"directory": "/b", "command": "c++ a.o k.o -o m.so", "file": "a.o", "output": "m.so"},
    {"directory": "/b", "command": "cp x y", "file": "x", "output": "y"}
  ])";
  Expected<std::string> Compiles =
      kx::compileEntriesOfNinjaDatabase(Printed, "build.ninja");
  ASSERT_TRUE(bool(Compiles)) << toString(Compiles.takeError());
  EXPECT_EQ(filesOf(*Compiles),
            (std::vector<std::string>{"/p/a.cpp", "/p/k.cu", "/p/h.hip"}));
}

TEST(NinjaDatabase, RejectsWhatIsNotADatabase) {
  Expected<std::string> NotJson =
      kx::compileEntriesOfNinjaDatabase("ninja: error", "b/build.ninja");
  ASSERT_FALSE(bool(NotJson));
  EXPECT_NE(toString(NotJson.takeError()).find("b/build.ninja"),
            std::string::npos);
  Expected<std::string> NotArray =
      kx::compileEntriesOfNinjaDatabase("{}", "b/build.ninja");
  ASSERT_FALSE(bool(NotArray));
  EXPECT_NE(toString(NotArray.takeError()).find("not a JSON array"),
            std::string::npos);
}

class PytorchHint : public ::testing::Test {
protected:
  SmallString<128> Root;
  void SetUp() override {
    ASSERT_FALSE(sys::fs::createUniqueDirectory("kx-hint", Root));
  }
  void TearDown() override { sys::fs::remove_directories(Root); }
  void write(StringRef Relative, StringRef Text) {
    SmallString<128> Path(Root);
    sys::path::append(Path, Relative);
    ASSERT_FALSE(sys::fs::create_directories(sys::path::parent_path(Path)));
    std::error_code EC;
    raw_fd_ostream(Path, EC) << Text;
    ASSERT_FALSE(EC);
  }
};

TEST_F(PytorchHint, NoneForOtherProjects) {
  EXPECT_EQ(kx::pytorchExtensionHint(Root), "");
  write("setup.py", "from setuptools import setup\nsetup(name='x')\n");
  EXPECT_EQ(kx::pytorchExtensionHint(Root), "");
}

TEST_F(PytorchHint, NamesTheFirstBuildNinja) {
  write("setup.py", "from torch.utils.cpp_extension import CUDAExtension\n");
  EXPECT_NE(kx::pytorchExtensionHint(Root).find("build/temp.*"),
            std::string::npos);
  write("build/temp.linux-x86_64-cpython-312/build.ninja", "");
  write("build/temp.linux-x86_64-cpython-311/build.ninja", "");
  write("build/lib.linux-x86_64-cpython-311/build.ninja", "");
  std::string Hint = kx::pytorchExtensionHint(Root);
  EXPECT_NE(Hint.find("/build/temp.linux-x86_64-cpython-311/build.ninja"),
            std::string::npos)
      << Hint;
  EXPECT_EQ(Hint.find("lib.linux"), std::string::npos) << Hint;
}

} // namespace
