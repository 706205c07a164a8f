//===- DiagnosticText.cpp - One line per clang diagnostic -----------------===//

#include "DiagnosticText.h"
#include "clang/Basic/SourceManager.h"
#include <fmt/format.h>

namespace kx {

std::string describeDiagnostic(const clang::Diagnostic &Info) {
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    clang::PresumedLoc Loc =
        Info.getSourceManager().getPresumedLoc(Info.getLocation());
    if (Loc.isValid())
      return fmt::format("{}:{}:{}: {}", Loc.getFilename(), Loc.getLine(),
                         Loc.getColumn(), Message.str().str());
  }
  return Message.str().str();
}

} // namespace kx
