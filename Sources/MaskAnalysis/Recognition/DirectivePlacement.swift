import SourceScanning

extension Directive {
  /// Whether the directive's comment follows code on its line (`x = "" // maskls: ignore`).
  /// A trailing directive applies to its own line; one alone on its line applies to the next.
  func isTrailing(in text: SourceText) -> Bool {
    let lineStart = text.lineStarts[min(max(0, line), text.lineStarts.count - 1)]
    var end = min(range.lowerBound, text.bytes.count)
    // Back up to the comment opener (`//`, `/*` or markup's `<!--`).
    while end > lineStart + 1 {
      let a = text.bytes[end - 2]
      let b = text.bytes[end - 1]
      if a == UInt8(ascii: "/") && (b == UInt8(ascii: "/") || b == UInt8(ascii: "*")) { end -= 2; break }
      if a == UInt8(ascii: "-") && b == UInt8(ascii: "-") && end >= lineStart + 4 && text.bytes[end - 4] == UInt8(ascii: "<")
        && text.bytes[end - 3] == UInt8(ascii: "!")
      {
        end -= 4
        break
      }
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

extension [Directive] {
  /// `maskls: ignore` / `maskls: ignore=rule-id,…` directives by the line they apply to
  /// (`*` for all rules).
  func suppressions(in text: SourceText) -> [Int: [String]] {
    var result: [Int: [String]] = [:]
    for d in self where d.key == "ignore" {
      let rules = d.value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
      result[d.targetLine(in: text), default: []].append(contentsOf: rules.isEmpty ? ["*"] : rules)
    }
    return result
  }
}
