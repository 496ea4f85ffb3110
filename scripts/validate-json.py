#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 4 to 2020-12, from its $schema).

usage: validate-json.py SCHEMA DOCUMENT...

Exit 0 when every document is valid; 1 with each error (its JSON path and message) on
stderr; 2 when Python's jsonschema is missing (Debian: python3-jsonschema).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.stderr.write("validate-json.py: needs python3-jsonschema\n")
    sys.exit(2)


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failed = True
            where = "/".join(str(p) for p in error.absolute_path)
            sys.stderr.write(f"{path}: /{where}: {error.message}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
