//===- TranslationUnitResult.cpp - One TU's findings, as JSON -------------===//
//
// Every field the combination of TUs and the dataset's files read: a field
// left out here is lost by a merge, which the shard tests catch as a
// difference from the single run.
//
//===----------------------------------------------------------------------===//

#include "TranslationUnitResult.h"

using namespace llvm;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::ObjectMapper;
using llvm::json::Path;
using llvm::json::Value;

namespace kx {

namespace {

template <typename T> Value list(const std::vector<T> &Items) {
  json::Array Out;
  for (const T &Item : Items)
    Out.push_back(toJSON(Item));
  return Out;
}

Value strings(const std::vector<std::string> &Items) {
  return json::Array(Items);
}

template <typename T> Value optional(const std::optional<T> &Item) {
  return Item ? toJSON(*Item) : Value(nullptr);
}

Value optionalString(const std::optional<std::string> &Item) {
  return Item ? Value(*Item) : Value(nullptr);
}

/// llvm::json reads int64_t, not `unsigned` or `long long`.
template <typename Int> bool mapInteger(ObjectMapper &O, StringLiteral Key,
                                        Int &Out) {
  int64_t Value = 0;
  if (!O.map(Key, Value))
    return false;
  Out = Int(Value);
  return true;
}

} // namespace

// The JSON of each part, then how it is read back; keys are short, since a
// large project's file holds every kernel's text twice or more.

Value toJSON(const SourceSpan &S) {
  return Object{{"file", S.File},          {"bl", S.BeginLine},
                {"bc", S.BeginColumn},     {"el", S.EndLine},
                {"ec", S.EndColumn},       {"bo", S.BeginOffset},
                {"eo", S.EndOffset}};
}
bool fromJSON(const Value &V, SourceSpan &S, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("file", S.File) && mapInteger(O, "bl", S.BeginLine) &&
         mapInteger(O, "bc", S.BeginColumn) && mapInteger(O, "el", S.EndLine) &&
         mapInteger(O, "ec", S.EndColumn) && mapInteger(O, "bo", S.BeginOffset) &&
         mapInteger(O, "eo", S.EndOffset);
}

Value toJSON(const SourceLine &S) {
  return Object{{"file", S.File}, {"line", S.Line}};
}
bool fromJSON(const Value &V, SourceLine &S, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("file", S.File) && mapInteger(O, "line", S.Line);
}

Value toJSON(const KernelParameter &K) {
  return Object{{"type", K.Type}, {"name", K.Name}};
}
bool fromJSON(const Value &V, KernelParameter &K, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("type", K.Type) && O.map("name", K.Name);
}

Value toJSON(const TemplateParameter &T) {
  return Object{{"kind", int(T.ParamKind)}, {"name", T.Name}, {"text", T.Text}};
}
bool fromJSON(const Value &V, TemplateParameter &T, Path P) {
  ObjectMapper O(V, P);
  int Kind = 0;
  if (!O || !O.map("kind", Kind) || !O.map("name", T.Name) ||
      !O.map("text", T.Text))
    return false;
  T.ParamKind = TemplateParameter::Kind(Kind);
  return true;
}

Value toJSON(const ConfigValue &C) {
  return Object{{"text", optionalString(C.Text)},
                {"init", optionalString(C.Initializer)},
                {"value", json::Array(C.Value)},
                {"dim3", C.IsDim3},
                {"expr", strings(C.Expression)},
                {"deps", strings(C.DependsOn)}};
}
bool fromJSON(const Value &V, ConfigValue &C, Path P) {
  ObjectMapper O(V, P);
  std::vector<int64_t> Values;
  if (!O || !O.map("text", C.Text) || !O.map("init", C.Initializer) ||
      !O.map("value", Values) || !O.map("dim3", C.IsDim3) ||
      !O.map("expr", C.Expression) || !O.map("deps", C.DependsOn))
    return false;
  C.Value.assign(Values.begin(), Values.end());
  return true;
}

Value toJSON(const SharedArray &S) {
  return Object{{"name", S.Name},
                {"type", S.Type},
                {"element", S.ElementType},
                {"size", toJSON(S.Size)},
                {"extern", S.IsExtern}};
}
bool fromJSON(const Value &V, SharedArray &S, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("name", S.Name) && O.map("type", S.Type) &&
         O.map("element", S.ElementType) && O.map("size", S.Size) &&
         O.map("extern", S.IsExtern);
}

Value toJSON(const TemplateArgumentValue &A) {
  return Object{{"param", A.Parameter}, {"spelling", A.Spelling}};
}
bool fromJSON(const Value &V, TemplateArgumentValue &A, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("param", A.Parameter) && O.map("spelling", A.Spelling);
}

Value toJSON(const KernelResources &R) {
  return Object{{"max_threads", optional(R.MaxThreadsPerBlock)},
                {"min_blocks", optional(R.MinBlocksPerMultiprocessor)},
                {"shared", list(R.SharedArrays)},
                {"dynamic_shared", R.UsesDynamicSharedMemory}};
}
bool fromJSON(const Value &V, KernelResources &R, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("max_threads", R.MaxThreadsPerBlock) &&
         O.map("min_blocks", R.MinBlocksPerMultiprocessor) &&
         O.map("shared", R.SharedArrays) &&
         O.map("dynamic_shared", R.UsesDynamicSharedMemory);
}

Value toJSON(const HipNote &N) {
  return Object{{"kind", N.Kind},
                {"line", N.Line},
                {"text", N.Text},
                {"message", N.Message}};
}
bool fromJSON(const Value &V, HipNote &N, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("kind", N.Kind) && mapInteger(O, "line", N.Line) &&
         O.map("text", N.Text) && O.map("message", N.Message);
}

Value toJSON(const HipUnit &H) {
  return Object{{"text", H.Text},
                {"includes", strings(H.Includes)},
                {"translations", strings(H.Translations)},
                {"notes", list(H.Notes)},
                {"unavailable", strings(H.Unavailable)}};
}
bool fromJSON(const Value &V, HipUnit &H, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("text", H.Text) && O.map("includes", H.Includes) &&
         O.map("translations", H.Translations) && O.map("notes", H.Notes) &&
         O.map("unavailable", H.Unavailable);
}

Value toJSON(const StandaloneUnit::Repair &R) {
  return Object{{"name", R.Name}, {"error", R.Error}};
}
bool fromJSON(const Value &V, StandaloneUnit::Repair &R, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("name", R.Name) && O.map("error", R.Error);
}

Value toJSON(const StandaloneUnit &U) {
  Array Repaired;
  for (const StandaloneUnit::Repair &R : U.Repaired)
    Repaired.push_back(toJSON(R));
  return Object{{"text", U.Text},
                {"check", U.Check},
                {"repaired", std::move(Repaired)},
                {"self_contained", U.SelfContained},
                {"blockers", strings(U.Blockers)},
                {"includes", strings(U.Includes)},
                {"declarations", strings(U.Declarations)},
                {"library_declarations", strings(U.LibraryDeclarations)},
                {"macros", strings(U.Macros)},
                {"externs_defined", strings(U.ExternsDefined)},
                {"hip", optional(U.Hip)},
                {"cuda_translation", optional(U.CudaTranslation)}};
}
bool fromJSON(const Value &V, StandaloneUnit &U, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("text", U.Text) && O.map("check", U.Check) &&
         O.map("repaired", U.Repaired) &&
         O.map("self_contained", U.SelfContained) &&
         O.map("blockers", U.Blockers) && O.map("includes", U.Includes) &&
         O.map("declarations", U.Declarations) &&
         O.map("library_declarations", U.LibraryDeclarations) &&
         O.map("macros", U.Macros) &&
         O.map("externs_defined", U.ExternsDefined) && O.map("hip", U.Hip) &&
         O.mapOptional("cuda_translation", U.CudaTranslation);
}

Value toJSON(const VerifyResult &R) {
  return Object{{"status", R.Status},
                {"command", R.Command},
                {"error", R.Error},
                {"reason", R.Reason}};
}
bool fromJSON(const Value &V, VerifyResult &R, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("status", R.Status) && O.map("command", R.Command) &&
         O.map("error", R.Error) && O.map("reason", R.Reason);
}

Value toJSON(const HarnessParameter &H) {
  return Object{{"name", H.Name},         {"role", int(H.Kind)},
                {"extent", H.Extent},     {"written", H.Written},
                {"floating", H.Floating}, {"least_value", H.LeastValue}};
}
bool fromJSON(const Value &V, HarnessParameter &H, Path P) {
  ObjectMapper O(V, P);
  int Role = 0;
  bool Ok = O && O.map("name", H.Name) && O.map("role", Role) &&
            O.map("extent", H.Extent) && O.map("written", H.Written) &&
            O.map("floating", H.Floating) &&
            mapInteger(O, "least_value", H.LeastValue);
  H.Kind = HarnessParameter::Role(Role);
  return Ok;
}

/// A list of (name, number) pairs of a HarnessModel, as toJSON writes it:
/// [{"name": ..., NumberKey: ...}], absent when empty.
template <class Number>
static void writeNamedNumbers(
    Object &Model, StringRef Key, StringRef NumberKey,
    const std::vector<std::pair<std::string, Number>> &Pairs) {
  // Written only when there are some: other datasets keep their bytes.
  if (Pairs.empty())
    return;
  Array List;
  for (const auto &[Name, N] : Pairs)
    List.push_back(Object{{"name", Name}, {NumberKey, N}});
  Model[Key] = std::move(List);
}
template <class Number>
static bool readNamedNumbers(const Object &Model, StringRef Key,
                             StringRef NumberKey,
                             std::vector<std::pair<std::string, Number>> &Out,
                             Path P) {
  const Value *Pairs = Model.get(Key);
  if (!Pairs)
    return true;
  const Array *List = Pairs->getAsArray();
  if (!List) {
    P.field(Key).report("expected an array");
    return false;
  }
  for (const Value &Pair : *List) {
    const Object *Fields = Pair.getAsObject();
    std::optional<StringRef> Name =
        Fields ? Fields->getString("name") : std::nullopt;
    std::optional<int64_t> N =
        Fields ? Fields->getInteger(NumberKey) : std::nullopt;
    if (!Name || !N) {
      P.field(Key).report("expected {name, number}");
      return false;
    }
    Out.push_back({Name->str(), Number(*N)});
  }
  return true;
}

Value toJSON(const HarnessModel &M) {
  Object Out{{"params", list(M.Parameters)},
             {"thread_bound", strings(M.ThreadBound)},
             {"block_bound", strings(M.BlockBound)},
             {"block_asserted", strings(M.BlockAsserted)},
             {"block_from_shared", strings(M.BlockFromShared)},
             {"vector_width", M.VectorWidth},
             {"loop_bounds", strings(M.LoopBounds)},
             {"table_bounds", strings(M.TableBounds)}};
  writeNamedNumbers(Out, "row_lengths", "length", M.RowLengths);
  writeNamedNumbers(Out, "grid_row_lengths", "dimension", M.GridRowLengths);
  writeNamedNumbers(Out, "block_row_lengths", "dimension", M.BlockRowLengths);
  writeNamedNumbers(Out, "shared_limits", "largest", M.SharedLimits);
  return Out;
}
bool fromJSON(const Value &V, HarnessModel &M, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("params", M.Parameters) &&
         O.map("thread_bound", M.ThreadBound) &&
         O.map("block_bound", M.BlockBound) &&
         O.map("block_asserted", M.BlockAsserted) &&
         O.mapOptional("block_from_shared", M.BlockFromShared) &&
         O.mapOptional("vector_width", M.VectorWidth) &&
         O.mapOptional("loop_bounds", M.LoopBounds) &&
         O.mapOptional("table_bounds", M.TableBounds) &&
         M.ThreadBound.size() == 3 && M.BlockBound.size() == 3 &&
         M.BlockAsserted.size() == 3 && M.BlockFromShared.size() == 3 &&
         readNamedNumbers(*V.getAsObject(), "row_lengths", "length",
                          M.RowLengths, P) &&
         readNamedNumbers(*V.getAsObject(), "grid_row_lengths", "dimension",
                          M.GridRowLengths, P) &&
         readNamedNumbers(*V.getAsObject(), "block_row_lengths", "dimension",
                          M.BlockRowLengths, P) &&
         readNamedNumbers(*V.getAsObject(), "shared_limits", "largest",
                          M.SharedLimits, P);
}

Value toJSON(const KernelVariant &K) {
  Object Out{{"args", list(K.Arguments)},
                {"origin", K.Origin},
                {"validated_with", strings(K.ValidatedWith)},
                {"style", K.Style},
                {"explicit", K.ExplicitInstantiation},
                {"text", K.Text},
                {"params", list(K.Parameters)},
                {"suffix", K.Suffix},
                {"resources", toJSON(K.Resources)},
                {"unit", optional(K.Unit)},
                {"verify_cuda", toJSON(K.VerifyCuda)},
                {"verify_hip", toJSON(K.VerifyHip)}};
  // Only with --harness: a run without it writes what it always did.
  if (K.Harness) {
    Out["harness"] = toJSON(*K.Harness);
    Out["verify_harness"] = toJSON(K.VerifyHarness);
    Out["verify_harness_hip"] = toJSON(K.VerifyHarnessHip);
  }
  return Out;
}
bool fromJSON(const Value &V, KernelVariant &K, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("args", K.Arguments) && O.map("origin", K.Origin) &&
         O.map("validated_with", K.ValidatedWith) && O.map("style", K.Style) &&
         O.map("explicit", K.ExplicitInstantiation) && O.map("text", K.Text) &&
         O.map("params", K.Parameters) && O.map("suffix", K.Suffix) &&
         O.map("resources", K.Resources) && O.map("unit", K.Unit) &&
         O.map("verify_cuda", K.VerifyCuda) &&
         O.map("verify_hip", K.VerifyHip) && O.map("harness", K.Harness) &&
         O.mapOptional("verify_harness", K.VerifyHarness) &&
         O.mapOptional("verify_harness_hip", K.VerifyHarnessHip);
}

Value toJSON(const DroppedInstantiation &D) {
  return Object{{"args", list(D.Arguments)}, {"reason", D.Reason}};
}
bool fromJSON(const Value &V, DroppedInstantiation &D, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("args", D.Arguments) && O.map("reason", D.Reason);
}

Value toJSON(const Kernel &K) {
  return Object{{"key", K.Key},
                {"name", K.Name},
                {"qualified_name", K.QualifiedName},
                {"span", toJSON(K.Span)},
                {"text", K.Text},
                {"leading_comment", K.LeadingComment},
                {"params", list(K.Parameters)},
                {"template_params", list(K.TemplateParameters)},
                {"template", K.IsTemplate},
                {"specialization", K.SpecializationArguments},
                {"tu", K.TranslationUnit},
                {"arch", K.GpuArch},
                {"written_in_hip", K.WrittenInHip},
                {"dialect", strings(K.NvccDialect)},
                {"variants", list(K.Variants)},
                {"dropped", list(K.Dropped)},
                {"not_instantiated", optionalString(K.NotInstantiated)},
                {"over_cap", K.CandidatesOverCap},
                {"parse", int(K.Parse)},
                {"parse_errors", strings(K.ParseErrors)},
                {"hip_reference", optional(K.HipReference)}};
}
bool fromJSON(const Value &V, Kernel &K, Path P) {
  ObjectMapper O(V, P);
  int Parse = 0;
  if (!O || !O.map("key", K.Key) || !O.map("name", K.Name) ||
      !O.map("qualified_name", K.QualifiedName) || !O.map("span", K.Span) ||
      !O.map("text", K.Text) || !O.map("params", K.Parameters) ||
      !O.mapOptional("leading_comment", K.LeadingComment) ||
      !O.map("template_params", K.TemplateParameters) ||
      !O.map("template", K.IsTemplate) ||
      !O.map("specialization", K.SpecializationArguments) ||
      !O.map("tu", K.TranslationUnit) || !O.map("arch", K.GpuArch) ||
      !O.mapOptional("written_in_hip", K.WrittenInHip) ||
      !O.map("dialect", K.NvccDialect) || !O.map("variants", K.Variants) ||
      !O.map("dropped", K.Dropped) ||
      !O.map("not_instantiated", K.NotInstantiated) ||
      !mapInteger(O, "over_cap", K.CandidatesOverCap) ||
      !O.map("parse", Parse) || !O.map("parse_errors", K.ParseErrors) ||
      !O.map("hip_reference", K.HipReference))
    return false;
  K.Parse = Kernel::ParseState(Parse);
  return true;
}

Value toJSON(const LaunchArgument &A) {
  return Object{{"param", A.Parameter}, {"text", A.Text}};
}
bool fromJSON(const Value &V, LaunchArgument &A, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("param", A.Parameter) && O.map("text", A.Text);
}

Value toJSON(const LaunchSite &L) {
  json::Array TemplateArguments;
  for (const std::vector<std::string> &Args : L.TemplateArguments)
    TemplateArguments.push_back(strings(Args));
  return Object{{"form", L.Form},
                {"kernel_key", L.KernelKey},
                {"kernel", L.KernelQualifiedName},
                {"file", L.File},
                {"line", L.Line},
                {"column", L.Column},
                {"function", L.EnclosingFunction},
                {"macro", optionalString(L.Macro)},
                {"in_lambda", L.InLambda},
                {"grid", toJSON(L.Grid)},
                {"block", toJSON(L.Block)},
                {"shared", toJSON(L.SharedMemory)},
                {"stream", toJSON(L.Stream)},
                {"template_args", std::move(TemplateArguments)},
                {"args", list(L.Arguments)},
                {"in_pattern", L.InTemplatePattern}};
}
bool fromJSON(const Value &V, LaunchSite &L, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("form", L.Form) && O.map("kernel_key", L.KernelKey) &&
         O.map("kernel", L.KernelQualifiedName) && O.map("file", L.File) &&
         mapInteger(O, "line", L.Line) && mapInteger(O, "column", L.Column) &&
         O.map("function", L.EnclosingFunction) && O.map("macro", L.Macro) &&
         O.map("in_lambda", L.InLambda) && O.map("grid", L.Grid) &&
         O.map("block", L.Block) && O.map("shared", L.SharedMemory) &&
         O.map("stream", L.Stream) &&
         O.map("template_args", L.TemplateArguments) &&
         O.map("args", L.Arguments) && O.map("in_pattern", L.InTemplatePattern);
}

Value toJSON(const TranslationUnitReport &R) {
  Object Report{{"file", R.File},
                {"state", int(R.State)},
                {"detail", R.Detail},
                {"kernels", R.KernelsFound},
                {"via", R.Via},
                {"errors", R.ErrorCount}};
  if (!R.KernelsLost.empty())
    Report["lost"] = list(R.KernelsLost);
  if (!R.Variant.empty())
    Report["variant"] = R.Variant;
  return Report;
}
bool fromJSON(const Value &V, TranslationUnitReport &R, Path P) {
  ObjectMapper O(V, P);
  int State = 0;
  if (!O || !O.map("file", R.File) || !O.map("state", State) ||
      !O.map("detail", R.Detail) || !mapInteger(O, "kernels", R.KernelsFound) ||
      !O.map("via", R.Via) || !mapInteger(O, "errors", R.ErrorCount) ||
      !O.mapOptional("lost", R.KernelsLost) ||
      !O.mapOptional("variant", R.Variant))
    return false;
  R.State = TranslationUnitReport::Status(State);
  return true;
}

Value toJSON(const TranslationUnitResult &R) {
  return Object{{"report", toJSON(R.Report)},
                {"parsed_file", R.ParsedFile},
                {"arch", R.GpuArch},
                {"dialect", strings(R.NvccDialect)},
                {"unknown_options", strings(R.UnknownOptions)},
                {"kernels", list(R.Kernels)},
                {"launches", list(R.Launches)},
                {"outside_project", strings(R.KernelsOutsideProject)}};
}
bool fromJSON(const Value &V, TranslationUnitResult &R, Path P) {
  ObjectMapper O(V, P);
  return O && O.map("report", R.Report) &&
         O.map("parsed_file", R.ParsedFile) && O.map("arch", R.GpuArch) &&
         O.map("dialect", R.NvccDialect) &&
         O.map("unknown_options", R.UnknownOptions) &&
         O.map("kernels", R.Kernels) && O.map("launches", R.Launches) &&
         O.map("outside_project", R.KernelsOutsideProject);
}

} // namespace kx
