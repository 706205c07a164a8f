#!/usr/bin/env python3
"""Compares two runs of a dataset's harnesses (scripts/run-harnesses.sh -o
directories: a GPU's and the CPU runtime's, CUDA's and HIP's) kernel by
kernel, within a tolerance suited to each output's element type.

    bench/compare_runs.py DATASET RUN_A RUN_B [--hip]

A kernel's outputs are its written buffers, in parameter order (the
harness's `kx_outputs.write` lines); their element types are the harness's
`using kx_<param>_t` comments. Integers compare exactly; float and double
within 1e-5 absolute plus 1e-3 relative; half and bfloat16 within 1e-2
plus 1e-2; NaNs equal each other. A buffer of another type (a struct, void)
compares byte for byte. Prints per kernel `id <tab> agree|differ <tab>
worst error`, then the counts; exit status 0 when every kernel compared
agrees.
"""
import math
import os
import re
import struct
import sys

FORMATS = [
    (re.compile(r"\b(double)\b"), "d", 1e-5, 1e-3),
    (re.compile(r"\b(float)\b"), "f", 1e-5, 1e-3),
    (re.compile(r"bfloat16"), "bf16", 1e-2, 1e-2),
    (re.compile(r"\b(__half|half|c10::Half|at::Half)\b"), "e", 1e-2, 1e-2),
    (re.compile(r"\b(unsigned long long|long long|uint64_t|int64_t|size_t)\b"), "q", 0, 0),
    (re.compile(r"\b(unsigned int|unsigned|int|uint32_t|int32_t)\b"), "i", 0, 0),
    (re.compile(r"\b(unsigned short|short|uint16_t|int16_t)\b"), "h", 0, 0),
    (re.compile(r"\b(unsigned char|signed char|char|bool|uint8_t|int8_t)\b"), "b", 0, 0),
]


def written_types(harness):
    """The element format of each written buffer, in the order written:
    None where the type is not a plain scalar one."""
    types = dict(re.findall(r"^using kx_(\w+)_t = .*// (.*)$", harness, re.M))
    formats = []
    for name in re.findall(r"kx_outputs\.write\(kx_(\w+)\.bytes\(\)", harness):
        pointee = types.get(name, "").rsplit("*", 1)[0]
        found = None
        if "*" in types.get(name, "") and not re.search(r"\b[a-z]*[0-9]\b|struct|<", pointee):
            for pattern, fmt, absolute, relative in FORMATS:
                if pattern.search(pointee):
                    found = (fmt, absolute, relative)
                    break
        formats.append(found)
    return formats


def values(fmt, data):
    if fmt == "bf16":
        return [struct.unpack("f", struct.pack("I", h << 16))[0]
                for (h,) in struct.iter_unpack("H", data)]
    size = struct.calcsize(fmt)
    return [v for (v,) in struct.iter_unpack(fmt, data[:len(data) // size * size])]


def compare(harness, a, b):
    """(agree, worst error) of two output files of one harness."""
    if len(a) != len(b):
        return False, "sizes differ"
    formats = written_types(harness)
    if a == b:
        return True, 0.0
    if len(formats) != 1 or formats[0] is None:
        return False, "bytes differ"
    fmt, absolute, relative = formats[0]
    worst = 0.0
    agree = True
    for x, y in zip(values(fmt, a), values(fmt, b)):
        if isinstance(x, float) and (math.isnan(x) or math.isnan(y)):
            if not (math.isnan(x) and math.isnan(y)):
                agree = False
                worst = math.inf
            continue
        error = abs(x - y)
        if error > absolute + relative * abs(y):
            agree = False
        worst = max(worst, error)
    return agree, worst


def report(run):
    rows = {}
    with open(os.path.join(run, "report.tsv")) as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            rows[fields[0]] = fields[1]
    return rows


def main():
    args = [a for a in sys.argv[1:] if a != "--hip"]
    if len(args) != 3:
        sys.exit(__doc__)
    dataset, run_a, run_b = args
    suffix = ".harness.hip" if "--hip" in sys.argv else ".harness.cu"
    a, b = report(run_a), report(run_b)
    agree = differ = 0
    for kernel in sorted(a):
        if a[kernel] not in ("clean", "outputs-differ") or \
                b.get(kernel) not in ("clean", "outputs-differ", "differs-from-reference"):
            continue
        harness = open(os.path.join(dataset, "kernels", kernel + suffix)).read()
        same, worst = compare(harness,
                              open(os.path.join(run_a, kernel + ".out.1"), "rb").read(),
                              open(os.path.join(run_b, kernel + ".out.1"), "rb").read())
        agree += same
        differ += not same
        print(f"{kernel}\t{'agree' if same else 'differ'}\t{worst}")
    print(f"compared: {agree + differ}, agree: {agree}, differ: {differ}")
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
