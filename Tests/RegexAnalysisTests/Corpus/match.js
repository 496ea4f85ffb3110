// Reads lines "flags<TAB>base64(pattern)<TAB>base64(subject)"; prints "1" if the whole subject
// matches `new RegExp('^(?:' + pattern + ')$', flags)`, "0" if not, "E" if the pattern fails.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const out = [];
const cache = new Map();
for (const line of lines) {
  if (line.length === 0) continue;
  const [flags, p64, s64] = line.split('\t');
  const pattern = Buffer.from(p64, 'base64').toString('utf8');
  const subject = Buffer.from(s64, 'base64').toString('utf8');
  const key = flags + '\t' + pattern;
  let re = cache.get(key);
  if (re === undefined) {
    try { re = new RegExp('^(?:' + pattern + ')$', flags); } catch (e) { re = null; }
    cache.set(key, re);
  }
  out.push(re === null ? 'E' : (re.test(subject) ? '1' : '0'));
}
process.stdout.write(out.join('\n') + '\n');
