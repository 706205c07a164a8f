"""Writes a compilation database from a template for this machine.

usage: fill_db.py TEMPLATE OUTPUT KEY=VALUE...

Each @KEY@ in TEMPLATE becomes VALUE, so checked-in databases can name the
test's own directories (as HIPIFY's tests substitute theirs).
"""
import sys

template, output, *pairs = sys.argv[1:]
text = open(template).read()
for pair in pairs:
    key, value = pair.split("=", 1)
    text = text.replace("@" + key + "@", value)
with open(output, "w") as out:
    out.write(text)
