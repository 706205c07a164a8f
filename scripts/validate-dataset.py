#!/usr/bin/env python3
"""Checks kernel-extract datasets against the JSON Schemas in docs/schema.

    validate-dataset.py [--min-datasets N] DIR...

Each DIR is a dataset (holding manifest.jsonl) or a directory searched for
datasets. Every manifest row is checked against manifest-row.schema.json,
every kernels/<id>.json against metadata.schema.json, and each row must
equal the same fields of its metadata file. Prints one line per problem and
exits 1 when there is any; 2 on bad input. Needs jsonschema: Debian 12's
python3-jsonschema (4.10, RefResolver) or a current one (4.18 and later,
whose `referencing` registry is used when it is there).
"""

import argparse
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-dataset: error: the jsonschema module is missing "
             "(apt-get install python3-jsonschema)")

SCHEMAS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                       "docs", "schema")


def load_validators(schema_dir):
    schemas = {}
    for name in ("manifest-row", "metadata"):
        with open(os.path.join(schema_dir, name + ".schema.json")) as f:
            schemas[name] = json.load(f)
    # The metadata schema refers to the row schema by its $id: through the
    # `referencing` registry that jsonschema 4.18 and later resolve with,
    # else through RefResolver (Debian 12's 4.10).
    try:
        from referencing import Registry, Resource
    except ImportError:
        Registry = None
    validators = {}
    for name, schema in schemas.items():
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        if Registry is not None:
            registry = Registry().with_resources(
                (s["$id"], Resource.from_contents(s)) for s in schemas.values())
            validators[name] = cls(schema, registry=registry)
        else:
            store = {s["$id"]: s for s in schemas.values()}
            resolver = jsonschema.RefResolver.from_schema(schema, store=store)
            validators[name] = cls(schema, resolver=resolver)
    return validators


def datasets_under(path):
    if os.path.isfile(os.path.join(path, "manifest.jsonl")):
        yield path
        return
    for root, dirs, files in os.walk(path):
        dirs.sort()
        # A run's staging directory is not a dataset.
        dirs[:] = [d for d in dirs if not d.startswith(".kernel-extract")]
        if "manifest.jsonl" in files:
            yield root


def problems_of(dataset, validators):
    def errors(validator, value, where):
        for error in sorted(validator.iter_errors(value), key=str):
            at = "/".join(str(p) for p in error.absolute_path)
            yield "%s: %s%s" % (where, at + ": " if at else "", error.message)

    with open(os.path.join(dataset, "manifest.jsonl")) as f:
        lines = f.read().splitlines()
    for number, line in enumerate(lines, 1):
        where = "%s/manifest.jsonl:%d" % (dataset, number)
        try:
            row = json.loads(line)
        except ValueError as e:
            yield "%s: not JSON: %s" % (where, e)
            continue
        yield from errors(validators["manifest-row"], row, where)
        metadata_file = row.get("files", {}).get("metadata")
        if not isinstance(metadata_file, str):
            continue
        path = os.path.join(dataset, metadata_file)
        try:
            with open(path) as f:
                metadata = json.load(f)
        except (OSError, ValueError) as e:
            yield "%s: %s" % (path, e)
            continue
        yield from errors(validators["metadata"], metadata, path)
        for key, value in row.items():
            if key == "source":
                # The metadata's source adds the columns.
                value = dict(value, begin_column=metadata.get("source", {})
                             .get("begin_column"),
                             end_column=metadata.get("source", {})
                             .get("end_column"))
            if metadata.get(key) != value:
                yield "%s: '%s' differs from its manifest row" % (path, key)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", metavar="DIR")
    parser.add_argument("--schemas", default=SCHEMAS,
                        help="directory of the schemas (default: docs/schema)")
    parser.add_argument("--min-datasets", type=int, default=1,
                        help="fail when fewer datasets are found (default 1)")
    args = parser.parse_args()
    validators = load_validators(args.schemas)
    found = rows = bad = 0
    for path in args.paths:
        if not os.path.isdir(path):
            sys.exit("validate-dataset: error: %s: not a directory" % path)
        for dataset in datasets_under(path):
            found += 1
            with open(os.path.join(dataset, "manifest.jsonl")) as f:
                rows += sum(1 for _ in f)
            for problem in problems_of(dataset, validators):
                print(problem)
                bad += 1
    print("validate-dataset: %d datasets, %d rows, %d problems"
          % (found, rows, bad))
    if found < args.min_datasets:
        print("validate-dataset: error: %d datasets found, expected at least "
              "%d" % (found, args.min_datasets))
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
