import Foundation

/// The Node.js program `JavaScriptLexerAcornTests` runs: it reads file paths (one a line)
/// on stdin and, for each, prints `F <path>` then `<kind> <start> <end> <value>` (UTF-8
/// byte offsets; the value in base64 UTF-8) for every string (`s`: its value), template
/// (`t`: the cooked value, `-` with holes, `?` when it has none) and regex (`r`:
/// `pattern/flags`) literal acorn's parser finds outside template holes, then
/// `K <start>,<start>,…`: where each of acorn's tokens starts, outside template literals
/// (the lexer's template is one token). `E <message>` when acorn cannot parse the file. Prints
/// `NOACORN` when acorn is not installed (Debian: `node-acorn`).
enum AcornLiteralLister {
  static let script = #"""
// Reads file paths (one a line) on stdin; for each prints "F <path>", one line
// "<kind> <start> <end> <value>" (UTF-8 byte offsets) per string (s), template (t) and regex
// (r) literal acorn finds outside template holes, and "K <starts>" with every token's start
// outside templates; "E <message>" when acorn cannot parse it.
const fs = require('fs');
let acorn = null;
for (const name of ['acorn', '/usr/share/nodejs/acorn', '/usr/lib/node_modules/acorn']) {
  try { acorn = require(name); break } catch (e) {}
}
if (!acorn) { console.log('NOACORN'); process.exit(0) }
const b64 = (v) => Buffer.from(v, 'utf8').toString('base64');
const paths = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
const out = [];
for (const path of paths) {
  out.push('F ' + path);
  const src = fs.readFileSync(path, 'utf8');
  const bytes = new Int32Array(src.length + 1);
  let b = 0;
  for (let i = 0; i < src.length; i++) {
    bytes[i] = b;
    const c = src.charCodeAt(i);
    if (c < 0x80) b += 1;
    else if (c < 0x800) b += 2;
    else if (c >= 0xD800 && c < 0xDC00 && i + 1 < src.length) { b += 4; bytes[++i] = b; }
    else b += 3;
  }
  bytes[src.length] = b;
  let ast = null;
  let tokens = [];
  for (const sourceType of ['script', 'module']) {
    try {
      tokens = [];
      ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType, allowHashBang: true, onToken: tokens,
        allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true });
      break;
    } catch (e) { if (sourceType === 'module') out.push('E ' + e.message); }
  }
  if (!ast) continue;
  const found = [];
  const stack = [ast];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) { for (const n of node) if (n && typeof n === 'object') stack.push(n); continue; }
    if (node.type === 'Literal') {
      if (node.regex) found.push(['r', node.start, node.end, b64(node.regex.pattern + '/' + node.regex.flags)]);
      else if (typeof node.value === 'string') found.push(['s', node.start, node.end, b64(node.value)]);
      continue;
    }
    if (node.type === 'TemplateLiteral') {
      const cooked = node.expressions.length === 0 ? node.quasis[0].value.cooked : undefined;
      found.push(['t', node.start, node.end, cooked === undefined ? '-' : cooked === null ? '?' : b64(cooked)]);
      continue;
    }
    for (const key in node) {
      const v = node[key];
      if (v && typeof v === 'object' && key !== 'loc') stack.push(v);
    }
  }
  found.sort((x, y) => x[1] - y[1]);
  for (const [k, s, e, v] of found) out.push(k + ' ' + bytes[s] + ' ' + bytes[e] + ' ' + v);
  // Outermost templates, in order: a token starting strictly inside one is the lexer's
  // template token.
  const templates = found.filter((f) => f[0] === 't');
  const insideTemplate = (p) => {
    let lo = 0, hi = templates.length;
    while (lo < hi) { const m = (lo + hi) >> 1; if (templates[m][1] < p) lo = m + 1; else hi = m; }
    return lo > 0 && p < templates[lo - 1][2];
  };
  const starts = [];
  for (const t of tokens) if (t.type.label !== 'eof' && !insideTemplate(t.start)) starts.push(bytes[t.start]);
  out.push('K ' + starts.join(','));
}
process.stdout.write(out.join('\n') + '\n');
"""#

  /// Where the Debian packages put JavaScript: jQuery, jQuery UI, lodash, moment,
  /// underscore, Bootstrap, d3 (`/usr/share/javascript`) and core-js's modules.
  static let bundleRoots = [
    "/usr/share/javascript", "/usr/share/nodejs/core-js/internals", "/usr/share/nodejs/core-js/modules",
  ]

  /// Every `.js` file under the bundle roots and under the `:`-separated folders in
  /// `MASKLS_JS_BUNDLES` (to compare other bundles by hand), sorted.
  static func installedBundles() -> [String] {
    var files: [String] = []
    let extra = (ProcessInfo.processInfo.environment["MASKLS_JS_BUNDLES"] ?? "").split(separator: ":").map(String.init)
    for root in bundleRoots + extra {
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".js") else { continue }
        let path = root + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          files.append(path)
        }
      }
    }
    return files.sorted()
  }

  static func node() -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for dir in paths {
      let url = URL(fileURLWithPath: String(dir)).appendingPathComponent("node")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// What acorn found in one file.
  struct Listing {
    /// `<kind> <start> <end> <value>` per literal.
    var literals: [String] = []
    /// Where each token starts (UTF-8 offsets), outside template literals.
    var tokenStarts: [Int] = []
  }

  /// Runs the lister on `paths`: the listing of each parsed file, keyed by path (files acorn
  /// rejects are left out); nil when acorn is missing.
  static func run(node: URL, paths: [String]) throws -> [String: Listing]? {
    let process = Process()
    process.executableURL = node
    process.arguments = ["-e", script]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let payload = Data(paths.joined(separator: "\n").utf8)
    let writer = Thread {
      stdin.fileHandleForWriting.write(payload)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var result: [String: Listing] = [:]
    var current: String? = nil
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
      if line == "NOACORN" { return nil }
      if line.hasPrefix("F ") {
        current = String(line.dropFirst(2))
        if let current { result[current] = Listing() }
      } else if line.hasPrefix("E ") {
        if let path = current { result[path] = nil }
        current = nil
      } else if line.hasPrefix("K "), let path = current {
        result[path]?.tokenStarts = line.dropFirst(2).split(separator: ",").compactMap { Int($0) }
      } else if let path = current {
        result[path]?.literals.append(String(line))
      }
    }
    return result
  }
}
