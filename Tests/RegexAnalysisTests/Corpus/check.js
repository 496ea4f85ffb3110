// Reads lines "flags<TAB>base64(utf8 pattern)" on stdin; writes "1" (compiles) or
// "0<TAB>message" per line, in order, using `new RegExp(pattern, flags)`.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const out = [];
for (const line of lines) {
  if (line.length === 0) continue;
  const tab = line.indexOf('\t');
  const flags = line.slice(0, tab);
  const pattern = Buffer.from(line.slice(tab + 1), 'base64').toString('utf8');
  try { new RegExp(pattern, flags); out.push('1'); }
  catch (e) { out.push('0\t' + String(e.message).replace(/[\t\n]/g, ' ')); }
}
process.stdout.write(out.join('\n') + '\n');
