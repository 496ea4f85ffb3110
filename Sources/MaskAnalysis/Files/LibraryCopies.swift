/// Scripts that are a copy of a library or a build, not code the project's authors wrote,
/// though neither minified nor in a dependency folder: jQuery, editors and chart libraries
/// committed beside the pages that use them (`Scripts/`, `plugins/`, `wwwroot/lib/`). What
/// they hold is the library's business; a finding there cannot be acted on.
///
/// Measured on the 139 repositories of the real-world corpus: all 89 scripts of 256 KB or
/// more outside excluded folders are libraries (jQuery, jQuery UI, Ace, UEditor, Chart.js,
/// pdfmake, Summernote…) or build outputs (webpack bundles); all 198 smaller scripts that
/// open with a `/*!` banner are library copies too (Bootstrap, jQuery Validation, DataTables,
/// Inputmask…); none of the mask libraries' own sources opens with one. Measured on the 182
/// repositories of the corpus later: the 381 more scripts that open with a comment saying
/// `Copyright` or naming a licence (without `!`) are library copies too (CodeMirror modes,
/// Swiper, Popper, SyntaxHighlighter, papaparse, qunit, sinon…), but for one upload helper
/// copied into an app with its author's licence header. A copy of a mask
/// library (a file name with `mask` in it) is read all the same: the aliases and options it
/// defines hold for the project's own fields; but what it says is the library's business, so
/// findings placed in it are not reported (`isMaskLibraryCopy`).
enum LibraryCopies {
  /// A script this large is a library or a build: the largest hand-written script in the
  /// corpus is well under it.
  static let bundleSize = 256 * 1024
  /// How far into a `/*!` banner a version or licence is looked for.
  static let bannerWindow = 1024

  /// Why the script at `lowercasedPath` with `bytes` is a library's copy or a bundle, or nil
  /// (not a script, or nothing says so).
  static func reason(lowercasedPath path: String, bytes: [UInt8]) -> String? {
    guard [".js", ".mjs", ".cjs"].contains(where: path.hasSuffix) else { return nil }
    // A mask library's copy is read: what it defines holds for the project's fields (the
    // date aliases of a vendored Inputmask 3 bundle, `dd/mm/yyyy`, are used by its pages).
    let name = path.split(separator: "/").last ?? ""
    if name.contains("mask") { return nil }
    return copyReason(bytes)
  }

  /// Whether the script at `path` is a copy of a mask library (`jquery.inputmask.js`,
  /// `jquery.mask.min.js` kept whole): read for the aliases and options it defines, but the
  /// findings placed in it are the library's business, not the project's.
  static func isMaskLibraryCopy(path: String, bytes: [UInt8]) -> Bool {
    // Every file is asked at every scan (each edit in an editor): the extension is tested on
    // the path's bytes, ignoring case, before anything is allocated.
    let utf8 = path.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    let ext = utf8[utf8.index(after: dot)...]
    guard ["js", "mjs", "cjs"].contains(where: { known in
      ext.count == known.utf8.count && zip(ext, known.utf8).allSatisfy { byte, letter in byte | 0x20 == letter }
    })
    else { return false }
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    guard name.contains("mask") else { return false }
    return copyReason(bytes) != nil
  }

  /// Why a script's bytes say it is a library's copy or a bundle, or nil.
  private static func copyReason(_ bytes: [UInt8]) -> String? {
    if bytes.count >= bundleSize {
      return "a bundled script (\(bytes.count / 1024) KB: a library or a build, not code written by hand)"
    }
    if hasLibraryBanner(bytes) { return "a copy of a library (its `/*!` or `//!` banner names a version or a licence)" }
    return hasCopyrightHeader(bytes) ? "a copy of a library (its opening comment names a copyright holder or a licence)" : nil
  }

  /// Whether the file opens (after a byte-order mark and blank space) with a comment — `//`
  /// lines or one `/* … */` — that says `copyright` or names a licence within its first
  /// `bannerWindow` bytes.
  static func hasCopyrightHeader(_ bytes: [UInt8]) -> Bool {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    guard bytes[i...].starts(with: Array("//".utf8)) || bytes[i...].starts(with: Array("/*".utf8)) else { return false }
    var end = min(bytes.count, i + bannerWindow)
    if bytes[i + 1] == UInt8(ascii: "*") {
      // The block comment only.
      var j = i + 2
      while j + 1 < end, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
      end = j
    } else {
      // The run of `//` lines only.
      end = lineCommentRunEnd(bytes, from: i, before: end, opening: "//")
    }
    guard i < end else { return false }
    let header = Array(bytes[i..<end])
    return ASCIICaseSearch.contains(bytes: header, "copyright") || ASCIICaseSearch.contains(bytes: header, "licensed under")
      || ASCIICaseSearch.contains(bytes: header, "license:")
  }

  /// Whether the file opens (after a byte-order mark and blank space) with a `/*!` comment
  /// or a run of `//!` lines, the banners build tools keep in a library's distributed file
  /// (moment.js: `//! version : 2.9.0`, `//! license : MIT`), that names a version or a
  /// licence.
  static func hasLibraryBanner(_ bytes: [UInt8]) -> Bool {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    let end = min(bytes.count, i + bannerWindow)
    var banner: String
    if bytes[i...].starts(with: Array("/*!".utf8)) {
      banner = String(decoding: bytes[i..<end], as: UTF8.self).lowercased()
      if let close = banner.range(of: "*/") { banner = String(banner[..<close.lowerBound]) }
    } else if bytes[i...].starts(with: Array("//!".utf8)) {
      // The run of `//!` lines only.
      banner = String(decoding: bytes[i..<lineCommentRunEnd(bytes, from: i, before: end, opening: "//!")], as: UTF8.self)
        .lowercased()
    } else {
      return false
    }
    if ["licen", "copyright", "(c)", "version"].contains(where: banner.contains) { return true }
    // A version number: `v3.2.1`, `1.14.16`.
    let text = Array(banner.utf8)
    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    return text.indices.dropLast(2).contains { isDigit(text[$0]) && text[$0 + 1] == 0x2E && isDigit(text[$0 + 2]) }
  }

  /// Where the run of lines that open (after blanks) with `opening`, from `start`, ends: the
  /// start of the first line that does not, at most `limit`.
  private static func lineCommentRunEnd(_ bytes: [UInt8], from start: Int, before limit: Int, opening: String) -> Int {
    let marker = Array(opening.utf8)
    var j = start
    while j < limit {
      var k = j
      while k < limit, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard bytes[k..<limit].starts(with: marker) else { break }
      while k < limit, bytes[k] != 0x0A { k += 1 }
      j = k + 1
    }
    return min(j, limit)
  }
}
