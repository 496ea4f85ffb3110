import Foundation

/// Which files a lint or the workspace index reads by default: code the user wrote, not
/// dependencies, build output or minified bundles.
public enum FileSelection {
  /// Folders of dependencies and build output, left out unless default excludes are off.
  /// (`.git` is never entered.)
  public static let defaultExcludedFolders: Set<String> = [
    ".build", ".history", ".next", ".swiftpm", "Carthage", "DerivedData", "Pods", "bower_components", "build", "dist",
    "node_modules", "out", "third-party", "third_party", "vendor", "vendors",
  ]

  /// A line this long (bytes) is not hand-written code.
  static let longLine = 1000
  /// Minified when more than this share of the file's bytes is on long lines…
  static let longLineShare = 0.5
  /// …or when its lines are this long on average (bytes)…
  static let averageLine = 150
  /// …and its lines over `denseLine` bytes are dense: under this share of spaces. Prose in
  /// hand-written JSX or data has long lines too, with a space every 6 to 10 bytes.
  static let denseSpaceShare = 0.06
  static let denseLine = 300
  /// A line this long is never hand-written, prose or not (a bundle with code in strings).
  static let hugeLine = 32 * 1024
  /// Files smaller than this are never called minified.
  static let minimumSize = 1024

  /// Why a file's name or content says it was generated (minified, a bundle), or nil.
  ///
  /// Measured on real files: of the 73 `*.min.js` files over 1 KB in Debian's JavaScript
  /// packages, 71 match (the other two break lines at 4 KB with many short ones: 82 bytes a
  /// line on average; their name tells); of 470 hand-written JS, Python and Swift files
  /// (averages 20–63 bytes a line) and 26 unminified `dist/` bundles, none do except a
  /// generated Unicode table (410 bytes a line). A long line of data in a source file is
  /// well under half of it. Spaces tell prose from code: on the long lines of those minified
  /// files at most 5.5% of the bytes are spaces; in 21 real projects, React components with
  /// paragraphs of text on one line have 6–16%, minified files and bundles 0–4% — except a
  /// bundle keeping modules in strings (8%), whose 1.4 MB line tells (the longest line of a
  /// hand-written file there is 7 KB).
  public static func generatedReason(path: String, bytes: [UInt8]) -> String? {
    let lower = path.lowercased()
    for suffix in [".min.js", ".min.mjs", ".min.cjs"] where lower.hasSuffix(suffix) {
      return "minified (\(suffix.dropFirst()) file)"
    }
    // Visual Studio's IntelliSense copies of libraries (`jquery.validate-vsdoc.js`): never served.
    for suffix in ["-vsdoc.js", ".intellisense.js"] where lower.hasSuffix(suffix) {
      return "an editor's documentation copy of a library (\(suffix.dropFirst()) file)"
    }
    if let reason = LibraryCopies.reason(lowercasedPath: lower, bytes: bytes) { return reason }
    guard bytes.count >= minimumSize else { return nil }
    // First the line lengths alone (line breaks found with `memchr`): most files stop at the
    // first test, and only files that look minified have their spaces counted.
    var longBytes = 0
    var longest = 0
    var lines = 0
    var denseBytes = 0
    bytes.withUnsafeBufferPointer { b in
      forEachLine(in: b) { line in
        let length = line.count
        if length > longLine { longBytes += length }
        if length > denseLine { denseBytes += length }
        longest = max(longest, length)
        lines += 1
      }
    }
    let average = bytes.count / max(1, lines)
    guard Double(longBytes) > Double(bytes.count) * longLineShare || average >= averageLine else { return nil }
    // The share of spaces in lines over `denseLine`; without such lines, the whole file's.
    var denseSpaces = 0
    var allSpaces = 0
    bytes.withUnsafeBufferPointer { b in
      forEachLine(in: b) { line in
        var spaces = 0
        for byte in UnsafeBufferPointer(rebasing: b[line]) where byte == 0x20 { spaces += 1 }
        allSpaces += spaces
        if line.count > denseLine { denseSpaces += spaces }
      }
    }
    let (measured, total) = denseBytes > 0 ? (denseSpaces, denseBytes) : (allSpaces, bytes.count)
    guard longest >= hugeLine || Double(measured) < Double(total) * denseSpaceShare else { return nil }
    return "minified or generated (lines of \(average) bytes on average, the longest \(byteSize(longest)))"
  }

  /// Calls `body` with the byte range of every line of `b` (without its `\n`; the text after
  /// the last `\n` is a line, empty or not).
  private static func forEachLine(in b: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
    guard let base = b.baseAddress else {
      body(0..<0)
      return
    }
    var lineStart = 0
    while lineStart <= b.count {
      let rest = b.count - lineStart
      if rest > 0, let hit = memchr(base + lineStart, 0x0A, rest) {
        let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        body(lineStart..<end)
        lineStart = end + 1
      } else {
        body(lineStart..<b.count)
        return
      }
    }
  }

  private static func byteSize(_ n: Int) -> String {
    n >= 10_240 ? "\(n / 1024) KB" : "\(n) bytes"
  }
}
