import SourceScanning

extension Directive {
  /// Whether the directive's comment follows code on its line (`x = "" // maskls: ignore`).
  /// A trailing directive applies to its own line; one alone on its line applies to the next.
  func isTrailing(in text: SourceText) -> Bool {
    let lineStart = text.lineStarts[min(max(0, line), text.lineStarts.count - 1)]
    var end = min(range.lowerBound, text.bytes.count)
    // Back up to the comment opener (`//` or `/*`).
    while end > lineStart + 1 {
      let a = text.bytes[end - 2]
      let b = text.bytes[end - 1]
      if a == UInt8(ascii: "/") && (b == UInt8(ascii: "/") || b == UInt8(ascii: "*")) { end -= 2; break }
      end -= 1
    }
    var i = lineStart
    while i < end {
      let c = text.bytes[i]
      if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { return true }
      i += 1
    }
    return false
  }

  /// The line whose code the directive applies to.
  func targetLine(in text: SourceText) -> Int { isTrailing(in: text) ? line : line + 1 }
}
