#!/usr/bin/env python3
"""Test vectors of the `redmadrobot` dialect taken from input-mask-android's own unit tests
(inputmask/src/test/kotlin/.../helper/*Test.kt): every test that applies the test class's
`format()` to a `CaretString` and asserts the formatted text, caret, extracted value and
completeness. Writes Tests/MasklsCLITests/Differential/Fixtures/differential/inputmaskandroid.json.

These are what its own tests say it does; run.py runs the library's Kotlin core itself (built
with kotlinc, without Gradle or the Android SDK) on random cases.

  python3 Benchmarks/differential/inputmaskandroid/vectors.py
"""
import collections
import glob
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/RedMadRobot/input-mask-android"
COMMIT = "df452edc0c52a37e5082adcfc3d05d77b5aa34e8"  # 2023-05-05

STRING = r'"((?:[^"\\]|\\.)*)"'
FORMAT = re.compile(r'override fun format\(\): String \{\s*return ' + STRING)
TEST = re.compile(r"@Test\s+fun (\w+)\(\)\s*\{(.*?)\n    \}", re.S)
ASSIGN = re.compile(r"val (\w+)(?:: \w+)? = (.+)")
GRAVITY = re.compile(r"CaretString\(inputString, inputCaret, CaretString\.CaretGravity\.(FORWARD|BACKWARD)\((true|false)\)\)")
COMPLETE = re.compile(r"Assert\.assertEquals\((true|false), result\.complete\)")


def kotlin_string(s):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


def value(expr, env):
    """A test's `val` right-hand side: a string, an integer, `x.length` or another val."""
    expr = expr.strip()
    m = re.fullmatch(STRING, expr)
    if m:
        return kotlin_string(m.group(1))
    if re.fullmatch(r"-?\d+", expr):
        return int(expr)
    m = re.fullmatch(r"(\w+)\.length", expr)
    if m and isinstance(env.get(m.group(1)), str):
        return len(env[m.group(1)])
    return env.get(expr)


def main():
    source = common.git_source("input-mask-android", URL, COMMIT)
    tests = sorted(glob.glob(os.path.join(source, "inputmask", "src", "test", "kotlin", "**", "*Test.kt"), recursive=True))
    cases, outputs = [], []
    skipped = collections.Counter()
    for path in tests:
        text = open(path, encoding="utf-8").read()
        fmt = FORMAT.search(text)
        for name, body in TEST.findall(text):
            if "this.mask().apply(" not in body:
                skipped["not an apply test (placeholder, lengths, timing, compiler, sanitizer)"] += 1
                continue
            if fmt is None:
                skipped["no format()"] += 1
                continue
            env = {}
            for line in body.split("\n"):
                m = ASSIGN.search(line.strip())
                if m:
                    env[m.group(1)] = value(m.group(2), env)
            g = GRAVITY.search(body)
            complete = COMPLETE.search(body)
            needed = ("inputString", "inputCaret", "expectedString", "expectedCaret", "expectedValue")
            if g is None or complete is None or any(env.get(k) is None for k in needed):
                skipped["apply test in an unexpected form"] += 1
                continue
            forward = g.group(1) == "FORWARD"
            case = {
                "test": "%s.%s" % (os.path.basename(path)[:-3], name),
                "mask": kotlin_string(fmt.group(1)),
                "text": env["inputString"],
                "caret": env["inputCaret"],
                "gravity": "forward" if forward else "backward",
                "autocomplete" if forward else "autoskip": g.group(2) == "true",
            }
            cases.append(case)
            outputs.append({
                "text": env["expectedString"],
                "caret": env["expectedCaret"],
                "value": env["expectedValue"],
                "complete": complete.group(1) == "true",
            })
            if "result.affinity" in body:
                skipped["affinity assertion (the engine has no affinity), rest of the test kept"] += 1
    for reason, n in sorted(skipped.items()):
        print("skipped %d: %s" % (n, reason))
    common.write_vectors("inputmaskandroid", "input-mask-android %s unit tests" % COMMIT[:12], cases, outputs,
                         notes="the library's own test expectations; %s" % "; ".join(
                             "%d %s" % (n, r) for r, n in sorted(skipped.items())))


if __name__ == "__main__":
    main()
