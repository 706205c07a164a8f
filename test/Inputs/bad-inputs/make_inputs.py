"""Writes the inputs of bad-inputs-matrix.test under DIR: small sources and
one compilation database per case, each in DIR/<case>/compile_commands.json.

  make_inputs.py DIR

The large cases (a 10 MB source, 10,000 entries) are made here rather than
kept in the repository.
"""
import json
import os
import sys

KERNEL = "__global__ void {name}(float *x) {{ x[threadIdx.x] = {value}; }}\n"


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(text)


def database(root, case, entries):
    write(os.path.join(root, case, "compile_commands.json"),
          json.dumps(entries, indent=1, ensure_ascii=False))


def entry(directory, file, *flags):
    return {"directory": directory, "file": file,
            "arguments": ["nvcc", *flags, "-c", file, "-o", file + ".o"]}


def main():
    root = os.path.abspath(sys.argv[1])
    src = os.path.join(root, "src")
    write(os.path.join(src, "plain.cu"), KERNEL.format(name="plain_kernel",
                                                       value="1.0f"))

    database(root, "empty-arguments",
             [{"directory": src, "file": "plain.cu", "arguments": []}])
    database(root, "blank-command",
             [{"directory": src, "file": "plain.cu", "command": "  "}])
    database(root, "no-directory",
             [entry(os.path.join(root, "gone"), "plain.cu")])

    # A "source" that cannot be read: a directory (as root, file modes do
    # not stop a read).
    os.makedirs(os.path.join(src, "folder.cu"), exist_ok=True)
    database(root, "unreadable-source", [entry(src, "folder.cu")])

    write(os.path.join(src, "nul.cu"),
          KERNEL.format(name="before_nul", value="2.0f") + "\0\0junk\n", "w")
    database(root, "nul-bytes", [entry(src, "nul.cu")])

    with open(os.path.join(src, "big.cu"), "w") as f:
        f.write(KERNEL.format(name="big_kernel", value="3.0f"))
        line = "// " + "x" * 97 + "\n"
        f.write(line * 100000)
    database(root, "ten-megabytes", [entry(src, "big.cu")])

    # -I names a directory whose links lead back to it, and the header the
    # source wants is in none: the search for it must end.
    loop = os.path.join(src, "loop")
    os.makedirs(loop, exist_ok=True)
    for name, target in (("self", "."), ("up", "../loop")):
        link = os.path.join(loop, name)
        if not os.path.islink(link):
            os.symlink(target, link)
    write(os.path.join(src, "includes.cu"),
          '#include "absent_header.h"\n' +
          KERNEL.format(name="includes_kernel", value="4.0f"))
    database(root, "symlink-loop",
             [entry(src, "includes.cu", "-Iloop/self/up/self", "-Iloop")])

    database(root, "same-file-10000",
             [entry(src, "plain.cu", "-DKX_COPY=%d" % (i % 7))
              for i in range(10000)])

    # Paths with spaces and non-ASCII bytes, kernels that share a name
    # across files and namespaces, and an entry outside the project root.
    named = os.path.join(root, "project root", "d\u00efr")
    write(os.path.join(named, "a.cu"),
          "namespace one { " + KERNEL.format(name="same", value="1") + "}\n"
          "namespace two { " + KERNEL.format(name="same", value="2") + "}\n" +
          KERNEL.format(name="same", value="3"))
    write(os.path.join(root, "project root", "b.cu"),
          KERNEL.format(name="same", value="4"))
    database(root, "names",
             [entry(named, "a.cu"),
              entry(os.path.join(root, "project root"), "b.cu"),
              entry(src, "plain.cu")])


if __name__ == "__main__":
    main()
