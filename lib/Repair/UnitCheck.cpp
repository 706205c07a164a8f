//===- UnitCheck.cpp - A unit compiled in process, its errors read --------===//

#include "UnitCheck.h"
#include "Support/AttributeOrder.h"
#include "Support/DiagnosticText.h"
#include "Support/InlineAsmSpellings.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/NestedNameSpecifier.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace kx {

namespace {

/// The qualified name a diagnostic's argument stands for, split into its
/// scope and last name: a declaration context, a named declaration or a
/// type naming a class.
std::pair<std::string, std::string> scopeAndName(const NamedDecl &D) {
  std::string Qualified = D.getQualifiedNameAsString();
  llvm::StringRef Name = D.getName();
  llvm::StringRef Scope = llvm::StringRef(Qualified).drop_back(Name.size());
  Scope.consume_back("::");
  return {Scope.str(), Name.str()};
}

std::string contextName(const Diagnostic &Info, unsigned Arg) {
  if (Info.getArgKind(Arg) != DiagnosticsEngine::ak_declcontext)
    return "";
  const auto *Context = reinterpret_cast<const DeclContext *>(Info.getRawArg(Arg));
  if (const auto *Named = dyn_cast_or_null<NamedDecl>(Context))
    return Named->getQualifiedNameAsString();
  return "";
}

std::string identifierName(const Diagnostic &Info, unsigned Arg) {
  switch (Info.getArgKind(Arg)) {
  case DiagnosticsEngine::ak_identifierinfo:
    if (const IdentifierInfo *Id = Info.getArgIdentifier(Arg))
      return Id->getName().str();
    return "";
  case DiagnosticsEngine::ak_declarationname: {
    DeclarationName Name = DeclarationName::getFromOpaqueInteger(Info.getRawArg(Arg));
    return Name.isIdentifier() ? Name.getAsString() : "";
  }
  case DiagnosticsEngine::ak_nameddecl:
    if (const auto *D = reinterpret_cast<const NamedDecl *>(Info.getRawArg(Arg)))
      return D->getNameAsString();
    return "";
  default:
    return "";
  }
}

/// The class a type argument names (`at::TensorInfo<float, int>`), when the
/// error is about its being incomplete.
const NamedDecl *typeArgument(const Diagnostic &Info, unsigned Arg) {
  if (Info.getArgKind(Arg) != DiagnosticsEngine::ak_qualtype)
    return nullptr;
  QualType Type = QualType::getFromOpaquePtr(
      reinterpret_cast<void *>(Info.getRawArg(Arg)));
  if (Type.isNull())
    return nullptr;
  if (const TagDecl *Tag = Type->getAsTagDecl()) {
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Tag))
      return Spec->getSpecializedTemplate();
    return Tag;
  }
  return nullptr;
}

/// Reads each error for the name it says is missing.
class MissingNames : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    std::string Error = describeDiagnostic(Info);
    if (Result.FirstError.empty())
      Result.FirstError = Error;
    auto Add = [&](std::string Scope, std::string Name) {
      if (!Name.empty())
        Result.Missing.push_back({std::move(Name), std::move(Scope), Error});
    };
    switch (Info.getID()) {
    case diag::err_undeclared_var_use:
    case diag::err_undeclared_var_use_suggest:
    case diag::err_undeclared_use:
    case diag::err_undeclared_use_suggest:
    case diag::err_unknown_typename:
    case diag::err_unknown_typename_suggest:
    case diag::err_unknown_type_or_class_name_suggest:
    case diag::err_no_template:
    case diag::err_no_template_suggest:
    case diag::err_non_template_in_template_id:
    case diag::err_non_template_in_template_id_suggest:
    case diag::err_expected_class_or_namespace:
      Add("", identifierName(Info, 0));
      return;
    case diag::err_no_member:
    case diag::err_no_member_suggest:
    case diag::err_no_member_template:
    case diag::err_no_member_template_suggest:
    case diag::err_typename_nested_not_found:
      Add(contextName(Info, 1), identifierName(Info, 0));
      return;
    default:
      break;
    }
    // An incomplete class, or a template declared and not defined: the
    // definition is what is missing.
    llvm::StringRef Text = Error;
    if (!Text.contains("incomplete") && !Text.contains("undefined template"))
      return;
    for (unsigned Arg = 0; Arg < Info.getNumArgs(); ++Arg)
      if (const NamedDecl *D = typeArgument(Info, Arg)) {
        auto [Scope, Name] = scopeAndName(*D);
        Add(Scope, Name);
      } else if (Info.getArgKind(Arg) == DiagnosticsEngine::ak_nameddecl) {
        if (const auto *Named =
                reinterpret_cast<const NamedDecl *>(Info.getRawArg(Arg))) {
          auto [Scope, Name] = scopeAndName(*Named);
          Add(Scope, Name);
        }
      }
  }

  UnitCheckResult Result;
};

} // namespace

UnitCheckResult checkUnitText(llvm::StringRef Text, llvm::StringRef FileName,
                              llvm::ArrayRef<std::string> Args,
                              llvm::StringRef Precompiled) {
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  // Relative to the working directory, so that errors name the unit as
  // the dataset does.
  SmallString<256> Path;
  if (Overlay->getCurrentWorkingDirectory())
    Path = *Overlay->getCurrentWorkingDirectory();
  llvm::sys::path::append(Path, FileName);
  // The unit keeps the project's text, which nvcc takes as written: its
  // attributes after CUDA's keywords, its inline PTX.
  std::optional<std::string> Reordered = withoutLateAttributes(Text);
  llvm::StringRef Read = Reordered ? llvm::StringRef(*Reordered) : Text;
  std::optional<std::string> Asm = respellInlineAsm(Read);
  Memory->addFile(Path, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(
                      Asm ? llvm::StringRef(*Asm) : Read, Path));

  std::vector<std::string> Command(Args.begin(), Args.end());
  // Also keeps clang from printing "N errors generated".
  Command.push_back("-fno-caret-diagnostics");
  if (!Precompiled.empty()) {
    Command.push_back("-include-pch");
    Command.push_back(Precompiled.str());
  }
  Command.push_back(std::string(FileName));
  IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), Overlay));
  MissingNames Diagnostics;
  tooling::ToolInvocation Invocation(
      Command, std::make_unique<SyntaxOnlyAction>(), Files.get());
  Invocation.setDiagnosticConsumer(&Diagnostics);
  bool Ran = Invocation.run();
  UnitCheckResult Result = std::move(Diagnostics.Result);
  Result.Compiled = Ran && Diagnostics.getNumErrors() == 0;
  if (!Result.Compiled && Result.FirstError.empty())
    Result.FirstError = "clang could not run the unit's check";
  return Result;
}

} // namespace kx
