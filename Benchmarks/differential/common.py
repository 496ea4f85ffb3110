"""Shared helpers of the differential harnesses: run a line-oriented driver over cases (a
case on which the library traps is recorded as such and the run goes on with the next one),
and write the cases with the library's outputs as test vectors read by `swift test`."""
import json
import os
import subprocess
import tempfile

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURES = os.path.join(REPO, "Tests", "MasklsCLITests", "Differential", "Fixtures", "differential")
EXT = os.environ.get("MASKLS_EXT", "/work/ext")


def run_driver(command, cases, timeout=600):
    """Feeds `cases` (dicts) to `command`, one JSON line each; returns one output per case:
    the driver's JSON object, or {"trap": status} when the process died on that case."""
    outputs = []
    start = 0
    while start < len(cases):
        with tempfile.TemporaryFile("w+") as f:
            for c in cases[start:]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
            f.seek(0)
            p = subprocess.run(command, stdin=f, capture_output=True, timeout=timeout)
        lines = [l for l in p.stdout.decode("utf-8").split("\n") if l]
        outputs.extend(json.loads(l) for l in lines)
        start += len(lines)
        if start < len(cases):
            if p.returncode == 0:
                raise SystemExit("driver stopped early without an error: %r" % p.stderr[-2000:])
            outputs.append({"trap": p.returncode})
            start += 1
    return outputs


def write_vectors(name, library, cases, outputs, notes="", path=None):
    """Writes Fixtures/differential/<name>.json (or `path`): {library, notes, cases: [{input...,
    expected}]}."""
    os.makedirs(FIXTURES, exist_ok=True)
    path = path or os.path.join(FIXTURES, name + ".json")
    doc = {
        "library": library,
        "notes": notes,
        "cases": [dict(c, expected=o) for c, o in zip(cases, outputs)],
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=None, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    print("wrote %d cases to %s" % (len(cases), os.path.relpath(path, REPO)))


def git_source(repo_dir, url, commit):
    """The library's sources at `commit` under EXT/<repo_dir> (cloned when missing)."""
    path = os.path.join(EXT, repo_dir)
    if not os.path.isdir(path):
        subprocess.run(["git", "clone", "--quiet", url, path], check=True)
        subprocess.run(["git", "-C", path, "checkout", "--quiet", commit], check=True)
    return path
