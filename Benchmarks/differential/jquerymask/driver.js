// Differential driver for jQuery Mask Plugin: its own dist/jquery.mask.js with Debian's jQuery
// (libjs-jquery) in a jsdom window (node-jsdom). One JSON case per line on stdin:
// {"mask", "text", "keys"}; prints {"masked": $(el).masked(text), "keys": [{"text", "caret"}]}.
// A key is what a browser does: the character is inserted at the caret (backspace "\b" deletes
// the one before it), then the plugin's handler runs on keydown/input/keyup.
const { JSDOM } = require("jsdom");
const fs = require("fs");
const readline = require("readline");
const dom = new JSDOM(`<!DOCTYPE html><body></body>`, { runScripts: "outside-only", pretendToBeVisual: true });
const w = dom.window;
w.eval(fs.readFileSync(process.argv[2], "utf8"));
w.eval(fs.readFileSync(process.argv[3], "utf8"));
const $ = w.jQuery;

// keydown's keyCode names the physical key (US layout), not the character: `(` is Shift+9
// (57), not 40 (which is the down arrow, a key the plugin ignores).
function keyCode(k) {
  if (k === "\b") return 8;
  if (/[0-9]/.test(k)) return k.charCodeAt(0);
  if (/[a-zA-Z]/.test(k)) return k.toUpperCase().charCodeAt(0);
  const table = { "(": 57, ")": 48, "-": 189, ".": 190, "/": 191, " ": 32 };
  return table[k] || 229; // 229: a key the browser's input method produced
}

// The plugin moves the caret in a timer (`keyStrokeCompensation`, 10 ms): wait past it.
const settle = () => new Promise((resolve) => w.setTimeout(resolve, 25));

async function run(c) {
  const input = w.document.createElement("input");
  w.document.body.appendChild(input);
  const el = $(input);
  el.mask(c.mask);
  input.focus();
  const out = { masked: el.masked(c.text), keys: [] };
  for (const k of Array.from(c.keys)) {
    const v = Array.from(input.value);
    let caret = Array.from(input.value.slice(0, input.selectionStart)).length;
    const code = keyCode(k);
    el.trigger($.Event("keydown", { keyCode: code, which: code }));
    let changed = true;
    if (k === "\b") {
      // Backspace at the start deletes nothing: the browser fires no input event.
      changed = caret > 0;
      if (caret > 0) { v.splice(caret - 1, 1); caret -= 1; }
    } else {
      v.splice(caret, 0, k); caret += 1;
    }
    input.value = v.join("");
    const units = v.slice(0, caret).join("").length;
    input.setSelectionRange(units, units);
    if (changed) el.trigger($.Event("input"));
    el.trigger($.Event("keyup", { keyCode: code, which: code }));
    await settle();
    out.keys.push({ text: input.value, caret: Array.from(input.value.slice(0, input.selectionStart)).length });
  }
  el.unmask();
  input.remove();
  return out;
}

(async () => {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) process.stdout.write(JSON.stringify(await run(JSON.parse(line))) + "\n");
  process.exit(0); // the plugin's watchers keep an interval running
})();
