"""Runs every command of a compilation database, argv[0] replaced.

usage: run_db.py DATABASE COMPILER

Prints "ok <file>" or "failed <file>" per entry (and the compiler's output
for a failure); exits 1 if any failed. Tests use it to check that the
commands --print-parse-commands prints reproduce the tool's parses.
"""
import json
import subprocess
import sys

database, compiler = sys.argv[1:]
failed = False
for entry in json.load(open(database)):
    argv = [compiler] + entry["arguments"][1:]
    run = subprocess.run(argv, cwd=entry["directory"], capture_output=True, text=True)
    print("%s %s" % ("ok" if run.returncode == 0 else "failed", entry["file"]))
    if run.returncode != 0:
        failed = True
        sys.stdout.write(run.stdout + run.stderr)
sys.exit(1 if failed else 0)
