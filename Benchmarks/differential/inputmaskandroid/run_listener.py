#!/usr/bin/env python3
"""Differential test of the `redmadrobot-android` key replay against input-mask-android's own
text-field listener, `MaskedTextChangedListener`, run.

Compiles the listener with the library's pure-Kotlin core (helper/, model/, as run.py), Json.kt,
ListenerDriver.kt and our stubs of the few android.* classes it uses (android-stubs/:
TextWatcher, Editable, Log, View.OnFocusChangeListener, EditText) with Debian's `kotlinc` into a
jar (no Gradle, no Android SDK), replays random keys into the emulated EditText (what the
emulation assumes: ListenerDriver.kt) and writes the cases with the field after focus and after
each key (text, caret in UTF-16 units, extracted value, completeness) to
Tests/MasklsCLITests/Differential/Fixtures/differential/inputmaskandroid-listener.json.

  python3 Benchmarks/differential/inputmaskandroid/run_listener.py [--cases N] [--seed S] [--out PATH] [--jar JAR]

Cases: the masks and custom notations of redmadrobot/run.py's generator (drawn with the seed),
autocomplete and autoskip on or off, focus before the first key or not, a quarter of them with
one to three affine formats (masks from the same generator, with the same notations), and 1 to
14 keys: digits, letters, the mask's own literal characters, characters of the notations' sets,
space and `\\b` (backspace). Then --strategy-cases more (drawn with seed + 1), each with one to
three affine formats and a random `AffinityCalculationStrategy` (the others use WHOLE_STRING,
installOn's default); then --paste-cases more (seed + 2) whose keys are a list where a third
of the keys are pastes of 2 to 8 characters. Every key is an ASCII or BMP character, so the engine's characters
and the library's UTF-16 units coincide in the keys (the masks' literals are ASCII).

Sources: $MASKLS_EXT/input-mask-android (default /work/ext), at run.py's COMMIT.
"""
import argparse
import glob
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import common  # noqa: E402
import run as core  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = list("0123456789") * 2 + list("abcXYZ") + [" "]


def build(source):
    root = os.path.join(source, "inputmask", "src", "main", "kotlin", "com", "redmadrobot", "inputmask")
    files = [os.path.join(root, "MaskedTextChangedListener.kt")]
    for sub in ["helper", "model", "model/state"]:
        files += [f for f in sorted(glob.glob(os.path.join(root, sub, "*.kt"))) if os.path.basename(f) not in core.LEFT_OUT]
    files += sorted(glob.glob(os.path.join(HERE, "android-stubs", "*.kt")))
    files += [os.path.join(HERE, "Json.kt"), os.path.join(HERE, "ListenerDriver.kt")]
    out_dir = os.path.join(common.EXT, "build-inputmaskandroid")
    os.makedirs(out_dir, exist_ok=True)
    jar = os.path.join(out_dir, "listener.jar")
    subprocess.run(["kotlinc"] + files + ["-include-runtime", "-nowarn", "-d", jar], check=True)
    return jar


def literals(mask):
    """The characters of `mask` outside `[]` (literals, `{}` contents, escaped characters)."""
    out, inside, escaped = [], False, False
    for ch in mask:
        if escaped:
            out.append(ch)
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch == "[":
            inside = True
        elif ch == "]":
            inside = False
        elif not inside and ch not in "{}":
            out.append(ch)
    return out


def random_keys(rng, mask, notations):
    pool = KEYS + literals(mask) * 2 + [ch for n in notations for ch in n["set"] if ord(ch) < 0x300]
    keys = []
    for _ in range(rng.randint(1, 14)):
        keys.append("\b" if rng.random() < 0.2 else rng.choice(pool))
    return "".join(keys)


def random_case(rng, ios):
    base = ios.random_case(rng)
    affine = []
    if rng.random() < 0.25:
        for _ in range(rng.randint(1, 3)):
            affine.append("".join(ios.random_block(rng, base["notations"]) for _ in range(rng.randint(1, 6))))
    return {
        "mask": base["mask"],
        "notations": base["notations"],
        "affine": affine,
        "autocomplete": rng.random() < 0.6,
        "autoskip": rng.random() < 0.5,
        "focus": rng.random() < 0.5,
        "keys": random_keys(rng, base["mask"], base["notations"]),
    }


STRATEGIES = ["WHOLE_STRING", "PREFIX", "CAPACITY", "EXTRACTED_VALUE_CAPACITY"]


def strategy_case(rng, ios):
    c = random_case(rng, ios)
    if not c["affine"]:
        c["affine"] = ["".join(ios.random_block(rng, c["notations"]) for _ in range(rng.randint(1, 6)))]
    c["strategy"] = rng.choice(STRATEGIES)
    return c


def paste_case(rng, ios):
    """A case whose keys are a list: keys as random_keys draws them, a third of them replaced by a
    paste of 2 to 8 such keys (backspaces left out)."""
    c = random_case(rng, ios)
    pool = KEYS + literals(c["mask"]) * 2
    keys = []
    for key in c["keys"]:
        if key != "\b" and rng.random() < 0.33:
            key = "".join(rng.choice(pool) for _ in range(rng.randint(2, 8)))
        keys.append(key)
    c["keys"] = keys
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--strategy-cases", type=int, default=500,
                    help="cases after the others, drawn with seed + 1, with affine formats and a random affinity strategy")
    ap.add_argument("--paste-cases", type=int, default=300,
                    help="cases after those, drawn with seed + 2, whose keys include pastes of several characters")
    ap.add_argument("--seed", type=int, default=20261127)
    ap.add_argument("--out", help="write the vectors here instead of the fixture")
    ap.add_argument("--jar", help="a listener.jar built before (skips kotlinc)")
    args = ap.parse_args()
    source = common.git_source("input-mask-android", core.URL, core.COMMIT)
    jar = args.jar or build(source)
    ios = core.ios_generator()
    rng = ios.random.Random(args.seed)
    cases = [random_case(rng, ios) for _ in range(args.cases)]
    rng = ios.random.Random(args.seed + 1)
    cases += [strategy_case(rng, ios) for _ in range(args.strategy_cases)]
    rng = ios.random.Random(args.seed + 2)
    cases += [paste_case(rng, ios) for _ in range(args.paste_cases)]
    outputs = common.run_driver(["java", "-Xss16m", "-jar", jar], cases)
    errors = sum(1 for o in outputs if "error" in o)
    throws = sum(1 for o in outputs if "throws" in o or "trap" in o)
    logged = sum(1 for o in outputs for s in o.get("steps", []) if s["logged"])
    keys = sum(len(o.get("steps", [])) for o in outputs)
    print("%d cases (%d keys), %d invalid masks, %d throw, %d steps where setSelection threw" % (
        len(cases), keys, errors, throws, logged))
    common.write_vectors(
        "inputmaskandroid-listener",
        "RedMadRobot input-mask-android %s (MaskedTextChangedListener, run)" % core.COMMIT[:12], cases, outputs,
        notes="seed %d: %d cases, masks of redmadrobot/run.py's generator, random keys (\\b = backspace) typed into "
              "the emulated EditText of ListenerDriver.kt; then %d with affine formats and a random affinity strategy "
              "(seed + 1), then %d with pastes (seed + 2); carets in UTF-16 units" % (
                  args.seed, args.cases, args.strategy_cases, args.paste_cases),
        path=args.out)


if __name__ == "__main__":
    main()
