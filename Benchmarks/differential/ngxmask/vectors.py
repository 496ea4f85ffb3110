#!/usr/bin/env python3
"""Test vectors of the `ngxmask` dialect taken from ngx-mask's own specs
(projects/ngx-mask-lib/src/test/*.spec.ts): in every `it(…)` block that sets nothing but
`component.mask`, each `equal('typed', 'shown', fixture)` (the spec types the characters one by
one into the input; with `Paste`, `pasted: true`, it sets the text at once) after a `component.mask.set('…')`, with the spec file and the `it` name.
A `describe` whose `provideNgxMask(config)` only adds patterns (`new RegExp('[…]')`, optional
or not) is kept, its patterns carried in each case; one configured otherwise is left out.
Cases listed in KNOWN are marked with the reason the engine disagrees (none at present).
Writes Tests/MasklsCLITests/Differential/Fixtures/differential/ngxmask.json.

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
EQUAL = re.compile(r"^\s*equal\(\s*" + STRING + r",\s*" + STRING + r",\s*fixture(\s*,\s*false\s*,\s*Paste)?\s*\);")


def js_string(s):
    return re.sub(r"\\(.)", r"\1", s)


IT_NAME = re.compile(r"^\s*it\(\s*" + STRING, re.M)
PROVIDE = re.compile(r"provideNgxMask\((\w*)\)")
PATTERN = re.compile(
    r"(\w|'.')\s*:\s*\{\s*pattern:\s*new RegExp\(" + STRING + r"\)(?:,\s*optional:\s*(true|false))?,?\s*\}")
# A configuration that adds patterns to the defaults and sets nothing else.
ADDED_PATTERNS = re.compile(
    r"const (\w+)(?::[^=]*)? = \{\s*patterns:\s*\{\s*\.\.\.initialConfig\.patterns,\s*\.\.\.(\w+)\s*\},?\s*\};")


def blocks(text, start_pattern):
    """The pieces of `text` from each match of `start_pattern` (a line start) to the next."""
    starts = [m.start() for m in re.finditer(start_pattern, text, re.M)]
    return [text[s:e] for s, e in zip(starts, starts[1:] + [len(text)])]


def custom_patterns(head):
    """The patterns a `describe` adds with `provideNgxMask(config)`: {} when it provides
    none, None when it configures anything the vectors cannot carry."""
    provide = PROVIDE.search(head)
    if provide is None or not provide.group(1):
        return {}
    config = ADDED_PATTERNS.search(head)
    if config is None or config.group(1) != provide.group(1):
        return None
    table = re.search(r"const " + config.group(2) + r" = \{(.*?)\n    \};", head, re.S)
    if table is None:
        return None
    patterns = {}
    for m in PATTERN.finditer(table.group(1)):
        symbol = m.group(1).strip("'")
        patterns[symbol] = {"class": js_string(m.group(2)), "optional": m.group(3) == "true"}
    # Every entry must have been read.
    if len(patterns) != table.group(1).count("pattern:"):
        return None
    return patterns


def main():
    source = common.git_source("ngx-mask", URL, COMMIT)
    cases, outputs = [], []
    for path in sorted(glob.glob(os.path.join(source, "projects", "ngx-mask-lib", "src", "test", "*.spec.ts"))):
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for describe in blocks(text, r"^describe\("):
            head = describe.split("it(", 1)[0]
            patterns = custom_patterns(head)
            # A `describe` whose set-up configures the directive otherwise is left out.
            if patterns is None or OTHER.search(PROVIDE.sub("", head)):
                continue
            for block in blocks(describe, r"^\s*it\("):
                if OTHER.search(block):
                    continue
                it = IT_NAME.search(block)
                mask = None
                for line in block.split("\n"):
                    m = MASK.search(line)
                    if m:
                        mask = js_string(m.group(1))
                        continue
                    e = EQUAL.search(line)
                    if e and mask is not None:
                        case = {"spec": name, "it": js_string(it.group(1)) if it else "", "mask": mask,
                                "typed": js_string(e.group(1))}
                        if e.group(3):
                            # `equal(…, Paste)`: the text is set at once, then `paste` and `input`.
                            case["pasted"] = True
                        if patterns:
                            case["patterns"] = patterns
                        reason = KNOWN.get((name, case["mask"], case["typed"]))
                        if reason:
                            case["known"] = reason
                        cases.append(case)
                        outputs.append({"shown": js_string(e.group(2))})
    common.write_vectors("ngxmask", "ngx-mask %s specs" % COMMIT[:12], cases, outputs,
                         notes="the library's own test expectations: characters typed one by one (or pasted "
                               "at once: `pasted`); "
                               "`patterns`: the custom patterns the spec provides; `known`: a "
                               "disagreement the engine keeps, with the reason")


# Disagreements the engine keeps, by (spec, mask, typed), with the reason.
KNOWN = {
}


if __name__ == "__main__":
    main()
