#!/usr/bin/env bash
# Completeness over a regression corpus: for each directory that already
# holds a real nvcc build (a compile_commands.json and the objects its
# entries produced), runs kernel-extract --audit and prints, per project and
# in total: the TUs nvcc compiled, those parsed clean and with errors, the
# kernel instantiations the build compiled, those in the dataset, and the
# recall. Fetching and building the projects is not its job (README.md says
# how the corpus was built).
#
#   bench/corpus.sh [-k build/bin/kernel-extract] [-j N] [-o OUT] DIR...
#
# -o keeps each dataset under OUT/<name>; by default they go to a temporary
# directory removed at exit. Extra arguments for the tool: KX_ARGS.
set -euo pipefail

tool=${KERNEL_EXTRACT:-$(cd "$(dirname "$0")/.." && pwd)/build/bin/kernel-extract}
jobs=$(nproc)
out=""
while getopts "k:j:o:" opt; do
  case $opt in
    k) tool=$OPTARG ;;
    j) jobs=$OPTARG ;;
    o) out=$OPTARG ;;
    *) echo "usage: $0 [-k kernel-extract] [-j N] [-o OUT] DIR..." >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
  echo "corpus.sh: name at least one directory holding compile_commands.json" >&2
  exit 1
fi
if [ ! -x "$tool" ]; then
  echo "corpus.sh: $tool: not an executable (build first, or pass -k)" >&2
  exit 1
fi
for dir in "$@"; do
  if [ ! -f "$dir/compile_commands.json" ]; then
    echo "corpus.sh: $dir: no compile_commands.json" >&2
    exit 1
  fi
done

if [ -z "$out" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

summaries=()
for dir in "$@"; do
  name=$(basename "$(cd "$dir" && pwd)")
  rm -rf "${out:?}/$name"
  # Exit status 2 (some TUs with errors) is a figure here, not a failure.
  status=0
  # shellcheck disable=SC2086
  "$tool" -p "$dir" -o "$out/$name" --audit --hip=false -j "$jobs" \
    ${KX_ARGS:-} 2> "$out/$name.stderr" || status=$?
  if [ "$status" -gt 2 ] || [ ! -f "$out/$name/summary.json" ]; then
    echo "corpus.sh: $name: kernel-extract exited $status; see $out/$name.stderr" >&2
    tail -n 3 "$out/$name.stderr" >&2
    continue
  fi
  summaries+=("$name=$out/$name/summary.json")
done

python3 - "${summaries[@]}" <<'PY'
import json, sys

rows = []
for arg in sys.argv[1:]:
    name, path = arg.split("=", 1)
    with open(path) as f:
        s = json.load(f)
    units = s["translation_units"]["units"]
    audit = s.get("audit") or {}
    rows.append({
        "project": name,
        "tus": sum(1 for u in units if u["status"] != "skipped"),
        "clean": sum(1 for u in units if u["status"] == "ok"),
        "errors": sum(1 for u in units if u["status"] == "failed"),
        "compiled": audit.get("kernels_compiled", 0),
        "in_dataset": audit.get("kernels_in_dataset", 0),
        "kernels": s["kernels"],
        "from_errors": s.get("kernels_from_tus_with_errors", 0),
    })

def recall(r):
    return "n/a" if r["compiled"] == 0 else "%.1f%%" % (100.0 * r["in_dataset"] / r["compiled"])

total = {"project": "total"}
for key in ("tus", "clean", "errors", "compiled", "in_dataset", "kernels", "from_errors"):
    total[key] = sum(r[key] for r in rows)
header = ("project", "TUs", "clean", "with errors", "kernels compiled",
          "in dataset", "recall", "dataset kernels", "from TUs w/ errors")
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for r in rows + [total]:
    print("| %s | %d | %d | %d | %d | %d | %s | %d | %d |" % (
        r["project"], r["tus"], r["clean"], r["errors"], r["compiled"],
        r["in_dataset"], recall(r), r["kernels"], r["from_errors"]))
PY
