//===- IgnoredSpellingsTest.cpp - Text nvcc ignores read as blanks --------===//
//
// Tests kx::withoutSpellings: the text an earlier parse found nvcc ignores
// is read as blanks, the same length and the same lines, in its own file
// only; and kx::rejectedDefaultArgument, which finds a default argument
// from its parameter when the diagnostic gives no range.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/IgnoredSpellings.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "gtest/gtest.h"

using kx::IgnoredSpelling;
using kx::withoutSpellings;

namespace {

TEST(IgnoredSpellingsTest, BlanksTheFilesText) {
  std::string Text = "T ptrRestrict data_[N];\nT __restrict__ v;\n";
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 2, 11},
                                        {"/p/a.cuh", 26, 12},
                                        {"/p/b.cuh", 0, 1}};
  std::optional<std::string> Read = withoutSpellings("/p/a.cuh", Text, Sites);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "T             data_[N];\nT              v;\n");
  EXPECT_EQ(Read->size(), Text.size());
}

TEST(IgnoredSpellingsTest, KeepsLineBreaks) {
  // A default argument written over two lines.
  std::string Text = "int load(int flag =\n    0) {";
  std::vector<IgnoredSpelling> Sites = {
      {"/p/a.cuh", 17, 8, kx::IgnoredText::Kind::DefaultArgumentOutOfLine}};
  std::optional<std::string> Read = withoutSpellings("/p/a.cuh", Text, Sites);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "int load(int flag  \n     ) {");
}

TEST(IgnoredSpellingsTest, LeavesOtherFilesAlone) {
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 2, 11}};
  EXPECT_FALSE(withoutSpellings("/p/b.cuh", "T ptrRestrict x;", Sites));
}

TEST(IgnoredSpellingsTest, IgnoresASitePastTheEnd) {
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 10, 12}};
  EXPECT_FALSE(withoutSpellings("/p/a.cuh", "short", Sites));
}

/// The default argument rejectedDefaultArgument finds for the parameter
/// named \p Name in \p Code, without the expression's last token; its
/// text, or "none".
std::string defaultArgumentOf(llvm::StringRef Code, llvm::StringRef Name) {
  clang::SourceManagerForFile Files("/p/a.cuh", Code);
  clang::SourceManager &SM = Files.get();
  clang::FileID Main = SM.getMainFileID();
  clang::SourceLocation At =
      SM.getComposedLoc(Main, static_cast<unsigned>(Code.find(Name)));
  clang::LangOptions LangOpts;
  LangOpts.CPlusPlus = true;
  std::optional<IgnoredSpelling> Found = kx::rejectedDefaultArgument(
      At, clang::SourceLocation(), "/p/a.cuh", SM, LangOpts);
  if (!Found)
    return "none";
  return Code.substr(Found->Offset, Found->Length).str();
}

TEST(IgnoredSpellingsTest, FindsADefaultArgumentToItsParametersEnd) {
  EXPECT_EQ(defaultArgumentOf("double T::load(int flag = (1 << 2) + 1, int g)",
                              "flag"),
            " = (1 << 2) + 1");
  EXPECT_EQ(defaultArgumentOf("void T::f(int n, int w = widths[2]) {", "w ="),
            " = widths[2]");
  EXPECT_EQ(defaultArgumentOf("void T::f(S s = S{1, 2}) {", "s ="),
            " = S{1, 2}");
}

TEST(IgnoredSpellingsTest, FindsNoDefaultArgumentWhereNoParameterEnds) {
  EXPECT_EQ(defaultArgumentOf("int flag = 0;", "flag"), "none");
  EXPECT_EQ(defaultArgumentOf("int v[] = {0}];", "v"), "none");
  EXPECT_EQ(defaultArgumentOf("void T::f(int n) {", "n)"), "none");
}

} // namespace
