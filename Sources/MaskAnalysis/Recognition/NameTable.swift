import SourceScanning

/// Looks names up by their source bytes, without building a `String` per token: the
/// recogniser asks it about every identifier next to a literal.
struct NameTable<Value: Sendable>: Sendable {
  private var entries: [(name: [UInt8], hash: UInt64, value: Value)] = []
  /// Open addressing: each slot holds an index into `entries` or -1; the slot count is a
  /// power of two at least twice the entries, so a probe ends at an empty slot quickly. A
  /// lookup hashes the token's bytes once and never goes through `Hasher`.
  private var slots: [Int32] = []

  init(_ entries: [String: Value]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    slots = Array(repeating: -1, count: entries.isEmpty ? 0 : capacity)
    // Names are unique (dictionary keys), so a lookup finds the same entry whatever order
    // they were placed in.
    for (name, value) in entries {
      let bytes = Array(name.utf8)
      let h = NameTable.hash(bytes[...])
      var slot = Int(truncatingIfNeeded: h) & (capacity - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Int32(self.entries.count)
      self.entries.append((bytes, h, value))
    }
  }

  static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The value for the bytes `range` of `text`.
  func lookup(_ range: Range<Int>, in text: SourceText) -> Value? {
    guard !slots.isEmpty else { return nil }
    let slice = text.bytes[range]
    let h = NameTable.hash(slice)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: h) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      let entry = entries[index]
      if entry.hash == h, entry.name.count == slice.count, entry.name.elementsEqual(slice) { return entry.value }
      slot = (slot + 1) & mask
    }
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
