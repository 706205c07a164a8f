#!/usr/bin/env bash
# Makes the Debian package of a build: `package.sh BUILD_DIR OUT_DIR` writes
# OUT_DIR/kernel-extract_<version>_<arch>.deb with cpack (the install tree:
# bin/kernel-extract and share/kernel-extract under /usr). The Dockerfile
# builds with scripts/build.sh, then calls this.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR OUT_DIR" >&2
  exit 1
fi
build=$1 out=$2
if [ ! -f "$build/CPackConfig.cmake" ]; then
  echo "package: $build: not a configured kernel-extract build (no CPackConfig.cmake)" >&2
  exit 1
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
# cpack leaves its staging tree (_CPack_Packages) beside the package: keep
# it in a temporary directory, and only the .deb in OUT_DIR.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
(cd "$staging" && cpack -G DEB --config "$(cd "$build" && pwd)/CPackConfig.cmake" -B "$staging" >/dev/null)
mv "$staging"/kernel-extract_*.deb "$out"/
ls "$out"/kernel-extract_*.deb
