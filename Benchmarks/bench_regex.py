#!/usr/bin/env python3
"""Benchmark of the regex analyser on real-world validation regexes.

Builds maskls in release mode (unless --no-build), feeds Benchmarks/regex-corpus.txt to the
hidden `maskls preview --regex-benchmark FILE` mode, and reports, per regex: parse time, the
time of the analyses the rules run (emptiness, samples, prefix closure, ReDoS, unanchored
example, one linear-time match), and NSRegularExpression compile time in the same process.
Prints median / p90 / worst per phase, peak memory, and the patterns without a verdict.

Usage: Benchmarks/bench_regex.py [--no-build] [--corpus FILE] [--json OUT]
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, int(round(p / 100.0 * (len(ordered) - 1)))))
    return ordered[k]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Benchmarks", "regex-corpus.txt"))
    parser.add_argument("--json", help="also write the raw per-regex results here")
    args = parser.parse_args()

    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "maskls"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "maskls")
    run = subprocess.run([binary, "preview", "--regex-benchmark", args.corpus], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("maskls failed: " + run.stderr)
    child_peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    report = json.loads(run.stdout)
    rows = report["results"]
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)

    print(f"{len(rows)} regexes ({sum(r['valid'] for r in rows)} valid)")
    print(f"{'phase':<24}{'median ms':>12}{'p90 ms':>10}{'worst ms':>11}  worst pattern")
    for key, label in [("parseMs", "parse"), ("analyseMs", "analyse (all queries)"), ("icuCompileMs", "NSRegularExpression")]:
        values = [r[key] for r in rows]
        worst = max(rows, key=lambda r: r[key])
        print(f"{label:<24}{statistics.median(values):>12.3f}{percentile(values, 90):>10.3f}{worst[key]:>11.3f}  {worst['pattern'][:60]}")
    phases = {}
    for r in rows:
        for name, value in r.get("phasesMs", {}).items():
            phases.setdefault(name, []).append(value)
    for name, values in phases.items():
        print(f"  {name:<22}{statistics.median(values):>12.3f}{percentile(values, 90):>10.3f}{max(values):>11.3f}")
    ratio = [r["parseMs"] / r["icuCompileMs"] for r in rows if r["icuCompileMs"] > 0]
    if ratio:
        print(f"parse / ICU compile time: median {statistics.median(ratio):.2f}x")
    print(f"peak RSS: {report['peakRSSKiB'] / 1024:.1f} MiB (VmHWM), {child_peak_kib / 1024:.1f} MiB (rusage)")

    icu = [r for r in rows if r["flavor"] == "icu"]
    disagree = [r["pattern"] for r in icu if r["valid"] != r["icuValid"]]
    print(f"ICU validity agreement: {len(icu) - len(disagree)}/{len(icu)}" + (f"; disagree: {disagree}" if disagree else ""))
    over_1ms = sum(1 for r in rows if r["analyseMs"] > 1.0)
    over_50ms = [r["pattern"] for r in rows if r["analyseMs"] > 50.0]
    print(f"analysis > 1 ms: {over_1ms}; > 50 ms: {len(over_50ms)}" + (f" {over_50ms}" if over_50ms else ""))
    incomplete = [(r["pattern"], r["noVerdict"]) for r in rows if r["noVerdict"]]
    print(f"queries without a verdict: {len(incomplete)} regexes")
    for pattern, reasons in incomplete:
        print(f"  {pattern[:70]}: {sorted(set(reasons))}")


if __name__ == "__main__":
    main()
