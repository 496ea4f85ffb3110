#!/usr/bin/env python3
"""Differential test of the `redmadrobot` dialect against RedMadRobot input-mask-android, run.

Compiles the library's pure-Kotlin core (helper/ and model/: Mask, CaretString, Notation,
states, Compiler, FormatSanitizer; nothing there imports android.*) with Debian's `kotlinc`
together with Driver.kt (and Json.kt) into a jar, runs it with `java` on the random cases of
redmadrobot/run.py (the same generator, seed and count, so the same cases as the input-mask-ios
vectors) and on 500 more whose masks are random strings of brackets and symbols (most of the
masks the compiler rejects are there), and writes the cases with the library's results (text,
caret, value, complete, affinity, tail placeholder, placeholder, lengths; `error` for a
`Compiler.FormatError`, `throws` for any other exception) to
Tests/MasklsCLITests/Differential/Fixtures/differential/inputmaskandroid-run.json.

  apt-get install kotlin     # Debian's kotlinc 1.3.31; any JDK runs the jar
  python3 Benchmarks/differential/inputmaskandroid/run.py [--cases N] [--malformed M] [--seed S] [--out PATH] [--plain] [--exotic] [--jar JAR]
  python3 Benchmarks/differential/inputmaskandroid/known.py   # then mark the known disagreements

Left out of the build: model/Country.kt (the country list of PhoneInputListener: trailing
commas and String.lowercase() need Kotlin 1.4/1.5; nothing of Mask uses it) and the android.*
listeners one directory up. Nothing is stubbed.

The library works on Kotlin strings: a character is a UTF-16 code unit and a caret a UTF-16
offset. A case's `caret` is in characters (grapheme clusters) as in redmadrobot/run.py; it is
clamped to the text and converted to `caret16`, the UTF-16 offset the driver passes to the
library, and the library's caret is a UTF-16 offset in its text. The engine is checked with
its Android reading (`redmadrobot-android`, `InputMaskAndroidDifferentialTests`).

Sources: $MASKLS_EXT/input-mask-android (default /work/ext), cloned at COMMIT when missing.
"""
import argparse
import glob
import importlib.util
import os
import subprocess
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/RedMadRobot/input-mask-android"
COMMIT = "df452edc0c52a37e5082adcfc3d05d77b5aa34e8"  # 7.2.x, 2023-05-05 (as vectors.py)
LEFT_OUT = {"Country.kt"}
MALFORMED = "[[]]{{}}\\09Aa_-…x+ cdh"


def ios_generator():
    """redmadrobot/run.py, for its case generator."""
    path = os.path.join(os.path.dirname(__file__), "..", "redmadrobot", "run.py")
    spec = importlib.util.spec_from_file_location("redmadrobot_run", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cluster_starts(text):
    """Scalar offsets where a grapheme cluster starts: every scalar but a mark (Mn, Me, Mc)
    after another scalar. Exact for the characters the generator draws (no ZWJ sequences,
    Hangul, regional indicators or CR LF); the Swift test checks `caret16` against Swift's own
    clusters."""
    return [i for i, ch in enumerate(text) if i == 0 or unicodedata.category(ch) not in ("Mn", "Me", "Mc")]


def utf16_caret(text, caret):
    starts = cluster_starts(text) + [len(text)]
    caret = max(0, min(caret, len(starts) - 1))
    scalars = starts[caret] if text else 0
    return len(text[:scalars].encode("utf-16-le")) // 2


def build(source):
    root = os.path.join(source, "inputmask", "src", "main", "kotlin", "com", "redmadrobot", "inputmask")
    files = []
    for sub in ["helper", "model", "model/state"]:
        files += [f for f in sorted(glob.glob(os.path.join(root, sub, "*.kt"))) if os.path.basename(f) not in LEFT_OUT]
    out_dir = os.path.join(common.EXT, "build-inputmaskandroid")
    os.makedirs(out_dir, exist_ok=True)
    jar = os.path.join(out_dir, "driver.jar")
    here = os.path.dirname(os.path.abspath(__file__))
    drivers = [os.path.join(here, "Driver.kt"), os.path.join(here, "Json.kt")]
    subprocess.run(["kotlinc"] + files + drivers + ["-include-runtime", "-nowarn", "-d", jar], check=True)
    return jar


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--malformed", type=int, default=500,
                    help="cases after those of redmadrobot/run.py whose mask is a random string of brackets, "
                         "escapes and symbols (invalid masks: Compiler.FormatError), drawn with seed + 1")
    ap.add_argument("--seed", type=int, default=20261124)
    ap.add_argument("--out", help="write the vectors here instead of the fixture")
    ap.add_argument("--jar", help="a driver.jar built before (skips kotlinc)")
    ap.add_argument("--plain", action="store_true",
                    help="texts without combining marks and non-decimal numbers (the characters input-mask-ios "
                         "and input-mask-android read differently): a check that nothing else differs")
    ap.add_argument("--exotic", action="store_true",
                    help="masks with a decomposed letter, a combining mark, an emoji and singletons of canonical "
                         "equivalence (Å written U+212B and U+00C5) among their literals, notations whose sets hold "
                         "an emoji or marks, texts with characters beyond U+FFFF: where reading Kotlin Chars and "
                         "reading scalars (the engine's Android reading) could differ. Cases whose output holds a "
                         "lone surrogate (an emoji split between two states) are counted and left out")
    args = ap.parse_args()
    source = common.git_source("input-mask-android", URL, COMMIT)
    jar = args.jar or build(source)
    ios = ios_generator()
    if args.plain:
        ios.INPUT_CHARS = [s for s in ios.INPUT_CHARS
                           if not any(unicodedata.category(ch) in ("Mn", "Me", "Mc", "No", "Nl") for ch in s)]
    if args.exotic:
        ios.FREE = ios.FREE + ["e\u0301", "\U0001F600", "\u0301", "\u212b", "\u00c5"]
        ios.INPUT_CHARS = ios.INPUT_CHARS + ["\U0001F600", "\u212b", "\u00c5", "\U0001D400", "A\u030a"] * 2
        plain_notations = ios.random_notations

        def exotic_notations(rng):
            out = plain_notations(rng)
            for n in out:
                if rng.random() < 0.4:
                    n["set"] = rng.choice(["\U0001F600a", "\u0301\u030a", "\u212b0"])
            return out
        ios.random_notations = exotic_notations
    rng = ios.random.Random(args.seed)
    cases = [ios.random_case(rng) for _ in range(args.cases)]
    rng = ios.random.Random(args.seed + 1)
    for _ in range(args.malformed):
        c = ios.random_case(rng)
        c["mask"] = "".join(rng.choice(MALFORMED) for _ in range(rng.randint(0, 10)))
        cases.append(c)
    for c in cases:
        c["caret16"] = utf16_caret(c["text"], c["caret"])
    outputs = common.run_driver(["java", "-Xss16m", "-jar", jar], cases)
    if args.exotic:
        def lone_surrogate(value):
            if isinstance(value, dict):
                return any(lone_surrogate(v) for v in value.values())
            return isinstance(value, str) and any(0xD800 <= ord(ch) <= 0xDFFF for ch in value)
        kept = [(c, o) for c, o in zip(cases, outputs) if not lone_surrogate(o)]
        print("%d cases left out: the library's output holds a lone surrogate" % (len(cases) - len(kept)))
        cases, outputs = [k[0] for k in kept], [k[1] for k in kept]
    errors = sum(1 for o in outputs if "error" in o)
    throws = sum(1 for o in outputs if "throws" in o)
    traps = sum(1 for o in outputs if "trap" in o)
    print("%d cases, %d invalid masks, %d throw, %d traps" % (len(cases), errors, throws, traps))
    common.write_vectors(
        "inputmaskandroid-run", "RedMadRobot input-mask-android %s (Mask.apply, run)" % COMMIT[:12], cases, outputs,
        notes="seed %d: %d cases of redmadrobot/run.py (its cases with the same seed), then %d with a malformed "
              "mask; caret in characters, caret16 and the library's caret in UTF-16 units; built without "
              "model/Country.kt" % (args.seed, args.cases, args.malformed),
        path=args.out)


if __name__ == "__main__":
    main()
