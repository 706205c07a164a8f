//===- WrittenSpaces.cpp - Execution spaces a unit writes out ------------===//

#include "WrittenSpaces.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace kx {

namespace {

/// What Sema added to \p F that its text lacks. Implicit attributes also
/// come from rules a unit's own parse applies again: constexpr functions,
/// defaulted members, explicit specializations of a template.
std::string missingKeywords(const FunctionDecl &F) {
  if (F.isImplicit() || F.isConstexpr() || F.isDefaulted() ||
      F.getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
    return "";
  const auto *Host = F.getAttr<CUDAHostAttr>();
  const auto *Device = F.getAttr<CUDADeviceAttr>();
  if (!Host || !Device || F.hasAttr<CUDAGlobalAttr>())
    return "";
  std::string Missing;
  if (Host->isImplicit())
    Missing += "__host__ ";
  if (Device->isImplicit())
    Missing += "__device__ ";
  return Missing;
}

/// The functions whose declarations \p D's text holds.
void writtenFunctions(const Decl *D, std::vector<const FunctionDecl *> &Out) {
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    D = Template->getTemplatedDecl();
  else if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
    D = Template->getTemplatedDecl();
  if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
    Out.push_back(Function);
  } else if (const auto *Record = dyn_cast<CXXRecordDecl>(D)) {
    for (const Decl *Member : Record->decls())
      if (!Member->isImplicit())
        writtenFunctions(Member, Out);
  }
}

} // namespace

std::vector<TextEdit> writtenSpaceEdits(const Decl *D, const SourceManager &SM,
                                        FileID File, unsigned Begin,
                                        unsigned End) {
  std::vector<const FunctionDecl *> Functions;
  writtenFunctions(D, Functions);
  std::vector<TextEdit> Edits;
  for (const FunctionDecl *F : Functions) {
    std::string Missing = missingKeywords(*F);
    if (Missing.empty())
      continue;
    auto [At, Offset] = SM.getDecomposedLoc(
        SM.getExpansionLoc(F->getInnerLocStart()));
    if (At == File && Offset >= Begin && Offset < End)
      Edits.push_back({Offset, 0, std::move(Missing)});
  }
  return Edits;
}

} // namespace kx
