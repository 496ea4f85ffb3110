#!/usr/bin/env python3
"""Test vectors of the `dotnetmaskedtextbox` dialect taken from the tests of
`System.ComponentModel.MaskedTextProvider` (the engine behind `MaskedTextBox`) in dotnet/runtime
(src/libraries/System.ComponentModel.TypeConverter/tests/MaskedTextProviderTests.cs): each
`[Fact]` that builds a provider from a mask (and a culture) and changes its text the way the
text box does — `Set` (the text box's `Text`), `InsertAt`/`Add` on an empty provider (typing
from the start), `Replace(c, start, end)` (typing over a selection) — with what it asserts
after: `ToDisplayString()` and `ToString(true, true)` (the field with prompts), `ToString()`
(the text without prompts), the returned `bool` (accepted). From dotnet/winforms'
MaskedTextBoxTests.cs, the `[InlineData]` rows of the `MaskCompleted` test (`Text` set, then
`MaskCompleted`). Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/dotnetmaskedtextbox.json.

dotnet/runtime is too large to fetch here; the test file is read from
$MASKLS_EXT/dotnet-runtime/<path> — bring it with a sparse checkout at COMMIT:
  git clone --filter=blob:none --sparse https://github.com/dotnet/runtime $MASKLS_EXT/dotnet-runtime
  git -C $MASKLS_EXT/dotnet-runtime sparse-checkout set src/libraries/System.ComponentModel.TypeConverter/tests
  git -C $MASKLS_EXT/dotnet-runtime checkout COMMIT
No .NET runtime is installed here, so the provider is not run; its tests state what it does.

  python3 Benchmarks/differential/dotnetmaskedtextbox/vectors.py
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

COMMIT = "39e425131b3eca374fc6ac41f429c0cf421f7dfd"
PATH = "src/libraries/System.ComponentModel.TypeConverter/tests/MaskedTextProviderTests.cs"
WINFORMS_URL = "https://github.com/dotnet/winforms"
WINFORMS_COMMIT = "2278c7fbbc460c8030f1ed236e44a09219f2fa57"  # 2026-08-21
WINFORMS_PATH = "src/test/unit/System.Windows.Forms/MaskedTextBoxTests.cs"

S = r'"((?:[^"\\]|\\.)*)"'
C = r"'((?:[^'\\]|\\.))'"
FACT = re.compile(r"\[Fact\]\s*public void (\w+)\(\)\s*\{(.*?)\n        \}", re.S)
CONST = re.compile(r"private const string (\w+) = " + S + ";")
NEW = re.compile(r"var maskedTextProvider = new MaskedTextProvider\((\w+)(, new CultureInfo\(" + S + r"\))?\);")
ARG = r"(?:" + S + "|" + C + ")"


def cs_string(m, i):
    s = m.group(i) if m.group(i) is not None else m.group(i + 1)
    return re.sub(r"\\(.)", r"\1", s)


def main():
    path = os.path.join(common.EXT, "dotnet-runtime", PATH)
    if not os.path.exists(path):
        raise SystemExit("missing %s: see this script's docstring" % path)
    text = open(path, encoding="utf-8").read()
    consts = {m.group(1): m.group(2) for m in CONST.finditer(text)}
    cases, outputs = [], []
    skipped = collections.Counter()
    facts = FACT.findall(text)
    for name, body in facts:
        new = NEW.search(body)
        if new is None:
            skipped["no provider built from a mask alone (other constructor arguments, static checks)"] += 1
            continue
        mask = consts[new.group(1)]
        culture = new.group(3)
        steps = []
        fresh = True
        password = False
        stop = None
        for line in body[new.end():].split("\n"):
            line = line.strip()
            if not line:
                continue
            op = re.search(r"maskedTextProvider\.(Set|InsertAt|Add)\(" + ARG + r"(?:, (-?\d+))?(?:, out [^)]*)?\)", line)
            replace = re.search(r"maskedTextProvider\.Replace\(" + ARG + r", (-?\d+)(?:, (-?\d+))?(?:, out [^)]*)?\)", line)
            accepted = re.match(r"Assert\.(True|False)\(", line)
            expect = re.match(r"Assert\.Equal\((?:" + S + r"|(\w+)), maskedTextProvider\.(ToDisplayString\(\)|ToString\(\)|ToString\(true, true\))\);", line)
            if op:
                kind, s, pos = op.group(1), cs_string(op, 2), op.group(4)
                if kind in ("InsertAt", "Add") and not (fresh and (pos is None or pos == "0")):
                    skipped["%s elsewhere than at the start of an empty provider" % kind] += 1
                    continue
                step = {"op": "set" if kind == "Set" else "type", "text": s}
                if accepted:
                    step["accepted"] = accepted.group(1) == "True"
                steps.append(step)
                fresh = False
            elif replace:
                if replace.group(4) is None:
                    stop = "Replace at a position (overwrites: the text box's overwrite mode)"
                    break
                start, end = int(replace.group(3)), int(replace.group(4))
                step = {"op": "replace", "text": cs_string(replace, 1), "start": start, "end": end}
                if accepted:
                    step["accepted"] = accepted.group(1) == "True"
                if start < 0 or end >= len(mask):
                    skipped["Replace out of range"] += 1
                    continue
                steps.append(step)
            elif expect:
                want = expect.group(1) if expect.group(1) is not None else consts.get(expect.group(2))
                call = expect.group(3)
                if password and call == "ToDisplayString()":
                    skipped["display with a PasswordChar"] += 1
                    continue
                if not steps:
                    skipped["assertion before any edit"] += 1
                    continue
                steps[-1].setdefault("expect", {})["display" if call != "ToString()" else "text"] = re.sub(r"\\(.)", r"\1", want)
            elif "PasswordChar = " in line:
                password = True
            elif line.startswith("Assert."):
                skipped["assertion on something else (counts, positions, hints, ToString ranges)"] += 1
        if stop:
            skipped["read up to: " + stop] += 1
        checks = sum(len(s.get("expect", {})) + ("accepted" in s) for s in steps)
        if checks == 0:
            skipped["no comparable assertion in the test"] += 1
            continue
        case = {"test": name, "mask": mask, "steps": steps}
        if culture:
            case["culture"] = culture
            if "$" in mask and culture != "":
                # The engine reads a mask as the invariant culture does (`$` shows `¤`): a
                # test run under a culture with another currency symbol disagrees there.
                case["known"] = "the test runs under %s, whose currency symbol is `$`; the engine assumes the invariant culture (`¤`)" % culture
        cases.append(case)
        outputs.append({"checks": checks})
    known = sum(1 for c in cases if "known" in c)
    runtime_cases = len(cases)
    winforms = common.git_source("winforms", WINFORMS_URL, WINFORMS_COMMIT)
    wtext = open(os.path.join(winforms, WINFORMS_PATH), encoding="utf-8").read()
    m = re.search(r"((?:\s*\[InlineData\([^\n]*\)\])+)\s*public void MaskedTextBox_MaskCompletedAndMaskFull_Get_ReturnsExpected", wtext)
    rows = re.findall(r"\[InlineData\(" + S + ", " + S + r", (true|false), (true|false)\)\]", m.group(1)) if m else []
    for i, (mask, text, completed, _full) in enumerate(rows):
        case = {"test": "winforms MaskedTextBox_MaskCompletedAndMaskFull_Get_ReturnsExpected[%d]" % i, "mask": mask,
                "steps": [{"op": "set", "text": text, "expect": {"complete": completed == "true"}}]}
        cases.append(case)
        outputs.append({"checks": 1})
    skipped["MaskFull (the engine has no notion of every optional position filled)"] += len(rows)
    known = sum(1 for c in cases if "known" in c)
    print("%d of %d runtime tests and %d winforms rows, %d checks, %d known disagreements" % (
        runtime_cases, len(facts), len(rows), sum(o["checks"] for o in outputs), known))
    for reason, n in sorted(skipped.items()):
        print("  %d: %s" % (n, reason))
    common.write_vectors(
        "dotnetmaskedtextbox", "dotnet/runtime %s MaskedTextProviderTests.cs, dotnet/winforms %s MaskedTextBoxTests.cs" % (COMMIT[:12], WINFORMS_COMMIT[:12]), cases, outputs,
        notes="the library's own test expectations; %d of %d runtime tests, %d winforms rows (%d known disagreements); %s" % (runtime_cases, len(facts), len(rows), known, "; ".join(
            "%d %s" % (n, r) for r, n in sorted(skipped.items()))))


if __name__ == "__main__":
    main()
