#!/usr/bin/env bash
# Installs every package kernel-extract's build, demo and tests need, on
# Debian 12 and on Ubuntu 22.04 / 24.04 (the ROCm container images). Safe to
# run again: apt-get skips what is already installed, and nothing is asked
# of the network when every package is present.
#
#   install-deps.sh [--sanitizers] [--package FILE.deb] [--dry-run]
#
# --sanitizers  also what scripts/sanitize.sh and scripts/fuzz.sh build with
# --package F   install the built package F (and its dependencies) instead
#               of the build's packages: the Dockerfile's final stage
# --dry-run     print the plan (distribution, LLVM source, packages) only
#
# LLVM 19: Debian 12 and Ubuntu 24.04 package it; Ubuntu 22.04 does not, so
# there LLVM's own apt repository (apt.llvm.org, llvm-toolchain-jammy-19)
# is added first. hipcc: a ROCm installation
# ($ROCM_PATH, else /opt/rocm, as in ROCm images) is used as it is;
# otherwise Debian 12's and Ubuntu 24.04's hipcc packages.
# KX_OS_RELEASE names another os-release file (the tests' dry runs).
set -euo pipefail

sanitizers=false dry_run=false package=""
while [ $# -gt 0 ]; do
  case $1 in
    --sanitizers) sanitizers=true ;;
    --dry-run) dry_run=true ;;
    --package)
      [ $# -ge 2 ] || { echo "install-deps: --package needs a .deb" >&2; exit 1; }
      package=$2; shift ;;
    *) echo "install-deps: unknown option '$1' (see the script's header)" >&2; exit 1 ;;
  esac
  shift
done

os_release=${KX_OS_RELEASE:-/etc/os-release}
[ -r "$os_release" ] || { echo "install-deps: cannot read $os_release" >&2; exit 1; }
# shellcheck disable=SC1090
distro=$(. "$os_release" && echo "${ID:-}-${VERSION_ID:-}")
codename=$(. "$os_release" && echo "${VERSION_CODENAME:-}")

llvm_repo=""
case $distro in
  debian-12 | ubuntu-24.04) ;;
  ubuntu-22.04) llvm_repo="deb http://apt.llvm.org/$codename/ llvm-toolchain-$codename-19 main" ;;
  *) echo "install-deps: $distro is not supported (Debian 12, Ubuntu 22.04 or 24.04)" >&2; exit 1 ;;
esac

if [ -n "$package" ]; then
  # What the installed tool needs comes from the package's Depends.
  packages=("$package")
else
  packages=(
    cmake ninja-build g++ make python3
    clang-19 libclang-19-dev llvm-19-dev llvm-19-tools
    # The CPU runtime's harness builds: clang 19's shared sanitizer runtimes.
    libclang-rt-19-dev
    libfmt-dev libgtest-dev bear
    # cpack -G DEB reads the tool's library dependencies with these.
    dpkg-dev file
    # torch's own hipify, for the hipified-build test.
    python3-torch
    # The JSON Schema checks of every dataset the suite writes.
    python3-jsonschema
    # A header-only library in the system's include directory, which units
    # include rather than copy (test/repair-system-library.test).
    libglm-dev
  )
  rocm=${ROCM_PATH:-/opt/rocm}
  if [ -x "$rocm/bin/hipcc" ]; then
    hip="ROCm's own, $rocm/bin/hipcc"
  elif [ "$distro" = ubuntu-22.04 ]; then
    hip="none: Ubuntu 22.04 packages no hipcc outside ROCm (HIP units are checked with clang)"
  else
    # hipcc compiles the HIP units in the tests (--verify, REQUIRES: hipcc).
    hip="the distribution's hipcc"
    packages+=(hipcc libamdhip64-dev)
  fi
  if $sanitizers; then
    packages+=(libfuzzer-19-dev)
  fi
fi

if $dry_run; then
  echo "distribution: $distro"
  echo "llvm 19: ${llvm_repo:-the distribution packages}"
  [ -n "$package" ] || echo "hipcc: $hip"
  echo "packages: ${packages[*]}"
  exit 0
fi

missing=()
if [ -n "$package" ]; then
  missing=("$package")
else
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing+=("$p")
  done
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if [ -n "$llvm_repo" ] && [ ! -f /etc/apt/sources.list.d/llvm-19.list ]; then
  echo "install-deps: $distro has no LLVM 19; adding LLVM's apt repository" >&2
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends ca-certificates wget >/dev/null
  wget -qO- https://apt.llvm.org/llvm-snapshot.gpg.key |
    $sudo tee /etc/apt/trusted.gpg.d/apt.llvm.org.asc >/dev/null
  echo "$llvm_repo" | $sudo tee /etc/apt/sources.list.d/llvm-19.list >/dev/null
fi
echo "install-deps: installing ${missing[*]}" >&2
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
