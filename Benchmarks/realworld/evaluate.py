#!/usr/bin/env python3
"""Real-world evaluation of `maskls lint` on the public repositories in repos.tsv.

For each repository (extracted by checkout.sh into SRC/OWNER+NAME) this runs

    maskls lint --format json .        (cwd = the repository's source dir, default settings)

matches the findings against judgements.tsv (key: repo, path, line, column, rule) and prints
one row per repository: findings, errors, warnings, infos, judged, true, false, debatable,
unjudged, precision = true / (true + false), and how many error-severity findings were judged
false. A total row follows.

--runs N runs every repository N times and checks that the JSON output is byte-identical
across runs (run it while the machine is busy: the regex analyser has time budgets); any
difference is reported finding by finding and the exit status is 1.

--sample N --seed S: in repositories with more than N findings only a seeded random sample of
N findings is to be judged; --unjudged prints the findings still to judge (all unjudged ones
without --sample), each with its source line. The same N and S always pick the same sample.

Python 3 standard library only.
"""

import argparse
import collections
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(os.path.dirname(HERE))
VERDICTS = ("true", "false", "debatable")
FALSE_CLASSES = ("dynamic-pattern", "regex-semantics", "ignored-option", "joined-fields",
                 "optional-trap", "budget-nondeterminism", "generated-code", "js-lexer",
                 "encoding", "message", "other")


def false_class(note):
    """The class of a false finding: the first class name written in its note."""
    hits = [(m.start(), c) for c in FALSE_CLASSES
            for m in [re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(c), note)] if m]
    return min(hits)[1] if hits else "unclassified"


def slug(repo):
    return repo.replace("/", "+")


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    header = lines[0].split("\t")
    rows = []
    for n, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) < len(header):
            cells += [""] * (len(header) - len(cells))
        row = dict(zip(header, cells))
        row["_line"] = n
        rows.append(row)
    return rows


def finding_key(repo, f):
    s = f["range"]["start"]
    return (repo, f["path"], int(s["line"]), int(s["column"]), f["rule"])


def sort_key(f):
    s = f["range"]["start"]
    return (f["path"], s["line"], s["column"], f["rule"], f["severity"], f["message"])


def sample_for(repo, findings, n, seed):
    """The findings of `repo` to judge: all of them, or a seeded sample of n when there are more.

    Each finding is ranked by a hash of the seed and its key (path, line, column, rule), and the
    n lowest are taken: the sample does not depend on the order of the output, and a finding
    that appears or disappears in another run changes at most one member of the sample.
    """
    ordered = sorted(findings, key=sort_key)
    if n is None or len(ordered) <= n:
        return ordered
    def rank(f):
        s = f["range"]["start"]
        text = "%s\0%s\0%s\0%d\0%d\0%s" % (seed, repo, f["path"], s["line"], s["column"], f["rule"])
        return (hashlib.sha256(text.encode("utf-8")).hexdigest(), sort_key(f))
    picked = sorted(ordered, key=rank)[:n]
    return sorted(picked, key=sort_key)


def run_lint(maskls, cwd):
    start = time.monotonic()
    p = subprocess.run([maskls, "lint", "--format", "json", "."], cwd=cwd,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout, p.stderr, time.monotonic() - start


def describe(f):
    s = f["range"]["start"]
    return "%s:%d:%d %s %s: %s" % (f["path"], s["line"], s["column"], f["severity"], f["rule"],
                                    f["message"])


def diff_runs(outputs):
    """Human-readable differences between the JSON outputs of several runs."""
    lines = []
    docs = []
    for raw in outputs:
        try:
            docs.append(json.loads(raw))
        except ValueError as e:
            docs.append(None)
            lines.append("    a run's output is not JSON (%s)" % e)
    base = docs[0]
    for i, doc in enumerate(docs[1:], start=2):
        if base is None or doc is None:
            continue
        a = collections.Counter(json.dumps(f, sort_keys=True) for f in base["findings"])
        b = collections.Counter(json.dumps(f, sort_keys=True) for f in doc["findings"])
        for f in sorted((a - b).elements()):
            lines.append("    run 1 only:  " + describe(json.loads(f)))
        for f in sorted((b - a).elements()):
            lines.append("    run %d only:  " % i + describe(json.loads(f)))
        if a == b:
            if [json.dumps(f, sort_keys=True) for f in base["findings"]] != \
               [json.dumps(f, sort_keys=True) for f in doc["findings"]]:
                lines.append("    run %d: same findings in a different order" % i)
            if base.get("summary") != doc.get("summary"):
                lines.append("    run %d: summary differs: %s vs %s" % (i, base.get("summary"),
                                                                        doc.get("summary")))
            if base.get("skipped") != doc.get("skipped"):
                lines.append("    run %d: skipped list differs" % i)
    return lines


def source_line(src_dir, path, line):
    try:
        with open(os.path.join(src_dir, path), encoding="utf-8", errors="replace") as fh:
            for n, text in enumerate(fh, start=1):
                if n == line:
                    text = text.rstrip("\n")
                    return text if len(text) <= 300 else text[:300] + " …[%d chars]" % len(text)
    except OSError as e:
        return "<%s>" % e
    return "<no such line>"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--maskls", default=".build/release/maskls",
                    help="the binary (default .build/release/maskls; a relative path is tried "
                         "from the current directory, then from the project root)")
    ap.add_argument("--src", default="/work/realworld/src", help="source dir of checkout.sh")
    ap.add_argument("--runs", type=int, default=1, help="runs per repository (outputs must be byte-identical)")
    ap.add_argument("--repo", action="append", default=[],
                    help="only this repository (OWNER/NAME, or a case-insensitive part of it); repeatable")
    ap.add_argument("--unjudged", action="store_true", help="print each finding to judge that has no judgement")
    ap.add_argument("--sample", type=int, default=None, help="judge only a seeded sample of N findings in larger repos")
    ap.add_argument("--seed", default="1", help="seed of --sample (default 1)")
    ap.add_argument("--json-out", default=None, help="keep the raw outputs in this dir")
    ap.add_argument("--repos", default=os.path.join(HERE, "repos.tsv"))
    ap.add_argument("--judgements", default=os.path.join(HERE, "judgements.tsv"))
    args = ap.parse_args()

    maskls = args.maskls
    if not os.path.isabs(maskls) and not os.path.exists(maskls):
        maskls = os.path.join(PROJECT, maskls)
    maskls = os.path.abspath(maskls)
    if not os.access(maskls, os.X_OK):
        sys.exit("no executable maskls at %s" % maskls)

    repos = read_tsv(args.repos)
    if args.repo:
        wanted = [w.lower() for w in args.repo]
        repos = [r for r in repos if any(w == r["repo"].lower() or w in r["repo"].lower() for w in wanted)]
        if not repos:
            sys.exit("no repository matches %s" % args.repo)

    judgements = {}
    problems = []
    if os.path.exists(args.judgements):
        for j in read_tsv(args.judgements):
            try:
                key = (j["repo"], j["path"], int(j["line"]), int(j["column"]), j["rule"])
            except ValueError:
                problems.append("judgements.tsv:%d: bad line/column" % j["_line"])
                continue
            if j["verdict"] not in VERDICTS:
                problems.append("judgements.tsv:%d: verdict %r is not one of %s" % (j["_line"], j["verdict"], VERDICTS))
                continue
            if key in judgements:
                problems.append("judgements.tsv:%d: duplicate key %s" % (j["_line"], key))
            judgements[key] = j

    if args.json_out:
        os.makedirs(args.json_out, exist_ok=True)

    cols = ["repo", "kind", "findings", "errors", "warnings", "infos", "judged", "true", "false",
            "debatable", "unjudged", "precision", "errFalse", "secs"]
    table = []
    totals = collections.Counter()
    nondeterministic = []
    failures = []
    to_print = []
    seen_keys = set()
    class_counts = collections.Counter()
    false_errors = []

    for r in repos:
        repo = r["repo"]
        src_dir = os.path.join(args.src, slug(repo))
        if not os.path.isdir(src_dir):
            failures.append("%s: no source dir %s (run checkout.sh)" % (repo, src_dir))
            continue
        outputs = []
        secs = []
        for run in range(1, max(1, args.runs) + 1):
            code, out, err, took = run_lint(maskls, src_dir)
            secs.append(took)
            if args.json_out:
                with open(os.path.join(args.json_out, "%s.run%d.json" % (slug(repo), run)), "wb") as fh:
                    fh.write(out)
                if err:
                    with open(os.path.join(args.json_out, "%s.run%d.stderr" % (slug(repo), run)), "wb") as fh:
                        fh.write(err)
            if code not in (0, 1):
                failures.append("%s: run %d exited %d: %s" % (repo, run, code, err.decode("utf-8", "replace")[:500]))
            outputs.append(out)
        if any(o != outputs[0] for o in outputs[1:]):
            nondeterministic.append((repo, diff_runs(outputs)))
        try:
            doc = json.loads(outputs[0])
        except ValueError:
            failures.append("%s: output is not JSON" % repo)
            continue
        findings = doc["findings"]
        sev = collections.Counter(f["severity"] for f in findings)
        to_judge = sample_for(repo, findings, args.sample, args.seed) if args.sample else sorted(findings, key=sort_key)
        row = collections.Counter()
        row["findings"] = len(findings)
        row["errors"] = sev["error"]
        row["warnings"] = sev["warning"]
        row["infos"] = sev["info"]
        judged_keys = set()
        for f in findings:
            key = finding_key(repo, f)
            seen_keys.add(key)
            j = judgements.get(key)
            if j is None:
                continue
            judged_keys.add(key)
            row["judged"] += 1
            row[j["verdict"]] += 1
            if j["verdict"] == "false":
                cls = false_class(j["note"])
                class_counts[cls] += 1
                if f["severity"] == "error":
                    row["errFalse"] += 1
                    false_errors.append((repo, f, j["note"]))
        for f in to_judge:
            if finding_key(repo, f) not in judged_keys:
                row["unjudged"] += 1
                if args.unjudged:
                    to_print.append((repo, src_dir, f))
        for k, v in row.items():
            totals[k] += v
        tf = row["true"] + row["false"]
        table.append([repo, r["kind"]] + [str(row[c]) for c in cols[2:11]] +
                     ["%.2f" % (row["true"] / tf) if tf else "-", str(row["errFalse"]),
                      "%.1f" % max(secs)])

    tf = totals["true"] + totals["false"]
    table.append(["TOTAL", ""] + [str(totals[c]) for c in cols[2:11]] +
                 ["%.2f" % (totals["true"] / tf) if tf else "-", str(totals["errFalse"]), ""])

    widths = [max(len(cols[i]), *(len(row[i]) for row in table)) for i in range(len(cols))]
    def fmt(row):
        return "  ".join(c.ljust(widths[i]) if i < 2 else c.rjust(widths[i]) for i, c in enumerate(row))
    print("maskls: %s" % maskls)
    if args.sample:
        print("to judge: every finding, or a seeded sample of %d (seed %s) where there are more" % (args.sample, args.seed))
    print(fmt(cols))
    print(fmt(["-" * w for w in widths]))
    for row in table[:-1]:
        print(fmt(row))
    print(fmt(["-" * w for w in widths]))
    print(fmt(table[-1]))

    if class_counts:
        print("\nfalse findings by class: " + ", ".join("%s %d" % (c, n) for c, n in class_counts.most_common()))
    if false_errors:
        by = collections.Counter((false_class(note), f["rule"]) for _, f, note in false_errors)
        print("\nerror-severity findings judged false: %d (%s)" % (
            len(false_errors), ", ".join("%s/%s %d" % (c, r, n) for (c, r), n in by.most_common())))
        shown = [(repo, f, note) for repo, f, note in false_errors if not note.startswith("[auto-checked]")]
        for repo, f, note in shown:
            s = f["range"]["start"]
            print("  %s %s:%d:%d [%s] %s" % (repo, f["path"], s["line"], s["column"], f["rule"], note))
        if len(shown) < len(false_errors):
            print("  … and %d more marked [auto-checked] in judgements.tsv (RegExp built by concatenation)"
                  % (len(false_errors) - len(shown)))

    if not args.repo:
        stale = [k for k in judgements if k not in seen_keys and any(k[0] == r["repo"] for r in repos)]
        if stale:
            print("\n%d judgement(s) match no finding (changed output?):" % len(stale))
            for k in sorted(stale)[:50]:
                print("  %s %s:%d:%d %s" % k)

    for p in problems:
        print("warning: " + p, file=sys.stderr)

    if to_print:
        print("\nunjudged findings:")
        for repo, src_dir, f in to_print:
            s = f["range"]["start"]
            print("%s\t%s\t%d\t%d\t%s\t%s" % (repo, f["path"], s["line"], s["column"], f["rule"], f["severity"]))
            print("    message: %s" % f["message"])
            print("    source:  %s" % source_line(src_dir, f["path"], s["line"]).strip()[:300])

    status = 0
    if args.runs > 1:
        if nondeterministic:
            print("\nNOT DETERMINISTIC across %d runs in %d repo(s):" % (args.runs, len(nondeterministic)))
            for repo, lines in nondeterministic:
                print("  %s" % repo)
                for l in lines[:40]:
                    print(l)
                if len(lines) > 40:
                    print("    … %d more" % (len(lines) - 40))
            status = 1
        else:
            print("\ndeterministic: the JSON output was byte-identical across %d runs in every repo" % args.runs)
    if failures:
        print("\nfailures:")
        for f in failures:
            print("  " + f)
        status = status or 2
    return status


if __name__ == "__main__":
    sys.exit(main())
