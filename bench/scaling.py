#!/usr/bin/env python3
"""How kernel-extract scales with -j: wall time at -j 1 and at -j N.

    bench/scaling.py -k build/bin/kernel-extract [-j N] [--repeat R] DIR...

Each DIR is a build directory (its compile_commands.json). Both sides run
--repeat times (default 3), best wall time kept, into fresh output
directories; the two datasets must be identical, byte for byte (exit 1
otherwise). Prints the speedup -j 1 / -j N per project; --target T makes
the script exit 1 when a project with at least --min-tus TUs (default 20)
stays below it. A benchmark, not a test: run it on an idle machine.
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


def best_run(tool, project, jobs, repeat, scratch, extra):
    best = None
    for i in range(repeat):
        out = os.path.join(scratch, "j%d-%d" % (jobs, i))
        start = time.monotonic()
        status = subprocess.call([tool, "-p", project, "-o", out, "-j",
                                  str(jobs), "--quiet"] + extra,
                                 stdout=subprocess.DEVNULL)
        elapsed = time.monotonic() - start
        if status not in (0, 2):  # 2: some TU failed, the rest written.
            sys.exit("scaling: %s exited with %d on %s" % (tool, status,
                                                            project))
        best = elapsed if best is None else min(best, elapsed)
    return best, out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", metavar="DIR")
    parser.add_argument("-k", "--kernel-extract", required=True)
    parser.add_argument("-j", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--target", type=float)
    parser.add_argument("--min-tus", type=int, default=20)
    parser.add_argument("--tool-arg", action="append", default=[])
    args = parser.parse_args()
    failed = False
    print("%-28s %5s %9s %9s %8s %s" % ("project", "TUs", "-j 1 s",
                                        "-j %d s" % args.j, "speedup",
                                        "output"))
    for project in args.projects:
        with open(os.path.join(project, "compile_commands.json")) as f:
            tus = len(json.load(f))
        scratch = tempfile.mkdtemp(prefix="kx-scaling-")
        try:
            one, out_one = best_run(args.kernel_extract, project, 1,
                                    args.repeat, scratch, args.tool_arg)
            many, out_many = best_run(args.kernel_extract, project, args.j,
                                      args.repeat, scratch, args.tool_arg)
            same = same_tree(out_one, out_many)
        finally:
            shutil.rmtree(scratch)
        speedup = one / many
        print("%-28s %5d %9.1f %9.1f %7.2fx %s" % (
            os.path.basename(os.path.normpath(project)), tus, one, many,
            speedup, "identical" if same else "DIFFERENT"))
        failed |= not same
        if args.target and tus >= args.min_tus and speedup < args.target:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
