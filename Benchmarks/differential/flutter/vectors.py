#!/usr/bin/env python3
"""Test vectors of the `flutter` dialect taken from mask_text_input_formatter's own tests
(test/mask_text_input_formatter_test.dart): for each formatter a test creates, the sequence of
`formatEditUpdate(old, new)` calls and what the test expects after each one (returned text and
caret, `getMaskedText()`, `getUnmaskedText()`, `isFill()`). Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/flutter.json.

A step's `old` is the value the test passes: literal text and selection, or `null` text for the
value the previous call returned (the test chains them); start/end -1 is Flutter's invalid
selection (`TextEditingValue.empty`, a value built without a selection). `initialText` is the
edit of the empty field the constructor makes; `clear()` empties the formatter; `updateMask`
(`op: updateMask`) formats the unmasked text again with the new mask. Flutter is not
installed here, so the library is not run; its tests state what it does.

  python3 Benchmarks/differential/flutter/vectors.py
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/siqwin/mask_text_input_formatter"
COMMIT = "aa361b932a0896d80b40b3382db14f99f5e26108"  # 2024-02-15

S = r"""(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')"""
TEST = re.compile(r"test\('([^']*)', \(\) \{(.*?)\n    \}\);", re.S)
CONST = re.compile(r"const (\w+) = " + S + ";")
NEW = re.compile(r"(?:final|var)? ?(\w+) = MaskTextInputFormatter(\.eager)?\((.*?)\)(?:$|\s*\.\.|;)", re.S)
VALUE = re.compile(r"(?:const )?TextEditingValue\((?:text: (" + S[3:-1] + r"|\w+\.text))?(?:, )?(?:selection: (?:const )?TextSelection(?:\.collapsed\(offset: (\d+)\)|\(baseOffset: (\d+), extentOffset: (\d+)\)))?\)|TextEditingValue\.empty|(\w+)")
CALL = re.compile(r"(?:(\w+) = )?(\w+)?\s*\.?\.?formatEditUpdate\(\s*(.*?)\s*\)\s*(?:;|$|\.\.)", re.S)
LOOP = re.compile(r"for \(var i = 0; i < (\w+)\.length; i\+\+\)")


def dart_string(m, first=1):
    s = m.group(first) if m.group(first) is not None else m.group(first + 1)
    return re.sub(r"\\(.)", r"\1", s)


def filter_ranges(source):
    """`{"•": RegExp('[0-9]')}` as {character: [[lo, hi], ...]}; None when not a plain class."""
    result = {}
    for key, regex in re.findall(r'"(.)": RegExp\(\'\[([^\]]*)\]\'\)', source):
        ranges, i = [], 0
        while i < len(regex):
            if i + 2 < len(regex) and regex[i + 1] == "-":
                ranges.append([ord(regex[i]), ord(regex[i + 2])])
                i += 3
            else:
                ranges.append([ord(regex[i]), ord(regex[i])])
                i += 1
        result[key] = ranges
    return result


def parse_value(text, env, current):
    """A `TextEditingValue` expression as {text, start, end}; `text` None is the chained value."""
    text = text.strip()
    if text == "TextEditingValue.empty":
        return {"text": "", "start": -1, "end": -1}
    if re.fullmatch(r"\w+", text):
        return {"text": None, "start": None, "end": None} if text in current else None
    m = re.fullmatch(r"(?:const )?TextEditingValue\((.*)\)", text, re.S)
    if not m:
        return None
    inner = m.group(1)
    value = {"text": "", "start": -1, "end": -1}
    t = re.search(r"text: " + S, inner)
    if t:
        value["text"] = dart_string(t)
    elif re.search(r"text: (\w+)\.text", inner):
        value["text"] = None
    elif re.search(r"text: (\w+)\b", inner):
        name = re.search(r"text: (\w+)\b", inner).group(1)
        if name not in env:
            return None
        value["text"] = env[name]
    c = re.search(r"TextSelection\.collapsed\(offset: (\d+)\)", inner)
    r = re.search(r"TextSelection\(baseOffset: (\d+), extentOffset: (\d+)\)", inner)
    if c:
        value["start"] = value["end"] = int(c.group(1))
    elif r:
        value["start"], value["end"] = int(r.group(1)), int(r.group(2))
    return value


def split_args(s):
    """Top-level comma split of a call's arguments."""
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def statements(body):
    """The test body as statements (`;`-terminated, cascades `..` split off)."""
    out, depth, cur, quote = [], 0, "", None
    for ch in body:
        cur += ch
        if quote:
            if ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == ";" and depth == 0:
            out.append(cur.strip()[:-1].strip())
            cur = ""
    return out


def main():
    source = common.git_source("mask_text_input_formatter", URL, COMMIT)
    text = open(os.path.join(source, "test", "mask_text_input_formatter_test.dart"), encoding="utf-8").read()
    cases, outputs = [], []
    skipped = collections.Counter()
    for name, body in TEST.findall(text):
        env = {m.group(1): dart_string(m, 2) for m in CONST.finditer(body)}
        formatters = {}  # variable -> case
        values = {}  # TextEditingValue variable -> formatter variable that produced it
        order = []
        loop = LOOP.search(body)
        if loop:
            # `for` typing loops: each character appended at the end of the returned value.
            m = NEW.search(body)
            mask = re.search(r"mask: (?:" + S + r"|(\w+))", m.group(3))
            mask = dart_string(mask) if mask.group(1) is not None or mask.group(2) is not None else env[mask.group(3)]
            typing = env[loop.group(1)]
            expect = env.get("expectResult")
            steps = []
            for i, ch in enumerate(typing):
                steps.append({"old": {"text": None, "start": None, "end": None}, "append": ch,
                              "expect": {"textPrefixOf": expect, "maskedIsText": True,
                                         "value": typing[:i + 1], "complete": i == len(typing) - 1}})
            cases.append({"test": name, "mask": mask, "eager": False, "filter": None, "steps": steps})
            outputs.append({"steps": len(steps)})
            continue
        for st in statements(body):
            pieces = [p.strip() for p in re.split(r"\n\s*\.\.", st)]
            head = pieces[0]
            m = re.match(r"(?:final |var )?(\w+) = MaskTextInputFormatter(\.eager)?\((.*)\)$", head, re.S)
            if m:
                args = m.group(3)
                mask = re.search(r"mask: (?:" + S + r"|(\w+))", args)
                if mask is None:
                    skipped["formatter without a mask string"] += 1
                    continue
                mask = dart_string(mask) if mask.group(1) is not None or mask.group(2) is not None else env.get(mask.group(3))
                if mask is None:
                    skipped["mask: null (formatter disabled)"] += 1
                    continue
                eager = bool(m.group(2)) or "MaskAutoCompletionType.eager" in args
                filt = filter_ranges(args) if "filter:" in args else None
                case = {"test": name, "mask": mask, "eager": eager, "filter": filt, "steps": []}
                initial = re.search(r"initialText: " + S, args)
                if initial:
                    # The constructor formats `initialText` as an edit of the empty field.
                    t = dart_string(initial)
                    case["steps"].append({"old": {"text": "", "start": -1, "end": -1},
                                          "new": {"text": t, "start": len(t), "end": len(t)}, "expect": {}})
                formatters[m.group(1)] = case
                order.append(case)
                pieces = pieces[1:]
                var = m.group(1)
                for p in pieces:
                    c = re.match(r"formatEditUpdate\((.*)\)$", p, re.S)
                    args = split_args(c.group(1)) if c else []
                    old, new = (parse_value(args[0], env, values), parse_value(args[1], env, values)) if len(args) == 2 else (None, None)
                    if old is None or new is None or old["text"] is None or new["text"] is None:
                        skipped["unreadable formatEditUpdate"] += 1
                        continue
                    case["steps"].append({"old": old, "new": new, "expect": {}})
                continue
            m = re.match(r"(?:(?:var |final )?(\w+) = )?(\w+)\.formatEditUpdate\((.*)\)$", head, re.S)
            if m and m.group(2) in formatters:
                case = formatters[m.group(2)]
                args = split_args(m.group(3))
                old, new = parse_value(args[0], env, values), parse_value(args[1], env, values)
                if old is None or new is None or new["text"] is None:
                    skipped["unreadable formatEditUpdate"] += 1
                    continue
                if old["text"] is None and "reselect" in case:
                    old["start"], old["end"] = case.pop("reselect")
                case["steps"].append({"old": old, "new": new, "expect": {}})
                if m.group(1):
                    values[m.group(1)] = m.group(2)
                continue
            m = re.match(r"(\w+) = TextEditingValue\(text: (\w+)\.text, selection: const TextSelection(?:\(baseOffset: (\d+), extentOffset: (\d+)\)|\.collapsed\(offset: (\d+)\))\)$", head)
            if m and m.group(1) == m.group(2) and values.get(m.group(1)) in formatters:
                case = formatters[values[m.group(1)]]
                start = int(m.group(3) if m.group(3) else m.group(5))
                end = int(m.group(4) if m.group(4) else m.group(5))
                case["reselect"] = (start, end)
                continue
            m = re.match(r"expect\((.*)\)$", head, re.S)
            if m:
                args = split_args(m.group(1))
                subject, want = args[0], args[1]
                f = re.match(r"(\w+)\.(getMaskedText|getUnmaskedText|isFill)\(\)$", subject)
                v = re.match(r"(\w+)(\.text|\.selection\.baseOffset)?$", subject)
                target, field, expected = None, None, None
                if f and f.group(1) in formatters:
                    target = formatters[f.group(1)]
                    field = {"getMaskedText": "masked", "getUnmaskedText": "value", "isFill": "complete"}[f.group(2)]
                    expected = want == "true" if field == "complete" else None
                    if field != "complete":
                        s = re.fullmatch(S, want)
                        expected = dart_string(s) if s else None
                elif v and values.get(v.group(1)) in formatters:
                    target = formatters[values[v.group(1)]]
                    if v.group(2) == ".text":
                        s = re.fullmatch(S, want)
                        field, expected = "text", dart_string(s) if s else None
                    elif v.group(2):
                        field, expected = "caret", int(want)
                    else:
                        val = parse_value(want, env, {})
                        if val and val["text"] is not None:
                            target["steps"] and target["steps"][-1]["expect"].update(
                                {"text": val["text"], "caret": val["start"]})
                            continue
                if target is None or expected is None:
                    skipped["expect on something else (getMask, maskText, a constant)"] += 1
                    continue
                if not target["steps"]:
                    skipped["expect before any edit"] += 1
                    continue
                target["steps"][-1]["expect"][field] = expected
                continue
            if head.startswith(("const ", "final masked", "final unmasked")):
                continue
            m = re.match(r"(\w+)\.clear\(\)$", head)
            if m and m.group(1) in formatters:
                formatters[m.group(1)]["steps"].append({"op": "clear", "expect": {}})
                continue
            m = re.match(r"(?:(\w+) = )?(\w+)\.updateMask\(mask: (?:" + S + r"|(\w+))(, type: MaskAutoCompletionType\.(eager|lazy))?\)$", head)
            if m and m.group(2) in formatters and (m.group(5) is None or m.group(5) in env):
                # A new mask: the formatter formats its unmasked text again, as an edit of the empty field.
                new_mask = env[m.group(5)] if m.group(5) else dart_string(m, 3)
                step = {"op": "updateMask", "mask": new_mask, "expect": {}}
                if m.group(7):
                    step["eager"] = m.group(7) == "eager"
                formatters[m.group(2)]["steps"].append(step)
                if m.group(1):
                    values[m.group(1)] = m.group(2)
                continue
            skipped["statement not modelled (%s)" % head.split("(")[0][:40]] += 1
            # Anything after an unmodelled call is not comparable.
            for case in list(formatters.values()):
                case["stopped"] = True
            formatters.clear()
        for case in order:
            case.pop("reselect", None)
            case.pop("stopped", None)
            if any(s["expect"] for s in case["steps"]):
                cases.append(case)
                outputs.append({"steps": len(case["steps"])})
            else:
                skipped["formatter with no expectation after an edit"] += 1
    for reason, n in sorted(skipped.items()):
        print("skipped %d: %s" % (n, reason))
    common.write_vectors("flutter", "mask_text_input_formatter %s test/" % COMMIT[:12], cases, outputs,
                         notes="the library's own test expectations; skipped: %s" % "; ".join(
                             "%d %s" % (n, r) for r, n in sorted(skipped.items())))


if __name__ == "__main__":
    main()
