//===- NamingTest.cpp - Readable, collision-safe output file names --------===//
//
// Tests kx::assignFileStems (a kernel keeps its plain name unless another
// kernel has the same one, and only then gains its qualified name, its file's
// stem, its line, a number) and kx::sanitizeFileStem.
//
//===----------------------------------------------------------------------===//

#include "Emit/Naming.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

Kernel makeKernel(std::string QualifiedName, std::string File, unsigned Line) {
  Kernel K;
  K.QualifiedName = QualifiedName;
  size_t Pos = QualifiedName.rfind("::");
  K.Name =
      Pos == std::string::npos ? QualifiedName : QualifiedName.substr(Pos + 2);
  K.Span.File = std::move(File);
  K.Span.BeginLine = Line;
  K.Span.EndLine = Line + 3;
  K.Key = K.Span.File + ":" + std::to_string(Line * 100);
  return K;
}

bool allDistinct(const std::vector<std::string> &Stems) {
  llvm::StringSet<> Seen;
  for (const std::string &Stem : Stems)
    if (!Seen.insert(Stem).second)
      return false;
  return true;
}

TEST(Naming, UniqueNamesStayPlain) {
  std::vector<Kernel> Kernels = {makeKernel("ops::relu", "/p/a.cu", 3),
                                 makeKernel("scale", "/p/b.cu", 10),
                                 makeKernel("reduce", "/p/a.cu", 20)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems, (std::vector<std::string>{"relu", "scale", "reduce"}));
}

TEST(Naming, EmptyInputGivesNoStems) {
  EXPECT_TRUE(assignFileStems({}).empty());
}

TEST(Naming, SameNameInTwoNamespacesUsesQualifiedName) {
  std::vector<Kernel> Kernels = {makeKernel("cpu::impl::add", "/p/a.cu", 3),
                                 makeKernel("gpu::add", "/p/b.cu", 5),
                                 makeKernel("mul", "/p/a.cu", 9)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems,
            (std::vector<std::string>{"cpu__impl__add", "gpu__add", "mul"}));
}

TEST(Naming, SameQualifiedNameInTwoFilesAddsFileStem) {
  std::vector<Kernel> Kernels = {
      makeKernel("ops::add", "/p/src/add.cu", 3),
      makeKernel("ops::add", "/p/src/add_v2.cuh", 3)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems,
            (std::vector<std::string>{"ops__add__add", "ops__add__add_v2"}));
}

TEST(Naming, SameFileDifferentLinesAddsLine) {
  // Two definitions of one qualified name in one file (#if branches).
  std::vector<Kernel> Kernels = {makeKernel("add", "/p/a.cu", 4),
                                 makeKernel("add", "/p/a.cu", 12)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems, (std::vector<std::string>{"add__a__L4", "add__a__L12"}));
}

TEST(Naming, SameFileAndLineGetNumbered) {
  // One line of a macro that defines two kernels of one name.
  std::vector<Kernel> Kernels = {makeKernel("add", "/p/a.cu", 7),
                                 makeKernel("add", "/p/a.cu", 7)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  ASSERT_EQ(Stems.size(), 2u);
  EXPECT_NE(Stems[0], Stems[1]);
  EXPECT_EQ(Stems[0], "add__a__L7_1");
  EXPECT_EQ(Stems[1], "add__a__L7_2");
}

TEST(Naming, OnlyCollidingKernelsGainDetail) {
  std::vector<Kernel> Kernels = {makeKernel("a::k", "/p/x.cu", 1),
                                 makeKernel("solo", "/p/x.cu", 2),
                                 makeKernel("b::k", "/p/y.cu", 3)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems[1], "solo");
}

TEST(Naming, StemsAreDistinctWhenDetailCollidesWithAName) {
  // The qualified-name stem of one kernel equals the plain name of another.
  std::vector<Kernel> Kernels = {makeKernel("a::k", "/p/x.cu", 1),
                                 makeKernel("b::k", "/p/x.cu", 2),
                                 makeKernel("a__k", "/p/x.cu", 3)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_TRUE(allDistinct(Stems));
}

TEST(Naming, SameInputGivesSameStems) {
  std::vector<Kernel> Kernels = {
      makeKernel("a::k", "/p/x.cu", 1), makeKernel("b::k", "/p/x.cu", 2),
      makeKernel("k", "/p/y.cu", 3), makeKernel("k", "/p/y.cu", 3),
      makeKernel("solo", "/p/z.cu", 4)};
  std::vector<std::string> First = assignFileStems(Kernels);
  std::vector<std::string> Second = assignFileStems(Kernels);
  EXPECT_EQ(First, Second);
  EXPECT_TRUE(allDistinct(First));
}

TEST(Naming, StemsAreSanitized) {
  std::vector<Kernel> Kernels = {makeKernel("ops::add", "/p/my-file.cu", 1),
                                 makeKernel("ops::add", "/p/other.cu", 2)};
  std::vector<std::string> Stems = assignFileStems(Kernels);
  EXPECT_EQ(Stems[0], "ops__add__my_file");
  for (const std::string &Stem : Stems)
    EXPECT_EQ(Stem, sanitizeFileStem(Stem));
}

TEST(Naming, SanitizeStripsPathAndScopeCharacters) {
  EXPECT_EQ(sanitizeFileStem("a/b.c:d"), "a_b_c_d");
  EXPECT_EQ(sanitizeFileStem("../x"), "___x");
  EXPECT_EQ(sanitizeFileStem("ns::k"), "ns__k");
  std::string Stem = sanitizeFileStem("op<float, 4>/x.y:z");
  EXPECT_EQ(Stem.find_first_of("/.: <>,"), std::string::npos) << Stem;
}

TEST(Naming, SanitizeKeepsLettersDigitsAndUnderscores) {
  EXPECT_EQ(sanitizeFileStem("scale_2D_kernel"), "scale_2D_kernel");
}

TEST(Naming, SanitizeNeverReturnsEmpty) {
  EXPECT_EQ(sanitizeFileStem(""), "_");
}

} // namespace
