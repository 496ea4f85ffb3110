/// What AnyFormatKit's `SumFormatParser` reads from a sum `textPattern` (`"$ #,###.## USD"`),
/// with the library's own string helpers, quirks included:
///
/// - prefix: the characters before the first pattern symbol; suffix: those after the last;
/// - grouping separator: the first run of non-symbols after the prefix; decimal separator:
///   the last run before the suffix (one run only: both are the same run, e.g. `#,###`);
/// - group size: the characters between the grouping and the decimal separator (`String.slice`
///   cuts after the *first* occurrence of the separator's last character and before the *last*
///   occurrence of the next one's first character);
/// - fraction digits: the characters between the decimal separator and the suffix.
///
/// An empty string is never "contained" (Foundation's `contains`), as on iOS.
public struct AnyFormatKitSumFormat: Sendable, Hashable {
  public var prefix: String
  public var suffix: String
  public var groupingSeparator: String
  public var decimalSeparator: String
  public var groupingSize: Int
  public var maximumFractionDigits: Int

  public init(pattern: String, patternSymbol: Character) {
    let parts = pattern.split(separator: patternSymbol).map(String.init)
    let prefix = pattern.first == patternSymbol ? "" : parts.first ?? ""
    let suffix = pattern.last == patternSymbol ? "" : parts.last ?? ""
    let withoutPrefix = Self.removePrefix(pattern, prefix)
    let grouping = withoutPrefix.split(separator: patternSymbol).first.map(String.init) ?? ""
    let decimal = Self.removeSuffix(pattern, suffix).split(separator: patternSymbol).last.map(String.init) ?? ""
    self.prefix = prefix
    self.suffix = suffix
    self.groupingSeparator = grouping
    self.decimalSeparator = decimal
    self.groupingSize = Self.slice(withoutPrefix, from: grouping, to: decimal).count
    self.maximumFractionDigits = Self.slice(pattern, from: decimal, to: suffix).count
  }

  // MARK: AnyFormatKit's String+Extension

  static func contains(_ text: String, _ part: String) -> Bool {
    !part.isEmpty && text.firstRange(of: part) != nil
  }

  /// `sliceAfter(substring:)`: after the first occurrence of the part's *last* character.
  static func sliceAfter(_ text: String, _ part: String) -> String {
    guard contains(text, part) else { return text }
    guard text.count > part.count, let last = part.last, let i = text.firstIndex(of: last) else { return "" }
    return String(text[text.index(after: i)...])
  }

  /// `sliceBefore(substring:)`: before the last occurrence of the part's *first* character.
  static func sliceBefore(_ text: String, _ part: String) -> String {
    guard contains(text, part) else { return text }
    guard text.count > part.count else { return "" }
    guard let first = part.first, let i = text.lastIndex(of: first) else { return text }
    return String(text[..<i])
  }

  static func slice(_ text: String, from: String, to: String) -> String {
    sliceBefore(sliceAfter(text, from), to)
  }

  static func removePrefix(_ text: String, _ prefix: String) -> String {
    prefix.isEmpty ? text : sliceAfter(text, prefix)
  }

  static func removeSuffix(_ text: String, _ suffix: String) -> String {
    suffix.isEmpty ? text : sliceBefore(text, suffix)
  }

  /// `leftSlice(limit:)`: the first `limit` characters.
  static func leftSlice(_ text: String, _ limit: Int) -> String {
    limit < text.count ? String(text.prefix(max(limit, 0))) : text
  }
}

extension String {
  /// Foundation's `replacingOccurrences(of:with:)` (an empty target replaces nothing).
  func replacingAll(_ target: String, with replacement: String) -> String {
    target.isEmpty ? self : replacing(target, with: replacement)
  }
}
