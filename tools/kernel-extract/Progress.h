//===- Progress.h - What a long run is doing, on stderr ---------*- C++ -*-===//
//
// A run over a large database takes minutes to hours. On a terminal one
// line is redrawn in place; in a log (stderr not a terminal) a plain line
// is written at most every few seconds, so a short run writes none. None of
// it goes into the dataset.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TOOL_PROGRESS_H
#define KERNEL_EXTRACT_TOOL_PROGRESS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <string>

namespace kx {

class Progress {
public:
  enum class Style { None, Live, Log };

  /// Live on a terminal (not TERM=dumb), Log otherwise; None when \p Quiet.
  static Style styleFor(llvm::raw_ostream &OS, bool Quiet);

  /// \p LogInterval: least seconds between two Log lines.
  Progress(llvm::raw_ostream &OS, Style S, double LogInterval);
  ~Progress() { clear(); }

  /// Starts counting \p Total items of a phase ("TUs", "units verified").
  void startPhase(llvm::StringRef Noun, unsigned Total);
  /// One more item done; \p Kernels is the running count of kernels found.
  void advance(unsigned Kernels = 0);
  /// Prints \p Line (a note) without tearing the live line.
  void print(const llvm::Twine &Line);
  /// Removes the live line, so what follows starts a clean line.
  void clear();

private:
  std::string text() const;
  void draw();

  llvm::raw_ostream &OS;
  Style S;
  double LogInterval;
  std::chrono::steady_clock::time_point Start, LastLine;
  std::string Noun;
  unsigned Total = 0, Done = 0, Kernels = 0;
  bool Drawn = false;
};

} // namespace kx

#endif
