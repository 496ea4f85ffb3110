#!/usr/bin/env python3
"""Inputmask typing cost: `maskls preview --dialect inputmask` (the library's algorithm,
InputmaskField) against Inputmask itself in jsdom, on masks of 16, 32 and 64 positions
(a scaling series: 2x and 4x) and on lists of masks from applications.

Usage (by hand, not in CI; needs node, Debian's node-jsdom and Inputmask's dist/inputmask.js
at $MASKLS_EXT/Inputmask, see differential/inputmask/run.py):
    swift build -c release
    python3 Benchmarks/bench_inputmask_field.py [--runs 9] [--binary .build/release/maskls] [--baseline OTHER_MASKLS]

Each case types the mask's sample digits one key at a time and sets them as a value (`--keys`,
`--input`); the library's driver does the same (its `format` and keydown/keypress per key).
maskls: the median wall time of one `preview` process (process start included). Inputmask: the
median time of a driver process typing the case 20 times minus one typing it once, over 19
(jsdom's start left out). Prints medians and ratios.
"""
import argparse
import json
import os
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EXT = os.environ.get("MASKLS_EXT", "/work/ext")


def masks():
    cases = []
    for n in (16, 32, 64):
        groups = ["9" * 4] * (n // 5)
        mask = "-".join(groups)
        mask += "9" * (n - len(mask))
        cases.append(("%d positions" % n, [mask]))
    cases.append(("Brazilian phone list", ["(99) 9999-9999", "(99) 99999-9999"]))
    cases.append(("alternation", ["+7 (999) 999-99-99|+375 (99) 999-99-99"]))
    return cases


def timed(cmd, stdin=None, env=None):
    start = time.perf_counter()
    subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True, env=env)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/release/maskls"))
    ap.add_argument("--baseline", help="another maskls binary timed in the same run")
    args = ap.parse_args()
    driver = [os.environ.get("NODE", "node"), os.path.join(HERE, "differential/inputmask/driver.js"),
              os.path.join(EXT, "Inputmask/dist/inputmask.js")]
    env_node = dict(os.environ, NODE_PATH="/usr/share/nodejs")
    print("| case | keys | maskls (ms) | baseline (ms) | Inputmask in jsdom (ms per case) | maskls / Inputmask |")
    print("|---|---|---|---|---|---|")
    for name, mask in masks():
        keys = "".join(str((i * 7 + 3) % 10) for i in range(sum(c == "9" for c in mask[-1])))
        cmd = [args.binary, "preview", "--dialect", "inputmask", "--json", "--keys=" + keys, "--input=" + keys]
        for other in mask[1:]:
            cmd += ["--or", other]
        cmd += ["--", mask[0]]
        ours = statistics.median(timed(cmd) for _ in range(args.runs))
        base = None
        if args.baseline:
            base = statistics.median(timed([args.baseline] + cmd[1:]) for _ in range(args.runs))
        line = json.dumps({"mask": mask if len(mask) > 1 else mask[0], "text": keys, "keys": keys}) + "\n"
        one = statistics.median(timed(driver, line, env_node) for _ in range(3))
        many = statistics.median(timed(driver, line * 20, env_node) for _ in range(3))
        lib = max(0.0, (many - one) / 19)
        print("| %s | %d | %.0f | %s | %.1f | %s |" % (
            name, len(keys), ours * 1000, "%.0f" % (base * 1000) if base is not None else "–", lib * 1000,
            "%.1f" % (ours / lib) if lib > 0 else "–"))


if __name__ == "__main__":
    main()
