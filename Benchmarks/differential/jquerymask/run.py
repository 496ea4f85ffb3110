#!/usr/bin/env python3
"""Differential test of the `jquerymask` dialect against jQuery Mask Plugin's own
dist/jquery.mask.js with Debian's jQuery, in a jsdom window (Debian: `apt-get install
node-jsdom libjs-jquery`): `$(el).masked(text)` and key replays (the browser's insertion at the
caret, then the plugin's keydown/input/keyup handlers and its caret timer). Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/jquerymask.json.

  python3 Benchmarks/differential/jquerymask/run.py [--cases N] [--seed S]
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

URL = "https://github.com/igorescobar/jQuery-Mask-Plugin"
COMMIT = "bfd14b5dc61b239a69458242b0c7014f1c17b8a9"  # 1.14.16, 2020-03-24
JQUERY = "/usr/share/javascript/jquery/jquery.js"

MASK_CHARS = list("000099AS") + list("-/() .")
KEYS = list("0123456789") * 3 + list("abXY") + list("-/() .") + ["\b", "\b"]


def random_case(rng):
    mask = "".join(rng.choice(MASK_CHARS) for _ in range(rng.randint(1, 10)))
    return {
        "mask": mask,
        "text": "".join(rng.choice(KEYS[:-2]) for _ in range(rng.randint(0, 12))),
        "keys": "".join(rng.choice(KEYS) for _ in range(rng.randint(0, 10))),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    source = common.git_source("jQuery-Mask-Plugin", URL, COMMIT)
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    os.environ["NODE_PATH"] = os.pathsep.join(filter(None, [os.environ.get("NODE_PATH"), "/usr/share/nodejs"]))
    driver = os.path.join(os.path.dirname(os.path.abspath(__file__)), "driver.js")
    outputs = common.run_driver(["node", driver, JQUERY, os.path.join(source, "dist", "jquery.mask.js")], cases,
                                timeout=3600)
    common.write_vectors("jquerymask", "jQuery Mask Plugin %s (dist/jquery.mask.js, jQuery 3.6 in jsdom)" % COMMIT[:12],
                         cases, outputs, notes="seed %d" % args.seed)


if __name__ == "__main__":
    main()
