#!/usr/bin/env python3
"""Differential driver for Inputmask in a real browser: Debian's `chromium`, headless, driven
over the DevTools protocol (PyPI `websocket-client`) with trusted key input
(`Input.dispatchKeyEvent`: the browser itself fires keydown, keypress, beforeinput and input,
and applies the default action Inputmask does not prevent).

Same protocol as driver.js: one JSON case per line on stdin ({"mask", "text", "keys", "defaults"}; "\\b"
is Backspace), one line out per case: {"format", "keys": [{"text", "caret", "value",
"complete"}]}.

    python3 chromium_driver.py path/to/dist/inputmask.js < cases.jsonl
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # PyPI websocket-client

PAGE = """<!DOCTYPE html><html><body><input id="field"><script src="%s"></script>
<script>
window.opts = (mask, defaults) => defaults ? { mask } : { mask, placeholder: "", showMaskOnHover: false, showMaskOnFocus: false };
window.start = (mask, defaults) => {
    const old = document.getElementById("field");
    const input = document.createElement("input");
    old.replaceWith(input);
    input.id = "field";
    Inputmask(opts(mask, defaults)).mask(input);
    input.focus();
    return true;
};
window.state = () => {
    const input = document.getElementById("field");
    return JSON.stringify({ text: input.value, shown: input.inputmask._valueGet(), caret: input.selectionStart,
        value: input.inputmask.unmaskedvalue(), complete: input.inputmask.isComplete() });
};
</script></body></html>
"""

# Windows virtual key codes of the keys the harness types (US layout), and whether shift is down.
VK = {"-": (189, False), "/": (191, False), "(": (57, True), ")": (48, True), " ": (32, False),
            ".": (190, False), "+": (187, True), "#": (51, True), "*": (56, True), "_": (189, True)}


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Browser:
    def __init__(self, script):
        self.profile = tempfile.mkdtemp(prefix="maskls-chromium-")
        self.page = os.path.join(self.profile, "page.html")
        with open(self.page, "w") as f:
            f.write(PAGE % ("file://" + os.path.abspath(script)))
        port = free_port()
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=%d" % port,
       "--user-data-dir=" + self.profile, "--allow-file-access-from-files", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json" % port))
                pages = [t for t in targets if t.get("type") == "page"]
                if pages:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        else:
            raise SystemExit("chromium did not start")
        self.ws = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0
        self.call("Page.enable")
        self.call("Page.navigate", url="file://" + self.page)
        for _ in range(100):
            if self.eval("typeof Inputmask === 'function' && typeof start === 'function'"):
                break
            time.sleep(0.05)

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message.get("result", {})

    def eval(self, expression):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError(r["exceptionDetails"].get("exception", {}).get("description", "exception"))
        return r["result"].get("value")

    def key(self, k):
        if k == "\b":
            common = dict(key="Backspace", code="Backspace", windowsVirtualKeyCode=8, nativeVirtualKeyCode=8)
            self.call("Input.dispatchKeyEvent", type="rawKeyDown", **common)
            self.call("Input.dispatchKeyEvent", type="keyUp", **common)
            return
        if k.isascii() and k.isalnum():
            code, shift = ord(k.upper()), k.isupper()
        else:
            code, shift = VK.get(k, (0, False))
        modifiers = 8 if shift else 0
        common = dict(key=k, windowsVirtualKeyCode=code, nativeVirtualKeyCode=code, modifiers=modifiers)
        self.call("Input.dispatchKeyEvent", type="keyDown", text=k, unmodifiedText=k, **common)
        self.call("Input.dispatchKeyEvent", type="keyUp", **common)

    def run(self, case):
        out = {"format": self.eval("Inputmask.format(%s, opts(%s, %s))" % (json.dumps(case["text"]), json.dumps(case["mask"]), json.dumps(bool(case.get("defaults")))))}
        self.eval("start(%s, %s)" % (json.dumps(case["mask"]), json.dumps(bool(case.get("defaults")))))
        out["keys"] = []
        for k in case["keys"]:
            self.key(k)
            # Let the library's timers (caret placement after input) run.
            out["keys"].append(json.loads(self.eval("new Promise(r => setTimeout(() => r(state()), 0))")))
        return out

    def close(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    browser = Browser(sys.argv[1])
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                out = browser.run(json.loads(line))
            except RuntimeError:
                # The library threw (it rejects the mask): recorded as a trap, as the jsdom driver's
                # crash is.
                out = {"trap": 1}
            sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
            sys.stdout.flush()
    finally:
        browser.close()


if __name__ == "__main__":
    main()
