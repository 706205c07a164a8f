#!/usr/bin/env bash
# Completeness over a regression corpus: for each directory that already
# holds a real nvcc build (a compile_commands.json and the objects its
# entries produced), runs kernel-extract --audit and prints, per project and
# in total: the TUs nvcc compiled, those parsed clean and with errors, the
# kernel instantiations the build compiled, those in the dataset, and the
# recall. Fetching and building the projects is not its job (README.md says
# how the corpus was built).
#
# A second table follows, from the datasets alone: the template kernels
# the project launches and how many got a variant; among templates with a
# valid float variant, how many also have a half one (__half, or the
# project's at::Half/c10::Half); the launch sites whose block size folded
# to a number; the grids that do not fold, and how many of them are written
# in the launcher's parameters (`expression`). The unfolded block sizes'
# texts are listed after it.
#
# With -v it also runs --verify (HIP units included) and prints a second
# table: the standalone units written, the fraction marked not
# self-contained, the rate of self-contained units nvcc compiles alone, and
# the rate of HIP units hipcc compiles among those whose CUDA unit compiled
# (those --verify skipped, for a ROCm library that is not installed or for
# what the targeted HIP lacks, counted apart). With -v the run also writes
# harnesses (--harness), and a last table gives the units whose harness
# nvcc compiles and links, the HIP units whose harness hipcc compiles and
# links (over all units of each kind, and over those whose unit compiled),
# and the fraction of harness sizes (buffer counts, grid, block, dynamic
# shared memory) derived rather than assumed.
#
#   bench/corpus.sh [-k build/bin/kernel-extract] [-j N] [-o OUT] [-v] DIR...
#
# -o keeps each dataset under OUT/<name>; by default they go to a temporary
# directory removed at exit. Extra arguments for the tool: KX_ARGS.
set -euo pipefail

tool=${KERNEL_EXTRACT:-$(cd "$(dirname "$0")/.." && pwd)/build/bin/kernel-extract}
jobs=$(nproc)
out=""
verify=false
while getopts "k:j:o:v" opt; do
  case $opt in
    k) tool=$OPTARG ;;
    j) jobs=$OPTARG ;;
    o) out=$OPTARG ;;
    v) verify=true ;;
    *) echo "usage: $0 [-k kernel-extract] [-j N] [-o OUT] [-v] DIR..." >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
  echo "corpus.sh: name at least one directory holding compile_commands.json" >&2
  exit 1
fi
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"
require_inputs corpus.sh "$tool" "$@"
output_dir "$out"

mode=(--hip=false)
if $verify; then
  mode=(--verify --harness)
fi

summaries=()
for dir in "$@"; do
  name=$(basename "$(cd "$dir" && pwd)")
  rm -rf "${out:?}/$name"
  # Exit status 2 (some TUs with errors) is a figure here, not a failure.
  status=0
  # shellcheck disable=SC2086
  "$tool" -p "$dir" -o "$out/$name" --audit "${mode[@]}" -j "$jobs" \
    ${KX_ARGS:-} 2> "$out/$name.stderr" || status=$?
  if [ "$status" -gt 2 ] || [ ! -f "$out/$name/summary.json" ]; then
    echo "corpus.sh: $name: kernel-extract exited $status; see $out/$name.stderr" >&2
    tail -n 3 "$out/$name.stderr" >&2
    continue
  fi
  summaries+=("$name=$out/$name")
done

KX_BENCH_DIR=$(cd "$(dirname "$0")" && pwd) python3 - "$verify" "${summaries[@]}" <<'PY'
import json, os, sys

sys.path.insert(0, os.environ["KX_BENCH_DIR"])
import unit_rates

rows = []
verify = sys.argv[1] == "true"
units_rows = []
harness_rows = []
for arg in sys.argv[2:]:
    name, path = arg.split("=", 1)
    with open(os.path.join(path, "summary.json")) as f:
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
    if not verify:
        continue
    # Per unit: self-contained or not, and the two compile checks (a HIP
    # unit --verify skipped, for a ROCm library not installed or for what
    # the targeted HIP lacks, counted apart): unit_rates.py's reading.
    counts = unit_rates.rates(path)[0]
    u = {"project": name}
    for key in ("written", "blocked", "alone", "nvcc_ok", "hip",
                "hip_skipped", "hipcc_ok"):
        u[key] = counts[key]
    units_rows.append(u)
    # Per harness: linked or not, over all units and over those whose
    # unit compiled; and where each of its sizes came from.
    h = {"project": name, "units": 0, "cuda_ok": 0, "linked": 0,
         "hip_units": 0, "hip_ok": 0, "hip_linked": 0, "sizes": 0,
         "derived": 0}
    with open(os.path.join(path, "manifest.jsonl")) as f:
        for line in f:
            row = json.loads(line)
            files, checks = row["files"], row.get("verify", {})
            if "standalone" in files:
                h["units"] += 1
                h["cuda_ok"] += checks["cuda"]["status"] == "ok"
                h["linked"] += checks.get("harness", {}).get("status") == "ok"
            if "hip" in files:
                h["hip_units"] += 1
                h["hip_ok"] += checks["hip"]["status"] == "ok"
                h["hip_linked"] += checks.get("harness_hip", {}).get("status") == "ok"
            if "harness" in files:
                with open(os.path.join(path, files["metadata"])) as m:
                    for size in json.load(m)["harness"]["sizes"]:
                        h["sizes"] += 1
                        h["derived"] += size["origin"] != "assumed"
    harness_rows.append(h)

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

HALF = ("__half", "c10::Half", "at::Half")

def variant_rows(path):
    """Per template kernel (file, name): its variants' arguments, and
    whether the project launches it."""
    kernels, sites = {}, {}
    with open(os.path.join(path, "manifest.jsonl")) as f:
        for line in f:
            row = json.loads(line)
            for site in row.get("launches", []):
                sites[(site["file"], site["line"], site["column"])] = site
            t = row.get("template")
            if not t:
                continue
            k = kernels.setdefault((row["source"]["file"], row["kernel"]),
                                   {"launched": bool(t.get("launched")),
                                    "variants": []})
            if t.get("origin") != "as-written":
                k["variants"].append(list(t["args"].values()))
    return kernels, sites

vrows, unfolded = [], {}
for arg in sys.argv[2:]:
    name, path = arg.split("=", 1)
    kernels, sites = variant_rows(path)
    launched = [k for k in kernels.values() if k["launched"]]
    with_float = [k for k in kernels.values()
                  if any("float" in args for args in k["variants"])]
    vrows.append({
        "project": name,
        "launched": len(launched),
        "launched_ok": sum(1 for k in launched if k["variants"]),
        "float": len(with_float),
        "half": sum(1 for k in with_float
                    if any(a in HALF for args in k["variants"] for a in args)),
        "sites": len(sites),
        "folded": sum(1 for s in sites.values() if s["block"].get("value") is not None),
        # A grid that does not fold, but that a harness can compute from
        # the launcher's parameters.
        "runtime_grids": sum(1 for s in sites.values()
                             if s["grid"].get("value") is None),
        "expressed": sum(1 for s in sites.values()
                         if s["grid"].get("value") is None
                         and s["grid"].get("expression") is not None),
    })
    for s in sites.values():
        if s["block"].get("value") is None:
            text = s["block"].get("text") or "(none)"
            unfolded[text] = unfolded.get(text, 0) + 1

def fraction(part, whole):
    return "n/a" if whole == 0 else "%.1f%%" % (100.0 * part / whole)

vtotal = {"project": "total"}
for key in ("launched", "launched_ok", "float", "half", "sites", "folded",
            "runtime_grids", "expressed"):
    vtotal[key] = sum(v[key] for v in vrows)
header = ("project", "launched templates", "with a variant",
          "templates with float", "also half", "launch sites", "block folded",
          "runtime grids", "as parameters")
print()
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for v in vrows + [vtotal]:
    print("| %s | %d | %d (%s) | %d | %d (%s) | %d | %d (%s) | %d | %d (%s) |" % (
        v["project"], v["launched"], v["launched_ok"],
        fraction(v["launched_ok"], v["launched"]), v["float"], v["half"],
        fraction(v["half"], v["float"]), v["sites"], v["folded"],
        fraction(v["folded"], v["sites"]), v["runtime_grids"],
        v["expressed"], fraction(v["expressed"], v["runtime_grids"])))
print()
print("Block sizes not folded (sites, text):")
for text, count in sorted(unfolded.items(), key=lambda i: (-i[1], i[0])):
    print("%5d  %s" % (count, text))

if not verify:
    sys.exit(0)

def rate(part, whole):
    return "n/a" if whole == 0 else "%.1f%%" % (100.0 * part / whole)

utotal = {"project": "total"}
for key in ("written", "blocked", "alone", "nvcc_ok", "hip", "hip_skipped",
            "hipcc_ok"):
    utotal[key] = sum(u[key] for u in units_rows)
header = ("project", "units", "not self-contained", "self-contained",
          "nvcc compiles", "HIP units skipped", "HIP units checked",
          "hipcc compiles")
print()
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for u in units_rows + [utotal]:
    print("| %s | %d | %d (%s) | %d | %d (%s) | %d | %d | %d (%s) |" % (
        u["project"], u["written"], u["blocked"], rate(u["blocked"], u["written"]),
        u["alone"], u["nvcc_ok"], rate(u["nvcc_ok"], u["alone"]),
        u["hip_skipped"], u["hip"], u["hipcc_ok"], rate(u["hipcc_ok"], u["hip"])))

htotal = {"project": "total"}
for key in ("units", "cuda_ok", "linked", "hip_units", "hip_ok", "hip_linked",
            "sizes", "derived"):
    htotal[key] = sum(h[key] for h in harness_rows)
header = ("project", "units", "harness links", "of units compiled",
          "HIP units", "HIP harness links", "of HIP units compiled",
          "sizes", "derived")
print()
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for h in harness_rows + [htotal]:
    print("| %s | %d | %d (%s) | %s | %d | %d (%s) | %s | %d | %d (%s) |" % (
        h["project"], h["units"], h["linked"], rate(h["linked"], h["units"]),
        rate(h["linked"], h["cuda_ok"]), h["hip_units"], h["hip_linked"],
        rate(h["hip_linked"], h["hip_units"]), rate(h["hip_linked"], h["hip_ok"]),
        h["sizes"], h["derived"], rate(h["derived"], h["sizes"])))
PY
