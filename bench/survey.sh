#!/usr/bin/env bash
# A parity survey over projects captured without compiling: for each
# directory holding a compilation database (CMake's export, Bear around a
# build with a stand-in compiler, `ninja -t compdb`; no objects needed, so
# no --audit), runs kernel-extract and prints per project the TUs, those
# parsed clean and with errors, the kernels found (and how many of them come
# from TUs with errors, and how many TUs with errors lost: places the
# project writes `__global__` that became no kernel), the template kernels
# that got no variant, and the units written `standalone: false`. Then the
# first error of every TU with errors, with the kernels it lost, grouped by
# class (the message's first clause, with its location
# and quoted names left out, as bench/unit_rates.py groups the check's
# errors), with a count and one example each, and the reasons template
# kernels got no variant, grouped the same way: the lists to take classes
# from.
#
#   bench/survey.sh [-k build/bin/kernel-extract] [-j N] [-o OUT] DIR...
#
# -o keeps each dataset (and the tool's stderr) under OUT/<name>; by default
# they go to a temporary directory removed at exit. Extra arguments for the
# tool: KX_ARGS. Exit status 1 when a run did not finish (its rows are
# left out; the others are printed). The projects stay outside this
# repository; bench/README.md lists those surveyed (commit, how captured).
set -euo pipefail

tool=${KERNEL_EXTRACT:-$(cd "$(dirname "$0")/.." && pwd)/build/bin/kernel-extract}
jobs=$(nproc)
out=""
usage() { echo "usage: $0 [-k kernel-extract] [-j N] [-o OUT] DIR..." >&2; exit 1; }
while getopts "k:j:o:h" opt; do
  case $opt in
    k) tool=$OPTARG ;;
    j) jobs=$OPTARG ;;
    o) out=$OPTARG ;;
    h) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || usage
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"
require_inputs survey.sh "$tool" "$@"
output_dir "$out"

datasets=()
failed=0
for dir in "$@"; do
  name=$(basename "$(cd "$dir" && pwd)")
  rm -rf "${out:?}/$name"
  # Exit status 2 (some TUs with errors) is a figure here, not a failure.
  status=0
  # shellcheck disable=SC2086
  "$tool" -p "$dir" -o "$out/$name" --hip=false -j "$jobs" --quiet \
    ${KX_ARGS:-} 2> "$out/$name.stderr" || status=$?
  if [ "$status" -gt 2 ] || [ ! -f "$out/$name/summary.json" ]; then
    echo "survey.sh: $name: kernel-extract exited $status; see $out/$name.stderr" >&2
    tail -n 3 "$out/$name.stderr" >&2
    failed=$((failed + 1))
    continue
  fi
  datasets+=("$name=$out/$name")
done

KX_BENCH_DIR=$(cd "$(dirname "$0")" && pwd) python3 - "${datasets[@]}" <<'PY'
import json, os, sys

sys.path.insert(0, os.environ["KX_BENCH_DIR"])
from unit_rates import error_class

keys = ("tus", "clean", "errors", "kernels", "from_errors", "lost",
        "no_variant", "units", "not_standalone")
rows, classes, reasons = [], {}, {}
for arg in sys.argv[1:]:
    name, path = arg.split("=", 1)
    with open(os.path.join(path, "summary.json")) as f:
        s = json.load(f)
    tus = s["translation_units"]["units"]
    units = s["standalone_units"]
    rows.append(dict(zip(keys, (
        sum(1 for u in tus if u["status"] != "skipped"),
        sum(1 for u in tus if u["status"] == "ok"),
        sum(1 for u in tus if u["status"] == "failed"),
        s["kernels"], s.get("kernels_from_tus_with_errors", 0),
        len(s.get("kernels_lost", [])), len(s.get("kernels_without_variants", [])),
        units["written"], units["written"] - units["self_contained"])),
        project=name))
    for u in tus:
        if u["status"] == "failed":
            # "use of undeclared identifier 'x'; did you mean 'y'?" and the
            # tool's own hints after "; " say nothing of the class.
            cls = error_class(u.get("error", "(no message)").split("; ")[0])
            classes.setdefault(cls, []).append(
                (name, u["error"], len(u.get("kernels_lost", []))))
    for k in s.get("kernels_without_variants", []):
        reasons.setdefault(error_class(k["reason"]), []).append(
            (name, "%s: %s: %s" % (k["file"], k["kernel"], k["reason"]), 0))

total = {k: sum(r[k] for r in rows) for k in keys}
total["project"] = "total"
header = ("project", "TUs", "clean", "with errors", "kernels",
          "from TUs w/ errors", "lost", "templates w/o variant", "units",
          "standalone: false")
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for r in rows + [total]:
    print("| %s | " % r["project"] + " | ".join(str(r[k]) for k in keys) + " |")


def grouped(title, groups, lost=False):
    """One row per class, the most frequent first: the TUs or kernels in
    it (and the kernels those TUs lost), the projects, one example."""
    if not groups:
        return
    print()
    print("| %s | count |%s projects | example |" % (
        title, " kernels lost |" if lost else ""))
    print("|---|---|%s---|---|" % ("---|" if lost else ""))
    for cls, hits in sorted(groups.items(), key=lambda c: (-len(c[1]), c[0])):
        print("| %s | %d |%s %s | %s: %s |" % (
            cls.replace("|", "\\|"), len(hits),
            " %d |" % sum(h[2] for h in hits) if lost else "",
            ", ".join(sorted({h[0] for h in hits})),
            hits[0][0], hits[0][1].replace("|", "\\|")))


grouped("first error of a TU, by class", classes, lost=True)
grouped("template kernel without a variant, by reason", reasons)
PY
[ "$failed" -eq 0 ]
