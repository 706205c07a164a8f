#!/usr/bin/env python3
"""What --verify costs per compile check, unit by unit and in batches.

    bench/verify_cost.py -k build/bin/kernel-extract [-j N] DIR...

For each project (a build directory with compile_commands.json) it runs the
tool three times into fresh directories: without --verify, with --verify
--verify-batch=1 (each unit compiled alone, as before batches), and with
--verify (batches of the default size). The cost of the checks is a run's
wall time less the run without --verify, divided by the compile checks run
(a standalone unit and its HIP unit are two). Both verified datasets must be
the same, byte for byte: same verdicts, commands and first errors (exit 1
if not). A benchmark, not a test: run it on an idle machine, with the real
nvcc and hipcc on PATH (a verdict cache would hide the cost).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from same_tree import same_tree


def timed(tool, project, out, jobs, extra):
    start = time.monotonic()
    status = subprocess.call([tool, "-p", project, "-o", out, "-j", str(jobs),
                              "--quiet"] + extra, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    if status not in (0, 2):
        sys.exit("verify_cost: %s exited with %d on %s" % (tool, status,
                                                            project))
    return time.monotonic() - start


def checks_run(dataset):
    count = 0
    with open(os.path.join(dataset, "manifest.jsonl")) as f:
        for line in f:
            verify = json.loads(line)["verify"]
            count += sum(1 for side in ("cuda", "hip")
                         if verify[side]["status"] in ("ok", "failed"))
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", metavar="DIR")
    parser.add_argument("-k", "--kernel-extract", required=True)
    parser.add_argument("-j", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    print("%-24s %6s %10s %10s %9s %s" % ("project", "checks", "alone s/ck",
                                          "batch s/ck", "cheaper", "datasets"))
    failed = False
    totals = [0, 0.0, 0.0]
    for project in args.projects:
        scratch = tempfile.mkdtemp(prefix="kx-verify-cost-")
        try:
            out = lambda name: os.path.join(scratch, name)
            base = timed(args.kernel_extract, project, out("none"), args.j, [])
            alone = timed(args.kernel_extract, project, out("alone"), args.j,
                          ["--verify", "--verify-batch=1"])
            batch = timed(args.kernel_extract, project, out("batch"), args.j,
                          ["--verify"])
            checks = checks_run(out("alone"))
            same = same_tree(out("alone"), out("batch"))
        finally:
            shutil.rmtree(scratch)
        failed |= not same
        per_alone = (alone - base) / max(checks, 1)
        per_batch = (batch - base) / max(checks, 1)
        totals[0] += checks
        totals[1] += alone - base
        totals[2] += batch - base
        print("%-24s %6d %10.2f %10.2f %8.1fx %s" % (
            os.path.basename(os.path.normpath(project)), checks, per_alone,
            per_batch, per_alone / per_batch if per_batch > 0 else 0,
            "identical" if same else "DIFFERENT"))
    if totals[0]:
        print("%-24s %6d %10.2f %10.2f %8.1fx" % (
            "total", totals[0], totals[1] / totals[0], totals[2] / totals[0],
            totals[1] / totals[2] if totals[2] > 0 else 0))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
