/// The number formatting of AnyFormatKit's sum formatters: `SumTextInputFormatter.format(_:)`
/// (fraction digits shown as typed, at most the pattern's; a typed decimal separator kept; the
/// integer part cut to its first 14 digits), `SumTextFormatter.format(_:)` (`,` read as `.`,
/// `NSDecimalNumber(string:)`) and the `NumberFormatter` it configures (prefix, grouping,
/// rounding down, suffix).
extension AnyFormatKitSumMask {
  /// `maximumIntegerCharacters` (the library's default; a property the code may change).
  public static let maximumIntegerCharacters = 14

  /// `SumTextInputFormatter.format(_:)` of an unformatted text (`"1234.5"`).
  public func formatUnformatted(_ unformatted: String) -> String {
    let f = format
    let decimal = f.decimalSeparator
    let hasDecimal = AnyFormatKitSumFormat.contains(unformatted, decimal)
    let minimumFraction = min(Self.fractionCount(unformatted, decimal), f.maximumFractionDigits)
    let alwaysShowsDecimal = minimumFraction == 0 && hasDecimal
    let minimumInteger = unformatted.hasPrefix(decimal) ? 0 : 1
    if unformatted == decimal { return f.prefix + decimal + f.suffix }
    // correctUnformatted: the integer part cut to `maximumIntegerCharacters` (one more with `-`).
    let integerPart = AnyFormatKitSumFormat.sliceBefore(unformatted, decimal)
    let fractionPart = AnyFormatKitSumFormat.sliceAfter(unformatted, decimal)
    let limit = Self.maximumIntegerCharacters + (integerPart.contains("-") ? 1 : 0)
    let corrected = AnyFormatKitSumFormat.leftSlice(integerPart, limit) + (hasDecimal ? decimal + fractionPart : "")
    // SumTextFormatter.format
    if corrected.isEmpty { return f.suffix }
    if corrected == "-" { return "-" }
    guard let number = ParsedDecimal(corrected.replacingAll(",", with: ".")) else { return "NaN" }
    return string(number, minimumInteger: minimumInteger, minimumFraction: minimumFraction, alwaysShowsDecimal: alwaysShowsDecimal)
  }

  /// `SumTextFormatter.format(_:)` on its own (no fraction digits or separator kept as typed,
  /// no integer cut: the `NumberFormatter` keeps the last 14 integer digits).
  public func formatText(_ unformatted: String) -> String {
    if unformatted.isEmpty { return format.suffix }
    if unformatted == "-" { return "-" }
    guard let number = ParsedDecimal(unformatted.replacingAll(",", with: ".")) else { return "NaN" }
    return string(number, minimumInteger: 1, minimumFraction: 0, alwaysShowsDecimal: false)
  }

  /// The `NumberFormatter` output for a parsed number.
  func string(_ number: ParsedDecimal, minimumInteger: Int, minimumFraction: Int, alwaysShowsDecimal: Bool) -> String {
    let f = format
    var integer = Array(number.integer.drop { $0 == "0" }.suffix(Self.maximumIntegerCharacters))
    if integer.count < minimumInteger { integer = Array(repeating: "0", count: minimumInteger - integer.count) + integer }
    var grouped = ""
    for (i, digit) in integer.enumerated() {
      let fromEnd = integer.count - i
      if i > 0, f.groupingSize > 0, fromEnd % f.groupingSize == 0 { grouped += f.groupingSeparator }
      grouped.append(digit)
    }
    var fraction = Array(number.fraction.prefix(f.maximumFractionDigits))
    while let last = fraction.last, last == "0", fraction.count > minimumFraction { fraction.removeLast() }
    if fraction.count < minimumFraction { fraction += Array(repeating: "0", count: minimumFraction - fraction.count) }
    let decimalPart = !fraction.isEmpty || alwaysShowsDecimal ? f.decimalSeparator + String(fraction) : ""
    let isNegative = number.isNegative && (integer.contains { $0 != "0" } || fraction.contains { $0 != "0" })
    return isNegative
      ? f.prefix + "-" + grouped + decimalPart
      : f.prefix + grouped + decimalPart + f.suffix
  }

  /// `components(separatedBy: decimal)[1].count`, 0 without a separator.
  static func fractionCount(_ text: String, _ decimal: String) -> Int {
    guard !decimal.isEmpty, let first = text.firstRange(of: decimal) else { return 0 }
    let rest = text[first.upperBound...]
    return rest.firstRange(of: decimal).map { rest[..<$0.lowerBound].count } ?? rest.count
  }

  /// `SumTextFormatter.removeAllFormatSymbols(text:)`: each prefix character cut with all
  /// before its first occurrence, the suffix and the grouping separators removed.
  public func unformat(_ text: String) -> String {
    var result = text
    for c in format.prefix { result = AnyFormatKitSumFormat.removePrefix(result, String(c)) }
    result = result.replacingAll(format.suffix, with: "")
    return result.replacingAll(format.groupingSeparator, with: "")
  }
}

/// What `NSDecimalNumber(string:)` reads from the start of a text: a sign, digits, a `.` and
/// digits (nil, NaN, without a digit). Exponents are not read.
struct ParsedDecimal {
  var isNegative: Bool
  var integer: [Character]
  var fraction: [Character]

  init?(_ text: String) {
    var rest = text.drop { $0 == " " }[...]
    isNegative = rest.first == "-"
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    integer = Array(rest.prefix { $0.isASCII && $0.isNumber })
    rest = rest.dropFirst(integer.count)
    fraction = rest.first == "." ? Array(rest.dropFirst().prefix { $0.isASCII && $0.isNumber }) : []
    if integer.isEmpty && fraction.isEmpty { return nil }
  }
}
