// Differential driver for vanilla-masker: runs the library's own lib/vanilla-masker.js in node.
// One JSON case per line on stdin: {"mask", "text", "keys"}; prints one JSON result per line:
// {"text": VMasker.toPattern(text, mask), "keys": [value after each key]}. A key appends a
// character at the end (the library sets the value on every key, so the caret is at the end);
// "\b" deletes the last character.
const VMasker = require(process.argv[2]);
const readline = require("readline");
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const c = JSON.parse(line);
  const out = { text: VMasker.toPattern(c.text, c.mask) };
  let value = "";
  out.keys = [];
  for (const key of Array.from(c.keys)) {
    value = key === "\b" ? Array.from(value).slice(0, -1).join("") : value + key;
    value = VMasker.toPattern(value, c.mask);
    out.keys.push(value);
  }
  process.stdout.write(JSON.stringify(out) + "\n");
});
