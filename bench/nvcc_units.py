#!/usr/bin/env python3
"""Compiles the units of datasets written without --verify, with nvcc.

    bench/nvcc_units.py [--jobs N] [--deadline S] [--tsv FILE] DATASET...

What `--verify` says of each standalone unit (`nvcc -std=c++17 -arch=sm_80
<closure.nvcc_options> -c`), measured after the run and wherever many cores
make it cheap (a lent machine with nvcc: `--jobs 16`), so that the
extraction itself can be timed without it. Units are compiled in a seeded
shuffled order and none starts after --deadline seconds: those not reached
are counted as such, the rest being a uniform sample. Writes one line per
unit (dataset, id, ok|failed|not-reached, first error) to --tsv and prints a
table per dataset; `bench/unit_rates.py` reads the same datasets for what
the tool itself recorded (the check, repairs).
"""

import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:300]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip()[:300] if lines else ""


def run(command, cwd, timeout):
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True,
                              timeout=timeout, errors="replace")
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out after %d s" % timeout


def units_of(dataset):
    """(dataset, id, nvcc options) of every unit written standalone."""
    units = []
    for path in sorted((Path(dataset) / "kernels").glob("*.json")):
        meta = json.loads(path.read_text())
        if isinstance(meta, dict) and meta.get("standalone") and "closure" in meta:
            units.append((dataset, meta["id"],
                          list(meta["closure"].get("nvcc_options", []))))
    return units


def compile_unit(unit, args):
    dataset, kid, options = unit
    code, out = run(["nvcc", "-std=c++17", "-arch=" + args.arch] + options +
                    ["-c", kid + ".standalone.cu", "-o", "/dev/null"],
                    Path(dataset) / "kernels", args.compile_timeout)
    return (dataset, kid, "ok" if code == 0 else "failed",
            "" if code == 0 else first_error(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--deadline", type=float, default=480,
                        help="seconds after which no compile starts")
    parser.add_argument("--arch", default="sm_80")
    parser.add_argument("--compile-timeout", type=int, default=300)
    parser.add_argument("--tsv", default="nvcc_units.tsv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for dataset in args.datasets:
        if not (Path(dataset) / "manifest.jsonl").is_file():
            sys.exit("nvcc_units.py: %s: not a dataset (no manifest.jsonl)"
                     % dataset)

    queue = [u for d in args.datasets for u in units_of(d)]
    random.Random(args.seed).shuffle(queue)
    start = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        pending = set()
        for unit in queue:
            while len(pending) >= args.jobs:
                done, pending = concurrent.futures.wait(
                    pending, return_when=concurrent.futures.FIRST_COMPLETED)
                results += [f.result() for f in done]
            if time.monotonic() - start > args.deadline:
                results.append(unit[:2] + ("not-reached", ""))
                continue
            pending.add(pool.submit(compile_unit, unit, args))
        results += [f.result() for f in pending]

    with open(args.tsv, "w") as out:
        for row in sorted(results):
            out.write("\t".join(x.replace("\t", " ") for x in row) + "\n")
    print("| dataset | standalone units | compiled | nvcc compiles | "
          "not reached |")
    print("| --- | --- | --- | --- | --- |")
    for dataset in args.datasets:
        states = [r[2] for r in results if r[0] == dataset]
        done = states.count("ok") + states.count("failed")
        rate = "%.1f%%" % (100.0 * states.count("ok") / done) if done else "-"
        print("| %s | %d | %d | %d (%s) | %d |" % (
            dataset, len(states), done, states.count("ok"), rate,
            states.count("not-reached")))
    print("%.0f s" % (time.monotonic() - start))


if __name__ == "__main__":
    sys.exit(main())
