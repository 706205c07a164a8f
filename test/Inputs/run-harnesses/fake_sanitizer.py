"""Stands in for compute-sanitizer: runs the program, and exits with the
--error-exitcode for the `overrun` program, as memcheck does on an error."""
import subprocess
import sys

args = sys.argv[1:]
code = int(args[args.index("--error-exitcode") + 1])
program = args[args.index("--error-exitcode") + 2:]
status = subprocess.call(program)
if "overrun" in program[0]:
    print("========= Invalid __global__ write of size 4 bytes")
    sys.exit(code)
sys.exit(status)
