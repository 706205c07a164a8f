//===- RunOutputs.h - What one run of a harness wrote -----------*- C++ -*-===//
//
// A harness names each buffer it writes on stdout (`output y f32 4096`),
// then the FNV-1a checksum of all of them, and writes their bytes, in that
// order, to its output file. A checker splits them by buffer and compares
// each within the tolerance its element kind allows.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TASKS_RUNOUTPUTS_H
#define KERNEL_EXTRACT_TASKS_RUNOUTPUTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace kx {

struct OutputBuffer {
  std::string Name;
  /// "f64", "f32", "f16", "bf16" (compared within a tolerance), "int" or
  /// "bytes" (byte for byte).
  std::string Kind;
  uint64_t Bytes = 0;
};

struct RunOutputs {
  std::vector<OutputBuffer> Buffers;
  std::string Checksum; ///< 16 hex digits.
  /// The buffers' bytes, in order; empty for a reference kept by checksum
  /// only (over the cap).
  std::string Data;
  bool HasData = true;
  /// A run whose output file kept only every SampleStride-th chunk of
  /// SampleChunk bytes (scripts/gpu-tasks.py --keep-bytes): Data holds
  /// those chunks at their offsets, zeros between them.
  uint64_t SampleStride = 0;
  uint64_t SampleChunk = 0;

  /// Whether bytes [Offset, Offset + Size) of Data are the run's own.
  bool holds(uint64_t Offset, uint64_t Size) const;
};

/// The outputs of a run from its stdout and the bytes of its output file.
llvm::Expected<RunOutputs> parseRunOutputs(llvm::StringRef Stdout,
                                           std::string Data);

/// The outputs of a run whose output file is a sample: \p Sample is its
/// `sample STRIDE CHUNK BYTES` line, \p Kept the chunks it kept, in order.
llvm::Expected<RunOutputs> parseSampledRunOutputs(llvm::StringRef Stdout,
                                                  llvm::StringRef Sample,
                                                  llvm::StringRef Kept);

/// |got - want| <= Absolute + Relative * |want|; both zero: exact.
struct Tolerance {
  double Absolute = 0;
  double Relative = 0;
};

/// The tolerance of an element kind (docs/tasks.md); \p FastMath widens
/// f32's, for a unit that calls fast-math intrinsics (`__expf`).
Tolerance toleranceFor(llvm::StringRef Kind, bool FastMath);

/// How a run's outputs compare with a reference's.
struct Comparison {
  bool Pass = true;
  /// The worst element, as a person reads it (`y[17] = 0.51 (expected
  /// 0.25, error 0.26)`); empty when every element is equal.
  std::string Worst;
  double MaxError = 0; ///< The largest |got - want| of a floating kind.
};

Comparison compareOutputs(const RunOutputs &Got, const RunOutputs &Want,
                          bool FastMath);

} // namespace kx

#endif
