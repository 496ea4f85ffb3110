#!/usr/bin/env python3
"""Test vectors of the `maska` dialect taken from maska's own test suite (test/mask.test.ts):
every `new Mask({ mask: '…' [, eager: true] })` with a single string mask and no other option,
and the `expect(mask.masked|unmasked|completed('…')).toBe(…)` lines under it. Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/maska.json.

  python3 Benchmarks/differential/maska/vectors.py
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/beholdr/maska"
COMMIT = "5fe4ba3a8a9da8d17525cd1acad0e934211c961f"  # 3.x, 2025-07-02

STRING = r"'((?:[^'\\]|\\.)*)'"
MASK = re.compile(r"new Mask\(\{ mask: " + STRING + r"(, eager: true)? \}\)")
EXPECT = re.compile(r"expect\(mask\.(masked|unmasked|completed)\(" + STRING + r"\)\)\.toBe\((?:" + STRING + r"|(true|false))\)")


def js_string(s):
    return re.sub(r"\\(.)", r"\1", s)


def main():
    source = common.git_source("maska", URL, COMMIT)
    cases, outputs = [], []
    current = None
    with open(os.path.join(source, "test", "mask.test.ts"), encoding="utf-8") as f:
        for line in f:
            if "new Mask(" in line:
                m = MASK.search(line)
                current = {"mask": js_string(m.group(1)), "eager": bool(m.group(2))} if m else None
                continue
            if line.startswith("test("):
                current = None
            e = EXPECT.search(line)
            if current is None or e is None:
                continue
            cases.append(dict(current, call=e.group(1), input=js_string(e.group(2))))
            value = js_string(e.group(3)) if e.group(3) is not None else e.group(4) == "true"
            outputs.append({"result": value})
    common.write_vectors("maska", "maska %s test/mask.test.ts" % COMMIT[:12], cases, outputs,
                         notes="the library's own test expectations")


if __name__ == "__main__":
    main()
