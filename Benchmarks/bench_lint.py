#!/usr/bin/env python3
"""Lint benchmark: `maskls lint` against ripgrep counting string literals, same corpus, same run.

Usage (from the package root, by hand, not in CI):
    swift build -c release --product maskls
    python3 Benchmarks/bench_lint.py [--runs 7] [--files 2000] [--size-kb 25] [--mixed]

--mixed lints a corpus of every language maskls reads (Swift, Objective-C, storyboards,
Kotlin, Java, Android layouts, JS/TS/TSX, HTML, Vue, Dart, C#; see mixed_corpus.py), and rg
counts both double- and single-quoted literals over the same tree.

Prints medians, the ratio maskls/rg and peak resident memory of each. Both tools use the
machine's cores (rg defaults to all; maskls scans files concurrently).
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def timed(cmd):
    """Runs cmd, returns (seconds, peak RSS in MB of that child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    # ru_maxrss of children is the max over all waited children: run each tool in a fresh
    # helper process to read its own peak.
    return elapsed, proc.returncode


def peak_rss_mb(cmd):
    code = (
        "import resource,subprocess,sys;"
        "subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL);"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run([sys.executable, "-c", code] + cmd, capture_output=True, text=True)
    return int(out.stdout.strip()) / 1024.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--size-kb", type=int, default=25)
    parser.add_argument("--maskls", default=os.path.join(ROOT, ".build", "release", "maskls"))
    parser.add_argument("--mixed", action="store_true", help="mixed-language corpus")
    args = parser.parse_args()

    name = f"mixed-{args.files}-{args.size_kb}" if args.mixed else "lint"
    corpus = os.path.join(HERE, "corpus", name)
    if not os.path.isdir(corpus):
        subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), corpus,
                        "--files", str(args.files), "--size-kb", str(args.size_kb)]
                       + (["--mixed"] if args.mixed else []), check=True)
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(corpus) for f in fs)
    rg = shutil.which("rg")
    if not rg:
        sys.exit("ripgrep (rg) is required: apt-get install ripgrep")
    if not os.path.exists(args.maskls):
        sys.exit(f"build maskls first: swift build -c release ({args.maskls})")

    # A string-literal count: the lexical floor of what lint must do.
    literal = r'"([^"\\]|\\.)*"' + (r"|'([^'\\]|\\.)*'" if args.mixed else "")
    tools = {
        "maskls lint": [args.maskls, "lint", corpus, "--format", "json"],
        "rg string literals": [rg, "--count-matches", literal, corpus],
    }
    for cmd in tools.values():  # warm the page cache
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times = {name: [] for name in tools}
    for _ in range(args.runs):
        for name, cmd in tools.items():  # interleaved, so both see the same machine state
            t, _ = timed(cmd)
            times[name].append(t)
    kinds = {}
    for _, _, fs in os.walk(corpus):
        for f in fs:
            ext = f.rsplit(".", 1)[-1]
            kinds[ext] = kinds.get(ext, 0) + 1
    print(f"corpus: {args.files} files, {size / 1e6:.1f} MB; runs: {args.runs}; cores: {os.cpu_count()}")
    print("files by extension: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    medians = {}
    for name, cmd in tools.items():
        medians[name] = statistics.median(times[name])
        print(f"{name:22s} median {medians[name] * 1000:8.1f} ms   min {min(times[name]) * 1000:8.1f} ms"
              f"   peak RSS {peak_rss_mb(cmd):7.1f} MB   {size / 1e6 / medians[name]:7.1f} MB/s")
    ratio = medians["maskls lint"] / medians["rg string literals"]
    print(f"ratio maskls/rg: {ratio:.2f} (target <= 1.5)")


if __name__ == "__main__":
    main()
