#!/usr/bin/env bash
# Installs every Debian package kernel-extract's build, demo and tests need.
# Safe to run again: apt-get skips what is already installed, and nothing is
# asked of the network when every package is present.
set -euo pipefail

packages=(
  cmake ninja-build g++ make python3
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools
  libfmt-dev libgtest-dev bear
  # hipcc compiles the HIP units in the tests (--verify, REQUIRES: hipcc).
  hipcc libamdhip64-dev
)

# --sanitizers: also what scripts/sanitize.sh and scripts/fuzz.sh build with
# (clang's sanitizer runtimes and libFuzzer).
if [ "${1:-}" = "--sanitizers" ]; then
  packages+=(libclang-rt-19-dev libfuzzer-19-dev)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
