#!/usr/bin/env python3
"""Differential test of the `anyformatkit` dialect against AnyFormatKit's
DefaultTextInputFormatter / DefaultTextFormatter, compiled with `swiftc` from the library's
Foundation-only formatter sources: `format` on random patterns and texts, and key replays
through `formatInput` as a UITextField delegate calls it. Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/anyformatkit.json.

  python3 Benchmarks/differential/anyformatkit/run.py [--cases N] [--seed S]
"""
import argparse
import glob
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/luximetr/AnyFormatKit"
COMMIT = "ae3a965164005b07f81d6aa066520d7ad14ea54e"  # 2.5.x, 2022-01-27

# One UTF-16 unit per character: UIKit's carets are UTF-16 offsets.
TEXT_CHARS = list("0123456789") * 3 + list("abXY#*-() ") + ["é", "½", "中"]


def random_case(rng):
    symbol = rng.choice(["#", "#", "#", "*", "X"])
    literal = list("-() +/.:") + ["#", "*", "X"]
    n = rng.randint(0, 12)
    mask = "".join(symbol if rng.random() < 0.6 else rng.choice(literal) for _ in range(n))
    text = "".join(rng.choice(TEXT_CHARS) for _ in range(rng.randint(0, 14)))
    keys = "".join(rng.choice(TEXT_CHARS + [symbol, "\b", "\b"]) for _ in range(rng.randint(0, 12)))
    return {"mask": mask, "symbol": symbol, "text": text, "keys": keys}


def build(source):
    root = os.path.join(source, "Source")
    files = sorted(glob.glob(os.path.join(root, "TextFormatter", "DefaultFormatters", "*", "*.swift")))
    files += sorted(glob.glob(os.path.join(root, "TextFormatter", "TextFormatter", "*.swift")))
    files += [os.path.join(root, "Extensions", "String+Extension.swift")]
    out_dir = os.path.join(common.EXT, "build-anyformatkit")
    os.makedirs(out_dir, exist_ok=True)
    main = os.path.join(out_dir, "main.swift")
    with open(os.path.join(os.path.dirname(__file__), "Driver.swift")) as f, open(main, "w") as g:
        g.write(f.read())
    binary = os.path.join(out_dir, "driver")
    subprocess.run(["swiftc", "-O", "-o", binary] + files + [main], check=True)
    return binary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    binary = build(common.git_source("AnyFormatKit", URL, COMMIT))
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    outputs = common.run_driver([binary], cases)
    traps = sum(1 for o in outputs if "trap" in o)
    print("%d cases, %d traps" % (len(cases), traps))
    common.write_vectors(
        "anyformatkit", "AnyFormatKit %s (DefaultTextInputFormatter)" % COMMIT[:12], cases, outputs,
        notes="seed %d; carets are UTF-16 offsets, every character here is one unit" % args.seed)


if __name__ == "__main__":
    main()
