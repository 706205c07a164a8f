#!/usr/bin/env python3
"""Compiles the units of datasets written without --verify.

    bench/compile_units.py [--compiler nvcc|hipcc] [--jobs N] [--deadline S]
                           [--sample N] [--only-ok TSV] [--tsv FILE] DATASET...

What `--verify` says of each unit, measured after the run and wherever
cores make it cheap (a lent machine with nvcc: `--jobs 16`), so that the
extraction itself can be timed without it: nvcc compiles each standalone
unit (`nvcc -arch=sm_80 <closure.nvcc_options> -c`, with -std=c++17 unless
they name a newer standard), hipcc each HIP unit (`hipcc -std=<the same>
--offload-arch=gfx90a -c`; those needing a ROCm
library that is not installed, or using what the targeted HIP lacks
(`hip.unavailable`), are skipped as `--verify` skips them). `--only-ok`
keeps the units an earlier run's TSV says compiled (the HIP units whose CUDA
unit compiled). Units are compiled in a seeded shuffled order, the first
--sample of them, and none starts after --deadline seconds: those not
reached are counted as such, the rest being a uniform sample. Writes one
line per unit (dataset, id, ok|failed|skipped|not-reached, detail) to --tsv
and prints a table per dataset; `bench/unit_rates.py` reads the same
datasets for what the tool itself recorded (the check, repairs).
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


# ROCm libraries by the include prefixes that name them (as --verify reads
# them), and where an installed one's headers would be.
ROCM_LIBRARIES = ("thrust/", "hipcub/", "rocprim/", "hiprand/", "rocrand/",
                  "hipblas", "rocblas", "hipfft", "hipsparse", "hipsolver",
                  "miopen/", "rccl")
INCLUDE_DIRS = ("/usr/include", "/usr/local/include", "/opt/rocm/include")


def missing_rocm_library(includes):
    for include in includes:
        name = include.strip("<>\"")
        if name.startswith(ROCM_LIBRARIES) and not any(
                os.path.exists(os.path.join(d, name)) for d in INCLUDE_DIRS):
            return name
    return None


def units_of(dataset, compiler):
    """(dataset, id, file, options, skip reason) of every unit to compile."""
    units = []
    for path in sorted((Path(dataset) / "kernels").glob("*.json")):
        meta = json.loads(path.read_text())
        if not (isinstance(meta, dict) and meta.get("standalone") and
                "closure" in meta):
            continue
        kid = meta["id"]
        if compiler == "nvcc":
            units.append((dataset, kid, kid + ".standalone.cu",
                          list(meta["closure"].get("nvcc_options", [])), ""))
            continue
        hip = meta.get("hip") or {}
        if not meta.get("files", {}).get("hip"):
            continue
        skip = ""
        if hip.get("unavailable"):
            skip = "uses what the targeted HIP lacks"
        elif missing_rocm_library(hip.get("includes", [])):
            skip = "needs " + missing_rocm_library(hip.get("includes", []))
        standard = [o for o in meta["closure"].get("nvcc_options", [])
                    if o.startswith("-std=")]
        units.append((dataset, kid, kid + ".hip", standard, skip))
    return units


def compile_unit(unit, args):
    dataset, kid, source, options, skip = unit
    if skip:
        return (dataset, kid, "skipped", skip)
    # C++17 unless the options name the TU's newer standard.
    if not any(o.startswith("-std=") for o in options):
        options = ["-std=c++17"] + options
    if args.compiler == "nvcc":
        command = ["nvcc", "-arch=" + args.arch]
    else:
        command = ["hipcc", "--offload-arch=" + args.offload_arch]
    code, out = run(command + options + ["-c", source, "-o", "/dev/null"],
                    Path(dataset) / "kernels", args.compile_timeout)
    return (dataset, kid, "ok" if code == 0 else "failed",
            "" if code == 0 else first_error(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--deadline", type=float, default=480,
                        help="seconds after which no compile starts")
    parser.add_argument("--compiler", choices=("nvcc", "hipcc"),
                        default="nvcc")
    parser.add_argument("--arch", default="sm_80")
    parser.add_argument("--offload-arch", default="gfx90a")
    parser.add_argument("--sample", type=int, default=0,
                        help="compile only the first N of the shuffled units")
    parser.add_argument("--only-ok", metavar="TSV",
                        help="only units this earlier run says compiled")
    parser.add_argument("--compile-timeout", type=int, default=300)
    parser.add_argument("--tsv", default="compile_units.tsv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for dataset in args.datasets:
        if not (Path(dataset) / "manifest.jsonl").is_file():
            sys.exit("compile_units.py: %s: not a dataset (no manifest.jsonl)"
                     % dataset)

    queue = [u for d in args.datasets for u in units_of(d, args.compiler)]
    if args.only_ok:
        with open(args.only_ok) as earlier:
            compiled = {tuple(line.split("\t")[:2]) for line in earlier
                        if line.split("\t")[2:3] == ["ok"]}
        queue = [u for u in queue if u[:2] in compiled]
    queue.sort()
    random.Random(args.seed).shuffle(queue)
    if args.sample:
        queue = queue[:args.sample]
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
    print("| dataset | units | compiled | %s compiles | skipped | "
          "not reached |" % args.compiler)
    print("| --- | --- | --- | --- | --- | --- |")
    for dataset in args.datasets:
        states = [r[2] for r in results if r[0] == dataset]
        done = states.count("ok") + states.count("failed")
        rate = "%.1f%%" % (100.0 * states.count("ok") / done) if done else "-"
        print("| %s | %d | %d | %d (%s) | %d | %d |" % (
            dataset, len(states), done, states.count("ok"), rate,
            states.count("skipped"), states.count("not-reached")))
    print("%.0f s" % (time.monotonic() - start))


if __name__ == "__main__":
    sys.exit(main())
