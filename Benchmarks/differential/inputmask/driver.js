// Differential driver for Inputmask: its own dist/inputmask.js in a jsdom window (Debian's
// node-jsdom). One JSON case per line on stdin: {"mask", "text", "keys"}. Masks the input with
// the options the engine assumes (placeholder "", mask not shown on hover or focus), then
// dispatches keydown/keypress events for each key ("\b" is Backspace) as a browser does, and
// prints {"format": Inputmask.format(text), "keys": [{"text", "shown", "caret", "value",
// "complete"}]}: `text` is `input.value` as the page reads it, `shown` what the field displays
// (`_valueGet()`, the native value).
const { JSDOM } = require("jsdom");
const fs = require("fs");
const readline = require("readline");
const source = fs.readFileSync(process.argv[2], "utf8");
const dom = new JSDOM(`<!DOCTYPE html><body></body>`, { runScripts: "outside-only", pretendToBeVisual: true });
const w = dom.window;
w.eval(source);
// `defaults`: the library's own defaults (placeholder "_", mask shown on focus), as its test
// suite runs.
const options = (mask, defaults) => defaults ? { mask } : { mask, placeholder: "", showMaskOnHover: false, showMaskOnFocus: false };

function dispatch(input, type, key, code) {
  const e = new w.KeyboardEvent(type, { key, keyCode: code, which: code, charCode: type === "keypress" ? code : 0, bubbles: true, cancelable: true });
  input.dispatchEvent(e);
}

function run(c) {
  const out = { format: w.Inputmask.format(c.text, options(c.mask, c.defaults)) };
  const input = w.document.createElement("input");
  w.document.body.appendChild(input);
  w.Inputmask(options(c.mask, c.defaults)).mask(input);
  input.focus();
  out.keys = [];
  for (const k of Array.from(c.keys)) {
    if (k === "\b") {
      dispatch(input, "keydown", "Backspace", 8);
    } else {
      const code = k.codePointAt(0);
      dispatch(input, "keydown", k, code);
      dispatch(input, "keypress", k, code);
    }
    out.keys.push({ text: input.value, shown: input.inputmask._valueGet(), caret: input.selectionStart, value: input.inputmask.unmaskedvalue(), complete: input.inputmask.isComplete() });
  }
  input.inputmask.remove();
  input.remove();
  return out;
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => process.stdout.write(JSON.stringify(run(JSON.parse(line))) + "\n"));
