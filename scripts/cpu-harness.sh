#!/usr/bin/env bash
# Builds a harness for the CPU runtime (resources/cpu): the host compiler
# runs the kernel's grid on the host, no GPU and no CUDA or HIP toolkit
# needed, under AddressSanitizer and UBSan.
#
#   scripts/cpu-harness.sh [--no-sanitize] [--warp-size N] HARNESS -o PROGRAM
#
# HARNESS is a dataset's kernels/<id>.harness.cu (CUDA: 32-wide warps) or
# kernels/<id>.harness.hip (HIP: 64-wide wavefronts), built beside its unit.
# --warp-size 32 or 64 overrides the width: a HIP unit run with 32 lanes
# against its run with 64 shows a wavefront-size assumption. Every
# `extern __shared__` array the unit declares is linked to the runtime's one
# dynamic shared memory region, so that they alias as on the GPU.
# KX_CPU_CXX (default clang++-19, else clang++) compiles: clang, whose
# -fsanitize-coverage=trace-loads,trace-stores lets the runtime step a
# block's threads at their shared memory accesses, in lockstep as a warp
# runs; its sanitizer runtimes are linked shared (Debian: libclang-rt-19-dev).
# KX_CPU_RUNTIME names the runtime's include
# directory (default: beside this script, in the source or installed tree).
# Exit status: 0 built, 1 the compiler or linker failed (its output on
# stderr), 2 bad usage.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
runtime=${KX_CPU_RUNTIME:-}
for dir in "$here/../resources/cpu/include" "$here/../share/kernel-extract/cpu/include"; do
  if [ -z "$runtime" ] && [ -f "$dir/kx_cpu.h" ]; then runtime=$dir; fi
done
# Not UBSan's null check: g++ 12 reports the address of an extern
# thread_local array as null (a null dereference is still a SEGV report).
# Signed integers wrap, as the GPU's do (-fwrapv): not a report.
# No fake stacks for use after return: a block's threads start on fresh
# stacks, and a fake frame per thread made small kernels page-fault bound.
sanitize=(-fsanitize=address,undefined -fno-sanitize=null,signed-integer-overflow
          -fno-sanitize-recover=undefined -fsanitize-address-use-after-return=never)
warp=""
harness=""
program=""
usage() {
  echo "usage: $0 [--no-sanitize] [--warp-size 32|64] HARNESS -o PROGRAM" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case $1 in
    --no-sanitize) sanitize=(); shift ;;
    --warp-size) warp=${2:-}; shift 2 || usage ;;
    -o) program=${2:-}; shift 2 || usage ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    -*) echo "cpu-harness.sh: unknown option $1" >&2; usage ;;
    *) [ -z "$harness" ] || usage; harness=$1; shift ;;
  esac
done
[ -n "$harness" ] && [ -n "$program" ] || usage
case $warp in ""|32|64) ;; *) echo "cpu-harness.sh: --warp-size takes 32 or 64" >&2; exit 2 ;; esac
[ -f "$harness" ] || { echo "cpu-harness.sh: $harness: no such file" >&2; exit 2; }
[ -n "$runtime" ] || { echo "cpu-harness.sh: the CPU runtime's headers are not found (set KX_CPU_RUNTIME)" >&2; exit 2; }

defines=()
case $harness in *.hip) defines+=(-DKX_CPU_HIP) ;; esac
[ -z "$warp" ] || defines+=("-DKX_CPU_WARP_SIZE=$warp")
# The unit's `#define __CUDA_NO_HALF_OPERATORS__` and the like (a PyTorch
# build's): the runtime, included first, must see them too.
unit=$(grep -m 1 -o -E '^#include "[^"]+\.(standalone\.cu|hip)"' "$harness" |
       sed -E 's/^#include "(.*)"$/\1/')
if [ -n "$unit" ] && [ -f "$(dirname "$harness")/$unit" ]; then
  while read -r name; do
    defines+=("-D$name")
  done < <(grep -o -E '^#define __(CUDA|HIP)_NO_[A-Z0-9_]+__' "$(dirname "$harness")/$unit" |
           cut -d' ' -f2 | sort -u)
fi
# The standard the harness's own build line names (its TU's when newer).
std=$(grep -m 1 -E '^//   (nvcc|hipcc) ' "$harness" | grep -o -E -- '-std=[a-z0-9+]+')
# Not CXX, which names a project's compiler, often GCC.
cxx=${KX_CPU_CXX:-}
if [ -z "$cxx" ]; then
  for candidate in clang++-19 clang++; do
    if command -v "$candidate" >/dev/null; then cxx=$candidate; break; fi
  done
fi
[ -n "$cxx" ] || { echo "cpu-harness.sh: no clang++ found (set KX_CPU_CXX to clang 14 or later)" >&2; exit 1; }
"$cxx" --version 2>/dev/null | grep -q clang ||
  { echo "cpu-harness.sh: $cxx is not clang (the runtime needs -fsanitize-coverage=trace-loads,trace-stores)" >&2; exit 1; }
# The sanitizers' runtimes as shared libraries, so that the program's
# thread-local storage holds only the unit's and the runtime's
# (KX_CPU_RUNTIMES_SHARED: the runtime fills the unit's shared memory).
runpath=()
if [ ${#sanitize[@]} -gt 0 ]; then
  asan=$("$cxx" -print-file-name="libclang_rt.asan-$(uname -m).so")
  [ -f "$asan" ] || { echo "cpu-harness.sh: $cxx has no shared sanitizer runtimes (Debian: libclang-rt-19-dev)" >&2; exit 1; }
  sanitize+=(-shared-libsan)
  runpath=("-Wl,-rpath,$(dirname "$asan")")
fi
object=$(mktemp "${TMPDIR:-/tmp}/kx-cpu-harness.XXXXXX") || exit 1
trap 'rm -f "$object"' EXIT
"$cxx" "${std:--std=c++17}" -g -O1 "${sanitize[@]}" -DKX_CPU \
  -DKX_CPU_RUNTIMES_SHARED -fsanitize-coverage=func,trace-loads,trace-stores "${defines[@]}" \
  -fwrapv -Wno-narrowing -I"$runtime" -include kx_cpu.h -x c++ -c "$harness" \
  -o "$object" || exit 1
# The arrays `extern __shared__` declares: undefined thread-local symbols.
links=()
while read -r symbol; do
  links+=("-Wl,--defsym=$symbol=kx_cpu_dynamic_shared")
done < <(readelf -sW "$object" | awk '$4 == "TLS" && $7 == "UND" { print $8 }')
"$cxx" "${sanitize[@]}" "$object" "${links[@]}" "${runpath[@]}" -o "$program" || exit 1
