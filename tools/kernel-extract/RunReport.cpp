//===- RunReport.cpp - What a run found, for the person who ran it --------===//

#include "RunReport.h"
#include "ToolOutput.h"
#include "kernel-extract/Extraction.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>
#include <fmt/ranges.h>

using namespace llvm;

namespace kx {

/// "; kernels lost: 2 (a.cu:12, a.cu:40)": where a TU's errors cost
/// kernels, the first few places.
static std::string lostKernels(const std::vector<SourceLine> &Lost,
                               StringRef Root) {
  if (Lost.empty())
    return "";
  constexpr size_t Shown = 3;
  std::vector<std::string> Places;
  for (const SourceLine &L : ArrayRef(Lost).take_front(Shown))
    Places.push_back(
        fmt::format("{}:{}", shownFromRoot(L.File, Root), L.Line));
  if (Lost.size() > Shown)
    Places.push_back("...");
  return fmt::format("; kernels lost: {} ({})", Lost.size(),
                     fmt::join(Places, ", "));
}

/// The end-of-run table: one row for the TUs that parsed, one per TU that
/// failed or was skipped, so problems stand out in a large database.
void printTable(const Dataset &Data) {
  using Status = TranslationUnitReport::Status;
  unsigned Parsed = 0, Kernels = 0;
  for (const TranslationUnitReport &R : Data.TranslationUnits)
    if (R.State == Status::Parsed) {
      ++Parsed;
      Kernels += R.KernelsFound;
    }
  auto Row = [](StringRef State, StringRef Unit, StringRef Detail) {
    errs() << fmt::format("  {:<8} {:<40} {}\n", State.str(), Unit.str(),
                          Detail.str());
  };
  errs() << "kernel-extract: translation units:\n";
  Row("ok", fmt::format("{} parsed", Parsed),
      fmt::format("{} kernel definitions seen", Kernels));
  for (const TranslationUnitReport &R : Data.TranslationUnits)
    if (R.State != Status::Parsed)
      Row(R.State == Status::Failed ? "failed" : "skipped",
          shownFromRoot(R.File, Data.ProjectRoot),
          R.Detail + lostKernels(R.KernelsLost, Data.ProjectRoot));
}

/// A line of totals, then a line per group: its headers, then its TUs.
void printPreambleGroups(const Dataset &Data) {
  std::vector<PreambleGroup> Groups = preambleGroups(Data.TranslationUnits);
  size_t Parsed = Data.countTUs(TranslationUnitReport::Status::Parsed);
  size_t Served = 0;
  for (const PreambleGroup &Group : Groups)
    Served += Group.Files.size();
  errs() << fmt::format("kernel-extract: framework preambles: {} of {} parsed "
                        "TUs could share one ({} {})\n",
                        Served, Parsed, Groups.size(),
                        Groups.size() == 1 ? "group" : "groups");
  for (size_t I = 0; I < Groups.size(); ++I) {
    std::vector<std::string> Headers, Files;
    for (const PrefixHeader &Header : Groups[I].Prefix)
      Headers.push_back(Header.Spelled);
    for (const std::string &File : Groups[I].Files)
      Files.push_back(shownFromRoot(File, Data.ProjectRoot));
    errs() << fmt::format("  group {}: {} TUs; {}\n    {}\n", I + 1,
                          Files.size(), fmt::join(Headers, " "),
                          fmt::join(Files, " "));
  }
}

/// One line of totals, then one per missing kernel and unread object.
void printAudit(const Dataset &Data) {
  const AuditReport &Audit = *Data.Audit;
  // A build that compiled and linked in one command (hipcc -o app x.hip)
  // names objects that were temporary: nothing was checked, and "0 of 0"
  // must not read as a pass.
  if (Audit.ObjectsRead == 0 && Audit.ObjectsUnread.empty())
    note("audit: nothing checked: the database names no object");
  else if (Audit.ObjectsRead == 0)
    note(fmt::format("audit: nothing checked: none of the {} objects the "
                     "database names could be read (a build that compiles "
                     "and links in one command leaves none: compile with -c)",
                     Audit.ObjectsUnread.size()));
  else
    note(
        fmt::format("audit: {} of {} kernels the build compiled are in the "
                    "dataset ({} objects read, {} kernels outside the project)",
                    Audit.KernelsInDataset, Audit.KernelsCompiled,
                    Audit.ObjectsRead, Audit.KernelsOutsideProject));
  for (const MissingKernel &M : Audit.Missing)
    note(fmt::format("audit: missing {} ({}) from {}", M.Kernel, M.Symbol,
                     shownFromRoot(M.Object, Data.ProjectRoot)));
  for (const auto &[Object, Why] : Audit.ObjectsUnread)
    note(fmt::format("audit: warning: {} not read: {}",
                     shownFromRoot(Object, Data.ProjectRoot), Why));
}

void printList(const Dataset &Data) {
  for (const ExtractedKernel &K : Data.Kernels) {
    const Kernel &D = K.Definition;
    std::string Template;
    if (D.IsTemplate) {
      Template = " template<";
      for (size_t I = 0; I < D.TemplateParameters.size(); ++I)
        Template += (I ? ", " : "") + D.TemplateParameters[I].Text;
      Template += ">";
    }
    outs() << fmt::format("{}:{}: {}{} ({} launch site{})\n",
                          shownFromRoot(D.Span.File, Data.ProjectRoot),
                          D.Span.BeginLine, D.QualifiedName, Template,
                          K.Launches.size(),
                          K.Launches.size() == 1 ? "" : "s");
  }
}

} // namespace kx
