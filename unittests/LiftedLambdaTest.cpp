//===- LiftedLambdaTest.cpp - Lambdas written as named classes ------------===//
//
// Tests kx::liftLambda on lambdas passed to a template kernel, parsed from
// inline CUDA: the class's name and members, what is copied from the
// enclosing function, and the reason for each lambda that cannot be
// written as a class.
//
//===----------------------------------------------------------------------===//

#include "CudaParse.h"
#include "Support/LiftedLambda.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace clang::ast_matchers;

namespace {

/// Lifts the closure type of the lambda of \p Code's first `apply`
/// specialization: the class, or the reason it cannot be written.
class Lifting {
public:
  explicit Lifting(llvm::StringRef Code) {
    std::string Prelude = "#define __global__ __attribute__((global))\n"
                          "#define __device__ __attribute__((device))\n"
                          "template <typename F> __global__ void apply(F f, "
                          "float *x) { x[0] = f(x[0]); }\n";
    AST = clang::tooling::buildASTFromCodeWithArgs(
        Prelude + Code.str(), deviceParseArgs(), "/project/input.cu");
    EXPECT_TRUE(AST);
    EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred());
    auto Found =
        match(functionDecl(hasName("apply"), isTemplateInstantiation())
                  .bind("k"),
              AST->getASTContext());
    EXPECT_FALSE(Found.empty());
    if (Found.empty())
      return;
    const auto *Kernel = Found[0].getNodeAs<clang::FunctionDecl>("k");
    std::vector<const clang::CXXRecordDecl *> Closures =
        closureArguments(Kernel->getTemplateSpecializationArgs()->asArray());
    EXPECT_EQ(Closures.size(), 1u);
    if (Closures.empty())
      return;
    Facts = std::make_unique<SourceFacts>(AST->getASTContext());
    Result = liftLambda(*Closures[0], *Facts);
  }

  const LiftedLambda *lifted() const {
    return std::get_if<LiftedLambda>(&Result);
  }
  std::string reason() const {
    const auto *Why = std::get_if<std::string>(&Result);
    return Why ? *Why : "";
  }
  /// The class as a unit writes it (no edits other than its own).
  std::string text() const {
    std::string Text;
    for (const LiftedLambdaPiece &Piece : lifted()->Pieces)
      Text += Piece.Before +
              applyEdits(Facts->SM.getBufferData(Piece.File), Piece.Begin,
                         Piece.End, Piece.Edits) +
              Piece.After;
    return Text;
  }

private:
  std::unique_ptr<clang::ASTUnit> AST;
  std::unique_ptr<SourceFacts> Facts;
  std::variant<LiftedLambda, std::string> Result = std::string("not run");
};

TEST(LiftedLambda, CapturesBecomeMembers) {
  Lifting L(R"cpp(
struct Scale { float s; };
void run(float *x, float bias) {
  Scale k{2};
  auto f = [=, offset = bias + 1] __device__(float v) mutable {
    return k.s * v + offset;
  };
  (void)&apply<decltype(f)>;
}
)cpp");
  ASSERT_TRUE(L.lifted()) << L.reason();
  EXPECT_EQ(L.lifted()->Name, "run_lambda_8_12");
  EXPECT_EQ(L.text(), "// The lambda at line 8 of input.cu, as a named class.\n"
                      "struct run_lambda_8_12 {\n"
                      "  float offset;\n"
                      "  Scale k;\n"
                      "  __device__ auto operator()(float v) {\n"
                      "    return k.s * v + offset;\n"
                      "  }\n"
                      "};\n");
}

TEST(LiftedLambda, LocalTypesAndConstantsAreCopied) {
  Lifting L(R"cpp(
template <int N> struct box { enum { size = N }; };
namespace ops {
void run(float *x) {
  typedef box<4> tile;
  const int kScale = 3;
  static const int kBias = 1;
  enum Mode { Add, Mul };
  auto f = [] __device__(float v) {
    return v * tile::size * kScale + Mul + kBias;
  };
  (void)&apply<decltype(f)>;
}
} // namespace ops
)cpp");
  ASSERT_TRUE(L.lifted()) << L.reason();
  EXPECT_EQ(L.lifted()->Name, "ops::run_lambda_12_12");
  EXPECT_EQ(L.lifted()->Locals.size(), 4u);
  EXPECT_NE(L.text().find("  typedef box<4> tile;\n"
                          "  static const int kScale = 3;\n"
                          "  static const int kBias = 1;\n"
                          "  enum Mode { Add, Mul };\n"),
            std::string::npos)
      << L.text();
}

TEST(LiftedLambda, ReasonsForLambdasThatCannotBeClasses) {
  EXPECT_EQ(Lifting(R"cpp(
void run(float *x, float b) {
  auto f = [] __device__(float v) { return v * sizeof(b); };
  (void)&apply<decltype(f)>;
}
)cpp").reason(),
            "its body uses 'b' of the enclosing function without capturing "
            "it");
  EXPECT_EQ(Lifting(R"cpp(
template <typename T> void run(T *x) {
  auto f = [] __device__(T v) { return v; };
  (void)&apply<decltype(f)>;
}
template void run(float *);
)cpp").reason(),
            "it is written in a function template");
  EXPECT_EQ(Lifting(R"cpp(
void run(float *x) {
  auto f = [] __device__(auto v) { return v; };
  (void)&apply<decltype(f)>;
}
)cpp").reason(),
            "it is a generic lambda");
  EXPECT_EQ(Lifting(R"cpp(
#define MAKE(name) auto name = [] __device__(float v) { return v; }
void run(float *x) {
  MAKE(f);
  (void)&apply<decltype(f)>;
}
)cpp").reason(),
            "it is written in a macro");
}

} // namespace
