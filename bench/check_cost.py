#!/usr/bin/env python3
"""What the in-process check and repair of every unit costs.

    bench/check_cost.py -k build/bin/kernel-extract [-j N] [--repeat N] DIR...

For each project (a directory with compile_commands.json) it runs the tool
into fresh directories with `--check-units=false` and with the check (the
default), no --verify, best of --repeat (default 1), and prints the wall
and CPU seconds of both, the units written, the seconds of CPU the check
and its repairs cost per unit, and the ratio of the two runs (the issue's
bar: at most 1.5x on a 500-unit project). CPU is the tool's own and its
children's (user + system), the steadier figure on a busy machine. A
benchmark, not a test.
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def run(tool, project, out, jobs, extra):
    shutil.rmtree(out, ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    status = subprocess.call([tool, "-p", project, "-o", out, "-j", str(jobs),
                              "--quiet"] + extra, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if status not in (0, 2):
        sys.exit("check_cost: %s exited with %d on %s" % (tool, status, project))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def units(dataset):
    with open(os.path.join(dataset, "manifest.jsonl")) as f:
        return sum(1 for line in f if "standalone" in json.loads(line)["files"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", metavar="DIR")
    parser.add_argument("-k", "--kernel-extract", required=True)
    parser.add_argument("-j", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    print("| project | units | unchecked wall / CPU | checked wall / CPU "
          "| CPU per unit | CPU ratio |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        for project in args.projects:
            name = os.path.basename(os.path.abspath(project))
            best = {}
            for label, extra in (("off", ["--check-units=false"]), ("on", [])):
                out = os.path.join(scratch, name + "-" + label)
                runs = [run(args.kernel_extract, project, out, args.j, extra)
                        for _ in range(args.repeat)]
                best[label] = min(runs, key=lambda r: r[1])
            count = units(os.path.join(scratch, name + "-on"))
            (off_wall, off_cpu), (on_wall, on_cpu) = best["off"], best["on"]
            print("| %s | %d | %.1f s / %.1f s | %.1f s / %.1f s | %s | %.2fx |" % (
                name, count, off_wall, off_cpu, on_wall, on_cpu,
                "%.2f s" % ((on_cpu - off_cpu) / count) if count else "n/a",
                on_cpu / off_cpu if off_cpu else 0.0))


if __name__ == "__main__":
    main()
