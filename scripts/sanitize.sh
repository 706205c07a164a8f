#!/usr/bin/env bash
# Builds kernel-extract and its tests with clang-19 under AddressSanitizer and
# UndefinedBehaviorSanitizer, and runs them: the GoogleTest units and the lit
# suite (or only the lit tests whose names match FILTER, a regular
# expression, as CI does for the bad-input tests). Any sanitizer report fails
# the test that triggered it.
#
#   scripts/sanitize.sh [FILTER]
#
# Environment: BUILD_DIR (default build-sanitize/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
filter=${1:-}
"$root/scripts/install-deps.sh" --sanitizers
build=${BUILD_DIR:-$root/build-sanitize}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++-19 -DKX_SANITIZE=ON -DBUILD_TESTING=ON >/dev/null
ninja -C "$build"

# Reports go to stderr and end the process with an error status, which
# fails the test. LLVM's libraries are not instrumented: leaks are still
# found in the tool's own allocations.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
lit=/usr/lib/llvm-19/build/utils/lit/lit.py
if [ -n "$filter" ]; then
  python3 "$lit" -sv -j "$(nproc)" --filter "$filter" "$build/test"
else
  "$build/bin/kernel-extract-unittests"
  python3 "$lit" -sv -j "$(nproc)" "$build/test"
fi
