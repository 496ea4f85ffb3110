import SourceScanning

/// The edit that silences one rule on a finding's line with the file's own comment syntax:
/// `// maskls: ignore=rule` on its own line before the finding in code,
/// `<!-- maskls: ignore=rule -->` at the end of the line in markup (HTML, Vue templates,
/// Android layouts, storyboards and xibs). A directive already there gets the rule added.
public enum SuppressionEdit {
  /// Nil where no comment can go without changing the file's meaning (inside a multi-line
  /// tag of markup, inside JSX, inside `enclosing` — the source range of the literal the
  /// finding is in — when that literal spans the finding's line break).
  public static func make(rule: String, at location: SourceLocation, in text: SourceText, enclosing: Range<Int>? = nil) -> TextEdit? {
    guard let language = SourceLanguage(path: location.path) else { return nil }
    let line = location.start.line
    guard line >= 0, line < text.lineStarts.count else { return nil }
    let bytes = text.bytes
    let lineStart = text.lineStarts[line]
    let lineEnd = contentEnd(ofLine: line, in: text)
    // A comment cannot go into a literal that goes on over the finding's line break.
    if let enclosing, enclosing.lowerBound < lineStart || enclosing.upperBound > lineEnd { return nil }
    switch language {
    case .interfaceBuilder, .androidLayout, .androidValues:
      return markupEdit(rule: rule, lineStart: lineStart, lineEnd: lineEnd, findingEnd: location.range.upperBound, bytes: bytes)
    case .html, .vue:
      if LiteralSyntax.insideScript(bytes, at: location.range.lowerBound) { break }
      return markupEdit(rule: rule, lineStart: lineStart, lineEnd: lineEnd, findingEnd: location.range.upperBound, bytes: bytes)
    case .javascript, .typescript:
      // JSX text would show a `//` comment to the user.
      if SourceLanguage.allowsJSX(pathExtension: extensionOf(location.path)) {
        let first = bytes[lineStart..<lineEnd].first { $0 != 0x20 && $0 != 0x09 }
        if first == UInt8(ascii: "<") || first == UInt8(ascii: "{") { return nil }
      }
    default: break
    }
    return codeEdit(rule: rule, line: line, text: text)
  }

  /// In code: a directive alone on the line before, indented like the finding's line.
  private static func codeEdit(rule: String, line: Int, text: SourceText) -> TextEdit? {
    let bytes = text.bytes
    let lineStart = text.lineStarts[line]
    if line > 0 {
      let previousStart = text.lineStarts[line - 1]
      let previousEnd = contentEnd(ofLine: line - 1, in: text)
      if let edit = extendingDirective(rule: rule, in: previousStart..<previousEnd, bytes: bytes, opener: "//") { return edit }
    }
    var indentEnd = lineStart
    while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
    let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
    let newline = lineBreak(in: text)
    return TextEdit(range: lineStart..<lineStart, newText: "\(indent)// maskls: ignore=\(rule)\(newline)")
  }

  /// In markup: `<!-- … -->` at the end of the line, when the line ends outside a tag.
  private static func markupEdit(rule: String, lineStart: Int, lineEnd: Int, findingEnd: Int, bytes: [UInt8]) -> TextEdit? {
    guard findingEnd <= lineEnd else { return nil }
    if let edit = extendingDirective(rule: rule, in: lineStart..<lineEnd, bytes: bytes, opener: "<!--") { return edit }
    // The last `<` or `>` before the line's end must be a `>`: the line ends between tags.
    var i = lineEnd - 1
    let floor = max(0, lineEnd - 65_536)
    while i >= floor, bytes[i] != UInt8(ascii: "<"), bytes[i] != UInt8(ascii: ">") { i -= 1 }
    guard i >= floor, bytes[i] == UInt8(ascii: ">") else { return nil }
    return TextEdit(range: lineEnd..<lineEnd, newText: " <!-- maskls: ignore=\(rule) -->")
  }

  /// An `ignore=…` directive of a comment opened by `opener` on the line: the rule is added
  /// to its list.
  private static func extendingDirective(rule: String, in line: Range<Int>, bytes: [UInt8], opener: String) -> TextEdit? {
    let marker = Array("maskls: ignore=".utf8)
    guard line.count >= marker.count else { return nil }
    var at = -1
    for i in line.lowerBound...(line.upperBound - marker.count) where bytes[i..<(i + marker.count)].elementsEqual(marker) {
      at = i
      break
    }
    guard at >= 0 else { return nil }
    let openerBytes = Array(opener.utf8)
    let before = bytes[line.lowerBound..<at]
    guard before.count >= openerBytes.count,
      (0...(before.count - openerBytes.count)).contains(where: { bytes[(line.lowerBound + $0)..<(line.lowerBound + $0 + openerBytes.count)].elementsEqual(openerBytes) })
    else { return nil }
    var end = at + marker.count
    while end < line.upperBound, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != UInt8(ascii: "*"),
      !(bytes[end] == UInt8(ascii: "-") && end + 1 < line.upperBound && bytes[end + 1] == UInt8(ascii: "-"))
    { end += 1 }
    return TextEdit(range: end..<end, newText: ",\(rule)")
  }

  /// Where the line's content ends (before its line break).
  static func contentEnd(ofLine line: Int, in text: SourceText) -> Int {
    var end = line + 1 < text.lineStarts.count ? text.lineStarts[line + 1] : text.bytes.count
    while end > text.lineStarts[line], text.bytes[end - 1] == 0x0A || text.bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  private static func lineBreak(in text: SourceText) -> String {
    guard text.lineStarts.count > 1 else { return "\n" }
    let end = text.lineStarts[1]
    return end >= 2 && text.bytes[end - 2] == 0x0D ? "\r\n" : "\n"
  }

  private static func extensionOf(_ path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
    return String(path[path.index(after: dot)...])
  }
}

extension AnalysisProject {
  /// Source bytes of the literal of a setting in `path` that contains `range` (the literal a
  /// finding is in), from the cached fields.
  public func enclosingLiteral(path: String, range: Range<Int>) -> Range<Int>? {
    for field in fields() {
      for setting in field.settings where setting.path == path {
        let literal = setting.literal.range
        if literal.lowerBound <= range.lowerBound && range.upperBound <= literal.upperBound { return literal }
      }
    }
    return nil
  }
}
