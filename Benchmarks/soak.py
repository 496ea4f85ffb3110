#!/usr/bin/env python3
"""Soak test of `maskls serve`: random editor traffic for N minutes, every message checked.

Usage (by hand, not in CI; Linux, for /proc memory):
    swift build -c release
    python3 Benchmarks/soak.py [--minutes 30] [--seed 1] [--maskls .build/release/maskls]

Drives the server over stdio with a fixed seed: opens, incremental and whole-text edits
(surrogate pairs, combining marks, CRLF, lone CR, joined lines; several changes in one
message), closes, hovers, requests cancelled at once, files changed on disk (with
didChangeWatchedFiles) and workspace folders added. Checks that
- every request gets exactly one reply, with its id (a cancelled one may answer -32800);
- every publishDiagnostics of an open document carries a version that was sent, and every
  range fits the text of that version; a file's publication without a version fits one of
  its recent texts on disk;
- resident memory (VmRSS, sampled every few seconds) once warm (after the first fifth of
  the run) grows by at most 10 % to the end (the median of the last samples);
and that the server answers `shutdown` and ends after `exit`. Prints the counts; exits 1 when
a check failed.
"""
import argparse
import os
import queue
import random
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

MASK_LINES = [
    'phoneField.primaryMaskFormat = "+1 ([000]) [000]-[0000]"',
    'phoneField.primaryMaskFormat = "+1 (###) ###-####"',
    'zipField.BBB_pattern = "#####"',
    'zipField.BBB_regular = "\\\\d{0,4}"',
    'codeField.keyboardType = .numberPad',
    'codeField.primaryMaskFormat = "[AA]-[0000]"',
    'let re = try NSRegularExpression(pattern: "^(a+)+$")',
    'let mask = try Mask(format: "[99][00]-[99][00]")',
    'emailField.BBB_regular = "[a-z"',
]
SNIPPETS = [
    "x", "\n", "\r\n", "\r", "é", "e\u0301", "😀", "👩‍👩‍👧", "\"", "[0", "]", "#", "  ", "//", "\\",
    "\n" + MASK_LINES[1] + "\n", "\r\n" + MASK_LINES[5] + "\r\n", MASK_LINES[3], "\u00a0", "𝔸",
]


def swift_file(rng, n):
    lines = ["import UIKit", "", "final class Form%d: UIViewController {" % n, "  func setup() {"]
    for _ in range(rng.randint(5, 40)):
        lines.append("    " + rng.choice(MASK_LINES))
    lines += ["  }", "}", ""]
    return "\n".join(lines)


def line_starts(text):
    """Offsets (in str characters) where each LSP line starts: \\n, \\r\\n and \\r end lines."""
    starts = [0]
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\r":
            i += 2 if i + 1 < n and text[i + 1] == "\n" else 1
            starts.append(i)
        elif c == "\n":
            i += 1
            starts.append(i)
        else:
            i += 1
    return starts


def line_utf16_lengths(text):
    starts = line_starts(text)
    out = []
    for k, s in enumerate(starts):
        e = starts[k + 1] if k + 1 < len(starts) else len(text)
        line = text[s:e].rstrip("\r\n") if k + 1 < len(starts) else text[s:e]
        if k + 1 < len(starts):
            line = text[s:e]
            line = line[:-2] if line.endswith("\r\n") else line[:-1]
        out.append(len(line.encode("utf-16-le")) // 2)
    return out


def offset_at(text, starts, line, char16):
    """The str offset of an LSP position (UTF-16 column) on a line of `text`."""
    i = starts[line]
    units = 0
    while units < char16 and i < len(text) and text[i] not in "\r\n":
        units += 2 if ord(text[i]) > 0xFFFF else 1
        i += 1
    return i


def position_of(text, starts, offset):
    line = max(k for k, s in enumerate(starts) if s <= offset)
    return line, len(text[starts[line]:offset].encode("utf-16-le")) // 2


def fits(text, rng_json, lengths=None):
    lengths = lengths or line_utf16_lengths(text)
    for end in ("start", "end"):
        p = rng_json[end]
        line, ch = p["line"], p["character"]
        if line < 0 or line >= len(lengths) or ch < 0 or ch > lengths[line]:
            return False
    return True


class Server:
    def __init__(self, cmd, cwd):
        self.proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.write_lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            message = read_message(self.proc.stdout)
            if message is None:
                self.messages.put(None)
                return
            if "method" in message and "id" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            self.messages.put(message)

    def send(self, message):
        with self.write_lock:
            self.proc.stdin.write(frame(message))
            self.proc.stdin.flush()

    def rss_kb(self):
        try:
            with open("/proc/%d/status" % self.proc.pid) as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            return None


class Soak:
    def __init__(self, args):
        self.rng = random.Random(args.seed)
        self.args = args
        self.root = tempfile.mkdtemp(prefix="maskls-soak-")
        self.folders = [os.path.join(self.root, "app")]
        self.disk = {}       # path -> recent texts on disk (newest last)
        self.open = {}       # uri -> (version, text)
        self.history = {}    # uri -> {version: text}
        self.version = 0
        self.next_id = 1
        self.pending = {}    # id -> (method, cancelled)
        self.counts = {k: 0 for k in (
            "requests", "replies", "cancelled_replies", "publications", "publications_checked",
            "opens", "edits", "changes", "closes", "hovers", "cancels", "disk_writes", "folders_added",
            "errors")}
        self.failures = []
        self.rss = []
        for n in range(20):
            self.write(os.path.join(self.folders[0], "Form%d.swift" % n), swift_file(self.rng, n))

    def fail(self, text):
        self.counts["errors"] += 1
        if len(self.failures) < 20:
            self.failures.append(text)

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        self.disk.setdefault(path, []).append(text)
        del self.disk[path][:-8]

    def request(self, method, params, cancel=False):
        ident = self.next_id
        self.next_id += 1
        self.pending[ident] = (method, cancel)
        self.counts["requests"] += 1
        self.server.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        if cancel:
            self.counts["cancels"] += 1
            self.server.send({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": ident}})
        return ident

    def notify(self, method, params):
        self.server.send({"jsonrpc": "2.0", "method": method, "params": params})

    def handle(self, message):
        if "id" in message and "method" not in message:
            ident = message["id"]
            entry = self.pending.pop(ident, None)
            if entry is None:
                self.fail("reply to unknown or already answered id %r" % ident)
                return
            self.counts["replies"] += 1
            error = message.get("error")
            if error is not None:
                if entry[1] and error.get("code") == -32800:
                    self.counts["cancelled_replies"] += 1
                elif error.get("code") != -32801:  # content modified is an allowed answer
                    self.fail("error reply to %s: %r" % (entry[0], error))
            return
        if message.get("method") != "textDocument/publishDiagnostics":
            return
        self.counts["publications"] += 1
        params = message["params"]
        uri, version = params["uri"], params.get("version")
        if version is not None:
            text = self.history.get(uri, {}).get(version)
            if text is None:
                self.fail("publication for %s with version %r never sent" % (uri, version))
                return
            candidates = [text]
        else:
            candidates = self.disk.get(uri[len("file://"):], [])
            if not candidates:
                return
        for text in candidates:
            lengths = line_utf16_lengths(text)
            if all(fits(text, d["range"], lengths) for d in params["diagnostics"]):
                self.counts["publications_checked"] += 1
                return
        self.fail("publication for %s v%r does not fit its text" % (uri, version))

    def drain(self, until=None, timeout=0.0):
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            try:
                message = self.server.messages.get(timeout=max(remaining, 0) if remaining > 0 else 0.0001)
            except queue.Empty:
                if until is None or until() or time.monotonic() >= deadline:
                    return
                continue
            if message is None:
                raise EOFError("the server exited")
            self.handle(message)
            if until is not None and until():
                return

    # Operations

    def op_open(self):
        closed = [p for p in self.disk if "file://" + p not in self.open]
        if not closed:
            return
        path = self.rng.choice(sorted(closed))
        uri, text = "file://" + path, self.disk[path][-1]
        self.set_version(uri, text)
        self.counts["opens"] += 1
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "swift", "version": self.open[uri][0], "text": text}})

    def set_version(self, uri, text):
        self.version += 1
        self.open[uri] = (self.version, text)
        versions = self.history.setdefault(uri, {})
        versions[self.version] = text
        for old in sorted(versions)[:-256]:
            del versions[old]

    def random_change(self, text):
        starts = line_starts(text)
        a = self.rng.randrange(len(text) + 1)
        b = min(len(text), a + self.rng.choice([0, 0, 1, 2, 5, 40]))
        # Never split a \r\n (a position cannot be between them).
        if 0 < a < len(text) and text[a - 1] == "\r" and text[a] == "\n":
            a -= 1
        if 0 < b < len(text) and text[b - 1] == "\r" and text[b] == "\n":
            b += 1
        insert = "" if self.rng.random() < 0.3 else self.rng.choice(SNIPPETS)
        (l1, c1), (l2, c2) = position_of(text, starts, a), position_of(text, starts, b)
        return text[:a] + insert + text[b:], {
            "range": {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}}, "text": insert}

    def op_edit(self):
        if not self.open:
            return
        uri = self.rng.choice(sorted(self.open))
        text = self.open[uri][1]
        changes = []
        if self.rng.random() < 0.05:
            text = self.disk[uri[len("file://"):]][-1] if self.rng.random() < 0.5 else swift_file(self.rng, 99)
            changes.append({"text": text})
        else:
            for _ in range(self.rng.choice([1, 1, 1, 2, 3, 6])):
                text, change = self.random_change(text)
                changes.append(change)
        if len(text) > 200_000:
            text = swift_file(self.rng, 98)
            changes.append({"text": text})
        self.set_version(uri, text)
        self.counts["edits"] += 1
        self.counts["changes"] += len(changes)
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": self.open[uri][0]}, "contentChanges": changes})

    def op_close(self):
        if not self.open:
            return
        uri = self.rng.choice(sorted(self.open))
        del self.open[uri]
        self.counts["closes"] += 1
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})

    def op_hover(self, cancel=False):
        if not self.open:
            return
        uri = self.rng.choice(sorted(self.open))
        text = self.open[uri][1]
        starts = line_starts(text)
        line, ch = position_of(text, starts, self.rng.randrange(len(text) + 1))
        self.counts["hovers"] += 1
        self.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": ch}},
                     cancel=cancel)

    def op_disk(self):
        path = self.rng.choice(sorted(self.disk))
        self.write(path, swift_file(self.rng, self.rng.randrange(1000)))
        self.counts["disk_writes"] += 1
        self.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + path, "type": 2}]})

    def op_folder(self):
        if len(self.folders) >= 12:
            return
        folder = os.path.join(self.root, "module%d" % len(self.folders))
        self.folders.append(folder)
        for n in range(5):
            self.write(os.path.join(folder, "Form%d.swift" % n), swift_file(self.rng, n))
        self.counts["folders_added"] += 1
        self.notify("workspace/didChangeWorkspaceFolders", {"event": {
            "added": [{"uri": "file://" + folder, "name": os.path.basename(folder)}], "removed": []}})

    def run(self):
        cmd = [os.path.abspath(self.args.maskls), "serve"]
        self.server = Server(cmd, self.root)
        init = self.request("initialize", {
            "processId": os.getpid(), "rootUri": "file://" + self.folders[0],
            "workspaceFolders": [{"uri": "file://" + self.folders[0], "name": "app"}],
            "capabilities": {
                "textDocument": {"publishDiagnostics": {"versionSupport": True, "relatedInformation": True},
                                 "hover": {"contentFormat": ["markdown"]}},
                "workspace": {"workspaceFolders": True,
                              "didChangeWatchedFiles": {"dynamicRegistration": True}},
            }})
        self.drain(until=lambda: init not in self.pending, timeout=60)
        self.notify("initialized", {})
        operations = [(self.op_edit, 45), (self.op_hover, 20), (lambda: self.op_hover(cancel=True), 8),
                      (self.op_open, 10), (self.op_close, 6), (self.op_disk, 8), (self.op_folder, 1)]
        weights = [w for _, w in operations]
        started = time.monotonic()
        end = started + self.args.minutes * 60
        next_sample = started
        while time.monotonic() < end:
            self.rng.choices(operations, weights)[0][0]()
            self.drain(timeout=0.002)
            if len(self.pending) > 64:  # let the server catch up with its replies
                self.drain(until=lambda: len(self.pending) <= 8, timeout=60)
            if time.monotonic() >= next_sample:
                rss = self.server.rss_kb()
                if rss:
                    self.rss.append((time.monotonic() - started, rss))
                next_sample += 5
        self.drain(until=lambda: not self.pending, timeout=120)
        for ident, (method, _) in self.pending.items():
            self.fail("no reply to %s (id %d)" % (method, ident))
        self.drain(timeout=5)
        shutdown = self.request("shutdown", None)
        self.drain(until=lambda: shutdown not in self.pending, timeout=30)
        if shutdown in self.pending:
            self.fail("no reply to shutdown")
        t = time.monotonic()
        self.notify("exit", None)
        try:
            self.server.proc.wait(timeout=5)
            self.counts["exit_seconds"] = round(time.monotonic() - t, 3)
        except subprocess.TimeoutExpired:
            self.fail("the server did not end within 5 s of exit")
            self.server.proc.kill()
        self.report(started)

    def report(self, started):
        print("soak: %.1f minutes, seed %d" % ((time.monotonic() - started) / 60, self.args.seed))
        for k, v in self.counts.items():
            print("  %-22s %s" % (k, v))
        warm = [rss for t, rss in self.rss if t >= self.args.minutes * 60 / 5]
        if len(warm) >= 4:
            first = statistics.median(warm[:3])
            last = statistics.median(warm[-3:])
            growth = (last - first) / first * 100
            print("  rss warm %.1f MB -> end %.1f MB (%+.1f %%), peak %.1f MB" % (
                first / 1024, last / 1024, growth, max(r for _, r in self.rss) / 1024))
            if growth > 10:
                self.fail("resident memory grew %.1f %% once warm" % growth)
        if self.args.rss_series:
            print("  rss samples (s: MB): " + ", ".join("%d: %.1f" % (t, r / 1024) for t, r in self.rss))
        for text in self.failures:
            print("FAIL", text)
        shutil.rmtree(self.root, ignore_errors=True)
        return self.counts["errors"] == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--maskls", default=os.path.join(ROOT, ".build", "release", "maskls"))
    parser.add_argument("--rss-series", action="store_true", help="print every resident memory sample")
    args = parser.parse_args()
    soak = Soak(args)
    soak.run()
    sys.exit(0 if soak.counts["errors"] == 0 else 1)


if __name__ == "__main__":
    main()
