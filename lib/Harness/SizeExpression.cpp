//===- SizeExpression.cpp - A harness's sizes, evaluated ------------------===//

#include "SizeExpression.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

using namespace llvm;

namespace kx {
namespace {

constexpr long long Saturated = 1LL << 62;

long long saturate(__int128 V) {
  return V > Saturated ? Saturated : V < -Saturated ? -Saturated : (long long)V;
}

/// Recursive descent over the text; every failure is final.
class Evaluator {
public:
  Evaluator(StringRef Text, const StringMap<long long> &Values)
      : Rest(Text), Values(Values) {}

  std::optional<long long> run() {
    std::optional<long long> V = sum();
    skipSpace();
    return Rest.empty() ? V : std::nullopt;
  }

private:
  void skipSpace() { Rest = Rest.ltrim(); }
  bool take(StringRef Token) {
    skipSpace();
    return Rest.consume_front(Token);
  }

  std::optional<long long> sum() {
    std::optional<long long> V = product();
    while (V) {
      if (take("+")) {
        std::optional<long long> R = product();
        V = R ? std::optional(saturate(__int128(*V) + *R)) : std::nullopt;
      } else if (take("-")) {
        std::optional<long long> R = product();
        V = R ? std::optional(saturate(__int128(*V) - *R)) : std::nullopt;
      } else {
        break;
      }
    }
    return V;
  }

  std::optional<long long> product() {
    std::optional<long long> V = factor();
    while (V) {
      char Op = (skipSpace(), Rest.empty() ? '\0' : Rest.front());
      if (Op != '*' && Op != '/' && Op != '%')
        break;
      Rest = Rest.drop_front();
      std::optional<long long> R = factor();
      if (!R || (Op != '*' && *R == 0))
        return std::nullopt;
      V = Op == '*'   ? saturate(__int128(*V) * *R)
          : Op == '/' ? *V / *R
                      : *V % *R;
    }
    return V;
  }

  std::optional<long long> factor() {
    if (take("-")) {
      std::optional<long long> V = factor();
      return V ? std::optional(-*V) : std::nullopt;
    }
    if (take("(")) {
      std::optional<long long> V = sum();
      return V && take(")") ? V : std::nullopt;
    }
    for (bool Max : {true, false})
      if (take(Max ? "std::max<long long>(" : "std::min<long long>(")) {
        std::optional<long long> A = sum();
        if (!A || !take(","))
          return std::nullopt;
        std::optional<long long> B = sum();
        if (!B || !take(")"))
          return std::nullopt;
        return Max ? std::max(*A, *B) : std::min(*A, *B);
      }
    skipSpace();
    size_t Length = 0;
    // A member of the harness's launch shape reads as one name
    // (`kx_block.x`).
    while (Length < Rest.size() &&
           (isAlnum(Rest[Length]) || Rest[Length] == '_' ||
            (Rest[Length] == '.' && Length > 0)))
      ++Length;
    StringRef Token = Rest.take_front(Length);
    Rest = Rest.drop_front(Length);
    if (Token.empty())
      return std::nullopt;
    if (isDigit(Token.front())) {
      unsigned long long V;
      // `1024LL`, `16u`: the suffix does not change the value.
      if (consumeUnsignedInteger(Token, 0, V) || !Token.trim("uUlL").empty() ||
          V > (unsigned long long)Saturated)
        return std::nullopt;
      return (long long)V;
    }
    auto It = Values.find(Token);
    if (It == Values.end())
      return std::nullopt;
    return It->second;
  }

  StringRef Rest;
  const StringMap<long long> &Values;
};

} // namespace

std::optional<long long> evaluateSize(StringRef Text,
                                      const StringMap<long long> &Values) {
  return Evaluator(Text, Values).run();
}

} // namespace kx
