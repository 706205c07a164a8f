//===- Progress.cpp - What a long run is doing, on stderr -----------------===//

#include "Progress.h"
#include "llvm/Support/Process.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

using Clock = std::chrono::steady_clock;

static double secondsSince(Clock::time_point Then) {
  return std::chrono::duration<double>(Clock::now() - Then).count();
}

Progress::Style Progress::styleFor(raw_ostream &OS, bool Quiet) {
  if (Quiet)
    return Style::None;
  std::optional<std::string> Term = sys::Process::GetEnv("TERM");
  bool Dumb = Term && *Term == "dumb";
  return OS.is_displayed() && !Dumb ? Style::Live : Style::Log;
}

Progress::Progress(raw_ostream &OS, Style S, double LogInterval)
    : OS(OS), S(S), LogInterval(LogInterval), Start(Clock::now()),
      LastLine(Start) {}

void Progress::startPhase(StringRef NewNoun, unsigned NewTotal) {
  Noun = NewNoun.str();
  Total = NewTotal;
  Done = 0;
  Start = Clock::now();
}

std::string Progress::text() const {
  double Elapsed = secondsSince(Start);
  std::string Line = fmt::format("{}/{} {}", Done, Total, Noun);
  if (Kernels)
    Line += fmt::format(", {} kernels seen", Kernels);
  Line += fmt::format(", {:.0f} s", Elapsed);
  // The rest at the pace so far: TUs differ, but a large database averages.
  if (Done && Done < Total)
    Line += fmt::format(", about {:.0f} s left",
                        Elapsed / Done * (Total - Done));
  return Line;
}

void Progress::draw() {
  OS << "\r\x1b[Kkernel-extract: " << text();
  OS.flush();
  Drawn = true;
}

void Progress::advance(unsigned KernelsSoFar) {
  ++Done;
  Kernels = KernelsSoFar;
  if (S == Style::Live) {
    draw();
  } else if (S == Style::Log && secondsSince(LastLine) >= LogInterval) {
    OS << "kernel-extract: progress: " << text() << "\n";
    LastLine = Clock::now();
  }
}

void Progress::clear() {
  if (!Drawn)
    return;
  OS << "\r\x1b[K";
  OS.flush();
  Drawn = false;
}

void Progress::print(const Twine &Line) {
  bool Redraw = Drawn;
  clear();
  OS << Line << "\n";
  if (Redraw)
    draw();
}

} // namespace kx
