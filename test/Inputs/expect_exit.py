"""Runs a command and checks its exact exit status.

usage: expect_exit.py STATUS COMMAND [ARG...]

`not` only tells zero from non-zero; the exit status of kernel-extract is part
of its contract (0 ok, 1 bad input, 2 some TUs failed), so tests that care use
this. The command's stdout and stderr pass through unchanged.
"""
import subprocess
import sys

expected = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write("expect_exit.py: '%s' exited with %d, expected %d\n"
                     % (" ".join(sys.argv[2:]), status, expected))
    sys.exit(1)
