#!/usr/bin/env python3
"""The simple cases of Inputmask's own qunit suite (qunit/tests_*.js at the pinned commit),
whose expectations were written against real browsers: a test that masks `#testmask` with
nothing but a mask string (`Inputmask("…").mask(testmask)` or `Inputmask({ mask: "…" })`),
types with `$("#testmask").Type("…")` and `SendKey(keys.Backspace)`, and checks
`testmask.value` or `testmask.inputmask._valueGet()` with `assert.equal`, and does nothing
else (no options, carets, timers or pasted values).

Each case is run with the library's defaults (as the suite does) through the jsdom driver and,
when Debian's `chromium` and PyPI's `websocket-client` are there, through the browser: the
report says how often each agrees with the suite. With `--write`, the cases are run again
with the options the engine assumes (placeholder "", mask not shown on focus) through the
browser (else jsdom) and returned to run.py to be committed with its random cases.

  python3 Benchmarks/differential/inputmask/vectors.py
"""
import glob
import json
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
STRING = r'"((?:[^"\\]|\\.)*)"'
MASK = re.compile(r'^Inputmask\((?:' + STRING + r'|\{\s*mask:\s*' + STRING + r'\s*\})\)\.mask\(testmask\);$')
TYPE = re.compile(r'^\$\("#testmask"\)\.Type\(' + STRING + r'\);$')
BACKSPACE = re.compile(r'^\$\("#testmask"\)\.SendKey\(keys\.Backspace\);$')
ASSERT = re.compile(r'^assert\.equal\(testmask\.(?:value|inputmask\._valueGet\(\)),\s*' + STRING + r',.*\);$')
IGNORED = re.compile(
    r'^(var \$fixture = \$\("#qunit-fixture"\);|\$fixture\.append\(.*\);|'
    r'var testmask = document\.getElementById\("testmask"\);|testmask\.focus\(\);|'
    r'\$\("#testmask"\)\[0\]\.focus\(\);|\}\);|)$')
# Alias names (lib/extensions): `Inputmask("email")` is the alias, not a mask of letters.
ALIASES = {"email", "decimal", "numeric", "integer", "currency", "percentage", "datetime", "ip", "url",
           "mac", "vin", "ssn", "cssunit"}


def unescape(s):
    return json.loads('"' + s + '"')


def statements(body):
    """The test body's lines as statements (each test in the suite writes one per line)."""
    return [line.strip() for line in body.split("\n")]


def suite_cases(source):
    cases = []
    for path in sorted(glob.glob(os.path.join(source, "qunit", "tests_*.js"))):
        text = open(path, encoding="utf-8").read()
        for block in text.split("qunit.test(")[1:]:
            title, _, body = block.partition("\n")
            mask, keys, expected, ok = None, "", None, True
            for s in statements(body):
                m = MASK.match(s)
                if m and mask is None:
                    mask = unescape(m.group(1) if m.group(1) is not None else m.group(2))
                elif TYPE.match(s) and expected is None:
                    keys += unescape(TYPE.match(s).group(1))
                elif BACKSPACE.match(s) and expected is None:
                    keys += "\b"
                elif ASSERT.match(s) and expected is None:
                    expected = unescape(ASSERT.match(s).group(1))
                elif IGNORED.match(s):
                    continue
                else:
                    ok = False
                    break
            if ok and mask is not None and mask not in ALIASES and expected is not None and keys:
                cases.append({"mask": mask, "text": keys.replace("\b", ""), "keys": keys,
                              "suite": "%s: %s" % (os.path.basename(path), title.strip().rstrip(", function (assert) {"))[:160],
                              "suiteValue": expected})
    return cases


def drivers(source):
    script = os.path.join(source, "dist", "inputmask.js")
    os.environ["NODE_PATH"] = os.pathsep.join(filter(None, [os.environ.get("NODE_PATH"), "/usr/share/nodejs"]))
    out = {"jsdom": ["node", os.path.join(HERE, "driver.js"), script]}
    if shutil.which("chromium"):
        try:
            import websocket  # noqa: F401
            out["chromium"] = [sys.executable, os.path.join(HERE, "chromium_driver.py"), script]
        except ImportError:
            print("chromium found but not websocket-client (pip install websocket-client): jsdom only")
    return out


def compare_with_suite(source, cases):
    """Runs the suite's cases with the library's defaults; prints agreement per driver."""
    report = {}
    for name, command in drivers(source).items():
        outputs = common.run_driver(command, [dict(c, defaults=True) for c in cases])
        agree = 0
        for c, o in zip(cases, outputs):
            last = (o.get("keys") or [{}])[-1]
            if last.get("text") == c["suiteValue"]:
                agree += 1
            else:
                print("  %s differs from the suite: %s — mask %r keys %r: suite %r, %s %r" % (
                    name, c["suite"], c["mask"], c["keys"], c["suiteValue"], name, last.get("text", o)))
        report[name] = (agree, len(cases))
        print("%s agrees with the suite on %d of %d cases" % (name, agree, len(cases)))
    return report


def engine_vectors(source, cases):
    """The suite's cases with the options the engine assumes, run by the browser when it is
    there (else jsdom): (cases, outputs, driver name)."""
    available = drivers(source)
    name = "chromium" if "chromium" in available else "jsdom"
    plain = [{k: c[k] for k in ("mask", "text", "keys", "suite")} for c in cases]
    return plain, common.run_driver(available[name], plain), name


def main():
    import run  # noqa: E402  (same folder)
    source = common.git_source("Inputmask", run.URL, run.COMMIT)
    cases = suite_cases(source)
    print("%d simple cases in the suite" % len(cases))
    compare_with_suite(source, cases)


if __name__ == "__main__":
    main()
