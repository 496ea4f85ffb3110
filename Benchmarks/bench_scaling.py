#!/usr/bin/env python3
"""Scaling series: `maskls lint` time and memory as the workspace doubles, ripgrep in the same run.

Usage (from the package root, by hand, not in CI):
    swift build -c release --product maskls
    python3 Benchmarks/bench_scaling.py [--sizes 250,500,1000,2000,4000] [--runs 3]

Two Swift corpora per size (generate_corpus.py --swift-only, ~25 KB per file, a setting every
~10 lines): one class per file, and one class extended by every file (`--one-type`: each of
its ~50 fields has settings in every file). For each: median lint time over the runs, peak
RSS, ripgrep counting string literals over the same tree, the ratio maskls/rg, and the time
and memory growth from the previous (half as large) size. Corpora are generated once under
/tmp/maskls-scaling.

With --serve, `maskls serve` is started on each corpus as a workspace instead: the time until
it has indexed it (its CPU time stops growing for 2 s), that CPU time, and its peak and
current RSS then, with the growth from the previous size.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from bench_lint import peak_rss_mb, timed  # noqa: E402
import bench_lsp  # noqa: E402

LITERAL = r'"([^"\\]|\\.)*"'


def corpus(kind, files):
    path = os.path.join("/tmp/maskls-scaling", "%s-%d" % (kind, files))
    if not os.path.isdir(path):
        extra = ["--one-type"] if kind == "one-type" else []
        subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), path,
                        "--files", str(files), "--swift-only"] + extra, check=True)
    return path


def cpu_ticks(pid):
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def serve_indexed(maskls, tree):
    """Starts `maskls serve` on `tree`, waits until it is idle; (seconds, cpu s, peak MB, RSS MB)."""
    client = bench_lsp.Client([maskls, "serve"], tree)
    client.response(client.request("initialize", bench_lsp.initialize_params(tree)))
    client.notify("initialized", {})
    start = time.perf_counter()
    last, stable = cpu_ticks(client.proc.pid), time.perf_counter()
    while time.perf_counter() - stable < 2.0:
        time.sleep(0.1)
        now = cpu_ticks(client.proc.pid)
        if now != last:
            last, stable = now, time.perf_counter()
    result = (stable - start, last / os.sysconf("SC_CLK_TCK"), client.peak_memory_mb(), client.peak_memory_mb("VmRSS:"))
    client.close()
    return result


def serve_series(args, sizes):
    print("%6s %8s %10s %8s %9s %8s %8s" % ("files", "MB", "indexed s", "CPU s", "peak MB", "RSS MB", "RSS x"))
    for kind in args.kinds.split(","):
        print("\n%s (serve)" % kind)
        previous = None
        for files in sizes:
            tree = corpus(kind, files)
            size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(tree) for f in fs)
            runs = [serve_indexed(args.maskls, tree) for _ in range(args.runs)]
            seconds, cpu, peak, rss = (statistics.median(r[i] for r in runs) for i in range(4))
            growth = "%8.2f" % (rss / previous) if previous else "%8s" % ""
            print("%6d %8.1f %10.2f %8.2f %9.1f %8.1f %s" % (files, size / 1e6, seconds, cpu, peak, rss, growth))
            previous = rss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="250,500,1000,2000,4000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kinds", default="classes,one-type")
    parser.add_argument("--maskls", default=os.path.join(ROOT, ".build", "release", "maskls"))
    parser.add_argument("--serve", action="store_true", help="memory of `maskls serve` once it has indexed each corpus")
    args = parser.parse_args()
    rg = shutil.which("rg")
    if not rg:
        sys.exit("ripgrep (rg) is required: apt-get install ripgrep")
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.serve:
        serve_series(args, sizes)
        return
    print("cores: %d; runs per size: %d; medians" % (os.cpu_count(), args.runs))
    for kind in args.kinds.split(","):
        print("\n%s" % kind)
        print("%6s %8s %10s %10s %8s %10s %8s %8s" % ("files", "MB", "maskls ms", "rg ms", "ratio", "RSS MB", "time x", "RSS x"))
        previous = None
        for files in sizes:
            tree = corpus(kind, files)
            size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(tree) for f in fs)
            tools = {"maskls": [args.maskls, "lint", tree, "--format", "json"],
                     "rg": [rg, "--count-matches", LITERAL, tree]}
            for cmd in tools.values():  # warm the page cache
                subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times = {name: [] for name in tools}
            for _ in range(args.runs):
                for name, cmd in tools.items():
                    t, _ = timed(cmd)
                    times[name].append(t)
            m = statistics.median(times["maskls"])
            r = statistics.median(times["rg"])
            rss = peak_rss_mb(tools["maskls"])
            growth = ("%8.2f %8.2f" % (m / previous[0], rss / previous[1])) if previous else "%8s %8s" % ("", "")
            print("%6d %8.1f %10.1f %10.1f %8.2f %10.1f %s" % (files, size / 1e6, m * 1000, r * 1000, m / r, rss, growth))
            previous = (m, rss)


if __name__ == "__main__":
    main()
