//===- HarnessPlan.cpp - The sizes a harness launches with ----------------===//
//
// A variant's model (SizeModel.cpp) and its kernel's launches give each
// buffer's count, the block, the grid, the dynamic shared memory and each
// scalar's value, with where each came from.
//
//===----------------------------------------------------------------------===//

#include "HarnessPlan.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {
namespace {

/// The length of the rows whose column \p Name bounds (HarnessModel).
std::optional<long long> rowLength(const HarnessModel &Model, StringRef Name) {
  for (const auto &[Bounded, Length] : Model.RowLengths)
    if (Bounded == Name)
      return Length;
  return std::nullopt;
}

/// The threads \p P launches along the grid (or block) dimension whose
/// index spans the rows \p Name is the length of (HarnessModel's
/// GridRowLengths, BlockRowLengths), when the grid and block are numbers
/// there.
std::optional<long long> gridRowLength(const HarnessModel &Model,
                                       const Plan &P, StringRef Name) {
  std::optional<long long> Most;
  for (bool InBlock : {false, true})
    for (const auto &[Length, Dimension] :
         InBlock ? Model.BlockRowLengths : Model.GridRowLengths) {
      long long Grid, Block;
      if (Length == Name && Dimension < P.Grid.size() &&
          Dimension < P.Block.size() &&
          !StringRef(P.Grid[Dimension]).trim().getAsInteger(0, Grid) &&
          !StringRef(P.Block[Dimension]).trim().getAsInteger(0, Block))
        Most = std::max(Most.value_or(0), InBlock ? Block : Grid * Block);
    }
  return Most;
}

constexpr long long AssumedExtent = 1 << 20;
constexpr long long AssumedThreadBound1D = 1 << 16;
constexpr long long AssumedThreadBound2D = 512;
constexpr long long AssumedThreadBound3D = 64;
/// A thread bound each thread also loops up to: n threads do n^2 work.
constexpr long long AssumedLoopingBound1D = 4096;
constexpr long long AssumedLoopingBound2D = 128;
constexpr long long AssumedLoopingBound3D = 32;
constexpr long long AssumedCount = 16;
/// A launch configuration value written in the kernel's own parameters:
/// the launching function's parameters it depends on are the kernel's
/// arguments of the same name (`<<<(n + 255) / 256, ...>>>(n, ...)`).
std::optional<std::vector<std::string>>
inKernelParameters(const ConfigValue &Value, const LaunchSite &Site,
                   const HarnessModel &Model) {
  if (Value.Expression.empty())
    return std::nullopt;
  StringMap<std::string> Names;
  for (const std::string &Name : Value.DependsOn) {
    const LaunchArgument *Match = nullptr;
    for (const LaunchArgument &Arg : Site.Arguments)
      if (StringRef(Arg.Text).trim() == Name && !Arg.Parameter.empty())
        Match = &Arg;
    if (!Match)
      return std::nullopt;
    bool Scalar = llvm::any_of(Model.Parameters, [&](const HarnessParameter &P) {
      return P.Name == Match->Parameter &&
             P.Kind == HarnessParameter::Role::Scalar && !P.Floating;
    });
    if (!Scalar)
      return std::nullopt;
    Names[Name] = Match->Parameter;
  }
  std::vector<std::string> Out;
  for (const std::string &Part : Value.Expression)
    Out.push_back(substituteIdentifiers(Part, Names));
  return Out;
}

/// The launches of \p K that launch \p V: all of a plain kernel's, a
/// template's with V's arguments.
std::vector<const LaunchSite *> launchesOf(const ExtractedKernel &K,
                                           const KernelVariant &V) {
  std::vector<std::string> Spellings;
  for (const TemplateArgumentValue &Arg : V.Arguments)
    Spellings.push_back(Arg.Spelling);
  std::vector<const LaunchSite *> Out;
  for (const LaunchSite &Site : K.Launches)
    if (Spellings.empty() || is_contained(Site.TemplateArguments, Spellings))
      Out.push_back(&Site);
  return Out;
}

/// A dim3's three parts, from a folded value or an expression.
std::vector<std::string> dims(const std::vector<std::string> &Parts) {
  std::vector<std::string> Out = Parts;
  Out.resize(3, "1");
  return Out;
}

} // namespace

std::string substituteIdentifiers(StringRef Text,
                                  const StringMap<std::string> &Names) {
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    if (isAlpha(Text[I]) || Text[I] == '_') {
      size_t End = I;
      while (End < Text.size() && (isAlnum(Text[End]) || Text[End] == '_'))
        ++End;
      StringRef Word = Text.slice(I, End);
      // A member (`kx_block.x`, `p->n`) or a qualified name is not one.
      StringRef Before = Text.take_front(I).rtrim();
      bool Member = Before.ends_with(".") || Before.ends_with("->") ||
                    Before.ends_with("::");
      auto It = Names.find(Word);
      Out += It != Names.end() && !Member ? "(" + It->second + ")" : Word.str();
      I = End;
      continue;
    }
    Out += Text[I++];
  }
  return Out;
}

Plan planHarness(const ExtractedKernel &K, const KernelVariant &V,
                 const HarnessModel &Model) {
  Plan P;
  std::vector<const LaunchSite *> Sites = launchesOf(K, V);
  auto FromLaunch = [&](ConfigValue LaunchSite::*Field)
      -> std::optional<std::vector<std::string>> {
    for (const LaunchSite *Site : Sites) {
      const ConfigValue &Value = Site->*Field;
      if (!Value.Value.empty()) {
        std::vector<std::string> Parts;
        for (long long N : Value.Value)
          Parts.push_back(std::to_string(N));
        return Parts;
      }
      if (auto Parts = inKernelParameters(Value, *Site, Model))
        return Parts;
    }
    return std::nullopt;
  };

  unsigned Dimensions = 1;
  for (unsigned D = 1; D < 3; ++D)
    if (!Model.ThreadBound[D].empty() || !Model.BlockBound[D].empty())
      Dimensions = D + 1;

  // Block: as the project launches it, else as the kernel bounds it.
  if (auto Launched = FromLaunch(&LaunchSite::Block)) {
    P.Block = dims(*Launched);
    P.BlockOrigin = "launch";
  } else if (llvm::any_of(Model.BlockAsserted,
                          [](const std::string &B) { return !B.empty(); })) {
    P.Block = dims({"1"});
    for (unsigned D = 0; D < 3; ++D)
      if (!Model.BlockAsserted[D].empty())
        P.Block[D] = Model.BlockAsserted[D];
    P.BlockOrigin = "assertion";
  } else if (V.Resources.MaxThreadsPerBlock &&
             !V.Resources.MaxThreadsPerBlock->Value.empty()) {
    P.Block = dims({std::to_string(V.Resources.MaxThreadsPerBlock->Value[0])});
    P.BlockOrigin = "launch-bounds";
  } else {
    P.Block = Dimensions == 1   ? dims({"256"})
              : Dimensions == 2 ? dims({"16", "16"})
                                : dims({"8", "8", "4"});
    P.BlockOrigin = "assumed";
    // A `__shared__` tile a thread index subscripts has the block's shape:
    // a larger block reads past it, a smaller one leaves it part unset.
    std::vector<std::string> Shaped = P.Block;
    long long Threads = 1;
    bool Tiled = false;
    for (unsigned D = 0; D < 3; ++D) {
      if (!Model.BlockFromShared[D].empty()) {
        Shaped[D] = Model.BlockFromShared[D];
        Tiled = true;
      }
      Threads *= std::stoll(Shaped[D]);
    }
    if (Tiled && Threads <= 1024) {
      P.Block = std::move(Shaped);
      P.BlockOrigin = "shared-array";
    }
  }

  // Grid: enough blocks to cover each bounds check, else the project's.
  std::optional<std::vector<std::string>> Launched =
      FromLaunch(&LaunchSite::Grid);
  P.Grid = dims({});
  P.Grid[0] = "1";
  bool Bounded = false;
  static const char *Axis[] = {"x", "y", "z"};
  for (unsigned D = 0; D < 3; ++D) {
    if (!Model.ThreadBound[D].empty()) {
      P.Grid[D] = fmt::format("({0} + kx_block.{1} - 1) / kx_block.{1}",
                              Model.ThreadBound[D], Axis[D]);
      Bounded = true;
    } else if (!Model.BlockBound[D].empty()) {
      P.Grid[D] = Model.BlockBound[D];
      Bounded = true;
    } else if (Launched) {
      P.Grid[D] = (*Launched)[D < Launched->size() ? D : 0];
      if (D >= Launched->size())
        P.Grid[D] = "1";
    }
  }
  P.GridOrigin = Bounded ? "bounds-check" : Launched ? "launch" : "assumed";

  if (V.Resources.UsesDynamicSharedMemory) {
    if (auto Shared = FromLaunch(&LaunchSite::SharedMemory)) {
      P.Shared = Shared->front();
      P.SharedOrigin = "launch";
    } else {
      // As much as a launch may take without opting in (48 KiB less the
      // kernel's static shared memory on NVIDIA GPUs): a kernel sizes its
      // buffer by its own rule (`2 * blockDim.x` elements and padding), and
      // more than it uses costs nothing but occupancy.
      P.Shared = "kx_harness::max_dynamic_shared(kx_kernel)";
      P.SharedOrigin = "assumed";
    }
  }

  // Scalars: a literal the project launches with, else a default; a
  // thread index's bound large enough for a grid of many blocks.
  unsigned Bounds = 0;
  for (const std::string &B : Model.ThreadBound)
    Bounds += !B.empty();
  long long BoundDefault = Bounds <= 1   ? AssumedThreadBound1D
                           : Bounds == 2 ? AssumedThreadBound2D
                                         : AssumedThreadBound3D;
  long long LoopingDefault = Bounds <= 1   ? AssumedLoopingBound1D
                             : Bounds == 2 ? AssumedLoopingBound2D
                                           : AssumedLoopingBound3D;
  for (const HarnessParameter &Param : Model.Parameters) {
    std::string Value, Origin = "assumed";
    if (Param.Kind == HarnessParameter::Role::Buffer) {
      if (!Param.Extent.empty()) {
        Value = Param.Extent;
        // Reached by thread and block indices the kernel does not check:
        // as many as the harness's launch has.
        Origin = StringRef(Value).contains("kx_") ? "launch-shape"
                                                  : "bounds-check";
      } else {
        Value = std::to_string(AssumedExtent);
      }
    } else if (Param.Kind == HarnessParameter::Role::Scalar) {
      std::optional<std::string> Literal;
      for (const LaunchSite *Site : Sites)
        for (const LaunchArgument &Arg : Site->Arguments) {
          long long N;
          double F;
          StringRef Text = StringRef(Arg.Text).trim();
          if (Arg.Parameter != Param.Name)
            continue;
          bool Number = !Text.getAsInteger(0, N) ||
                        (Param.Floating && !Text.rtrim("fF").getAsDouble(F));
          if (!Number || (Literal && *Literal != Text))
            Literal = std::string("-");
          else
            Literal = Text.str();
        }
      if (Literal && *Literal != "-") {
        Value = *Literal;
        Origin = "launch";
      } else if (Param.Floating) {
        Value = "0.5";
      } else if (is_contained(Model.ThreadBound, Param.Name)) {
        Value = std::to_string(is_contained(Model.LoopBounds, Param.Name)
                                   ? LoopingDefault
                                   : BoundDefault);
      } else {
        Value = std::to_string(AssumedCount);
      }
      // Not past a row's length its indices reach across.
      if (std::optional<long long> Length = rowLength(Model, Param.Name);
          Length && Origin == "assumed" && std::stoll(Value) > *Length)
        Value = std::to_string(*Length);
      // At least the threads whose index spans the rows: fixed, as a
      // buffer's extent is that the launch's shape gives.
      if (std::optional<long long> Threads = gridRowLength(Model, P, Param.Name);
          Threads && Origin == "assumed") {
        Value = std::to_string(std::max(std::stoll(Value), *Threads));
        Origin = "launch-shape";
      }
    }
    P.Values.push_back(Value);
    P.Origins.push_back(Origin);
  }
  return P;
}

std::vector<SizeScalar> sizeScalars(const HarnessModel &Model, const Plan &P) {
  auto Mentions = [](StringRef Text, StringRef Name) {
    for (size_t At = Text.find(Name); At != StringRef::npos;
         At = Text.find(Name, At + 1)) {
      auto Ident = [&](size_t I) {
        return I < Text.size() && (isAlnum(Text[I]) || Text[I] == '_');
      };
      if (!(At > 0 && Ident(At - 1)) && !Ident(At + Name.size()))
        return true;
    }
    return false;
  };
  std::string Sized = join(P.Grid, " ");
  const std::vector<HarnessParameter> &Params = Model.Parameters;
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Kind == HarnessParameter::Role::Buffer)
      Sized += " " + P.Values[I];
  for (const auto &Limit : Model.SharedLimits)
    Sized += " " + Limit.first;
  std::vector<SizeScalar> Out;
  for (size_t I = 0; I < Params.size(); ++I) {
    const HarnessParameter &Param = Params[I];
    if (Param.Kind != HarnessParameter::Role::Scalar || Param.Floating ||
        P.Origins[I] != "assumed")
      continue;
    if (is_contained(Model.ThreadBound, Param.Name))
      Out.push_back({Param.Name,
                     is_contained(Model.LoopBounds, Param.Name)
                         ? SizeScalar::Role::LoopingThreadBound
                         : SizeScalar::Role::ThreadBound});
    else if (is_contained(Model.BlockBound, Param.Name))
      Out.push_back({Param.Name, SizeScalar::Role::BlockBound});
    else if (Mentions(Sized, Param.Name))
      Out.push_back({Param.Name, SizeScalar::Role::Extent});
    else
      continue;
    Out.back().Max = rowLength(Model, Param.Name).value_or(0);
    Out.back().Multiple = Model.VectorWidth;
    if (is_contained(Model.TableBounds, Param.Name))
      Out.back().Min = HarnessIntegerValues;
  }
  return Out;
}

} // namespace kx
