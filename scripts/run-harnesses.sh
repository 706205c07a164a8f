#!/usr/bin/env bash
# Runs the harnesses of a dataset on a GPU: builds each CUDA harness whose
# --verify link passed (the command recorded in the manifest; with
# --unverified, every harness written, with the command --verify would
# record: a dataset written without --verify, on a machine whose nvcc
# builds faster than the extraction's), runs it twice
# under `compute-sanitizer --tool memcheck`, and reports per kernel whether
# it ran clean and gave the same outputs both times; then the fractions.
# With --hip it builds and runs the .harness.hip programs instead (no
# memcheck: an AMD GPU), and with --reference DIR compares their outputs
# with a CUDA run's (this script's -o of an NVIDIA run).
# With --cpu, no GPU: every harness written is built for the CPU runtime
# (scripts/cpu-harness.sh: the host compiler, AddressSanitizer and UBSan;
# with --hip, 64-wide wavefronts, or --warp-size N) and run twice; status
# sanitizer-errors for a sanitizer's report, not-runnable for a kernel the
# runtime refuses (the reason in the run's log).
#
#   scripts/run-harnesses.sh [-o RESULTS] [--cpu [--warp-size N]] [--hip]
#                            [--reference DIR] [--timeout S] [--limit N]
#                            [--unverified] DATASET
#
# RESULTS (default DATASET/../harness-runs) gets, per kernel, the program,
# its two outputs (<id>.out.1, <id>.out.2), the sanitizer logs, and
# report.tsv (id, status, checksum); nothing is written into DATASET.
# Needs nvcc and compute-sanitizer (hipcc with --hip) on PATH, or NVCC,
# HIPCC and COMPUTE_SANITIZER set. Exit status: 0 when every harness ran
# clean with the same outputs twice, 1 otherwise, 2 on bad usage.
set -uo pipefail

results=""
hip=false
reference=""
timeout_s=120
limit=0
unverified=false
cpu=false
warp=()
usage() {
  echo "usage: $0 [-o RESULTS] [--cpu [--warp-size N]] [--hip] [--reference DIR] [--timeout S] [--limit N] [--unverified] DATASET" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case $1 in
    -o) results=${2:-}; shift 2 || usage ;;
    --hip) hip=true; shift ;;
    --reference) reference=${2:-}; shift 2 || usage ;;
    --timeout) timeout_s=${2:-}; shift 2 || usage ;;
    --limit) limit=${2:-}; shift 2 || usage ;;
    --unverified) unverified=true; shift ;;
    --cpu) cpu=true; shift ;;
    --warp-size) warp=(--warp-size "${2:-}"); shift 2 || usage ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run-harnesses.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
dataset=$(cd "$1" 2>/dev/null && pwd) || {
  echo "run-harnesses.sh: $1: no such directory" >&2; exit 2; }
if [ ! -f "$dataset/manifest.jsonl" ]; then
  echo "run-harnesses.sh: $1: not a dataset (no manifest.jsonl)" >&2
  exit 2
fi
case $timeout_s$limit in
  *[!0-9]*) echo "run-harnesses.sh: --timeout and --limit take a number" >&2; exit 2 ;;
esac
if [ -n "$reference" ] && [ ! -f "$reference/report.tsv" ]; then
  echo "run-harnesses.sh: --reference $reference: no report.tsv there (a CUDA run's -o)" >&2
  exit 2
fi

if $hip; then
  compiler=${HIPCC:-hipcc}
  key=harness_hip
else
  compiler=${NVCC:-nvcc}
  key=harness
fi
sanitizer=${COMPUTE_SANITIZER:-compute-sanitizer}
tools=("$compiler")
$hip || tools+=("$sanitizer")
if $cpu; then
  # Every harness written: the recorded link check is nvcc's (hipcc's).
  unverified=true
  compiler=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/cpu-harness.sh
  tools=() # cpu-harness.sh finds its compiler, or says why not
  export ASAN_OPTIONS=${ASAN_OPTIONS:-exitcode=86} UBSAN_OPTIONS=${UBSAN_OPTIONS:-exitcode=86}
fi
for tool in "${tools[@]}"; do
  if ! command -v "$tool" >/dev/null; then
    echo "run-harnesses.sh: $tool not found (set NVCC, HIPCC or COMPUTE_SANITIZER)" >&2
    exit 2
  fi
done
results=${results:-$dataset/../harness-runs}
mkdir -p "$results" || exit 2
results=$(cd "$results" && pwd)

# id, recorded command and file of each harness whose link check passed (or,
# --unverified, of each harness, with the command --verify records).
/usr/bin/env python3 - "$dataset" "$key" "$limit" "$unverified" > "$results/harnesses.tsv" <<'PY' || exit 2
import json, sys
dataset, key, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
unverified = sys.argv[4] == "true"
rows = 0
with open(dataset + "/manifest.jsonl") as manifest:
    for line in manifest:
        row = json.loads(line)
        if unverified:
            source = row["files"].get(key)
            if not source:
                continue
            meta = {}
            if row["files"].get("metadata"):
                with open(dataset + "/" + row["files"]["metadata"]) as f:
                    meta = json.load(f)
            dialect = meta.get("closure", {}).get("nvcc_options", [])
            standard = [o for o in dialect if o.startswith("-std=")]
            standard = standard or ["-std=c++17"]
            if key == "harness":
                flags = standard + ["-arch=sm_80"] + [
                    o for o in dialect if not o.startswith("-std=")]
            else:
                flags = standard + ["--offload-arch=gfx90a"]
            command = " ".join(["compiler"] + flags +
                               [source, "-o", "kernels/" + row["id"] + ".harness"])
        else:
            check = row["verify"].get(key, {})
            if check.get("status") != "ok":
                continue
            command = check["command"]
        print(row["id"] + "\t" + command + "\t" + row["files"].get(key, ""))
        rows += 1
        if limit and rows == limit:
            break
PY

report=$results/report.tsv
: > "$report"
total=0; clean=0; same=0; matches=0
while IFS=$'\t' read -r id command source; do
  total=$((total + 1))
  exe=$results/$id
  # The recorded command, run from the dataset, with the program put in
  # RESULTS and the compiler the one chosen here.
  read -r -a words <<< "$command"
  words[0]=$compiler
  if $cpu; then
    words=("$compiler" "${warp[@]}" "$source" -o "$exe")
  fi
  for i in "${!words[@]}"; do
    if [ "${words[$i]}" = "-o" ]; then words[$((i + 1))]=$exe; fi
  done
  if ! (cd "$dataset" && "${words[@]}") > "$results/$id.build.log" 2>&1; then
    printf '%s\tbuild-failed\t-\n' "$id" >> "$report"
    continue
  fi
  # The option naming the output file: `out`, or `out_` where a kernel
  # parameter is named out, as the harness's header says.
  option=out
  for word in "${words[@]}"; do
    case $word in
      *.harness.cu|*.harness.hip)
        named=$(sed -n 's/.*(in parameter order) to `\([A-Za-z0-9_]*\)` and$/\1/p' \
          "$dataset/$word" 2>/dev/null | head -n 1)
        option=${named:-out} ;;
    esac
  done
  status=clean
  sums=()
  for run in 1 2; do
    log=$results/$id.run.$run.log
    if $hip || $cpu; then
      timeout "$timeout_s" "$exe" "$option=$results/$id.out.$run" > "$log" 2>&1
    else
      timeout "$timeout_s" "$sanitizer" --tool memcheck --error-exitcode 86 \
        "$exe" "$option=$results/$id.out.$run" > "$log" 2>&1
    fi
    rc=$?
    if [ $rc -eq 86 ]; then status=$($cpu && echo sanitizer-errors || echo memcheck-errors)
    elif [ $rc -eq 3 ] && $cpu; then status=not-runnable
    elif [ $rc -eq 124 ]; then status=timeout
    elif [ $rc -ne 0 ]; then status=run-failed
    fi
    [ "$status" = clean ] || break
    sums+=("$(sed -n 's/^checksum //p' "$log" | tail -n 1)")
  done
  checksum=-
  if [ "$status" = clean ]; then
    clean=$((clean + 1))
    checksum=${sums[0]}
    if cmp -s "$results/$id.out.1" "$results/$id.out.2"; then
      same=$((same + 1))
    else
      status=outputs-differ
    fi
  fi
  if [ -n "$reference" ] && [ "$status" = clean ]; then
    if cmp -s "$results/$id.out.1" "$reference/$id.out.1"; then
      matches=$((matches + 1))
    else
      status=differs-from-reference
    fi
  fi
  printf '%s\t%s\t%s\n' "$id" "$status" "$checksum" >> "$report"
done < "$results/harnesses.tsv"

rate() { if [ "$2" -eq 0 ]; then echo n/a; else echo "$(( 1000 * $1 / $2 / 10 )).$(( 1000 * $1 / $2 % 10 ))%"; fi; }
echo "harnesses run: $total"
echo "ran clean$($cpu && echo ' on the CPU' || { $hip || echo ' under memcheck'; }): $clean ($(rate $clean $total))"
echo "clean, with the same outputs twice: $same ($(rate $same $total))"
if [ -n "$reference" ]; then
  echo "identical to the reference run: $matches ($(rate $matches $total))"
fi
echo "per kernel: $report"
[ "$total" -gt 0 ] && [ "$same" -eq "$total" ] && { [ -z "$reference" ] || [ "$matches" -eq "$total" ]; }
