//===- CudaTranslation.cpp - A kernel written in HIP, in CUDA -------------===//
//
// Walks the declarations the unit copies, as written, and turns what refers
// to the HIP toolchain into edits on that text (HipEditor), as the HIP
// translation does the other way; then writes the unit with them.
//
//===----------------------------------------------------------------------===//

#include "CudaTranslation.h"
#include "CudaCalls.h"
#include "HipEditor.h"
#include "NameReferences.h"
#include "Support/SourceFacts.h"
#include "Support/TextEdits.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <fmt/format.h>
#include <set>

using namespace clang;

namespace kx {

namespace {

/// Whether \p Cuda and \p Hip are one name under each vendor's prefix
/// (`cudaError_t`, `hipError_t`).
bool spelledAlike(llvm::StringRef Cuda, llvm::StringRef Hip) {
  for (llvm::StringRef Prefix : {"__nv_", "cuda", "CUDA", "cu", "CU"})
    if (Cuda.consume_front(Prefix))
      break;
  for (llvm::StringRef Prefix : {"__hip_", "hip", "HIP"})
    if (Hip.consume_front(Prefix))
      break;
  return Cuda == Hip;
}

const llvm::StringMap<llvm::StringRef> &cudaNames() {
  static const llvm::StringMap<llvm::StringRef> Table = [] {
    llvm::StringMap<llvm::StringRef> Map;
    auto Add = [&Map](llvm::StringRef Cuda, llvm::StringRef Hip) {
      auto [It, New] = Map.try_emplace(Hip, Cuda);
      if (!New && !spelledAlike(It->second, Hip) && spelledAlike(Cuda, Hip))
        It->second = Cuda;
    };
#define CUDA_HIP_NAME(C, H) Add(#C, #H);
#define CUDA_HIP_NAME_BEFORE(C, H, Major, Minor) Add(#C, #H);
#include "CudaToHip.def"
    return Map;
  }();
  return Table;
}

/// HIP's index macros (`hipThreadIdx_x`) and CUDA's built-in variables.
std::optional<std::string> builtinIndex(llvm::StringRef Macro) {
  for (auto [Hip, Cuda] : {std::pair{"hipThreadIdx_", "threadIdx."},
                           {"hipBlockIdx_", "blockIdx."},
                           {"hipBlockDim_", "blockDim."},
                           {"hipGridDim_", "gridDim."}})
    if (Macro.consume_front(Hip) && Macro.size() == 1 &&
        llvm::StringRef("xyz").contains(Macro.front()))
      return Cuda + Macro.str();
  return std::nullopt;
}

/// AMD GPU builtins and device-library functions: matrix cores (MFMA),
/// DPP and swizzles, OCKL and OCML.
bool isAmdBuiltin(llvm::StringRef Name) {
  return Name.starts_with("__builtin_amdgcn_") || Name.starts_with("__ockl_") ||
         Name.starts_with("__ocml_") || Name.starts_with("__hip_ds_") ||
         Name.starts_with("__hip_move_dpp");
}

/// What the unit defines for CUDA, which lacks it: HIP's `__lane_id()`.
constexpr llvm::StringLiteral LaneIdDefinition =
    "static __device__ __forceinline__ unsigned int __lane_id() {\n"
    "  unsigned int Lane;\n"
    "  asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(Lane));\n"
    "  return Lane;\n"
    "}\n";

/// clang's `__builtin_nontemporal_store(v, p)` as CUDA's streaming store.
constexpr llvm::StringLiteral NontemporalStoreDefinition =
    "template <typename V, typename T>\n"
    "static __device__ __forceinline__ void kx_nontemporal_store(V v, T *p) "
    "{\n"
    "  __stcs(p, T(v));\n"
    "}\n";

class CudaTranslator : public NameReferences<CudaTranslator>, public HipEditor {
public:
  CudaTranslator(SourceFacts &Facts, OriginClassifier &Origins,
                 UnitSpelling &Spelling, std::vector<HipNote> &Notes,
                 std::set<std::string> &Translations)
      : HipEditor(Facts, Spelling, Notes, Translations), Origins(Origins) {}

  /// clang's `_Float16`, which nvcc's device code does not take (an
  /// internal compiler error): CUDA's half.
  bool VisitBuiltinTypeLoc(BuiltinTypeLoc TL) {
    if (TL.getTypePtr()->getKind() != BuiltinType::Float16 ||
        !spelledToken(TL.getBeginLoc(), "_Float16"))
      return true;
    rename(TL.getBeginLoc(), "_Float16", "__half");
    UsesHalf = true;
    return true;
  }

  bool usesHalf() const { return UsesHalf; }

  /// `using double4 = __attribute__((vector_size(32))) double;`: clang's
  /// vector types, which AMD's matrix-core code is written in.
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    if (D->getUnderlyingType()->isVectorType())
      note("untranslated", D->getSourceRange(),
           "a clang vector type: nvcc rejects vector types in device code");
    return true;
  }

  bool VisitAsmStmt(AsmStmt *S) {
    note("inline-asm", S->getSourceRange(),
         "inline assembly (AMDGPU ISA) does not assemble for NVIDIA GPUs");
    return true;
  }

  bool VisitCallExpr(CallExpr *E);

  bool VisitBinaryOperator(BinaryOperator *E) {
    if (laneArithmetic(*E, Facts.Context, 64))
      note("wavefront-size", E->getSourceRange(),
           "a lane or wavefront index computed for 64-wide wavefronts: "
           "NVIDIA warps are 32 wide (use warpSize)");
    return true;
  }

  /// Toolchain macros expanded in the copied text, and the compiler tests
  /// of its copied `#if` lines.
  void macros(const PreprocessorRecord &Record,
              const std::vector<CopiedRange> &Ranges);
  void conditionals(const PreprocessorRecord &Record,
                    const std::vector<CopiedRange> &Ranges);

  std::string definitions() const {
    return (DefinesLaneId ? LaneIdDefinition.str() : "") +
           (DefinesNontemporalStore ? NontemporalStoreDefinition.str() : "");
  }

private:
  friend class NameReferences<CudaTranslator>;

  OriginClassifier &Origins;
  /// Calls rewritten whole: their callee is not renamed again.
  llvm::DenseSet<unsigned> Rewritten;
  bool DefinesLaneId = false;
  bool DefinesNontemporalStore = false;
  bool UsesHalf = false;

  bool isToolchain(const Decl *D) {
    return D && Origins.of(D->getLocation()) == Origin::Toolchain;
  }

  void translateName(const NamedDecl *D, SourceLocation Loc) {
    if (!D || !D->getIdentifier() || Loc.isInvalid() || !isToolchain(D) ||
        Rewritten.contains(Loc.getRawEncoding()))
      return;
    llvm::StringRef Name = D->getName();
    if (std::optional<llvm::StringRef> Cuda = cudaName(Name)) {
      rename(Loc, Name, *Cuda);
      return;
    }
    if (Name.starts_with("hip") || Name.starts_with("__hip"))
      note("untranslated", SourceRange(Loc, Loc),
           fmt::format("'{}' has no CUDA spelling in the table: left as "
                       "written",
                       Name.str()));
  }

  /// `__shfl_xor(v, 32)`: a lane offset, lane or width of 32 or more
  /// reaches lanes a 32-wide warp does not have. A local variable counts by
  /// its initializer (`for (int offset = 32; ...)`).
  void shuffleReach(const CallExpr &E, unsigned FirstLaneArgument);

  /// clang's `__builtin_nontemporal_store(v, p)` and `_load(p)`, which
  /// nvcc lacks: CUDA's streaming store and load, `__stcs(p, v)` (through
  /// a helper the unit defines, which takes the arguments in clang's order)
  /// and `__ldcs(p)`.
  bool nontemporal(const CallExpr &E, llvm::StringRef Name);

  /// `__shfl_xor(v, m)` → `__shfl_xor_sync(0xffffffffu, v, m)`: CUDA has
  /// only the masked forms; the mask is the whole warp, as HIP's are.
  void maskCall(const CallExpr &E, const CalleeName &Callee,
                const WarpIntrinsic &Warp);
};

bool CudaTranslator::VisitCallExpr(CallExpr *E) {
  std::optional<CalleeName> Callee = calleeName(*E);
  if (!Callee)
    return true;
  llvm::StringRef Name = Callee->Name;
  if (nontemporal(*E, Name))
    return true;
  if (isAmdBuiltin(Name)) {
    // Not where a HIP macro the translation rewrites expands to one
    // (`hipThreadIdx_x` is `__ockl_get_local_id(0)`).
    if (Origins.of(SM.getSpellingLoc(Callee->Loc)) == Origin::Project)
      note("untranslated", E->getSourceRange(),
           fmt::format("'{}' is an AMD GPU builtin: NVIDIA GPUs have no "
                       "equivalent",
                       Name.str()));
    return true;
  }
  if (!isToolchain(Callee->Declaration))
    return true;
  if (const WarpIntrinsic *Warp = unmaskedWarpIntrinsic(Name)) {
    if (Warp->IsShuffle)
      shuffleReach(*E, 1);
    maskCall(*E, *Callee, *Warp);
  } else if (const WarpIntrinsic *Masked = warpIntrinsic(Name);
             Masked && Masked->IsShuffle) {
    shuffleReach(*E, 2);
  }
  if (isBallot(Name) || Name == "__ballot_sync")
    note("wavefront-size", E->getSourceRange(),
         "HIP's ballot is a 64-bit mask, a bit per lane of a 64-wide "
         "wavefront; CUDA's has 32 bits");
  if (Name == "__lane_id") {
    DefinesLaneId = true;
    Translations.insert("__lane_id -> defined in the unit (%laneid)");
  }
  return true;
}

bool CudaTranslator::nontemporal(const CallExpr &E, llvm::StringRef Name) {
  if (Name == "__builtin_nontemporal_load" && E.getNumArgs() == 1) {
    rename(E.getCallee()->getBeginLoc(), Name, "__ldcs");
    return true;
  }
  if (Name != "__builtin_nontemporal_store" || E.getNumArgs() != 2)
    return false;
  // A rename, not a rewrite of the call: what its arguments hold (a
  // nontemporal load) is translated too.
  rename(E.getCallee()->getBeginLoc(), Name, "kx_nontemporal_store");
  DefinesNontemporalStore = true;
  return true;
}

void CudaTranslator::shuffleReach(const CallExpr &E,
                                  unsigned FirstLaneArgument) {
  for (unsigned I = FirstLaneArgument; I < E.getNumArgs(); ++I) {
    const Expr *Arg = E.getArg(I)->IgnoreParenImpCasts();
    std::optional<int64_t> Value = constantValue(Arg, Facts.Context);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg); Ref && !Value)
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
          Var && Var->isLocalVarDecl() && Var->getInit())
        Value = constantValue(Var->getInit(), Facts.Context);
    if (Value && *Value >= 32) {
      note("wavefront-size", E.getSourceRange(),
           fmt::format("a shuffle {} lanes wide or apart, written for "
                       "64-wide wavefronts: NVIDIA warps have 32 lanes",
                       *Value));
      return;
    }
  }
}

void CudaTranslator::maskCall(const CallExpr &E, const CalleeName &Callee,
                              const WarpIntrinsic &Warp) {
  SourceLocation Name = SM.getSpellingLoc(Callee.Loc);
  if (!spelledToken(Name, Warp.Unmasked)) {
    untranslated(E, Warp.Unmasked);
    return;
  }
  auto [File, Offset] = SM.getDecomposedLoc(Name);
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t Open =
      Buffer.find_first_not_of(" \t\n", Offset + Warp.Unmasked.size());
  if (Open == llvm::StringRef::npos || Buffer[Open] != '(') {
    untranslated(E, Warp.Unmasked);
    return;
  }
  Rewritten.insert(Callee.Loc.getRawEncoding());
  addEdit(File, {Offset, unsigned(Warp.Unmasked.size()), Warp.Cuda.str()});
  addEdit(File, {unsigned(Open + 1), 0, "0xffffffffu, "});
  Translations.insert(fmt::format("{} -> {}(0xffffffffu, ...)",
                                  Warp.Unmasked.str(), Warp.Cuda.str()));
}

void CudaTranslator::macros(const PreprocessorRecord &Record,
                            const std::vector<CopiedRange> &Ranges) {
  for (const PreprocessorRecord::Expansion &Use : Record.Expansions) {
    auto [File, Offset] = SM.getDecomposedLoc(Use.Loc);
    if (!isCopied(Ranges, File, Offset) || !spelledToken(Use.Loc, Use.Name))
      continue;
    llvm::StringRef Name = Use.Name;
    unsigned Length = Name.size();
    // A predefined macro of the AMD GPU compiler.
    if (Name == "__AMDGCN_WAVEFRONT_SIZE" ||
        Name == "__AMDGCN_WAVEFRONT_SIZE__") {
      addEdit(File, {Offset, Length, "32"});
      Translations.insert(Name.str() + " -> 32");
      note("wavefront-size", SourceRange(Use.Loc, Use.Loc),
           "the AMD GPU's wavefront width, written as NVIDIA's warp width");
      continue;
    }
    if (Origins.of(Use.Macro->getDefinitionLoc()) != Origin::Toolchain)
      continue;
    if (std::optional<std::string> Index = builtinIndex(Name)) {
      addEdit(File, {Offset, Length, *Index});
      Translations.insert(fmt::format("{} -> {}", Name.str(), *Index));
      continue;
    }
    if (Name == "HIP_DYNAMIC_SHARED" || Name == "HIP_KERNEL_NAME") {
      // The invocation's arguments, written between its parentheses.
      llvm::StringRef Buffer = SM.getBufferData(File);
      size_t Open = Buffer.find_first_not_of(" \t", Offset + Length);
      size_t Close = Open == llvm::StringRef::npos || Buffer[Open] != '('
                         ? llvm::StringRef::npos
                         : Buffer.find(')', Open);
      if (Close == llvm::StringRef::npos)
        continue;
      llvm::StringRef Arguments = Buffer.slice(Open + 1, Close);
      std::string Text = Arguments.trim().str();
      if (Name == "HIP_DYNAMIC_SHARED") {
        auto [Type, Var] = Arguments.rsplit(',');
        Text = fmt::format("extern __shared__ {} {}[];", Type.trim().str(),
                           Var.trim().str());
      }
      addEdit(File, {Offset, unsigned(Close + 1 - Offset), Text});
      Translations.insert(Name.str() + "(...) -> its expansion");
      continue;
    }
    if (Name.starts_with("HIP_") &&
        SM.getFilename(SM.getSpellingLoc(Use.Macro->getDefinitionLoc()))
            .ends_with("hip_math_constants.h")) {
      // hip_math_constants.h: HIP_X is math_constants.h's CUDART_X.
      std::string Cuda = "CUDART_" + Name.drop_front(4).str();
      addEdit(File, {Offset, Length, Cuda});
      Translations.insert(fmt::format("{} -> {}", Name.str(), Cuda));
      continue;
    }
    if (std::optional<llvm::StringRef> Cuda = cudaName(Name))
      rename(Use.Loc, Name, *Cuda);
  }
}

/// What a kept `#if` tests to tell AMD GPUs apart (`__gfx90a__`...).
constexpr llvm::StringLiteral AmdPlatformMacros[] = {
    "__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__AMDGCN__", "__gfx"};

void CudaTranslator::conditionals(const PreprocessorRecord &Record,
                                  const std::vector<CopiedRange> &Ranges) {
  static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
      CompilerTests[] = {{"__HIP_DEVICE_COMPILE__", "__CUDA_ARCH__"},
                         {"__HIPCC__", "__CUDACC__"},
                         {"__HIP__", "__CUDACC__"}};
  for (const PreprocessorRecord::Conditional &Group : Record.Conditionals) {
    if (!Group.TestsCompiler || Group.Directives.empty())
      continue;
    auto [File, First] = SM.getDecomposedLoc(Group.Directives.front());
    if (!isCopied(Ranges, File, First))
      continue;
    llvm::StringRef Buffer = SM.getBufferData(File);
    for (SourceLocation Directive : Group.Directives) {
      unsigned Offset = SM.getFileOffset(Directive);
      size_t End = std::min(Buffer.find('\n', Offset), Buffer.size());
      for (auto [Hip, Cuda] : CompilerTests)
        for (size_t At = findWholeWord(Buffer, Hip, Offset); At < End;
             At = findWholeWord(Buffer, Hip, At + 1)) {
          addEdit(File, {unsigned(At), unsigned(Hip.size()), Cuda.str()});
          Translations.insert(fmt::format("{} -> {}", Hip.str(), Cuda.str()));
        }
      size_t LineStart = Buffer.rfind('\n', Offset);
      LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
      llvm::StringRef Line = Buffer.slice(LineStart, End).trim();
      if (llvm::any_of(AmdPlatformMacros, [&](llvm::StringRef Macro) {
            return Line.contains(Macro);
          }))
        addNote("hip-platform", File, Offset, Line.str(),
                "nvcc defines none of the AMD platform and GPU macros: the "
                "branch written for other platforms is compiled");
    }
  }
}

} // namespace

std::optional<llvm::StringRef> cudaName(llvm::StringRef HipName) {
  auto It = cudaNames().find(HipName);
  if (It == cudaNames().end())
    return std::nullopt;
  return It->second;
}

std::optional<std::string> cudaInclude(llvm::StringRef Spelled) {
  if (Spelled.size() < 2)
    return std::nullopt;
  char Open = Spelled.front(), Close = Spelled.back();
  llvm::StringRef Path = Spelled.drop_front().drop_back();
  auto Spell = [&](llvm::StringRef Cuda) -> std::string {
    return Cuda.empty() ? "" : Open + Cuda.str() + Close;
  };
  // HIP headers the table has no CUDA header for: the runtime brings them.
  if (Path == "hip/hip_runtime_api.h")
    return Spell("cuda_runtime_api.h");
  if (Path == "hip/hip_bfloat16.h")
    return Spell("cuda_bf16.h");
  if (Path == "hip/hip_math_constants.h")
    return Spell("math_constants.h");
  if (Path == "hip/hip_common.h" || Path == "hip/math_functions.h" ||
      Path == "hip/device_functions.h" || Path == "hip/hip_ext.h")
    return Spell("");
#define CUDA_HIP_HEADER(Cuda, Hip)                                             \
  if (llvm::StringRef(Hip).ends_with("/")) {                                   \
    if (!llvm::StringRef(Cuda).empty() && Path.starts_with(Hip)) {             \
      std::string Mapped = (Cuda + Path.drop_front(sizeof(Hip) - 1)).str();    \
      if (llvm::StringRef(Mapped).ends_with(".hpp"))                           \
        Mapped.replace(Mapped.size() - 4, 4, ".cuh");                          \
      return Spell(Mapped);                                                    \
    }                                                                          \
  } else if (!llvm::StringRef(Hip).empty() && Path == Hip) {                   \
    return Spell(Cuda);                                                        \
  }
#include "CudaToHip.def"
  return std::nullopt;
}

HipUnit translateToCuda(const UnitContents &Contents, SourceFacts &Facts,
                        const PreprocessorRecord &Record,
                        const ProjectScope &Scope,
                        const ToolchainDirectories &Toolchain) {
  HipUnit Unit;
  UnitSpelling Spelling;
  std::set<std::string> Translations;
  OriginClassifier Origins(Facts, Scope, Toolchain);
  CudaTranslator Translator(Facts, Origins, Spelling, Unit.Notes, Translations);
  Translator.walkCopied(Contents);

  std::vector<CopiedRange> Ranges = copiedRanges(Contents);
  Translator.conditionals(Record, Ranges);
  Translator.macros(Record, Ranges);

  for (const std::string &Include : Contents.Facts.Includes) {
    std::optional<std::string> Cuda = cudaInclude(Include);
    std::string Line = Cuda ? *Cuda : Include;
    if (!Line.empty() && !llvm::is_contained(Unit.Includes, Line))
      Unit.Includes.push_back(Line);
    if (Cuda && *Cuda != Include)
      Translations.insert(fmt::format("{} -> {}", Include,
                                      Cuda->empty() ? "(removed)" : *Cuda));
  }
  // What the HIP runtime brought (amd_hip_fp16.h for __half) nvcc's
  // runtime header does not.
  for (const std::string &Header : Contents.ToolchainHeaders) {
    llvm::StringRef Name = Header;
    const char *Cuda =
        Name.contains("fp16")                                ? "<cuda_fp16.h>"
        : Name.contains("bf16") || Name.contains("bfloat16") ? "<cuda_bf16.h>"
        : Name.contains("cooperative_groups") ? "<cooperative_groups.h>"
                                              : nullptr;
    if (Cuda && !llvm::is_contained(Unit.Includes, Cuda))
      Unit.Includes.push_back(Cuda);
  }
  if (Translator.usesHalf() &&
      !llvm::is_contained(Unit.Includes, "<cuda_fp16.h>"))
    Unit.Includes.push_back("<cuda_fp16.h>");
  if (!llvm::is_contained(Unit.Includes, "<cuda_runtime.h>"))
    Unit.Includes.insert(Unit.Includes.begin(), "<cuda_runtime.h>");
  Spelling.Includes = Unit.Includes;
  Spelling.Definitions = Translator.definitions();

  WrittenUnit Written = writeUnit(Contents, Spelling, Facts, Record);
  Unit.Text = std::move(Written.Text);
  for (size_t I = 0; I < Unit.Notes.size(); ++I)
    Unit.Notes[I].Line = Written.AnchorLines[I];
  llvm::stable_sort(Unit.Notes, [](const HipNote &A, const HipNote &B) {
    return std::tie(A.Line, A.Kind) < std::tie(B.Line, B.Kind);
  });
  Unit.Translations.assign(Translations.begin(), Translations.end());
  return Unit;
}

} // namespace kx
