//===- KernelFinderTest.cpp - __global__ definitions and their launches ---===//
//
// Tests kx::findKernels on ASTs built from inline CUDA code, parsed as device
// code: which definitions are kernels of the project, what is recorded about
// each (names, span, text, parameters, template parameters), and what is
// recorded about each `<<<>>>` launch site. Also tests ProjectScope.
//
//===----------------------------------------------------------------------===//

#include "CudaParse.h"
#include "Match/KernelFinder.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

/// What CUDA headers would declare, kept outside the project so it yields no
/// kernels: the attribute macros and the launch configuration function that
/// clang's Sema looks up for `<<<>>>`: `cudaConfigureCall` when it knows no
/// CUDA version (no SDK, or one newer than it supports) and
/// `__cudaPushCallConfiguration` from CUDA 9.2 on (an SDK clang supports
/// is installed).
constexpr const char *StubHeader = R"cpp(
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
struct dim3 {
  unsigned x, y, z;
  dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
typedef struct CUstream_st *cudaStream_t;
int cudaConfigureCall(dim3 grid, dim3 block, unsigned long shmem = 0,
                      cudaStream_t stream = 0);
extern "C" unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block,
                                                unsigned long shmem = 0,
                                                void *stream = 0);
)cpp";

constexpr const char *MainFile = "/project/input.cu";

/// An AST and what findKernels found in it.
struct Parsed {
  std::unique_ptr<clang::ASTUnit> AST;
  FoundInTU Found;
};

/// Parses \p Code as /project/input.cu (CUDA, device side) with
/// /sdk/stub.h and \p Headers available, and runs findKernels with the
/// project root \p Root.
Parsed parse(llvm::StringRef Code, llvm::StringRef Root = "/project",
             clang::tooling::FileContentMappings Headers = {}) {
  std::vector<std::string> Args = deviceParseArgs();
  Headers.emplace_back("/sdk/stub.h", StubHeader);
  Parsed Result;
  Result.AST = clang::tooling::buildASTFromCodeWithArgs(
      Code, Args, MainFile, "kernel-extract-unittests",
      std::make_shared<clang::PCHContainerOperations>(),
      clang::tooling::getClangStripDependencyFileAdjuster(), Headers);
  if (!Result.AST)
    return Result;
  Result.Found =
      findKernels(Result.AST->getASTContext(), ProjectScope{std::string(Root)});
  return Result;
}

/// Checks that \p P parsed without errors: otherwise what is (not) found
/// says nothing about the finder.
void expectParsed(const Parsed &P) {
  ASSERT_TRUE(P.AST);
  EXPECT_FALSE(P.AST->getDiagnostics().hasErrorOccurred());
}

TEST(KernelFinder, PlainKernelIsFound) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
// Scales in place.
__global__ void scale(float *Data, float Factor) {
  // one element per thread
  Data[0] *= Factor; /* done */
}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  const Kernel &K = P.Found.Kernels[0];
  EXPECT_EQ(K.Name, "scale");
  EXPECT_EQ(K.QualifiedName, "scale");
  EXPECT_EQ(K.Span.File, MainFile);
  EXPECT_EQ(K.Span.BeginLine, 3u);
  EXPECT_EQ(K.Span.BeginColumn, 1u);
  EXPECT_EQ(K.Span.EndLine, 6u);
  EXPECT_EQ(K.Span.EndColumn, 1u);
  EXPECT_EQ(K.Text, "__global__ void scale(float *Data, float Factor) {\n"
                    "  // one element per thread\n"
                    "  Data[0] *= Factor; /* done */\n"
                    "}");
  EXPECT_FALSE(K.IsTemplate);
  EXPECT_TRUE(K.TemplateParameters.empty());
}

TEST(KernelFinder, KeyIsFileAndOffsetOfFirstToken) {
  llvm::StringRef Code = R"cpp(#include "/sdk/stub.h"
__global__ void k(int *P) { *P = 1; }
)cpp";
  Parsed P = parse(Code);
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  const Kernel &K = P.Found.Kernels[0];
  size_t Offset = Code.find("__global__");
  EXPECT_EQ(K.Span.BeginOffset, Offset);
  EXPECT_EQ(K.Key, std::string(MainFile) + ":" + std::to_string(Offset));
}

TEST(KernelFinder, ParametersAreRecorded) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void axpy(const float *X, float *Y, float A, int N) {}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  const std::vector<KernelParameter> &Params = P.Found.Kernels[0].Parameters;
  ASSERT_EQ(Params.size(), 4u);
  EXPECT_EQ(Params[0].Type, "const float *");
  EXPECT_EQ(Params[0].Name, "X");
  EXPECT_EQ(Params[1].Type, "float *");
  EXPECT_EQ(Params[1].Name, "Y");
  EXPECT_EQ(Params[2].Type, "float");
  EXPECT_EQ(Params[3].Type, "int");
  EXPECT_EQ(Params[3].Name, "N");
}

TEST(KernelFinder, AttributeSpellingIsFound) {
  Parsed P = parse(R"cpp(
__attribute__((global)) void spelled(int *P) { *P = 0; }
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  EXPECT_EQ(P.Found.Kernels[0].Name, "spelled");
  EXPECT_EQ(P.Found.Kernels[0].Text,
            "__attribute__((global)) void spelled(int *P) { *P = 0; }");
}

TEST(KernelFinder, TemplateKernelIsFoundOnceAsPattern) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
template <typename T>
__global__ void fill(T *Out, T Value) { *Out = Value; }
void launchBoth(float *F, double *D) {
  fill<float><<<1, 1>>>(F, 1.0f);
  fill<double><<<1, 1>>>(D, 2.0);
}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  const Kernel &K = P.Found.Kernels[0];
  EXPECT_EQ(K.Name, "fill");
  EXPECT_TRUE(K.IsTemplate);
  EXPECT_EQ(K.Span.BeginLine, 2u);
  EXPECT_EQ(K.Span.EndLine, 3u);
  EXPECT_EQ(K.Text, "template <typename T>\n"
                    "__global__ void fill(T *Out, T Value) { *Out = Value; }");
  // The pattern's parameter types, not an instantiation's.
  ASSERT_EQ(K.Parameters.size(), 2u);
  EXPECT_EQ(K.Parameters[0].Type, "T *");
}

TEST(KernelFinder, TemplateParametersAreRecorded) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
template <typename T, int Block = 256, template <typename> class Holder>
__global__ void reduce(T *Out) {}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  const std::vector<TemplateParameter> &Params =
      P.Found.Kernels[0].TemplateParameters;
  ASSERT_EQ(Params.size(), 3u);
  EXPECT_EQ(Params[0].ParamKind, TemplateParameter::Kind::Type);
  EXPECT_EQ(Params[0].Name, "T");
  EXPECT_EQ(Params[0].Text, "typename T");
  EXPECT_EQ(Params[1].ParamKind, TemplateParameter::Kind::NonType);
  EXPECT_EQ(Params[1].Name, "Block");
  EXPECT_EQ(Params[1].Text, "int Block = 256");
  EXPECT_EQ(Params[2].ParamKind, TemplateParameter::Kind::Template);
  EXPECT_EQ(Params[2].Name, "Holder");
  EXPECT_EQ(Params[2].Text, "template <typename> class Holder");
}

TEST(KernelFinder, KernelInNamespaceHasQualifiedName) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
namespace ops {
namespace detail {
__global__ void relu(float *X) {}
} // namespace detail
} // namespace ops
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  EXPECT_EQ(P.Found.Kernels[0].Name, "relu");
  EXPECT_EQ(P.Found.Kernels[0].QualifiedName, "ops::detail::relu");
}

TEST(KernelFinder, DeviceFunctionIsNotAKernel) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__device__ float twice(float X) { return 2 * X; }
__host__ __device__ float thrice(float X) { return 3 * X; }
)cpp");
  expectParsed(P);
  EXPECT_TRUE(P.Found.Kernels.empty());
}

TEST(KernelFinder, DeclarationWithoutDefinitionIsNotFound) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void declaredOnly(int *P);
template <typename T> __global__ void declaredTemplate(T *P);
)cpp");
  expectParsed(P);
  EXPECT_TRUE(P.Found.Kernels.empty());
}

TEST(KernelFinder, DeclarationAndDefinitionGiveOneKernel) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void later(int *P);
__global__ void later(int *P) { *P = 0; }
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  EXPECT_EQ(P.Found.Kernels[0].Span.BeginLine, 3u);
}

TEST(KernelFinder, KernelOutsideProjectScopeIsNotFound) {
  Parsed P =
      parse(R"cpp(#include "/sdk/stub.h"
#include "/vendor/lib.cuh"
__global__ void inside(int *P) {}
)cpp",
            "/project",
            {{"/vendor/lib.cuh", "#include \"/sdk/stub.h\"\n"
                                 "__global__ void outside(int *P) {}\n"}});
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  EXPECT_EQ(P.Found.Kernels[0].Name, "inside");
}

TEST(KernelFinder, KernelInProjectHeaderIsFound) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
#include "/project/include/ops.cuh"
)cpp",
                   "/project",
                   {{"/project/include/ops.cuh",
                     "#include \"/sdk/stub.h\"\n"
                     "__global__ void fromHeader(int *P) {}\n"}});
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  EXPECT_EQ(P.Found.Kernels[0].Name, "fromHeader");
  EXPECT_EQ(P.Found.Kernels[0].Span.File, "/project/include/ops.cuh");
  EXPECT_EQ(P.Found.Kernels[0].Span.BeginLine, 2u);
}

TEST(KernelFinder, NothingFoundWhenRootIsElsewhere) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void k(int *P) {}
void run(int *P) { k<<<1, 1>>>(P); }
)cpp",
                   "/elsewhere");
  expectParsed(P);
  EXPECT_TRUE(P.Found.Kernels.empty());
  EXPECT_TRUE(P.Found.Launches.empty());
}

TEST(KernelFinder, LaunchRecordsConfigurationAndCaller) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void scale(float *Data, float Factor) {}
void runScale(float *Data, dim3 Grid) {
  scale<<<Grid, 256>>>(Data, 2.0f);
}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  ASSERT_EQ(P.Found.Launches.size(), 1u);
  const LaunchSite &L = P.Found.Launches[0];
  EXPECT_EQ(L.Form, "<<<>>>");
  EXPECT_EQ(L.Grid.Text, std::optional<std::string>("Grid"));
  EXPECT_EQ(L.Block.Text, std::optional<std::string>("256"));
  EXPECT_EQ(L.SharedMemory.Text, std::nullopt);
  EXPECT_EQ(L.Stream.Text, std::nullopt);
  EXPECT_EQ(L.EnclosingFunction, "runScale");
  EXPECT_EQ(L.KernelKey, P.Found.Kernels[0].Key);
  EXPECT_EQ(L.KernelQualifiedName, "scale");
  EXPECT_EQ(L.File, MainFile);
  EXPECT_EQ(L.Line, 4u);
  EXPECT_EQ(L.Column, 3u);
  EXPECT_TRUE(L.TemplateArguments.empty());
}

TEST(KernelFinder, LaunchRecordsSharedMemoryAndStream) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void k(float *Data) {}
void run(float *Data, cudaStream_t S, unsigned N) {
  k<<<N / 256, 256, 256 * sizeof(float), S>>>(Data);
}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Launches.size(), 1u);
  const LaunchSite &L = P.Found.Launches[0];
  EXPECT_EQ(L.Grid.Text, std::optional<std::string>("N / 256"));
  EXPECT_EQ(L.Block.Text, std::optional<std::string>("256"));
  EXPECT_EQ(L.SharedMemory.Text,
            std::optional<std::string>("256 * sizeof(float)"));
  EXPECT_EQ(L.Stream.Text, std::optional<std::string>("S"));
}

TEST(KernelFinder, LaunchOfTemplateKernelRecordsTemplateArguments) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
template <typename T, int Block = 128>
__global__ void fill(T *Out, T Value) { *Out = Value; }
namespace host {
void launchAll(float *F, double *D) {
  fill<float><<<1, 1>>>(F, 1.0f);
  fill<double, 64><<<1, 64>>>(D, 2.0);
}
} // namespace host
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Kernels.size(), 1u);
  ASSERT_EQ(P.Found.Launches.size(), 2u);
  const LaunchSite *FloatLaunch = nullptr, *DoubleLaunch = nullptr;
  for (const LaunchSite &L : P.Found.Launches)
    (L.Line == 6 ? FloatLaunch : DoubleLaunch) = &L;
  ASSERT_TRUE(FloatLaunch && DoubleLaunch);
  for (const LaunchSite *L : {FloatLaunch, DoubleLaunch}) {
    EXPECT_EQ(L->KernelKey, P.Found.Kernels[0].Key);
    EXPECT_EQ(L->KernelQualifiedName, "fill");
    EXPECT_EQ(L->EnclosingFunction, "host::launchAll");
  }
  ASSERT_EQ(FloatLaunch->TemplateArguments.size(), 1u);
  EXPECT_EQ(FloatLaunch->TemplateArguments[0],
            (std::vector<std::string>{"float", "128"}));
  ASSERT_EQ(DoubleLaunch->TemplateArguments.size(), 1u);
  EXPECT_EQ(DoubleLaunch->TemplateArguments[0],
            (std::vector<std::string>{"double", "64"}));
}

TEST(KernelFinder, LaunchInLambdaBelongsToEnclosingFunction) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void k(int *P) {}
void dispatch(int *P) {
  auto Launch = [&] { k<<<1, 1>>>(P); };
  Launch();
}
)cpp");
  expectParsed(P);
  ASSERT_EQ(P.Found.Launches.size(), 1u);
  EXPECT_EQ(P.Found.Launches[0].EnclosingFunction, "dispatch");
  EXPECT_TRUE(P.Found.Launches[0].InLambda);
}

TEST(KernelFinder, LaunchOfUndefinedKernelHasNoKey) {
  Parsed P = parse(R"cpp(#include "/sdk/stub.h"
__global__ void elsewhere(int *P);
void run(int *P) { elsewhere<<<1, 1>>>(P); }
)cpp");
  expectParsed(P);
  EXPECT_TRUE(P.Found.Kernels.empty());
  ASSERT_EQ(P.Found.Launches.size(), 1u);
  EXPECT_TRUE(P.Found.Launches[0].KernelKey.empty());
  EXPECT_EQ(P.Found.Launches[0].KernelQualifiedName, "elsewhere");
}

TEST(KernelFinder, ProjectScopeContainsOnlyPathsUnderRoot) {
  ProjectScope Scope{"/project"};
  EXPECT_TRUE(Scope.contains("/project/a.cu"));
  EXPECT_TRUE(Scope.contains("/project/sub/dir/b.cuh"));
  EXPECT_FALSE(Scope.contains("/projectile/a.cu"));
  EXPECT_FALSE(Scope.contains("/project"));
  EXPECT_FALSE(Scope.contains("/other/a.cu"));
  EXPECT_FALSE(Scope.contains("project/a.cu"));
}

} // namespace
