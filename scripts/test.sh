#!/usr/bin/env bash
# The whole test suite from scratch: install, configure a fresh build
# directory, build, and run ctest (GoogleTest unit tests and the lit suite).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
build=${BUILD_DIR:-$root/build-test}
rm -rf "$build"
BUILD_DIR=$build "$root/scripts/build.sh" -DBUILD_TESTING=ON
cd "$build"
ctest --output-on-failure -j "$(nproc)"
