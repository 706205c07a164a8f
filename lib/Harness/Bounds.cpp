//===- Bounds.cpp - Upper bounds written as C++ of the parameters ---------===//

#include "Bounds.h"
#include <algorithm>

namespace kx {

std::string Bound::text() const {
  if (Symbolic.empty())
    return std::to_string(Constant);
  if (Constant == 0)
    return Symbolic;
  return Symbolic + (Constant > 0 ? " + " : " - ") +
         std::to_string(Constant > 0 ? Constant : -Constant);
}

std::string Bound::factor() const {
  if (Symbolic.empty() && Constant < 0)
    return "(" + text() + ")";
  if (!Symbolic.empty() && (Sum || Constant != 0))
    return "(" + text() + ")";
  return text();
}

Bound operator+(const Bound &A, const Bound &B) {
  if (A.Symbolic.empty() || B.Symbolic.empty())
    return Bound(A.Symbolic + B.Symbolic, A.Sum || B.Sum,
                 A.Constant + B.Constant);
  return Bound(A.Symbolic + " + " + B.Symbolic, true, A.Constant + B.Constant);
}

Bound operator-(const Bound &A, long long C) {
  return Bound(A.Symbolic, A.Sum, A.Constant - C);
}

Bound operator*(const Bound &A, const Bound &B) {
  if (A.isConstant() && B.isConstant())
    return Bound::constant(A.Constant * B.Constant);
  if (A.isConstant() || B.isConstant()) {
    const Bound &K = A.isConstant() ? A : B;
    const Bound &S = A.isConstant() ? B : A;
    if (K.Constant == 0)
      return Bound::constant(0);
    if (K.Constant == 1)
      return S;
    // k * (s + c) = k * s + k * c keeps the constant foldable.
    std::string Part = Bound(S.Symbolic, S.Sum, 0).factor();
    return Bound(Part + " * " + std::to_string(K.Constant), false,
                 S.Constant * K.Constant);
  }
  return Bound(A.factor() + " * " + B.factor(), false, 0);
}

Bound operator/(const Bound &A, const Bound &B) {
  if (B.isConstant() && B.Constant == 1)
    return A;
  if (A.isConstant() && B.isConstant() && B.Constant > 0)
    return Bound::constant(A.Constant / B.Constant);
  return Bound(A.factor() + " / " + B.factor(), false, 0);
}

Bound operator>>(const Bound &A, long long Shift) {
  if (A.isConstant())
    return Bound::constant(A.Constant >> Shift);
  return Bound(A.factor() + " >> " + std::to_string(Shift), false, 0);
}

Bound Bound::extremum(const Bound &A, const Bound &B, bool Max) {
  if (A.Symbolic == B.Symbolic)
    return Bound(A.Symbolic, A.Sum,
                 Max ? std::max(A.Constant, B.Constant)
                     : std::min(A.Constant, B.Constant));
  if (A.isConstant() && B.isConstant())
    return constant(Max ? std::max(A.Constant, B.Constant)
                        : std::min(A.Constant, B.Constant));
  return Bound(std::string(Max ? "std::max" : "std::min") + "<long long>(" +
                   A.text() + ", " + B.text() + ")",
               false, 0);
}

Bound Bound::max(const Bound &A, const Bound &B) {
  return extremum(A, B, /*Max=*/true);
}

Bound Bound::min(const Bound &A, const Bound &B) {
  return extremum(A, B, /*Max=*/false);
}

} // namespace kx
