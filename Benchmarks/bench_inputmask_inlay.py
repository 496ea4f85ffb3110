#!/usr/bin/env python3
"""Inlay hints on Inputmask masks: `maskls serve` answers `textDocument/inlayHint` for a
JavaScript file of 120 Inputmask masks (each hint is the mask's sample as the library formats
it), with a one-mask edit between requests, as an editor asks again after each edit.

Usage (by hand, not in CI): python3 Benchmarks/bench_inputmask_inlay.py BINARY [BINARY ...]
Prints, per binary, the hint count, the first request's latency and the median of the next 14.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_framing import frame, read_message  # noqa: E402

MASKS = [
  "+7 (999) 999-99-99", "(99) 9999-9999|(99) 99999-9999", "99/99/9999",
  "AA99 9999 9999 9999 99", "999.999.999-99", "(999) 999-9999",
]
COUNT = 120
REQUESTS = 15


def workspace_file():
  """A file of COUNT masks: the six above, then variants with one digit changed."""
  lines = ['import Inputmask from "inputmask";']
  for i in range(COUNT):
    mask = MASKS[i % len(MASKS)]
    if i >= len(MASKS):
      mask = mask.replace("99", "9%d" % (i % 10), 1)
    lines.append('Inputmask({ mask: "%s" }).mask(document.getElementById("f%d"));' % (mask, i))
  return "\n".join(lines) + "\n"


class Server:
  def __init__(self, binary):
    self.process = subprocess.Popen(
      [binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    self.next_id = 0

  def request(self, method, params):
    self.next_id += 1
    self.process.stdin.write(frame({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}))
    self.process.stdin.flush()
    while True:
      message = read_message(self.process.stdout)
      if message.get("id") == self.next_id and "method" not in message:
        return message

  def notify(self, method, params):
    self.process.stdin.write(frame({"jsonrpc": "2.0", "method": method, "params": params}))
    self.process.stdin.flush()

  def close(self):
    self.process.stdin.close()
    self.process.kill()


def run(binary):
  folder = tempfile.mkdtemp()
  text = workspace_file()
  edited = text.replace("99/99/9999", "99/99/99", 1)
  path = os.path.join(folder, "form.js")
  with open(path, "w") as handle:
    handle.write(text)
  uri = "file://" + path
  server = Server(binary)
  server.request("initialize", {"processId": None, "rootUri": "file://" + folder, "capabilities": {}})
  server.notify("initialized", {})
  server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "javascript", "version": 1, "text": text}})
  whole = {"start": {"line": 0, "character": 0}, "end": {"line": COUNT + 1, "character": 0}}
  times = []
  hints = 0
  for k in range(REQUESTS):
    start = time.perf_counter()
    reply = server.request("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": whole})
    times.append(time.perf_counter() - start)
    if k == 0:
      hints = len(reply.get("result") or [])
    # One mask edited (and back) between requests.
    server.notify("textDocument/didChange", {
      "textDocument": {"uri": uri, "version": k + 2},
      "contentChanges": [{"text": edited if k % 2 == 0 else text}]})
  server.close()
  print("%s: %d hints, first %.1f ms, median of next %d %.1f ms" % (
    binary, hints, times[0] * 1000, REQUESTS - 1, statistics.median(times[1:]) * 1000))


if __name__ == "__main__":
  if len(sys.argv) < 2:
    sys.exit(__doc__)
  for binary in sys.argv[1:]:
    run(binary)
