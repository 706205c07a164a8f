//===- Bounds.h - Upper bounds written as C++ of the parameters -*- C++ -*-===//
//
// An upper bound of an integer value as the harness computes it: a symbolic
// part (C++ text over the kernel's scalar parameters) plus a constant, so
// that `n - 1`, plus one, prints `n` again.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HARNESS_BOUNDS_H
#define KERNEL_EXTRACT_HARNESS_BOUNDS_H

#include <optional>
#include <string>

namespace kx {

class Bound {
public:
  static Bound constant(long long Value) { return Bound("", false, Value); }
  /// \p Text must be an identifier or a parenthesized expression.
  static Bound symbol(std::string Text) {
    return Bound(std::move(Text), false, 0);
  }

  bool isConstant() const { return Symbolic.empty(); }
  long long constantPart() const { return Constant; }
  std::string text() const;

  friend Bound operator+(const Bound &A, const Bound &B);
  friend Bound operator-(const Bound &A, long long C);
  friend Bound operator*(const Bound &A, const Bound &B);
  /// \p A / \p B, rounding down: both non-negative, \p B non-zero.
  friend Bound operator/(const Bound &A, const Bound &B);
  friend Bound operator>>(const Bound &A, long long Shift);
  static Bound max(const Bound &A, const Bound &B);
  static Bound min(const Bound &A, const Bound &B);
  bool operator==(const Bound &O) const {
    return Symbolic == O.Symbolic && Sum == O.Sum && Constant == O.Constant;
  }

private:
  Bound(std::string Symbolic, bool Sum, long long Constant)
      : Symbolic(std::move(Symbolic)), Sum(Sum), Constant(Constant) {}
  /// max or min of \p A and \p B: folded when they differ by a constant.
  static Bound extremum(const Bound &A, const Bound &B, bool Max);
  /// The text as an operand of `*` or `/`.
  std::string factor() const;

  std::string Symbolic; ///< Empty for a constant.
  bool Sum = false;     ///< Symbolic has a top-level `+` or `-`.
  long long Constant = 0;
};

using MaybeBound = std::optional<Bound>;

} // namespace kx

#endif
