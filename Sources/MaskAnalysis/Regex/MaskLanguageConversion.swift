import MaskEngine
import RegexAnalysis

/// Turns masks into the regex analyser's `MaskLanguage` (the language of raw inputs: what the
/// user types, without the literals the mask inserts).
enum MaskLanguageConversion {
  /// The raw inputs of `mask`: one element per slot, in order.
  static func rawInputs(of mask: any Mask) -> MaskLanguage {
    var elements: [MaskLanguage.Element] = []
    for token in mask.tokens {
      switch token.kind {
      case .slot(let cls, let optional):
        let set = scalarSet(cls)
        elements.append(optional ? .optional(set) : .required(set))
      case .repeatingSlot(let cls):
        elements.append(.repeating(scalarSet(cls)))
      case .literal:
        continue
      }
    }
    return MaskLanguage(elements)
  }

  /// The scalars a slot class accepts. Unicode classes are enumerated once and cached.
  static func scalarSet(_ cls: MaskEngine.CharacterClass) -> ScalarSet {
    switch cls {
    case .any: return .all
    case .asciiDigit: return ScalarSet([0x30...0x39])
    case .decimalDigit: return UnicodeClassSets.decimalDigits
    case .letter: return UnicodeClassSets.letters
    case .alphanumeric: return UnicodeClassSets.alphanumerics
    case .unicodeLetter: return UnicodeClassSets.lettersOnly
    case .unicodeLetterOrDigit: return UnicodeClassSets.lettersOrDigits
    case .scalars(_, let ranges): return ScalarSet(ranges)
    }
  }
}

/// Unicode classes of `MaskEngine.CharacterClass`, as scalar ranges, computed once (lazily,
/// thread-safe: Swift initialises static lets once) with exactly the predicates the class uses.
enum UnicodeClassSets {
  static let decimalDigits = enumerate { MaskEngine.CharacterClass.decimalDigit.contains($0) }
  static let letters = enumerate { MaskEngine.CharacterClass.letter.contains($0) }
  static let alphanumerics = enumerate { MaskEngine.CharacterClass.alphanumeric.contains($0) }
  static let lettersOnly = enumerate { MaskEngine.CharacterClass.unicodeLetter.contains($0) }
  static let lettersOrDigits = enumerate { MaskEngine.CharacterClass.unicodeLetterOrDigit.contains($0) }

  private static func enumerate(_ member: (Unicode.Scalar) -> Bool) -> ScalarSet {
    var ranges: [ClosedRange<UInt32>] = []
    var start: UInt32? = nil
    var v: UInt32 = 0
    while v <= 0x10FFFF {
      if v == 0xD800 {
        if let s = start { ranges.append(s...(v - 1)); start = nil }
        v = 0xE000
        continue
      }
      let inside = Unicode.Scalar(v).map(member) ?? false
      if inside, start == nil { start = v }
      if !inside, let s = start { ranges.append(s...(v - 1)); start = nil }
      v += 1
    }
    if let s = start { ranges.append(s...0x10FFFF) }
    return ScalarSet(ranges)
  }
}

extension AnalyzedField {
  /// The mask whose raw text a per-edit regex validates: the field's first `hash` mask (the
  /// seed dialect that applies `BBB_regular` on every edit). Nil when the field has none.
  var perEditMask: (setting: Setting, mask: any Mask)? {
    guard maskSettingCount > 0 else { return nil }
    for setting in maskSettingsLazily {
      guard case .mask(.hash) = setting.kind, let mask = mask(for: setting) else { continue }
      return (setting, mask)
    }
    return nil
  }

  /// The field's first mask of any dialect, for validations applied after typing. Not an
  /// alternative of a list: the value may come from another alternative.
  var firstMask: (setting: Setting, mask: any Mask)? {
    guard maskSettingCount > 0 else { return nil }
    for setting in maskSettingsLazily where setting.alternativeList == nil {
      if let mask = mask(for: setting) { return (setting, mask) }
    }
    return nil
  }
}
