#!/usr/bin/env python3
"""Differential test of the `vanillamasker` dialect against vanilla-masker's own
lib/vanilla-masker.js, run in node: `VMasker.toPattern` on random patterns and texts, and a
key replay (each key appended at the end, then `toPattern`, as the library's keyup handler
does). Writes Tests/MasklsCLITests/Differential/Fixtures/differential/vanillamasker.json.

  python3 Benchmarks/differential/vanillamasker/run.py [--cases N] [--seed S]
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/vanilla-masker/vanilla-masker"
COMMIT = "580f5f2a9baec5a8c23664b12b289515396c3a81"  # 1.2.0

PATTERN_CHARS = list("99999AAASS") + list("-.()/ +:x_7")
TEXT_CHARS = list("0123456789") * 3 + list("abcXYZ_") * 2 + list("-.()/ +:") + ["é", "½", "٣", "😀"]


def random_case(rng):
    r = rng.random()
    if r < 0.02:
        mask = ""
    else:
        mask = "".join(rng.choice(PATTERN_CHARS) for _ in range(rng.randint(1, 12)))
    text = "".join(rng.choice(TEXT_CHARS) for _ in range(rng.randint(0, 14)))
    keys = "".join(rng.choice(TEXT_CHARS + ["\b"]) for _ in range(rng.randint(0, 10)))
    return {"mask": mask, "text": text, "keys": keys}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    source = common.git_source("vanilla-masker", URL, COMMIT)
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    driver = os.path.join(os.path.dirname(os.path.abspath(__file__)), "driver.js")
    outputs = common.run_driver(["node", driver, os.path.join(source, "lib", "vanilla-masker.js")], cases)
    common.write_vectors(
        "vanillamasker", "vanilla-masker %s (toPattern, keyup replay)" % COMMIT[:12], cases, outputs,
        notes="seed %d" % args.seed)


if __name__ == "__main__":
    main()
