//===- ManifestPathsTest.cpp - Paths in the dataset, relative to the root -===//
//
// Tests kx::relativeToRoot, kx::pathsRelativeToRoot and kx::pathsUnderRootAs:
// the dataset names project files relative to the project root, in fields
// and in diagnostics, and toolchain files under a placeholder root, so it is
// the same wherever the project is checked out and on every machine.
//
//===----------------------------------------------------------------------===//

#include "Emit/Manifest.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

TEST(ManifestPaths, FieldUnderRootIsRelative) {
  EXPECT_EQ(relativeToRoot("/src/proj/ops/a.cu", "/src/proj"), "ops/a.cu");
  EXPECT_EQ(relativeToRoot("/usr/include/x.h", "/src/proj"),
            "/usr/include/x.h");
}

TEST(ManifestPaths, FieldBesideRootGoesThroughTheirCommonDirectory) {
  EXPECT_EQ(relativeToRoot("/src/project/a.cu", "/src/proj"),
            "../project/a.cu");
  EXPECT_EQ(relativeToRoot("/home/u/w/build/ops/x.o", "/home/u/w/src/proj"),
            "../../build/ops/x.o");
  // The root's own ancestors are not files of it: left as they are.
  EXPECT_EQ(relativeToRoot("/src", "/src/proj"), "/src");
  EXPECT_EQ(relativeToRoot("/usr/include/x.h", "/usr/local/proj"),
            "../../include/x.h");
}

TEST(ManifestPaths, DiagnosticLocationsUnderRootAreRelative) {
  EXPECT_EQ(pathsRelativeToRoot("/src/proj/ops/a.cu:3:35: invalid operands",
                                "/src/proj"),
            "ops/a.cu:3:35: invalid operands");
  // Every occurrence: a note naming a second project file.
  EXPECT_EQ(pathsRelativeToRoot("/r/a.cu:1:2: x, declared at /r/inc/b.h:4:1",
                                "/r"),
            "a.cu:1:2: x, declared at inc/b.h:4:1");
}

TEST(ManifestPaths, PathsOutsideRootStay) {
  std::string Sdk = "/usr/local/cuda/include/cuda_fp16.hpp:9:1: ambiguous";
  EXPECT_EQ(pathsRelativeToRoot(Sdk, "/src/proj"), Sdk);
  // A sibling whose name starts with the root's is not under it.
  EXPECT_EQ(pathsRelativeToRoot("/src/project/a.cu:1:1: e", "/src/proj"),
            "/src/project/a.cu:1:1: e");
  // The root's path inside another path.
  EXPECT_EQ(pathsRelativeToRoot("/x/src/proj/a.cu:1:1: e, /src/proj/b.h",
                                "/src/proj"),
            "/x/src/proj/a.cu:1:1: e, b.h");
  // No root, or the file system's: nothing to make relative.
  EXPECT_EQ(pathsRelativeToRoot("/a/b.cu:1:1: e", ""), "/a/b.cu:1:1: e");
  EXPECT_EQ(pathsRelativeToRoot("/a/b.cu:1:1: e", "/"), "/a/b.cu:1:1: e");
}

TEST(ManifestPaths, ToolchainRootsBecomePlaceholders) {
  EXPECT_EQ(pathsUnderRootAs("/usr/local/cuda/include/cuda_fp16.hpp:9:1: "
                             "ambiguous",
                             "/usr/local/cuda", "<cuda>"),
            "<cuda>/include/cuda_fp16.hpp:9:1: ambiguous");
  // The root itself, as a description names it.
  EXPECT_EQ(pathsUnderRootAs("CUDA SDK 13.0 at /usr/local/cuda (newer)",
                             "/usr/local/cuda", "<cuda>"),
            "CUDA SDK 13.0 at <cuda> (newer)");
  // Not a sibling that only starts like it, nor a path that holds it.
  EXPECT_EQ(pathsUnderRootAs("/usr/local/cuda-13.0/include/a.h",
                             "/usr/local/cuda", "<cuda>"),
            "/usr/local/cuda-13.0/include/a.h");
  EXPECT_EQ(pathsUnderRootAs("/x/usr/local/cuda/a.h", "/usr/local/cuda",
                             "<cuda>"),
            "/x/usr/local/cuda/a.h");
}

} // namespace
