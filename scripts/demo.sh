#!/usr/bin/env bash
# The quick start: install, build, capture the example project's compilation
# database and extract its kernels into out/example/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh" -DBUILD_TESTING=OFF >/dev/null

example=$root/examples
export PATH="$PATH:/usr/local/cuda/bin"
if command -v nvcc >/dev/null; then
  # A real nvcc build recorded by Bear; 'clean' first, since Bear records
  # only the commands that run.
  make -C "$example" clean >/dev/null
  (cd "$example" && bear -- make >/dev/null)
  echo "demo: compile_commands.json captured from 'bear -- make' (nvcc)"
else
  # No CUDA toolkit (a ROCm container): the same commands, from a template.
  sed "s|@EXAMPLE_DIR@|$example|g" "$example/compile_commands.template.json" \
    >"$example/compile_commands.json"
  echo "demo: no nvcc here; compile_commands.json made from the template"
fi

out=$root/out/example
"$root/build/bin/kernel-extract" -p "$example" --list
"$root/build/bin/kernel-extract" -p "$example" -o "$out"
echo "demo: $(wc -l <"$out/manifest.jsonl") kernels listed in $out/manifest.jsonl"
