#!/usr/bin/env python3
"""Benchmark kernel-extract against a plain clang -fsyntax-only parse.

kernel-extract parses every translation unit of a compilation database once
(device side) and then matches, instantiates, analyses and emits kernels.
This script measures what that costs on top of the parse itself:

  baseline   the clang command kernel-extract would run for each entry
             (from `kernel-extract -p DIR --print-parse-commands`), run with
             `--clang` (default clang++-19) in the entry's directory.  The
             commands already hold -fsyntax-only.  With -j 1 they run one
             after the other; with -j N, N at a time.
  tool       `kernel-extract -p DIR -o <tmpdir> -j N` (a fresh output
             directory each run).

Each side runs --repeat times (default 3) and the best wall time is kept.
Peak memory is the largest resident set size of one process, taken from the
rusage the kernel reports for each child (os.wait4): for the baseline the
largest clang process, for the tool the kernel-extract process.  CPU time
(user + system) is shown too.

The figure of merit is the ratio of wall times kernel-extract / baseline; the
target is <= 1.25 (see bench/README.md).  --check makes the script exit 1
when the ratio is above --target.  This is a benchmark, not a test: nothing
in ctest calls it.

Example:
  cd examples && make clean && bear -- make && cd ..
  python3 bench/bench.py -p examples --kernel-extract build/bin/kernel-extract
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def default_tool():
    """The first kernel-extract found in the repository's build dirs, else PATH."""
    for build in sorted(os.listdir(REPO)):
        if build.startswith('build'):
            cand = os.path.join(REPO, build, 'bin', 'kernel-extract')
            if os.access(cand, os.X_OK):
                return cand
    return shutil.which('kernel-extract') or 'kernel-extract'


class Run:
    """Result of one process: wall seconds, cpu seconds, peak RSS (KiB), exit code, stderr."""

    def __init__(self, wall, cpu, maxrss_kib, rc, err):
        self.wall, self.cpu, self.maxrss_kib, self.rc, self.err = wall, cpu, maxrss_kib, rc, err


def run_measured(argv, cwd=None):
    """Run argv, return a Run with its own rusage (not shared with other children)."""
    sys.stdout.flush()
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err)
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode(errors='replace')
    # ru_maxrss is in KiB on Linux.
    return Run(wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, proc.returncode, text)


def parse_commands(tool, build_dir, extra):
    """The translated clang commands, as (directory, argv, file) tuples."""
    proc = subprocess.run([tool, '-p', build_dir, '--print-parse-commands'] + extra,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.exit(f'bench.py: {tool} --print-parse-commands failed ({proc.returncode}):\n'
                 f'{proc.stderr.strip()}')
    cmds = []
    for entry in json.loads(proc.stdout):
        if 'arguments' in entry:
            argv = list(entry['arguments'])
        else:
            import shlex
            argv = shlex.split(entry['command'])
        cmds.append((entry['directory'], argv, entry['file']))
    if not cmds:
        sys.exit('bench.py: the database yields no parse commands')
    return cmds


def run_baseline(cmds, clang, jobs):
    """Run every command once; return (wall, cpu, peak RSS, failures)."""
    def one(cmd):
        directory, argv, _ = cmd
        return run_measured([clang] + argv[1:], cwd=directory)

    start = time.perf_counter()
    if jobs <= 1:
        runs = [one(c) for c in cmds]
    else:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            runs = list(pool.map(one, cmds))
    wall = time.perf_counter() - start
    failures = [(c[2], r) for c, r in zip(cmds, runs) if r.rc != 0]
    return Run(wall, sum(r.cpu for r in runs), max(r.maxrss_kib for r in runs),
               len(failures), ''), failures


def run_tool(tool, build_dir, jobs, extra):
    out = tempfile.mkdtemp(prefix='kx-bench-')
    try:
        return run_measured([tool, '-p', build_dir, '-o', os.path.join(out, 'o'),
                             '-j', str(jobs)] + extra)
    finally:
        shutil.rmtree(out, ignore_errors=True)


def mib(kib):
    return kib / 1024.0


def main():
    ap = argparse.ArgumentParser(
        description='Time kernel-extract against clang -fsyntax-only on the same '
                    'translation units (see the module docstring and bench/README.md).')
    ap.add_argument('-p', dest='build_dir', required=True, metavar='DIR',
                    help='directory holding compile_commands.json')
    ap.add_argument('--kernel-extract', dest='tool', default=None, metavar='PATH',
                    help='kernel-extract binary (default: <repo>/build*/bin/kernel-extract, '
                         'else PATH)')
    ap.add_argument('--clang', default='clang++-19', metavar='PATH',
                    help='clang used for the baseline (default: clang++-19)')
    ap.add_argument('-j', dest='jobs', type=int, default=1, metavar='N',
                    help='kernel-extract -j N, and N baseline parses at once (default: 1)')
    ap.add_argument('--repeat', type=int, default=3, metavar='N',
                    help='runs of each side; the best wall time is kept (default: 3)')
    ap.add_argument('--tool-arg', action='append', default=[], metavar='ARG',
                    help='extra argument for kernel-extract (repeatable), given to the timed run and '
                         'to --print-parse-commands (so --extra-arg reaches the baseline '
                         'too), e.g. --tool-arg=--instantiate=all')
    ap.add_argument('--target', type=float, default=1.25,
                    help='ratio target (default: 1.25)')
    ap.add_argument('--check', action='store_true',
                    help='exit 1 when the ratio is above --target')
    ap.add_argument('--json', metavar='FILE',
                    help='also write the results as JSON to FILE')
    args = ap.parse_args()
    if args.repeat < 1 or args.jobs < 1:
        ap.error('--repeat and -j must be at least 1')

    tool = args.tool or default_tool()
    if shutil.which(args.clang) is None:
        sys.exit(f'bench.py: clang not found: {args.clang}')
    cmds = parse_commands(tool, args.build_dir, args.tool_arg)

    base_runs, tool_runs, failures = [], [], []
    for i in range(args.repeat):
        b, failures = run_baseline(cmds, args.clang, args.jobs)
        base_runs.append(b)
        t = run_tool(tool, args.build_dir, args.jobs, args.tool_arg)
        tool_runs.append(t)
        print(f'run {i + 1}/{args.repeat}: clang {b.wall:.2f}s, kernel-extract '
              f'{t.wall:.2f}s (exit {t.rc})', file=sys.stderr)

    base = min(base_runs, key=lambda r: r.wall)
    best = min(tool_runs, key=lambda r: r.wall)
    ratio = best.wall / base.wall if base.wall > 0 else float('inf')
    cpu_ratio = best.cpu / base.cpu if base.cpu > 0 else float('inf')
    mem_ratio = best.maxrss_kib / base.maxrss_kib if base.maxrss_kib else float('inf')

    print(f'database: {os.path.abspath(args.build_dir)}  ({len(cmds)} TUs, -j {args.jobs}, '
          f'best of {args.repeat})')
    print(f'kernel-extract: {tool}')
    print()
    print(f'{"":<26}{"wall s":>10}{"cpu s":>10}{"peak RSS MiB":>15}{"failed TUs":>12}')
    print(f'{"clang -fsyntax-only":<26}{base.wall:>10.2f}{base.cpu:>10.2f}'
          f'{mib(base.maxrss_kib):>15.1f}{base.rc:>12}')
    tool_failed = 'exit %d' % best.rc if best.rc else 0
    print(f'{"kernel-extract":<26}{best.wall:>10.2f}{best.cpu:>10.2f}'
          f'{mib(best.maxrss_kib):>15.1f}{tool_failed!s:>12}')
    print()
    verdict = 'ok' if ratio <= args.target else 'ABOVE TARGET'
    print(f'ratio kernel-extract / clang (wall): {ratio:.3f}  (target <= {args.target}: {verdict})')
    print(f'ratio kernel-extract / clang (cpu):  {cpu_ratio:.3f}')
    print(f'ratio kernel-extract / clang (peak RSS): {mem_ratio:.3f}')
    print(f'all runs, wall s: clang {" ".join("%.2f" % r.wall for r in base_runs)}; '
          f'kernel-extract {" ".join("%.2f" % r.wall for r in tool_runs)}')
    load, ncpu = os.getloadavg()[0], os.cpu_count() or 1
    if load > ncpu:
        print(f'\nnote: load average {load:.1f} on {ncpu} CPUs: wall times are inflated by '
              f'other work; the cpu ratio is the steadier figure')
    if failures:
        print(f'\nnote: {len(failures)} baseline parse(s) failed; first: {failures[0][0]}:')
        first = [l for l in failures[0][1].err.splitlines() if 'error' in l][:1]
        print('  ' + (first[0] if first else failures[0][1].err.strip()[:300]))
    if best.rc not in (0,):
        first = [l for l in best.err.splitlines() if 'kernel-extract' in l or 'error' in l][:3]
        print(f'\nnote: kernel-extract exited {best.rc}; ' + ' | '.join(first))

    if args.json:
        res = {
            'database': os.path.abspath(args.build_dir), 'tus': len(cmds), 'jobs': args.jobs,
            'repeat': args.repeat, 'kernel_extract': tool, 'clang': args.clang,
            'baseline': {'wall_s': base.wall, 'cpu_s': base.cpu,
                         'peak_rss_kib': base.maxrss_kib, 'failed_tus': base.rc,
                         'all_wall_s': [r.wall for r in base_runs]},
            'kernel_extract_run': {'wall_s': best.wall, 'cpu_s': best.cpu,
                                   'peak_rss_kib': best.maxrss_kib, 'exit': best.rc,
                                   'all_wall_s': [r.wall for r in tool_runs]},
            'ratio_wall': ratio, 'ratio_cpu': cpu_ratio, 'ratio_peak_rss': mem_ratio, 'target': args.target,
        }
        with open(args.json, 'w') as f:
            json.dump(res, f, indent=2)
            f.write('\n')
    return 1 if args.check and ratio > args.target else 0


if __name__ == '__main__':
    sys.exit(main())
