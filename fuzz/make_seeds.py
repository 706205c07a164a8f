"""Writes the fuzzers' seed corpora from the test inputs (scripts/fuzz.sh).

  make_seeds.py TEST_INPUTS OUT

OUT/CompilationDatabaseFuzzer: every compile_commands.json(.in) of the tests;
OUT/CommandTranslationFuzzer: each command they hold, one argument a line,
with the text of a response file the tests use after a NUL;
OUT/OutputDirectoryFuzzer: the paths a dataset writes and some it must not.
"""

import json
import os
import shlex
import sys


def main():
    inputs, out = sys.argv[1], sys.argv[2]
    databases, commands, responses = [], [], []
    for directory, _, files in sorted(os.walk(inputs)):
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.startswith("compile_commands.json"):
                with open(path, "rb") as f:
                    databases.append(f.read())
            elif name.endswith(".rsp"):
                with open(path, "rb") as f:
                    responses.append(f.read())

    for text in databases:
        try:
            entries = json.loads(text.decode("utf-8", "replace"))
        except ValueError:
            continue
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict):
                continue
            argv = entry.get("arguments") or shlex.split(entry.get("command", ""))
            commands.append("\n".join(argv).encode())
    commands += [c + b"\0" + r for c in commands[:4] for r in responses]
    commands += [b"nvcc\n@args.rsp\n-c\nkernel.cu\0" + r for r in responses]

    paths = [b"manifest.jsonl", b"summary.json", b"kernels/k.cu",
             b"kernels/k.standalone.cu\nkernels/k.json", b"../escape",
             b"/abs/path", b"kernels/../../x", b"a//b", b"./k"]

    for target, seeds in (("CompilationDatabaseFuzzer", databases),
                          ("CommandTranslationFuzzer", commands),
                          ("OutputDirectoryFuzzer", paths)):
        directory = os.path.join(out, target)
        os.makedirs(directory, exist_ok=True)
        for i, seed in enumerate(seeds):
            with open(os.path.join(directory, "seed-%04d" % i), "wb") as f:
                f.write(seed)


if __name__ == "__main__":
    main()
