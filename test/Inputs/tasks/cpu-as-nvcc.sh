#!/bin/sh
# Stands in for nvcc in tasks-gpu-script.test: builds the harness it is
# given for the CPU runtime instead ($KX_CPU_HARNESS), so the GPU script's
# path runs on a machine with no GPU.
harness=""
program=""
while [ $# -gt 0 ]; do
  case $1 in
    -o) program=$2; shift 2 ;;
    -*) shift ;;
    *) harness=$1; shift ;;
  esac
done
exec "$KX_CPU_HARNESS" "$harness" -o "$program"
