import SourceScanning

/// Looks names up by their source bytes, without building a `String` per token: the
/// recogniser asks it about every identifier next to a literal.
struct NameTable<Value: Sendable>: Sendable {
  private var buckets: [UInt64: [(name: [UInt8], value: Value)]] = [:]

  init(_ entries: [String: Value]) {
    for (name, value) in entries {
      let bytes = Array(name.utf8)
      buckets[NameTable.hash(bytes[...]), default: []].append((bytes, value))
    }
  }

  static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The value for the bytes `range` of `text`.
  func lookup(_ range: Range<Int>, in text: SourceText) -> Value? {
    let slice = text.bytes[range]
    guard let bucket = buckets[NameTable.hash(slice)] else { return nil }
    for entry in bucket where entry.name.elementsEqual(slice) { return entry.value }
    return nil
  }

  func contains(_ range: Range<Int>, in text: SourceText) -> Bool { lookup(range, in: text) != nil }
}

extension SettingVocabulary {
  /// Argument labels and Objective-C selector parts that can introduce a setting literal.
  static let labels: Set<String> = [
    "format", "withFormat", "getOrCreateWithFormat", "primaryFormat", "initWithPrimaryFormat",
    "affineFormats", "initWithFormat", "pattern", "regularExpressionWithPattern", "initWithPattern",
    "of", "rangeOfString", "replacementChar", "mask", "textPattern", "patternSymbol", "phoneRegex",
  ]

  /// AnyFormatKit types whose `textPattern:` is a mask (`patternSymbol:` its slot character).
  static let anyFormatKitTypes: Set<String> = [
    "DefaultTextInputFormatter", "PlaceholderTextInputFormatter", "DefaultTextFormatter",
    "PlaceholderTextFormatter",
  ]

  /// AnyFormatKit types whose `textPattern:` is a number format (`"#,###.## $"`: prefix,
  /// grouping, decimal separator, fraction digits, suffix, read by `SumFormatParser` into a
  /// `NumberFormatter`): the `anyformatkitsum` dialect.
  static let anyFormatKitSumTypes: Set<String> = ["SumTextInputFormatter", "SumTextFormatter"]

  /// Callees whose unlabeled arguments can be settings.
  static let unlabeledCallees: Set<String> = [
    "NSPredicate", "predicateWithFormat", "setFormatting", "Regex",
    "compile", "matches", "installOn", "MaskFormatter", "Inputmask", "mask",
  ]
}

extension SourceLanguage {
  /// Kotlin and Java: `java.util.regex` and the Android mask libraries.
  var isJVM: Bool { self == .kotlin || self == .java }
  /// JavaScript and TypeScript, also inside HTML and Vue scripts.
  var isWebScript: Bool { self == .javascript || self == .typescript || self == .html || self == .vue }
}
