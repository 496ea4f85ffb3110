#!/usr/bin/env python3
"""Marks the cases of the inputmask vectors on which the engine still disagrees with the
library as `known`, with the reason of their class, so that `swift test` checks every other
case (and that these still disagree). Run after run.py and a debug build:

  python3 Benchmarks/differential/inputmask/known.py [--lists | --alternations]

(`--lists`: the `inputmask-lists` fixture of `run.py --lists`; `--alternations`: the
`inputmask-alternations` fixture of `run.py --alternations`.)

It runs `swift test --skip-build --filter InputmaskDifferentialTests` with
MASKLS_LIST_DISAGREEMENTS set, which lists the disagreeing cases, and prints the count per
class (copied into Benchmarks/differential/README.md).
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

PATH = os.path.join(common.FIXTURES, "inputmask.json")
LISTS_PATH = os.path.join(common.FIXTURES, "inputmask-lists.json")
ALTERNATIONS_PATH = os.path.join(common.FIXTURES, "inputmask-alternations.json")

REASONS = [
    ("unclosed-group", lambda c: c["mask"].replace("\\(", "").count("(") > c["mask"].replace("\\)", "").count(")"),
     "an unclosed `(`: the library's lexer appends the open groups to the end of the mask, innermost "
     "first"),
    ("alternation", lambda c: "|" in c["mask"],
     "an alternation: the library merges the tests of the alternatives still possible per position "
     "(getTests, maskset.excludes) and re-validates the typed text under the next alternative when a "
     "key is refused (alternate()); the engine replays each written-out alternative (at most 32 "
     "combinations, so an alternation under a quantifier is cut short) and does not treat a literal "
     "that another alternative has as a slot as deletable"),
    ("space", lambda c: " " in c["keys"] or " " in c["text"],
     "a typed space: the library's skipOptionalPartCharacter (` `) writes the literal at the caret or "
     "skips an optional part"),
    ("optional", lambda c: "[" in c["mask"],
     "an optional group next to a filled slot: whether the template shows what follows it, and "
     "which characters it still takes (`9[99]([9*])*` refuses `Y` after `9`)"),
    ("backspace", lambda c: "\b" in c["keys"],
     "the caret after a backspace"),
    ("typed-literal", lambda c: any(k in c["mask"] for k in c["keys"] if not k.isalnum()),
     "a typed literal of the mask before its slots: where the library puts the caret"),
    ("other", lambda c: True, "not classified"),
]

# Lists of masks (`mask: [...]`, the `inputmask-lists` fixture).
LIST_REASONS = [
    ("list-typed-literal", lambda c: any(k in "".join(c["mask"]) for k in c["keys"] + c["text"] if not k.isalnum()),
     "a typed character equal to a literal of a mask of the list: the library may record it as typed "
     "(in the value) and re-validate the text under another mask (alternate())"),
    ("list-optional-or-group", lambda c: any(ch in "".join(c["mask"]) for ch in "[({"),
     "a mask of the list with an optional part, a group or a quantifier: which mask the library is left "
     "in after a refused key"),
    ("list-backspace", lambda c: "\b" in c["keys"],
     "a backspace after the library moved to a later mask of the list"),
    ("list-other", lambda c: True, "not classified"),
]


def main():
    lists = "--lists" in sys.argv[1:]
    alternations = "--alternations" in sys.argv[1:]
    path = LISTS_PATH if lists else ALTERNATIONS_PATH if alternations else PATH
    test = ("testListsOfMasksAgreeWithTheLibrary" if lists else "testAlternationsAgreeWithTheLibrary" if alternations
            else "testTypingAndFormatAgreeWithTheLibrary")
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    for c in doc["cases"]:
        c.pop("known", None)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    env = dict(os.environ, MASKLS_LIST_DISAGREEMENTS="1")
    p = subprocess.run(["swift", "test", "--skip-build", "--filter", "InputmaskDifferentialTests/" + test],
                       cwd=common.REPO, env=env, capture_output=True, text=True)
    indices = [int(m) for m in re.findall(r"^DISAGREE (\d+)$", p.stdout, re.M)]
    counts = collections.Counter()
    for index in indices:
        c = doc["cases"][index]
        name, _, reason = next(r for r in (LIST_REASONS if lists else REASONS) if r[1](c))
        c["known"] = reason
        counts[name] += 1
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    print("%d known disagreements: %s" % (len(indices), ", ".join("%s %d" % kv for kv in counts.most_common())))


if __name__ == "__main__":
    main()
