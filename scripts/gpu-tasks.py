#!/usr/bin/env python3
"""Runs a sample of a dataset's tasks on a GPU, for `kernel-extract check`.

usage: gpu-tasks.py [options] -o RUNDIR DATASET

For a machine with a GPU and nvcc (or hipcc) but no kernel-extract: copy the
dataset there (with --tasks, the references need not be), run this, copy
RUNDIR back and compare where the tool is:

    kernel-extract check --device=cuda --outputs-from RUNDIR DATASET

Each task of the sample is built with nvcc and its harness's build options (beside
its unit; builds in parallel), then each input set of its task record runs
once under `compute-sanitizer --tool memcheck` (its outputs are the ones
compared; --run-jobs tasks at once), and once more timed, alone on the GPU
(`warmup=W repeat=R`: the launches' median, min and max in microseconds).
Per task and set, RUNDIR/<id>/<set>.status (the exit status; 86 a memcheck
error, 124 a timeout), .stdout, .stderr, .out and .time. A task that does
not build gets RUNDIR/<id>/build.log and no sets. To spend a lease on runs
only, build where nvcc is and the GPU is not (--build-only), carry RUNDIR,
and run there with --prebuilt. Python's standard library only. Exit status
0, or 2 on bad usage.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time


def parse_args():
    p = argparse.ArgumentParser(
        description="Run a sample of a dataset's tasks on a GPU "
        "(compare with `kernel-extract check --outputs-from`).")
    p.add_argument("dataset")
    p.add_argument("-o", "--output", required=True, help="RUNDIR")
    p.add_argument("--limit", type=int, default=200,
                   help="tasks in the sample, spread over the manifest (200)")
    p.add_argument("--budget", type=float, default=480,
                   help="seconds of runs: no task starts past it (480)")
    p.add_argument("--timeout", type=float, default=60,
                   help="seconds per build and per run (60)")
    p.add_argument("--time-sets", default="",
                   help="the input sets timed, comma-separated (all)")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("--no-memcheck", action="store_true",
                   help="run without compute-sanitizer")
    p.add_argument("--hip", action="store_true",
                   help="the HIP harnesses, built with hipcc")
    p.add_argument("--arch", default="",
                   help="nvcc -arch (default: each harness's) or hipcc "
                   "--offload-arch (gfx90a)")
    p.add_argument("--compiler", default="",
                   help="nvcc or hipcc to use (default: on PATH)")
    p.add_argument("--flags", default="",
                   help="more options for each build (`-cudart shared`)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="parallel builds")
    p.add_argument("--keep-bytes", type=int, default=0,
                   help="an output file past this many bytes keeps an even "
                   "sample of its 64-byte chunks (<set>.sample says which) "
                   "and the run's checksum: what a lease can bring back "
                   "(0: all)")
    p.add_argument("--run-jobs", type=int, default=1,
                   help="input sets run at once under memcheck; the timed "
                   "runs stay one at a time (1)")
    p.add_argument("--build-only", action="store_true",
                   help="build the sample into RUNDIR/build and stop: a "
                   "machine with nvcc but no GPU builds, the GPU's runs it")
    p.add_argument("--prebuilt", action="store_true",
                   help="run the programs a --build-only left in RUNDIR/build")
    return p.parse_args()


def fail(message):
    sys.stderr.write("gpu-tasks.py: %s\n" % message)
    sys.exit(2)


def tasks_of(dataset):
    manifest = os.path.join(dataset, "manifest.jsonl")
    if not os.path.isfile(manifest):
        fail("%s: not a dataset (no manifest.jsonl)" % dataset)
    tasks = []
    with open(manifest) as rows:
        for line in rows:
            row = json.loads(line)
            files = row["files"]
            if "harness" not in files:
                continue
            with open(os.path.join(dataset, files["metadata"])) as f:
                task = json.load(f).get("task")
            if task:
                tasks.append((row["id"], files, task))
    return tasks


def sample(tasks, limit):
    """Every k-th task: the sample spans the projects and files in order."""
    if len(tasks) <= limit:
        return tasks
    step = len(tasks) / float(limit)
    return [tasks[int(i * step)] for i in range(limit)]


def argument_name(harness_text, name):
    """The harness's key for `name` (`out_` where a parameter is `out`)."""
    match = re.search(r'"(%s_*)"' % name, harness_text.split("kx_args(argc", 1)[-1])
    return match.group(1) if match else name


def build(args, dataset, rundir, task_id, files):
    """Builds the task's harness in RUNDIR/build/<id>; the program or None."""
    harness_key = "harness_hip" if args.hip else "harness"
    unit_key = "hip" if args.hip else "standalone"
    if harness_key not in files or unit_key not in files:
        return None, "no %s" % harness_key
    work = os.path.join(rundir, "build", task_id)
    os.makedirs(work, exist_ok=True)
    for key in (harness_key, unit_key):
        shutil.copy(os.path.join(dataset, files[key]), work)
    harness = os.path.join(work, os.path.basename(files[harness_key]))
    program = os.path.join(work, "program")
    # The harness's own build line names its standard, architecture and
    # nvcc dialect; --arch overrides the architecture.
    compiler = "hipcc" if args.hip else "nvcc"
    line = re.search(r"^//   %s ([^\n]*)" % compiler, open(harness).read(),
                     re.MULTILINE)
    options = []
    for word in (line.group(1).split() if line else []):
        if not word.startswith("-"):
            break
        options.append(word)
    prefix = "--offload-arch=" if args.hip else "-arch="
    if args.arch:
        options = [prefix + args.arch if o.startswith(prefix) else o
                   for o in options]
    if not any(o.startswith("-std=") for o in options):
        options.insert(0, "-std=c++17")
    if not any(o.startswith(prefix) for o in options):
        options.append(prefix + (args.arch or
                                 ("gfx90a" if args.hip else "sm_80")))
    command = [args.compiler or compiler] + options
    try:
        done = subprocess.run(command + args.flags.split() +
                              [harness, "-o", program],
                              capture_output=True, text=True,
                              timeout=args.timeout)
        log = done.stdout + done.stderr
        ok = done.returncode == 0
    except subprocess.TimeoutExpired:
        log, ok = "timed out after %g s\n" % args.timeout, False
    os.makedirs(os.path.join(rundir, task_id), exist_ok=True)
    with open(os.path.join(rundir, task_id, "build.log"), "w") as f:
        f.write(log)
    return (program if ok else None), log


def run(command, timeout, stdout_path, stderr_path):
    with open(stdout_path, "w") as out, open(stderr_path, "w") as err:
        try:
            return subprocess.run(command, stdout=out, stderr=err,
                                  timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return 124
        except OSError as e:
            err.write("gpu-tasks.py: %s\n" % e)
            return 127


def argument_keys(program):
    """The harness's keys for the arguments this script passes."""
    directory = os.path.dirname(program)
    harness = [f for f in os.listdir(directory) if ".harness." in f][0]
    with open(os.path.join(directory, harness)) as f:
        text = f.read()
    return {key: argument_name(text, key) for key in ("out", "warmup", "repeat")}


CHUNK = 64


def keep_sample(path, keep_bytes):
    """Keeps every stride-th 64-byte chunk of an output file larger than
    keep_bytes, and `sample STRIDE CHUNK BYTES` in <set>.sample: check
    compares the elements those chunks hold wholly, and the checksum the
    run printed stands for the rest."""
    if keep_bytes <= 0 or not os.path.isfile(path):
        return
    total = os.path.getsize(path)
    if total <= keep_bytes:
        return
    chunks = (total + CHUNK - 1) // CHUNK
    stride = -(-chunks // max(1, keep_bytes // CHUNK))
    with open(path, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        for offset in range(0, total, stride * CHUNK):
            f.write(data[offset:offset + CHUNK])
    with open(path[:-len(".out")] + ".sample", "w") as f:
        f.write("sample %d %d %d\n" % (stride, CHUNK, total))


def checked_runs(args, memcheck, task_id, program, task, deadline):
    """Runs each input set once (under memcheck): the outputs compared.
    A task not started by the deadline is not run at all: None."""
    if time.monotonic() > deadline:
        return None
    keys = argument_keys(program)
    os.makedirs(os.path.join(args.output, task_id), exist_ok=True)
    passed = []
    for input_set in task["input_sets"]:
        base = os.path.join(args.output, task_id, input_set["name"])
        status = run(memcheck + [program] + input_set["arguments"] +
                     ["%s=%s.out" % (keys["out"], base)],
                     args.timeout, base + ".stdout", base + ".stderr")
        with open(base + ".status", "w") as f:
            f.write("%d\n" % status)
        if status == 0:
            passed.append(input_set)
            keep_sample(base + ".out", args.keep_bytes)
    return passed


def timed_run(args, task_id, program, keys, input_set):
    """Runs the set again, alone on the GPU, with warm-up and repetitions:
    RUNDIR/<id>/<set>.time holds `time_us MEDIAN MIN MAX`."""
    base = os.path.join(args.output, task_id, input_set["name"])
    timed = run([program] + input_set["arguments"] +
                ["%s=%s.timed-out" % (keys["out"], base),
                 "%s=%d" % (keys["warmup"], args.warmup),
                 "%s=%d" % (keys["repeat"], args.repeat)],
                args.timeout, base + ".timing", base + ".timing-stderr")
    if timed == 0:
        for line in open(base + ".timing"):
            if line.startswith("time_us "):
                with open(base + ".time", "w") as f:
                    f.write(line)
    for extra in (".timed-out", ".timing", ".timing-stderr"):
        if os.path.exists(base + extra):
            os.remove(base + extra)


def prebuilt(args, task_id):
    program = os.path.join(args.output, "build", task_id, "program")
    return (program if os.path.isfile(program) else None), ""


def main():
    args = parse_args()
    if not os.path.isdir(args.dataset):
        fail("%s: not a directory" % args.dataset)
    if args.build_only and args.prebuilt:
        fail("--build-only and --prebuilt exclude each other")
    tasks = sample(tasks_of(args.dataset), args.limit)
    if not tasks:
        fail("%s has no tasks: extract it with --tasks" % args.dataset)
    os.makedirs(args.output, exist_ok=True)
    start = time.monotonic()
    if args.prebuilt:
        builds = [prebuilt(args, t[0]) for t in tasks]
    else:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            builds = list(pool.map(
                lambda t: build(args, args.dataset, args.output, t[0], t[1]),
                tasks))
    built = sum(1 for program, _ in builds if program)
    sys.stderr.write("gpu-tasks.py: %d of %d tasks built%s\n"
                     % (built, len(tasks), "" if args.prebuilt else
                        " in %.0f s" % (time.monotonic() - start)))
    if args.build_only:
        return
    start = time.monotonic()
    deadline = start + args.budget
    memcheck = [] if args.no_memcheck else [
        "compute-sanitizer", "--tool", "memcheck", "--error-exitcode", "86"]
    runnable = [(task_id, program, task)
                for (task_id, _, task), (program, _) in zip(tasks, builds)
                if program]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.run_jobs)) as pool:
        passed = list(pool.map(
            lambda t: checked_runs(args, memcheck, t[0], t[1], t[2], deadline),
            runnable))
    ran = sum(1 for sets in passed if sets is not None)
    if ran < built:
        sys.stderr.write("gpu-tasks.py: budget spent: %d tasks not run\n"
                         % (built - ran))
    timed = 0
    timed_sets = set(filter(None, args.time_sets.split(",")))
    if args.repeat > 0:
        for (task_id, program, _), sets in zip(runnable, passed):
            keys = argument_keys(program) if sets else None
            for input_set in sets or []:
                if timed_sets and input_set["name"] not in timed_sets:
                    continue
                if time.monotonic() > deadline:
                    break
                timed_run(args, task_id, program, keys, input_set)
                timed += 1
    shutil.rmtree(os.path.join(args.output, "build"), ignore_errors=True)
    sys.stderr.write("gpu-tasks.py: %d tasks ran in %.0f s (%d sets timed); "
                     "compare with kernel-extract check --device=%s "
                     "--outputs-from %s %s\n"
                     % (ran, time.monotonic() - start, timed,
                        "hip --unit=hip" if args.hip else "cuda",
                        args.output, args.dataset))


if __name__ == "__main__":
    main()
