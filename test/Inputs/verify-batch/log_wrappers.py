"""Writes nvcc and hipcc wrappers into BIN that append each command line to
LOGDIR/<tool>.log and run the real compiler found on PATH.

usage: log_wrappers.py BIN LOGDIR
"""
import os
import shutil
import sys

bin_dir, log_dir = sys.argv[1:]
for tool in ("nvcc", "hipcc"):
    wrapper = os.path.join(bin_dir, tool)
    with open(wrapper, "w") as out:
        out.write('#!/bin/sh\necho "$@" >> %s\nexec %s "$@"\n'
                  % (os.path.join(log_dir, tool + ".log"), shutil.which(tool)))
    os.chmod(wrapper, 0o755)
