//===- CompilationDatabaseFuzzer.cpp - Fuzz the -p reader -----------------===//
//
// The bytes are a compile_commands.json: it is read with the checks -p
// makes, and every command it holds is translated to a clang parse, as a
// run would before parsing anything.
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "Setup/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  auto Database = kx::parseCompilationDatabase(Text, "compile_commands.json");
  if (!Database) {
    llvm::consumeError(Database.takeError());
    return 0;
  }
  kx::TranslationSettings Settings;
  for (const clang::tooling::CompileCommand &Command :
       (*Database)->getAllCompileCommands())
    (void)kx::translateCommand(Command, Settings);
  return 0;
}
