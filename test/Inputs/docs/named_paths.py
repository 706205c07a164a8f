"""Prints each repository path a Markdown page names in backquotes and
whether it exists: `lib/Setup/Toolchain.cpp` must be a file or folder of the
checkout, `test/hip-*.test` must match one. Output paths (`kernels/*`) and
placeholders (`<topic>`) are not the checkout's, and are left out."""
import glob
import os
import re
import sys

ROOTS = ("bench/", "docs/", "examples/", "include/", "lib/", "resources/",
         "scripts/", "test/", "tools/", "unittests/")

page, root = sys.argv[1], sys.argv[2]
text = open(page, encoding="utf-8").read()
missing = 0
for path in sorted(set(re.findall(r"`([^`\s]+)`", text))):
    if not path.startswith(ROOTS) or "<" in path:
        continue
    found = glob.glob(os.path.join(root, path.split("#")[0]))
    print(("exists " if found else "MISSING ") + path)
    missing += not found
sys.exit(1 if missing else 0)
