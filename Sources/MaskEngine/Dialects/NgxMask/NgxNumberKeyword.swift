/// ngx-mask's number keywords with the default options (`thousandSeparator: " "`,
/// `decimalMarker: [".", ","]`, no `separatorLimit`, no negative numbers): `percent[.N]` keeps
/// a number from 0 to 100 with at most N decimals, dropping the last character typed when the
/// value would leave that range; `separator[.N]` groups the integer part by three with spaces
/// and keeps at most N decimals (`separator.0` none), a leading `0` followed by a digit
/// becoming `0.`.
struct NgxNumberKeyword: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case percent, separator }
  let kind: Kind
  /// N of `percent.N` / `separator.N`; nil for none (any number of decimals).
  let precision: Int?

  static let thousandSeparator: Character = " "
  static let decimalMarkers: [Character] = [".", ","]

  init?(_ mask: String) {
    if mask.hasPrefix("percent") {
      kind = .percent
    } else if mask.hasPrefix("separator") {
      kind = .separator
    } else {
      return nil
    }
    // `getPrecision`: the number after the last `.`, if any.
    let parts = mask.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count > 1 {
      let n = NgxJS.number(Array(parts[parts.count - 1]))
      precision = n.isFinite && n >= 0 && n < 1000 ? Int(n) : nil
    } else {
      precision = nil
    }
  }

  /// `applyMask`'s number branch: the text shown, and the value as the branch left it (the
  /// end of `applyMask` reads it).
  func apply(
    _ input: [Character], backspaced: Bool, previous: [Character], special: [Character]
  ) -> (result: [Character], processedValue: [Character]) {
    switch kind {
    case .percent: return percent(input, backspaced: backspaced)
    case .separator: return separator(input, backspaced: backspaced, previous: previous)
    }
  }

  private static func isASCIILetter(_ c: Character) -> Bool {
    c.isASCII && c.isLetter
  }

  /// `_stripToDecimal`: digits, the thousand separator and the decimal markers.
  private func stripToDecimal(_ s: [Character]) -> [Character] {
    s.filter { ($0.isASCII && $0.isNumber) || $0 == Self.thousandSeparator || Self.decimalMarkers.contains($0) }
  }

  /// `checkInputPrecision`: decimals after the first `.` cut to N; with N = 0 a trailing `.`
  /// dropped.
  private func checkInputPrecision(_ s: [Character]) -> [Character] {
    guard let precision else { return s }
    var s = s
    // `\.\d{N}.*$`: the first `.` followed by N digits, to the end.
    var matchLength = 0
    for (k, c) in s.enumerated() where c == "." {
      let digits = s[(k + 1)...].prefix { $0.isASCII && $0.isNumber }.count
      if digits >= precision {
        matchLength = s.count - k
        break
      }
    }
    if matchLength - 1 > precision {
      s.removeLast(matchLength - 1 - precision)
    }
    if precision == 0 && s.last == "." { s.removeLast() }
    return s
  }

  private func percentage(_ s: [Character]) -> Bool {
    var sanitized = s
    if let comma = sanitized.firstIndex(of: ",") { sanitized[comma] = "." }
    let value = NgxJS.number(sanitized)
    return !value.isNaN && value >= 0 && value <= 100
  }

  /// `_splitPercentZero`: the integer part read as a number (leading zeros dropped).
  private func splitPercentZero(_ value: [Character]) -> [Character] {
    let decimalIndex = NgxJS.indexOf(value, ".")
    if decimalIndex == -1 {
      return NgxJS.parseInt(value).map { Array(String($0)) } ?? []
    }
    let integer = NgxJS.parseInt(Array(value.prefix(decimalIndex)))
    guard let integer else { return [] }
    return Array(String(integer)) + ["."] + value[(decimalIndex + 1)...]
  }

  private func percent(_ input: [Character], backspaced: Bool) -> (result: [Character], processedValue: [Character]) {
    var value = input
    let punctuation = Set("-!$%^&*()_+|~=`{}[]:\";'<>?,/.")
    if value.contains(where: Self.isASCIILetter) || (value.contains { punctuation.contains($0) } && !backspaced) {
      value = checkInputPrecision(stripToDecimal(value))
    }
    let dot = NgxJS.indexOf(value, ".")
    if dot > 0 && !percentage(Array(value[..<dot])) {
      value = Array(value[..<(dot - 1)]) + value[dot...]
    }
    let result = percentage(value) ? splitPercentZero(value) : splitPercentZero(Array(value.dropLast()))
    return (result, value)
  }

  private func separator(
    _ input: [Character], backspaced: Bool, previous: [Character]
  ) -> (result: [Character], processedValue: [Character]) {
    var value = input
    // The branch's five tests together: any character other than an ASCII digit or `,`.
    if value.contains(where: { !($0.isASCII && $0.isNumber) && $0 != "," }) {
      value = stripToDecimal(value)
    }
    let marker: Character
    if previous.contains(".") {
      marker = "."
    } else if previous.contains(",") {
      marker = ","
    } else {
      marker = "."
    }
    if backspaced { value = trimZeros(value, marker: marker) }
    if precision == 0 {
      if value.count > 1 && value[0] == "0" && value[1] != Self.thousandSeparator && value[1] != "," && value[1] != "." {
        value.removeFirst()
      }
    } else if !backspaced {
      if value.first == marker && value.count > 1 {
        value.insert("0", at: 0)
      }
      if value.first == "0", NgxJS.at(value, 1) != marker, NgxJS.at(value, 1) != Self.thousandSeparator, value.count > 1 {
        value.insert(marker, at: 1)
      }
    }
    let invalid = Set("@#!$%^&*()_+|~=`{}[]:\";<>?/")
    if value.contains(where: { invalid.contains($0) }) { value.removeLast() }
    value = checkInputPrecision(value)
    let digitsAndMarkers = value.filter { !$0.isJSWhitespace }
    return (formatWithSeparators(digitsAndMarkers), value)
  }

  /// The `backspaced` branch of `separator`: leading zeros trimmed.
  private func trimZeros(_ input: [Character], marker: Character) -> [Character] {
    var value = input
    let markerIndex = value.firstIndex(of: marker)
    let nonZero = value.firstIndex { $0 >= "1" && $0 <= "9" && $0.isASCII }
    // `decimalMarkerIndex` and `nonZeroIndex` are tested for truth: index 0 counts as absent.
    let markerTrue = markerIndex.map { $0 != 0 } ?? false
    let nonZeroTrue = nonZero.map { $0 != 0 } ?? false
    if (value.first == marker && !nonZeroTrue) || (value.first == "0" && !markerTrue && !nonZeroTrue) {
      value = ["0"]
    }
    if !markerTrue, nonZeroTrue, let nonZero, value.count > nonZero {
      value = Array(value[nonZero...])
    }
    return value
  }

  /// `_formatWithSeparators`: the integer part (before the first `.` or `,`) grouped by three;
  /// the decimals kept up to N.
  private func formatWithSeparators(_ s: [Character]) -> [Character] {
    let split = s.firstIndex { Self.decimalMarkers.contains($0) }
    var integer = split.map { Array(s[..<$0]) } ?? s
    var decimals: [Character] = []
    if let split {
      let rest = s[(split + 1)...]
      let end = rest.firstIndex { Self.decimalMarkers.contains($0) } ?? s.endIndex
      decimals = [s[split]] + s[(split + 1)..<end]
    }
    // `/(\d+)(\d{3})/` replaced until it no longer matches: the first run of four or more
    // digits gets a separator before its last three, again and again.
    while let run = Self.firstLongDigitRun(integer) {
      integer.insert(Self.thousandSeparator, at: run.upperBound - 3)
    }
    guard let precision else { return integer + decimals }
    if precision == 0 { return integer }
    return integer + decimals.prefix(precision + 1)
  }

  private static func firstLongDigitRun(_ s: [Character]) -> Range<Int>? {
    var k = 0
    while k < s.count {
      guard s[k].isASCII && s[k].isNumber else {
        k += 1
        continue
      }
      var end = k
      while end < s.count && s[end].isASCII && s[end].isNumber { end += 1 }
      if end - k >= 4 { return k..<end }
      k = end
    }
    return nil
  }
}

extension Character {
  /// JavaScript's `\s`.
  var isJSWhitespace: Bool {
    String(self).trimmingJSWhitespace().isEmpty
  }
}
