#!/usr/bin/env python3
"""Checks a harness's outputs for a kernel of kernels.cu against a reference
computed here, bit for bit.

    reference.py KERNEL OUTPUTS [--warp-size N] name=value...

The name=value arguments are the ones the harness ran with (sizes, seed).
The inputs are drawn as the harness draws them (docs/harness.md: splitmix64,
buffers in parameter order, floats uniform in [-1, 1), integers in [0, 8),
half as IEEE binary16 bits), and every float operation is rounded to binary32
as the kernel's is: a sum or product of two floats computed in double and
rounded once is the correctly rounded float result. Prints "KERNEL: ok" or
the first element that differs, and exits 1 on a difference.
"""
import struct
import sys

MASK = (1 << 64) - 1


class Generator:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def uniform(self):
        return (self.next() >> 11) / 9007199254740992.0 * 2.0 - 1.0


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def f16(x):
    return struct.unpack("e", struct.pack("e", x))[0]


def floats(g, count):
    return [f32(g.uniform()) for _ in range(count)]


def warp_normalize(x, n, width, broadcast_width):
    y = []
    for block in range(0, (n + 255) // 256 * 256, 256):
        v = [x[i] if i < n else 0.0 for i in range(block, block + 256)]
        for warp in range(0, 256, width):
            lanes = v[warp:warp + width]
            total = [f32(a * a) for a in lanes]
            for offset in (16, 8, 4, 2, 1):
                total = [f32(total[l] + total[l ^ offset])
                         for l in range(width)]
            total = [total[l // broadcast_width * broadcast_width]
                     for l in range(width)]
            y += [f32(lanes[l] / f32(total[l] + 1.0)) for l in range(width)]
    return y[:n]


def reference(kernel, args, warp):
    g = Generator(int(args.get("seed", 1)))
    n = int(args.get("n", 0))
    if kernel == "saxpy":
        a = f32(float(args["a"]))
        x, y = floats(g, n), floats(g, n)
        return "f", [f32(f32(a * x[i]) + y[i]) for i in range(n)]
    if kernel == "block_sum":
        blocks = (n + 255) // 256
        x = floats(g, n)
        floats(g, blocks)
        sums = []
        for b in range(blocks):
            p = [x[i] if i < n else 0.0 for i in range(b * 256, b * 256 + 256)]
            stride = 128
            while stride:
                p = [f32(p[t] + p[t + stride]) if t < stride else p[t]
                     for t in range(256)]
                stride //= 2
            sums.append(p[0])
        return "f", sums
    if kernel in ("warp_normalize", "warp_normalize_any"):
        x = floats(g, n)
        floats(g, n)
        return "f", warp_normalize(x, n, warp,
                                   32 if kernel.endswith("any") else warp)
    if kernel == "histogram":
        data = [g.next() % 8 for _ in range(n)]
        bins = [g.next() % 8 for _ in range(8)]
        for d in data:
            bins[d] += 1
        return "I", bins
    if kernel == "stencil":
        rows, cols = int(args["rows"]), int(args["cols"])
        x = floats(g, int(args["in_count"]))
        floats(g, rows * cols)
        out = []
        for r in range(rows):
            for c in range(cols):
                s = x[r * cols + c]
                s = f32(s + (x[r * cols + c - 1] if c > 0 else 0.0))
                s = f32(s + (x[r * cols + c + 1] if c + 1 < cols else 0.0))
                s = f32(s + (x[(r - 1) * cols + c] if r > 0 else 0.0))
                s = f32(s + (x[(r + 1) * cols + c] if r + 1 < rows else 0.0))
                out.append(f32(s / 5.0))
        return "f", out
    if kernel == "scale_half":
        factor = f32(float(args["factor"]))
        data = [f16(f32(g.uniform())) for _ in range(n)]
        return "e", [f16(f32(d * factor)) for d in data]
    if kernel == "tile_sum":
        x = floats(g, n)
        floats(g, n)
        out = []
        for tile in range(0, n, 16):
            t = [x[i] if i < n else 0.0 for i in range(tile, tile + 16)]
            for offset in (8, 4, 2, 1):
                t = [f32(t[l] + t[l ^ offset]) for l in range(16)]
            out += t
        return "f", out[:n]
    if kernel == "reverse_blocks":
        x = floats(g, n)
        floats(g, n)
        out = []
        for i in range(n):
            j = i // 256 * 256 + 255 - i % 256
            out.append(x[j] if j < n else 0.0)
        return "f", out
    sys.exit("reference.py: no reference for " + kernel)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    kernel, outputs = sys.argv[1], sys.argv[2]
    warp, args = 32, {}
    rest = sys.argv[3:]
    while rest:
        if rest[0] == "--warp-size":
            warp, rest = int(rest[1]), rest[2:]
            continue
        name, value = rest[0].split("=", 1)
        args[name], rest = value, rest[1:]
    kind, expected = reference(kernel, args, warp)
    return compare(kernel, outputs, kind, expected)


def compare(kernel, outputs, kind, expected):
    """Compares the OUTPUTS file, elements of struct format `kind`, with
    `expected` bit for bit; prints the verdict, returns the exit status."""
    data = open(outputs, "rb").read()
    size = struct.calcsize(kind)
    got = [v[0] for v in struct.iter_unpack(kind, data[:len(data) // size * size])]
    if len(got) != len(expected):
        print(f"{kernel}: {len(got)} elements, expected {len(expected)}")
        return 1
    for i, (a, b) in enumerate(zip(got, expected)):
        if struct.pack(kind, a) != struct.pack(kind, b):
            print(f"{kernel}: element {i} is {a!r}, expected {b!r}")
            return 1
    print(f"{kernel}: ok, {len(got)} elements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
