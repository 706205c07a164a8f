"""Stands in for nvcc (no GPU here): the "program" it builds is a script
that writes its out= file and prints a checksum, as a harness does. The
harness's first line says how it behaves: `steady` writes the same bytes
every run, `racy` a different one each run, `overrun` the same bytes (the
fake sanitizer reports its memory error)."""
import os
import stat
import sys

args = sys.argv[1:]
source = next(a for a in args if a.endswith(".harness.cu"))
output = args[args.index("-o") + 1]
lines = open(source).read().splitlines()
kind = lines[0].strip()
# The output option a real harness names in its header (`out`, or `out_`
# when a kernel parameter is named out).
option = next((l.split("`")[1] for l in lines
               if "(in parameter order) to `" in l), "out")
with open(output, "w") as program:
    program.write("#!/usr/bin/env python3\n"
                  "import os, sys, time\n"
                  "out = [a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('%s=')][0]\n"
                  "data = b'%s' + (str(time.time_ns()).encode() if %r else b'')\n"
                  "open(out, 'wb').write(data)\n"
                  "print('checksum %%016x' %% (hash(data) & 0xffffffffffffffff))\n"
                  % (option, kind.encode().decode(), kind == "racy"))
os.chmod(output, os.stat(output).st_mode | stat.S_IEXEC)
