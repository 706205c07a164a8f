//===- UnitBatch.cpp - Units compiled together, each in its own scope -----===//

#include "UnitBatch.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace kx {

namespace {

/// The directive of a preprocessor line (`include`, `define`), else empty.
StringRef directiveOf(StringRef Line) {
  Line = Line.ltrim();
  if (!Line.consume_front("#"))
    return {};
  Line = Line.ltrim();
  return Line.take_while([](char C) { return isAlpha(C); });
}

} // namespace

std::optional<BatchMember> asBatchMember(StringRef Unit) {
  BatchMember Member;
  size_t CodeStart = 0;
  bool InCode = false;
  for (size_t At = 0; At < Unit.size();) {
    size_t End = Unit.find('\n', At);
    if (End == StringRef::npos)
      End = Unit.size();
    StringRef Line = Unit.slice(At, End);
    StringRef Trimmed = Line.trim();
    StringRef Directive = directiveOf(Line);
    if (!InCode && (Trimmed.empty() || Trimmed.starts_with("//") ||
                    Directive == "include")) {
      if (Directive == "include")
        Member.Includes += Trimmed.str() + "\n";
      At = End + 1;
      CodeStart = std::min(At, Unit.size());
      continue;
    }
    InCode = true;
    // An #include after code means something else in a batch: the header
    // would land in the member's namespace. (A line of a block comment
    // that reads as one is refused too: a wasted batch, not a wrong one.)
    if (Directive == "include" || Directive == "import")
      return std::nullopt;
    if (Directive == "define") {
      StringRef Name = Line.ltrim().drop_front().ltrim().drop_front(6).ltrim();
      Name = Name.take_while([](char C) { return isAlnum(C) || C == '_'; });
      if (!Name.empty())
        Member.Macros.push_back(Name.str());
    }
    At = End + 1;
  }
  Member.Code = Unit.drop_front(CodeStart);
  return Member;
}

std::string composeBatch(ArrayRef<BatchMember> Members) {
  std::string Out;
  if (Members.empty())
    return Out;
  Out += Members.front().Includes;
  for (size_t I = 0; I < Members.size(); ++I) {
    Out += "namespace kernel_extract_batch_member_" + std::to_string(I) +
           " {\n";
    Out += Members[I].Code;
    if (!Out.empty() && Out.back() != '\n')
      Out += "\n";
    Out += "}\n";
    for (const std::string &Macro : Members[I].Macros)
      Out += "#undef " + Macro + "\n";
  }
  return Out;
}

} // namespace kx
