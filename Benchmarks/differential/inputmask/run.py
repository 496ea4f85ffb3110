#!/usr/bin/env python3
"""Differential test of the `inputmask` dialect against Inputmask's own dist/inputmask.js,
run in a jsdom window (Debian: `apt-get install node-jsdom`; driver.js) or, with
`--driver chromium`, in headless Chromium with trusted key input (Debian `chromium`, PyPI
`websocket-client`; chromium_driver.py): random masks, keys typed into a fresh masked input,
and the simple cases of the library's own test suite (vectors.py). Writes
Tests/MasklsCLITests/Differential/Fixtures/differential/inputmask.json.

  python3 Benchmarks/differential/inputmask/run.py [--cases N] [--seed S] [--driver chromium]

With `--lists`, every mask is a list of masks (`mask: ["(99) 9999-9999", "(99) 99999-9999"]`,
which the library joins into one alternation with `keepStatic` on): realistic lists and random
ones, written to the `inputmask-lists` fixture. With `--out PATH` (a fresh batch, e.g. another
seed) the vectors go to PATH instead, without the suite's cases (with `--alternations`, every
mask has an alternation);
`MASKLS_INPUTMASK_VECTORS=PATH swift test --skip-build --filter InputmaskDifferentialTests` then
prints the agreement per field on them.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import common  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vectors  # noqa: E402

URL = "https://github.com/RobinHerbots/Inputmask"
COMMIT = "730ba93849212db98859d0bef32a89f87233053b"  # 5.0.9 beta, 2024-03-28

SLOTS = list("9999aA*")
LITERALS = list("-/() .+")
ALT_LITERALS = list("-/ .+")
KEYS = list("0123456789") * 3 + list("abXY") + list("-/() .+") + ["\b", "\b"]


def random_mask(rng):
    parts = []
    for _ in range(rng.randint(1, 6)):
        r = rng.random()
        if r < 0.6:
            parts.append(rng.choice(SLOTS))
        elif r < 0.85:
            parts.append(rng.choice(LITERALS))
        elif r < 0.95:
            parts.append("[" + "".join(rng.choice(SLOTS) for _ in range(rng.randint(1, 2))) + "]")
        else:
            parts.append(rng.choice(SLOTS) + "{%d}" % rng.randint(1, 3))
    return "".join(parts)


def random_alternation_mask(rng):
    """A random mask with an alternation: a group of 2 or 3 alternatives (`9(9a|-99)`) between
    random slots and literals, or two such sequences joined by a top-level `|` (no parentheses
    among the literals, so every group is the alternation's)."""
    def run(low, high):
        return "".join(rng.choice(SLOTS + ALT_LITERALS) for _ in range(rng.randint(low, high)))
    if rng.random() < 0.3:
        return run(1, 4) + "|" + run(1, 4)
    return run(0, 3) + "(" + "|".join(run(1, 3) for _ in range(rng.randint(2, 3))) + ")" + run(0, 3)


# Lists of masks as applications write them (`mask: [...]`, `Inputmask([...])`): phone numbers
# that grow a digit, CPF/CNPJ, ZIP+4, plates.
LIST_POOL = [
    ["(99) 9999-9999", "(99) 99999-9999"],
    ["99999", "99999-9999"],
    ["99999", "99999-9999", "999999-9999"],
    ["999.999.999-99", "99.999.999/9999-99"],
    ["+55-99-9999-9999", "+55-99-99999-9999"],
    ["999-9999", "(999) 999-9999", "1-(999) 999-9999"],
    ["9 AAA-AAA", "A 999-999"],
    ["99-99", "999-99"],
    ["+7(999)999-99-99", "+380(99)999-99-99", "+375(99)999-99-99"],
    ["9+9", "99+99", "(99)+99+99"],
]


# Lists of masks found in the applications of the real-world corpus (Benchmarks/realworld),
# besides LIST_POOL's.
CORPUS_LISTS = LIST_POOL + [
    ["(99) 9999-9999", "(99) 9-9999-9999"],
    ["99-99999-9", "99-999999-9"],
    ["99-9999-99", "99-99999-99"],
    ["99.9", "X"],
    ["999.999.999-99", "99.999.999/9999-99"],
]


def corpus_list_case(rng):
    """A list from CORPUS_LISTS typed as people type into it: digits, now and then one of
    its literals, a letter, a space or a backspace; `text` is a number with or without its
    punctuation, as a value set on the field."""
    masks = rng.choice(CORPUS_LISTS)
    literals = sorted(set(c for m in masks for c in m if not c.isalnum()))
    def key():
        r = rng.random()
        if r < 0.75:
            return rng.choice("0123456789")
        if r < 0.85:
            return rng.choice(literals or ["-"])
        if r < 0.93:
            return "\b"
        return rng.choice("aXb ")
    keys = "".join(key() for _ in range(rng.randint(1, 18)))
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 15)))
    text = digits if rng.random() < 0.5 else rng.choice(masks).replace("9", "5").replace("A", "K")[:rng.randint(1, 20)]
    return {"mask": list(masks), "text": text, "keys": keys}


def random_list(rng):
    """A list of 2 or 3 masks: one from `LIST_POOL`, or random masks that often share a start
    and grow (`99-99`, `99-999`), as lists are written."""
    if rng.random() < 0.4:
        return list(rng.choice(LIST_POOL))
    base = random_mask(rng)
    masks = [base]
    for _ in range(rng.randint(1, 2)):
        masks.append(masks[-1] + "".join(rng.choice(SLOTS + ALT_LITERALS) for _ in range(rng.randint(1, 3)))
                     if rng.random() < 0.7 else random_mask(rng))
    return masks


# Literals that masks start with, as phone and document masks do: a country code, a
# parenthesis, a plus sign (`+7 (999) 999-99-99`, `+55 99 99999-9999`, `1-999`).
PREFIXES = ["+7 (", "+7(", "+1 (", "+380 (", "+55 ", "8 (", "(", "+", "1-", "7-", "+90 ", "0"]


def random_prefixed_case(rng):
    """A mask that starts with literals holding digits, and a text that often starts with
    some of them (`79161234567` for `+7(999)999-99-99`): how the library reads a whole text
    (`Inputmask.format`, its `checkVal`) against how it takes typed keys."""
    prefix = rng.choice(PREFIXES)
    mask = prefix + "".join(rng.choice(["9", "9", "9", "a", "-", " ", ")", ") "]) for _ in range(rng.randint(2, 8)))
    head = prefix[:rng.randint(0, len(prefix))] if rng.random() < 0.5 else rng.choice(["7", "8", "1", "+7", "7 ", "+", "38", "55", ""])
    text = head + "".join(rng.choice("0123456789" * 3 + " -()+ab") for _ in range(rng.randint(0, 12)))
    keys = head + "".join(rng.choice("0123456789" * 3 + " -()+") for _ in range(rng.randint(0, 8)))
    return {"mask": mask, "text": text, "keys": keys}


def random_case(rng, alternations=False, lists=False, prefixed=False, corpus_lists=False):
    if corpus_lists:
        return corpus_list_case(rng)
    if prefixed:
        return random_prefixed_case(rng)
    if lists:
        return {
            "mask": random_list(rng),
            "text": "".join(rng.choice(KEYS[:-2]) for _ in range(rng.randint(0, 14))),
            "keys": "".join(rng.choice(KEYS) for _ in range(rng.randint(0, 14))),
        }
    return {
        "mask": random_alternation_mask(rng) if alternations else random_mask(rng),
        "text": "".join(rng.choice(KEYS[:-2]) for _ in range(rng.randint(0, 10))),
        "keys": "".join(rng.choice(KEYS) for _ in range(rng.randint(0, 10))),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=20261124)
    ap.add_argument("--driver", choices=["jsdom", "chromium"], default="jsdom")
    ap.add_argument("--out", help="write a fresh batch here (no suite cases) instead of the fixture")
    ap.add_argument("--alternations", action="store_true",
                    help="every mask has an alternation (`(…|…)` or a top-level `|`); without --out, writes the "
                    "inputmask-alternations fixture")
    ap.add_argument("--prefixed", action="store_true",
                    help="with --out: masks that start with literals holding digits (`+7 (999) …`), "
                    "texts that often start with them")
    ap.add_argument("--corpus-lists", action="store_true",
                    help="with --out: the lists of masks applications of the corpus use, typed as people "
                    "type (digits, some literals, backspaces)")
    ap.add_argument("--lists", action="store_true",
                    help="every mask is a list of masks (`mask: [...]`); without --out, writes the "
                    "inputmask-lists fixture")
    args = ap.parse_args()
    source = common.git_source("Inputmask", URL, COMMIT)
    rng = random.Random(args.seed)
    if (args.prefixed or args.corpus_lists) and not args.out:
        raise SystemExit("--prefixed and --corpus-lists write a fresh batch: give --out")
    cases = [random_case(rng, args.alternations, args.lists, args.prefixed, args.corpus_lists) for _ in range(args.cases)]
    if not args.out and not args.lists and not args.alternations:
        cases += [{k: c[k] for k in ("mask", "text", "keys", "suite")} for c in vectors.suite_cases(source)]
    available = vectors.drivers(source)
    if args.driver not in available:
        raise SystemExit("%s is not available here" % args.driver)
    outputs = common.run_driver(available[args.driver], cases)
    where = "in jsdom" if args.driver == "jsdom" else "in headless Chromium"
    fixture = "inputmask-lists" if args.lists else "inputmask-alternations" if args.alternations else "inputmask"
    common.write_vectors(fixture, "Inputmask %s (dist/inputmask.js %s)" % (COMMIT[:12], where), cases, outputs,
                         notes="seed %d%s; placeholder '', showMaskOnHover/Focus false; cases with `suite` are "
                         "the simple cases of the library's own qunit suite" % (
                             args.seed, ", alternations" if args.alternations else ", lists" if args.lists else ", prefixed" if args.prefixed else ", corpus lists" if args.corpus_lists else ""),
                         path=args.out)


if __name__ == "__main__":
    main()
