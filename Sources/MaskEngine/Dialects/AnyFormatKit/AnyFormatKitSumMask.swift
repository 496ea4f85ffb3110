/// AnyFormatKit `SumTextInputFormatter(textPattern:patternSymbol:)` / `SumTextFormatter(…)`
/// (iOS): the pattern is a number format (`"#,###.## $"`), read by `SumFormatParser` into a
/// `NumberFormatter` (`AnyFormatKitSumFormat`), not a slot mask.
///
/// Typed text is unformatted (prefix, suffix and grouping separators removed), edited, and
/// formatted again as a number: digits grouped, one decimal separator, fraction digits cut to
/// the pattern's, at most 14 integer digits (`AnyFormatKitSumNumber.swift`). The caret follows
/// `SumTextInputFormatterCaretPositionCalculator` (`AnyFormatKitSumCaret.swift`). Any number
/// is complete; the value is the unformatted text (`unformat`).
public struct AnyFormatKitSumMask: Mask {
  public let pattern: String
  public let patternSymbol: Character
  public let format: AnyFormatKitSumFormat
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]

  public var dialect: MaskDialect { .anyformatkitsum }

  public init(textPattern: String, patternSymbol: Character = "#") {
    self.pattern = textPattern
    self.patternSymbol = patternSymbol
    let format = AnyFormatKitSumFormat(pattern: textPattern, patternSymbol: patternSymbol)
    self.format = format
    self.tokens = Self.tokens(textPattern, symbol: patternSymbol)
    self.issues = Self.issues(textPattern, format: format)
  }

  /// Prefix, separators and suffix as literals; the decimal separator (the last run of
  /// non-symbols between symbols, when there are two runs) stays in the value. The first
  /// symbol is a digit slot, the next of the integer part repeats, the others are optional.
  static func tokens(_ pattern: String, symbol: Character) -> [MaskToken] {
    let characters = Array(pattern)
    var decimalRun: Range<Int>? = nil
    if let first = characters.firstIndex(of: symbol), let last = characters.lastIndex(of: symbol) {
      var runs: [Range<Int>] = []
      var i = first
      while i < last {
        if characters[i] == symbol { i += 1; continue }
        let start = i
        while characters[i] != symbol { i += 1 }
        runs.append(start..<i)
      }
      if runs.count >= 2 { decimalRun = runs.last }
    }
    var tokens: [MaskToken] = []
    var symbols = 0
    for (i, c) in characters.enumerated() {
      let inDecimal = decimalRun?.contains(i) ?? false
      guard c == symbol else {
        tokens.append(MaskToken(.literal(c, inValue: inDecimal), range: i..<(i + 1)))
        continue
      }
      symbols += 1
      let inFraction = decimalRun.map { i >= $0.upperBound } ?? false
      let kind: MaskToken.Kind = symbols == 1 ? .slot(accepting: .asciiDigit, optional: false)
        : symbols == 2 && !inFraction ? .repeatingSlot(accepting: .asciiDigit)
        : .slot(accepting: .asciiDigit, optional: true)
      tokens.append(MaskToken(kind, range: i..<(i + 1)))
    }
    return tokens
  }

  /// What the library silently does with a pattern it reads differently from how it looks.
  static func issues(_ pattern: String, format: AnyFormatKitSumFormat) -> [MaskIssue] {
    let separator = format.decimalSeparator
    guard !separator.isEmpty, separator == format.groupingSeparator else { return [] }
    return [MaskIssue(.ignored,
      "`\(pattern)` has one separator, `\(separator)`: AnyFormatKit takes it as both the grouping and the decimal separator (groups of \(format.groupingSize)), so a typed `\(separator)` is removed again with the next digit and no decimal part can be typed",
      range: 0..<0)]
  }

  func result(_ text: String, caret: Int) -> MaskResult {
    let value = unformat(text)
    return MaskResult(
      formatted: CaretString(text, caret: CharacterOffsets.clamp(caret, count: text.count)),
      complete: value.contains(where: Self.isDigit), value: value)
  }

  /// The field's text set to `input.text`: formatted again, the caret before the suffix
  /// (`getCaretOffset(for:)`).
  public func apply(_ input: CaretString) -> MaskResult {
    let text = formatUnformatted(unformat(input.text))
    return result(text, caret: endCaret(text))
  }

  /// `calculateCaretPositionOffset(currentText:)`.
  func endCaret(_ text: String) -> Int {
    !format.suffix.isEmpty && text.hasSuffix(format.suffix) ? text.count - format.suffix.count : text.count
  }

  /// `SumTextInputFormatter.formatInput(currentText:range:replacementString:)`.
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    let current = state.text
    let range = CharacterOffsets.clamp(range, count: current.count)
    let unformatted = unformat(current)
    let converted = unformattedRange(current, range: range)
    var characters = Array(unformatted)
    if converted.lowerBound >= 0, converted.lowerBound <= characters.count {
      characters.replaceSubrange(converted.lowerBound..<min(max(converted.upperBound, converted.lowerBound), characters.count),
        with: Array(replacement))
    }
    let newUnformatted = String(characters)
    let text = formatUnformatted(newUnformatted)
    let caret = caretOffset(range: range, replacement: replacement, unformattedRange: converted,
      current: current, new: text, currentUnformatted: unformatted)
    return result(text, caret: caret)
  }

  /// `convertToUnformattedRange`: the range less the format characters before and in it (the
  /// library's `slice(from:length:)` gives nothing for a range reaching the end).
  func unformattedRange(_ current: String, range: Range<Int>) -> Range<Int> {
    let before = String(current.prefix(range.lowerBound))
    let lower = range.lowerBound - (before.count - unformat(before).count)
    var length = range.count
    if length > 0, range.upperBound < current.count {
      let slice = String(Array(current)[range])
      length -= slice.count - unformat(slice).count
    }
    return lower..<(lower + max(length, 0))
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    let text = formatUnformatted(raw)
    let chars = Array(text)
    let start = format.prefix.count
    let numberEnd = endCaret(text)
    return (0...raw.count).map { i in
      guard i > 0 else { return min(start, text.count) }
      var seen = 0
      for p in start..<max(start, numberEnd) where Self.isDigit(chars[p]) || format.decimalSeparator.first == chars[p] {
        seen += 1
        if seen == i { return p + 1 }
      }
      return numberEnd
    }
  }

  public func sampleInput() -> String {
    let fraction = format.decimalSeparator.isEmpty || format.decimalSeparator == format.groupingSeparator
      ? "" : format.maximumFractionDigits > 0 ? format.decimalSeparator + String(repeating: "5", count: format.maximumFractionDigits) : ""
    return "1234567" + fraction
  }

  /// `CharacterSet.decimalDigits`.
  static func isDigit(_ c: Character) -> Bool {
    c.unicodeScalars.first?.properties.numericType == .decimal
  }

  /// A number has no fixed length.
  public var completeFormattedLength: Int? { nil }
}
