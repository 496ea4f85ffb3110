#!/usr/bin/env python3
"""Differential test of the `swingmaskformatter` dialect against the JDK's own
javax.swing.text.MaskFormatter in a headless JFormattedTextField: random masks, keys typed
through the field's editor actions into a fresh field (backspace included). Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/swingmaskformatter.json.

  python3 Benchmarks/differential/swingmaskformatter/run.py [--cases N] [--seed S]

Needs a JDK (`javac`, `java`); nothing is fetched.
"""
import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

MASK_CHARS = list("####UULA?*H") + list("-() /.'") + list("x7")
# BMP only: the field's carets are UTF-16 offsets.
KEY_CHARS = list("0123456789") * 2 + list("abcXYZ") + list("-() /.x7 ") + ["é", "İ", "ß", "½", "٣", "ǅ", "\b", "\b"]


def esc(s):
    return "".join("\\u%04x" % ord(c) for c in s)


def unesc(s):
    return "".join(chr(int(s[i + 2:i + 6], 16)) for i in range(0, len(s), 6))


def random_case(rng):
    r = rng.random()
    if r < 0.03:
        mask = rng.choice(["", "'", "-", "()"])
    else:
        mask = "".join(rng.choice(MASK_CHARS) for _ in range(rng.randint(1, 8)))
    keys = "".join(rng.choice(KEY_CHARS) for _ in range(rng.randint(0, 10)))
    return {"mask": mask, "keys": keys}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = os.path.join(common.EXT, "build-swing")
    os.makedirs(out_dir, exist_ok=True)
    subprocess.run(["javac", "-d", out_dir, os.path.join(here, "SwingDriver.java")], check=True)
    version = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.split("\n")[0]
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    lines = "".join(esc(c["mask"]) + "\t" + esc(c["keys"]) + "\n" for c in cases)
    p = subprocess.run(["java", "-Djava.awt.headless=true", "-cp", out_dir, "SwingDriver"],
                       input=lines.encode(), capture_output=True, check=True)
    outputs = []
    # The headless toolkit beeps (refused keys) by writing BEL to standard output.
    for line in p.stdout.decode().replace("\x07", "").split("\n")[: len(cases)]:
        if line == "INVALID":
            outputs.append({"invalid": True})
            continue
        steps = []
        for part in line.split("\t"):
            text, caret, value = part.split(" ")
            steps.append({"text": unesc(text), "caret": int(caret),
                          "value": None if value == "!" else unesc(value)})
        outputs.append({"start": steps[0], "keys": steps[1:]})
    common.write_vectors("swingmaskformatter", "javax.swing.text.MaskFormatter (%s)" % version, cases, outputs,
                         notes="seed %d; keys typed into a fresh JFormattedTextField; value null when "
                               "stringToValue throws" % args.seed)


if __name__ == "__main__":
    main()
