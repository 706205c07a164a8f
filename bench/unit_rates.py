#!/usr/bin/env python3
"""Standalone units that compile, per project, from datasets already written.

    bench/unit_rates.py NAME=DATASET...

Each DATASET is the output of `kernel-extract -p DIR -o DATASET --verify`
(nvcc and hipcc on PATH). Per project it prints: the standalone units
written, how many are written `standalone: false`, how many of the
standalone ones nvcc compiles alone (`verify.cuda`), and how many HIP units
hipcc compiles among those whose CUDA unit compiled (those --verify skipped,
for a ROCm library that is not installed or for what the targeted HIP lacks,
counted apart). Then the repairs the in-process check made
(`closure.repaired`), counted by class: the error with its quoted names
left out ("no member named '…' in namespace '…'"), and the units whose
check failed, by the same classes; and how often the check's verdict
(`closure.check`) agrees with nvcc's (`verify.cuda`). Works on datasets written without the
check too (--check-units=false, or a binary that predates it): they have no
repairs to count.
"""

import collections
import json
import os
import re
import sys


def error_class(error):
    """`standalone.cu:12:5: no member named 'Half' in namespace 'at'`
    -> `no member named '…' in namespace '…'`."""
    message = re.sub(r"^[^ ]*:\d+:\d+: ", "", error)
    return re.sub(r"'[^']*'", "'…'", message)


def rates(path):
    row = collections.Counter()
    repairs, failures = collections.Counter(), collections.Counter()
    with open(os.path.join(path, "manifest.jsonl")) as f:
        for line in f:
            manifest = json.loads(line)
            files = manifest["files"]
            if "standalone" not in files:
                continue
            row["written"] += 1
            with open(os.path.join(path, files["metadata"])) as m:
                meta = json.load(m)
            closure = meta.get("closure", {})
            for repair in closure.get("repaired", []):
                repairs[error_class(repair["error"])] += 1
            row["repaired"] += bool(closure.get("repaired"))
            # Agreement of the in-process check with nvcc, over every unit
            # both judged.
            nvcc = manifest.get("verify", {}).get("cuda", {}).get("status")
            if closure.get("check") and nvcc in ("ok", "failed"):
                row["judged"] += 1
                row["agree"] += (closure["check"] == "ok") == (nvcc == "ok")
                row["only_nvcc_ok"] += closure["check"] == "failed" and nvcc == "ok"
            if closure.get("check") == "failed":
                blocker = next((b for b in meta["standalone_blockers"]
                                if b.startswith("does not compile alone: ")),
                               "")
                failures[error_class(blocker[len("does not compile alone: "):])] += 1
            if not meta.get("standalone"):
                row["blocked"] += 1
                continue
            row["alone"] += 1
            checks = manifest.get("verify", {})
            if checks.get("cuda", {}).get("status") != "ok":
                continue
            row["nvcc_ok"] += 1
            if "hip" not in files:
                continue
            hip = checks.get("hip", {}).get("status")
            if hip == "skipped":
                row["hip_skipped"] += 1
                continue
            row["hip"] += 1
            row["hipcc_ok"] += hip == "ok"
    return row, repairs, failures


def percent(part, whole):
    return "n/a" if whole == 0 else "%.1f%%" % (100.0 * part / whole)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    total = collections.Counter()
    all_repairs, all_failures = collections.Counter(), collections.Counter()
    print("| project | units | standalone: false | nvcc compiles (of standalone) "
          "| hipcc compiles (of CUDA ok, skipped apart) | units repaired |")
    print("|---|---|---|---|---|---|")
    rows = []
    for arg in sys.argv[1:]:
        name, path = arg.split("=", 1)
        row, repairs, failures = rates(path)
        rows.append((name, row))
        total.update(row)
        all_repairs.update(repairs)
        all_failures.update(failures)
    for name, row in rows + [("**total**", total)]:
        print("| %s | %d | %d (%s) | %d of %d (%s) | %d of %d (%s), %d skipped | %d |" % (
            name, row["written"], row["blocked"],
            percent(row["blocked"], row["written"]), row["nvcc_ok"],
            row["alone"], percent(row["nvcc_ok"], row["alone"]),
            row["hipcc_ok"], row["hip"], percent(row["hipcc_ok"], row["hip"]),
            row["hip_skipped"], row["repaired"]))
    if total["judged"]:
        print("\nThe in-process check agrees with nvcc on %d of %d units (%s); "
              "%d failed the check and compile with nvcc." % (
                  total["agree"], total["judged"],
                  percent(total["agree"], total["judged"]),
                  total["only_nvcc_ok"]))
    for title, counts in (("Repairs by class", all_repairs),
                          ("Checks that failed, by class", all_failures)):
        if not counts:
            continue
        print("\n%s:\n" % title)
        for cls, count in counts.most_common():
            print("- %d: %s" % (count, cls))


if __name__ == "__main__":
    main()
