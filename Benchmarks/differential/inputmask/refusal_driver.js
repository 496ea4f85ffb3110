// Whether Inputmask throws when it applies a mask: its own dist/inputmask.js in a jsdom
// window (Debian's node-jsdom). One JSON mask per line on stdin (a string, or a list of
// masks); prints {"throws": false} or {"throws": true, "error": "TypeError"} per line.
// `Inputmask.format` builds the same mask set (lexer, then the tests of every position) as
// `Inputmask(options).mask(input)`.
const { JSDOM } = require("jsdom");
const fs = require("fs");
const readline = require("readline");
const dom = new JSDOM(`<!DOCTYPE html><body></body>`, { runScripts: "outside-only" });
const w = dom.window;
w.eval(fs.readFileSync(process.argv[2], "utf8"));
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const mask = JSON.parse(line);
  let out;
  try {
    w.Inputmask.format("", { mask, placeholder: "", showMaskOnHover: false, showMaskOnFocus: false });
    out = { throws: false };
  } catch (e) {
    out = { throws: true, error: e && e.constructor ? e.constructor.name : String(e) };
  }
  process.stdout.write(JSON.stringify(out) + "\n");
});
