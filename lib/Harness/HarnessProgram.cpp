//===- HarnessProgram.cpp - Sizes and text of each harness ----------------===//
//
// Writes the CUDA and HIP programs of each variant from its plan
// (HarnessPlan.cpp): a wrapper that runs the kernel once on host buffers and
// a main that draws its inputs.
//
//===----------------------------------------------------------------------===//

#include "Emit/Manifest.h"
#include "Harness.h"
#include "HarnessPlan.h"
#include "Hip/HipTranslation.h"
#include "Prelude.h"
#include "Support/TextEdits.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {
namespace {

/// The name a harness launches the variant by: its qualified name (an
/// anonymous namespace's members by theirs alone) and, for an explicit
/// instantiation or specialization, its template arguments.
std::string launchName(const Kernel &K, const KernelVariant &V) {
  std::string Name = K.QualifiedName + K.SpecializationArguments;
  if (V.Style == "explicit") {
    std::string Written = V.ExplicitInstantiation;
    for (StringRef Anonymous : {"(anonymous namespace)::", "(anonymous)::"})
      Written = replaceAll(Written, Anonymous, "");
    StringRef Line = Written;
    Line.consume_front("template __global__ void ");
    int Depth = 0;
    size_t End = 0;
    for (; End < Line.size(); ++End) {
      char C = Line[End];
      Depth += C == '<' ? 1 : C == '>' ? -1 : 0;
      if (C == '(' && Depth == 0)
        break;
    }
    Name = Line.take_front(End).rtrim().str();
  }
  for (StringRef Anonymous : {"(anonymous namespace)::", "(anonymous)::"})
    for (size_t At; (At = Name.find(Anonymous.str())) != std::string::npos;)
      Name.erase(At, Anonymous.size());
  return Name;
}


/// The names a harness gives each parameter's pieces, none the same as a
/// parameter's or another's (`kx_x` is not a harness name when the kernel
/// has a parameter `kx_x`), and the command-line keys.
struct ProgramNames {
  struct Parameter {
    std::string Type;   ///< kx_x_t
    std::string Host;   ///< kx_x: main's buffer
    std::string Device; ///< kx_device_x
    std::string Count;  ///< x_count: the wrapper's parameter, and the key
    std::string CountValue; ///< kx_x_count: main's
  };
  std::vector<Parameter> Parameters;
  /// block_x ... out, warmup, repeat, as given on the command line.
  std::vector<std::string> Extras;
};

ProgramNames nameProgram(const HarnessModel &Model) {
  StringSet<> Used;
  for (const HarnessParameter &Param : Model.Parameters)
    Used.insert(Param.Name);
  for (const char *Reserved :
       {"kx_kernel_t", "kx_args", "kx_block", "kx_grid", "kx_shared_bytes",
        "kx_generator", "kx_outputs", "kx_harness", "argc", "argv", "main"})
    Used.insert(Reserved);
  auto Unique = [&](std::string Name) {
    while (!Used.insert(Name).second)
      Name += "_";
    return Name;
  };
  ProgramNames Names;
  for (const HarnessParameter &Param : Model.Parameters) {
    ProgramNames::Parameter N;
    N.Type = Unique("kx_" + Param.Name + "_t");
    if (Param.Kind == HarnessParameter::Role::Buffer) {
      N.Host = Unique("kx_" + Param.Name);
      N.Device = Unique("kx_device_" + Param.Name);
      N.Count = Unique(Param.Name + "_count");
      N.CountValue = Unique("kx_" + Param.Name + "_count");
    }
    Names.Parameters.push_back(std::move(N));
  }
  for (const char *Extra : {"block_x", "block_y", "block_z", "grid_x",
                            "grid_y", "grid_z", "shared_bytes", "seed", "out",
                            "warmup", "repeat"})
    Names.Extras.push_back(Unique(Extra));
  return Names;
}

std::string writeProgram(const ExtractedKernel &K, const KernelVariant &V,
                         const HarnessModel &Model, const Plan &P,
                         const ProgramNames &Names,
                         const std::optional<HipVersion> &Version,
                         bool Ggl) {
  bool Hip = Version.has_value();
  using Role = HarnessParameter::Role;
  const std::string Id = UnitIdPlaceholder.str();
  const std::string Run = "run_" + Id;
  // A template-id names its arguments' types: HIP's, in the HIP unit.
  std::string Name = launchName(K.Definition, V);
  if (Version)
    Name = translateIdentifiers(Name, *Version);
  std::string Unit = Id + (Hip ? ".hip" : ".standalone.cu");
  std::string Self = Id + (Hip ? ".harness.hip" : ".harness.cu");
  const std::vector<HarnessParameter> &Params = Model.Parameters;
  const std::vector<ProgramNames::Parameter> &N = Names.Parameters;
  const std::vector<std::string> &Extra = Names.Extras;

  std::string Out;
  auto Line = [&](const std::string &Text) { Out += Text + "\n"; };
  Line(fmt::format("// {}: a host harness for the unit {} (written by "
                   "kernel-extract).",
                   K.Definition.Name, Unit));
  Line("// Build and run it beside the unit:");
  std::string Arch = nvccArch(K.Definition);
  // check reads its build options back from this line.
  const std::vector<std::string> &Dialect = K.Definition.NvccDialect;
  Line(Hip ? fmt::format("//   hipcc {} {} -o {}.harness-hip",
                         llvm::join(hipccUnitOptions(Dialect, "gfx90a"), " "),
                         Self, Id)
           : fmt::format("//   nvcc {} {} -o {}.harness",
                         llvm::join(nvccUnitOptions(Dialect, Arch), " "), Self,
                         Id));
  Line(fmt::format("//   ./{}.harness{} [name=value ...]", Id,
                   Hip ? "-hip" : ""));
  Line(fmt::format("// It fills each buffer from a generator seeded with "
                   "`{}`, launches the kernel",
                   Extra[7]));
  Line("// once, writes the buffers it stores to (in parameter order) to "
       "`" + Extra[8] + "` and");
  Line("// prints their checksum. Sizes, and where each comes from:");
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind != Role::Opaque)
      Line(fmt::format("//   {} = {} ({})",
                       Params[I].Kind == Role::Buffer ? N[I].Count
                                                      : Params[I].Name,
                       P.Values[I], P.Origins[I]));
  Line(fmt::format("//   block = ({}) ({})", join(P.Block, ", "),
                   P.BlockOrigin));
  Line(fmt::format("//   grid = ({}) ({})", join(P.Grid, ", "), P.GridOrigin));
  if (!P.SharedOrigin.empty())
    Line(fmt::format("//   shared_memory = {} bytes ({})", P.Shared,
                     P.SharedOrigin));
  // The helpers before the unit: its macros (`#define N 1024`, a `max`)
  // cannot reach them or the standard headers.
  Line(Hip ? "#include <hip/hip_runtime.h>" : "#include <cuda_runtime.h>");
  for (const char *Header :
       {"algorithm", "chrono", "cstdint", "cstdio", "cstdlib", "cstring",
        "string", "tuple", "type_traits", "utility", "vector"})
    Line(fmt::format("#include <{}>", Header));
  Out += harnessPrelude(Hip ? "hip" : "cuda");
  Line("");
  Line(fmt::format("#include \"{}\"", Unit));
  Line("");
  Line("// The kernel's parameter types, as the unit declares them.");
  Line(fmt::format("using kx_kernel_t = decltype(&{});", Name));
  if (P.SharedOrigin == "assumed")
    Line(fmt::format("const kx_kernel_t kx_kernel = &{};", Name));
  for (size_t I = 0; I < Params.size(); ++I)
    Line(fmt::format("using {} = kx_harness::param_t<kx_kernel_t, {}>; // {}",
                     N[I].Type, I,
                     V.Parameters.size() <= I ? std::string("?")
                     : Version ? translateIdentifiers(V.Parameters[I].Type,
                                                      *Version)
                               : V.Parameters[I].Type));
  Line("");

  // The wrapper.
  std::vector<std::string> Signature, Arguments;
  for (size_t I = 0; I < Params.size(); ++I) {
    Signature.push_back(N[I].Type + " " + Params[I].Name);
    if (Params[I].Kind == Role::Buffer) {
      Signature.push_back("long long " + N[I].Count);
      Arguments.push_back(N[I].Device);
    } else {
      Arguments.push_back(Params[I].Name);
    }
  }
  Signature.push_back("::dim3 kx_grid");
  Signature.push_back("::dim3 kx_block");
  Signature.push_back("size_t kx_shared_bytes");
  Line(fmt::format("/// Runs {} once on host buffers: copies every buffer to "
                   "the device,",
                   Name));
  Line("/// launches, synchronises, and copies back the buffers the kernel "
       "writes.");
  Line(fmt::format("void {}({}) {{", Run, join(Signature, ", ")));
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == Role::Buffer)
      Line(fmt::format("  {} {} = kx_harness::to_device({}, {});", N[I].Type,
                       N[I].Device, Params[I].Name, N[I].Count));
  std::string LaunchArguments =
      (Arguments.empty() ? "" : ", ") + join(Arguments, ", ");
  // The CPU runtime (resources/cpu) launches through a function: C++ has
  // no `<<<>>>`.
  auto Launch = [&](StringRef Indent) {
    std::string Call =
        Hip && Ggl
            ? fmt::format("hipLaunchKernelGGL(({}), kx_grid, kx_block, "
                          "kx_shared_bytes, 0{});",
                          Name, LaunchArguments)
            : fmt::format("{}<<<kx_grid, kx_block, kx_shared_bytes>>>({});",
                          Name, join(Arguments, ", "));
    return fmt::format("#ifdef KX_CPU\n{0}::kx_cpu::launch(({1}), kx_grid, "
                       "kx_block, kx_shared_bytes{2});\n#else\n{0}{3}\n"
                       "#endif\n",
                       Indent.str(), Name, LaunchArguments, Call);
  };
  Out += Launch("  ");
  std::string Runtime = Hip ? "hip" : "cuda";
  Line(fmt::format("  KX_HARNESS_CHECK({}GetLastError());", Runtime));
  Line(fmt::format("  KX_HARNESS_CHECK({}DeviceSynchronize());", Runtime));
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == Role::Buffer && Params[I].Written)
      Line(fmt::format("  kx_harness::to_host({}, {}, {});", Params[I].Name,
                       N[I].Device, N[I].Count));
  // Timed launches (repeat=, warmup=), after the outputs are taken.
  Line("  for (long long kx_i = 0; kx_i < kx_harness::timing().warmup + "
       "kx_harness::timing().repeat; ++kx_i) {");
  Line("    kx_harness::LaunchTimer kx_timer(kx_i >= "
       "kx_harness::timing().warmup);");
  Out += Launch("    ");
  Line(fmt::format("    KX_HARNESS_CHECK({}GetLastError());", Runtime));
  Line("    kx_timer.stop();");
  Line("  }");
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == Role::Buffer)
      Line(fmt::format("  kx_harness::release({});", N[I].Device));
  Line("}");
  Line("");

  // main.
  std::vector<std::string> Keys;
  for (const HarnessParameter &Param : Params)
    if (Param.Kind == Role::Scalar)
      Keys.push_back("\"" + Param.Name + "\"");
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == Role::Buffer)
      Keys.push_back("\"" + N[I].Count + "\"");
  for (const std::string &Key : Extra)
    Keys.push_back("\"" + Key + "\"");
  Line("int main(int argc, char **argv) {");
  Line(fmt::format("  const kx_harness::Arguments kx_args(argc, argv, {{{}}});",
                   join(Keys, ", ")));
  // Two-byte floating types are filled as half unless their name says
  // bfloat16.
  auto Bfloat16 = [&](size_t I) {
    return I < V.Parameters.size() &&
           StringRef(V.Parameters[I].Type).contains_insensitive("bfloat16");
  };
  for (size_t I = 0; I < Params.size(); ++I) {
    const HarnessParameter &Param = Params[I];
    std::string Value = "kx_harness::value_t<" + N[I].Type + ">";
    if (Param.Kind == Role::Scalar)
      Line(fmt::format("  const {0} {1} = kx_harness::scalar<{0}>(kx_args."
                       "number(\"{1}\", {2}){3}); // {4}",
                       Value, Param.Name, P.Values[I],
                       Bfloat16(I) ? ", /*bf16=*/true" : "", P.Origins[I]));
    else if (Param.Kind == Role::Opaque)
      // Not const: a class whose copy constructor takes a non-const
      // reference is still passed by value.
      Line(fmt::format("  {0} {1} = kx_harness::zeroed<{0}>();", Value,
                       Param.Name));
  }
  std::vector<std::string> BlockParts, GridParts;
  for (unsigned D = 0; D < 3; ++D)
    BlockParts.push_back(fmt::format("unsigned(kx_args.count(\"{}\", {}))",
                                     Extra[D], P.Block[D]));
  Line(fmt::format("  const ::dim3 kx_block({}); // {}", join(BlockParts, ", "),
                   P.BlockOrigin));
  for (unsigned D = 0; D < 3; ++D)
    GridParts.push_back(fmt::format(
        "unsigned(kx_args.count(\"{}\", (long long)({})))", Extra[3 + D],
        P.Grid[D]));
  Line(fmt::format("  const ::dim3 kx_grid({}); // {}",
                   join(GridParts, ",\n    "), P.GridOrigin));
  Line(fmt::format("  const size_t kx_shared_bytes = size_t(kx_args.count("
                   "\"{}\", (long long)({}))); // {}",
                   Extra[6], P.Shared,
                   P.SharedOrigin.empty() ? "no dynamic shared memory"
                                          : P.SharedOrigin));
  Line(fmt::format("  kx_harness::Generator kx_generator((unsigned long "
                   "long)kx_args.number(\"{}\", 1));",
                   Extra[7]));
  Line(fmt::format("  kx_harness::timing().warmup = (long long)kx_args.number("
                   "\"{}\", 0);",
                   Extra[9]));
  Line(fmt::format("  kx_harness::timing().repeat = (long long)kx_args.number("
                   "\"{}\", 0);",
                   Extra[10]));
  // Counts in 64 bits: `(n - 1) * n + n` overflows an int at n = 65536.
  StringMap<std::string> Widened;
  for (const HarnessParameter &Param : Params)
    if (Param.Kind == Role::Scalar && !Param.Floating)
      Widened[Param.Name] = "(long long)" + Param.Name;
  for (size_t I = 0; I < Params.size(); ++I) {
    if (Params[I].Kind != Role::Buffer)
      continue;
    Line(fmt::format("  const long long {} = kx_args.count(\"{}\", (long "
                     "long)({})); // {}",
                     N[I].CountValue, N[I].Count,
                     substituteIdentifiers(P.Values[I], Widened), P.Origins[I]));
    std::string Fill = Bfloat16(I) ? ", /*bf16=*/true" : "";
    if (Params[I].LeastValue)
      Fill =
          fmt::format(", /*bf16=*/false, /*least=*/{}", Params[I].LeastValue);
    Line(fmt::format("  kx_harness::Buffer<{}> {}({}, kx_generator{});",
                     N[I].Type, N[I].Host, N[I].CountValue, Fill));
  }
  std::vector<std::string> Call;
  for (size_t I = 0; I < Params.size(); ++I) {
    if (Params[I].Kind == Role::Buffer) {
      Call.push_back(N[I].Host + ".data()");
      Call.push_back(N[I].CountValue);
    } else {
      Call.push_back(Params[I].Name);
    }
  }
  Call.push_back("kx_grid");
  Call.push_back("kx_block");
  Call.push_back("kx_shared_bytes");
  Line(fmt::format("  {}({});", Run, join(Call, ", ")));
  Line(fmt::format("  kx_harness::Outputs kx_outputs(kx_args.text(\"{}\", "
                   "\"{}.out{}\"));",
                   Extra[8], Id, Hip ? "-hip" : ""));
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == Role::Buffer && Params[I].Written)
      Line(fmt::format("  kx_outputs.write(\"{0}\", {1}.kind(), {1}.bytes(), "
                       "{1}.size());",
                       Params[I].Name, N[I].Host));
  Line("  std::printf(\"checksum %016llx\\n\", kx_outputs.checksum());");
  Line("  kx_harness::report_times();");
  Line("  return 0;");
  Line("}");
  return Out;
}

} // namespace

void buildHarnesses(Dataset &Data) {
  for (ExtractedKernel &K : Data.Kernels)
    for (KernelVariant &V : K.Definition.Variants) {
      if (!V.Unit || !V.Harness) {
        V.Program.reset();
        continue;
      }
      Plan P = planHarness(K, V, *V.Harness);
      ProgramNames Names = nameProgram(*V.Harness);
      HarnessProgram Program;
      Program.Cuda =
          writeProgram(K, V, *V.Harness, P, Names, std::nullopt, false);
      // A kernel written in HIP has its HIP unit with --hip=false too.
      if (V.Unit->Hip) {
        HipOptions Hip = Data.Hip.value_or(HipOptions());
        Program.Hip = writeProgram(K, V, *V.Harness, P, Names, Hip.Version,
                                   Hip.LaunchGgl);
      }
      const std::vector<HarnessParameter> &Params = V.Harness->Parameters;
      for (size_t I = 0; I < Params.size(); ++I) {
        if (Params[I].Kind == HarnessParameter::Role::Buffer)
          Program.Sizes.push_back(
              {Names.Parameters[I].Count, P.Values[I], P.Origins[I]});
        else if (Params[I].Kind == HarnessParameter::Role::Scalar)
          Program.Scalars.push_back({Params[I].Name, P.Values[I], P.Origins[I]});
      }
      Program.Sizes.push_back(
          {"block", "(" + join(P.Block, ", ") + ")", P.BlockOrigin});
      Program.Sizes.push_back(
          {"grid", "(" + join(P.Grid, ", ") + ")", P.GridOrigin});
      if (!P.SharedOrigin.empty())
        Program.Sizes.push_back({"shared_memory", P.Shared, P.SharedOrigin});
      unsigned Dimensions = llvm::count_if(
          V.Harness->ThreadBound, [](const std::string &B) { return !B.empty(); });
      std::vector<SizeScalar> Scalars = sizeScalars(*V.Harness, P);
      Program.InputSets = inputSets(Scalars, Dimensions, Names.Extras[7]);
      RunSizes Run;
      for (size_t I = 0; I < Params.size(); ++I) {
        long long Default;
        if (Params[I].Kind == HarnessParameter::Role::Buffer)
          Run.Counts.push_back(P.Values[I]);
        else if (Params[I].Kind == HarnessParameter::Role::Scalar &&
                 !StringRef(P.Values[I]).getAsInteger(0, Default))
          Run.Defaults[Params[I].Name] = Default;
      }
      for (size_t D = 0; D < P.Block.size(); ++D)
        if (long long Threads; !StringRef(P.Block[D]).getAsInteger(0, Threads))
          Run.Defaults[std::string("kx_block.") + "xyz"[D]] = Threads;
      Run.Limits = V.Harness->SharedLimits;
      fitInputSets(Program.InputSets, Scalars, Run);
      V.Program = std::move(Program);
    }
}

json::Value harnessJson(const HarnessProgram &Program) {
  auto List = [](const std::vector<HarnessSize> &Sizes) {
    json::Array Out;
    for (const HarnessSize &S : Sizes)
      Out.push_back(json::Object{
          {"name", S.Name}, {"value", S.Value}, {"origin", S.Origin}});
    return Out;
  };
  return json::Object{{"sizes", List(Program.Sizes)},
                      {"scalars", List(Program.Scalars)}};
}

} // namespace kx
