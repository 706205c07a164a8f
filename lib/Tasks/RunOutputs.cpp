//===- RunOutputs.cpp - What one run of a harness wrote -------------------===//

#include "RunOutputs.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <fmt/format.h>

using namespace llvm;

namespace kx {
namespace {

double halfToDouble(uint16_t Bits) {
  int Exponent = (Bits >> 10) & 0x1f;
  int Mantissa = Bits & 0x3ff;
  double Sign = Bits & 0x8000 ? -1 : 1;
  if (Exponent == 0x1f)
    return Mantissa ? NAN : Sign * INFINITY;
  if (Exponent == 0)
    return Sign * std::ldexp(Mantissa, -24);
  return Sign * std::ldexp(Mantissa | 0x400, Exponent - 25);
}

/// Element \p I of \p Bytes as a double, for a floating kind.
double element(StringRef Kind, const char *Bytes, uint64_t I) {
  if (Kind == "f64") {
    double D;
    std::memcpy(&D, Bytes + I * 8, 8);
    return D;
  }
  if (Kind == "f32") {
    float F;
    std::memcpy(&F, Bytes + I * 4, 4);
    return F;
  }
  uint16_t Bits;
  std::memcpy(&Bits, Bytes + I * 2, 2);
  if (Kind == "f16")
    return halfToDouble(Bits);
  uint32_t Wide = uint32_t(Bits) << 16; // bf16
  float F;
  std::memcpy(&F, &Wide, 4);
  return F;
}

unsigned elementSize(StringRef Kind) {
  return Kind == "f64" ? 8 : Kind == "f32" ? 4 : 2;
}

bool floating(StringRef Kind) {
  return Kind == "f64" || Kind == "f32" || Kind == "f16" || Kind == "bf16";
}

} // namespace

Expected<RunOutputs> parseRunOutputs(StringRef Stdout, std::string Data) {
  RunOutputs Out;
  uint64_t Total = 0;
  SmallVector<StringRef, 8> Lines;
  Stdout.split(Lines, '\n');
  for (StringRef Line : Lines) {
    SmallVector<StringRef, 4> Words;
    Line.trim().split(Words, ' ', -1, false);
    OutputBuffer Buffer;
    if (Words.size() == 4 && Words[0] == "output" &&
        !Words[3].getAsInteger(10, Buffer.Bytes)) {
      Buffer.Name = Words[1].str();
      Buffer.Kind = Words[2].str();
      Total += Buffer.Bytes;
      Out.Buffers.push_back(std::move(Buffer));
    } else if (Words.size() == 2 && Words[0] == "checksum") {
      Out.Checksum = Words[1].str();
    }
  }
  if (Out.Checksum.empty())
    return createStringError("the run printed no checksum");
  if (Total != Data.size())
    return createStringError(fmt::format(
        "the run wrote {} bytes, its buffers name {}", Data.size(), Total));
  Out.Data = std::move(Data);
  return Out;
}

bool RunOutputs::holds(uint64_t Offset, uint64_t Size) const {
  if (!SampleStride)
    return true;
  uint64_t First = Offset / SampleChunk, Last = (Offset + Size - 1) / SampleChunk;
  return First == Last && First % SampleStride == 0;
}

Expected<RunOutputs> parseSampledRunOutputs(StringRef Stdout, StringRef Sample,
                                            StringRef Kept) {
  SmallVector<StringRef, 4> Words;
  Sample.trim().split(Words, ' ', -1, false);
  uint64_t Stride = 0, Chunk = 0, Bytes = 0;
  if (Words.size() != 4 || Words[0] != "sample" ||
      Words[1].getAsInteger(10, Stride) || Words[2].getAsInteger(10, Chunk) ||
      Words[3].getAsInteger(10, Bytes) || !Stride || !Chunk)
    return createStringError("a sample description that is not `sample "
                             "STRIDE CHUNK BYTES`: " + Sample.trim().str());
  std::string Data(Bytes, '\0');
  uint64_t From = 0;
  for (uint64_t Offset = 0; Offset < Bytes; Offset += Stride * Chunk) {
    uint64_t Size = std::min(Chunk, Bytes - Offset);
    if (From + Size > Kept.size())
      return createStringError(fmt::format(
          "the sample holds {} bytes, its description more", Kept.size()));
    std::memcpy(&Data[Offset], Kept.data() + From, Size);
    From += Size;
  }
  if (From != Kept.size())
    return createStringError(fmt::format(
        "the sample holds {} bytes, its description {}", Kept.size(), From));
  Expected<RunOutputs> Out = parseRunOutputs(Stdout, std::move(Data));
  if (Out) {
    Out->SampleStride = Stride;
    Out->SampleChunk = Chunk;
  }
  return Out;
}

Tolerance toleranceFor(StringRef Kind, bool FastMath) {
  if (Kind == "f64" || Kind == "f32")
    return FastMath && Kind == "f32" ? Tolerance{1e-4, 1e-2}
                                     : Tolerance{1e-5, 1e-3};
  if (Kind == "f16" || Kind == "bf16")
    return {1e-2, 1e-2};
  return {};
}

Comparison compareOutputs(const RunOutputs &Got, const RunOutputs &Want,
                          bool FastMath) {
  Comparison C;
  auto Layout = [](const RunOutputs &R) {
    std::vector<std::string> Parts;
    for (const OutputBuffer &B : R.Buffers)
      Parts.push_back(fmt::format("{} {} {}", B.Name, B.Kind, B.Bytes));
    return join(Parts, ", ");
  };
  if (Layout(Got) != Layout(Want)) {
    C.Pass = false;
    C.Worst = fmt::format("outputs {} (expected {})", Layout(Got),
                          Layout(Want));
    return C;
  }
  if (!Want.HasData) {
    // Kept by checksum only: equal bytes, or a difference.
    if (Got.Checksum != Want.Checksum) {
      C.Pass = false;
      C.Worst = fmt::format("checksum {} (expected {}; the reference keeps "
                            "no bytes to compare within a tolerance)",
                            Got.Checksum, Want.Checksum);
    }
    return C;
  }
  // A sample's checksum, the harness's over all its bytes, shows them
  // equal; else its elements are compared where the sample holds them.
  if (Got.SampleStride && Got.Checksum == Want.Checksum)
    return C;
  double WorstExcess = 0;
  uint64_t Offset = 0;
  for (const OutputBuffer &B : Want.Buffers) {
    const char *G = Got.Data.data() + Offset, *W = Want.Data.data() + Offset;
    Offset += B.Bytes;
    if (!floating(B.Kind)) {
      for (uint64_t I = 0; I < B.Bytes; ++I)
        if (Got.holds(Offset - B.Bytes + I, 1) && G[I] != W[I]) {
          C.Pass = false;
          if (WorstExcess < INFINITY) {
            WorstExcess = INFINITY;
            C.Worst = fmt::format("{}: byte {} is {:#04x} (expected {:#04x})",
                                  B.Name, I, (unsigned char)G[I],
                                  (unsigned char)W[I]);
          }
          break;
        }
      continue;
    }
    Tolerance T = toleranceFor(B.Kind, FastMath);
    unsigned Size = elementSize(B.Kind);
    for (uint64_t I = 0, N = B.Bytes / Size; I < N; ++I) {
      if (!Got.holds(Offset - B.Bytes + I * Size, Size))
        continue;
      double X = element(B.Kind, G, I), Y = element(B.Kind, W, I);
      if ((std::isnan(X) && std::isnan(Y)) || X == Y)
        continue;
      double Error = std::fabs(X - Y);
      if (std::isnan(Error))
        Error = INFINITY;
      if (!std::isinf(Error) && Error > C.MaxError)
        C.MaxError = Error;
      double Excess = Error / (T.Absolute + T.Relative * std::fabs(Y));
      if (Excess > 1)
        C.Pass = false;
      if (Excess > WorstExcess || (C.Worst.empty() && Excess > 0)) {
        WorstExcess = Excess;
        C.Worst = fmt::format("{}[{}] = {:.9g} (expected {:.9g}, error {:.3g})",
                              B.Name, I, X, Y, Error);
      }
    }
  }
  if (Got.SampleStride && !C.Worst.empty())
    C.Worst += fmt::format(" (of a sample: 1 chunk of {} bytes in {})",
                           Got.SampleChunk, Got.SampleStride);
  return C;
}

} // namespace kx
