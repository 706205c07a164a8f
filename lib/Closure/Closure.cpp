//===- Closure.cpp - A kernel with everything it needs, alone -------------===//

#include "Closure.h"
#include "ClosureWalk.h"
#include "WrittenSpaces.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

/// The first token of a declaration to copy, template header included.
SourceLocation copyBegin(const Decl *D, SourceFacts &Facts) {
  if (const auto *Function = dyn_cast<FunctionDecl>(D))
    return Facts.declarationBegin(*Function);
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    return Facts.declarationBegin(*Template->getTemplatedDecl());
  SourceLocation Begin = Facts.SM.getExpansionLoc(D->getBeginLoc());
  // `template <>` of an explicit specialization.
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D))
    if (Spec->getTemplateKeywordLoc().isValid())
      Begin = Facts.SM.getExpansionLoc(Spec->getTemplateKeywordLoc());
  return Begin;
}

/// The last token of the GNU attributes that follow \p Last, or \p Last.
static SourceLocation afterTrailingAttributes(SourceLocation Last,
                                              const SourceManager &SM,
                                              const LangOptions &LO) {
  for (std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
       Next && Next->is(tok::raw_identifier) &&
       Next->getRawIdentifier() == "__attribute__";
       Next = Lexer::findNextToken(Last, SM, LO)) {
    // `__attribute__((...))`: to the parenthesis that closes the first.
    SourceLocation Loc = Next->getLocation();
    int Depth = 0;
    do {
      std::optional<Token> Paren = Lexer::findNextToken(Loc, SM, LO);
      if (!Paren || Paren->is(tok::eof))
        return Last;
      Loc = Paren->getLocation();
      if (Paren->is(tok::l_paren))
        ++Depth;
      else if (Paren->is(tok::r_paren))
        --Depth;
    } while (Depth > 0);
    Last = Loc;
  }
  return Last;
}

/// [Begin, End) offsets of a declaration, its closing `;` included.
std::tuple<FileID, unsigned, unsigned> copyRange(const Decl *D,
                                                 SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  const LangOptions &LO = Facts.Context.getLangOpts();
  SourceLocation Begin = copyBegin(D, Facts);
  // `static __device__ int top, pos;`: each declarator's range ends at its
  // own name; the declaration is copied whole, once.
  const Decl *LastDeclarator = D;
  if (isa<VarDecl, TypedefNameDecl>(D))
    for (const Decl *Next = D->getNextDeclInContext();
         Next && isa<VarDecl, TypedefNameDecl>(Next) &&
         Next->getBeginLoc() == D->getBeginLoc();
         Next = Next->getNextDeclInContext())
      LastDeclarator = Next;
  SourceLocation Last =
      SM.getExpansionRange(LastDeclarator->getEndLoc()).getEnd();
  // `struct cell {...} __attribute__((packed));`: a class's attributes may
  // follow its closing brace, and its layout depends on them.
  if (isa<TagDecl, ClassTemplateDecl>(D))
    Last = afterTrailingAttributes(Last, SM, LO);
  SourceLocation End = Lexer::getLocForEndOfToken(Last, 0, SM, LO);
  std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
  if (Next && Next->is(tok::semi))
    End = Next->getEndLoc();
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (EndFile != File || EndOffset < BeginOffset)
    return {File, BeginOffset, BeginOffset};
  return {File, BeginOffset, EndOffset};
}

/// `namespace a { namespace b {` and its closing, around a copied decl.
std::pair<std::string, std::string> namespaceWrappers(const Decl *D) {
  std::vector<std::string> Opens;
  // Lexical: an out-of-line member is written in its namespace, not in its
  // class.
  for (const DeclContext *Context = D->getLexicalDeclContext(); Context;
       Context = Context->getLexicalParent()) {
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
      Opens.push_back(fmt::format("{}namespace {}{{",
                                  Namespace->isInline() ? "inline " : "",
                                  Namespace->isAnonymousNamespace()
                                      ? ""
                                      : Namespace->getNameAsString() + " "));
    else if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(Context))
      Opens.push_back(Linkage->getLanguage() == LinkageSpecLanguageIDs::C
                          ? "extern \"C\" {"
                          : "extern \"C++\" {");
  }
  std::string Open, Close;
  for (auto It = Opens.rbegin(); It != Opens.rend(); ++It)
    Open += *It + "\n";
  for (size_t I = 0; I < Opens.size(); ++I)
    Close += "}\n";
  return {Open, Close};
}

/// `namespace a { namespace b {} }`: declares \p Namespace, empty.
std::string namespaceDeclaration(const NamespaceDecl &Namespace) {
  if (Namespace.isAnonymousNamespace())
    return "";
  auto [Open, Close] = namespaceWrappers(&Namespace);
  return fmt::format("{}{}namespace {} {{}}\n{}", Open,
                     Namespace.isInline() ? "inline " : "",
                     Namespace.getNameAsString(), Close);
}

/// Whether a toolchain header is one that the CUDA runtime header (which
/// every unit includes, and nvcc and clang pre-include) brings itself.
bool partOfCudaRuntime(llvm::StringRef RealPath) {
  llvm::StringRef Name = llvm::sys::path::filename(RealPath);
  // crt/ also holds what only a public header brings: <mma.h>'s WMMA API.
  if (RealPath.contains("/crt/"))
    return !llvm::is_contained({"mma.h", "mma.hpp", "cuda_tile.h",
                                "device_fp128_functions.h"},
                               Name);
  if (Name.starts_with("__clang_cuda_") ||
      (Name.starts_with("sm_") && (Name.contains("_atomic_functions") ||
                                   Name.contains("_intrinsics"))))
    return true;
  return llvm::is_contained(
      {"builtin_types.h", "channel_descriptor.h", "cuda_device_runtime_api.h",
       "cuda_runtime.h", "cuda_runtime_api.h", "device_atomic_functions.h",
       "device_atomic_functions.hpp", "device_functions.h", "device_types.h",
       "device_launch_parameters.h", "driver_functions.h", "driver_types.h",
       "host_defines.h", "library_types.h", "math_functions.h",
       "cuda_surface_types.h", "cuda_texture_types.h",
       "device_double_functions.h", "surface_functions.h",
       "surface_indirect_functions.h", "surface_types.h",
       "texture_fetch_functions.h", "texture_indirect_functions.h",
       "texture_types.h",
       "vector_functions.h", "vector_functions.hpp", "vector_types.h"},
      Name);
}

/// The #define line of a project macro, continuation lines included.
CopiedRange macroDefinitionRange(const MacroInfo &Macro, SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  auto [File, NameOffset] = SM.getDecomposedLoc(Macro.getDefinitionLoc());
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t Start = Buffer.rfind('\n', NameOffset);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  unsigned EndOffset = SM.getFileOffset(Lexer::getLocForEndOfToken(
      Macro.getDefinitionEndLoc(), 0, SM, Facts.Context.getLangOpts()));
  return {File, unsigned(Start), std::max<unsigned>(EndOffset, NameOffset), "",
          "", {}};
}

/// [Begin, End) widened to its whole lines, newline included, when nothing
/// else is written on them (within [Min, Max)): a removed member leaves no
/// blank line.
std::pair<unsigned, unsigned> wholeLines(llvm::StringRef Buffer,
                                         unsigned Begin, unsigned End,
                                         unsigned Min, unsigned Max) {
  unsigned Start = Begin, Stop = End;
  while (Start > Min && (Buffer[Start - 1] == ' ' || Buffer[Start - 1] == '\t'))
    --Start;
  while (Stop < Max && (Buffer[Stop] == ' ' || Buffer[Stop] == '\t'))
    ++Stop;
  bool LineStart = Start == 0 || Buffer[Start - 1] == '\n';
  bool LineEnd = Stop < Max && Buffer[Stop] == '\n';
  if (LineStart && LineEnd)
    return {Start, Stop + 1};
  return {Begin, End};
}

/// A macro defined on the command line (-DTHREADS=256), written back.
std::string commandLineMacroText(llvm::StringRef Name, const MacroInfo &Macro,
                                 Preprocessor &PP) {
  std::string Text = "#define " + Name.str();
  if (Macro.isFunctionLike()) {
    Text += "(";
    for (const IdentifierInfo *Param : Macro.params())
      Text += (Text.back() == '(' ? "" : ", ") + Param->getName().str();
    Text += ")";
  }
  for (const Token &T : Macro.tokens())
    Text += (T.hasLeadingSpace() || &T == &*Macro.tokens_begin() ? " " : "") +
            PP.getSpelling(T);
  return Text;
}

} // namespace

// Compiler-internal headers (<__stddef_null.h>) are not public either: gcc
// has none.
bool isPublicHeader(llvm::StringRef Spelled) {
  if (!Spelled.starts_with("<"))
    return false;
  llvm::SmallVector<llvm::StringRef, 8> Components;
  Spelled.drop_front().drop_back().split(Components, '/');
  return llvm::none_of(Components, [](llvm::StringRef Component) {
    return Component.starts_with("__") ||
           llvm::is_contained({"bits", "ext", "detail", "impl", "internal",
                               "crt"},
                              Component);
  });
}

/// `<float.h>`, `<cstdint>`...: a header of the C library, in its C or its
/// C++ spelling.
bool isCLibraryHeader(llvm::StringRef Spelled);

/// The library an included header belongs to, as its spelling says: the
/// first directory (`cub` of `<cub/block/block_reduce.cuh>`), else the
/// header's own name (`cuda_fp16` of `<cuda_fp16.h>`; `float` of both
/// `<float.h>` and `<cfloat>`).
static llvm::StringRef headerLibrary(llvm::StringRef Spelled) {
  llvm::StringRef Name = Spelled.drop_front().drop_back();
  if (Name.contains('/'))
    return Name.split('/').first;
  if (isCLibraryHeader(Spelled) && !Name.consume_back(".h"))
    Name.consume_front("c");
  return Name.split('.').first;
}

/// `<float.h>`, `<cstdint>`...: a header of the C library, in its C or its
/// C++ spelling.
bool isCLibraryHeader(llvm::StringRef Spelled) {
  llvm::StringRef Name = Spelled.drop_front().drop_back();
  if (Name.consume_back(".h"))
    ;
  else if (!Name.consume_front("c"))
    return false;
  return llvm::is_contained({"assert", "ctype", "errno", "float", "inttypes",
                             "limits", "math", "stdbool", "stddef", "stdint",
                             "stdio", "stdlib", "string", "time"},
                            Name);
}

KernelSource kernelSource(const FunctionDecl &Kernel, unsigned Begin,
                          std::vector<TextEdit> Edits, SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  SourceLocation Last = SM.getExpansionRange(Kernel.getEndLoc()).getEnd();
  SourceLocation End = Lexer::getLocForEndOfToken(
      Last, 0, SM, Facts.Context.getLangOpts());
  auto [File, EndOffset] = SM.getDecomposedLoc(End);
  KernelSource Source;
  Source.Range = {File, Begin, EndOffset, "", "", {}};
  std::tie(Source.Range.Open, Source.Range.Close) = namespaceWrappers(&Kernel);
  Source.Edits = std::move(Edits);
  return Source;
}

/// \p Lambda's pieces, in its enclosing function's namespaces, and what the
/// walk starts from besides the kernel.
void addLiftedLambda(const LiftedLambda &Lambda, UnitContents &Contents) {
  std::vector<CopiedRange> Pieces;
  for (const LiftedLambdaPiece &Piece : Lambda.Pieces)
    Pieces.push_back({Piece.File, Piece.Begin, Piece.End, Piece.Before,
                      Piece.After, Piece.Edits});
  auto [Open, Close] = namespaceWrappers(Lambda.Enclosing);
  Pieces.front().Open = Open + Pieces.front().Open;
  Pieces.back().Close += Close;
  Contents.Lambdas.push_back(std::move(Pieces));
  Contents.LambdaDecls.push_back(Lambda.CallOperator);
  llvm::append_range(Contents.LambdaDecls, Lambda.Locals);
}

UnitContents collectUnit(const FunctionDecl &Definition, KernelSource Kernel,
                         SourceFacts &Facts, const PreprocessorRecord &Record,
                         const ProjectScope &Scope,
                         const ToolchainDirectories &Toolchain,
                         const ClosureAdditions *Additions) {
  UnitContents Contents;
  StandaloneUnit &Unit = Contents.Facts;
  SourceManager &SM = Facts.SM;
  if (const TemplateArgumentList *Args =
          Definition.getTemplateSpecializationArgs())
    for (const CXXRecordDecl *Closure : closureArguments(Args->asArray())) {
      auto Lifted = liftLambda(*Closure, Facts);
      // The instantiation wrote the variant only if it could be lifted.
      if (auto *Lambda = std::get_if<LiftedLambda>(&Lifted))
        addLiftedLambda(*Lambda, Contents);
    }
  ClosureWalk Walk =
      walkClosure(Definition, Facts, Record, Scope, Toolchain, Unit,
                  /*KernelAsTemplate=*/!Kernel.Trailer.empty(),
                  Contents.LambdaDecls,
                  Additions ? llvm::ArrayRef(Additions->Decls)
                            : llvm::ArrayRef<const NamedDecl *>());
  OriginClassifier Origins(Facts, Scope, Toolchain);
  const FunctionDecl *Pattern = Definition.getTemplateInstantiationPattern();
  Contents.WrittenKernel = Pattern ? Pattern : &Definition;
  Contents.Definition = &Definition;
  Contents.Kernel = std::move(Kernel);

  Contents.Decls = Walk.Copied;
  llvm::sort(Contents.Decls, [&](const Decl *A, const Decl *B) {
    return SM.isBeforeInTranslationUnit(copyBegin(A, Facts),
                                        copyBegin(B, Facts));
  });
  for (const Decl *D : Contents.Decls) {
    auto [File, Begin, End] = copyRange(D, Facts);
    if (Begin == End)
      continue;
    widenToCompilerConditionals(Record, SM, File, Begin, End);
    // Written inside a declaration already copied: `struct record` of
    // `typedef struct record {...} record;`.
    if (llvm::any_of(Contents.Code, [&, File = File, Begin = Begin,
                                     End = End](const CopiedRange &Copied) {
          return Copied.File == File && Copied.Begin <= Begin &&
                 End <= Copied.End;
        }))
      continue;
    auto [Open, Close] = namespaceWrappers(D);
    // `using namespace c10;` may be copied from before what the unit
    // copies of c10: the namespace is declared ahead of it. (A toolchain
    // namespace comes with its header.)
    if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(D);
        Directive && Origins.of(Directive->getNominatedNamespace()
                                    ->getLocation()) != Origin::Toolchain)
      Open = namespaceDeclaration(*Directive->getNominatedNamespace()) + Open;
    Contents.Code.push_back({File, Begin, End, Open, Close, {}});
    Contents.Code.back().DeviceBranchesOnly =
        Origins.of(copyBegin(D, Facts)) == Origin::ThirdParty;
    // A library class loses the members nothing uses.
    for (const Decl *Member : Walk.UnusedLibraryMembers) {
      auto [MemberFile, MemberBegin, MemberEnd] = copyRange(Member, Facts);
      if (MemberFile != File || MemberBegin < Begin || MemberEnd > End ||
          MemberBegin >= MemberEnd)
        continue;
      auto [Start, Stop] = wholeLines(SM.getBufferData(File), MemberBegin,
                                      MemberEnd, Begin, End);
      Contents.Code.back().Edits.push_back({Start, Stop - Start, ""});
    }
    for (const ClosureWalk::ExternDefinition &Extern : Walk.ExternsDefined)
      if (Extern.File == File && Extern.Offset >= Begin &&
          Extern.Offset < End) {
        Contents.Code.back().Edits.push_back(
            {Extern.Offset, Extern.Length, ""});
        if (!llvm::is_contained(Unit.ExternsDefined, Extern.Name))
          Unit.ExternsDefined.push_back(Extern.Name);
      }
    llvm::append_range(Contents.Code.back().Edits,
                       writtenSpaceEdits(D, SM, File, Begin, End));
    std::string Name = "(unnamed)";
    if (const auto *Named = dyn_cast<NamedDecl>(D); Named && Named->getDeclName())
      Name = Named->getQualifiedNameAsString();
    if (isa<UsingDirectiveDecl>(D))
      Name = "using namespace " +
             cast<UsingDirectiveDecl>(D)->getNominatedNamespace()
                 ->getQualifiedNameAsString();
    if (!llvm::is_contained(Unit.Declarations, Name))
      Unit.Declarations.push_back(Name);
  }

  // Macros expanded in any copied range (the kernel's whole definition
  // included), then those their bodies use.
  std::vector<CopiedRange> Ranges = Contents.Code;
  for (const std::vector<CopiedRange> &Lambda : Contents.Lambdas)
    llvm::append_range(Ranges, Lambda);
  {
    SourceLocation KernelBegin = Facts.declarationBegin(*Contents.WrittenKernel);
    SourceLocation Last =
        SM.getExpansionRange(Contents.WrittenKernel->getEndLoc()).getEnd();
    auto [File, Begin] = SM.getDecomposedLoc(KernelBegin);
    Ranges.push_back({File, Begin, SM.getFileOffset(Last) + 1, "", "", {}});
  }
  llvm::SetVector<const MacroInfo *> Macros;
  llvm::StringMap<const MacroInfo *> MacroByName;
  std::vector<llvm::StringRef> Names; ///< Parallel to Macros.
  for (const PreprocessorRecord::Expansion &Use : Record.Expansions) {
    auto [File, Offset] = SM.getDecomposedLoc(Use.Loc);
    for (const CopiedRange &Range : Ranges)
      if (File == Range.File && Offset >= Range.Begin && Offset < Range.End &&
          !llvm::any_of(Range.Edits, [Offset = Offset](const TextEdit &Edit) {
            return Offset >= Edit.Offset && Offset < Edit.Offset + Edit.Length;
          })) {
        if (Macros.insert(Use.Macro)) {
          MacroByName[Use.Name] = Use.Macro;
          Names.push_back(Use.Name);
        }
        break;
      }
  }
  Preprocessor &PP = *Record.PP;
  if (Additions)
    for (const std::string &Name : Additions->Macros) {
      IdentifierInfo &Id = PP.getIdentifierTable().get(Name);
      if (const MacroInfo *Macro = PP.getMacroInfo(&Id);
          Macro && Macros.insert(Macro)) {
        MacroByName[Id.getName()] = Macro;
        Names.push_back(Id.getName());
      }
    }
  auto WrittenStandardly = [&](llvm::StringRef Name, const MacroInfo *Macro) {
    return standardSpelling(Name) &&
           Origins.of(Macro->getDefinitionLoc()) == Origin::ThirdParty;
  };
  for (size_t I = 0; I < Macros.size(); ++I) {
    // Written in standard terms: its own body is not needed.
    if (WrittenStandardly(Names[I], Macros[I]))
      continue;
    for (const Token &T : Macros[I]->tokens())
      if (const IdentifierInfo *Name = T.getIdentifierInfo())
        if (const MacroInfo *Used = PP.getMacroInfo(Name))
          if (Macros.insert(Used)) {
            MacroByName[Name->getName()] = Used;
            Names.push_back(Name->getName());
          }
  }

  for (llvm::StringRef Name :
       {"__CUDA_NO_HALF_OPERATORS__", "__CUDA_NO_HALF_CONVERSIONS__",
        "__CUDA_NO_HALF2_OPERATORS__", "__CUDA_NO_BFLOAT16_OPERATORS__",
        "__CUDA_NO_BFLOAT16_CONVERSIONS__", "__CUDA_NO_BFLOAT162_OPERATORS__"})
    if (const MacroInfo *Macro = PP.getMacroInfo(&PP.getIdentifierTable().get(Name)))
      if (SM.isWrittenInCommandLineFile(Macro->getDefinitionLoc()))
        Contents.HalfDefines += commandLineMacroText(Name, *Macro, PP) + "\n";

  std::vector<std::pair<std::string, const MacroInfo *>> ProjectMacros;
  std::string StandardIncludes;
  for (const auto &[Name, Macro] : MacroByName) {
    SourceLocation Loc = Macro->getDefinitionLoc();
    if (Macro->isBuiltinMacro() || Loc.isInvalid())
      continue;
    if (!SM.getFileEntryRefForID(SM.getFileID(Loc))) {
      // Predefined by the compiler, or given with -D.
      if (SM.isWrittenInCommandLineFile(Loc)) {
        Contents.CommandLineMacros +=
            commandLineMacroText(Name, *Macro, PP) + "\n";
        Unit.Macros.push_back(Name.str());
      }
      continue;
    }
    switch (Origins.of(Loc)) {
    case Origin::Project:
      ProjectMacros.push_back({Name.str(), Macro});
      break;
    case Origin::ThirdParty:
      // A library's macro is copied, or written in standard terms when
      // its own definition reaches into the library's runtime.
      if (const LibraryMacroSpelling *Spelling = standardSpelling(Name)) {
        Contents.CommandLineMacros += (Spelling->Definition + "\n").str();
        Contents.StandardIncludes.insert(Spelling->Include.str());
      } else {
        ProjectMacros.push_back({Name.str(), Macro});
      }
      Unit.Macros.push_back(Name.str());
      break;
    case Origin::Toolchain:
    case Origin::Builtin:
      Walk.IncludedFiles.insert(SM.getFileID(Loc));
      break;
    }
  }
  llvm::sort(ProjectMacros, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.second->getDefinitionLoc(),
                                        B.second->getDefinitionLoc());
  });
  for (const auto &[Name, Macro] : ProjectMacros) {
    CopiedRange Definition = macroDefinitionRange(*Macro, Facts);
    widenToMacroOnlyConditionals(Record, SM, Definition.File, Definition.Begin,
                                 Definition.End);
    // Two macros of one group: the group is written once.
    if (llvm::none_of(Contents.MacroDefinitions, [&](const CopiedRange &Copied) {
          return Copied.File == Definition.File &&
                 Copied.Begin <= Definition.Begin &&
                 Definition.End <= Copied.End;
        }))
      Contents.MacroDefinitions.push_back(std::move(Definition));
    if (!llvm::is_contained(Unit.Macros, Name))
      Unit.Macros.push_back(Name);
  }
  llvm::sort(Unit.Macros);

  // #include lines: how the project itself named each header (the first
  // include in the chain that a project file wrote), in TU order. A
  // toolchain header reached through a third-party one (<cuda_fp16.h> via
  // ATen, <float.h> via c10 and thrust) is named by the deepest <...>
  // include of the chain: the unit needs the toolchain header, not the
  // library, nor the toolchain header the library happened to go through.
  // A toolchain header that the CUDA runtime includes by a quoted name
  // ("math_constants.h" from crt/), as a user names it: in <...>, when it
  // sits directly in an include directory.
  auto quotedToolchainHeader =
      [&](const PreprocessorRecord::Inclusion &Inclusion, FileID Included,
          bool IsToolchain) -> std::optional<PreprocessorRecord::Inclusion> {
    llvm::StringRef Quoted = Inclusion.Spelled;
    if (!IsToolchain || !Quoted.consume_front("\"") ||
        !Quoted.consume_back("\"") || Quoted.contains('/'))
      return std::nullopt;
    std::string Angled = ("<" + Quoted + ">").str();
    llvm::StringRef Path = Facts.realPath(SM.getLocForStartOfFile(Included));
    if (!isPublicHeader(Angled) ||
        !Path.ends_with(("/include/" + Quoted).str()))
      return std::nullopt;
    return PreprocessorRecord::Inclusion{Inclusion.HashLoc, Angled};
  };
  std::vector<std::pair<SourceLocation, std::string>> Includes;
  for (FileID File : Walk.IncludedFiles) {
    bool IsToolchain =
        Origins.of(SM.getLocForStartOfFile(File)) == Origin::Toolchain;
    if (IsToolchain) {
      llvm::StringRef Path = Facts.realPath(SM.getLocForStartOfFile(File));
      // What <cuda_runtime.h> brings needs no line, however the TU first
      // reached it (crt/math_functions.hpp through thrust through c10).
      if (partOfCudaRuntime(Path))
        continue;
      Contents.ToolchainHeaders.insert(llvm::sys::path::filename(Path).str());
    }
    std::optional<PreprocessorRecord::Inclusion> Angled, Quoted;
    for (FileID Current = File; Current.isValid();) {
      SourceLocation IncludeLoc = Record.includeLoc(Current, SM);
      if (IncludeLoc.isInvalid()) {
        // Reached first through what the parse pre-includes (the CUDA
        // runtime, the SDK compatibility header): a user would name the
        // public header (uint64_t: <stdint.h>), which nvcc's runtime header
        // does not always bring.
        if (IsToolchain && (Angled || Quoted))
          Includes.push_back({(Angled ? Angled : Quoted)->HashLoc,
                              (Angled ? Angled : Quoted)->Spelled});
        break;
      }
      auto It = Record.Inclusions.find(Current);
      if (It == Record.Inclusions.end())
        break;
      if (!Angled && isPublicHeader(It->second.Spelled))
        Angled = It->second;
      if (!Quoted)
        Quoted = quotedToolchainHeader(It->second, Current, IsToolchain);
      Origin IncluderOrigin = Origins.of(IncludeLoc);
      // A header the parse itself pre-includes (`-include cuda_fp16.h`, for
      // a half variant) is named as that header, whatever it includes.
      std::optional<PreprocessorRecord::Inclusion> PreIncluded;
      if (IsToolchain && IncluderOrigin == Origin::Builtin)
        PreIncluded = quotedToolchainHeader(It->second, Current, IsToolchain);
      const PreprocessorRecord::Inclusion *Named =
          IncluderOrigin == Origin::Project ? &It->second
          : IsToolchain && IncluderOrigin == Origin::ThirdParty && Angled
              ? &*Angled
          : PreIncluded ? &*PreIncluded
                        : nullptr;
      // A name of another toolchain library than the one the project
      // included (__half through <cub/cub.cuh>) is named by its own
      // header: the unit needs CUDA's half, not CUB (nor, in HIP, hipCUB).
      if (Named && IsToolchain && Angled &&
          headerLibrary(Angled->Spelled) != headerLibrary(Named->Spelled))
        Named = &*Angled;
      // A C library name (FLT_MAX through <cooperative_groups.h>) is named
      // by its own header: HIP's headers do not bring the same ones.
      if (Named && IsToolchain && Angled && isCLibraryHeader(Angled->Spelled) &&
          !isCLibraryHeader(Named->Spelled))
        Named = &*Angled;
      if (Named) {
        Includes.push_back({Named->HashLoc, Named->Spelled});
        break;
      }
      Current = SM.getFileID(IncludeLoc);
    }
  }
  llvm::sort(Includes, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  // The runtime of the parse's language (a HIP TU's unit is HIP).
  Unit.Includes.push_back(Facts.Context.getLangOpts().HIP
                              ? "<hip/hip_runtime.h>"
                              : "<cuda_runtime.h>");
  for (const std::string &Include : Contents.StandardIncludes)
    Unit.Includes.push_back(Include);
  // <stdint.h> for uint32_t and <cstdint> for std::uint32_t: the C++
  // header alone, as a user writes it (every library's brings the C one).
  auto cppSpelling = [](llvm::StringRef Spelled) {
    llvm::StringRef Name = Spelled.drop_front().drop_back();
    return Name.consume_back(".h") ? ("<c" + Name + ">").str() : "";
  };
  for (const auto &[Loc, Spelled] : Includes)
    if (!llvm::is_contained(Unit.Includes, Spelled) &&
        !(isCLibraryHeader(Spelled) &&
          llvm::any_of(Includes, [&, &Spelled = Spelled](const auto &Other) {
            return Other.second == cppSpelling(Spelled);
          })))
      Unit.Includes.push_back(Spelled);
  return Contents;
}

StandaloneUnit buildStandaloneUnit(const UnitContents &Contents,
                                   SourceFacts &Facts,
                                   const PreprocessorRecord &Record) {
  StandaloneUnit Unit = Contents.Facts;
  UnitSpelling Spelling;
  Spelling.Includes = Unit.Includes;
  Unit.Text = writeUnit(Contents, Spelling, Facts, Record).Text;
  return Unit;
}

} // namespace kx
