"""Checks the nvcc version kernel-extract parses nvcc entries with.

usage: nvcc_version.py NVCC_VERSION_OUTPUT PARSE_COMMANDS_JSON

NVCC_VERSION_OUTPUT is what `nvcc --version` printed ("..., V13.0.88");
PARSE_COMMANDS_JSON is --print-parse-commands' output. Every entry that
defines __CUDACC_VER_* must give nvcc's major, minor and build.
"""
import json
import re
import sys

version_text, commands = sys.argv[1:]
found = re.search(r", V(\d+)\.(\d+)\.(\d+)", open(version_text).read())
if not found:
    sys.exit("no version in nvcc --version output")
expected = dict(zip(("MAJOR", "MINOR", "BUILD"), found.groups()))
checked = 0
for entry in json.load(open(commands)):
    for arg in entry["arguments"]:
        macro = re.fullmatch(r"-D__CUDACC_VER_(MAJOR|MINOR|BUILD)__=(\d+)", arg)
        if macro:
            checked += 1
            if macro.group(2) != expected[macro.group(1)]:
                sys.exit("%s: %s, nvcc says %s" % (entry["file"], arg, expected[macro.group(1)]))
print("checked %d nvcc version macros against nvcc %s" % (checked, ".".join(found.groups())))
