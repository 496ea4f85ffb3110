#!/usr/bin/env python3
"""Test vectors of the `ngxmask` dialect taken from ngx-mask's own specs
(projects/ngx-mask-lib/src/test/*.spec.ts): in every `it(…)` block that sets nothing but
`component.mask`, each `equal('typed', 'shown', fixture)` (the spec types the characters one by
one into the input) after a `component.mask.set('…')`. Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/ngxmask.json.

  python3 Benchmarks/differential/ngxmask/vectors.py
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/JsDaddy/ngx-mask"
COMMIT = "11d457ccc2f786e301ff57336ae505a63ed5466e"  # 2025-08-01

STRING = r"'((?:[^'\\]|\\.)*)'"
MASK = re.compile(r"component\.mask\.set\(" + STRING + r"\)")
OTHER = re.compile(r"component\.(?!mask\b)\w+(\.set\(|\s*=)|provideNgxMask\(\{")
EQUAL = re.compile(r"^\s*equal\(\s*" + STRING + r",\s*" + STRING + r",\s*fixture\s*\);")


def js_string(s):
    return re.sub(r"\\(.)", r"\1", s)


def blocks(text):
    """The bodies of `it(` blocks (up to the next `it(` or the end)."""
    starts = [m.start() for m in re.finditer(r"^\s*it\(", text, re.M)]
    return [text[s:e] for s, e in zip(starts, starts[1:] + [len(text)])]


def main():
    source = common.git_source("ngx-mask", URL, COMMIT)
    cases, outputs = [], []
    for path in sorted(glob.glob(os.path.join(source, "projects", "ngx-mask-lib", "src", "test", "*.spec.ts"))):
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # Specs whose `beforeEach` configures the directive differently are left out.
        head = text.split("it(", 1)[0]
        if OTHER.search(head):
            continue
        for block in blocks(text):
            if OTHER.search(block):
                continue
            mask = None
            for line in block.split("\n"):
                m = MASK.search(line)
                if m:
                    mask = js_string(m.group(1))
                    continue
                e = EQUAL.search(line)
                if e and mask is not None:
                    cases.append({"spec": name, "mask": mask, "typed": js_string(e.group(1))})
                    outputs.append({"shown": js_string(e.group(2))})
    common.write_vectors("ngxmask", "ngx-mask %s specs" % COMMIT[:12], cases, outputs,
                         notes="the library's own test expectations: characters typed one by one")


if __name__ == "__main__":
    main()
