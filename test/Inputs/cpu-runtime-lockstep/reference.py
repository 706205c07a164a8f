#!/usr/bin/env python3
"""Checks the outputs of a kernel of lockstep.cu against the result a GPU
gives, computed here from the same inputs.

    reference.py KERNEL OUTPUTS n=N [seed=S]

Prints "KERNEL: ok, N elements" or the first element that differs.
"""
import os
import sys

# The source tree stays as it is: no __pycache__ beside the imported script.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "cpu-runtime"))
from reference import Generator, compare  # noqa: E402


def expected(kernel, n, seed):
    g = Generator(seed)
    values = [g.next() % 8 for _ in range(n)]
    blocks = (n + 63) // 64
    out = []
    for b in range(blocks):
        own = [values[i] if i < n else 0 for i in range(b * 64, b * 64 + 64)]
        if kernel == "warp_sync_sum":
            out.append(sum(own))
            continue
        last = 0
        for _ in range(4):
            last = max((own[t] * 13 + last * 7 + t) % 64 for t in range(64))
            out.append(last)
    return out


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    kernel, outputs = sys.argv[1], sys.argv[2]
    args = dict(a.split("=", 1) for a in sys.argv[3:])
    want = expected(kernel, int(args["n"]), int(args.get("seed", 1)))
    return compare(kernel, outputs, "i", want)


if __name__ == "__main__":
    sys.exit(main())
