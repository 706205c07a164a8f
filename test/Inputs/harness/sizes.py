"""Prints each harness's sizes and scalars: `<id> <name> = <value> (<origin>)`,
and its verdicts, one line each, in manifest order."""
import json
import os
import sys

out = sys.argv[1]
with open(os.path.join(out, "manifest.jsonl")) as manifest:
    for line in manifest:
        row = json.loads(line)
        with open(os.path.join(out, row["files"]["metadata"])) as f:
            harness = json.load(f).get("harness")
        if harness is None:
            print(row["id"], "no harness")
            continue
        for size in harness["scalars"] + harness["sizes"]:
            print(row["id"], size["name"], "=", size["value"],
                  "(%s)" % size["origin"])
        for check in ("harness", "harness_hip"):
            if check in row["verify"]:
                print(row["id"], check, row["verify"][check]["status"])
