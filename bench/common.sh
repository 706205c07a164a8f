# Sourced by the scripts that run kernel-extract over several projects
# (corpus.sh, survey.sh): the checks they make before running anything, and
# where the datasets go. SCRIPT names the caller in messages.

# Their Python reads bench/unit_rates.py: no __pycache__ left in the checkout.
export PYTHONDONTWRITEBYTECODE=1

# require_inputs SCRIPT TOOL DIR...: TOOL is an executable and each DIR
# holds a compilation database; else a one-line error and exit 1.
require_inputs() {
  local script=$1 tool=$2 dir
  shift 2
  if [ ! -x "$tool" ]; then
    echo "$script: $tool: not an executable (build first, or pass -k)" >&2
    exit 1
  fi
  for dir in "$@"; do
    if [ ! -f "$dir/compile_commands.json" ] && [ ! -f "$dir/build.ninja" ]; then
      echo "$script: $dir: no compile_commands.json or build.ninja" >&2
      exit 1
    fi
  done
}

# output_dir DIR: sets `out` to DIR, created; with no DIR, to a temporary
# directory removed at exit.
output_dir() {
  out=$1
  if [ -z "$out" ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
  fi
  mkdir -p "$out"
}
