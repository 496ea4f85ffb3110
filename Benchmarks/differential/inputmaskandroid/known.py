#!/usr/bin/env python3
"""Marks the cases of the inputmaskandroid-run vectors on which the engine disagrees with
input-mask-android as `known`, with the reason of their class, so that `swift test` checks every
other case (and that these still disagree). Run after run.py and a debug build:

  python3 Benchmarks/differential/inputmaskandroid/known.py

It runs `swift test --skip-build --filter InputMaskAndroidDifferentialTests/testApplyAgreesWithTheLibraryRun`
with MASKLS_INPUTMASK_ANDROID_DISAGREEMENTS set to a file where the test lists the disagreeing
cases, and prints the count per class (copied into Benchmarks/differential/README.md). A case no
class explains is left unmarked (the test then fails on it): investigate it.

The test runs the engine's Android reading of RedMadRobot masks (`redmadrobot-android`), which
agrees with every case of the committed vectors: nothing is marked. The classes below are the
differences between input-mask-android and input-mask-ios that the iOS reading had (378 cases
before the Android reading existed); they name such a case should one come back.
"""
import collections
import json
import os
import subprocess
import sys
import tempfile
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

PATH = os.path.join(common.FIXTURES, "inputmaskandroid-run.json")


def has_mark(text):
    return any(unicodedata.category(ch) in ("Mn", "Me", "Mc") for ch in text)


def has_other_number(text):
    return any(unicodedata.category(ch) in ("No", "Nl") for ch in text)


MARK = (
    "Android vs iOS, a combining mark: input-mask-android reads UTF-16 units and Java's isDigit/isLetter/"
    "isLetterOrDigit refuse the mark alone; input-mask-ios (the engine) reads grapheme clusters, and Foundation's "
    "letters and alphanumerics have the marks")
NUMBER = (
    "Android vs iOS, a non-decimal number (No, Nl): Java's isLetterOrDigit (Android) has only Nd, Foundation's "
    "alphanumerics (iOS, the engine) every N*")

REASONS = [
    ("ios-trap", lambda c, fields: "throws" in fields,
     "Android vs iOS: input-mask-ios crashes (a mark joins a literal the mask inserted; its caret is past the "
     "end) and the engine says so; input-mask-android reads UTF-16 units and returns"),
    ("mark+number", lambda c, fields: has_mark(c["text"]) and has_other_number(c["text"]), MARK + "; " + NUMBER[16:]),
    ("mark", lambda c, fields: has_mark(c["text"]), MARK),
    ("number", lambda c, fields: has_other_number(c["text"]), NUMBER),
]


def main():
    with open(PATH, encoding="utf-8") as f:
        doc = json.load(f)
    for c in doc["cases"]:
        c.pop("known", None)
    with open(PATH, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "disagreements.txt")
        env = dict(os.environ, MASKLS_INPUTMASK_ANDROID_DISAGREEMENTS=out)
        subprocess.run(
            ["swift", "test", "--skip-build", "--filter",
             "InputMaskAndroidDifferentialTests/testApplyAgreesWithTheLibraryRun"],
            cwd=common.REPO, env=env, capture_output=True, text=True)
        if not os.path.exists(out):
            raise SystemExit("the test did not run: build it first (swift build --build-tests)")
        with open(out, encoding="utf-8") as f:
            lines = [l.split() for l in f.read().splitlines() if l.strip()]
    counts = collections.Counter()
    unexplained = []
    for index, fields in ((int(l[0]), l[1].split(",")) for l in lines):
        c = doc["cases"][index]
        reason = next((r for r in REASONS if r[1](c, fields)), None)
        if reason is None:
            unexplained.append(index)
            continue
        c["known"] = reason[2]
        counts[reason[0]] += 1
    with open(PATH, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    print("%d known disagreements: %s" % (sum(counts.values()), ", ".join("%s %d" % kv for kv in counts.most_common())))
    if unexplained:
        print("%d disagreements no class explains (left unmarked): %s" % (len(unexplained), unexplained[:20]))


if __name__ == "__main__":
    main()
