#!/usr/bin/env python3
"""Language server latency benchmark: `maskls serve` against `ruff server`, same run.

Usage (from the package root, by hand, not in CI; Linux, for /proc peak memory):
    swift build -c release
    pip install ruff
    python3 Benchmarks/bench_lsp.py [--iterations 300] [--lines 10000] [--masks 200] [--workspace 2000]

Drives each server over stdio as an editor does:
- initialize time: the request alone on a started process, and spawn to the `initialize`
  response (process start included, 5 cold starts);
- didChange -> publishDiagnostics latency: an incremental edit of one line in the middle of a
  generated file (10,000 lines; the Swift one with 200 masks), alternating between a clean and
  a faulty text so that every edit changes the diagnostics; with `--edit literal` (the default)
  the mask's value changes (typing in a string, which the server lexes alone), with
  `--edit code` the property name does (the whole file is scanned again);
- hover latency on a mask literal (maskls only; ruff has no comparable hover);
- code actions on one line and inlay hints for 60 lines and for the whole file (maskls only);
- peak resident memory (VmHWM) of the server process, and its resident memory once idle.
With --workspace N, the file sits in a workspace of N generated files (Swift for maskls,
Python of the same size for ruff; generate_corpus.py's view controllers, ~25 KB each), and
hovers are also timed while the workspace is being indexed (the first seconds after open).
Prints median and p99 of each, per server.
"""
import argparse
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lsp_framing import frame, read_message  # noqa: E402
ROOT = os.path.dirname(HERE)


class Client:
    """A minimal LSP client over a child's stdin/stdout."""

    def __init__(self, cmd, cwd):
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            cmd, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            message = read_message(self.proc.stdout)
            if message is None:
                self.messages.put(None)
                return
            if "method" in message and "id" in message:
                # A request from the server (progress token, registration): accept it.
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            self.messages.put((time.perf_counter(), message))

    def send(self, message):
        self.proc.stdin.write(frame(message))
        self.proc.stdin.flush()

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return ident

    def notify(self, method, params):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def wait(self, predicate, timeout=30):
        deadline = time.perf_counter() + timeout
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise TimeoutError("no matching message")
            item = self.messages.get(timeout=remaining)
            if item is None:
                raise EOFError("server exited")
            at, message = item
            if predicate(message):
                return at, message

    def response(self, ident):
        return self.wait(lambda m: m.get("id") == ident and "method" not in m)

    def peak_memory_mb(self, field="VmHWM:"):
        try:
            with open("/proc/%d/status" % self.proc.pid) as status:
                for line in status:
                    if line.startswith(field):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            pass
        return float("nan")

    def quiet(self, seconds, limit=600):
        """Waits until the server sent nothing for `seconds` (indexing done), at most `limit`."""
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            try:
                message = self.messages.get(timeout=seconds)
            except queue.Empty:
                return
            if message is None:
                return

    def close(self):
        try:
            self.response(self.request("shutdown", None))
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def swift_source(lines, masks):
    every = max(1, lines // masks)
    out = ["import UIKit", "", "final class Generated: UIViewController {"]
    mask_lines = []
    i = 0
    while len(out) < lines - 1:
        if i % every == 0 and len(mask_lines) < masks:
            mask_lines.append(len(out))
            out.append('  func configure%d() { field%d.BBB_pattern = "+1 (###) ###-####" }' % (i, i))
        else:
            out.append('  let value%d = compute(%d) + "text %d" // filler' % (i, i, i))
        i += 1
    out.append("}")
    return "\n".join(out) + "\n", mask_lines


def python_source(lines):
    out = ["import os", "", "def compute(x):", "    return x * 2", ""]
    i = 0
    while len(out) < lines:
        out.append('value_%d = compute(%d) + len("text %d")  # filler' % (i, i, i))
        i += 1
    return "\n".join(out) + "\n"


def percentile(values, p):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(p / 100.0 * len(ordered) + 0.5)) - 1))
    return ordered[index]


def summary(values):
    if not values:
        return "n/a"
    ms = [v * 1000 for v in values]
    return "median %.2f ms, p99 %.2f ms (n=%d)" % (statistics.median(ms), percentile(ms, 99), len(ms))


def initialize_params(root):
    return {
            "processId": os.getpid(),
            "rootUri": "file://" + root,
            "workspaceFolders": [{"uri": "file://" + root, "name": "bench"}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "textDocument": {
                    "synchronization": {"didSave": True},
                    "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                },
                "window": {"workDoneProgress": False},
            },
        }


def cold_starts(cmd, root, runs=5):
    """Spawn to `initialize` response, the request sent at once (process start included)."""
    times = []
    for _ in range(runs):
        client = Client(cmd, root)
        at, _ = client.response(client.request("initialize", initialize_params(root)))
        times.append(at - client.started)
        client.close()
    return times


def hovers(client, name, uri, hover_at, more):
    """Hover latencies at `hover_at` (none when it is None) while more(count so far) holds."""
    latencies = []
    if hover_at is None:
        return latencies
    line, character = hover_at
    while more(len(latencies)):
        ident = client.request(
            "textDocument/hover",
            {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}},
        )
        sent = time.perf_counter()
        at, reply = client.response(ident)
        if not reply.get("result"):
            raise RuntimeError("%s: empty hover: %r" % (name, reply))
        latencies.append(at - sent)
    return latencies


def run_server(name, cmd, root, path, language, text, edit_line, variants, hover_at, iterations, workspace=False):
    """Runs one server through the scenario; returns a dict of measurements."""
    uri = "file://" + path
    result = {"initialize_spawn": cold_starts(cmd, root)}
    client = Client(cmd, root)
    # Let the process finish starting, then time the request alone.
    time.sleep(0.5)
    ident = client.request("initialize", initialize_params(root))
    sent = time.perf_counter()
    at, _ = client.response(ident)
    result["initialize_request"] = at - sent
    client.notify("initialized", {})

    def is_diagnostics(message):
        return message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri

    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}},
    )
    at, first = client.wait(is_diagnostics)
    if workspace:
        # Hovers while the workspace is indexed (the first 3 s), then wait until it is done.
        end = time.perf_counter() + 3
        result["hover_indexing"] = hovers(client, name, uri, hover_at, lambda n: time.perf_counter() < end)
        started = time.perf_counter()
        client.quiet(2.0)
        result["index_seconds"] = time.perf_counter() - started
    lines = text.split("\n")
    current = lines[edit_line]
    change_latencies = []
    version = 1
    for i in range(iterations):
        replacement = variants[(i + 1) % 2]
        version += 1
        want = version
        client.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [
                    {
                        "range": {
                            "start": {"line": edit_line, "character": 0},
                            "end": {"line": edit_line, "character": len(current.encode("utf-16-le")) // 2},
                        },
                        "text": replacement,
                    }
                ],
            },
        )
        sent = time.perf_counter()

        def matches(message, want=want):
            if not is_diagnostics(message):
                return False
            got = message["params"].get("version")
            return got is None or got == want

        at, _ = client.wait(matches)
        change_latencies.append(at - sent)
        current = replacement
    result["change"] = change_latencies
    result["diagnostics_after_open"] = len(first["params"]["diagnostics"])

    result["hover"] = hovers(client, name, uri, hover_at, lambda n: n < iterations)

    # maskls only: code actions on the hovered line (as an editor asks at the cursor), inlay
    # hints for a screen (60 lines) and for the whole file.
    def timed(method, params, check):
        latencies = []
        for _ in range(iterations):
            ident = client.request(method, params)
            sent = time.perf_counter()
            at, reply = client.response(ident)
            if not check(reply.get("result")):
                raise RuntimeError("%s: unexpected %s reply: %r" % (name, method, reply))
            latencies.append(at - sent)
        return latencies

    if hover_at is not None:
        line, _ = hover_at
        doc = {"uri": uri}
        result["code_action"] = timed(
            "textDocument/codeAction",
            {"textDocument": doc, "range": {"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}},
             "context": {"diagnostics": []}},
            lambda r: isinstance(r, list))
        result["inlay_screen"] = timed(
            "textDocument/inlayHint",
            {"textDocument": doc, "range": {"start": {"line": line, "character": 0}, "end": {"line": line + 60, "character": 0}}},
            lambda r: isinstance(r, list) and len(r) > 0)
        result["inlay_file"] = timed(
            "textDocument/inlayHint",
            {"textDocument": doc, "range": {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}},
            lambda r: isinstance(r, list) and len(r) > 0)
    result["peak_mb"] = client.peak_memory_mb()
    result["rss_mb"] = client.peak_memory_mb("VmRSS:")
    client.close()
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--masks", type=int, default=200)
    parser.add_argument("--maskls", default=os.path.join(ROOT, ".build", "release", "maskls"))
    parser.add_argument("--ruff", default=shutil.which("ruff"))
    parser.add_argument("--workspace", type=int, default=0, help="files around the edited one")
    parser.add_argument("--edit", choices=["literal", "code"], default="literal",
                        help="literal: the mask's value changes (typing in a string); code: the property name changes")
    args = parser.parse_args()
    args.maskls = os.path.abspath(args.maskls)

    work = tempfile.mkdtemp(prefix="maskls-bench-lsp-")
    swift_dir = os.path.join(work, "swift")
    python_dir = os.path.join(work, "python")
    os.makedirs(swift_dir)
    os.makedirs(python_dir)
    swift_text, mask_lines = swift_source(args.lines, args.masks)
    python_text = python_source(args.lines)
    swift_path = os.path.join(swift_dir, "Generated.swift")
    python_path = os.path.join(python_dir, "generated.py")
    with open(swift_path, "w") as f:
        f.write(swift_text)
    with open(python_path, "w") as f:
        f.write(python_text)
    if args.workspace:
        sys.path.insert(0, HERE)
        import random
        import generate_corpus
        rng = random.Random(20261124)
        for i in range(args.workspace):
            sub = "Module%d" % (i % 20)
            os.makedirs(os.path.join(swift_dir, sub), exist_ok=True)
            os.makedirs(os.path.join(python_dir, sub), exist_ok=True)
            body = generate_corpus.swift_file(rng, i, 25 * 1024)
            with open(os.path.join(swift_dir, sub, "Form%d.swift" % i), "w") as f:
                f.write(body)
            with open(os.path.join(python_dir, sub, "form_%d.py" % i), "w") as f:
                f.write(python_source(len(body.split("\n"))))

    middle = mask_lines[len(mask_lines) // 2]
    clean = '  func configureX() { fieldX.BBB_pattern = "+1 (###) ###-####" }'
    faulty = '  func configureX() { fieldX.BBB_pattern = "" }'
    if args.edit == "code":
        # The same empty value on a property that is not a mask: the edit is outside the literal.
        clean = '  func configureX() { fieldX.BBB_title = "" }'
    hover_line = mask_lines[len(mask_lines) // 4]
    hover_character = swift_text.split("\n")[hover_line].index('"+1') + 3
    print("files: %d-line Swift with %d masks, %d-line Python; %d iterations; %s edits" % (
        swift_text.count("\n"), len(mask_lines), python_text.count("\n"), args.iterations, args.edit))

    results = {}
    results["maskls"] = run_server(
        "maskls", [args.maskls, "serve", "--stdio"], swift_dir, swift_path, "swift", swift_text,
        middle, [clean, faulty], (hover_line, hover_character), args.iterations, bool(args.workspace))
    if args.ruff:
        python_middle = python_text.count("\n") // 2
        results["ruff"] = run_server(
            "ruff", [args.ruff, "server"], python_dir, python_path, "python", python_text,
            python_middle, ["value_x = compute(1)", "value_x = undefined_name_x"], None,
            args.iterations, bool(args.workspace))
    else:
        print("ruff not found (pip install ruff): peer skipped")

    for name, r in results.items():
        print("\n%s" % name)
        print("  initialize: request %.2f ms (started process); spawn to response: %s" % (
            r["initialize_request"] * 1000, summary(r["initialize_spawn"])))
        print("  didChange -> publishDiagnostics: %s" % summary(r["change"]))
        print("  hover: %s" % summary(r["hover"]))
        for key, label in [("code_action", "codeAction (one line)"), ("inlay_screen", "inlayHint (60 lines)"),
                           ("inlay_file", "inlayHint (whole file)")]:
            if key in r:
                print("  %s: %s" % (label, summary(r[key])))
        if "hover_indexing" in r:
            print("  hover while indexing: %s; indexing done %.1f s after open" % (
                summary(r["hover_indexing"]), r["index_seconds"]))
        print("  peak memory: %.1f MB; resident at the end: %.1f MB" % (r["peak_mb"], r["rss_mb"]))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
