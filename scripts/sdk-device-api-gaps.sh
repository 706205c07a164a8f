#!/usr/bin/env bash
# Lists the device API a CUDA SDK gives nvcc code that a kernel-extract parse
# does not see: the SDK headers `nvcc -E` reads and clang does not, and of
# the functions they declare, those that `using ::<name>;` cannot find in
# a parse made the way kernel-extract makes it (docs/nvcc-flags.md, "How the
# differences were found"). Run it after an SDK upgrade; each name printed
# is a candidate for resources/cuda-compat.
#
#   scripts/sdk-device-api-gaps.sh [-k build/bin/kernel-extract] [-a sm_90]
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tool=$root/build/bin/kernel-extract
arch=sm_80
while getopts "k:a:" opt; do
  case $opt in
    k) tool=$OPTARG ;;
    a) arch=$OPTARG ;;
    *) echo "usage: $0 [-k kernel-extract] [-a sm_NN]" >&2; exit 1 ;;
  esac
done
command -v nvcc >/dev/null || { echo "sdk-device-api-gaps.sh: no nvcc on PATH" >&2; exit 1; }
[ -x "$tool" ] || { echo "sdk-device-api-gaps.sh: $tool: build first, or pass -k" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
echo > empty.cu
printf '[{"directory": "%s", "file": "empty.cu", "arguments": ["nvcc", "-std=c++17", "-arch=%s", "-c", "empty.cu"]}]\n' \
  "$work" "$arch" > compile_commands.json
# The parse's own command line, as kernel-extract runs it.
python3 - "$tool" > parse-args <<'PY'
import json, subprocess, sys
db = json.loads(subprocess.run([sys.argv[1], "-p", ".", "--print-parse-commands"],
                               capture_output=True, text=True, check=True).stdout)
print("\n".join(db[0]["arguments"][1:-1]))
PY
mapfile -t args < <(grep -vx -- -fsyntax-only parse-args)

headers_read() { grep -o '"/[^"]*"' "$1" | tr -d '"' | grep -v '^/usr/include' | xargs -r -n1 realpath -m | sort -u; }
nvcc -std=c++17 -arch="$arch" -E empty.cu -o nvcc.i
clang++-19 "${args[@]}" -E empty.cu -o clang.i
headers_read nvcc.i | grep -i cuda > nvcc.headers || true
headers_read clang.i > clang.headers
comm -23 nvcc.headers clang.headers > gap.headers

# Function-like names the gap headers declare, less clang's macros.
xargs -r cat < gap.headers | grep -oE '\b_?_?[A-Za-z][A-Za-z0-9_]*\s*\(' |
  sed 's/\s*($//' | sort -u > names
clang++-19 "${args[@]}" -E -dM empty.cu | awk '{print $2}' | sed 's/(.*//' |
  sort -u > macros
grep -vxFf macros names | sed 's/.*/using ::&;/' > probe.cu
clang++-19 "${args[@]}" -ferror-limit=0 probe.cu 2>&1 |
  grep -oE "no member named '[^']+' in the global namespace" |
  sed "s/no member named .//; s/. in the global namespace//" | sort -u > missing || true

echo "SDK headers nvcc reads and the parse does not ($arch):"
sed 's/^/  /' gap.headers
echo "Names they declare that the parse cannot find (internal helpers and"
echo "host-only names included; judge each):"
sed 's/^/  /' missing
