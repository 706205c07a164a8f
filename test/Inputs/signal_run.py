"""Runs a command and interrupts it at a chosen point, for the tests of runs
that are killed or overlap.

  signal_run.py --when GLOB [--signal SIG] -- CMD...
      Starts CMD, waits until a path matching GLOB exists (the point), sends
      SIG (default KILL) and prints how CMD ended.
  signal_run.py --when GLOB --meanwhile -- CMD... -- OTHER...
      Starts CMD, waits for GLOB, runs OTHER to its end, then waits for CMD;
      prints how each ended and OTHER's stderr.

Exits 1 if GLOB never appears within two minutes (CMD ended first, say).
"""

import argparse
import glob
import signal
import subprocess
import sys
import time


def wait_for(pattern, process):
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if glob.glob(pattern):
            return True
        if process.poll() is not None:
            return bool(glob.glob(pattern))
        time.sleep(0.005)
    return False


def ended(code):
    return "killed by SIG%s" % signal.Signals(-code).name[3:] if code < 0 \
        else "exited %d" % code


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--when", required=True)
    parser.add_argument("--signal", default="KILL")
    parser.add_argument("--meanwhile", action="store_true")
    parser.add_argument("commands", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    words = args.commands[1:] if args.commands[:1] == ["--"] else args.commands
    if args.meanwhile:
        split = words.index("--")
        first, other = words[:split], words[split + 1:]
    else:
        first, other = words, None

    process = subprocess.Popen(first, stderr=subprocess.DEVNULL)
    if not wait_for(args.when, process):
        process.kill()
        process.wait()
        sys.exit("signal_run: %s never appeared" % args.when)
    if other is None:
        process.send_signal(getattr(signal, "SIG" + args.signal))
        print("first " + ended(process.wait()))
        return
    result = subprocess.run(other, stderr=subprocess.PIPE, text=True)
    print("second " + ended(result.returncode))
    sys.stdout.write(result.stderr)
    print("first " + ended(process.wait()))


if __name__ == "__main__":
    main()
