//===- CopiedForms.h - Which declaration a use of another copies -*- C++ -*-===//
//
// A unit copies declarations as they are written: a member is copied with
// its outermost class, an enumerator with its enum, an instantiation as
// its template. Of a library class only some members can be left out.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_CLOSURE_COPIEDFORMS_H
#define KERNEL_EXTRACT_LIB_CLOSURE_COPIEDFORMS_H

namespace clang {
class CXXRecordDecl;
class Decl;
} // namespace clang

namespace kx {

/// The declaration whose text is copied for \p D: the outermost record of
/// a member, the template of a pattern, the enum of an enumerator.
const clang::Decl *emittedDecl(const clang::Decl *D);

/// Members a library class can lose without changing what the kept code
/// means: functions, static data members, friends, static assertions.
bool isPrunable(const clang::Decl *Member);

/// The declaration written in a class for member \p D: the pattern of an
/// instantiated member, canonical.
const clang::Decl *memberPattern(const clang::Decl *D);

/// The class whose written members a copied library declaration holds.
const clang::CXXRecordDecl *writtenRecord(const clang::Decl *D);

} // namespace kx

#endif
