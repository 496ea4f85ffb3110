import SourceScanning

/// How a literal's value is written in its source, read from its opening delimiter and the
/// file's language: what a new piece of value must look like to be valid source there.
struct LiteralSyntax: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// `"…"` with backslash escapes (Swift, Objective-C, Java, Kotlin, C#, JS `'…'`).
    case escaped(quote: UInt8, dollar: Bool, multiline: Bool)
    /// A JS template literal: backslash escapes, and `${` must be escaped.
    case template
    /// Written as is; `forbidden` sequences (the closing delimiter) cannot appear.
    case raw(forbidden: [String])
    /// C# `@"…"`: `"` is doubled, nothing else is escaped.
    case verbatimDoubledQuote
    /// An XML/HTML attribute value quoted with `quote`: entities for `&`, `<`, the quote.
    case markupAttribute(quote: UInt8)
    /// A string inside an attribute's expression (`[mask]="'…'"`): only plain text.
    case plainOnly
  }

  var kind: Kind

  /// The syntax of `literal` in `text`, or nil when it cannot be told (an unquoted attribute,
  /// an interpolated string).
  static func of(_ literal: StringLiteral, in text: SourceText, language: SourceLanguage) -> LiteralSyntax? {
    guard literal.isWholeValue, literal.isTerminated, let first = literal.segments.first else { return nil }
    let bytes = text.bytes
    let start = literal.range.lowerBound
    let contentStart = first.sourceStart
    guard start >= 0, start <= contentStart, contentStart <= bytes.count else { return nil }
    let opener = Array(bytes[start..<contentStart])
    guard let last = opener.last else { return nil }
    let quoteCount = opener.reversed().prefix { $0 == last }.count
    let multiline = quoteCount >= 3
    let hashes = opener.filter { $0 == UInt8(ascii: "#") }.count
    switch language {
    case .interfaceBuilder, .androidLayout, .androidValues:
      return markup(last, opener: opener)
    case .html, .vue:
      if insideScript(bytes, at: start) { return script(opener, last, multiline) }
      // An attribute's own value follows its `=`; any other string is inside an
      // attribute's expression (`[mask]="'…'"`, `v-maska="{ mask: '…' }"`).
      var k = start - 1
      while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D { k -= 1 }
      guard k >= 0, bytes[k] == UInt8(ascii: "=") else { return LiteralSyntax(kind: .plainOnly) }
      return markup(last, opener: opener)
    case .swift:
      if last == UInt8(ascii: "/") {
        return LiteralSyntax(kind: .raw(forbidden: ["/" + String(repeating: "#", count: hashes), "\n"]))
      }
      guard last == UInt8(ascii: "\"") else { return nil }
      if hashes > 0 {
        let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        var forbidden = [closing, "\\" + String(repeating: "#", count: hashes)]
        if !multiline { forbidden.append("\n") }
        return LiteralSyntax(kind: .raw(forbidden: forbidden))
      }
      return LiteralSyntax(kind: .escaped(quote: last, dollar: false, multiline: multiline))
    case .objectiveC, .java:
      guard last == UInt8(ascii: "\"") else { return nil }
      return LiteralSyntax(kind: .escaped(quote: last, dollar: false, multiline: multiline))
    case .kotlin:
      guard last == UInt8(ascii: "\"") else { return nil }
      if multiline { return LiteralSyntax(kind: .raw(forbidden: ["\"\"\"", "$"])) }
      return LiteralSyntax(kind: .escaped(quote: last, dollar: true, multiline: false))
    case .csharp:
      guard last == UInt8(ascii: "\""), !opener.contains(UInt8(ascii: "$")) else { return nil }
      if multiline { return LiteralSyntax(kind: .raw(forbidden: ["\"\"\""])) }
      if opener.first == UInt8(ascii: "@") { return LiteralSyntax(kind: .verbatimDoubledQuote) }
      return LiteralSyntax(kind: .escaped(quote: last, dollar: false, multiline: false))
    case .dart:
      guard last == UInt8(ascii: "\"") || last == UInt8(ascii: "'") else { return nil }
      let closing = String(repeating: String(UnicodeScalar(last)), count: multiline ? 3 : 1)
      if opener.first == UInt8(ascii: "r") {
        return LiteralSyntax(kind: .raw(forbidden: multiline ? [closing] : [closing, "\n"]))
      }
      return LiteralSyntax(kind: .escaped(quote: last, dollar: true, multiline: multiline))
    case .javascript, .typescript:
      return script(opener, last, multiline)
    }
  }

  private static func script(_ opener: [UInt8], _ last: UInt8, _ multiline: Bool) -> LiteralSyntax? {
    switch last {
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return LiteralSyntax(kind: .escaped(quote: last, dollar: false, multiline: false))
    case UInt8(ascii: "`"): return LiteralSyntax(kind: .template)
    case UInt8(ascii: "/"): return LiteralSyntax(kind: .raw(forbidden: ["/", "\n"]))
    default: return nil
    }
  }

  private static func markup(_ last: UInt8, opener: [UInt8]) -> LiteralSyntax? {
    guard opener.count == 1, last == UInt8(ascii: "\"") || last == UInt8(ascii: "'") else { return nil }
    return LiteralSyntax(kind: .markupAttribute(quote: last))
  }

  /// Whether `offset` of an HTML or Vue file is inside a `<script>` element.
  static func insideScript(_ bytes: [UInt8], at offset: Int) -> Bool {
    func matches(_ word: String, at i: Int) -> Bool {
      let w = Array(word.utf8)
      guard i + w.count <= bytes.count else { return false }
      for k in w.indices where bytes[i + k] | 0x20 != w[k] | 0x20 { return false }
      return true
    }
    var i = min(offset, bytes.count) - 1
    while i >= 0 {
      if bytes[i] == UInt8(ascii: "<") {
        if matches("</script", at: i) { return false }
        if matches("<script", at: i) { return true }
      }
      i -= 1
    }
    return false
  }

  /// `value` written for this syntax, or nil when it cannot be written there.
  func encode(_ value: String) -> String? {
    switch kind {
    case .escaped(let quote, let dollar, let multiline):
      var out = ""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\n": if multiline { out += "\n" } else { out += "\\n" }
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "$" where dollar: out += "\\$"
        default:
          if scalar.value == UInt32(quote) { out += "\\" }
          if scalar.value < 0x20 { return nil }
          out.unicodeScalars.append(scalar)
        }
      }
      if multiline && out.contains(String(repeating: String(UnicodeScalar(quote)), count: 3)) { return nil }
      return out
    case .template:
      var out = ""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "`": out += "\\`"
        case "$": out += "\\$"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out
    case .raw(let forbidden):
      return forbidden.contains(where: value.contains) ? nil : value
    case .verbatimDoubledQuote:
      return value.replacingOccurrences(of: "\"", with: "\"\"")
    case .markupAttribute(let quote):
      var out = ""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case "\"" where quote == UInt8(ascii: "\""): out += "&quot;"
        case "'" where quote == UInt8(ascii: "'"): out += "&apos;"
        case "\n", "\r", "\t": return nil
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out
    case .plainOnly:
      return value.unicodeScalars.contains(where: { "&<>\"'`\\$\n\r".unicodeScalars.contains($0) }) ? nil : value
    }
  }
}
