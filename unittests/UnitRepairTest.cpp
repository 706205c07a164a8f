//===- UnitRepairTest.cpp - A unit's errors read, its names found ---------===//
//
// Tests what repair builds on: the names a unit's check says are missing,
// read from clang's diagnostics (lib/Repair/UnitCheck.h), and their
// declarations found in the translation unit as its own code would find
// them (lib/Repair/DeclarationLookup.h).
//
//===----------------------------------------------------------------------===//

#include "CudaParse.h"
#include "Repair/DeclarationLookup.h"
#include "Repair/UnitCheck.h"
#include "Repair/UnitRepair.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace clang::ast_matchers;

namespace {

const char *const Prelude = "#define __global__ __attribute__((global))\n"
                            "#define __device__ __attribute__((device))\n";

std::vector<std::string> checkArgs() {
  std::vector<std::string> Args = {"clang++", "-fsyntax-only"};
  for (const std::string &Arg : deviceParseArgs())
    Args.push_back(Arg);
  return Args;
}

TEST(UnitCheckTest, ReadsTheNamesErrorsSayAreMissing) {
  UnitCheckResult R = checkUnitText(std::string(Prelude) + R"cpp(
namespace fw {}
__device__ float f(float x) {
  fw::Half h;
  undeclared_scale = 2;
  Accessor<float> a;
  return x;
}
)cpp",
                                    "unit.cu", checkArgs());
  EXPECT_FALSE(R.Compiled);
  EXPECT_EQ(R.FirstError.rfind("unit.cu:6:7: no type named 'Half' in namespace 'fw'", 0), 0u) << R.FirstError;
  std::vector<std::pair<std::string, std::string>> Names;
  for (const MissingName &M : R.Missing)
    Names.push_back({M.Scope, M.Name});
  EXPECT_EQ(Names, (std::vector<std::pair<std::string, std::string>>{
                       {"fw", "Half"},
                       {"", "undeclared_scale"},
                       {"", "Accessor"}}));
}

TEST(UnitCheckTest, IncompleteTypesNameTheirClass) {
  UnitCheckResult R = checkUnitText(std::string(Prelude) + R"cpp(
namespace fw { struct Info; }
__device__ int f(fw::Info *info) { return sizeof(*info); }
)cpp",
                                    "unit.cu", checkArgs());
  EXPECT_FALSE(R.Compiled);
  ASSERT_EQ(R.Missing.size(), 1u);
  EXPECT_EQ(R.Missing[0].Scope, "fw");
  EXPECT_EQ(R.Missing[0].Name, "Info");
}

TEST(UnitCheckTest, AUnitThatCompiles) {
  UnitCheckResult R = checkUnitText(
      std::string(Prelude) + "__global__ void k(float *x) { x[0] = 1; }\n",
      "unit.cu", checkArgs());
  EXPECT_TRUE(R.Compiled) << R.FirstError;
  EXPECT_TRUE(R.Missing.empty());
}

/// The TU's declarations \p Scope::\p Name finds, from kernel `k`, as
/// `kind:qualified name` (a using-declaration's shadow as `using:`).
std::vector<std::string> lookup(llvm::StringRef Code, llvm::StringRef Scope,
                                llvm::StringRef Name) {
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCodeWithArgs(std::string(Prelude) +
                                                   Code.str(),
                                               deviceParseArgs(), "tu.cu");
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred());
  auto Found = match(functionDecl(hasName("k")).bind("k"), AST->getASTContext());
  EXPECT_FALSE(Found.empty());
  if (Found.empty())
    return {};
  const auto *Kernel = Found[0].getNodeAs<clang::FunctionDecl>("k");
  std::vector<std::string> Result;
  for (const clang::NamedDecl *D :
       lookupInTranslationUnit(AST->getASTContext(), Scope, Name, *Kernel))
    Result.push_back(
        (llvm::isa<clang::UsingShadowDecl>(D) ? "using:" : "decl:") +
        D->getQualifiedNameAsString());
  return Result;
}

const char *const Framework = R"cpp(
namespace fwc { struct Half { unsigned short x; }; }
namespace fwa { using fwc::Half; }
namespace alias = fwc;
#define SCALE 2
namespace project {
using namespace fwa;
__global__ void k(float *x) { x[0] = SCALE; }
}
)cpp";

TEST(DeclarationLookupTest, QualifiedThroughAUsingDeclaration) {
  EXPECT_EQ(lookup(Framework, "fwa", "Half"),
            std::vector<std::string>{"using:fwa::Half"});
  EXPECT_EQ(lookup(Framework, "fwc", "Half"),
            std::vector<std::string>{"decl:fwc::Half"});
}

TEST(DeclarationLookupTest, QualifiedThroughANamespaceAlias) {
  EXPECT_EQ(lookup(Framework, "alias", "Half"),
            std::vector<std::string>{"decl:fwc::Half"});
}

TEST(DeclarationLookupTest, UnqualifiedAsTheKernelFindsIt) {
  // Through the using-directive of the kernel's namespace.
  EXPECT_EQ(lookup(Framework, "", "Half"),
            std::vector<std::string>{"using:fwa::Half"});
  EXPECT_TRUE(lookup(Framework, "", "Missing").empty());
  EXPECT_TRUE(lookup(Framework, "nowhere", "Half").empty());
}

TEST(UnitPreludesTest, LeadingDirectivesSplitKeepsLines) {
  const char *Unit = "// k: the kernel (written by kernel-extract).\n"
                     "#define CUDA_NO_HALF 1\n"
                     "#include <cuda_runtime.h>\n"
                     "#include <sstream>\n"
                     "\n"
                     "#define LONG(x) \\\n"
                     "  (x)\n"
                     "#include <vector>\n"
                     "__global__ void k();\n";
  LeadingDirectives Split = splitLeadingDirectives(Unit);
  // The comment is not a directive: units of other kernels share the rest.
  EXPECT_EQ(Split.Directives, "#define CUDA_NO_HALF 1\n"
                              "#include <cuda_runtime.h>\n"
                              "#include <sstream>\n");
  // A macro continued on the next line ends the prelude: what follows,
  // #include included, is checked where it is written.
  EXPECT_EQ(Split.Rest, "\n\n\n\n\n"
                        "#define LONG(x) \\\n"
                        "  (x)\n"
                        "#include <vector>\n"
                        "__global__ void k();\n");
  EXPECT_EQ(llvm::StringRef(Split.Rest).count('\n'),
            llvm::StringRef(Unit).count('\n'));
}

TEST(UnitPreludesTest, AUnitWithNoDirectives) {
  LeadingDirectives Split = splitLeadingDirectives("__global__ void k();");
  EXPECT_EQ(Split.Directives, "");
  EXPECT_EQ(Split.Rest, "__global__ void k();");
}

} // namespace
