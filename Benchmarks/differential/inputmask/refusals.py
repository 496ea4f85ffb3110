#!/usr/bin/env python3
"""Which masks Inputmask refuses (throws on while it applies them), against the engine's
`mask-syntax` verdict: random masks of slots, literals, groups, optional parts, escapes,
quantifiers and alternations (`|` makes the library's lexer keep the alternation's tokens on
its stack, so counting brackets is not enough), and random lists of masks. Each mask is
applied by Inputmask's own dist/inputmask.js in jsdom (refusal_driver.js, Debian's
node-jsdom); a mask on which the library never returns (it loops) is recorded as `hang` after
10 seconds and not compared. Writes the `inputmask-refusals` fixture read by
InputmaskRefusalDifferentialTests.

  python3 Benchmarks/differential/inputmask/refusals.py [--seed S] [--out PATH]
"""
import argparse
import json
import os
import random
import select
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run import URL, COMMIT  # noqa: E402

BRACKETS = list("9a-") * 2 + list("()[]|")
PARTS = list("9a*-. +") + ["9", "9", "(", ")", "[", "]", "|", "|", "{2}", "{1,3}", "{+}", "\\9", "\\(", "\\|"]
REAL = ["(99) 9999-9999", "(99) 99999-9999", "+7(999)999-99-99", "999.999.999-99", "99.999.999/9999-99",
        "9[9]", "99[9]", "(9|99)", "99/99/9999", "A{2}9"]


def masks(rng):
    """1,500 masks of brackets and alternations, 1,000 of every part, 1,000 lists."""
    out, seen = [], set()

    def fresh(make, count):
        added = 0
        while added < count:
            m = make()
            key = json.dumps(m)
            if key in seen:
                continue
            seen.add(key)
            out.append(m)
            added += 1

    def brackets():
        m = "".join(rng.choice(BRACKETS) for _ in range(rng.randint(2, 9)))
        return m if "|" in m else m + "|"

    def parts(low=2, high=10):
        return "".join(rng.choice(PARTS) for _ in range(rng.randint(low, high)))

    fresh(brackets, 1500)
    fresh(parts, 1000)
    fresh(lambda: [rng.choice(REAL) if rng.random() < 0.4 else parts(1, 7) for _ in range(rng.randint(2, 3))], 1000)
    return out


def verdicts(source, cases):
    env = dict(os.environ, NODE_PATH="/usr/share/nodejs")
    command = ["node", os.path.join(HERE, "refusal_driver.js"), os.path.join(source, "dist", "inputmask.js")]

    def start():
        return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True, bufsize=1)

    process = start()
    outputs = []
    for mask in cases:
        process.stdin.write(json.dumps(mask) + "\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 10)
        if ready:
            outputs.append(json.loads(process.stdout.readline()))
        else:
            process.kill()
            process = start()
            outputs.append({"hang": True})
    process.kill()
    return outputs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--out", help="write a fresh batch here instead of the fixture")
    args = ap.parse_args()
    source = common.git_source("Inputmask", URL, COMMIT)
    cases = [{"mask": m} for m in masks(random.Random(args.seed))]
    outputs = verdicts(source, [c["mask"] for c in cases])
    common.write_vectors("inputmask-refusals", "Inputmask %s (dist/inputmask.js in jsdom)" % COMMIT[:12], cases, outputs,
                         notes="seed %d; `throws`: Inputmask.format threw while building the mask set; `hang`: it "
                               "had not returned after 10 s" % args.seed, path=args.out)


if __name__ == "__main__":
    main()
