#!/usr/bin/env bash
# One shard of a kernel-extract run, as a job array's task (installed as
# kernel-extract-shard):
#
#   kernel-extract-shard BUILD_DIR OUT_DIR [kernel-extract options...]
#
# The shard comes from the scheduler: Slurm's job array (SLURM_ARRAY_TASK_ID,
# 1-based with --array=1-N, and SLURM_ARRAY_TASK_COUNT), or a Kubernetes
# Indexed Job (JOB_COMPLETION_INDEX, 0-based, with SHARDS set to the Job's
# completions). The shard's dataset goes to OUT_DIR/shard-I-of-N; once every
# task is done, `kernel-extract merge -o DATASET OUT_DIR/shard-*` makes the
# dataset one run would have made. Exit status 2 (some TUs failed to parse;
# the rest was written) counts as done, as for a single run.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: kernel-extract-shard BUILD_DIR OUT_DIR [kernel-extract options...]" >&2
  exit 1
fi
build=$1 out=$2
shift 2
if [ -n "${SLURM_ARRAY_TASK_ID:-}" ]; then
  index=$SLURM_ARRAY_TASK_ID
  count=${SLURM_ARRAY_TASK_COUNT:?Slurm did not set SLURM_ARRAY_TASK_COUNT}
elif [ -n "${JOB_COMPLETION_INDEX:-}" ]; then
  index=$((JOB_COMPLETION_INDEX + 1))
  count=${SHARDS:?set SHARDS to the Indexed Job\'s completions}
else
  echo "kernel-extract-shard: neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set" >&2
  exit 1
fi
status=0
kernel-extract -p "$build" -o "$out/shard-$index-of-$count" \
  --shard="$index/$count" "$@" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
  exit "$status"
fi
