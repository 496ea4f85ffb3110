import SourceScanning

/// Edits that change a literal's value, written in the literal's own syntax.
enum LiteralRewrite {
  /// The edit that turns `literal`'s value into `newValue`: only the changed part of the
  /// value is replaced (widened to whole escapes, so `\u{2014}` is never cut), written for
  /// the literal's syntax. Nil when the literal's syntax is unknown or cannot hold the text.
  static func edit(_ literal: StringLiteral, to newValue: String, in text: SourceText, language: SourceLanguage) -> TextEdit? {
    guard let syntax = LiteralSyntax.of(literal, in: text, language: language) else { return nil }
    let old = Array(literal.value.utf8)
    let new = Array(newValue.utf8)
    guard old != new else { return nil }
    // Common prefix and suffix, on character boundaries.
    let oldChars = Array(literal.value), newChars = Array(newValue)
    var prefixChars = 0
    while prefixChars < oldChars.count, prefixChars < newChars.count, oldChars[prefixChars] == newChars[prefixChars] { prefixChars += 1 }
    var suffixChars = 0
    while suffixChars < oldChars.count - prefixChars, suffixChars < newChars.count - prefixChars,
      oldChars[oldChars.count - 1 - suffixChars] == newChars[newChars.count - 1 - suffixChars]
    { suffixChars += 1 }
    var low = oldChars[..<prefixChars].reduce(0) { $0 + $1.utf8.count }
    var high = old.count - oldChars[(oldChars.count - suffixChars)...].reduce(0) { $0 + $1.utf8.count }
    // Widen to whole segments where a boundary falls inside an escape.
    for segment in literal.segments where !segment.isVerbatim && segment.valueLength > 0 {
      let end = segment.valueStart + segment.valueLength
      if segment.valueStart < low && low < end { low = segment.valueStart }
      if segment.valueStart < high && high < end { high = end }
    }
    let newLow = low
    let newHigh = new.count - (old.count - high)
    guard newLow <= newHigh else { return nil }
    let middle = String(decoding: new[newLow..<newHigh], as: UTF8.self)
    guard let written = syntax.encode(middle) else { return nil }
    let range = literal.sourceRange(forValueUTF8: low..<high)
    return TextEdit(range: range, newText: written)
  }
}
