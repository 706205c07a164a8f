//===- RunReport.h - What a run found, for the person who ran it -*- C++ -*-===//

#ifndef KERNEL_EXTRACT_TOOL_RUNREPORT_H
#define KERNEL_EXTRACT_TOOL_RUNREPORT_H

#include "kernel-extract/Dataset.h"

namespace kx {

/// The end-of-run table on stderr: one row for the TUs that parsed, one per
/// TU that failed or was skipped, so problems stand out in a large database.
void printTable(const Dataset &Data);

/// --verbose on stderr: the TUs that one precompiled preamble of the
/// framework headers they enter first could serve, by group.
void printPreambleGroups(const Dataset &Data);

/// --audit on stderr: one line of totals, then one per missing kernel and
/// unread object.
void printAudit(const Dataset &Data);

/// --list on stdout: each kernel's place, name, template parameters and
/// number of launch sites.
void printList(const Dataset &Data);

} // namespace kx

#endif
