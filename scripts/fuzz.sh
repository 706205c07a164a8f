#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with clang-19, ASan and UBSan, and
# runs each for SECONDS (default 60), or until it has run RUNS inputs when
# that comes first, seeded from test/Inputs. Prints each target's executions
# and exits non-zero if any target crashed (the input that did it is kept
# next to its log, as libFuzzer writes it).
#
#   scripts/fuzz.sh [SECONDS [RUNS]]
#
# Environment: BUILD_DIR (default build-fuzz/). Each target's corpus is kept
# in BUILD_DIR/fuzz-corpus/ and grows over runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
runs_limit=${2:--1}
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -eq 0 ]; then
  echo "fuzz.sh: SECONDS must be a positive number, not '$seconds'" >&2
  exit 1
fi
if [ "$runs_limit" != -1 ] && ! [[ "$runs_limit" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: RUNS must be a positive number, not '$runs_limit'" >&2
  exit 1
fi
"$root/scripts/install-deps.sh" --sanitizers
build=${BUILD_DIR:-$root/build-fuzz}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++-19 -DKX_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
targets=(CompilationDatabaseFuzzer CommandTranslationFuzzer OutputDirectoryFuzzer)
ninja -C "$build" "${targets[@]}"

# Seeds: the test databases, the command lines they hold (one argument a
# line, a response file after a NUL) and paths a dataset writes.
seeds=$build/fuzz-seeds
rm -rf "$seeds"
python3 "$root/fuzz/make_seeds.py" "$root/test/Inputs" "$seeds"

status=0
for target in "${targets[@]}"; do
  corpus=$build/fuzz-corpus/$target
  logs=$build/fuzz-logs/$target
  mkdir -p "$corpus" "$logs"
  log=$logs/run.log
  set +e
  # The fuzzers write scratch files under TMPDIR; give them their own, in
  # memory where there is a tmpfs (five times the executions a second).
  if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    scratch=$(mktemp -d -p /dev/shm)
  else
    scratch=$(mktemp -d)
  fi
  # Each line of an output-directory input is a file written: inputs are
  # kept short, or an execution costs hundreds of writes (its executions a
  # second fall from thousands to under a hundred as libFuzzer lengthens
  # them).
  extra=()
  [ "$target" = OutputDirectoryFuzzer ] && extra=(-max_len=128)
  started=$SECONDS
  TMPDIR=$scratch "$build/bin/$target" -max_total_time="$seconds" \
    -runs="$runs_limit" "${extra[@]}" \
    -print_final_stats=1 -artifact_prefix="$logs/" -timeout=10 \
    -rss_limit_mb=4096 "$corpus" "$seeds/$target" > "$log" 2>&1
  code=$?
  rm -rf "$scratch"
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  if [ "$code" -ne 0 ]; then
    echo "$target: crashed after ${runs:-?} executions; see $log" >&2
    grep -m 3 -E "ERROR|SUMMARY|Test unit written" "$log" >&2 || true
    status=1
  else
    echo "$target: ${runs:-?} executions in $((SECONDS - started))s, no crash"
  fi
done
exit $status
