//===- Kernel.h - What the pipeline knows about a kernel --------*- C++ -*-===//
//
// Plain data that outlives the AST it came from: each translation unit is
// parsed, reduced to these records and released, so a run over a large
// database holds one AST per worker and the records of every kernel.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_KERNEL_H
#define KERNEL_EXTRACT_KERNEL_H

#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace kx {

/// A range of source text, in 1-based lines and columns.
struct SourceSpan {
  std::string File; ///< Absolute, symlinks resolved.
  unsigned BeginLine = 0, BeginColumn = 0;
  unsigned EndLine = 0, EndColumn = 0;
  unsigned BeginOffset = 0; ///< Byte offset of the start in File.
  unsigned EndOffset = 0;   ///< Byte offset of the last token's start.
};

/// A place in a file: its line.
struct SourceLine {
  std::string File; ///< Absolute.
  unsigned Line = 0;

  friend bool operator<(const SourceLine &A, const SourceLine &B) {
    return std::tie(A.File, A.Line) < std::tie(B.File, B.Line);
  }
  friend bool operator==(const SourceLine &A, const SourceLine &B) {
    return A.File == B.File && A.Line == B.Line;
  }
};

struct KernelParameter {
  std::string Type; ///< As clang prints it ("const float *").
  std::string Name;
};

struct TemplateParameter {
  enum class Kind { Type, NonType, Template };
  Kind ParamKind = Kind::Type;
  std::string Name;
  std::string Text; ///< As written ("typename T", "int BLOCK = 256").
};

/// An expression of a launch configuration (or `__launch_bounds__`): as
/// written, and as a value where it folds to a constant.
struct ConfigValue {
  /// Source text as written, macros kept; nullopt when left to a default.
  std::optional<std::string> Text;
  /// When Text names a local variable (`dim3 grid(...)` declared above): the
  /// text of its initializer.
  std::optional<std::string> Initializer;
  /// The folded value: one number, or three for a dim3; empty when the
  /// expression is not a constant.
  std::vector<long long> Value;
  bool IsDim3 = false;
  /// When it does not fold but is a function of the launching function's
  /// parameters: that function, written in them (`(n + 256 - 1) / 256`; three
  /// for a dim3), and the parameters it reads.
  std::vector<std::string> Expression;
  std::vector<std::string> DependsOn;
};

/// A statically sized or `extern` dynamic `__shared__` array of a kernel.
struct SharedArray {
  std::string Name;
  std::string Type;        ///< "float [256]".
  std::string ElementType; ///< "float".
  /// Element count as written and folded; Text empty for `extern []`.
  ConfigValue Size;
  bool IsExtern = false;
};

/// One template argument of a variant: the parameter and the argument as a
/// user writes it (`T` = `__half`, `BLOCK` = `256`).
struct TemplateArgumentValue {
  std::string Parameter;
  std::string Spelling;
  bool operator==(const TemplateArgumentValue &O) const {
    return Parameter == O.Parameter && Spelling == O.Spelling;
  }
};

/// What a kernel variant asks of the GPU: for a template instantiation,
/// with its arguments (`__launch_bounds__(BLOCK)` with BLOCK = 128).
struct KernelResources {
  /// `__launch_bounds__(MaxThreads, MinBlocks)`, when present.
  std::optional<ConfigValue> MaxThreadsPerBlock, MinBlocksPerMultiprocessor;
  /// `__shared__` arrays declared in the kernel's body.
  std::vector<SharedArray> SharedArrays;
  bool UsesDynamicSharedMemory = false;
};

/// A porting hazard of a translated unit: code that may behave differently
/// on the other vendor's GPUs (64-wide wavefronts against 32-wide warps, no
/// PTX, ...). Flagged, never rewritten.
struct HipNote {
  /// "warp-size", "inline-asm", "texture", "no-hip-equivalent",
  /// "cuda-arch", "dynamic-parallelism" or "untranslated"; for a CUDA
  /// translation, "wavefront-size", "hip-platform", "inline-asm" or
  /// "untranslated".
  std::string Kind;
  unsigned Line = 0; ///< 1-based, in the translated unit.
  std::string Text;  ///< The code as written.
  std::string Message;
};

/// The standalone unit translated to HIP (or, for a kernel written in HIP,
/// to CUDA: CudaTranslation).
struct HipUnit {
  std::string Text;
  std::vector<std::string> Includes; ///< `<hip/hip_runtime.h>`, in order.
  /// Every name rewritten, as "cuda -> hip" ("hip -> cuda"), sorted, once
  /// each.
  std::vector<std::string> Translations;
  std::vector<HipNote> Notes; ///< In unit order.
  /// What the unit uses that the targeted HIP lacks (each as its note
  /// says), sorted: the unit is marked, and --verify does not compile it.
  std::vector<std::string> Unavailable;
};

/// A kernel variant with everything it needs, as one file that compiles
/// alone.
struct StandaloneUnit {
  std::string Text;
  /// False when the closure reached what cannot be made self-contained: a
  /// library declaration whose text cannot be copied, an extern device
  /// symbol the unit cannot define, or a function defined in another TU.
  /// Blockers say which.
  bool SelfContained = true;
  std::vector<std::string> Blockers;
  std::vector<std::string> Includes;     ///< `<cuda_fp16.h>`, in order.
  std::vector<std::string> Declarations; ///< Qualified names copied.
  /// Those of them copied from a library's headers (a framework's device
  /// types and helpers), members the kernel does not use left out.
  std::vector<std::string> LibraryDeclarations;
  std::vector<std::string> Macros;       ///< Macro names copied.
  /// Extern `__device__` and `__constant__` variables another TU of the
  /// project defines, defined by the unit (zero-initialised, where the
  /// project fills them from the host): a unit compiled alone, without
  /// -rdc, cannot leave them to another TU.
  std::vector<std::string> ExternsDefined;
  /// The in-process compile check of the unit as written (lib/Repair):
  /// "ok", "failed" (the first remaining error is a blocker), "unjudged"
  /// (failed in a TU clang could not parse cleanly, for no missing name),
  /// or empty when units were not checked.
  std::string Check;
  /// What the check found missing and the unit's TU declares, added to the
  /// closure: the name as the error named it, and the error.
  struct Repair {
    std::string Name;
    std::string Error;
    bool operator==(const Repair &Other) const {
      return Name == Other.Name && Error == Other.Error;
    }
  };
  std::vector<Repair> Repaired;
  /// The unit translated to HIP, when a translation was asked for. For a
  /// kernel written in HIP, the unit as written (Text is then its CUDA
  /// translation): the fields name each unit by its language.
  std::optional<HipUnit> Hip;
  /// For a kernel written in HIP: how Text was translated from the HIP
  /// unit (its translations and notes; its Text is empty).
  std::optional<HipUnit> CudaTranslation;
};

/// What a kernel's body says about running it (lib/Harness): the role of
/// each parameter and, for a buffer, the elements it reaches as a C++
/// expression of the scalar parameters, read from the kernel's bounds
/// checks and index expressions.
struct HarnessParameter {
  enum class Role { Buffer, Scalar, Opaque };
  Role Kind = Role::Opaque;
  std::string Name; ///< `arg<N>` for an unnamed parameter.
  /// Buffer: the element count (`height * width`); empty when an access
  /// was not bounded by the scalar parameters.
  std::string Extent;
  /// Buffer: stored through, or passed on where it may be; a const
  /// pointee never is.
  bool Written = false;
  /// Scalar: a floating-point value (float, double, half).
  bool Floating = false;
  /// Buffer of integers the kernel only reads: the least value the harness
  /// fills it with, drawing from HarnessIntegerValues values up from it.
  /// A table the kernel reads as 1-based (`indices[i] - 1`) gets 1.
  long long LeastValue = 0;
};

/// How many values the harness draws a buffer's integers from: few enough
/// that they index any buffer of that many elements, as the size model
/// assumes of a value read from an index table.
constexpr long long HarnessIntegerValues = 8;

struct HarnessModel {
  std::vector<HarnessParameter> Parameters;
  /// Per grid dimension (x, y, z): the bound a bounds check compares the
  /// global thread index (`blockIdx.x * blockDim.x + threadIdx.x`) with,
  /// or else the block index alone (`blockIdx.y < rows`); empty when none.
  std::vector<std::string> ThreadBound = {"", "", ""};
  std::vector<std::string> BlockBound = {"", "", ""};
  /// Per block dimension: the size the kernel asserts it has
  /// (`assert(blockDim.x == WARP_SIZE)` gives "32"); empty when none.
  std::vector<std::string> BlockAsserted = {"", "", ""};
  /// Per block dimension: the extent of the smallest `__shared__` array a
  /// thread index subscripts (`s[threadIdx.x]` of `__shared__ float
  /// s[128]` gives "128"; a padded `[TILE + 1]`, TILE): the block it was
  /// written for, when no launch says; empty when none.
  std::vector<std::string> BlockFromShared = {"", "", ""};
  /// The most elements of a buffer parameter whose alignment the kernel's
  /// vector accesses need (`reinterpret_cast<float4 *>` of a `float *`: 4,
  /// a `uint3 *` of an `unsigned *`: 1); 1 when none. Sizes that are not
  /// its multiple misalign those accesses.
  int VectorWidth = 1;
  /// The parameters a loop of each thread runs up to (`j < n` of an inner
  /// loop, not a grid-stride loop's bound): a thread's work grows with
  /// them, so a thread bound among them gets a smaller default.
  std::vector<std::string> LoopBounds;
  /// Scalars that bound the column of a row of constant length
  /// (`a[i * 512 + j]`, `j < nj`), with that length: past it a column
  /// reaches the next row, which other threads own, so the harness's sizes
  /// keep the scalar at most the length.
  std::vector<std::pair<std::string, long long>> RowLengths;
  /// Scalars that are the length of rows a grid dimension's unchecked
  /// thread index spans (`s[3 * n + i]`, `i` the global index with no
  /// `i < ...`), with that dimension: below the grid's thread count a row
  /// reaches the next, which other threads own, so the harness keeps each
  /// at least that count.
  std::vector<std::pair<std::string, unsigned>> GridRowLengths;
  /// The same for a block's own thread index (`s[r * n + threadIdx.x]`):
  /// the harness keeps each at least the block's threads in that dimension.
  std::vector<std::pair<std::string, unsigned>> BlockRowLengths;
  /// Subscripts of fixed-size `__shared__` arrays that grow with the
  /// scalars (`s[c * 32 + lane]`, `c < channels`), as C++ of the scalars and
  /// the block (`kx_block.x`), with the largest index the array allows:
  /// the harness's sizes keep each within it.
  std::vector<std::pair<std::string, long long>> SharedLimits;
  /// Scalars a value read from an index table is checked against
  /// (`if (k >= n0) return;`, `assert(c < n0)`): the table indexes up to
  /// them, so every set keeps each at least HarnessIntegerValues.
  std::vector<std::string> TableBounds;
};

/// One size a harness launches with: a buffer's element count (`x_count`),
/// `grid`, `block` or `shared_memory`, as the C++ the harness computes it
/// from, and where it came from: "bounds-check" (the kernel's own),
/// "launch-shape" (a buffer indexed by thread and block indices the kernel
/// does not check: as many elements as the harness launches threads),
/// "launch" (a launch site of the project), "assertion" (the kernel asserts
/// its block's size), "launch-bounds", "shared-array" (the extents of the
/// `__shared__` arrays thread indices subscript), or "assumed" (a default
/// the harness takes from its command line).
struct HarnessSize {
  std::string Name;
  std::string Value;
  std::string Origin;
  bool derived() const { return Origin != "assumed"; }
};

/// One input set of a task: the harness's `name=value` arguments that
/// draw it ("project", "ragged", "tiny", "large", "seed-5").
struct InputSet {
  std::string Name;
  std::vector<std::string> Arguments;
};

/// The host programs that run a unit: a wrapper and a `main` (the texts
/// name the unit's id UnitIdPlaceholder until the dataset is written).
struct HarnessProgram {
  std::string Cuda;
  std::string Hip; ///< Empty without a HIP unit.
  std::vector<HarnessSize> Sizes;
  /// Each scalar parameter's default value, and whether a launch gave it.
  std::vector<HarnessSize> Scalars;
  /// The sets a task runs the harness on (InputSets.h).
  std::vector<InputSet> InputSets;
};

/// A compile check of an emitted unit.
struct VerifyResult {
  std::string Status = "skipped"; ///< "ok", "failed" or "skipped".
  std::string Command;
  std::string Error;  ///< First error line, when failed.
  std::string Reason; ///< Why skipped.
};

/// The kernel as emitted: a plain kernel has one variant with no arguments;
/// a template has one per instantiation that Sema accepted.
struct KernelVariant {
  std::vector<TemplateArgumentValue> Arguments;
  /// "launch" (the project launches it or instantiates it explicitly),
  /// "requested" (--types) or "both";
  /// empty for a plain kernel.
  std::string Origin;
  /// How the TU's context was changed for Sema to accept this variant: a
  /// half or bfloat16 variant tried again with its header included and the
  /// build's `__CUDA_NO_HALF_*` defines undone (`-include cuda_fp16.h`,
  /// `-U__CUDA_NO_HALF_OPERATORS__`); empty when the TU accepted it as is.
  std::vector<std::string> ValidatedWith;
  /// "substituted": the source with every parameter reference replaced;
  /// "explicit": the template followed by an explicit instantiation, for
  /// kernels that use a parameter where text cannot reach it (a macro body).
  std::string Style;
  /// The `template __global__ void k<float>(...);` line of an "explicit"
  /// variant.
  std::string ExplicitInstantiation;
  std::string Text;
  std::vector<KernelParameter> Parameters; ///< After substitution.
  /// File-name suffix from the arguments ("float_256"); empty when plain.
  std::string Suffix;
  KernelResources Resources;
  std::optional<StandaloneUnit> Unit;
  VerifyResult VerifyCuda, VerifyHip;
  /// With --harness: what the body says about running it, the programs
  /// built on it (Harness.h), and their compile-and-link checks.
  std::optional<HarnessModel> Harness;
  std::optional<HarnessProgram> Program;
  VerifyResult VerifyHarness, VerifyHarnessHip;
};

/// A candidate instantiation that Sema rejected, or that could not be
/// formed (an unknown type spelling), with the first error.
struct DroppedInstantiation {
  std::vector<TemplateArgumentValue> Arguments;
  std::string Reason;
};

/// The `-std=` option a unit of a TU with nvcc dialect \p NvccDialect, and
/// its harness, build with: the TU's standard, which the dialect names when
/// it is newer than C++17, else C++17 (the oldest the CUDA 13 headers take).
inline std::string
unitStandardOption(const std::vector<std::string> &NvccDialect) {
  for (const std::string &Option : NvccDialect)
    if (Option.compare(0, 5, "-std=") == 0)
      return Option;
  return "-std=c++17";
}

/// What nvcc builds such a unit or harness with, before the file:
/// `-std=... -arch=<Arch>` and the rest of the dialect.
inline std::vector<std::string>
nvccUnitOptions(const std::vector<std::string> &NvccDialect,
                const std::string &Arch) {
  std::vector<std::string> Options = {unitStandardOption(NvccDialect),
                                      "-arch=" + Arch};
  for (const std::string &Option : NvccDialect)
    if (Option.compare(0, 5, "-std=") != 0)
      Options.push_back(Option);
  return Options;
}

/// What hipcc builds it with: `-std=... --offload-arch=<Arch>`.
inline std::vector<std::string>
hipccUnitOptions(const std::vector<std::string> &NvccDialect,
                 const std::string &OffloadArch) {
  return {unitStandardOption(NvccDialect), "--offload-arch=" + OffloadArch};
}

/// A `__global__` function definition of the project.
struct Kernel {
  /// Identity across translation units: the file and offset of its first
  /// token, so a header seen by many TUs yields one kernel.
  std::string Key;
  std::string Name;
  std::string QualifiedName;
  SourceSpan Span;
  std::string Text; ///< The definition exactly as written.
  /// The comment written just above it (LeadingComment.h); empty if none.
  std::string LeadingComment;
  std::vector<KernelParameter> Parameters;
  /// Empty for a kernel that is not a template.
  std::vector<TemplateParameter> TemplateParameters;
  bool IsTemplate = false;
  /// An explicit specialization's template arguments, as its name takes
  /// them (`<at::Half>` of `template <> __global__ void k<at::Half>(...)`):
  /// the name alone would mean the primary template. Empty otherwise.
  std::string SpecializationArguments;
  /// The translation unit it was taken from (the first that parsed it),
  /// and the GPU architecture that parse was for.
  std::string TranslationUnit;
  std::string GpuArch;
  /// Whether it is written in HIP (its TU a hipcc or `-x hip` parse): its
  /// own unit is then the HIP unit, and the CUDA unit its translation.
  bool WrittenInHip = false;
  /// That TU's nvcc dialect options (ParseCommand::NvccDialect): its units
  /// are compiled with them.
  std::vector<std::string> NvccDialect;
  std::vector<KernelVariant> Variants;
  std::vector<DroppedInstantiation> Dropped;
  /// Why a template yields no candidates at all (a non-type parameter with
  /// neither a launched value nor a default, a parameter pack, ...).
  std::optional<std::string> NotInstantiated;
  /// Candidates left out by --max-instantiations.
  unsigned CandidatesOverCap = 0;
  /// Whether its TU parsed without error ("clean"), had errors elsewhere
  /// ("tu-errors": the kernel's own text has none), or had errors inside
  /// the kernel ("kernel-errors": its text is kept, with no unit or
  /// instantiation built on it).
  enum class ParseState { Clean, TUErrors, KernelErrors };
  ParseState Parse = ParseState::Clean;
  /// The first errors of its TU, when it has any.
  std::vector<std::string> ParseErrors;
  /// The project's own HIP version of the kernel, when the database was a
  /// hipified build (torch's hipify): where that twin's definition begins.
  std::optional<SourceLine> HipReference;
};

/// The NVIDIA architecture nvcc builds \p K's CUDA unit and harness for:
/// its parse's, or sm_80 where that was none (an AMD GPU's, for a kernel
/// written in HIP): no nvcc check gets an AMD architecture.
inline std::string nvccArch(const Kernel &K) {
  bool Nvidia = K.GpuArch.compare(0, 3, "sm_") == 0 ||
                K.GpuArch.compare(0, 8, "compute_") == 0;
  return Nvidia ? K.GpuArch : "sm_80";
}

/// An argument a launch passes, matched to the kernel's parameter.
struct LaunchArgument {
  std::string Parameter; ///< Empty when the kernel has no such parameter.
  std::string Text;
};

/// A site where the project launches a kernel.
struct LaunchSite {
  /// `<<<>>>`, `hipLaunchKernelGGL`, `cudaLaunchKernel`, `cudaLaunchKernelEx`,
  /// `cudaLaunchCooperativeKernel` (or a hip twin), or `function_pointer`
  /// for `<<<>>>` through a pointer variable.
  std::string Form = "<<<>>>";
  /// The launched kernel's Key when its definition was visible, else empty;
  /// KernelName is then used to attribute it.
  std::string KernelKey;
  std::string KernelQualifiedName;
  std::string File; ///< Absolute path of the launch's (expansion) location.
  unsigned Line = 0, Column = 0;
  std::string EnclosingFunction;
  /// The outermost macro whose expansion holds the launch, if any.
  std::optional<std::string> Macro;
  bool InLambda = false;
  ConfigValue Grid, Block, SharedMemory, Stream;
  /// The template arguments of each instantiation launched from this site,
  /// one spelling per parameter ({"float", "8"}); empty for a plain kernel.
  std::vector<std::vector<std::string>> TemplateArguments;
  std::vector<LaunchArgument> Arguments;
  /// Seen in an uninstantiated template: its values are the instantiations'
  /// to give (not written out).
  bool InTemplatePattern = false;
};

} // namespace kx

#endif
