#!/usr/bin/env python3
"""Differential test of the `redmadrobot` dialect against RedMadRobot input-mask-ios.

Builds the library's Foundation-only core (Mask, states, compiler, sanitizer, notations)
with `swiftc` together with Driver.swift, applies random masks (with and without custom
notations) to random texts, carets and gravities with a fixed seed, and writes the cases
with the library's results to Tests/MasklsCLITests/Fixtures/differential/redmadrobot.json.

  python3 Benchmarks/differential/redmadrobot/run.py [--cases N] [--seed S]

Sources: $MASKLS_EXT/input-mask-ios (default /work/ext), cloned at COMMIT when missing.
"""
import argparse
import glob
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/RedMadRobot/input-mask-ios"
COMMIT = "b01794f2c00d42f8cd2928087c3fd61fe65d12d0"  # 7.3.x, 2023-07-05

FREE = list("+ ()-./:x7")
INPUT_CHARS = (
    list("0123456789") * 3 + list("abcXYZ") * 2 + list("+ ()-./:{}[]")
    + ["é", "e\u0301", "\u0301", "\u20dd", "½", "²", "①", "Ⓐ", "٣", "Ⅻ", "ß", "İ", "中", "😀", "ǅ", "\u0903"]
)


def random_notations(rng):
    if rng.random() < 0.6:
        return []
    out = []
    for ch in rng.sample(list("cdhxzD"), rng.randint(1, 2)):
        pool = rng.choice(["abc", "0123456789abcdef", "xyz+", "é\u0301", "01"])
        out.append({"character": ch, "set": pool, "optional": rng.random() < 0.5})
    return out


def random_block(rng, notations):
    kind = rng.random()
    if kind < 0.55:
        symbols = list("0009Aa_-") + [n["character"] for n in notations] * 3
        body = "".join(rng.choice(symbols) for _ in range(rng.randint(1, 4)))
        if rng.random() < 0.1:
            body += "…"
        return "[" + body + "]"
    if kind < 0.7:
        return "{" + "".join(rng.choice("-/.+7 ") for _ in range(rng.randint(1, 2))) + "}"
    if kind < 0.75:
        return "\\" + rng.choice("[]{}")
    return rng.choice(FREE)


def random_case(rng):
    notations = random_notations(rng)
    mask = "".join(random_block(rng, notations) for _ in range(rng.randint(1, 6)))
    text = "".join(rng.choice(INPUT_CHARS) for _ in range(rng.randint(0, 10)))
    forward = rng.random() < 0.6
    return {
        "mask": mask,
        "notations": notations,
        "text": text,
        # In characters; the driver clamps it to the text's character count and echoes it.
        "caret": rng.randint(0, len(text)),
        "gravity": "forward" if forward else "backward",
        "autocomplete": forward and rng.random() < 0.5,
        "autoskip": (not forward) and rng.random() < 0.5,
    }


def build(source):
    classes = os.path.join(source, "Source", "InputMask", "InputMask", "Classes")
    files = [os.path.join(classes, "Mask.swift"), os.path.join(classes, "RTLMask.swift")]
    for sub in ["Model", "Model/State", "Helper"]:
        files += sorted(glob.glob(os.path.join(classes, sub, "*.swift")))
    out_dir = os.path.join(common.EXT, "build-redmadrobot")
    os.makedirs(out_dir, exist_ok=True)
    main = os.path.join(out_dir, "main.swift")
    with open(os.path.join(os.path.dirname(__file__), "Driver.swift")) as f, open(main, "w") as g:
        g.write(f.read())
    binary = os.path.join(out_dir, "driver")
    subprocess.run(["swiftc", "-O", "-o", binary] + files + [main], check=True)
    return binary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    source = common.git_source("input-mask-ios", URL, COMMIT)
    binary = build(source)
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    outputs = common.run_driver([binary], cases)
    traps = sum(1 for o in outputs if "trap" in o)
    errors = sum(1 for o in outputs if "error" in o)
    print("%d cases, %d invalid masks, %d traps" % (len(cases), errors, traps))
    common.write_vectors(
        "redmadrobot", "RedMadRobot input-mask-ios %s (Mask.apply)" % COMMIT[:12], cases, outputs,
        notes="seed %d; caret in characters (the driver clamps it: expected.inputCaret)" % args.seed)


if __name__ == "__main__":
    main()
