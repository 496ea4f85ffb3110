#!/usr/bin/env python3
"""Test vectors of the `imask` dialect taken from imask's own tests
(packages/imask/test/masked/base.ts and pattern/insert.ts): the pattern-mask tests whose
masked object the dialect models — a string `mask`, `lazy: true` (no placeholder shown, the
default), `eager: true|false` — replayed statement by statement: `masked.value = '…'` (the
text set), `masked.append('…', { input: true })` (typed at the end), `masked.splice(start,
count, '', DIRECTION.LEFT|RIGHT)` (backspace or delete), and the `masked.value` /
`masked.unmaskedValue` the test asserts after them. Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/imask.json.

Statements the dialect does not model end the test (`lazy: false`, `blocks`, `definitions`,
`overwrite`, raw appends, setting `unmaskedValue`, positions); they are counted by kind. The
tests need imask's TypeScript build; the library is not run here, its tests state what it does.

  python3 Benchmarks/differential/imask/vectors.py
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/uNmAnNeR/imaskjs"
COMMIT = "efdb8756442476290ccba93f812452821d8707da"  # 2024-10-11
FILES = ["packages/imask/test/masked/base.ts", "packages/imask/test/masked/pattern/insert.ts"]
STR = r"'((?:[^'\\]|\\.)*)'"


def js(s):
    return re.sub(r"\\(.)", r"\1", s)


def matching(text, i):
    """Index of the bracket closing the one at `i` (quotes skipped)."""
    depth, quote = 0, None
    for j in range(i, len(text)):
        ch = text[j]
        if quote:
            if ch == "\\":
                continue
            if ch == quote and text[j - 1] != "\\":
                quote = None
            continue
        if ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return j
    return len(text)


def statements(body):
    """Top-level statements of a function body, with nested blocks kept whole."""
    out, start, i = [], 0, 0
    while i < len(body):
        ch = body[i]
        if ch in "'\"`":
            j = i + 1
            while j < len(body) and (body[j] != ch or body[j - 1] == "\\"):
                j += 1
            i = j + 1
            continue
        if ch in "([{":
            i = matching(body, i) + 1
            continue
        if ch == ";" or (ch == "\n" and body[start:i].strip().endswith(")") and body[start:i].strip().startswith(("describe(", "it(", "beforeEach("))):
            s = body[start:i].strip()
            if s:
                out.append(s)
            start = i + 1
        i += 1
    if body[start:].strip():
        out.append(body[start:].strip())
    return out


def options(obj):
    """An object literal's keys the dialect models, or None when it has others."""
    inner = obj.strip()[1:-1]
    result = {}
    for part in [p.strip() for p in re.split(r",\s*(?![^{]*\})", inner) if p.strip()]:
        m = re.fullmatch(r"(\w+)(?:\s*:\s*(.*))?", part, re.S)
        if not m:
            return None
        key, value = m.group(1), (m.group(2) or "").strip()
        if key == "mask":
            s = re.fullmatch(STR, value)
            if value == "" or not s:
                return None if value else {"mask": None}
            result["mask"] = js(s.group(1))
        elif key in ("lazy", "eager") and value in ("true", "false"):
            result[key] = value == "true"
        else:
            return None
    return result


class Replay:
    def __init__(self):
        self.cases, self.skipped = [], collections.Counter()

    def block(self, name, body, state, inherited=None):
        """Replays a describe/it body from `state` (options dict or None when unmodelled)."""
        state = dict(state) if state is not None else None
        steps = []
        before = inherited or []
        for st in statements(body):
            call = re.match(r"(describe|it)\(" + STR + r",\s*function\s*\(\)\s*\{", st)
            if call:
                inner = st[call.end():st.rindex("}")]
                if call.group(1) == "describe":
                    self.block(js(call.group(2)), inner, state, before)
                else:
                    start = dict(state) if state is not None else None
                    for b in before:
                        start = self.apply_options(start, b)
                    self.block(name + " / " + js(call.group(2)), inner, start)
                continue
            if st.startswith("beforeEach("):
                inner = st[st.index("{") + 1:st.rindex("}")]
                before = before + [s for s in statements(inner) if "updateOptions" in s]
                continue
            new = re.match(r"const (\w+) = new MaskedPattern\((\{.*\})\)$", st, re.S)
            if new:
                if new.group(1) != "masked":
                    self.skipped["a masked object under another name"] += 1
                    state = None
                    continue
                state = self.apply_options({"lazy": True, "eager": False, "mask": None}, "masked.updateOptions(%s)" % new.group(2))
                continue
            loop = re.match(r"\[((?:\s*" + STR + r"\s*,?)+)\]\.forEach\(mask => \{(.*)\}\)$", st, re.S)
            if loop:
                for m in re.findall(STR, loop.group(1)):
                    self.run_steps(name, loop.group(3 + 0 * 1) if False else st[st.index("=> {") + 4:st.rindex("}")], state, steps, mask=js(m))
                continue
            state = self.statement(name, st, state, steps)
        self.flush(name, steps)

    def apply_options(self, state, st):
        m = re.match(r"masked\.updateOptions\((\{.*\})\)$", st, re.S)
        if not m:
            return state
        opts = options(m.group(1))
        if opts is None or state is None:
            return None
        state = dict(state)
        state.update(opts)
        return state

    def run_steps(self, name, body, state, steps, mask):
        local = dict(state) if state is not None else None
        for st in statements(body):
            st = st.replace("updateOptions({mask})", "updateOptions({mask: '%s'})" % mask.replace("'", "\\'"))
            st = re.sub(r"updateOptions\(\{mask, ", "updateOptions({mask: '%s', " % mask.replace("'", "\\'"), st)
            local = self.statement(name + " [%s]" % mask, st, local, steps)

    def statement(self, name, st, state, steps):
        if st.startswith("masked.updateOptions("):
            new = self.apply_options(state, st)
            if new is None and state is not None:
                self.skipped["options the dialect does not model (blocks, definitions, overwrite, …)"] += 1
            return new
        if state is not None and not state.get("lazy"):
            if st.startswith("assert"):
                self.skipped["assertion with lazy: false (placeholder shown)"] += 1
            return state
        if state is None:
            if st.startswith("assert"):
                self.skipped["assertion after an unmodelled option"] += 1
            return None
        m = re.match(r"masked\.value = " + STR + "$", st)
        if m:
            # Setting the text replaces whatever the field held.
            state = dict(state, unknown=False)
            steps.append({"mask": state["mask"], "eager": state["eager"], "op": "set", "text": js(m.group(1))})
            return state
        if state.get("unknown"):
            if st.startswith("assert"):
                self.skipped["assertion after an unmodelled change of the text"] += 1
            elif not st.startswith("masked."):
                self.skipped["statement not modelled (%s)" % re.split(r"[ (=]", st)[0][:30]] += 1
            else:
                self.skipped["change after an unmodelled one"] += 1
            return state
        m = re.match(r"masked\.append\(" + STR + r", \{ input: true \}\)$", st)
        if m:
            steps.append({"mask": state["mask"], "eager": state["eager"], "op": "append", "text": js(m.group(1))})
            return state
        m = re.match(r"masked\.splice\((\d+), (\d+), '', DIRECTION\.(LEFT|RIGHT)\)$", st)
        if m:
            steps.append({"mask": state["mask"], "eager": state["eager"], "op": "backspace" if m.group(3) == "LEFT" else "delete",
                          "start": int(m.group(1)), "count": int(m.group(2))})
            return state
        m = re.match(r"assert\.(?:equal|strictEqual)\(masked\.(value|unmaskedValue), " + STR + r"\)$", st)
        if m and steps:
            steps[-1].setdefault("expect", {})["text" if m.group(1) == "value" else "value"] = js(m.group(2))
            return state
        if st.startswith("assert"):
            self.skipped["assertion on something else, or before any edit"] += 1
            return state
        self.skipped["statement not modelled (%s)" % re.split(r"[ (=]", st)[0][:30]] += 1
        # The text is no longer known; the options still are.
        steps.append({"mask": state["mask"], "eager": state["eager"], "op": "break"})
        return dict(state, unknown=True)

    def flush(self, name, steps):
        # One case per run of steps on one mask.
        run = []
        for s in steps + [None]:
            if s is None or s["op"] == "break" or (run and (s["mask"], s["eager"]) != (run[0]["mask"], run[0]["eager"])):
                if run and any("expect" in r for r in run):
                    self.cases.append({"test": name, "mask": run[0]["mask"], "eager": run[0]["eager"],
                                       "steps": [{k: v for k, v in r.items() if k not in ("mask", "eager")} for r in run]})
                run = []
            if s is not None and s["op"] != "break":
                run.append(s)
        steps.clear()


def main():
    source = common.git_source("imaskjs", URL, COMMIT)
    replay = Replay()
    for f in FILES:
        replay.block(os.path.basename(f), open(os.path.join(source, f), encoding="utf-8").read(), None)
    cases = [c for c in replay.cases if c["mask"] is not None]
    checks = sum(len(s.get("expect", {})) for c in cases for s in c["steps"])
    print("%d cases, %d checks" % (len(cases), checks))
    for reason, n in sorted(replay.skipped.items()):
        print("  %d: %s" % (n, reason))
    common.write_vectors("imask", "imask %s test/masked/base.ts, pattern/insert.ts" % COMMIT[:12], cases,
                         [{"checks": len([1 for s in c["steps"] for _ in s.get("expect", {})])} for c in cases],
                         notes="the library's own test expectations; %s" % "; ".join(
                             "%d %s" % (n, r) for r, n in sorted(replay.skipped.items())))


if __name__ == "__main__":
    main()
