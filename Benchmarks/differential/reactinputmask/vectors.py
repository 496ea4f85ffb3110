#!/usr/bin/env python3
"""Test vectors of the `reactinputmask` dialect taken from react-input-mask's own tests
(tests/input/input.js of 2.0.4, the release npm installs): each `it` block that mounts
`<Input mask="…">` with props the dialect models (a string mask, `defaultValue`/`value`,
`autoFocus`, `alwaysShowMask`, `maskChar` (one character or `null`), `formatChars` of
bracket classes), as the list of its steps and what it expects after
them (the field's text, the caret). A block stops being read at the first statement the
dialect does not model (`setInputProps`, timers); the expectations before it are kept.
Writes Tests/MasklsCLITests/Differential/Fixtures/differential/reactinputmask.json.

Steps: `mount` (the initial value), `focus`, `blur`; `key` (the test's
`simulateInputKeyPress`/`insertStringIntoInput`: the text put at the DOM selection, then a
change event) and `paste` (`simulateInputPaste`); `backspace`, `delete` (the helpers of the
test file); `select` (`input.setSelection(start, end)`/`setCursorPosition`: the component's
own selection) and `domselect` (`setInputSelection`: the DOM's only); `setvalue` + `change`
(the test sets the DOM value and fires a change).

The tests need a DOM and React; the library is not run here, its tests state what it does.

  python3 Benchmarks/differential/reactinputmask/vectors.py
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/sanniassin/react-input-mask"
COMMIT = "1af73d764d59b39514dc40f0ec697ce76c3f335e"  # tag 2.0.4

IT = re.compile(r"^  it\('((?:[^'\\]|\\.)*)', createInput\(\s*(<Input\b.*?/>|<Input\b.*?</Input>),\s*\(input, inputNode\) => \{\n(.*?)^    \}\)\);", re.S | re.M)
PROP = re.compile(r'(\w+)(?:=(?:"([^"]*)"|\{([^{}]*)\}))?')
JS = r"'((?:[^'\\]|\\.)*)'"


def js_string(s):
    return re.sub(r"\\(.)", r"\1", s)


def class_ranges(regex):
    """`[1-3]`-style class as [[lo, hi], ...]; None for anything else."""
    m = re.fullmatch(r"\[([^\]\\^]*)\]", regex)
    if not m:
        return None
    body, ranges, i = m.group(1), [], 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            ranges.append([ord(body[i]), ord(body[i + 2])])
            i += 3
        else:
            ranges.append([ord(body[i]), ord(body[i])])
            i += 1
    return ranges


def props(element):
    head = re.match(r"<Input\b(.*?)/?>", element, re.S).group(1)
    result = {}
    fc = re.search(r"formatChars=\{\{(.*?)\}\}", head, re.S)
    if fc:
        head = head[:fc.start()] + head[fc.end():]
        table = {}
        for key, regex in re.findall(r"'(.)': '([^']*)'", fc.group(1)):
            table[key] = class_ranges(regex)
        result["formatChars"] = ("table", table) if table and all(table.values()) else ("expr", fc.group(1))
    for m in PROP.finditer(head):
        name, string, expr = m.groups()
        if string is not None:
            result[name] = string  # JSX attribute strings keep backslashes as written
        elif expr is not None:
            result[name] = ("expr", expr)
        else:
            result[name] = True
    return result


STEPS = [
    (r"TestUtils\.Simulate\.focus\(inputNode\)", lambda m: {"op": "focus"}),
    (r"TestUtils\.Simulate\.blur\(inputNode\)", lambda m: {"op": "blur"}),
    (r"(?:simulateInputKeyPress|insertStringIntoInput)\(input, " + JS + r"\)", lambda m: {"op": "key", "text": js_string(m.group(1))}),
    (r"simulateInputPaste\(input, " + JS + r"\)", lambda m: {"op": "paste", "text": js_string(m.group(1))}),
    (r"simulateInputBackspacePress\(input\)", lambda m: {"op": "backspace"}),
    (r"simulateInputDeletePress\(input\)", lambda m: {"op": "delete"}),
    (r"input\.setCursorPosition\((\d+)\)", lambda m: {"op": "select", "start": int(m.group(1)), "end": int(m.group(1))}),
    (r"input\.setSelection\((\d+), (\d+)\)", lambda m: {"op": "select", "start": int(m.group(1)), "end": int(m.group(2))}),
    (r"setInputSelection\(inputNode, (\d+), (\d+)\)", lambda m: {"op": "domselect", "start": int(m.group(1)), "end": int(m.group(1)) + int(m.group(2))}),
    (r"inputNode\.value = " + JS, lambda m: {"op": "setvalue", "text": js_string(m.group(1))}),
    (r"TestUtils\.Simulate\.change\(inputNode\)", lambda m: {"op": "change"}),
    (r"expect\(inputNode\.value\)\.to\.equal\(" + JS + r"\)", lambda m: {"op": "expect", "text": js_string(m.group(1))}),
    (r"expect\(input\.getCursorPosition\(\)\)\.to\.equal\((\d+)\)", lambda m: {"op": "expect", "caret": int(m.group(1))}),
]
STEPS = [(re.compile(p + r";?$"), make) for p, make in STEPS]
IGNORED = re.compile(r"^(inputNode\.(focus|blur)\(\);|//.*)?$")


def main():
    source = common.git_source("react-input-mask", URL, COMMIT)
    text = open(os.path.join(source, "tests", "input", "input.js"), encoding="utf-8").read()
    cases, outputs = [], []
    skipped = collections.Counter()
    total = len(re.findall(r"^  it\(", text, re.M))
    for name, element, body in IT.findall(text):
        p = props(element)
        mask = p.pop("mask", None)
        if not isinstance(mask, str):
            skipped["mask not a string"] += 1
            continue
        value = p.pop("defaultValue", None)
        if value is None:
            value = p.pop("value", "")
        auto_focus = p.pop("autoFocus", False) is True
        always = p.pop("alwaysShowMask", False) is True
        extra = {}
        if "maskChar" in p:
            mc = p.pop("maskChar")
            if mc == ("expr", "null") or mc == "":
                extra["maskChar"] = None
            elif isinstance(mc, str) and len(mc) == 1:
                extra["maskChar"] = mc
            else:
                p["maskChar"] = mc
        if p.get("formatChars") == ("expr", "null"):
            p.pop("formatChars")  # null: the default table
        elif isinstance(p.get("formatChars"), tuple) and p["formatChars"][0] == "table":
            extra["formatChars"] = p.pop("formatChars")[1]
        if p or not isinstance(value, str):
            skipped["props the dialect does not model here (%s)" % ", ".join(sorted(p))] += 1
            continue
        steps = [dict({"op": "mount", "text": value}, **({"alwaysShowMask": True} if always else {}))]
        steps += [{"op": "focus"}] if auto_focus else []
        stop = None
        for line in body.split("\n"):
            line = line.strip()
            if IGNORED.match(line):
                continue
            for pattern, make in STEPS:
                m = pattern.match(line)
                if m:
                    steps.append(make(m))
                    break
            else:
                stop = re.split(r"[ (]", line)[0][:40]
                break
        checks = sum(1 for s in steps if s["op"] == "expect")
        if stop:
            skipped["read up to an unmodelled statement (%s)" % stop] += 1
        if checks == 0:
            skipped["no expectation before it"] += 1
            continue
        cases.append(dict({"test": js_string(name), "mask": mask, "steps": steps}, **extra))
        outputs.append({"checks": checks})
    read = len(cases)
    print("%d of %d tests, %d expectations" % (read, total, sum(o["checks"] for o in outputs)))
    for reason, n in sorted(skipped.items()):
        print("  %d: %s" % (n, reason))
    common.write_vectors("reactinputmask", "react-input-mask 2.0.4 tests/input/input.js", cases, outputs,
                         notes="the library's own test expectations; %d of %d tests; %s" % (read, total, "; ".join(
                             "%d %s" % (n, r) for r, n in sorted(skipped.items()))))


if __name__ == "__main__":
    main()
