#!/usr/bin/env python3
"""Runs a sample of a dataset's tasks on a GPU, for `kernel-extract check`.

usage: gpu-tasks.py [options] -o RUNDIR DATASET

For a machine with a GPU and nvcc (or hipcc) but no kernel-extract: copy the
dataset there (with --tasks, the references need not be), run this, copy
RUNDIR back and compare where the tool is:

    kernel-extract check --device=cuda --outputs-from RUNDIR DATASET

Each task of the sample is built with nvcc -std=c++17 (its harness beside
its unit; builds in parallel), then each input set of its task record runs
once under `compute-sanitizer --tool memcheck` (its outputs are the ones
compared) and once timed (`warmup=W repeat=R`: the launches' median, min
and max in microseconds). Per task and set, RUNDIR/<id>/<set>.status
(the exit status; 86 a memcheck error, 124 a timeout), .stdout, .stderr,
.out and .time. A task that does not build gets RUNDIR/<id>/build.log and
no sets. Python's standard library only. Exit status 0, or 2 on bad usage.
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
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="parallel builds")
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
    if args.hip:
        command = [args.compiler or "hipcc", "-std=c++17",
                   "--offload-arch=" + (args.arch or "gfx90a")]
    else:
        arch = args.arch
        if not arch:
            found = re.search(r"-arch=(sm_[0-9a-z]+)", open(harness).read())
            arch = found.group(1) if found else "sm_80"
        command = [args.compiler or "nvcc", "-std=c++17", "-arch=" + arch]
    try:
        done = subprocess.run(command + [harness, "-o", program],
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


def run_task(args, rundir, task_id, program, task):
    harness_text = open(os.path.join(os.path.dirname(program),
                                     [f for f in os.listdir(os.path.dirname(program))
                                      if ".harness." in f][0])).read()
    out_key = argument_name(harness_text, "out")
    warmup_key = argument_name(harness_text, "warmup")
    repeat_key = argument_name(harness_text, "repeat")
    memcheck = [] if args.no_memcheck else [
        "compute-sanitizer", "--tool", "memcheck", "--error-exitcode", "86"]
    for input_set in task["input_sets"]:
        base = os.path.join(rundir, task_id, input_set["name"])
        arguments = input_set["arguments"]
        status = run(memcheck + [program] + arguments +
                     ["%s=%s.out" % (out_key, base)],
                     args.timeout, base + ".stdout", base + ".stderr")
        with open(base + ".status", "w") as f:
            f.write("%d\n" % status)
        if status != 0 or args.repeat <= 0:
            continue
        timed = run([program] + arguments +
                    ["%s=%s.timed-out" % (out_key, base),
                     "%s=%d" % (warmup_key, args.warmup),
                     "%s=%d" % (repeat_key, args.repeat)],
                    args.timeout, base + ".timing", base + ".timing-stderr")
        if timed == 0:
            for line in open(base + ".timing"):
                if line.startswith("time_us "):
                    with open(base + ".time", "w") as f:
                        f.write(line)
        for extra in (".timed-out", ".timing", ".timing-stderr"):
            if os.path.exists(base + extra):
                os.remove(base + extra)


def main():
    args = parse_args()
    if not os.path.isdir(args.dataset):
        fail("%s: not a directory" % args.dataset)
    tasks = sample(tasks_of(args.dataset), args.limit)
    if not tasks:
        fail("%s has no tasks: extract it with --tasks" % args.dataset)
    os.makedirs(args.output, exist_ok=True)
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        builds = list(pool.map(
            lambda t: build(args, args.dataset, args.output, t[0], t[1]), tasks))
    built = sum(1 for program, _ in builds if program)
    sys.stderr.write("gpu-tasks.py: %d of %d tasks built in %.0f s\n"
                     % (built, len(tasks), time.monotonic() - start))
    start, ran = time.monotonic(), 0
    for (task_id, _, task), (program, _) in zip(tasks, builds):
        if not program:
            continue
        if time.monotonic() - start > args.budget:
            sys.stderr.write("gpu-tasks.py: budget spent: %d tasks not run\n"
                             % (built - ran))
            break
        run_task(args, args.output, task_id, program, task)
        ran += 1
    shutil.rmtree(os.path.join(args.output, "build"), ignore_errors=True)
    sys.stderr.write("gpu-tasks.py: %d tasks ran in %.0f s; compare with "
                     "kernel-extract check --device=%s --outputs-from %s %s\n"
                     % (ran, time.monotonic() - start,
                        "hip --unit=hip" if args.hip else "cuda",
                        args.output, args.dataset))


if __name__ == "__main__":
    main()
